import type { AuditLogEntry } from '@bb/domain';
import { Alert, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { useFilteredPaging } from '../../../components/paged-table.tsx';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { dayBound } from '../../../lib/dates.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAuditLog } from '../api/audit-log.ts';
import { EmptyRow, ListFooter, PAGE_SIZE, ScrollTable } from './list-parts.tsx';

/** DECISIONS "Super admin tools": the actions recorded so far. */
export const AUDIT_ACTIONS = [
  'company.verify',
  'company.add_balance',
  'deposit.record',
  'deposit.import',
  'deposit.approve',
  'deposit.skip',
  'deposit.sendInvoice',
  'deposit.skipInvoice',
  'program.create',
  'program.update',
  'program.approve',
  'program.pause',
  'program.resume',
  'program.activate',
  'program.delete',
  'settings.update',
  'staff.invite',
  'user.block',
  'user.unblock',
] as const;

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const isChange = (value: unknown): value is { old: unknown; new: unknown } => typeof value === 'object' && value !== null && 'old' in value && 'new' in value;

/** Details as compact "key: value" text; recorded changes read "key: old → new". */
export function formatDetails(details: AuditLogEntry['details']): string {
  const { changes, keys: _keys, ...rest } = details;
  const pairs = Object.entries(rest).map(([key, value]) => `${key}: ${formatValue(value)}`);
  if (typeof changes === 'object' && changes !== null) {
    for (const [key, change] of Object.entries(changes)) {
      pairs.push(isChange(change) ? `${key}: ${formatValue(change.old)} → ${formatValue(change.new)}` : `${key}: ${formatValue(change)}`);
    }
  } else if (changes !== undefined) pairs.push(`changes: ${formatValue(changes)}`);
  if (_keys !== undefined && (typeof changes !== 'object' || changes === null)) pairs.push(`keys: ${formatValue(_keys)}`);
  return pairs.join('; ');
}

/** What staff and super admins changed: filters action and date range, newest first. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [action, setAction] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { page, setPage, filter } = useFilteredPaging();
  const log = useAuditLog({ action, from: dayBound(from, false), to: dayBound(to, true), page, size: PAGE_SIZE });

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
            values={AUDIT_ACTIONS}
            labelOf={(value) => t(`admin.audit.actions.${value}`)}
          />
          <TextInput
            type="date"
            label={t('admin.audit.from')}
            value={from}
            max={to || undefined}
            onChange={(event) => filter(setFrom)(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('admin.audit.to')}
            value={to}
            min={from || undefined}
            onChange={(event) => filter(setTo)(event.currentTarget.value)}
          />
        </Group>
        {log.isError ? <Alert color="red">{t('admin.common.loadError')}</Alert> : null}
        <ScrollTable minWidth={860} label={t('admin.audit.title')}>
          <Table verticalSpacing="sm" aria-busy={log.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.audit.columns.createdAt')}</Table.Th>
                <Table.Th>{t('admin.audit.columns.actor')}</Table.Th>
                <Table.Th>{t('admin.audit.columns.action')}</Table.Th>
                <Table.Th>{t('admin.audit.columns.target')}</Table.Th>
                <Table.Th>{t('admin.audit.columns.details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data?.results.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
                  <Table.Td>{entry.actor ? entry.actor.username : t('admin.audit.deletedActor')}</Table.Td>
                  <Table.Td>{t(`admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`admin.audit.targets.${entry.targetType}`, { defaultValue: entry.targetType })}</Text>
                    {entry.targetId ? (
                      <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                        {entry.targetId}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} lineClamp={4} title={formatDetails(entry.details)}>
                      {formatDetails(entry.details)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
              {log.data && log.data.results.length === 0 ? <EmptyRow colSpan={5} /> : null}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <ListFooter count={log.data?.count} page={page} onPage={setPage} />
      </Stack>
    </>
  );
}
