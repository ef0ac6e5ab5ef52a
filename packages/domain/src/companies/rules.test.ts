import { describe, expect, it } from 'vitest';
import {
  companyCompletion,
  filterStateInput,
  isValidCap,
  isValidPartitaIva,
  isValidVat,
  normalizeVat,
  sdiProblem,
  teamChangeProblem,
  type TeamMemberState,
} from './rules.ts';

describe('partita IVA', () => {
  it.each(['06363391001', '00743110157', '12345678903', '01234567897'])('accepts %s (right check digit)', (vat) => {
    expect(isValidPartitaIva(vat)).toBe(true);
  });

  it.each([
    ['06363391002', 'wrong check digit'],
    ['0636339100', '10 digits'],
    ['063633910011', '12 digits'],
    ['0636339100A', 'a letter'],
    ['00000000000', 'all zeros'],
  ])('refuses %s (%s)', (vat) => {
    expect(isValidPartitaIva(vat)).toBe(false);
  });

  it('takes the IT prefix, spaces and dots as typed', () => {
    expect(normalizeVat('it 063.633.910 01', 'ITA')).toBe('06363391001');
    expect(isValidVat('IT06363391001', 'ITA')).toBe(true);
    expect(isValidVat('IT06363391002', 'ITA')).toBe(false);
  });
});

describe('EU VAT numbers (jsvat)', () => {
  it.each([
    ['DE136695976', 'DEU'],
    ['136695976', 'DEU'],
    ['FR40303265045', 'FRA'],
    ['ATU13585627', 'AUT'],
    ['EL094259216', 'GRC'],
    ['NL004495445B01', 'NLD'],
    ['ESA28015865', 'ESP'],
  ] as const)('accepts %s for %s', (vat, country) => {
    expect(isValidVat(vat, country)).toBe(true);
  });

  it.each([
    ['DE136695977', 'DEU'],
    ['EL094259217', 'GRC'],
    ['DE13669597', 'DEU'],
    ['', 'DEU'],
  ] as const)('refuses %s for %s', (vat, country) => {
    expect(isValidVat(vat, country)).toBe(false);
  });

  it('stores the national part without the prefix (EL for Greece)', () => {
    expect(normalizeVat('EL094259216', 'GRC')).toBe('094259216');
    expect(normalizeVat('ATU13585627', 'AUT')).toBe('U13585627');
  });
});

describe('SDI recipient code', () => {
  it('needs 7 letters or digits', () => {
    expect(sdiProblem('M5UXCR1', 'a@pec.it')).toBeNull();
    expect(sdiProblem('m5uxcr1', 'a@pec.it')).toBeNull();
    expect(sdiProblem('M5UXCR', 'a@pec.it')).toBe('validation.company.sdi');
    expect(sdiProblem('M5UXCR1X', 'a@pec.it')).toBe('validation.company.sdi');
    expect(sdiProblem('M5-XCR1', 'a@pec.it')).toBe('validation.company.sdi');
  });

  it('allows 0000000 only with a PEC', () => {
    expect(sdiProblem('0000000', 'a@pec.it')).toBeNull();
    expect(sdiProblem('0000000', '')).toBe('validation.company.sdiNeedsPec');
    expect(sdiProblem('0000000', null)).toBe('validation.company.sdiNeedsPec');
  });
});

describe('address fields', () => {
  it('reformats the province to 2 uppercase letters', () => {
    expect(filterStateInput(' rm ')).toBe('RM');
    expect(filterStateInput('m1i2lano')).toBe('MI');
    expect(filterStateInput('12')).toBe('');
  });

  it('checks postal codes: 5 digits in Italy', () => {
    expect(isValidCap('00100', 'ITA')).toBe(true);
    expect(isValidCap('0010', 'ITA')).toBe(false);
    expect(isValidCap('1010', 'AUT')).toBe(true);
    expect(isValidCap('D02 X285', 'IRL')).toBe(true);
    expect(isValidCap('1', 'AUT')).toBe(false);
  });
});

describe('team changes', () => {
  const admin = (userId: string, overrides: Partial<TeamMemberState> = {}): TeamMemberState => ({
    userId,
    role: 'ADMIN',
    isBlocked: false,
    inviteStatus: 'accepted',
    ...overrides,
  });

  it('refuses changes to oneself with OWN_USER', () => {
    const member = admin('a');
    expect(teamChangeProblem({ actorUserId: 'a', member, next: { ...member, role: 'TRIAGER' }, activeAdmins: 3 })).toBe('OWN_USER');
  });

  it('refuses losing the last active administrator, by role or block', () => {
    const member = admin('b');
    expect(teamChangeProblem({ actorUserId: 'a', member, next: { ...member, role: 'TRIAGER' }, activeAdmins: 1 })).toBe('TOO_FEW_ADMINISTRATORS');
    expect(teamChangeProblem({ actorUserId: 'a', member, next: { ...member, isBlocked: true }, activeAdmins: 1 })).toBe('TOO_FEW_ADMINISTRATORS');
    expect(teamChangeProblem({ actorUserId: 'a', member, next: { ...member, isBlocked: true }, activeAdmins: 2 })).toBeNull();
  });

  it('lets blocked or pending administrators and triagers change freely', () => {
    const blocked = admin('b', { isBlocked: true });
    expect(teamChangeProblem({ actorUserId: 'a', member: blocked, next: { ...blocked, role: 'TRIAGER' }, activeAdmins: 1 })).toBeNull();
    const pending = admin('b', { inviteStatus: 'pending' });
    expect(teamChangeProblem({ actorUserId: 'a', member: pending, next: { ...pending, isBlocked: true }, activeAdmins: 1 })).toBeNull();
    const triager = admin('b', { role: 'TRIAGER' });
    expect(teamChangeProblem({ actorUserId: 'a', member: triager, next: { ...triager, role: 'ADMIN' }, activeAdmins: 1 })).toBeNull();
  });
});

describe('completion checklist', () => {
  const none = { firstCallBookedAt: null, hasBudget: false, hasProgram: false, pictureId: null, description: null, website: null };

  it('counts four checks in whole percent', () => {
    expect(companyCompletion(none)).toEqual({
      isFirstContactMade: false,
      isBudgetAdded: false,
      isProgramCreated: false,
      isProfileComplete: false,
      progressPercentage: 0,
    });
    expect(companyCompletion({ ...none, firstCallBookedAt: new Date() }).progressPercentage).toBe(25);
    expect(companyCompletion({ ...none, firstCallBookedAt: new Date(), hasBudget: true, hasProgram: true }).progressPercentage).toBe(75);
  });

  it('needs picture, description and website for a complete profile', () => {
    const profile = { pictureId: 'p', description: 'We make things', website: 'https://acme.it' };
    expect(companyCompletion({ ...none, ...profile }).isProfileComplete).toBe(true);
    expect(companyCompletion({ ...none, ...profile, pictureId: null }).isProfileComplete).toBe(false);
    expect(companyCompletion({ ...none, ...profile, description: '  ' }).isProfileComplete).toBe(false);
  });
});
