import { ABOUT_TO_BREACH_HOURS, isClosedReportStatus, isAcceptedReportStatus, RESPONSE_TARGETS, type ReportDetail, type ResponseState } from '@bb/domain';
import { Alert, Anchor, Badge, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBan, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyValueButton } from '../../../components/copy-value.tsx';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { ReportSeverityBadge, ReportStatusBadge } from '../../../components/report-badges.tsx';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { programPath, reportPath } from '../../../lib/paths.ts';
import { uploadUrl } from '../../../lib/uploads.ts';
import { CvssVectorView } from './cvss/cvss-vector-view.tsx';
import { PersonLine, Section } from './report-parts.tsx';

/** What a target's badge says: a target still due is "due soon" in its last ABOUT_TO_BREACH_HOURS, else on time. */
type ShownResponseState = ResponseState | 'dueSoon';

const STATE_COLORS = {
  due: 'blue',
  dueSoon: 'orange',
  met: 'teal',
  breached: 'red',
  notApplicable: 'gray',
} as const satisfies Record<ShownResponseState, string>;

/**
 * The lists' rule, per target: "In scadenza" only within ABOUT_TO_BREACH_HOURS of the due time (the lists' due-soon
 * filter and the dashboards' about-to-breach count), "Nei tempi" before, as the lists say of a report with no target missed.
 */
export function shownResponseState(target: { state: ResponseState; dueAt: string }, now = Date.now()): ShownResponseState {
  if (target.state !== 'due') return target.state;
  return new Date(target.dueAt).getTime() - now <= ABOUT_TO_BREACH_HOURS * 3_600_000 ? 'dueSoon' : 'due';
}

/** Program, company, hacker, target, CVSS, reward and dates. */
export function ReportFacts({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('reports.detail.facts')} id="report-facts">
      <Stack gap="sm">
        <LabeledValue label={t('reports.fields.program')}>
          <Anchor component={Link} to={programPath(report.program.id)} size="sm">
            {report.program.name ?? t('reports.untitledProgram')}
          </Anchor>
        </LabeledValue>
        <LabeledValue label={t('reports.fields.company')}>{report.company.name}</LabeledValue>
        <LabeledValue label={t('reports.fields.hacker')}>
          <PersonLine person={report.hacker} isHacker />
        </LabeledValue>
        <LabeledValue label={t('reports.fields.target')}>
          {report.target.name}
          <Text span size="xs" c="dimmed">{` · ${t(`programs.targetTypes.${report.target.type}`)}`}</Text>
        </LabeledValue>
        <LabeledValue label={t('reports.fields.reward')}>
          {report.reward !== null
            ? formatAmount(report.reward)
            : report.defaultReward !== null && !isClosedReportStatus(report.status)
              ? t('reports.detail.defaultReward', { amount: formatAmount(report.defaultReward) })
              : null}
        </LabeledValue>
        <SimpleGrid cols={2} spacing="sm">
          <LabeledValue label={t('reports.fields.createdAt')}>{formatDateTime(report.createdAt)}</LabeledValue>
          <LabeledValue label={t('reports.fields.updatedAt')}>{formatDateTime(report.updatedAt)}</LabeledValue>
        </SimpleGrid>
        {report.reviewDocument ? (
          <LabeledValue label={t('reports.fields.reviewDocument')}>
            <Anchor href={uploadUrl(report.reviewDocument.id)} target="_blank" rel="noopener" size="sm">
              {report.reviewDocument.fileName}
            </Anchor>
          </LabeledValue>
        ) : null}
        {isAcceptedReportStatus(report.status) && report.hacker ? (
          <LabeledValue label={t('reports.fields.points')}>{t(report.pointsRedeemed ? 'reports.detail.shared' : 'reports.detail.notShared')}</LabeledValue>
        ) : null}
      </Stack>
    </Section>
  );
}

/** The CVSS 4.0 vector with its score and its metrics, in words. */
export function CvssCard({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('reports.fields.cvss')} id="report-cvss">
      {report.severityDescription ? (
        <Stack gap={8}>
          <Group gap={6}>
            {report.cvssScore !== null ? (
              <Badge variant="outline" tt="none">
                {t('reports.detail.score', { score: report.cvssScore.toFixed(1) })}
              </Badge>
            ) : null}
            <ReportSeverityBadge severity={report.severity} />
          </Group>
          <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{report.severityDescription}</Code>
          <CvssVectorView vector={report.severityDescription} />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('reports.detail.noCvss')}
        </Text>
      )}
    </Section>
  );
}

