import type { ApiToken, ApiTokenState } from '@bb/domain';
import type { ApiTokenRow } from './tokens.repository.ts';

const stateOf = (row: ApiTokenRow, now: Date): ApiTokenState => (row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active');

/** A token as its owner sees it in the list: never the token, nor its hash. */
export function presentApiToken(row: ApiTokenRow, now = new Date()): ApiToken {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes,
    state: stateOf(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
