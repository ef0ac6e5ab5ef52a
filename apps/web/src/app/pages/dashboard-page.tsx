import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { displayName } from '../../components/user-avatar.tsx';
import { CompanyDashboard } from '../../features/companies/components/company-dashboard.tsx';
import { AccountSummary } from '../../features/dashboard/components/account-summary.tsx';
import { CompanyStatsSection } from '../../features/dashboard/components/company/company-stats.tsx';
import { HackerDashboard } from '../../features/dashboard/components/hacker/hacker-dashboard.tsx';
import { StaffDashboard } from '../../features/dashboard/components/staff/staff-dashboard.tsx';
import { SuperadminDashboard } from '../../features/dashboard/components/superadmin/superadmin-dashboard.tsx';
import { PaymentsDashboardCard } from '../../features/payments/components/payments-dashboard-card.tsx';
import { CompanyProgramsCard } from '../../features/programs/components/company-programs-card.tsx';
import { ReportsDashboardCard } from '../../features/reports/components/reports-dashboard-card.tsx';

/**
 * Each user type's dashboard (issue 14): the company's checklist, cards, figures and response times;
 * the hacker's figures and trend; for staff and super admins the work waiting first, then their
 * figures and charts, the reports (and payments) cards and the account.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.userType === 'company') {
    return (
      <CompanyDashboard user={user} programsCard={<CompanyProgramsCard />} reportsCard={<ReportsDashboardCard />} statsSection={<CompanyStatsSection />} />
    );
  }
  if (user.userType === 'hacker') return <HackerDashboard user={user} />;

  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name: displayName(user) })} description={t(`dashboard.intro.${user.userType}`)} />
      <Stack gap="lg">
        {user.userType === 'superadmin' ? <SuperadminDashboard /> : <StaffDashboard />}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <ReportsDashboardCard />
          {user.userType === 'superadmin' ? <PaymentsDashboardCard /> : null}
        </SimpleGrid>
        <AccountSummary user={user} />
      </Stack>
    </>
  );
}
