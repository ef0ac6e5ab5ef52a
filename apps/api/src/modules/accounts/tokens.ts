import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { AccountsRepository, TokenPurpose } from './accounts.repository.ts';

/** Issues a one-time email code: the previous unused codes of the same purpose stop working. */
export async function issueEmailCode(repository: AccountsRepository, userId: string, purpose: TokenPurpose, validForMs: number): Promise<string> {
  const code = randomToken(32);
  await repository.invalidateTokens(userId, purpose);
  await repository.insertToken({ userId, purpose, tokenHash: sha256(code), expiresAt: new Date(Date.now() + validForMs) });
  return code;
}

export function codeHash(code: string): string {
  return sha256(code);
}
