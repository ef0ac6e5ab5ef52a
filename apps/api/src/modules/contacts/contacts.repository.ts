import type { Executor } from '../../db/client.ts';
import { contactRequests } from '../../db/schema/index.ts';

export type NewContactRequest = typeof contactRequests.$inferInsert;

export function contactsRepository(db: Executor) {
  return {
    async insert(values: NewContactRequest): Promise<{ id: string; kind: NewContactRequest['kind']; createdAt: Date }> {
      const [row] = await db
        .insert(contactRequests)
        .values(values)
        .returning({ id: contactRequests.id, kind: contactRequests.kind, createdAt: contactRequests.createdAt });
      return row!;
    },
  };
}
