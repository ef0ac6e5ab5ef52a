import { HACKER_SEARCH_MIN_LENGTH, KYC_STATUSES, type HackerRow, type KycStatus } from '@bb/domain';
import { Button, Group, Select, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportMenu } from '../../../components/csv-export-menu.tsx';
import { DataTable, LoadErrorAlert, useSearchPaging } from '../../../components/paged-table.tsx';
import { hackerSearchTerm, hackersQueryString, useHackers, type HackersParams } from '../api/hackers.ts';
import { ADMIN_FILTER_DEBOUNCE_MS, BlockedBadge, EmptyRow, ListFooter, PAGE_SIZE, SearchField } from './list-parts.tsx';
import { HackerProfileLink } from '../../../components/hacker-profile-link.tsx';
import { VerificationStatusBadge } from '../../../components/verification-status-badge.tsx';
import { BlockUserModal } from './user-modals.tsx';

/** The Hackers tab: KYC filter, search from 3 characters, block and unblock. */
export function HackersTab() {
  const { t } = useTranslation();
  const { search, changeSearch, debouncedSearch, page, setPage } = useSearchPaging(ADMIN_FILTER_DEBOUNCE_MS);
  const [kycStatus, setKycStatus] = useState<KycStatus | null>(null);
  const [blockTarget, setBlockTarget] = useState<HackerRow | null>(null);
  const listParams: HackersParams = { search: hackerSearchTerm(debouncedSearch), kycStatus, page, size: PAGE_SIZE };
  const hackers = useHackers(listParams);

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <SearchField
          value={search}
          onChange={changeSearch}
          label={t('admin.hackers.searchLabel')}
          description={t('admin.hackers.searchHint', { count: HACKER_SEARCH_MIN_LENGTH })}
        />
        <Select
          label={t('admin.hackers.kycFilter')}
          placeholder={t('admin.hackers.kycAll')}
          clearable
          value={kycStatus}
          onChange={(value) => {
            setKycStatus(value as KycStatus | null);
            setPage(1);
          }}
          data={KYC_STATUSES.map((value) => ({ value, label: t(`verification.status.${value}`) }))}
          w={{ base: '100%', xs: 240 }}
        />
        <CsvExportMenu path="/api/users/hackers/export.csv" listQuery={hackersQueryString(listParams)} name="hackers" />
      </Group>
      <LoadErrorAlert show={hackers.isError}>{t('admin.common.loadError')}</LoadErrorAlert>
      <DataTable
        minWidth={720}
        busy={hackers.isFetching}
        head={
          <>
            <Table.Th>{t('admin.users.columns.username')}</Table.Th>
            <Table.Th>{t('admin.users.columns.email')}</Table.Th>
            <Table.Th>{t('admin.users.columns.kyc')}</Table.Th>
            <Table.Th>{t('admin.users.columns.status')}</Table.Th>
            <Table.Th>{t('admin.users.columns.actions')}</Table.Th>
          </>
        }
      >
        {hackers.data?.results.map((hacker) => (
          <Table.Tr key={hacker.id}>
            <Table.Td>
              <HackerProfileLink hackerId={hacker.id} username={hacker.username} />
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{hacker.email}</Table.Td>
            <Table.Td>
              <VerificationStatusBadge status={hacker.kycStatus} size="sm" />
            </Table.Td>
            <Table.Td>
              <BlockedBadge blocked={hacker.isBlocked} />
            </Table.Td>
            <Table.Td>
              <BlockButton user={hacker} onClick={() => setBlockTarget(hacker)} />
            </Table.Td>
          </Table.Tr>
        ))}
        {hackers.data && hackers.data.results.length === 0 ? <EmptyRow colSpan={5} /> : null}
      </DataTable>
      <ListFooter count={hackers.data?.count} page={page} onPage={setPage} />
      <BlockUserModal user={blockTarget} onClose={() => setBlockTarget(null)} />
    </Stack>
  );
}

/** "Block" or "Unblock"; the accessible name adds whom, for a table of many such buttons. */
export function BlockButton({ user, onClick }: { user: { username: string; isBlocked: boolean }; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="light"
      color={user.isBlocked ? 'teal' : 'red'}
      onClick={onClick}
      aria-label={t(user.isBlocked ? 'admin.users.unblockUser' : 'admin.users.blockUser', { name: user.username })}
    >
      {t(user.isBlocked ? 'admin.users.unblock' : 'admin.users.block')}
    </Button>
  );
}
