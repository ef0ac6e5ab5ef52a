import { API_TOKEN_RULES, requiresTwoFactor, type ApiToken, type CreateApiTokenInput } from '@bb/domain';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { randomToken, sha256 } from '../../../lib/crypto.ts';
import type { Actor } from '../../../plugins/actor.ts';
import { presentApiToken } from './tokens.presenter.ts';
import type { ApiTokenResolver } from './tokens.resolver.ts';
import { apiTokensRepository } from './tokens.repository.ts';

const DAY_MS = 86_400_000;

/** A user's own personal access tokens: created (staff and super admins confirm with a two-factor code), listed, revoked. */
export function apiTokensService(deps: {
  db: Database;
  resolver: ApiTokenResolver;
  /** Whether the user has two-factor on and the code is current (accounts' otp service). */
  confirmsTwoFactor: (userId: string, code: string | undefined) => Promise<boolean>;
}) {
  const repository = apiTokensRepository(deps.db);

  return {
    async list(actor: Actor): Promise<ApiToken[]> {
      const now = new Date();
      return (await repository.listOfUser(actor.userId)).map((row) => presentApiToken(row, now));
    },

    /** Creates a token and returns it with the only copy of its secret. */
    async create(actor: Actor, input: CreateApiTokenInput): Promise<{ token: string; item: ApiToken }> {
      if (requiresTwoFactor(actor.userType) && !(await deps.confirmsTwoFactor(actor.userId, input.otp))) throw new AppError('INVALID_OTP');
      const token = `${API_TOKEN_RULES.prefix}${randomToken(32)}`;
      const row = await deps.db.transaction(async (tx) => {
        const tokens = apiTokensRepository(tx);
        await tokens.lockUser(actor.userId);
        if ((await tokens.countWorking(actor.userId)) >= API_TOKEN_RULES.maxPerUser) throw new AppError('TOKEN_LIMIT_REACHED');
        return tokens.insert({
          userId: actor.userId,
          name: input.name,
          tokenHash: sha256(token),
          hint: token.slice(0, API_TOKEN_RULES.prefix.length + API_TOKEN_RULES.shownCharacters),
          scopes: input.scopes,
          expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
        });
      });
      return { token, item: presentApiToken(row) };
    },

    /** Revokes one of the actor's tokens: refused at once here, and within milliseconds on the other instances. */
    async revoke(actor: Actor, id: string): Promise<ApiToken> {
      const row = await repository.revoke(actor.userId, id);
      if (!row) throw new AppError('NOT_FOUND');
      deps.resolver.evict(id);
      return presentApiToken(row);
    },
  };
}
export type ApiTokensService = ReturnType<typeof apiTokensService>;
