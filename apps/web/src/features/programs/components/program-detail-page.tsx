import { Alert, Group, Stack } from '@mantine/core';
import { IconCoin, IconFileDescription, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../app/current-user.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { TabbedPage } from '../../../components/tabbed-page.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useProgram } from '../api/program.ts';
import { ProgramActions } from './program-actions.tsx';
import { ProgramKindBadges } from './program-badges.tsx';
import { DescriptionPanel, OverviewPanel, RewardsPanel } from './program-panels.tsx';


/** Program details with tabs Overview, Description and Rewards (spec part 1 section 2); actions follow `abilities`. */
export function ProgramDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const program = useProgram(id);

  if (user.userType === 'hacker') return <Navigate to="/dashboard" replace />;
  if (program.isPending) return <PageLoader />;
  if (program.isError) {
    const missing = isApiError(program.error) && (program.error.status === 404 || program.error.status === 422);
    return <Alert color="red">{t(missing ? 'programs.detail.notFound' : 'programs.detail.loadError')}</Alert>;
  }
  const data = program.data;

  return (
    <>
      <PageHeader title={data.name ?? t('programs.untitled')} description={data.company.name} />
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Group gap={6}>
            <ProgramKindBadges isManaged={data.isManaged} isPublic={data.isPublic} />
          </Group>
          <ProgramActions program={data} />
        </Group>
        <TabbedPage
          tabs={[
            { value: 'overview', label: t('programs.tabs.overview'), icon: IconLayoutDashboard, panel: <OverviewPanel program={data} showWallet={user.userType === 'company'} /> },
            { value: 'description', label: t('programs.tabs.description'), icon: IconFileDescription, panel: <DescriptionPanel program={data} /> },
            { value: 'rewards', label: t('programs.tabs.rewards'), icon: IconCoin, panel: <RewardsPanel program={data} /> },
          ]}
        />
      </Stack>
    </>
  );
}
