import type { ProgramDetail } from '@bb/domain';
import { Alert, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCan } from '../../../lib/can.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useBreadcrumbLabel } from '../../../components/app-breadcrumbs.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { TabbedPage } from '../../../components/tabbed-page.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useProgram } from '../api/program.ts';
import { ProgramActions } from './program-actions.tsx';
import { ProgramKindBadges } from './program-badges.tsx';
import { ProgramPausedNotice } from './program-paused-notice.tsx';
import { ProgramReviewNote } from './program-review-note.tsx';
import { PrivateProgramNotice } from './tabs/private-program-notice.tsx';
import { programTabs } from './tabs/program-tabs.tsx';

/** 404 (or an id that is not one, 422): the program does not exist or the caller may not see it. */
const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 422);

/**
 * Program details with the tabs of the caller's role (spec part 1 and part 2, section 2); actions
 * follow `abilities`. `renderReports` is the Reports tab's content (app/ composes it from the reports feature).
 */
export function ProgramDetailPage({ renderReports }: { renderReports?: (program: ProgramDetail) => ReactNode } = {}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const can = useCan();
  const program = useProgram(id);
  useBreadcrumbLabel(id, program.data ? (program.data.name ?? t('programs.untitled')) : null);

  if (program.isPending) return <PageLoader />;
  if (program.isError) {
    const missing = isMissing(program.error);
    if (missing && user.userType === 'hacker') return <PrivateProgramNotice programId={id} />;
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
        <ProgramPausedNotice program={data} />
        <ProgramReviewNote program={data} />
        <TabbedPage tabs={programTabs(data, user.userType, t, can('program.manage'), renderReports?.(data))} />
      </Stack>
    </>
  );
}
