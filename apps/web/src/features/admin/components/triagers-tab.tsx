import type { StaffRow } from '@bb/domain';
import { Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportMenu } from '../../../components/csv-export-menu.tsx';
import { DataTable, LoadErrorAlert, useSearchPaging } from '../../../components/paged-table.tsx';
import { staffQueryString, useStaff, type StaffFilter } from '../api/staff.ts';
import { formatDate } from '../../../lib/format.ts';
import { BlockButton } from './hackers-tab.tsx';
import { ADMIN_FILTER_DEBOUNCE_MS, BlockedBadge, EmptyRow, ListFooter, PAGE_SIZE, SearchField } from './list-parts.tsx';
import { RemoveTriagerModal } from './remove-triager-modal.tsx';
import { BlockUserModal, InviteTriagerModal } from './user-modals.tsx';

function fullName(row: StaffRow): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ');
}

const STAFF_FILTERS: readonly StaffFilter[] = ['all', 'active', 'removed'];

/** Active or removed, beside blocked: a removed triager has no access at all. */
function TriagerStatus({ row }: { row: StaffRow }) {
  const { t } = useTranslation();
  if (row.removedAt) {
    return (
      <Badge color="gray" variant="light" title={t('admin.triagers.removedSince', { date: formatDate(row.removedAt) })}>
        {t('admin.triagers.status.removed')}
      </Badge>
    );
  }
  return <BlockedBadge blocked={row.isBlocked} />;
}

/** The Triagers tab: search, filter, invite, block and unblock, remove and restore. */
export function TriagersTab() {
  const { t } = useTranslation();
  const { search, changeSearch, debouncedSearch, page, setPage } = useSearchPaging(ADMIN_FILTER_DEBOUNCE_MS);
  const [inviting, setInviting] = useState(false);
  const [filter, setFilter] = useState<StaffFilter>('all');
  const [blockTarget, setBlockTarget] = useState<StaffRow | null>(null);
  const [removeTarget, setRemoveTarget] = useState<StaffRow | null>(null);
  const listParams = { search: debouncedSearch.trim(), page, size: PAGE_SIZE, filter };
  const staff = useStaff(listParams);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SearchField value={search} onChange={changeSearch} label={t('admin.triagers.searchLabel')} />
          <SegmentedControl
            aria-label={t('admin.triagers.filterLabel')}
            value={filter}
            onChange={(value) => {
              setFilter(value as StaffFilter);
              setPage(1);
            }}
            data={STAFF_FILTERS.map((value) => ({ value, label: t(`admin.triagers.filters.${value}`) }))}
          />
        </Group>
        <Group gap="sm">
          <CsvExportMenu path="/api/users/staff/export.csv" listQuery={staffQueryString(listParams)} name="triagers" />
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
            {t('admin.triagers.invite')}
          </Button>
        </Group>
      </Group>
      <LoadErrorAlert show={staff.isError}>{t('admin.common.loadError')}</LoadErrorAlert>
      <DataTable
        minWidth={720}
        busy={staff.isFetching}
        head={
          <>
            <Table.Th>{t('admin.users.columns.username')}</Table.Th>
            <Table.Th>{t('admin.users.columns.name')}</Table.Th>
            <Table.Th>{t('admin.users.columns.email')}</Table.Th>
            <Table.Th>{t('admin.users.columns.status')}</Table.Th>
            <Table.Th>{t('admin.users.columns.actions')}</Table.Th>
          </>
        }
      >
        {staff.data?.results.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {row.username}
              </Text>
            </Table.Td>
            <Table.Td>{fullName(row)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email}</Table.Td>
            <Table.Td>
              <TriagerStatus row={row} />
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {row.removedAt ? null : <BlockButton user={row} onClick={() => setBlockTarget(row)} />}
                <Button
                  size="xs"
                  variant={row.removedAt ? 'light' : 'subtle'}
                  color={row.removedAt ? 'teal' : 'red.9'}
                  onClick={() => setRemoveTarget(row)}
                  aria-label={t(row.removedAt ? 'admin.triagers.restoreUser' : 'admin.triagers.removeUser', { name: row.username })}
                >
                  {t(row.removedAt ? 'admin.triagers.restore' : 'admin.triagers.remove')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
        {staff.data && staff.data.results.length === 0 ? <EmptyRow colSpan={5} /> : null}
      </DataTable>
      <ListFooter count={staff.data?.count} page={page} onPage={setPage} />
      <InviteTriagerModal opened={inviting} onClose={() => setInviting(false)} />
      <BlockUserModal user={blockTarget} onClose={() => setBlockTarget(null)} />
      <RemoveTriagerModal triager={removeTarget} onClose={() => setRemoveTarget(null)} />
    </Stack>
  );
}
