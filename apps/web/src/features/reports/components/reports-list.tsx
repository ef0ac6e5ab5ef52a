import { REPORT_UI, type ReportListItem, type ReportStatus, type UserType } from '@bb/domain';
import { Anchor, Badge, Box, Center, Group, Loader, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CsvExportMenu } from '../../../components/csv-export-menu.tsx';
import { HackerProfileLink } from '../../../components/hacker-profile-link.tsx';
import { DataTable, EmptyListState, listTotal, LoadErrorAlert, LoadingTableRow, PagingFooter, pageCount } from '../../../components/paged-table.tsx';
import { ReportSeverityBadge, ReportStatusBadge } from '../../../components/report-badges.tsx';
import { dayBound } from '../../../lib/dates.ts';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import { reportPath } from '../../../lib/paths.ts';
import { reportsQueryString, useReports, type ReportsParams } from '../api/reports.ts';
import { ReportFilters, type ReportFilterSet } from './report-filters.tsx';
import { RetestBadge } from './retest-badge.tsx';
import { useReportListParams } from './use-report-list-params.ts';

/** What a tab fixes before the user's filters: statuses, or the reports the caller took in charge. */
export interface ReportListPreset {
  statusIn?: readonly ReportStatus[];
  triagedByMe?: boolean;
}

/** Badges and names keep their line: the table scrolls sideways rather than cutting them. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
/**
 * Below this width the table scrolls sideways; above it every column fits with its badges whole. A 1280 px window
 * leaves 944 px beside the sidebar (e2e report-handling measures the list there).
 */
const REPORTS_TABLE_MIN_WIDTH = 820;

/** What a viewer's rows name besides the report: never what is the same on every row for them. */
interface ReportColumns {
  /** Staff see every company's reports: the company goes under the program. A company sees only its own. */
  company: boolean;
  /** The hacker, under the title: a hacker's list holds only their own reports. */
  hacker: boolean;
}

function reportColumns(userType: UserType): ReportColumns {
  return { company: userType === 'staff' || userType === 'superadmin', hacker: userType !== 'hacker' };
}
/** Title, program, severity, status, reward, date sent, response targets. */
const REPORT_COLUMN_COUNT = 7;
const ROW_DIVIDER = { borderBottom: '1px solid var(--mantine-color-default-border)' } as const;

/** The filters each user type gets (spec part 2 section 2, "Filters"); inside a program the program is fixed. */
function filterSet(userType: UserType, preset: ReportListPreset, inProgram: boolean): ReportFilterSet {
  const staff = userType === 'staff' || userType === 'superadmin';
  return {
    status: !preset.statusIn,
    dates: userType !== 'hacker',
    companyAndProgram: staff && !inProgram,
    breached: staff,
    dueSoon: userType !== 'hacker',
    managed: staff,
  };
}

/** The response-target flag: red when a target was missed. */
function BreachedFlag({ breached }: { breached: boolean }) {
  const { t } = useTranslation();
  if (!breached) {
    return (
      <Text size="sm" c="dimmed">
        {t('reports.list.onTime')}
      </Text>
    );
  }
  return (
    <Tooltip label={t('reports.list.breachedHint')}>
      <Badge color="red" variant="light" tt="none" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
        {t('reports.list.breached')}
      </Badge>
    </Tooltip>
  );
}

function Reward({ amount }: { amount: number | null }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{amount === null ? '—' : formatAmount(amount)}</span>;
}

/** The program, and under it the company when the viewer sees several companies' reports. */
function ProgramCell({ report, showCompany }: { report: ReportListItem; showCompany: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.Td>
      <Text size="sm">{report.program.name ?? t('reports.untitledProgram')}</Text>
      {showCompany ? (
        <Text size="xs" c="dimmed">
          {report.company.name}
        </Text>
      ) : null}
    </Table.Td>
  );
}

/** The title, and under it who sent the report when the viewer sees several hackers' reports. */
function TitleCell({ report, showHacker }: { report: ReportListItem; showHacker: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.Td>
      <Anchor component={Link} to={reportPath(report.id)} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {report.title}
      </Anchor>
      {showHacker && report.hacker ? (
        <Text size="xs" c="dimmed">
          {t('reports.list.sentBy')} <HackerProfileLink hackerId={report.hacker.id} username={report.hacker.username} size="xs" />
        </Text>
      ) : null}
    </Table.Td>
  );
}

function ReportRow({ report, columns }: { report: ReportListItem; columns: ReportColumns }) {
  return (
    <Table.Tr>
      <TitleCell report={report} showHacker={columns.hacker} />
      <ProgramCell report={report} showCompany={columns.company} />
      <Table.Td style={NO_WRAP}>
        <ReportSeverityBadge severity={report.severity} />
      </Table.Td>
      <Table.Td style={NO_WRAP}>
        <Stack gap={4} align="flex-start">
          <ReportStatusBadge status={report.status} />
          {report.retestStatus ? <RetestBadge status={report.retestStatus} /> : null}
        </Stack>
      </Table.Td>
      <Table.Td ta="right">
        <Reward amount={report.reward} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(report.createdAt, 'short')}</Table.Td>
      <Table.Td style={NO_WRAP}>
        <BreachedFlag breached={report.breached} />
      </Table.Td>
    </Table.Tr>
  );
}

