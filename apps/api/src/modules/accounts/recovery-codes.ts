import { randomInt } from 'node:crypto';
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@bb/domain';
import { sha256 } from '../../lib/crypto.ts';

/** RFC 4648 base32, lowercase: no 0, 1, 8 or 9 to mistake for letters. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function randomCode(): string {
  const characters = Array.from({ length: 10 }, () => BASE32[randomInt(BASE32.length)]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** A new set of recovery codes as shown to the user (`xxxxx-xxxxx`, 50 random bits each, all different), with their stored hashes. */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): { codes: string[]; hashes: string[] } {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(randomCode());
  return { codes: [...codes], hashes: [...codes].map((code) => sha256(normalizeRecoveryCode(code))) };
}

/**
 * What is stored for a code: the SHA-256 of its normalized form (50 random bits make a slow hash
 * pointless); null when the input cannot be a recovery code at all.
 */
export function recoveryCodeHash(input: string): string | null {
  const normalized = normalizeRecoveryCode(input);
  return RECOVERY_CODE_PATTERN.test(normalized) ? sha256(normalized) : null;
}
