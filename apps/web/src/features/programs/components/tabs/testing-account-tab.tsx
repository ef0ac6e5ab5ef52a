import type { ProgramDetail, UserType } from '@bb/domain';
import { HackerTestingAccount } from './hacker-testing-account.tsx';
import { TestingAccountsManager } from './testing-accounts-manager.tsx';

/** A hacker requests and sees their own account; the company, staff and super admins manage them all. */
export function TestingAccountTab({ program, userType }: { program: ProgramDetail; userType: UserType }) {
  return userType === 'hacker' ? <HackerTestingAccount programId={program.id} /> : <TestingAccountsManager program={program} />;
}
