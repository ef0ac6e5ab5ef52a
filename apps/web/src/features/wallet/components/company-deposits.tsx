import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportMenu } from '../../../components/csv-export-menu.tsx';
import { DataTable, EmptyListState, LoadErrorAlert, LoadingTableRow, PagingFooter, pageCount } from '../../../components/paged-table.tsx';
import { formatAmount, formatDay } from '../../../lib/format.ts';
import { depositsQueryString, useDeposits, type DepositsParams } from '../../../lib/api/deposits.ts';
import { InvoiceLink } from '../../../components/invoice-link.tsx';

const PAGE_SIZE = 10;

/** "Bonifici e fatture": the company's credited transfers and the invoices issued for them. */
export function CompanyDeposits() {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const listParams: DepositsParams = { accreditationStatus: null, companyName: '', from: null, to: null, page, size: PAGE_SIZE };
  const deposits = useDeposits(listParams);
  const pages = pageCount(deposits.data, PAGE_SIZE);
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2} fz="lg" id={titleId}>
          {t('wallet.deposits.title')}
        </Title>
        <CsvExportMenu path="/api/banking/company-transfers/export.csv" listQuery={depositsQueryString(listParams)} name="deposits" />
      </Group>
      <LoadErrorAlert show={deposits.isError}>{t('wallet.loadError')}</LoadErrorAlert>
      {deposits.data?.results.length === 0 ? (
        <EmptyListState title={t('wallet.deposits.empty')} hint={t('wallet.deposits.emptyHint')} />
      ) : (
        <DataTable
          minWidth={560}
          busy={deposits.isFetching}
          label={t('wallet.deposits.tableLabel')}
          head={
            <>
              <Table.Th>{t('wallet.deposits.columns.date')}</Table.Th>
              <Table.Th ta="right">{t('wallet.deposits.columns.amount')}</Table.Th>
              <Table.Th ta="right">{t('wallet.deposits.columns.credited')}</Table.Th>
              <Table.Th>{t('wallet.deposits.columns.invoice')}</Table.Th>
            </>
          }
        >
          {deposits.isPending ? <LoadingTableRow colSpan={4} label={t('wallet.deposits.loading')} /> : null}
          {deposits.data?.results.map((deposit) => (
            <Table.Tr key={deposit.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(deposit.date)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatAmount(deposit.amount)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {deposit.creditedAmount === null ? '—' : formatAmount(deposit.creditedAmount)}
              </Table.Td>
              <Table.Td>
                {deposit.invoiceId ? (
                  <InvoiceLink deposit={deposit} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('wallet.deposits.noInvoice')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      <PagingFooter
        total={deposits.data ? t('wallet.deposits.total', { count: deposits.data.count }) : ''}
        pages={pages}
        page={Math.min(page, pages)}
        onPage={setPage}
        label={t('wallet.deposits.pagination')}
      />
    </Stack>
  );
}
