import { describe, expect, it } from 'vitest';
import { addTestingAccountsSchema, invitableUsersQuerySchema, meetsMinScore, normalizeUsernameSearch, programInvitationSchema } from './schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('testing accounts', () => {
  it('needs at least one card, each with credentials after trimming', () => {
    expect(addTestingAccountsSchema.parse([{ description: '  user / pass  ' }])).toEqual([{ description: 'user / pass' }]);
    expect(messages(addTestingAccountsSchema.safeParse([]))).toEqual([': validation.testingAccount.atLeastOne']);
    expect(messages(addTestingAccountsSchema.safeParse([{ description: ' \n ' }, {}]))).toEqual([
      '0.description: validation.required',
      '1.description: validation.required',
    ]);
    expect(messages(addTestingAccountsSchema.safeParse(Array.from({ length: 101 }, () => ({ description: 'x' }))))).toEqual([
      ': validation.testingAccount.tooMany',
    ]);
  });

  it('takes the program’s minimum score over the platform’s', () => {
    expect(meetsMinScore(10, null, 10)).toBe(true);
    expect(meetsMinScore(9, null, 10)).toBe(false);
    expect(meetsMinScore(9, 5, 10)).toBe(true);
    expect(meetsMinScore(4, 5, 0)).toBe(false);
  });
});

describe('invitations', () => {
  it('strips the leading @ and lowercases usernames', () => {
    expect(normalizeUsernameSearch('  @@Mario.Rossi ')).toBe('mario.rossi');
    expect(invitableUsersQuerySchema.parse({})).toEqual({ username: '', requested: false });
    expect(invitableUsersQuerySchema.parse({ requested: 'true' })).toEqual({ username: '', requested: true });
    expect(programInvitationSchema.parse({ username: '@Alice' })).toEqual({ username: 'alice' });
    expect(programInvitationSchema.parse(undefined)).toEqual({});
    expect(messages(programInvitationSchema.safeParse({ username: '@' }))).toEqual(['username: validation.required']);
    expect(messages(programInvitationSchema.safeParse({ user: 'nope' }))).toEqual(['user: validation.program.hackerNotFound']);
  });
});
