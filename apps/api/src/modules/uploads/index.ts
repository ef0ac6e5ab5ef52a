import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { attachService } from './attach.service.ts';
import { contentService } from './content.service.ts';
import { accessPolicies, downloadService } from './download.service.ts';
import { presignService } from './presign.service.ts';
import { remoteVerifier } from './remote-verifier.ts';
import { isRemoteStorage, receivesUploads } from './storage/create-storage.ts';
import type { FileStorage } from './storage/storage.ts';
import { uploadUrlSigner } from './storage/upload-url.ts';
import { uploadContentRoutes } from './upload-content.routes.ts';
import type { UploadsApi } from './uploads.api.ts';
import { uploadsRoutes } from './uploads.routes.ts';

export type { UploadsApi } from './uploads.api.ts';

export async function uploadsModule(app: FastifyInstance, deps: { config: AppConfig; db: Database; storage: FileStorage }): Promise<UploadsApi> {
  const { db, storage } = deps;
  const policies = accessPolicies();
  const verifier = isRemoteStorage(storage) ? remoteVerifier({ db, storage }) : null;
  const attach = attachService({ db, verifier });

  uploadsRoutes(app, { presign: presignService({ db, storage }), downloads: downloadService({ db, storage, policies, verifier }) });
  // With S3 the browser PUTs to the bucket, so the API's signed PUT route exists only for local storage.
  if (receivesUploads(storage))
    await uploadContentRoutes(app, {
      content: contentService({ db, storage, signer: uploadUrlSigner(deps.config.sessionSecret, deps.config.previousSessionSecrets) }),
    });

  return { attach: attach.attach, describe: attach.describe, registerAccessPolicy: policies.register };
}
