import type { ReportDetail, ReportTracker } from '@bb/domain';
import { ActionIcon, Anchor, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink, IconRefresh, IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/can.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { usePushToTracker, useReportTracker, useSyncTrackerIssue } from '../api/report-tracker.ts';

/** The pushed issue: a link to it with its state, a button that reads the state now, and the suggestion when closed. */
function TrackerIssueLink({ reportId, tracker }: { reportId: string; tracker: ReportTracker & { issue: NonNullable<ReportTracker['issue']> } }) {
  const { t } = useTranslation();
  const sync = useSyncTrackerIssue(reportId);
  const { issue } = tracker;
  const label = t('tracker.report.issue', { kind: t(`tracker.kinds.${issue.kind}`), key: issue.kind === 'jira' ? issue.key : `#${issue.key}` });
  return (
    <Group gap={6} wrap="wrap">
      <Anchor href={issue.url} target="_blank" rel="noopener noreferrer" size="sm">
        <Group gap={4} component="span" wrap="nowrap">
          {label}
          <IconExternalLink size={14} aria-hidden />
        </Group>
      </Anchor>
      <Badge color={issue.state === 'closed' ? 'teal' : 'blue'} variant="light">
        {t(`tracker.report.state.${issue.state}`)}
      </Badge>
      <Tooltip label={t('tracker.report.sync')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('tracker.report.sync')}
          loading={sync.isPending}
          onClick={() => sync.mutate(undefined, { onError: openErrorModal })}
        >
          <IconRefresh size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {tracker.suggestFixed ? (
        <Group gap={4} wrap="nowrap" role="status">
          <IconAlertTriangle size={16} color="var(--mantine-color-orange-8)" aria-hidden />
          <Text size="sm" fw={600}>
            {t('tracker.report.suggestFixed')}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}

/**
 * The report page's tracker actions, for the company members who handle reports: "Send to tracker" while the company
 * has a tracker and the report no issue, then the issue. Shown next to the workflow's actions (the Fix action).
 */
export function ReportTrackerActions({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const allowed = useCan()('report.handle') && user.userType === 'company';
  const tracker = useReportTracker(report.id, allowed);
  const push = usePushToTracker(report.id);
  if (!allowed || !tracker.data) return null;
  const { issue } = tracker.data;
  if (issue) return <TrackerIssueLink reportId={report.id} tracker={{ ...tracker.data, issue }} />;
  if (!tracker.data.canPush) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconTicket size={16} aria-hidden />}
      loading={push.isPending}
      onClick={() => push.mutate(undefined, { onError: openErrorModal })}
    >
      {t('tracker.report.push')}
    </Button>
  );
}
