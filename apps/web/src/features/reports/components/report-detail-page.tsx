import type { ReportDetail } from '@bb/domain';
import { Alert, Badge, Code, Grid, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useBreadcrumbLabel } from '../../../components/app-breadcrumbs.tsx';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ReportSeverityBadge, ReportStatusBadge } from '../../../components/report-badges.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { isJustSent } from '../../../lib/paths.ts';
import { useReport } from '../api/report.ts';
import { CommentForm } from './comment-form.tsx';
import { ReportActions } from './report-actions.tsx';
import { ReportExportMenu } from './report-export-menu.tsx';
import { ReportPayment } from './report-payment.tsx';
import { CvssCard, DuplicateOfCard, ReceiptCard, RejectionNotice, ReportFacts, ResponseTargetsCard } from './report-facts.tsx';
import { AttachmentList, SanitisedHtml, Section } from './report-parts.tsx';
import { ReportTimeline } from './report-timeline.tsx';
import { ReportTrackerActions } from './report-tracker.tsx';
import { RetestBadge } from './retest-badge.tsx';
import { RetestActions, RetestCard } from './retest-panel.tsx';

/** 404 (or an id that is not one, 422): the report does not exist or the caller may not see it. */
const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 422);

const PRE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** What the hacker sent: the description, endpoint, payload, bug chain, environment, IP and attachments. */
function ReportContent({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('reports.detail.content')} id="report-content">
      <Stack gap="md">
        <SanitisedHtml html={report.contentHtml} />
        {report.endpoint ? (
          <LabeledValue label={t('reports.fields.endpoint')}>
            <Code style={PRE}>{report.endpoint}</Code>
          </LabeledValue>
        ) : null}
        {report.payload ? (
          <LabeledValue label={t('reports.fields.payload')}>
            <Code block style={PRE}>
              {report.payload}
            </Code>
          </LabeledValue>
        ) : null}
        {report.bugChainHtml ? (
          <div>
            <Text size="xs" c="dimmed" fw={500}>
              {t('reports.fields.bugChain')}
            </Text>
            <SanitisedHtml html={report.bugChainHtml} />
          </div>
        ) : null}
        <LabeledValue label={t('reports.fields.environment')}>
          <Text size="sm" style={PRE}>
            {report.environment}
          </Text>
        </LabeledValue>
        <LabeledValue label={t('reports.fields.ipAddress')}>
          <Code>{report.ipAddress}</Code>
        </LabeledValue>
        {report.media.length > 0 ? (
          <LabeledValue label={t('reports.fields.attachments')}>
            <AttachmentList files={report.media} />
          </LabeledValue>
        ) : null}
      </Stack>
    </Section>
  );
}

/** A report's page (spec part 2 sections 2-5): what was sent, its facts, receipt, response targets, timeline, and the caller's actions. */
export function ReportDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const report = useReport(id);
  const justSent = isJustSent(useLocation().state);
  useBreadcrumbLabel(id, report.data?.title ?? null);

  if (report.isPending) return <PageLoader />;
  if (report.isError) return <Alert color="red">{t(isMissing(report.error) ? 'reports.detail.notFound' : 'reports.detail.loadError')}</Alert>;
  const data = report.data;

  return (
    <>
      <PageHeader title={data.title} description={`${data.program.name ?? t('reports.untitledProgram')} · ${data.company.name}`} />
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Group gap={6}>
            <ReportStatusBadge status={data.status} size="lg" />
            {data.retest ? <RetestBadge status={data.retest.status} size="lg" /> : null}
            <ReportSeverityBadge severity={data.severity} size="lg" />
            {data.cvssScore !== null ? (
              <Badge variant="outline" size="lg" tt="none">
                {t('reports.detail.score', { score: data.cvssScore.toFixed(1) })}
              </Badge>
            ) : null}
            {data.breached ? (
              <Badge color="red" variant="filled" size="lg" tt="none">
                {t('reports.list.breached')}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs" wrap="wrap">
            <ReportActions report={data} />
            <ReportTrackerActions report={data} />
            <RetestActions report={data} />
            <ReportExportMenu report={data} />
          </Group>
        </Group>
        <RejectionNotice report={data} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ReportContent report={data} />
              <CvssCard report={data} />
              <Section title={t('reports.timeline.title')} id="report-timeline">
                <Stack gap="lg">
                  <ReportTimeline report={data} />
                  {data.abilities.comment ? <CommentForm report={data} /> : null}
                </Stack>
              </Section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <RetestCard report={data} />
              <ReportFacts report={data} />
              <ReportPayment report={data} />
              {data.duplicateOf ? <DuplicateOfCard original={data.duplicateOf} /> : null}
              <ResponseTargetsCard targets={data.responseTargets} />
              <ReceiptCard receipt={data.receipt} justSent={justSent} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
