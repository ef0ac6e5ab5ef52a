import { AUDIT_ACTION_NAMES, type AuditLogEntry } from '@bb/domain';
import { Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportMenu } from '../../../components/csv-export-menu.tsx';
import { DateRangeFilter, type DayRange } from '../../../components/date-field.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { DataTable, EmptyListState, LoadErrorAlert, LoadingTableRow, useFilteredPaging } from '../../../components/paged-table.tsx';
import { dayBound } from '../../../lib/dates.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { auditLogQueryString, useAuditLog, type AuditLogParams } from '../api/audit-log.ts';
import { describeAuditDetails, describeAuditTarget } from './audit-entry-text.ts';
import { ListFooter, PAGE_SIZE } from './list-parts.tsx';

const NO_DAYS: DayRange = { from: null, to: null };
const COLUMNS = 5;

function AuditRow({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation();
  const target = describeAuditTarget(entry, t);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
      <Table.Td>{entry.actor ? entry.actor.username : t('admin.audit.deletedActor')}</Table.Td>
      <Table.Td>{t(`admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}</Table.Td>
      <Table.Td>
        <Text size="sm">{target.type}</Text>
        {target.label ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {target.label}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {describeAuditDetails(entry, t)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** What staff and super admins changed, newest first, each entry in words: filters action and date range. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [action, setAction] = useState<string | null>(null);
  const [days, setDays] = useState<DayRange>(NO_DAYS);
  const { page, setPage, filter } = useFilteredPaging();
  const listParams: AuditLogParams = { action, from: dayBound(days.from, false), to: dayBound(days.to, true), page, size: PAGE_SIZE };
  const log = useAuditLog(listParams);
  const filtered = action !== null || days.from !== null || days.to !== null;
  const empty = log.data?.results.length === 0;

  return (
    <>
      <PageHeader title={t('admin.audit.title')} description={t('admin.audit.subtitle')} />
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <FilterSelect
            label={t('admin.audit.actionFilter')}
            placeholder={t('admin.audit.allActions')}
            value={action}
            onChange={filter(setAction)}
            values={AUDIT_ACTION_NAMES}
            labelOf={(value) => t(`admin.audit.actions.${value}`)}
          />
          <DateRangeFilter value={days} onChange={filter(setDays)} />
          <CsvExportMenu path="/api/admin/audit-log/export.csv" listQuery={auditLogQueryString(listParams)} name="audit-log" />
        </Group>
        <LoadErrorAlert show={log.isError}>{t('admin.common.loadError')}</LoadErrorAlert>
        {empty ? (
          <EmptyListState title={t(filtered ? 'admin.audit.emptyFiltered' : 'admin.audit.empty')} />
        ) : (
          <DataTable
            minWidth={880}
            busy={log.isFetching}
            label={t('admin.audit.title')}
            head={
              <>
                <Table.Th>{t('admin.audit.columns.createdAt')}</Table.Th>
                <Table.Th>{t('admin.audit.columns.actor')}</Table.Th>
                <Table.Th>{t('admin.audit.columns.action')}</Table.Th>
                <Table.Th>{t('admin.audit.columns.target')}</Table.Th>
                <Table.Th>{t('admin.audit.columns.details')}</Table.Th>
              </>
            }
          >
            {log.isPending ? <LoadingTableRow colSpan={COLUMNS} label={t('admin.audit.loading')} /> : null}
            {log.data?.results.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </DataTable>
        )}
        <ListFooter count={log.data?.count} page={page} onPage={setPage} />
      </Stack>
    </>
  );
}
