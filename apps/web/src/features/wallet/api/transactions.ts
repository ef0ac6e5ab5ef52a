import { toListQueryString, type CappedListPage, type Transaction, type TransactionType } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, listQuery } from '../../../lib/api-client.ts';
import { dayBound } from '../../../lib/dates.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

export interface TransactionsParams {
  /** A super admin's view of one company; a company user always gets their own wallet. */
  companyId?: string;
  type: TransactionType | null;
  /** Days as YYYY-MM-DD, sent as the start of `from` and the end of `to`. */
  from: string | null;
  to: string | null;
  page: number;
  size: number;
}

/** The query string of the wallet movements: newest first, filtered by type and date. */
export function transactionsQueryString(params: TransactionsParams): string {
  return toListQueryString({
    filters: { company: params.companyId, type: params.type, date__gte: dayBound(params.from, false), date__lte: dayBound(params.to, true) },
    sort: '-date',
    page: params.page,
    size: params.size,
  });
}

/** GET /api/banking/transactions: wallet movements, newest first, filtered by type and date. */
export function fetchTransactions(params: TransactionsParams): Promise<CappedListPage<Transaction>> {
  return api.GET('/api/banking/transactions', listQuery(transactionsQueryString(params)));
}

export function transactionsQueryOptions(params: TransactionsParams) {
  return queryOptions({
    queryKey: [...sharedQueryKeys.transactions, params] as const,
    queryFn: () => fetchTransactions(params),
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(params: TransactionsParams) {
  return useQuery(transactionsQueryOptions(params));
}
