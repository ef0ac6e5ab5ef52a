import { PAYMENT_RULES, type PaymentIntent } from '@bb/domain';
import { Anchor, Box, Button, Center, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CsvExportMenu } from '../../../components/csv-export-menu.tsx';
import { DataTable, EmptyListState, LoadErrorAlert, LoadingTableRow, PagingFooter, pageCount } from '../../../components/paged-table.tsx';
import { dayBound } from '../../../lib/dates.ts';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import { reportPath } from '../../../lib/paths.ts';
import { paymentIntentsQueryString, usePaymentIntents, type PaymentIntentsParams } from '../api/payment-intents.ts';
import { OverdueBadge, PaymentStatusBadge } from './payment-badges.tsx';
import { statusesOf, useWalletListParams, type WalletTab } from './use-wallet-list-params.ts';
import { WalletFilters } from './wallet-filters.tsx';
import { usePaymentReason } from '../../../lib/payment-reason.ts';

const PAGE_SIZE = 10;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const ROW_DIVIDER = { borderBottom: '1px solid var(--mantine-color-default-border)' } as const;

/** What the payment pays for: its report (a link), or the referral bonus. */
function PaymentSubject({ intent }: { intent: PaymentIntent }) {
  const { t } = useTranslation();
  if (!intent.report) return <Text size="sm">{t('hackerWallet.referralBonus')}</Text>;
  return (
    <>
      <Anchor component={Link} to={reportPath(intent.report.id)} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {intent.report.title}
      </Anchor>
      {/* Fix verification: the fee of a retest the hacker made, beside the report's reward. */}
      {intent.kind === 'retest' ? (
        <Text size="xs" c="dimmed">
          {t('hackerWallet.retestFee')}
        </Text>
      ) : null}
    </>
  );
}

const programName = (intent: PaymentIntent): string => intent.program?.name ?? intent.report?.programName ?? '—';
const subjectName = (intent: PaymentIntent, referral: string): string => intent.report?.title ?? referral;

function DueDate({ intent }: { intent: PaymentIntent }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span style={NO_WRAP}>{formatDate(intent.dueDate, 'short')}</span>
      {intent.overdue ? <OverdueBadge /> : null}
    </Group>
  );
}

function DetailsButton({ intent, onOpen }: { intent: PaymentIntent; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={() => onOpen(intent.id)}
      aria-label={t('hackerWallet.list.openDetail', { subject: subjectName(intent, t('hackerWallet.referralBonus')) })}
    >
      {t('hackerWallet.list.details')}
    </Button>
  );
}

/** A click anywhere on the row opens the detail too, except on its link and button. */
function openFromRow(event: MouseEvent<HTMLTableRowElement>, open: () => void) {
  if (event.target instanceof Element && event.target.closest('a, button')) return;
  open();
}

function PaymentRow({ intent, onOpen }: { intent: PaymentIntent; onOpen: (id: string) => void }) {
  return (
    <Table.Tr onClick={(event) => openFromRow(event, () => onOpen(intent.id))} style={{ cursor: 'pointer' }} data-payment={intent.id}>
      <Table.Td>
        <PaymentSubject intent={intent} />
      </Table.Td>
      <Table.Td>{programName(intent)}</Table.Td>
      <Table.Td ta="right" style={NO_WRAP}>
        {formatAmount(intent.bountyTotalAmount)}
      </Table.Td>
      <Table.Td ta="right" style={NO_WRAP}>
        {formatAmount(intent.transferAmount)}
      </Table.Td>
      <Table.Td>
        <DueDate intent={intent} />
      </Table.Td>
      <Table.Td style={NO_WRAP}>
        <PaymentStatusBadge status={intent.status} reason={intent.statusReason} />
      </Table.Td>
      <Table.Td ta="right">
        <DetailsButton intent={intent} onOpen={onOpen} />
      </Table.Td>
    </Table.Tr>
  );
}

