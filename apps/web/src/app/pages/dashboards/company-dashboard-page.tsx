import type { User } from '@bb/domain';
import { CompanyDashboard } from '../../../features/companies/components/company-dashboard.tsx';
import { useDashboardOf } from '../../../features/dashboard/api/dashboard-stats.ts';
import { CompanyStatsSection } from '../../../features/dashboard/components/company/company-stats.tsx';
import { CompanyProgramsCard } from '../../../features/programs/components/company-programs-card.tsx';
import { ReportsFiguresCard } from '../../../features/reports/components/reports-dashboard-card.tsx';
import { userCompanyRole } from '../../../lib/current-user.tsx';

/**
 * The company's dashboard: its checklist, cards, figures and response times, all from its one answer
 * (GET /api/stats/dashboard, asked for by the dashboard page as it opens), handed to each feature's card.
 */
export function CompanyDashboardPage({ user }: { user: User }) {
  // A company user without a company yet has no figures: the dashboard asks them to register one.
  const figures = useDashboardOf('company', { enabled: userCompanyRole(user) !== null });
  const data = figures.data;
  return (
    <CompanyDashboard
      user={user}
      figures={figures}
      programsCard={<CompanyProgramsCard counts={data?.programCounts} />}
      reportsCard={<ReportsFiguresCard stats={data?.reports} loading={!data} />}
      statsSection={<CompanyStatsSection />}
    />
  );
}
