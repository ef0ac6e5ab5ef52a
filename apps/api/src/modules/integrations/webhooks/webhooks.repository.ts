import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { WebhookEvent } from '@bb/domain';
import type { Executor } from '../../../db/client.ts';
import { companyMembers, users, webhookDeliveries, webhookEndpoints } from '../../../db/schema/index.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewDelivery = typeof webhookDeliveries.$inferInsert;

/** A company's endpoints (its id) or the platform-wide ones (null): every query is scoped by it. */
export type WebhookOwner = string | null;

const ownedBy = (owner: WebhookOwner): SQL => (owner === null ? isNull(webhookEndpoints.companyId) : eq(webhookEndpoints.companyId, owner));

/** Endpoints and their delivery log, always within one owner. */
export function webhooksRepository(db: Executor) {
  return {
    async list(owner: WebhookOwner): Promise<EndpointRow[]> {
      return db.select().from(webhookEndpoints).where(ownedBy(owner)).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
    },

    async count(owner: WebhookOwner): Promise<number> {
      const [row] = await db.select({ value: count() }).from(webhookEndpoints).where(ownedBy(owner));
      return row?.value ?? 0;
    },

    /** The owner's endpoint, locked for the change that follows; null when it is another owner's or gone. */
    async lock(owner: WebhookOwner, id: string): Promise<EndpointRow | null> {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), ownedBy(owner)))
        .for('update');
      return row ?? null;
    },

    async find(owner: WebhookOwner, id: string): Promise<EndpointRow | null> {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), ownedBy(owner)));
      return row ?? null;
    },

    /** Serialises the owner's creations (transaction-scoped), so two at once cannot both pass the count. */
    async lockOwner(owner: WebhookOwner): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${owner ?? 'platform'}`}))`);
    },

    async insert(values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<typeof webhookEndpoints.$inferInsert>): Promise<EndpointRow> {
      const [row] = await db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning();
      return row!;
    },

    async delete(id: string): Promise<void> {
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    async deliveries(endpointId: string, page: number, size: number): Promise<{ rows: DeliveryRow[]; count: number }> {
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
      return { rows, count: total?.value ?? 0 };
    },

    async delivery(endpointId: string, id: string): Promise<DeliveryRow | null> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
      return row ?? null;
    },

    async insertDelivery(values: NewDelivery): Promise<DeliveryRow> {
      const [row] = await db.insert(webhookDeliveries).values(values).returning();
      return row!;
    },

    /** Deliveries written for events; one already written for (endpoint, event, name) is left as it is. */
    async insertDeliveries(values: readonly NewDelivery[]): Promise<void> {
      if (values.length === 0) return;
      await db
        .insert(webhookDeliveries)
        .values([...values])
        .onConflictDoNothing();
    },

    /** A delivery due again now (redeliver): pending, its attempts kept. */
    async requeue(id: string, at: Date): Promise<void> {
      await db.update(webhookDeliveries).set({ status: 'pending', nextAttemptAt: at, claimedUntil: null }).where(eq(webhookDeliveries.id, id));
    },

    /** The active endpoints that may hear of events of these companies: theirs, and the platform-wide ones. */
    async listening(companyIds: readonly string[]): Promise<Pick<EndpointRow, 'id' | 'companyId' | 'events'>[]> {
      const columns = { id: webhookEndpoints.id, companyId: webhookEndpoints.companyId, events: webhookEndpoints.events };
      const theirs = companyIds.length > 0 ? sql`${webhookEndpoints.companyId} in ${companyIds}` : sql`false`;
      return db
        .select(columns)
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.active, true), sql`(${isNull(webhookEndpoints.companyId)} or ${theirs})`));
    },

    /** Who is told when an endpoint is disabled: the company's active administrators, or the super admins for a platform one. */
    async admins(owner: WebhookOwner): Promise<{ id: string; email: string; language: string }[]> {
      const columns = { id: users.id, email: users.email, language: users.language };
      const active = and(eq(users.isActive, true), eq(users.isBlocked, false), isNull(users.deactivatedAt));
      if (owner === null)
        return db
          .select(columns)
          .from(users)
          .where(and(active, eq(users.userType, 'superadmin')));
      return db
        .select(columns)
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(
          and(
            active,
            eq(companyMembers.companyId, owner),
            eq(companyMembers.role, 'ADMIN'),
            eq(companyMembers.isBlocked, false),
            eq(companyMembers.inviteStatus, 'accepted'),
          ),
        );
    },
  };
}
export type WebhooksRepository = ReturnType<typeof webhooksRepository>;

/** Whether an endpoint takes a public event name (used by the consumer on the rows `listening` gives). */
export const subscribes = (endpoint: { events: WebhookEvent[] }, event: WebhookEvent) => endpoint.events.includes(event);