/** On a phone, one card per payment: what it pays for, its state, then the amounts and the due date. */
function PaymentItem({ intent, onOpen }: { intent: PaymentIntent; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const reasonText = usePaymentReason();
  return (
    <Stack component="li" gap={6} py="sm" style={ROW_DIVIDER} data-payment={intent.id}>
      <PaymentSubject intent={intent} />
      <Group gap={6}>
        <PaymentStatusBadge status={intent.status} />
        {intent.overdue ? <OverdueBadge /> : null}
      </Group>
      {intent.statusReason ? (
        <Text size="xs" c="dimmed">
          {reasonText(intent.statusReason)}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {programName(intent)} · {t('hackerWallet.list.dueOn', { date: formatDate(intent.dueDate, 'short') })}
      </Text>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed">
            {t('hackerWallet.list.grossValue', { amount: formatAmount(intent.bountyTotalAmount) })}
          </Text>
          <Text size="sm" fw={600}>
            {t('hackerWallet.list.netValue', { amount: formatAmount(intent.transferAmount) })}
          </Text>
        </div>
        <DetailsButton intent={intent} onOpen={onOpen} />
      </Group>
    </Stack>
  );
}

/**
 * One tab of the wallet (spec part 2 section 2): the payments of the tab's statuses, filtered by
 * status, report title and date (sent 1 s after the last change, spec section 9), in pages of 10;
 * a table from `xs` up, cards on a phone. Opening a payment puts it in the URL.
 */
export function PaymentsList({ tab }: { tab: WalletTab }) {
  const { t } = useTranslation();
  const [state, update] = useWalletListParams(tab);
  const filters = JSON.stringify({ statuses: statusesOf(tab, state.status), search: state.search.trim(), from: state.from, to: state.to });
  const [sentFilters] = useDebouncedValue(filters, PAYMENT_RULES.filterDebounceMs);
  const sent = JSON.parse(sentFilters) as Pick<PaymentIntentsParams, 'statuses' | 'search'> & { from: string | null; to: string | null };
  const params: PaymentIntentsParams = {
    ...sent,
    from: dayBound(sent.from, false),
    to: dayBound(sent.to, true),
    sort: state.sort,
    page: state.page,
    size: PAGE_SIZE,
  };
  const payments = usePaymentIntents(params);
  const count = payments.data?.count;
  const pages = pageCount(payments.data, PAGE_SIZE);
  const empty = payments.data?.results.length === 0;
  const filtered = Boolean(state.status || state.search.trim() || state.from || state.to);
  const waiting = filters !== sentFilters;
  const open = (payment: string) => update({ payment });

  // A page past the end (fewer payments since, or the other tab's page): go to the last one.
  useEffect(() => {
    if (empty && count !== undefined && count > 0 && state.page > pages) update({ page: pages });
  }, [empty, count, pages, state.page, update]);

  return (
    <Stack gap="md">
      <WalletFilters tab={tab} state={state} onChange={update} />
      <Group justify="flex-end">
        <CsvExportMenu path="/api/payments/intents/export.csv" listQuery={paymentIntentsQueryString(params)} name="payments" />
      </Group>
      <LoadErrorAlert show={payments.isError}>{t('hackerWallet.list.loadError')}</LoadErrorAlert>
      {empty && !waiting ? (
        <EmptyListState
          title={t(filtered ? 'hackerWallet.list.emptyFiltered' : `hackerWallet.list.empty.${tab}`)}
          hint={filtered ? undefined : t(`hackerWallet.list.emptyHint.${tab}`)}
        />
      ) : (
        <>
          <Box visibleFrom="xs">
            <DataTable
              minWidth={860}
              busy={payments.isFetching || waiting}
              label={t(`hackerWallet.list.tableLabel.${tab}`)}
              head={
                <>
                  <Table.Th>{t('hackerWallet.columns.report')}</Table.Th>
                  <Table.Th>{t('hackerWallet.columns.program')}</Table.Th>
                  <Table.Th ta="right">{t('hackerWallet.columns.gross')}</Table.Th>
                  <Table.Th ta="right">{t('hackerWallet.columns.net')}</Table.Th>
                  <Table.Th>{t('hackerWallet.columns.dueDate')}</Table.Th>
                  <Table.Th>{t('hackerWallet.columns.status')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden component="span">{t('hackerWallet.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </>
              }
            >
              {payments.isPending ? <LoadingTableRow colSpan={7} label={t('hackerWallet.list.loading')} /> : null}
              {payments.data?.results.map((intent) => (
                <PaymentRow key={intent.id} intent={intent} onOpen={open} />
              ))}
            </DataTable>
          </Box>
          <Box hiddenFrom="xs">
            {payments.isPending ? (
              <Center py="md" role="status">
                <Loader size="sm" role="progressbar" aria-label={t('hackerWallet.list.loading')} />
              </Center>
            ) : null}
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t(`hackerWallet.list.tableLabel.${tab}`)}>
              {payments.data?.results.map((intent) => (
                <PaymentItem key={intent.id} intent={intent} onOpen={open} />
              ))}
            </Stack>
          </Box>
        </>
      )}
      <PagingFooter
        total={count === undefined ? '' : t('hackerWallet.list.total', { count })}
        pages={pages}
        page={Math.min(state.page, pages)}
        onPage={(page) => update({ page })}
        label={t('hackerWallet.list.pagination')}
      />
    </Stack>
  );
}