/** On a phone, one card-like row per report: the title, its badges, then where it comes from. */
function ReportItem({ report, columns }: { report: ReportListItem; columns: ReportColumns }) {
  const { t } = useTranslation();
  const origin = [report.program.name ?? t('reports.untitledProgram'), columns.company ? report.company.name : null].filter(Boolean).join(' · ');
  return (
    <Stack component="li" gap={6} py="sm" style={ROW_DIVIDER}>
      <Anchor component={Link} to={reportPath(report.id)} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {report.title}
      </Anchor>
      <Group gap={6}>
        <ReportSeverityBadge severity={report.severity} />
        <ReportStatusBadge status={report.status} />
        {report.retestStatus ? <RetestBadge status={report.retestStatus} /> : null}
        {report.breached ? <BreachedFlag breached /> : null}
      </Group>
      <Text size="xs" c="dimmed">
        {origin}
      </Text>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {report.hacker ? `@${report.hacker.username} · ` : ''}
          {formatDate(report.createdAt, 'short')}
        </Text>
        <Text size="sm" fw={500}>
          <Reward amount={report.reward} />
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * A reports list (spec part 2 sections 2 and 9): the filters of the caller's type, sort, pages of
 * 10, state in the URL query; a table from `sm` up, a list of cards on a phone. `programId` fixes
 * the program (a program page's Reports tab).
 */
export function ReportsList({ userType, preset = {}, programId }: { userType: UserType; preset?: ReportListPreset; programId?: string }) {
  const { t } = useTranslation();
  // A platform triager handles the managed programs: their lists start there (one click shows every program).
  const [state, update] = useReportListParams({ managed: userType === 'staff' && !programId });
  const params: ReportsParams = {
    title: state.title,
    status: preset.statusIn ? null : state.status,
    statusIn: preset.statusIn ?? [],
    severity: state.severity,
    createdFrom: userType === 'hacker' ? null : dayBound(state.from, false),
    createdTo: userType === 'hacker' ? null : dayBound(state.to, true),
    company: programId ? null : state.company,
    program: programId ?? state.program,
    triagedByMe: preset.triagedByMe ?? false,
    breached: state.breached === null ? null : state.breached === 'yes',
    dueSoon: userType !== 'hacker' && state.dueSoon,
    managed: (userType === 'staff' || userType === 'superadmin') && state.managed,
    retest: state.retest,
    sort: state.sort,
    page: state.page,
    size: REPORT_UI.pageSize,
  };
  const reports = useReports(params);
  const filters = filterSet(userType, preset, Boolean(programId));
  const columns = reportColumns(userType);
  const count = reports.data?.count;
  const pages = pageCount(reports.data, REPORT_UI.pageSize);
  const empty = reports.data?.results.length === 0;
  const filtered = Boolean(
    state.title ||
    state.status ||
    state.severity ||
    state.from ||
    state.to ||
    state.company ||
    state.program ||
    state.breached ||
    state.dueSoon ||
    state.managed ||
    state.retest,
  );

  // A page past the end (fewer reports since, or another tab): go to the last one.
  useEffect(() => {
    if (empty && count !== undefined && count > 0 && state.page > pages) update({ page: pages });
  }, [empty, count, pages, state.page, update]);

  return (
    <Stack gap="md">
      <ReportFilters state={state} onChange={update} filters={filters} />
      <Group justify="flex-end">
        <CsvExportMenu path="/api/reports/export.csv" listQuery={reportsQueryString(params)} name="reports" />
      </Group>
      <LoadErrorAlert show={reports.isError}>{t('reports.list.loadError')}</LoadErrorAlert>
      {empty ? (
        <EmptyListState
          title={t(filtered ? 'reports.list.emptyFiltered' : 'reports.list.empty')}
          hint={filtered ? undefined : t(userType === 'hacker' ? 'reports.list.emptyHackerHint' : 'reports.list.emptyHint')}
        />
      ) : (
        <>
          <Box visibleFrom="sm">
            <DataTable
              minWidth={REPORTS_TABLE_MIN_WIDTH}
              busy={reports.isFetching}
              label={t('reports.list.tableLabel')}
              head={
                <>
                  <Table.Th>{t(columns.hacker ? 'reports.columns.titleAndHacker' : 'reports.columns.title')}</Table.Th>
                  <Table.Th>{t(columns.company ? 'reports.columns.programAndCompany' : 'reports.columns.program')}</Table.Th>
                  <Table.Th>{t('reports.columns.severity')}</Table.Th>
                  <Table.Th>{t('reports.columns.status')}</Table.Th>
                  <Table.Th ta="right">{t('reports.columns.reward')}</Table.Th>
                  <Table.Th>{t('reports.columns.createdAt')}</Table.Th>
                  <Table.Th>{t('reports.columns.responseTargets')}</Table.Th>
                </>
              }
            >
              {reports.isPending ? <LoadingTableRow colSpan={REPORT_COLUMN_COUNT} label={t('reports.list.loading')} /> : null}
              {reports.data?.results.map((report) => (
                <ReportRow key={report.id} report={report} columns={columns} />
              ))}
            </DataTable>
          </Box>
          <Box hiddenFrom="sm">
            {reports.isPending ? (
              <Center py="md" role="status">
                <Loader size="sm" role="progressbar" aria-label={t('reports.list.loading')} />
              </Center>
            ) : null}
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('reports.list.tableLabel')}>
              {reports.data?.results.map((report) => (
                <ReportItem key={report.id} report={report} columns={columns} />
              ))}
            </Stack>
          </Box>
        </>
      )}
      <PagingFooter
        total={count === undefined ? '' : listTotal(t, 'reports.list.total', { count, countCapped: reports.data?.countCapped })}
        pages={pages}
        page={Math.min(state.page, pages)}
        onPage={(page) => update({ page })}
        label={t('reports.list.pagination')}
      />
    </Stack>
  );
}