/** The submission receipt: the SHA-256 of what was sent and the server's time, copyable. */
export function ReceiptCard({ receipt, justSent = false }: { receipt: ReportDetail['receipt']; justSent?: boolean }) {
  const { t } = useTranslation();
  const focusRef = useRef<HTMLElement>(null);
  // Right after sending, the receipt is what the hacker came for: brought into view and focused, so a
  // screen reader reads it out (the section is named by its heading).
  useEffect(() => {
    if (!justSent || !focusRef.current) return;
    focusRef.current.focus({ preventScroll: true });
    focusRef.current.scrollIntoView({ block: 'center' });
  }, [justSent]);
  return (
    <Section title={t('reports.receipt.title')} id="report-receipt" {...(justSent ? { focusRef } : {})}>
      <Stack gap="xs">
        {justSent ? (
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} p="xs">
            {t('reportForm.wizard.sent')}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('reports.receipt.hint')}
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal', flex: 1 }} aria-label={t('reports.receipt.sha256')}>
            {receipt.sha256}
          </Code>
          <CopyValueButton value={receipt.sha256} label={t('reports.receipt.copy')} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" style={{ flex: 1 }}>
            {t('reports.receipt.at', { at: formatDateTime(receipt.at) })}
          </Text>
          <CopyValueButton value={receipt.at} label={t('reports.receipt.copyTime')} />
        </Group>
      </Stack>
    </Section>
  );
}

/** First response, triage, bounty and resolution: when each is due and whether it was met. */
export function ResponseTargetsCard({ targets }: { targets: ReportDetail['responseTargets'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('reports.targets.title')} id="report-targets">
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {RESPONSE_TARGETS.map((key) => {
          const target = targets[key];
          return (
            <li key={key}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {t(`reports.targets.names.${key}`)}
                </Text>
                <Badge color={STATE_COLORS[shownResponseState(target)]} variant="light" tt="none" style={{ flexShrink: 0 }}>
                  {t(`reports.targets.states.${shownResponseState(target)}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {t(target.doneAt ? 'reports.targets.doneOn' : 'reports.targets.dueOn', {
                  due: formatDateTime(target.dueAt),
                  done: target.doneAt ? formatDateTime(target.doneAt) : '',
                })}
              </Text>
            </li>
          );
        })}
      </Stack>
    </Section>
  );
}

/** A duplicate's original as its hacker may know it: id, time, severity, status and fingerprint, never its content. */
export function DuplicateOfCard({ original }: { original: NonNullable<ReportDetail['duplicateOf']> }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Section title={t('reports.duplicate.title')} id="report-duplicate">
      <Stack gap="sm">
        <LabeledValue label={t('reports.duplicate.id')}>
          <Group gap="xs" wrap="nowrap">
            {/* The duplicate's hacker may not open another hacker's report: only its handlers get a link. */}
            {user.userType === 'hacker' ? (
              <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {original.id}
              </Text>
            ) : (
              <Anchor component={Link} to={reportPath(original.id)} size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {original.id}
              </Anchor>
            )}
            <CopyValueButton value={original.id} label={t('reports.duplicate.copyId')} />
          </Group>
        </LabeledValue>
        <LabeledValue label={t('reports.duplicate.createdAt')}>{formatDateTime(original.createdAt)}</LabeledValue>
        <Group gap={6}>
          <ReportSeverityBadge severity={original.severity} />
          <ReportStatusBadge status={original.status} />
        </Group>
        <LabeledValue label={t('reports.duplicate.fingerprint')}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal', flex: 1 }}>{original.fingerprint}</Code>
            <CopyValueButton value={original.fingerprint} label={t('reports.duplicate.copyFingerprint')} />
          </Group>
        </LabeledValue>
      </Stack>
    </Section>
  );
}

/** A rejected report says why: the reason (its status) and the details the handler wrote (the rejection's timeline entry). */
export function RejectionNotice({ report }: { report: Pick<ReportDetail, 'status' | 'timeline'> }) {
  const { t } = useTranslation();
  if (!isClosedReportStatus(report.status) || isAcceptedReportStatus(report.status)) return null;
  const rejection = report.timeline.findLast((event) => event.type === 'statusChange' && event.status === report.status);
  return (
    <Alert color="gray" title={t('reports.rejection.title', { reason: t(`reports.rejectReasons.${report.status}`) })} icon={<IconBan size={18} aria-hidden />}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {rejection?.reason ?? t('reports.rejection.noDetails')}
      </Text>
    </Alert>
  );
}
