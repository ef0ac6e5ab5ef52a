import { API_TOKEN_RULES, requiresTwoFactor, type ApiToken, type CreateApiTokenInput } from '@bb/domain';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { randomToken, sha256, type KeyRing } from '../../../lib/crypto.ts';
import type { Actor } from '../../../plugins/actor.ts';
import { auditStaffAction } from '../../audit/index.ts';
import { answeredBefore, runIdempotent, sealingSecret, type IdempotencyClaim } from '../../ledger/index.ts';
import { presentApiToken } from './tokens.presenter.ts';
import type { ApiTokenResolver } from './tokens.resolver.ts';
import { apiTokensRepository, type ApiTokenRow } from './tokens.repository.ts';

const DAY_MS = 86_400_000;

type CreatedToken = { token: string; item: ApiToken };

/** "programs:read, reports:write": a token's scopes as the audit log keeps them. */
const scopesInWords = (row: ApiTokenRow) =>
  Object.entries(row.scopes)
    .map(([area, access]) => `${area}:${access}`)
    .join(', ');

/**
 * A user's own personal access tokens: created (staff and super admins confirm with a two-factor code), listed,
 * revoked. Staff and super admins' creations and revocations are audited: their tokens carry the platform's powers.
 */
export function apiTokensService(deps: {
  db: Database;
  resolver: ApiTokenResolver;
  /** Whether the user has two-factor on and the code is current (accounts' otp service). */
  confirmsTwoFactor: (userId: string, code: string | undefined) => Promise<boolean>;
  /** Seals the token in the answer kept for an Idempotency-Key's replay. */
  keys: KeyRing;
}) {
  const repository = apiTokensRepository(deps.db);
  const keptAnswer = sealingSecret(deps.keys, 'token');

  return {
    async list(actor: Actor): Promise<ApiToken[]> {
      const now = new Date();
      return (await repository.listOfUser(actor.userId)).map((row) => presentApiToken(row, now));
    },

    /**
     * Creates a token and returns it with the only copy of its secret. Under an Idempotency-Key a repeated request
     * from the same session answers that token again, before the two-factor code (good once) is asked for again.
     */
    async create(actor: Actor, input: CreateApiTokenInput, claim: IdempotencyClaim | null = null): Promise<CreatedToken> {
      const replayed = await answeredBefore<CreatedToken>(deps.db, claim, keptAnswer);
      if (replayed) return replayed;
      if (requiresTwoFactor(actor.userType) && !(await deps.confirmsTwoFactor(actor.userId, input.otp))) throw new AppError('INVALID_OTP');
      const token = `${API_TOKEN_RULES.prefix}${randomToken(32)}`;
      return runIdempotent(
        deps.db,
        claim,
        async (tx) => {
          const tokens = apiTokensRepository(tx);
          await tokens.lockUser(actor.userId);
          if ((await tokens.countWorking(actor.userId)) >= API_TOKEN_RULES.maxPerUser) throw new AppError('TOKEN_LIMIT_REACHED');
          const row = await tokens.insert({
            userId: actor.userId,
            name: input.name,
            tokenHash: sha256(token),
            hint: token.slice(0, API_TOKEN_RULES.prefix.length + API_TOKEN_RULES.shownCharacters),
            scopes: input.scopes,
            expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
          });
          await auditStaffAction(tx, actor, {
            action: 'apiToken.create',
            targetId: actor.userId,
            details: { name: row.name, hint: row.hint, scopes: scopesInWords(row), expiresAt: row.expiresAt.toISOString() },
          });
          return { token, item: presentApiToken(row) };
        },
        keptAnswer,
      );
    },

    /** Revokes one of the actor's tokens: refused at once here, and within milliseconds on the other instances. */
    async revoke(actor: Actor, id: string): Promise<ApiToken> {
      const row = await deps.db.transaction(async (tx) => {
        const tokens = apiTokensRepository(tx);
        const before = await tokens.lockOwn(actor.userId, id);
        if (!before) throw new AppError('NOT_FOUND');
        // Revoking a revoked token changes nothing and records nothing.
        if (before.revokedAt) return before;
        const revoked = await tokens.revoke(actor.userId, id);
        await auditStaffAction(tx, actor, { action: 'apiToken.revoke', targetId: actor.userId, details: { name: before.name, hint: before.hint } });
        return revoked ?? before;
      });
      deps.resolver.evict(id);
      return presentApiToken(row);
    },
  };
}
export type ApiTokensService = ReturnType<typeof apiTokensService>;
