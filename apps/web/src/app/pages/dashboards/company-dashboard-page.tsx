import type { User } from '@bb/domain';
import { CompanyDashboard } from '../../../features/companies/components/company-dashboard.tsx';
import { CompanyStatsSection } from '../../../features/dashboard/components/company/company-stats.tsx';
import { CompanyProgramsCard } from '../../../features/programs/components/company-programs-card.tsx';
import { ReportsDashboardCard } from '../../../features/reports/components/reports-dashboard-card.tsx';

/** The company's dashboard: its checklist, cards, figures and response times. */
export function CompanyDashboardPage({ user }: { user: User }) {
  return <CompanyDashboard user={user} programsCard={<CompanyProgramsCard />} reportsCard={<ReportsDashboardCard />} statsSection={<CompanyStatsSection />} />;
}
