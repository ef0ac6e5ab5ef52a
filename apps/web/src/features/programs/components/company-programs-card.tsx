import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard, DashboardCardText } from '../../../components/dashboard-card.tsx';
import { listTotal } from '../../../components/paged-table.tsx';
import { useCan } from '../../../lib/can.ts';
import { NEW_PROGRAM_PATH, PROGRAMS_PATH } from '../../../lib/paths.ts';
import { useProgramDrafts } from '../api/program-drafts.ts';
import { usePrograms, type ProgramsParams } from '../api/programs.ts';

/** One program is enough to read the count: the figures are the lists' totals. */
const COUNT_ONLY: ProgramsParams = {
  scope: 'company',
  name: '',
  status: null,
  isManaged: null,
  isPublic: null,
  tag: null,
  sort: '-createdAt',
  page: 1,
  size: 1,
};

/**
 * The company dashboard's Programs card: how many programs the company sent (and how many are
 * active), its saved drafts, and the way to them. Under the program lists' query keys, so creating,
 * finalizing or deleting a program refreshes it.
 */
export function CompanyProgramsCard() {
  const { t } = useTranslation();
  const can = useCan();
  const prepares = can('program.manage') || can('program.create');
  const sent = usePrograms(COUNT_ONLY);
  const active = usePrograms({ ...COUNT_ONLY, status: 'active' });
  const drafts = useProgramDrafts(prepares);
  const count = sent.data?.count;
  const draftCount = prepares ? (drafts.data?.count ?? 0) : 0;
  return (
    <DashboardCard icon={<IconListCheck size={22} aria-hidden />} title={t('programs.dashboardCard.title')}>
      <Stack gap="xs" align="flex-start">
        {sent.isPending ? <Skeleton h={34} w="60%" /> : null}
        {sent.isError ? <DashboardCardText>{t('programs.dashboardCard.loadError')}</DashboardCardText> : null}
        {count !== undefined && count > 0 ? (
          <Stack gap={2}>
            <Text fz={28} fw={700} data-testid="programs-count">
              {sent.data?.countCapped ? `${count}+` : count}
            </Text>
            <Text size="sm" c="dimmed">
              {t('programs.dashboardCard.count', { count })}
              {active.data ? ` · ${listTotal(t, 'programs.dashboardCard.active', active.data)}` : ''}
            </Text>
          </Stack>
        ) : null}
        {count === 0 ? <DashboardCardText>{t('programs.dashboardCard.none')}</DashboardCardText> : null}
        {draftCount > 0 ? <DashboardCardText>{t('programs.dashboardCard.drafts', { count: draftCount })}</DashboardCardText> : null}
        {count === 0 && draftCount === 0 && prepares ? (
          <Anchor component={Link} to={NEW_PROGRAM_PATH} size="sm">
            {t('programs.dashboardCard.create')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={PROGRAMS_PATH} size="sm">
            {t('programs.dashboardCard.open')}
          </Anchor>
        )}
      </Stack>
    </DashboardCard>
  );
}
