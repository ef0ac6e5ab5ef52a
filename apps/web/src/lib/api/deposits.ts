import { toListQueryString, type AccreditationStatus, type Deposit, type ListPage } from '@bb/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, listQuery } from '../api-client.ts';
import { sharedQueryKeys } from '../query-keys.ts';

/** The invoice filter of the super admin's list: still to send (the dashboard's count), sent, or skipped. */
export const INVOICE_FILTERS = ['toSend', 'sent', 'skipped'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

/**
 * The list filters of each: an invoice is to send once its transfer is accredited and until it is sent or skipped
 * (migration 0020's invoices_to_send); a skipped accreditation has no invoice at all, so "skipped" means the invoice's own.
 */
const INVOICE_QUERY: Record<InvoiceFilter, Record<string, string>> = {
  toSend: { accreditationStatus__eq: 'accredited', invoiceStatus__in: 'pending,generated' },
  sent: { invoiceStatus: 'sent' },
  skipped: { accreditationStatus__eq: 'accredited', invoiceStatus: 'skipped' },
};

export interface DepositsParams {
  accreditationStatus: AccreditationStatus | null;
  /** Super admin only. */
  invoice?: InvoiceFilter | null;
  /** Super admin only: part of the company's name. */
  companyName: string;
  /** Value dates as YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  page: number;
  size: number;
}

/** The query string of the deposits list (and of its CSV export): filters, newest value date first, the page. */
export function depositsQueryString(params: DepositsParams): string {
  return toListQueryString({
    filters: {
      accreditationStatus: params.accreditationStatus,
      ...(params.invoice ? INVOICE_QUERY[params.invoice] : {}),
      companyName__icontains: params.companyName.trim(),
      date__gte: params.from,
      date__lte: params.to,
    },
    sort: '-date',
    page: params.page,
    size: params.size,
  });
}

/**
 * GET /api/banking/company-transfers: incoming transfers, newest value date first. A company sees
 * its accredited ones, a super admin all of them.
 */
export function fetchDeposits(params: DepositsParams): Promise<ListPage<Deposit>> {
  return api.GET('/api/banking/company-transfers', listQuery(depositsQueryString(params)));
}

export function depositsQueryOptions(params: DepositsParams) {
  return queryOptions({ queryKey: [...sharedQueryKeys.deposits, params] as const, queryFn: () => fetchDeposits(params), placeholderData: keepPreviousData });
}

export function useDeposits(params: DepositsParams) {
  return useQuery(depositsQueryOptions(params));
}

/** Where the FatturaPA XML of a deposit's invoice downloads from (same-origin cookie auth). */
export function invoiceXmlPath(depositId: string): string {
  return `/api/banking/company-transfers/${encodeURIComponent(depositId)}/invoice.xml`;
}
