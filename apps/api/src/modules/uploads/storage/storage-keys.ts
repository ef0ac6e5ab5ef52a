import { randomBytes } from 'node:crypto';
import type { FileStorage } from './storage.ts';

/**
 * Where an upload's bytes live. With S3 the browser writes to `incoming/`, which its presigned URL can
 * overwrite until it expires; checked bytes are copied to `files/`, which no URL can reach.
 */
export const storageKeys = {
  incoming: (uploadId: string) => `incoming/${uploadId}`,
  verified: (uploadId: string) => `files/${uploadId}`,
  /** A fresh key per check, so two concurrent checks of one slot never write the same object. */
  checkedCopy: (uploadId: string) => `files/${uploadId}.${randomBytes(6).toString('hex')}`,
};

/** The key a new slot's bytes are written to. */
export function slotKey(storage: FileStorage, uploadId: string): string {
  return storage.kind === 's3' ? storageKeys.incoming(uploadId) : storageKeys.verified(uploadId);
}
