import type { CompanyRole } from '@bb/domain';
import { Alert, Tabs } from '@mantine/core';
import { IconBuilding, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../app/current-user.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useTabParam } from '../../../components/use-tab-param.ts';
import { useMyCompany } from '../api/my-company.ts';
import { userCompanyRole } from './company-options.ts';
import { COMPANY_REGISTRATION_PATH } from './company-paths.ts';
import { CompanyProfilePanel } from './profile-panel.tsx';
import { TeamPanel } from './team-panel.tsx';

const TABS = ['profile', 'team'] as const;
const ICONS = { profile: IconBuilding, team: IconUsers };

/** Company profile with tabs Profile and Team, chosen by ?tab= (default the first). */
export function CompanyProfilePage() {
  const user = useCurrentUser();
  const membership = userCompanyRole(user);
  if (user.userType !== 'company') return <Navigate to="/dashboard" replace />;
  if (!membership) return <Navigate to={COMPANY_REGISTRATION_PATH} replace />;
  return <CompanyProfileTabs membership={membership} userId={user.id} />;
}

function CompanyProfileTabs({ membership, userId }: { membership: { companyId: string; role: CompanyRole }; userId: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useTabParam(TABS);
  const company = useMyCompany();

  return (
    <>
      <PageHeader title={t('companies.profile.title')} description={t('companies.profile.subtitle')} />
      <Tabs value={tab} onChange={(value) => value && setTab(value as (typeof TABS)[number])} keepMounted={false}>
        <Tabs.List mb="lg">
          {TABS.map((key) => {
            const Icon = ICONS[key];
            return (
              <Tabs.Tab key={key} value={key} leftSection={<Icon size={16} aria-hidden />}>
                {t(`companies.profile.tabs.${key}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="profile">
          {company.isError ? <Alert color="red">{t('companies.dashboard.loadError')}</Alert> : null}
          {company.isPending ? <PageLoader minHeight={240} /> : null}
          {company.data ? <CompanyProfilePanel company={company.data} canEdit={membership.role === 'ADMIN'} /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="team">
          <TeamPanel companyId={membership.companyId} role={membership.role} currentUserId={userId} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
