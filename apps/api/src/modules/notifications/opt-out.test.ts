/** The opt-out token (issue 21): only a genuine, unexpired token of this purpose names a user and a setting. */
import { randomUUID } from 'node:crypto';
import { maskEmail, OPT_OUT_LINK_DAYS } from '@bb/domain';
import { describe, expect, it } from 'vitest';
import { deriveKey, hmac } from '../../lib/crypto.ts';
import { optOutKey, optOutLinker, signOptOut, verifyOptOut } from './opt-out.ts';

const SECRET = 'a-server-secret-long-enough-for-the-tests-0123456789';
const key = optOutKey(SECRET);
const now = new Date('2026-03-01T10:00:00Z');
const claim = { userId: randomUUID(), kind: 'reportUpdate' as const };
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe('opt-out tokens', () => {
  it('names the user and the setting until it expires', () => {
    const token = signOptOut(key, claim, now);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(verifyOptOut(key, token, now)).toEqual(claim);
    expect(verifyOptOut(key, token, days(OPT_OUT_LINK_DAYS - 1))).toEqual(claim);
  });

  it('is refused once expired', () => {
    const token = signOptOut(key, claim, now);
    expect(verifyOptOut(key, token, days(OPT_OUT_LINK_DAYS))).toBeNull();
    expect(verifyOptOut(key, token, days(OPT_OUT_LINK_DAYS + 1))).toBeNull();
  });

  it('is refused when its payload or signature is altered', () => {
    const token = signOptOut(key, claim, now);
    const [payload, signature] = token.split('.') as [string, string];
    const other = Buffer.from(`v1.${randomUUID()}.reportUpdate.${Math.floor(days(5).getTime() / 1000)}`).toString('base64url');
    const otherKind = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('reportUpdate', 'programCreated')).toString('base64url');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [`${other}.${signature}`, `${otherKind}.${signature}`, `${payload}.${flipped}`, payload, `${token}.x`, '', '..'])
      expect(verifyOptOut(key, forged, now), forged).toBeNull();
  });

  it('is refused when signed with another key: another secret or another purpose of the same secret', () => {
    expect(verifyOptOut(key, signOptOut(optOutKey('another-secret-that-is-also-long-enough-0123456789'), claim, now), now)).toBeNull();
    expect(verifyOptOut(key, signOptOut(deriveKey(SECRET, 'csrf'), claim, now), now)).toBeNull();
  });

  it('is refused when well signed but not a claim: an unknown setting, a bad user id, another version', () => {
    const exp = Math.floor(days(1).getTime() / 1000);
    for (const body of [`v1.${claim.userId}.companyDataChange.${exp}`, `v1.not-a-uuid.reportUpdate.${exp}`, `v2.${claim.userId}.reportUpdate.${exp}`]) {
      const payload = Buffer.from(body).toString('base64url');
      expect(verifyOptOut(key, `${payload}.${hmac(key, payload)}`, now), body).toBeNull();
    }
  });

  it('links only the emails a setting stops, and only with a user', () => {
    const linker = optOutLinker({ publicUrl: 'https://bounty.example.test', secret: SECRET, now: () => now });
    const links = linker(claim.userId, 'programReviewed');
    expect(links?.page).toMatch(/^https:\/\/bounty\.example\.test\/opt\?token=[\w.-]+$/);
    expect(links?.oneClick).toMatch(/^https:\/\/bounty\.example\.test\/api\/opt\/one-click\?token=[\w.-]+$/);
    const token = new URL(links!.page).searchParams.get('token')!;
    expect(verifyOptOut(key, token, now)).toEqual({ userId: claim.userId, kind: 'programApproved' });
    for (const template of ['activation', 'passwordReset', 'invitation', 'reportReceipt', 'companyDataChange', 'paymentsOverdue', 'unknown', 'constructor'])
      expect(linker(claim.userId, template), template).toBeNull();
    expect(linker(null, 'reportUpdate')).toBeNull();
  });
});

describe('maskEmail', () => {
  it('keeps the first and last letter of the name and the domain', () => {
    expect(maskEmail('mario.rossi@example.com')).toBe('m***i@example.com');
    expect(maskEmail('al@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
    expect(maskEmail('broken')).toBe('***');
  });
});
