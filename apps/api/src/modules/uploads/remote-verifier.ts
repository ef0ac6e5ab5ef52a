import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { byteCap, contentCheck } from './content-check.ts';
import type { S3FileStorage } from './storage/s3-storage.ts';
import { storageKeys } from './storage/storage-keys.ts';
import { uploadsRepository, type UploadRow } from './uploads.repository.ts';

/**
 * With S3 the bytes never pass through the API, so a pending slot is settled when it is first used:
 * its object is copied where the presigned URL cannot overwrite it, and the copy's size and magic bytes
 * are checked before the row becomes uploaded.
 */
export function remoteVerifier(deps: { db: Database; storage: S3FileStorage }) {
  const uploads = uploadsRepository(deps.db);

  /** The copy's size and fingerprint when its bytes are of the declared type and within the cap, else null. */
  async function inspect(row: UploadRow, key: string): Promise<{ size: number; sha256: string } | null> {
    const file = await deps.storage.read(key);
    if (!file) return null;
    if (file.size === 0 || file.size > byteCap(row)) {
      file.stream.destroy();
      return null;
    }
    const check = contentCheck(row.contentType);
    const hash = createHash('sha256');
    // Read to the end (at most the 10 MB cap): the fingerprint covers every byte.
    for await (const chunk of file.stream as AsyncIterable<Buffer>) {
      if (check.wantsMore) check.update(chunk);
      hash.update(chunk);
    }
    return (await check.matches()) ? { size: file.size, sha256: hash.digest('hex') } : null;
  }

  async function reject(row: UploadRow, copyKey: string): Promise<UploadRow> {
    await Promise.all([deps.storage.remove(copyKey), deps.storage.remove(row.storageKey)]);
    await uploads.markRejected(row.id);
    return { ...row, status: 'rejected' };
  }

  return {
    /** The row after settling: uploaded, rejected, or still pending when nothing was uploaded. */
    async settle(row: UploadRow): Promise<UploadRow> {
      if (row.status !== 'pending') return row;
      const copyKey = storageKeys.checkedCopy(row.id);
      if (!(await deps.storage.copy(row.storageKey, copyKey))) return row;
      const inspected = await inspect(row, copyKey);
      if (inspected === null) return reject(row, copyKey);
      if (!(await uploads.markUploaded(row.id, { contentLength: inspected.size, sha256: inspected.sha256, storageKey: copyKey }))) {
        // Another request settled it first; keep its copy, drop ours.
        await deps.storage.remove(copyKey);
        return (await uploads.findById(row.id)) ?? row;
      }
      await deps.storage.remove(row.storageKey);
      return { ...row, status: 'uploaded', storageKey: copyKey, contentLength: inspected.size, sha256: inspected.sha256 };
    },
  };
}

export type RemoteVerifier = ReturnType<typeof remoteVerifier>;
