import type { StaffRow } from '@bb/domain';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, LoadErrorAlert, useSearchPaging } from '../../../components/paged-table.tsx';
import { useStaff } from '../api/staff.ts';
import { BlockButton } from './hackers-tab.tsx';
import { ADMIN_FILTER_DEBOUNCE_MS, BlockedBadge, EmptyRow, ListFooter, PAGE_SIZE, SearchField } from './list-parts.tsx';
import { BlockUserModal, InviteTriagerModal } from './user-modals.tsx';

function fullName(row: StaffRow): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ');
}

/** The Triagers tab: search, invite, block and unblock. */
export function TriagersTab() {
  const { t } = useTranslation();
  const { search, changeSearch, debouncedSearch, page, setPage } = useSearchPaging(ADMIN_FILTER_DEBOUNCE_MS);
  const [inviting, setInviting] = useState(false);
  const [blockTarget, setBlockTarget] = useState<StaffRow | null>(null);
  const staff = useStaff({ search: debouncedSearch.trim(), page, size: PAGE_SIZE });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SearchField value={search} onChange={changeSearch} label={t('admin.triagers.searchLabel')} />
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
          {t('admin.triagers.invite')}
        </Button>
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
              <BlockedBadge blocked={row.isBlocked} />
            </Table.Td>
            <Table.Td>
              <BlockButton user={row} onClick={() => setBlockTarget(row)} />
            </Table.Td>
          </Table.Tr>
        ))}
        {staff.data && staff.data.results.length === 0 ? <EmptyRow colSpan={5} /> : null}
      </DataTable>
      <ListFooter count={staff.data?.count} page={page} onPage={setPage} />
      <InviteTriagerModal opened={inviting} onClose={() => setInviting(false)} />
      <BlockUserModal user={blockTarget} onClose={() => setBlockTarget(null)} />
    </Stack>
  );
}
