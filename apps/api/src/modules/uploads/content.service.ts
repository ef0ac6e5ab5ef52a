import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { byteCap, checkedChunks, contentCheck } from './content-check.ts';
import type { LocalFileStorage } from './storage/local-storage.ts';
import type { UploadUrlSigner } from './storage/upload-url.ts';
import { uploadsRepository, type UploadRow } from './uploads.repository.ts';

export interface ReceiveInput {
  uploadId: string;
  expires: string | undefined;
  signature: string | undefined;
  contentType: string | undefined;
  contentLength: string | undefined;
  body: Readable | undefined;
}

/** `text/markdown; charset=utf-8` declares `text/markdown`. */
const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase();

/** Receives the bytes of a slot PUT to its signed URL (local storage), checks them and marks the slot uploaded. */
export function contentService(deps: { db: Database; storage: LocalFileStorage; signer: UploadUrlSigner }) {
  const uploads = uploadsRepository(deps.db);

  /** The slot the URL grants, still open; anything else is 403 and says nothing about why. */
  async function openSlot(input: ReceiveInput): Promise<UploadRow> {
    const row = await uploads.findById(input.uploadId);
    const expires = Number(input.expires);
    if (!row || !input.signature || !Number.isSafeInteger(expires)) throw new AppError('FORBIDDEN');
    const claims = { uploadId: row.id, expires, contentType: row.contentType, contentLength: row.contentLength };
    if (!deps.signer.verify(claims, input.signature)) throw new AppError('FORBIDDEN');
    const now = Date.now();
    if (expires * 1000 <= now || row.expiresAt.getTime() <= now || row.status !== 'pending') throw new AppError('FORBIDDEN');
    return row;
  }

  async function reject(row: UploadRow, discard: () => Promise<void>): Promise<never> {
    await discard();
    await uploads.markRejected(row.id);
    throw new AppError('INVALID_FILE');
  }

  return {
    async receive(input: ReceiveInput): Promise<UploadRow> {
      const row = await openSlot(input);
      if (!input.body || mediaType(input.contentType) !== row.contentType) throw new AppError('INVALID_FILE');
      const maxBytes = byteCap(row);
      if (Number(input.contentLength) > maxBytes) throw new AppError('FILE_TOO_LARGE');

      const check = contentCheck(row.contentType);
      const hash = createHash('sha256');
      const staged = await deps.storage.stage(row.storageKey, checkedChunks(input.body, check, maxBytes, hash));
      if (!(await check.matches())) return reject(row, staged.discard);

      // Two PUTs may race for one slot: only the one that flips it from pending keeps its bytes.
      const stored = await deps.db
        .transaction(async (tx) => {
          if (!(await uploadsRepository(tx).markUploaded(row.id, { contentLength: staged.size, sha256: hash.digest('hex') }))) return false;
          await staged.commit();
          return true;
        })
        .catch(async (error: unknown) => {
          await staged.discard();
          throw error;
        });
      if (!stored) {
        await staged.discard();
        throw new AppError('FORBIDDEN');
      }
      return row;
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
