import type { PaymentIntent } from '@bb/domain';
import { Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportMenu } from '../../../components/csv-export-menu.tsx';
import { EmptyListState, listTotal, LoadErrorAlert, PagingFooter, pageCount } from '../../../components/paged-table.tsx';
import { dayBound } from '../../../lib/dates.ts';
import { paymentIntentsQueryString, usePaymentIntents, type PaymentIntentsParams } from '../api/payment-intents.ts';
import { BankBatchPanel } from './bank-batch-panel.tsx';
import { HackerPaymentsList } from './hacker-payments-list.tsx';
import { PaymentDetailModal } from './payment-detail-modal.tsx';
import { PaymentFilters } from './payment-filters.tsx';
import { usePaymentListParams } from './use-payment-list-params.ts';

const PAGE_SIZE = 10;

/**
 * The Hackers tab (spec part 2 section 2): the next bank batch above the payment history, whose
 * filters, order and page live in the URL; a payment opens in its detail and approval dialog.
 */
export function HackerPaymentsTab() {
  const { t } = useTranslation();
  const [state, update] = usePaymentListParams();
  const [openId, setOpenId] = useState<string | null>(null);
  const params: PaymentIntentsParams = {
    statuses: state.statuses,
    companyName: state.company,
    hacker: state.hacker,
    createdFrom: dayBound(state.from, false),
    createdTo: dayBound(state.to, true),
    overdue: state.overdue,
    sort: state.sort,
    page: state.page,
    size: PAGE_SIZE,
  };
  const payments = usePaymentIntents(params);
  const count = payments.data?.count;
  const pages = pageCount(payments.data, PAGE_SIZE);
  const empty = payments.data?.results.length === 0;
  const filtered = Boolean(state.statuses.length || state.company || state.hacker || state.from || state.to || state.overdue);

  // A page past the end (fewer payments since): go to the last one.
  useEffect(() => {
    if (empty && count !== undefined && count > 0 && state.page > pages) update({ page: pages });
  }, [empty, count, pages, state.page, update]);

  return (
    <Stack gap="lg">
      <BankBatchPanel onOpen={(payment: PaymentIntent) => setOpenId(payment.id)} />
      <Stack gap="md">
        <PaymentFilters state={state} onChange={update} />
        <Group justify="flex-end">
          <CsvExportMenu path="/api/payments/intents/export.csv" listQuery={paymentIntentsQueryString(params)} name="payments" />
        </Group>
        <LoadErrorAlert show={payments.isError}>{t('payments.hackers.loadError')}</LoadErrorAlert>
        {empty ? (
          <EmptyListState
            title={t(filtered ? 'payments.hackers.emptyFiltered' : 'payments.hackers.empty')}
            hint={filtered ? undefined : t('payments.hackers.emptyHint')}
          />
        ) : (
          <HackerPaymentsList
            payments={payments.data?.results}
            loading={payments.isPending}
            busy={payments.isFetching}
            onOpen={(payment) => setOpenId(payment.id)}
          />
        )}
        <PagingFooter
          total={count === undefined ? '' : listTotal(t, 'payments.hackers.total', { count, countCapped: payments.data?.countCapped })}
          pages={pages}
          page={Math.min(state.page, pages)}
          onPage={(page) => update({ page })}
          label={t('payments.hackers.pagination')}
        />
      </Stack>
      <PaymentDetailModal paymentId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
