import type { WorkItem, WorkWaiting } from '@bb/domain';
import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconAlarm,
  IconAlertTriangle,
  IconBuilding,
  IconCash,
  IconCircleCheck,
  IconClockExclamation,
  IconFileInvoice,
  IconInbox,
  IconListCheck,
  IconTransfer,
  type Icon,
} from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROGRAMS_PATH, REPORTS_PATH } from '../../../lib/paths.ts';

/**
 * Where each piece of work is handled: its list, opened already filtered by the URL query the list
 * reads (the users and payments tabs, the programs' status, the reports' tab, due soon and breached filters).
 */
export const WORK_LINKS = {
  companiesToApprove: '/users?tab=companies&status=pending',
  programsToReview: `${PROGRAMS_PATH}?status=pending`,
  transfersToHandle: '/payments?tab=companies&accreditation=pending',
  invoicesToSend: '/payments?tab=companies&invoice=toSend',
  paymentsToApprove: '/payments?tab=hackers&status=pendingStaffApproval',
  paymentsOverdue: '/payments?tab=hackers&overdue=true',
  reportsNotTaken: `${REPORTS_PATH}?tab=new`,
  // Managed programs only, as the counts: the platform's own work (the breached list also shows closed reports answered late).
  targetsAboutToBreach: `${REPORTS_PATH}?dueSoon=true&managed=true`,
  targetsBreached: `${REPORTS_PATH}?breached=yes&managed=true`,
} as const satisfies Record<WorkItem, string>;

const WORK_ICONS = {
  companiesToApprove: IconBuilding,
  programsToReview: IconListCheck,
  transfersToHandle: IconTransfer,
  invoicesToSend: IconFileInvoice,
  paymentsToApprove: IconCash,
  paymentsOverdue: IconClockExclamation,
  reportsNotTaken: IconInbox,
  targetsAboutToBreach: IconAlarm,
  targetsBreached: IconAlertTriangle,
} as const satisfies Record<WorkItem, Icon>;

/** Late already: shown in red. */
const URGENT: readonly WorkItem[] = ['paymentsOverdue', 'targetsBreached'];

function WorkCard({ item, count }: { item: WorkItem; count: number }) {
  const { t } = useTranslation();
  const ItemIcon = WORK_ICONS[item];
  const color = URGENT.includes(item) ? 'red.8' : 'blue.8';
  return (
    <Paper withBorder radius="md" p="md" data-testid={`work-${item}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text c={color} component="span" mt={4}>
          <ItemIcon size={22} aria-hidden />
        </Text>
        <Stack gap={2}>
          <Text fz={26} fw={700} c={color} lh={1.1}>
            {count}
          </Text>
          <Anchor component={Link} to={WORK_LINKS[item]} size="sm" fw={500}>
            {/* The figure above is for the eye; the link says it too, since a screen reader may reach the links alone. */}
            <VisuallyHidden>{count}</VisuallyHidden> {t(`stats.work.items.${item}`, { count })}
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}

/** What needs the platform's people now, each count linking to its filtered list; first on their dashboards. */
export function WorkWaitingSection({ work, loading, error }: { work: WorkWaiting | undefined; loading: boolean; error: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const waiting = (work ?? []).filter((entry) => entry.count > 0);
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId}>
        {t('stats.work.title')}
      </Title>
      {loading ? <Skeleton h={88} radius="md" /> : null}
      {error ? <Alert color="red">{t('stats.loadError')}</Alert> : null}
      {work && waiting.length === 0 ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
          {t('stats.work.none')}
        </Alert>
      ) : null}
      {waiting.length > 0 ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {waiting.map((entry) => (
            <WorkCard key={entry.item} item={entry.item} count={entry.count} />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
