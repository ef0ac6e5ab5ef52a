import type { Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/types.ts';
import type { RemoteVerifier } from './remote-verifier.ts';
import type { FileStorage } from './storage/storage.ts';
import type { UploadAccessPolicy } from './uploads.api.ts';
import { uploadsRepository, type UploadRow } from './uploads.repository.ts';

/** Who may read private files attached to each kind of record, registered by the modules that own those records. */
export function accessPolicies() {
  const policies = new Map<string, UploadAccessPolicy>();
  return {
    register(kind: string, policy: UploadAccessPolicy): void {
      if (policies.has(kind)) throw new Error(`An upload access policy for '${kind}' is already registered`);
      policies.set(kind, policy);
    },

    /** Public files: any signed-in user; private ones: the owner and whoever the attached record's policy allows. */
    async canRead(actor: Actor, row: UploadRow): Promise<boolean> {
      if (row.isPublic || row.ownerId === actor.userId) return true;
      const policy = row.attachedKind ? policies.get(row.attachedKind) : undefined;
      return Boolean(policy && row.attachedId && (await policy(actor, row.attachedId)));
    },
  };
}

export type AccessPolicies = ReturnType<typeof accessPolicies>;

export interface OpenedFile {
  row: UploadRow;
  stream: Readable;
  size: number;
}

/** Opens an uploaded file for a reader; anything they may not see is 404, like an id that does not exist. */
export function downloadService(deps: { db: Database; storage: FileStorage; policies: AccessPolicies; verifier: RemoteVerifier | null }) {
  const uploads = uploadsRepository(deps.db);
  return {
    async open(actor: Actor, id: string): Promise<OpenedFile> {
      const found = await uploads.findById(id);
      if (!found || !(await deps.policies.canRead(actor, found))) throw new AppError('NOT_FOUND');
      // An S3 owner may look at a file before attaching it; that first look checks it.
      const row = deps.verifier && found.ownerId === actor.userId ? await deps.verifier.settle(found) : found;
      if (row.status !== 'uploaded') throw new AppError('NOT_FOUND');
      const file = await deps.storage.read(row.storageKey);
      if (!file) throw new AppError('NOT_FOUND');
      return { row, ...file };
    },
  };
}

export type DownloadService = ReturnType<typeof downloadService>;
