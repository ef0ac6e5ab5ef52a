import { useCurrentUser } from '../../../lib/current-user.tsx';
import { ReportsList } from './reports-list.tsx';

/** A program page's Reports tab (My Reports for a hacker): the caller's reports list, fixed to the program. */
export function ProgramReportsTab({ programId }: { programId: string }) {
  const user = useCurrentUser();
  return <ReportsList userType={user.userType} programId={programId} />;
}
