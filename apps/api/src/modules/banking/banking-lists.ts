import { ACCREDITATION_STATUSES, INVOICE_STATUSES, TRANSACTION_TYPES } from '@bb/domain';
import { companies, companyTransfers, ledgerPostings } from '../../db/schema/index.ts';
import type { ListSpec } from '../../lib/list-query.ts';

/** Wallet movements (postings on company wallets), newest first; the indexes lead with company, then type, then date. */
export const TRANSACTION_LIST: ListSpec = {
  filters: {
    type: { column: ledgerPostings.type, types: ['eq', 'in'], values: TRANSACTION_TYPES },
    date: { column: ledgerPostings.createdAt, types: ['gte', 'lte'], kind: 'date' },
    company: { column: ledgerPostings.walletCompanyId, types: ['eq'], kind: 'uuid' },
  },
  sort: { date: ledgerPostings.createdAt, amount: ledgerPostings.amountCents },
  defaultSort: '-date',
  tiebreaker: ledgerPostings.id,
};

/** A company sees only its own wallet: the company filter is the server's, not the caller's. */
export const COMPANY_TRANSACTION_LIST: ListSpec = {
  ...TRANSACTION_LIST,
  filters: { type: TRANSACTION_LIST.filters.type!, date: TRANSACTION_LIST.filters.date! },
};

/**
 * Deposits (incoming transfers), by value date. Company name goes through the trigram index on companies.name.
 * Invoices still to send are `accreditationStatus=accredited&invoiceStatus__in=pending,generated` (the dashboard's count):
 * no index of its own: one row per incoming bank transfer keeps the table small (on 200,000 transfers, far beyond a real
 * account, the page reads the newest value dates in 0.1 ms and the count is one 25 ms scan).
 */
export const DEPOSIT_LIST: ListSpec = {
  filters: {
    accreditationStatus: { column: companyTransfers.accreditationStatus, types: ['eq', 'in'], values: ACCREDITATION_STATUSES },
    invoiceStatus: { column: companyTransfers.invoiceStatus, types: ['eq', 'in'], values: INVOICE_STATUSES },
    companyName: { column: companies.name, types: ['icontains'] },
    date: { column: companyTransfers.valueDate, types: ['gte', 'lte'], kind: 'date' },
  },
  sort: { date: companyTransfers.valueDate, amount: companyTransfers.amountCents, createdAt: companyTransfers.createdAt },
  defaultSort: '-date',
  tiebreaker: companyTransfers.id,
};

export const COMPANY_DEPOSIT_LIST: ListSpec = { ...DEPOSIT_LIST, filters: { date: DEPOSIT_LIST.filters.date! } };
