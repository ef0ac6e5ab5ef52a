/** Issues the FatturaPA invoice of an accredited transfer, numbered without gaps per year. */
import type { PlatformIdentity } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import type { CompanyRecord } from '../companies/companies.api.ts';
import { buildFatturaPa, invoiceFileName } from './fatturapa/fatturapa.ts';
import { transfersRepository, type InvoiceRow, type TransferRow } from './transfers.repository.ts';

/** Today's date in Italy, where the invoice is issued (YYYY-MM-DD). */
export function italianToday(now = clock.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The SDI file progressive (also the ProgressivoInvio): at most 5 letters and digits, unique per
 * sender. Year and sequence in base 36 stay unique up to a million invoices a year until 2060.
 */
export function transmissionIdFor(year: number, sequence: number): string {
  return ((year - 2000) * 1_000_000 + sequence).toString(36).toUpperCase().padStart(5, '0');
}

export interface InvoiceAmounts {
  taxableCents: number;
  vatCents: number;
  vatRatePercent: number;
  vatExempt: boolean;
}

export async function issueInvoice(
  tx: Executor,
  platform: PlatformIdentity,
  transfer: TransferRow,
  company: CompanyRecord,
  amounts: InvoiceAmounts,
): Promise<InvoiceRow> {
  const repository = transfersRepository(tx);
  const issueDate = italianToday();
  const year = Number(issueDate.slice(0, 4));
  const sequence = await repository.nextInvoiceSequence(year);
  const number = `${year}/${String(sequence).padStart(6, '0')}`;
  const transmissionId = transmissionIdFor(year, sequence);
  const xml = buildFatturaPa({
    supplier: platform,
    customer: company,
    number,
    issueDate,
    transmissionId,
    taxableCents: amounts.taxableCents,
    vatCents: amounts.vatCents,
    vatRatePercent: amounts.vatExempt ? 0 : amounts.vatRatePercent,
    vatExempt: amounts.vatExempt,
    description: `Ricarica wallet programmi bug bounty - bonifico del ${transfer.valueDate}`,
  });
  return repository.insertInvoice({
    transferId: transfer.id,
    companyId: company.id,
    year,
    sequence,
    number,
    issueDate,
    taxableCents: amounts.taxableCents,
    vatCents: amounts.vatCents,
    fileName: invoiceFileName(platform.vatNumber, transmissionId),
    xml,
  });
}
