import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError, toNetworkError } from '../../../lib/api-client.ts';
import { getLanguage } from '../../../lib/language.ts';
import { invalidatePayments } from './payment-keys.ts';

export type BeneficiariesFormat = 'xml' | 'csv';

/** Where a batch's file downloads from again (SEPA pain.001 XML or the beneficiaries CSV); nothing changes. */
export function beneficiariesFilePath(format: BeneficiariesFormat, batchId: string): string {
  return `/api/payments/beneficiaries.${format}?batch=${encodeURIComponent(batchId)}`;
}

/** The batch the export created and its file, as the API named it. */
export interface ExportedBatch {
  batchId: string | null;
  fileName: string;
  file: Blob;
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` first, then `filename`). */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || null;
}

/**
 * GET /api/payments/beneficiaries.xml without `batch`: the pending list becomes a batch (its
 * payments move to processing) and the answer is its SEPA file, with the batch's id in
 * `X-Batch-Id` (400 PAYMENT_BATCH_EMPTY when nothing waits). The api client reads JSON only, so
 * this call reads the headers and the bytes itself.
 */
export async function exportBeneficiaries(): Promise<ExportedBatch> {
  let response: Response;
  try {
    response = await fetch('/api/payments/beneficiaries.xml', {
      credentials: 'same-origin',
      headers: { Accept: 'application/xml, application/json', 'Accept-Language': getLanguage() },
    });
  } catch (error) {
    throw toNetworkError(error);
  }
  if (!response.ok) throw await toApiError(response);
  const batchId = response.headers.get('X-Batch-Id');
  const fileName = attachmentFileName(response.headers.get('Content-Disposition')) ?? (batchId ? `beneficiaries-${batchId}.xml` : 'beneficiaries.xml');
  return { batchId, fileName, file: await response.blob() };
}

/** Hands a downloaded file to the browser's save (a temporary blob link). */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Exports the next batch, saves its SEPA file, then refreshes the lists (their payments are processing now). */
export function useExportBeneficiaries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const exported = await exportBeneficiaries();
      saveFile(exported.file, exported.fileName);
      return exported;
    },
    onSettled: () => invalidatePayments(queryClient),
  });
}
