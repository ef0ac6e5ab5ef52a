import { REPORT_UI, type ReportListItem, type ReportStatus, type UserType } from '@bb/domain';
import { Anchor, Badge, Box, Center, Group, Loader, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HackerProfileLink } from '../../../components/hacker-profile-link.tsx';
import { DataTable, EmptyListState, LoadErrorAlert, LoadingTableRow, PagingFooter, pageCount } from '../../../components/paged-table.tsx';
import { ReportSeverityBadge, ReportStatusBadge } from '../../../components/report-badges.tsx';
import { dayBound } from '../../../lib/dates.ts';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import { reportPath } from '../../../lib/paths.ts';
import { useReports, type ReportsParams } from '../api/reports.ts';
import { ReportFilters, type ReportFilterSet } from './report-filters.tsx';
import { useReportListParams } from './use-report-list-params.ts';

/** What a tab fixes before the user's filters: statuses, or the reports the caller took in charge. */
export interface ReportListPreset {
  statusIn?: readonly ReportStatus[];
  triagedByMe?: boolean;
}

/** Badges and names keep their line: the table scrolls sideways rather than cutting them. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
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

function ReportRow({ report, showCompany }: { report: ReportListItem; showCompany: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={reportPath(report.id)} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {report.title}
        </Anchor>
      </Table.Td>
      <Table.Td>{report.program.name ?? t('reports.untitledProgram')}</Table.Td>
      {showCompany ? <Table.Td>{report.company.name}</Table.Td> : null}
      {showCompany ? (
        <Table.Td style={NO_WRAP}>{report.hacker ? <HackerProfileLink hackerId={report.hacker.id} username={report.hacker.username} /> : '—'}</Table.Td>
      ) : null}
      <Table.Td style={NO_WRAP}>
        <ReportSeverityBadge severity={report.severity} />
      </Table.Td>
      <Table.Td style={NO_WRAP}>
        <ReportStatusBadge status={report.status} />
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
function ReportItem({ report, showCompany }: { report: ReportListItem; showCompany: boolean }) {
  const { t } = useTranslation();
  const origin = [report.program.name ?? t('reports.untitledProgram'), showCompany ? report.company.name : null].filter(Boolean).join(' · ');
  return (
    <Stack component="li" gap={6} py="sm" style={ROW_DIVIDER}>
      <Anchor component={Link} to={reportPath(report.id)} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {report.title}
      </Anchor>
      <Group gap={6}>
        <ReportSeverityBadge severity={report.severity} />
        <ReportStatusBadge status={report.status} />
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
  const [state, update] = useReportListParams();
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
    sort: state.sort,
    page: state.page,
    size: REPORT_UI.pageSize,
  };
  const reports = useReports(params);
  const filters = filterSet(userType, preset, Boolean(programId));
  // A hacker's list holds only their own reports: no company or hacker column.
  const showCompany = userType !== 'hacker';
  const columns = showCompany ? 9 : 7;
  const count = reports.data?.count;
  const pages = pageCount(count, REPORT_UI.pageSize);
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
    state.managed,
  );

  // A page past the end (fewer reports since, or another tab): go to the last one.
  useEffect(() => {
    if (empty && count !== undefined && count > 0 && state.page > pages) update({ page: pages });
  }, [empty, count, pages, state.page, update]);

  return (
    <Stack gap="md">
      <ReportFilters state={state} onChange={update} filters={filters} />
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
              minWidth={showCompany ? 1040 : 800}
              busy={reports.isFetching}
              label={t('reports.list.tableLabel')}
              head={
                <>
                  <Table.Th>{t('reports.columns.title')}</Table.Th>
                  <Table.Th>{t('reports.columns.program')}</Table.Th>
                  {showCompany ? <Table.Th>{t('reports.columns.company')}</Table.Th> : null}
                  {showCompany ? <Table.Th>{t('reports.columns.hacker')}</Table.Th> : null}
                  <Table.Th>{t('reports.columns.severity')}</Table.Th>
                  <Table.Th>{t('reports.columns.status')}</Table.Th>
                  <Table.Th ta="right">{t('reports.columns.reward')}</Table.Th>
                  <Table.Th>{t('reports.columns.createdAt')}</Table.Th>
                  <Table.Th>{t('reports.columns.responseTargets')}</Table.Th>
                </>
              }
            >
              {reports.isPending ? <LoadingTableRow colSpan={columns} label={t('reports.list.loading')} /> : null}
              {reports.data?.results.map((report) => (
                <ReportRow key={report.id} report={report} showCompany={showCompany} />
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
                <ReportItem key={report.id} report={report} showCompany={showCompany} />
              ))}
            </Stack>
          </Box>
        </>
      )}
      <PagingFooter
        total={count === undefined ? '' : t(reports.data?.countCapped ? 'reports.list.totalCapped' : 'reports.list.total', { count })}
        pages={pages}
        page={Math.min(state.page, pages)}
        onPage={(page) => update({ page })}
        label={t('reports.list.pagination')}
      />
    </Stack>
  );
}
