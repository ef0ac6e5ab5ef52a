import type { ApiToken, ApiTokenState } from '@bb/domain';
import { isoTime, isoTimeOrNull } from '../../../lib/iso-time.ts';
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
    createdAt: isoTime(row.createdAt),
    expiresAt: isoTime(row.expiresAt),
    lastUsedAt: isoTimeOrNull(row.lastUsedAt),
    revokedAt: isoTimeOrNull(row.revokedAt),
  };
}
