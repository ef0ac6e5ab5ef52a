import type { ReportDetail, ReportEvent } from '@bb/domain';
import { Group, Paper, Stack, Text, Timeline } from '@mantine/core';
import { IconArrowRight, IconFlag, IconMessage, IconRefresh, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ReportSeverityBadge, ReportStatusBadge } from '../../../components/report-badges.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { CvssVectorDiff } from './cvss/cvss-vector-view.tsx';
import { AttachmentList, PersonLine, SanitisedHtml } from './report-parts.tsx';

const ICONS = { submitted: IconSend, statusChange: IconRefresh, severityChange: IconFlag, comment: IconMessage } as const satisfies Record<
  ReportEvent['type'],
  typeof IconSend
>;

/** A reason or a message as the person typed it (plain text, line breaks kept). */
function Reason({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Paper withBorder radius="sm" p="xs" bg="var(--mantine-color-gray-light)">
      <Text size="xs" c="dimmed" fw={500}>
        {t('reports.timeline.reason')}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Paper>
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
          <Reason text={event.reason} />
        </Stack>
      );
    case 'severityChange':
      return (
        <Stack gap={6}>
          <Group gap={6} aria-label={t('reports.timeline.severityChange')}>
            {event.oldSeverity ? <ReportSeverityBadge severity={event.oldSeverity} /> : null}
            {event.oldSeverity ? <IconArrowRight size={14} aria-label={t('reports.timeline.to')} /> : null}
            {event.severity ? <ReportSeverityBadge severity={event.severity} /> : null}
          </Group>
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
