import { contentDisposition } from './file-name.ts';
import type { UploadRow } from './uploads.repository.ts';

/** The PUT's answer: an explicit list of fields. */
export const presentUploadRef = (row: UploadRow) => ({ id: row.id, fileName: row.fileName });

/**
 * Headers of a served file. Nothing uploaded may run as a page of this origin: the stored type with
 * nosniff, a sandboxing CSP, and `attachment` for everything but images and PDF.
 */
export function fileHeaders(row: UploadRow, size: number): Record<string, string> {
  return {
    'content-type': row.contentType,
    'content-length': String(size),
    'x-content-type-options': 'nosniff',
    'content-disposition': contentDisposition(row.contentType, row.fileName),
    'content-security-policy': "sandbox; default-src 'none'",
    'cache-control': 'private, max-age=300',
  };
}
