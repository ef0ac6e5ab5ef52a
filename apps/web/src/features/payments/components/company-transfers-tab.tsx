import { ACCREDITATION_STATUSES, findReferenceCode, WALLET_UI, type AccreditationStatus, type Deposit } from '@bb/domain';
import { Button, Code, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CsvExportMenu } from '../../../components/csv-export-menu.tsx';
import { DateRangeFilter, type DayRange } from '../../../components/date-field.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { DataTable, EmptyListState, LoadErrorAlert, LoadingTableRow, PagingFooter, pageCount, useFilteredPaging } from '../../../components/paged-table.tsx';
import { formatAmount, formatDay } from '../../../lib/format.ts';
import { depositsQueryString, INVOICE_FILTERS, useDeposits, type DepositsParams, type InvoiceFilter } from '../../../lib/api/deposits.ts';
import { AccreditationBadge, InvoiceBadge } from './deposit-badges.tsx';
import { ImportStatementModal } from './import-statement-modal.tsx';
import { ManageDepositModal } from './manage-deposit-modal.tsx';
import { RecordTransferModal } from './record-transfer-modal.tsx';

const PAGE_SIZE = 10;
const COLUMNS = 7;

/**
 * The transfer's description in full, and the company reference found in it as the matching reads it (banks change
 * case, add spaces or drop the hyphen): the part a super admin compares must never be cut.
 */
function TransferDescription({ description }: { description: string }) {
  const { t } = useTranslation();
  const reference = findReferenceCode(description);
  return (
    <>
      <Text size="sm" style={{ overflowWrap: 'break-word' }}>
        {description}
      </Text>
      {reference ? (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('payments.deposits.reference')} <Code>{reference}</Code>
        </Text>
      ) : null}
    </>
  );
}

function DepositRow({ deposit, onManage }: { deposit: Deposit; onManage: () => void }) {
  const { t } = useTranslation();
  const date = formatDay(deposit.date, 'short');
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{date}</Table.Td>
      <Table.Td>
        {deposit.company ? (
          deposit.company.name
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t('payments.deposits.unassigned')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {deposit.payerName}
        </Text>
        <TransferDescription description={deposit.description} />
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatAmount(deposit.amount)}
      </Table.Td>
      <Table.Td>
        <AccreditationBadge status={deposit.accreditationStatus} />
      </Table.Td>
      <Table.Td>
        {/* A skipped transfer credits nobody, so no invoice will follow: "pending" would be untrue. */}
        {deposit.accreditationStatus === 'skipped' ? (
          <Text size="sm" c="dimmed">
            {t('payments.invoice.none')}
          </Text>
        ) : (
          <InvoiceBadge status={deposit.invoiceStatus} />
        )}
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" onClick={onManage} aria-label={t('payments.deposits.manageLabel', { payer: deposit.payerName, date })}>
          {t('payments.deposits.manage')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The Companies tab: deposit history with its filters, recording and importing transfers, and managing one. */
export function CompanyTransfersTab() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // ?accreditation= opens the tab already filtered (the dashboard's "transfers to handle" links here); not `status`, the hackers tab's.
  const [status, setStatus] = useState<AccreditationStatus | null>(() => ACCREDITATION_STATUSES.find((value) => value === params.get('accreditation')) ?? null);
  // ?invoice=toSend: the dashboard's "invoices to send".
  const [invoice, setInvoice] = useState<InvoiceFilter | null>(() => INVOICE_FILTERS.find((value) => value === params.get('invoice')) ?? null);
  const [companyName, setCompanyName] = useState('');
  const [debouncedName] = useDebouncedValue(companyName, WALLET_UI.filterDebounceMs);
  const [days, setDays] = useState<DayRange>({ from: null, to: null });
  const { page, setPage, filter } = useFilteredPaging();
  const [dialog, setDialog] = useState<'record' | 'import' | null>(null);
  const [managed, setManaged] = useState<Deposit | null>(null);
  const listParams: DepositsParams = { accreditationStatus: status, invoice, companyName: debouncedName, from: days.from, to: days.to, page, size: PAGE_SIZE };
  const deposits = useDeposits(listParams);
  const pages = pageCount(deposits.data, PAGE_SIZE);

  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm">
        <CsvExportMenu path="/api/banking/company-transfers/export.csv" listQuery={depositsQueryString(listParams)} name="deposits" />
        <Button variant="default" leftSection={<IconFileImport size={18} aria-hidden />} onClick={() => setDialog('import')} w={{ base: '100%', xs: 'auto' }}>
          {t('payments.import.button')}
        </Button>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog('record')} w={{ base: '100%', xs: 'auto' }}>
          {t('payments.record.button')}
        </Button>
      </Group>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <FilterSelect
          label={t('payments.deposits.accreditationFilter')}
          placeholder={t('payments.deposits.allStatuses')}
          value={status}
          onChange={filter(setStatus)}
          values={ACCREDITATION_STATUSES}
          labelOf={(value) => t(`payments.accreditation.${value}`)}
        />
        <FilterSelect
          label={t('payments.deposits.invoiceFilter')}
          placeholder={t('payments.deposits.allInvoices')}
          value={invoice}
          onChange={filter(setInvoice)}
          values={INVOICE_FILTERS}
          labelOf={(value) => t(`payments.deposits.invoiceFilters.${value}`)}
        />
        <TextInput
          type="search"
          label={t('payments.deposits.companyFilter')}
          placeholder={t('payments.deposits.companyFilterPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={companyName}
          onChange={(event) => filter(setCompanyName)(event.currentTarget.value)}
          w={{ base: '100%', xs: 240 }}
        />
        <DateRangeFilter value={days} onChange={filter(setDays)} />
      </Group>
      <LoadErrorAlert show={deposits.isError}>{t('admin.common.loadError')}</LoadErrorAlert>
      {deposits.data?.results.length === 0 ? (
        <EmptyListState title={t('payments.deposits.empty')} />
      ) : (
        <DataTable
          minWidth={900}
          busy={deposits.isFetching}
          label={t('payments.deposits.tableLabel')}
          head={
            <>
              <Table.Th>{t('payments.deposits.columns.date')}</Table.Th>
              <Table.Th>{t('payments.deposits.columns.company')}</Table.Th>
              <Table.Th>{t('payments.deposits.columns.payerAndDescription')}</Table.Th>
              <Table.Th ta="right">{t('payments.deposits.columns.amount')}</Table.Th>
              <Table.Th>{t('payments.deposits.columns.accreditation')}</Table.Th>
              <Table.Th>{t('payments.deposits.columns.invoice')}</Table.Th>
              <Table.Th>{t('payments.deposits.columns.actions')}</Table.Th>
            </>
          }
        >
          {deposits.isPending ? <LoadingTableRow colSpan={COLUMNS} label={t('payments.deposits.loading')} /> : null}
          {deposits.data?.results.map((deposit) => (
            <DepositRow key={deposit.id} deposit={deposit} onManage={() => setManaged(deposit)} />
          ))}
        </DataTable>
      )}
      <PagingFooter
        total={deposits.data ? t('payments.deposits.total', { count: deposits.data.count }) : ''}
        pages={pages}
        page={Math.min(page, pages)}
        onPage={setPage}
        label={t('payments.deposits.pagination')}
      />
      <RecordTransferModal opened={dialog === 'record'} onClose={() => setDialog(null)} />
      <ImportStatementModal opened={dialog === 'import'} onClose={() => setDialog(null)} />
      <ManageDepositModal deposit={managed} onChange={setManaged} onClose={() => setManaged(null)} />
    </Stack>
  );
}
