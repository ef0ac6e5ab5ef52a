import { HACKER_ACTION_STATUSES, PAID_OUT_STATUSES, PAYMENT_STATUSES, type PaymentStatus } from '@bb/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { WALLET_SORTS, type WalletSort } from '../api/payment-intents.ts';

/** The wallet's two lists: every payment, and those handed to the bank (or paid outside it). */
export type WalletTab = 'rewards' | 'withdrawals';
export const WALLET_TABS = ['rewards', 'withdrawals'] as const satisfies readonly WalletTab[];

/** The statuses of the Withdrawals tab: the transfer left the platform. */
export const WITHDRAWAL_STATUSES: readonly PaymentStatus[] = PAID_OUT_STATUSES;

/** "Needs you": the payments waiting for the hacker (settings, confirmation, signed receipt, IBAN). */
export const NEEDS_ACTION = 'needsAction';
export type WalletStatusFilter = PaymentStatus | typeof NEEDS_ACTION;

/** The choices of the status filter on each tab. */
export function statusChoices(tab: WalletTab): readonly WalletStatusFilter[] {
  return tab === 'rewards' ? [NEEDS_ACTION, ...PAYMENT_STATUSES] : WITHDRAWAL_STATUSES;
}

/** The statuses one list asks for: the tab's own, narrowed by the filter. */
export function statusesOf(tab: WalletTab, filter: WalletStatusFilter | null): readonly PaymentStatus[] {
  if (filter === NEEDS_ACTION) return HACKER_ACTION_STATUSES;
  if (filter !== null) return [filter];
  return tab === 'withdrawals' ? WITHDRAWAL_STATUSES : [];
}

/** What the wallet keeps in its URL query, so a reload or a shared link shows the same list and payment. */
export interface WalletListState {
  status: WalletStatusFilter | null;
  /** Part of the report's title. */
  search: string;
  /** Days as YYYY-MM-DD (the date pickers' values). */
  from: string | null;
  to: string | null;
  sort: WalletSort;
  page: number;
  /** The payment whose detail is open. */
  payment: string | null;
}

const PARAMS = {
  status: 'status',
  search: 'search',
  from: 'from',
  to: 'to',
  sort: 'sort',
  page: 'page',
  payment: 'payment',
} as const satisfies Record<keyof WalletListState, string>;

const DEFAULT_SORT: WalletSort = '-date';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

const matching = (pattern: RegExp, raw: string | null): string | null => (raw !== null && pattern.test(raw) ? raw : null);

/** The state a query string holds for a tab; anything unknown, malformed or foreign to the tab is ignored. */
export function readWalletListState(params: URLSearchParams, tab: WalletTab): WalletListState {
  const page = Number(params.get(PARAMS.page));
  return {
    status: oneOf(statusChoices(tab), params.get(PARAMS.status)),
    search: params.get(PARAMS.search) ?? '',
    from: matching(DAY, params.get(PARAMS.from)),
    to: matching(DAY, params.get(PARAMS.to)),
    sort: oneOf(WALLET_SORTS, params.get(PARAMS.sort)) ?? DEFAULT_SORT,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    payment: matching(UUID, params.get(PARAMS.payment)),
  };
}

/**
 * The wallet's filters, order, page and open payment in the URL query. A filter or order change goes
 * back to page 1; default values leave the URL; `tab` stays the page's.
 */
export function useWalletListParams(tab: WalletTab): [WalletListState, (next: Partial<WalletListState>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readWalletListState(searchParams, tab), [searchParams, tab]);
  const update = useCallback(
    (next: Partial<WalletListState>) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(next) as [keyof WalletListState, WalletListState[keyof WalletListState]][]) {
            const isDefault = value === null || value === '' || (key === 'sort' && value === DEFAULT_SORT) || (key === 'page' && value === 1);
            if (isDefault) params.delete(PARAMS[key]);
            else params.set(PARAMS[key], String(value));
          }
          const onlyPaging = Object.keys(next).every((key) => key === 'page' || key === 'payment');
          if (!onlyPaging) params.delete(PARAMS.page);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [state, update];
}

/** The link to the wallet's payments that wait for the hacker. */
export const NEEDS_ACTION_SEARCH = `?tab=rewards&${PARAMS.status}=${NEEDS_ACTION}`;
