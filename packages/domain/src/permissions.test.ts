import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES, type CompanyRole } from './accounts/rules.ts';
import { grants, permissionsOf, preparesPrograms, SYSTEM_PERMISSIONS, userTypesHolding, type Permission } from './permissions.ts';

/** DECISIONS "Company roles and permissions", cell by cell. */
const COMPANY_TABLE: Record<string, { permissions: Permission[]; roles: CompanyRole[] }> = {
  'read programs, reports, wallet, team': {
    permissions: ['program.read', 'report.read', 'report.readReview', 'wallet.read', 'team.read', 'company.read'],
    roles: [...COMPANY_ROLES],
  },
  'create, edit, pause, delete programs; testing accounts; invite hackers': {
    permissions: ['program.manage', 'program.delete'],
    roles: ['ADMIN', 'PROGRAM_MANAGER'],
  },
  'allocate money: create or finalize a program, increase budget, send a reward': {
    permissions: ['program.create', 'program.fund', 'report.reward'],
    roles: ['ADMIN', 'FINANCE'],
  },
  'handle reports': { permissions: ['report.handle'], roles: ['ADMIN', 'PROGRAM_MANAGER', 'TRIAGER'] },
  'company profile and team': { permissions: ['company.manage', 'team.manage'], roles: ['ADMIN'] },
};

describe('permission table', () => {
  for (const [row, { permissions, roles }] of Object.entries(COMPANY_TABLE)) {
    for (const role of COMPANY_ROLES) {
      it(`${row}: ${role} ${roles.includes(role) ? 'may' : 'may not'}`, () => {
        for (const permission of permissions)
          expect({ permission, granted: grants(permission, 'company', role) }).toEqual({ permission, granted: roles.includes(role) });
      });
    }
  }

  it('gives a company user without a company only their account and the registration', () => {
    expect([...permissionsOf('company', null)].sort()).toEqual(['account.self', 'company.register', 'profile.read', 'upload.use']);
  });

  it('keeps platform work with staff and super admins, and super admins alone for money and settings', () => {
    expect(userTypesHolding('program.review')).toEqual(['staff', 'superadmin']);
    expect(userTypesHolding('deposits.manage')).toEqual(['superadmin']);
    expect(userTypesHolding('settings.manage')).toEqual(['superadmin']);
    expect(userTypesHolding('report.approve')).toEqual(['staff']);
    // The review document is the platform's and the company's, never the reporting hacker's.
    expect(userTypesHolding('report.readReview')).toEqual(['company', 'staff', 'superadmin']);
    expect(grants('program.fund', 'superadmin', null)).toBe(false);
  });

  it('lets the roles that draft or send programs prepare them: administrators, program managers and finance', () => {
    expect(COMPANY_ROLES.filter((role) => preparesPrograms(permissionsOf('company', role)))).toEqual(['ADMIN', 'PROGRAM_MANAGER', 'FINANCE']);
    expect(preparesPrograms(permissionsOf('company', null))).toBe(false);
  });

  it('gives the platform itself only the provider events, the budget rule and the return of a fix that failed its retest', () => {
    expect([...SYSTEM_PERMISSIONS]).toEqual(['verification.provider', 'program.budgetRule', 'report.retestOutcome']);
  });
});
