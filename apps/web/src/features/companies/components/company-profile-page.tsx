import { Alert } from '@mantine/core';
import { IconBuilding, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCan } from '../../../lib/can.ts';
import { useCurrentUser, userCompanyRole } from '../../../lib/current-user.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { TabbedPage } from '../../../components/tabbed-page.tsx';
import { useMyCompany } from '../api/my-company.ts';
import { COMPANY_REGISTRATION_PATH } from '../../../lib/paths.ts';
import { CompanyProfilePanel } from './profile-panel.tsx';
import { TeamPanel } from './team-panel.tsx';

/** Company profile with tabs Profile and Team, chosen by ?tab= (default the first). */
export function CompanyProfilePage() {
  const user = useCurrentUser();
  const membership = userCompanyRole(user);
  if (user.userType !== 'company') return <Navigate to="/dashboard" replace />;
  if (!membership) return <Navigate to={COMPANY_REGISTRATION_PATH} replace />;
  return <CompanyProfileTabs companyId={membership.companyId} />;
}

function CompanyProfileTabs({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const company = useMyCompany();
  const canEdit = useCan()('company.manage');

  return (
    <>
      <PageHeader title={t('companies.profile.title')} description={t('companies.profile.subtitle')} />
      <TabbedPage
        tabs={[
          {
            value: 'profile',
            label: t('companies.profile.tabs.profile'),
            icon: IconBuilding,
            panel: (
              <>
                {company.isError ? <Alert color="red">{t('companies.dashboard.loadError')}</Alert> : null}
                {company.isPending ? <PageLoader minHeight={240} /> : null}
                {company.data ? <CompanyProfilePanel company={company.data} canEdit={canEdit} /> : null}
              </>
            ),
          },
          {
            value: 'team',
            label: t('companies.profile.tabs.team'),
            icon: IconUsers,
            panel: <TeamPanel companyId={companyId} />,
          },
        ]}
      />
    </>
  );
}
