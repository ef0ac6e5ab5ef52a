import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, companyDataChanges, users } from '../../db/schema/index.ts';

export type DataChangeRecord = typeof companyDataChanges.$inferSelect;
export type NewDataChange = typeof companyDataChanges.$inferInsert;

/** What a request's answer shows: the request, its company's name and who asked. */
const listed = { change: companyDataChanges, companyName: companies.name, requestedBy: users.username };
export type ListedDataChange = { change: DataChangeRecord; companyName: string; requestedBy: string | null };

/** How many requests the lists show: a company's history, the super admin's queue. */
const LIST_LIMIT = 50;

export function dataChangesRepository(db: Executor) {
  const select = () =>
    db
      .select(listed)
      .from(companyDataChanges)
      .innerJoin(companies, eq(companies.id, companyDataChanges.companyId))
      .leftJoin(users, eq(users.id, companyDataChanges.requestedBy));

  return {
    async lock(id: string): Promise<DataChangeRecord | null> {
      const [row] = await db.select().from(companyDataChanges).where(eq(companyDataChanges.id, id)).for('update');
      return row ?? null;
    },

    async insert(values: NewDataChange): Promise<DataChangeRecord> {
      const [row] = await db.insert(companyDataChanges).values(values).returning();
      return row!;
    },

    async decide(id: string, values: Pick<DataChangeRecord, 'status'> & Partial<Pick<DataChangeRecord, 'decidedBy' | 'decisionReason'>>): Promise<void> {
      await db
        .update(companyDataChanges)
        .set({ ...values, decidedAt: new Date() })
        .where(eq(companyDataChanges.id, id));
    },

    async pendingOf(companyId: string): Promise<DataChangeRecord | null> {
      const [row] = await db
        .select()
        .from(companyDataChanges)
        .where(and(eq(companyDataChanges.companyId, companyId), eq(companyDataChanges.status, 'pending')));
      return row ?? null;
    },

    async find(id: string): Promise<ListedDataChange | null> {
      const [row] = await select().where(eq(companyDataChanges.id, id));
      return row ?? null;
    },

    /** A company's requests, newest first. */
    ofCompany(companyId: string): Promise<ListedDataChange[]> {
      return select().where(eq(companyDataChanges.companyId, companyId)).orderBy(desc(companyDataChanges.requestedAt)).limit(LIST_LIMIT);
    },

    /** The requests waiting for a decision, oldest first (partial index). */
    pending(): Promise<ListedDataChange[]> {
      return select().where(eq(companyDataChanges.status, 'pending')).orderBy(asc(companyDataChanges.requestedAt)).limit(LIST_LIMIT);
    },
  };
}
