import { describe, expect, it } from 'vitest';
import { sha256 } from './crypto.ts';

describe('sha256', () => {
  it('gives the digest sessions are stored by: FIPS 180-2\'s "abc" vector, in base64url', () => {
    // ba7816bf 8f01cfea 414140de 5dae2223 b00361a3 96177a9c b410ff61 f20015ad
    expect(sha256('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(sha256('')).toBe('47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU');
  });
});
