import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { displayName } from '../../components/user-avatar.tsx';
import { CompanyDashboard } from '../../features/companies/components/company-dashboard.tsx';
import { AccountSummary } from '../../features/dashboard/components/account-summary.tsx';
import { HackerDashboard } from '../../features/dashboard/components/hacker/hacker-dashboard.tsx';
import { PaymentsDashboardCard } from '../../features/payments/components/payments-dashboard-card.tsx';
import { CompanyProgramsCard } from '../../features/programs/components/company-programs-card.tsx';
import { ReportsDashboardCard } from '../../features/reports/components/reports-dashboard-card.tsx';

/** A greeting and the account's actual state, no invented numbers: each user type's dashboard, the company's with its programs and reports cards, staff's with the reports card. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.userType === 'company') return <CompanyDashboard user={user} programsCard={<CompanyProgramsCard />} reportsCard={<ReportsDashboardCard />} />;
  if (user.userType === 'hacker') return <HackerDashboard user={user} />;

  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name: displayName(user) })} description={t(`dashboard.intro.${user.userType}`)} />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <ReportsDashboardCard />
          {user.userType === 'superadmin' ? <PaymentsDashboardCard /> : null}
        </SimpleGrid>
        <AccountSummary user={user} />
      </Stack>
    </>
  );
}
