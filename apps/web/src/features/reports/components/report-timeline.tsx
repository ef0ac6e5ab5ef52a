import type { ReportDetail, ReportEvent, ReportSeverity } from '@bb/domain';
import { Group, Paper, Stack, Text, Timeline } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconCircleX, IconFlag, IconHourglass, IconMessage, IconRefresh, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ReportSeverityBadge, ReportStatusBadge } from '../../../components/report-badges.tsx';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import { CvssVectorDiff } from './cvss/cvss-vector-view.tsx';
import { AttachmentList, PersonLine, SanitisedHtml } from './report-parts.tsx';
import { RetestBadge } from './retest-badge.tsx';

const ICONS = {
  submitted: IconSend,
  statusChange: IconRefresh,
  severityChange: IconFlag,
  comment: IconMessage,
  retestOpened: IconHourglass,
  retestVerified: IconCircleCheck,
  retestFailed: IconCircleX,
} as const satisfies Record<ReportEvent['type'], typeof IconSend>;

/** A reason or a message as the person typed it (plain text, line breaks kept); a retester's note says so. */
function Reason({ text, label }: { text: string | null; label?: string }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Paper withBorder radius="sm" p="xs" bg="var(--mantine-color-gray-light)">
      <Text size="xs" c="dimmed" fw={500}>
        {label ?? t('reports.timeline.reason')}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Paper>
  );
}

/** A severity badge with the CVSS score that gave it, when a vector did. */
function SeverityWithScore({ severity, score }: { severity: ReportSeverity; score: number | null }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ReportSeverityBadge severity={severity} />
      {score !== null ? (
        <Text size="xs" c="dimmed">
          {t('reports.detail.score', { score: score.toFixed(1) })}
        </Text>
      ) : null}
    </Group>
  );
}

function EventBody({ event }: { event: ReportEvent }) {
  const { t } = useTranslation();
  switch (event.type) {
    case 'submitted':
      return <Text size="sm">{t('reports.timeline.submitted')}</Text>;
    case 'statusChange':
      return (
        <Stack gap={6}>
          <Group gap={6} aria-label={t('reports.timeline.statusChange')}>
            {event.oldStatus ? <ReportStatusBadge status={event.oldStatus} /> : null}
            {event.oldStatus ? <IconArrowRight size={14} aria-label={t('reports.timeline.to')} /> : null}
            {event.status ? <ReportStatusBadge status={event.status} /> : null}
          </Group>
          {event.reward !== null ? (
            <Text size="sm" fw={500}>
              {t('reports.timeline.reward', { amount: formatAmount(event.reward) })}
            </Text>
          ) : null}
          <Reason text={event.reason} />
        </Stack>
      );
    case 'severityChange':
      return (
        <Stack gap={6}>
          <Group gap={6} aria-label={t('reports.timeline.severityChange')}>
            {event.oldSeverity ? <SeverityWithScore severity={event.oldSeverity} score={event.oldScore} /> : null}
            {event.oldSeverity ? <IconArrowRight size={14} aria-label={t('reports.timeline.to')} /> : null}
            {event.severity ? <SeverityWithScore severity={event.severity} score={event.score} /> : null}
          </Group>
          {event.oldVector && !event.vector ? (
            <Text size="sm" fw={500}>
              {t('reports.timeline.vectorRemoved')}
            </Text>
          ) : null}
          {event.vector || event.oldVector ? <CvssVectorDiff before={event.oldVector} after={event.vector} /> : null}
          <Reason text={event.reason} />
        </Stack>
      );
    case 'comment':
      return (
        <Stack gap={6}>
          {event.contentHtml ? <SanitisedHtml html={event.contentHtml} /> : null}
          <AttachmentList files={event.media} />
        </Stack>
      );
    case 'retestOpened':
      return <Text size="sm">{t('reports.timeline.retestOpened')}</Text>;
    case 'retestVerified':
    case 'retestFailed':
      return (
        <Stack gap={6}>
          <Group gap={6}>
            <RetestBadge status={event.type === 'retestVerified' ? 'verified' : 'failed'} />
          </Group>
          <Reason text={event.reason} label={t('reports.retest.note')} />
          <AttachmentList files={event.media} />
        </Stack>
      );
  }
}

/** The activity timeline (spec part 2 section 2): status changes with reasons, severity changes with the CVSS metrics side by side, comments; who and when. */
export function ReportTimeline({ report }: { report: Pick<ReportDetail, 'timeline' | 'hacker'> }) {
  const { t } = useTranslation();
  if (report.timeline.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('reports.timeline.empty')}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={28} lineWidth={2} active={report.timeline.length - 1}>
      {report.timeline.map((event) => {
        const Icon = ICONS[event.type];
        return (
          <Timeline.Item
            key={event.id}
            bullet={<Icon size={14} aria-hidden />}
            title={
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Group gap="xs" wrap="nowrap">
                  <PersonLine
                    person={event.actor}
                    isHacker={event.actor !== null && event.actor.id === report.hacker?.id}
                    emptyLabel={t('reports.timeline.platform')}
                  />
                  <Text size="sm" c="dimmed">
                    {t(`reports.timeline.types.${event.type}`)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" component="time" dateTime={event.createdAt}>
                  {formatDateTime(event.createdAt)}
                </Text>
              </Group>
            }
          >
            <Stack mt={6}>
              <EventBody event={event} />
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
