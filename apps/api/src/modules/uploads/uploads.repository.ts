import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { UploadedFile } from './uploads.api.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;
export type UploadStatus = 'pending' | 'uploaded' | 'rejected';

const pending = (id: string) => and(eq(uploads.id, id), eq(uploads.status, 'pending' satisfies UploadStatus));

export function uploadsRepository(db: Executor) {
  return {
    async findById(id: string): Promise<UploadRow | null> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row ?? null;
    },

    async describe(ids: readonly string[]): Promise<UploadedFile[]> {
      if (!ids.length) return [];
      return db
        .select({ id: uploads.id, fileName: uploads.fileName, contentType: uploads.contentType, sha256: uploads.sha256 })
        .from(uploads)
        .where(inArray(uploads.id, [...ids]));
    },

    /** Serialises one owner's slot requests until the transaction ends, so the window count cannot be raced. */
    async lockOwner(ownerId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${ownerId}`}, 0))`);
    },

    /** Slots the owner created in the last `minutes` (database clock). */
    async countRecent(ownerId: string, minutes: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), gte(uploads.createdAt, sql`now() - make_interval(mins => ${minutes})`)));
      return row?.n ?? 0;
    },

    async insertMany(rows: NewUpload[]): Promise<void> {
      await db.insert(uploads).values(rows);
    },

    /** pending -> uploaded; false when the row was no longer pending. */
    async markUploaded(id: string, values: { contentLength: number; sha256: string; storageKey?: string }): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({ ...values, status: 'uploaded' satisfies UploadStatus, uploadedAt: new Date() })
        .where(pending(id))
        .returning({ id: uploads.id });
      return rows.length > 0;
    },

    /** pending -> rejected; false when the row was no longer pending. */
    async markRejected(id: string): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({ status: 'rejected' satisfies UploadStatus })
        .where(pending(id))
        .returning({ id: uploads.id });
      return rows.length > 0;
    },

    /** Records what an uploaded file belongs to; false when it is not (or no longer) uploaded. */
    async attach(id: string, kind: string, recordId: string): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({ attachedKind: kind, attachedId: recordId })
        .where(and(eq(uploads.id, id), eq(uploads.status, 'uploaded' satisfies UploadStatus)))
        .returning({ id: uploads.id });
      return rows.length > 0;
    },
  };
}

export type UploadsRepository = ReturnType<typeof uploadsRepository>;
