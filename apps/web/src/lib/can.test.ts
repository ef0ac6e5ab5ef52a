import type { CompanyRole } from '@bb/domain';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/render.tsx';
import { can } from './can.ts';

const COMPANY_ID = '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a';
const member = (role: CompanyRole) => buildUser({ userType: 'company', permissions: { companyRoles: [{ companyId: COMPANY_ID, role }] } });

describe('can', () => {
  it("reads the domain's permission table with the user's type and first company role", () => {
    expect(can(member('ADMIN'), 'team.manage')).toBe(true);
    expect(can(member('PROGRAM_MANAGER'), 'program.manage')).toBe(true);
    expect(can(member('PROGRAM_MANAGER'), 'program.fund')).toBe(false);
    expect(can(member('FINANCE'), 'program.fund')).toBe(true);
    expect(can(member('FINANCE'), 'program.manage')).toBe(false);
    expect(can(member('TRIAGER'), 'company.manage')).toBe(false);
    expect(can(member('VIEWER'), 'program.read')).toBe(true);
    expect(can(member('VIEWER'), 'program.create')).toBe(false);
  });

  it('gives a company user without a company only what any member has', () => {
    const newcomer = buildUser({ userType: 'company' });
    expect(can(newcomer, 'company.register')).toBe(true);
    expect(can(newcomer, 'program.read')).toBe(false);
  });

  it('gives staff and super admins their own permissions', () => {
    expect(can(buildUser({ userType: 'superadmin' }), 'users.manage')).toBe(true);
    expect(can(buildUser({ userType: 'staff' }), 'users.manage')).toBe(false);
    expect(can(buildUser({ userType: 'staff' }), 'program.manage')).toBe(true);
  });
});
