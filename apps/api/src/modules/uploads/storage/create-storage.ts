import type { AppConfig } from '../../../config.ts';
import { createLocalStorage, type LocalFileStorage } from './local-storage.ts';
import { createS3Storage, type S3FileStorage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';
import { uploadUrlSigner } from './upload-url.ts';

/** The local directory by default, an S3-compatible bucket when S3_* is configured. */
export function createStorage(config: AppConfig): FileStorage {
  if (config.storage.kind === 's3') return createS3Storage(config.storage.s3);
  return createLocalStorage({ directory: config.storage.directory, signer: uploadUrlSigner(config.sessionSecret, config.previousSessionSecrets) });
}

/** Whether uploads arrive through this API's signed PUT route. */
export function receivesUploads(storage: FileStorage): storage is LocalFileStorage {
  return storage.kind === 'local' && 'stage' in storage;
}

/** Whether uploads go straight to a bucket and must be checked after the fact. */
export function isRemoteStorage(storage: FileStorage): storage is S3FileStorage {
  return storage.kind === 's3' && 'copy' in storage;
}
