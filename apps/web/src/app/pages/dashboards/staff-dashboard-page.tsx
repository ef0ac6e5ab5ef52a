import type { User } from '@bb/domain';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { displayName } from '../../../components/user-avatar.tsx';
import { AccountSummary } from '../../../features/dashboard/components/account-summary.tsx';
import { StaffDashboard } from '../../../features/dashboard/components/staff/staff-dashboard.tsx';
import { SuperadminDashboard } from '../../../features/dashboard/components/superadmin/superadmin-dashboard.tsx';
import { PaymentsDashboardCard } from '../../../features/payments/components/payments-dashboard-card.tsx';
import { ReportsDashboardCard } from '../../../features/reports/components/reports-dashboard-card.tsx';

/** For staff and super admins: the work waiting first, then their figures and charts, the reports (and payments) cards and the account. */
export function StaffDashboardPage({ user }: { user: User }) {
  const { t } = useTranslation();
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
