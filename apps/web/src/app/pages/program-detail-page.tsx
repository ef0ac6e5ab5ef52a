import { ProgramDetailPage } from '../../features/programs/components/program-detail-page.tsx';
import { ProgramReportsTab } from '../../features/reports/components/program-reports-tab.tsx';

/** A program's page with its reports tab (the reports feature's list, fixed to the program). */
export function ProgramDetailRoute() {
  return <ProgramDetailPage renderReports={(program) => <ProgramReportsTab programId={program.id} />} />;
}
