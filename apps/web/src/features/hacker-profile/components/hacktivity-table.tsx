import type { HacktivityRow } from '@bb/domain';
import { Avatar, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconBuilding, IconLock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, EmptyListState, LoadErrorAlert, LoadingTableRow, PagingFooter, pageCount } from '../../../components/paged-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { uploadUrl } from '../../../lib/uploads.ts';
import { HACKTIVITY_PAGE_SIZE, useHacktivity } from '../api/hacktivity.ts';
import { ReportSeverityBadge } from '../../../components/report-badges.tsx';

/** The company's picture and name; a private program's report names no company (the API sends neither). */
function CompanyCell({ row }: { row: HacktivityRow }) {
  const { t } = useTranslation();
  const name = row.companyName;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={row.companyPicture ? uploadUrl(row.companyPicture.id) : null} alt="" color={name ? 'indigo' : 'gray'} radius="md" size={36}>
        {name ? <IconBuilding size={20} aria-hidden /> : <IconLock size={20} aria-hidden />}
      </Avatar>
      {name ? (
        <Text size="sm">{name}</Text>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {t('hackerProfile.hacktivity.privateProgram')}
        </Text>
      )}
    </Group>
  );
}

function HacktivityRows({ rows }: { rows: HacktivityRow[] }) {
  return rows.map((row, index) => (
    // Rows carry no id: an accepted report is only its company, severity and date.
    <Table.Tr key={`${row.approvedAt}-${index}`}>
      <Table.Td>
        <CompanyCell row={row} />
      </Table.Td>
      <Table.Td>
        <ReportSeverityBadge severity={row.severity} />
      </Table.Td>
      <Table.Td>{formatDate(row.approvedAt)}</Table.Td>
    </Table.Tr>
  ));
}

/** The hacker's accepted reports, 10 per page: company (none for a private program), severity, acceptance date. */
export function HacktivitySection({ hackerId }: { hackerId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const hacktivity = useHacktivity(hackerId, page);
  const pages = pageCount(hacktivity.data, HACKTIVITY_PAGE_SIZE);

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId}>
        {t('hackerProfile.hacktivity.title')}
      </Title>
      <LoadErrorAlert show={hacktivity.isError}>{t('hackerProfile.hacktivity.loadError')}</LoadErrorAlert>
      {hacktivity.data?.count === 0 ? <EmptyListState title={t('hackerProfile.hacktivity.empty')} hint={t('hackerProfile.hacktivity.emptyHint')} /> : null}
      {hacktivity.isError || hacktivity.data?.count === 0 ? null : (
        <DataTable
          minWidth={320}
          busy={hacktivity.isFetching}
          label={t('hackerProfile.hacktivity.tableLabel')}
          head={
            <>
              <Table.Th>{t('hackerProfile.hacktivity.columns.company')}</Table.Th>
              <Table.Th>{t('hackerProfile.hacktivity.columns.severity')}</Table.Th>
              <Table.Th>{t('hackerProfile.hacktivity.columns.approvedAt')}</Table.Th>
            </>
          }
        >
          {hacktivity.isPending ? <LoadingTableRow colSpan={3} label={t('hackerProfile.hacktivity.loading')} /> : null}
          {hacktivity.data ? <HacktivityRows rows={hacktivity.data.results} /> : null}
        </DataTable>
      )}
      {hacktivity.data && hacktivity.data.count > 0 ? (
        <PagingFooter
          total={t('hackerProfile.hacktivity.total', { count: hacktivity.data.count })}
          pages={pages}
          page={Math.min(page, pages)}
          onPage={setPage}
          label={t('hackerProfile.hacktivity.pagination')}
        />
      ) : null}
    </Stack>
  );
}
