import type { Database, Executor } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { RemoteVerifier } from './remote-verifier.ts';
import type { AttachRequest, UploadedFile } from './uploads.api.ts';
import { uploadsRepository, type UploadRow } from './uploads.repository.ts';

const attachedElsewhere = (row: UploadRow, request: AttachRequest) =>
  row.attachedKind !== null && (row.attachedKind !== request.kind || row.attachedId !== request.recordId);

/** Attaches an owner's checked upload to a record (UploadsApi.attach). */
export function attachService(deps: { db: Database; verifier: RemoteVerifier | null }) {
  return {
    async attach(request: AttachRequest, executor: Executor = deps.db): Promise<UploadedFile> {
      const notAllowed = () => fieldError(request.field, 'validation.upload.notAllowed');
      const found = await uploadsRepository(executor).findById(request.uploadId);
      // Someone else's id answers like a wrong one, so ids cannot be probed.
      if (!found || found.ownerId !== request.ownerId || found.purpose !== request.purpose) throw notAllowed();
      if (found.status === 'rejected' || attachedElsewhere(found, request)) throw notAllowed();

      const row = deps.verifier ? await deps.verifier.settle(found) : found;
      if (row.status === 'pending') throw new AppError('UPLOAD_NOT_READY');
      if (row.status === 'rejected') throw new AppError('INVALID_FILE');
      if (!(await uploadsRepository(executor).attach(row.id, request.kind, request.recordId))) throw notAllowed();
      return { id: row.id, fileName: row.fileName, contentType: row.contentType, sha256: row.sha256 };
    },
    describe: (ids: readonly string[], executor: Executor = deps.db) => uploadsRepository(executor).describe(ids),
  };
}
