import { PAYMENT_STATUSES, type PaymentStatus } from '@bb/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAYMENT_SORT, PAYMENT_SORTS, type PaymentSort } from '../api/payment-intents.ts';

/** What the payment history keeps in the URL query, so a reload or a shared link shows the same page. */
export interface PaymentListState {
  statuses: PaymentStatus[];
  company: string;
  hacker: string;
  /** Days as YYYY-MM-DD (the date pickers' values). */
  from: string | null;
  to: string | null;
  overdue: boolean;
  sort: PaymentSort;
  page: number;
}

/** The URL parameter of each field; `tab` stays the page's. */
const PARAMS = {
  statuses: 'status',
  company: 'company',
  hacker: 'hacker',
  from: 'from',
  to: 'to',
  overdue: 'overdue',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof PaymentListState, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const day = (raw: string | null): string | null => (raw !== null && DAY.test(raw) ? raw : null);

/** The state a query string holds; anything unknown or malformed is ignored (the list's defaults). */
export function readPaymentListState(params: URLSearchParams): PaymentListState {
  const page = Number(params.get(PARAMS.page));
  const statuses = (params.get(PARAMS.statuses) ?? '')
    .split(',')
    .filter((value): value is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(value));
  const sort = params.get(PARAMS.sort);
  return {
    statuses: [...new Set(statuses)],
    company: params.get(PARAMS.company) ?? '',
    hacker: params.get(PARAMS.hacker) ?? '',
    from: day(params.get(PARAMS.from)),
    to: day(params.get(PARAMS.to)),
    overdue: params.get(PARAMS.overdue) === 'true',
    sort: (PAYMENT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as PaymentSort) : DEFAULT_PAYMENT_SORT,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

function isDefault(key: keyof PaymentListState, value: PaymentListState[keyof PaymentListState]): boolean {
  if (key === 'sort') return value === DEFAULT_PAYMENT_SORT;
  if (key === 'page') return value === 1;
  if (Array.isArray(value)) return value.length === 0;
  return value === null || value === '' || value === false;
}

/**
 * The payment history's filters, sort and page in the URL query. Any change but the page's goes
 * back to page 1 (spec part 2 section 9); default values leave the URL.
 */
export function usePaymentListParams(): [PaymentListState, (next: Partial<PaymentListState>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readPaymentListState(searchParams), [searchParams]);
  const update = useCallback(
    (next: Partial<PaymentListState>) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(next) as [keyof PaymentListState, PaymentListState[keyof PaymentListState]][]) {
            if (isDefault(key, value)) params.delete(PARAMS[key]);
            else params.set(PARAMS[key], Array.isArray(value) ? value.join(',') : String(value));
          }
          if (!('page' in next)) params.delete(PARAMS.page);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [state, update];
}
