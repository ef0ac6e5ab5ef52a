import type { UploadPurpose } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../plugins/types.ts';

export interface AttachRequest {
  /** The user attaching the file: only their own uploads can be attached. */
  ownerId: string;
  uploadId: string;
  purpose: UploadPurpose;
  /** The request field that carried the id, for the 422 message. */
  field: string;
  /** What the file now belongs to, e.g. 'user_picture' with the user's id. */
  kind: string;
  recordId: string;
}

/** A stored file as other modules name it. */
export interface UploadedFile {
  id: string;
  fileName: string;
  contentType: string;
  /** Hex SHA-256 of the bytes; null for files stored before it was taken. */
  sha256: string | null;
}

/** Decides whether an actor may read private files attached to a record of one kind. */
export type UploadAccessPolicy = (actor: Actor, recordId: string) => Promise<boolean>;

/** What other modules use of uploads. */
export interface UploadsApi {
  /**
   * Checks that the upload is the owner's, finished and verified, and allowed for the purpose,
   * then records what it is attached to. Throws a 422 on `field` otherwise.
   */
  attach(request: AttachRequest, executor?: Executor): Promise<UploadedFile>;
  /** The name, type and fingerprint of files (for a record's attachment list); unknown ids are left out. */
  describe(ids: readonly string[], executor?: Executor): Promise<UploadedFile[]>;
  /** Registers who may read private files attached to records of `kind`. */
  registerAccessPolicy(kind: string, policy: UploadAccessPolicy): void;
}
