import { describe, expect, it } from 'vitest';
import { hackerProfilePath, safeNextPath } from './paths.ts';

const HACKER_ID = '5a1c2b3d-0000-4000-8000-0000000000a1';

describe('paths', () => {
  it("gives each viewer their own route to a hacker's profile", () => {
    expect(hackerProfilePath('hacker', HACKER_ID)).toBe(`/hackers/${HACKER_ID}`);
    expect(hackerProfilePath('company', HACKER_ID)).toBe(`/company/hackers/${HACKER_ID}`);
    expect(hackerProfilePath('staff', HACKER_ID)).toBe(`/staff/hackers/${HACKER_ID}`);
    expect(hackerProfilePath('superadmin', HACKER_ID)).toBe(`/staff/hackers/${HACKER_ID}`);
  });

  it('goes back after signing in only to a same-site path outside /auth', () => {
    expect(safeNextPath('/programs?tab=joined')).toBe('/programs?tab=joined');
    expect(safeNextPath('//evil.example')).toBe('/dashboard');
    expect(safeNextPath('/auth/login')).toBe('/dashboard');
    expect(safeNextPath(null)).toBe('/dashboard');
  });
});
