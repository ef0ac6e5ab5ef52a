import { TRANSACTION_TYPES, WALLET_UI, type Transaction, type TransactionType } from '@bb/domain';
import { Anchor, Box, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateRangeFilter, type DayRange } from '../../../components/date-field.tsx';
import { CsvExportMenu } from '../../../components/csv-export-menu.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import {
  DataTable,
  EmptyListState,
  listTotal,
  LoadErrorAlert,
  LoadingTableRow,
  PagingFooter,
  pageCount,
  useFilteredPaging,
} from '../../../components/paged-table.tsx';
import { formatDateTime, formatSignedAmount, formatAmount } from '../../../lib/format.ts';
import { programPath } from '../../../lib/paths.ts';
import { transactionsQueryString, useTransactions, type TransactionsParams } from '../api/transactions.ts';

const ROW_DIVIDER = { borderBottom: '1px solid var(--mantine-color-default-border)' } as const;

/** A credit in green with a plus, a debit in red with a minus. */
export function SignedAmount({ amount }: { amount: number }) {
  return (
    <Text size="sm" fw={600} c={amount >= 0 ? 'teal.9' : 'red.9'} style={{ whiteSpace: 'nowrap' }}>
      {formatSignedAmount(amount)}
    </Text>
  );
}

/** What moved the money, and for a program's movement (creation, budget increase, refund) which program, linked. */
function MovementType({ transaction, strong }: { transaction: Transaction; strong?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={strong ? 500 : undefined}>
        {t(`wallet.transactions.types.${transaction.type}`)}
      </Text>
      {transaction.program ? (
        <Anchor component={Link} to={programPath(transaction.program.id)} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {transaction.program.name ?? t('wallet.transactions.untitledProgram')}
        </Anchor>
      ) : null}
    </>
  );
}

/**
 * A wallet's movements, newest first, 5 per page (spec part 1 section 2), filtered by type and
 * date. Without `companyId` it is the signed-in company's own wallet.
 */
export function TransactionsTable({ companyId }: { companyId?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [type, setType] = useState<TransactionType | null>(null);
  const [days, setDays] = useState<DayRange>({ from: null, to: null });
  const { page, setPage, filter } = useFilteredPaging();
  const size = WALLET_UI.transactionsPageSize;
  const listParams: TransactionsParams = { companyId, type, from: days.from, to: days.to, page, size };
  const transactions = useTransactions(listParams);
  const filtered = type !== null || days.from !== null || days.to !== null;
  const pages = pageCount(transactions.data, size);
  const empty = transactions.data?.results.length === 0;

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId}>
        {t('wallet.transactions.title')}
      </Title>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <FilterSelect
          label={t('wallet.transactions.typeFilter')}
          placeholder={t('wallet.transactions.allTypes')}
          value={type}
          onChange={filter(setType)}
          values={TRANSACTION_TYPES}
          labelOf={(value) => t(`wallet.transactions.types.${value}`)}
        />
        <DateRangeFilter value={days} onChange={filter(setDays)} />
        <CsvExportMenu path="/api/banking/transactions/export.csv" listQuery={transactionsQueryString(listParams)} name="transactions" />
      </Group>
      <LoadErrorAlert show={transactions.isError}>{t('wallet.loadError')}</LoadErrorAlert>
      {empty ? (
        <EmptyListState
          title={t(filtered ? 'wallet.transactions.emptyFiltered' : 'wallet.transactions.empty')}
          hint={filtered ? undefined : t('wallet.transactions.emptyHint')}
        />
      ) : (
        <>
          <Box visibleFrom="sm">
            <DataTable
              minWidth={560}
              busy={transactions.isFetching}
              label={t('wallet.transactions.tableLabel')}
              head={
                <>
                  <Table.Th>{t('wallet.transactions.columns.date')}</Table.Th>
                  <Table.Th>{t('wallet.transactions.columns.type')}</Table.Th>
                  <Table.Th ta="right">{t('wallet.transactions.columns.amount')}</Table.Th>
                  <Table.Th ta="right">{t('wallet.transactions.columns.balanceAfter')}</Table.Th>
                </>
              }
            >
              {transactions.isPending ? <LoadingTableRow colSpan={4} label={t('wallet.transactions.loading')} /> : null}
              {transactions.data?.results.map((transaction) => (
                <Table.Tr key={transaction.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(transaction.date)}</Table.Td>
                  <Table.Td>
                    <MovementType transaction={transaction} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <SignedAmount amount={transaction.amount} />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatAmount(transaction.balanceAfter)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          </Box>
          {/* Four columns push the amounts off a phone's screen: one row per movement, the amount on the right. */}
          <Stack hiddenFrom="sm" gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('wallet.transactions.tableLabel')}>
            {transactions.data?.results.map((transaction) => (
              <Group key={transaction.id} component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm" py="xs" style={ROW_DIVIDER}>
                <div style={{ minWidth: 0 }}>
                  <MovementType transaction={transaction} strong />
                  <Text size="xs" c="dimmed">
                    {formatDateTime(transaction.date)}
                  </Text>
                </div>
                <div style={{ textAlign: 'right' }}>
                  <SignedAmount amount={transaction.amount} />
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {t('wallet.transactions.balanceAfterValue', { amount: formatAmount(transaction.balanceAfter) })}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </>
      )}
      <PagingFooter
        total={transactions.data ? listTotal(t, 'wallet.transactions.total', transactions.data) : ''}
        pages={pages}
        page={Math.min(page, pages)}
        onPage={setPage}
        label={t('wallet.transactions.pagination')}
      />
    </Stack>
  );
}
