import { randomUUID } from 'node:crypto';
import { UPLOAD_LIMITS, UPLOAD_RULES, type UploadLimit, type UploadPurpose } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/types.ts';
import { sanitizeFileName } from './file-name.ts';
import { slotKey } from './storage/storage-keys.ts';
import type { FileStorage } from './storage/storage.ts';
import { uploadsRepository, type NewUpload } from './uploads.repository.ts';

export interface PresignItem {
  contentType: string;
  contentLength: number;
  fileName: string;
}

export interface PresignedSlot {
  id: string;
  signedUrl: string;
  fileName: string;
  expiresAt: string;
}

/** `Image/PNG ` and `image/png` are the same type; S3 signs the exact string, so store one spelling. */
const normalizeType = (contentType: string) => contentType.trim().toLowerCase();

function checkItems(limit: UploadLimit, items: PresignItem[]) {
  if (items.length > limit.maxFiles) throw fieldError('items', 'validation.upload.count');
  if (items.some((item) => !limit.contentTypes.includes(item.contentType))) throw fieldError('items', 'validation.upload.type');
  if (items.some((item) => item.contentLength > limit.maxBytes)) throw new AppError('FILE_TOO_LARGE');
}

/** Issues upload slots: pending rows the browser fills through a signed URL within UPLOAD_RULES.slotTtlSeconds. */
export function presignService(deps: { db: Database; storage: FileStorage }) {
  const newSlot = (ownerId: string, purpose: UploadPurpose, item: PresignItem): NewUpload & { id: string; expiresAt: Date } => {
    const id = randomUUID();
    return {
      id,
      ownerId,
      purpose,
      fileName: sanitizeFileName(item.fileName),
      contentType: item.contentType,
      contentLength: item.contentLength,
      // The purpose decides; a client cannot make a private file public.
      isPublic: UPLOAD_LIMITS[purpose].public,
      storageKey: slotKey(deps.storage, id),
      status: 'pending',
      expiresAt: new Date(Date.now() + UPLOAD_RULES.slotTtlSeconds * 1000),
    };
  };

  const presignSlot = async (slot: ReturnType<typeof newSlot>): Promise<PresignedSlot> => ({
    id: slot.id,
    signedUrl: await deps.storage.presignPut({
      key: slot.storageKey,
      uploadId: slot.id,
      contentType: slot.contentType,
      contentLength: slot.contentLength,
      expiresAt: slot.expiresAt,
    }),
    fileName: slot.fileName,
    expiresAt: slot.expiresAt.toISOString(),
  });

  return {
    async presign(actor: Actor, input: { purpose: UploadPurpose; items: PresignItem[] }): Promise<PresignedSlot[]> {
      const items = input.items.map((item) => ({ ...item, contentType: normalizeType(item.contentType) }));
      checkItems(UPLOAD_LIMITS[input.purpose], items);
      return deps.db.transaction(async (tx) => {
        const uploads = uploadsRepository(tx);
        await uploads.lockOwner(actor.userId);
        const recent = await uploads.countRecent(actor.userId, UPLOAD_RULES.windowMinutes);
        if (recent + items.length > UPLOAD_RULES.maxSlotsPerWindow) throw new AppError('TOO_MANY_UPLOADS');
        const slots = items.map((item) => newSlot(actor.userId, input.purpose, item));
        await uploads.insertMany(slots);
        return Promise.all(slots.map(presignSlot));
      });
    },
  };
}

export type PresignService = ReturnType<typeof presignService>;
