import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { displayName } from '../../components/user-avatar.tsx';
import { CompanyDashboard } from '../../features/companies/components/company-dashboard.tsx';
import { AccountSummary } from '../../features/dashboard/components/account-summary.tsx';
import { HackerDashboard } from '../../features/dashboard/components/hacker/hacker-dashboard.tsx';
import { CompanyProgramsCard } from '../../features/programs/components/company-programs-card.tsx';

/** A greeting and the account's actual state, no invented numbers: each user type's dashboard, the company's with its programs card. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.userType === 'company') return <CompanyDashboard user={user} programsCard={<CompanyProgramsCard />} />;
  if (user.userType === 'hacker') return <HackerDashboard user={user} />;

  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name: displayName(user) })} description={t(`dashboard.intro.${user.userType}`)} />
      <AccountSummary user={user} />
    </>
  );
}
