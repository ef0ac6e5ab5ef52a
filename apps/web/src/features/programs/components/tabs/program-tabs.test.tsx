import type { ProgramDetail, UserType } from '@bb/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { programDetail } from '../test-fixtures.ts';
import { programTabs } from './program-tabs.tsx';

const withAbilities = (abilities: Partial<ProgramDetail['abilities']>, status: ProgramDetail['status'] = 'active') =>
  programDetail({ status, abilities: { ...programDetail().abilities, invite: true, manageTestingAccounts: true, ...abilities } });

const tabValues = (program: ProgramDetail, userType: UserType, manages = true) => programTabs(program, userType, i18n.t, manages).map((tab) => tab.value);

describe('program tabs', () => {
  it('offers the invite tab when the server says the caller may invite', () => {
    expect(tabValues(withAbilities({ invite: true }), 'company')).toEqual(['overview', 'description', 'rewards', 'testing-account', 'invite', 'hall-of-fame']);
  });

  it('follows the abilities, not the status, to hide the invite tab', () => {
    expect(tabValues(withAbilities({ invite: false }, 'active'), 'staff')).not.toContain('invite');
    expect(tabValues(withAbilities({ invite: true }, 'draft'), 'superadmin')).toContain('invite');
  });

  it('shows the testing accounts (credentials) only to a role that manages programs', () => {
    expect(tabValues(withAbilities({ invite: false }), 'company', false)).toEqual(['overview', 'description', 'rewards', 'hall-of-fame']);
  });

  it('gives hackers their own tabs', () => {
    expect(tabValues(withAbilities({ invite: false, manageTestingAccounts: false }), 'hacker')).toEqual(['overview', 'hall-of-fame', 'testing-account']);
  });

  it('puts the Reports tab after the description, and My Reports after the hall of fame for a hacker', () => {
    const program = withAbilities({ invite: false, manageTestingAccounts: false });
    const values = (userType: UserType) => programTabs(program, userType, i18n.t, false, 'reports').map((tab) => tab.value);
    expect(values('company')).toEqual(['overview', 'description', 'reports', 'rewards', 'hall-of-fame']);
    expect(values('hacker')).toEqual(['overview', 'hall-of-fame', 'reports', 'testing-account']);
    expect(programTabs(program, 'hacker', i18n.t, false, 'reports').find((tab) => tab.value === 'reports')?.label).toBe('I miei report');
  });
});
