/**
 * The nightly retention of the delivery log: finished deliveries past WEBHOOK_RULES.deliveryRetentionDays go, in
 * batches, through their own index; pending ones (a retry waiting, a disabled endpoint's backlog) and recent ones stay.
 */
import { inArray, sql } from 'drizzle-orm';
import { WEBHOOK_RULES, type WebhookDeliveryStatus } from '@bb/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../../db/schema/index.ts';
import { clock } from '../../../lib/clock.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { DELIVERY_RETENTION_CRON, DELIVERY_RETENTION_QUEUE, deleteFinishedBefore, pruneFinishedDeliveries } from './webhook-retention.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);
const RETENTION = WEBHOOK_RULES.deliveryRetentionDays;

async function endpoint(active = true): Promise<string> {
  const [row] = await ctx.db
    .insert(webhookEndpoints)
    .values({ companyId: null, url: 'https://hooks.example.com/bb', events: ['report.created'], secretSealed: 'sealed', active })
    .returning({ id: webhookEndpoints.id });
  return row!.id;
}

interface DeliveryAt {
  status: WebhookDeliveryStatus;
  createdDaysAgo: number;
  /** null: never attempted. */
  lastAttemptDaysAgo: number | null;
  nextAttemptDaysAgo?: number;
}

async function deliveries(endpointId: string, rows: DeliveryAt[]): Promise<string[]> {
  const inserted = await ctx.db
    .insert(webhookDeliveries)
    .values(
      rows.map((row) => ({
        endpointId,
        event: 'ping',
        payload: {},
        status: row.status,
        attempts: row.lastAttemptDaysAgo === null ? 0 : 1,
        createdAt: daysAgo(row.createdDaysAgo),
        lastAttemptAt: row.lastAttemptDaysAgo === null ? null : daysAgo(row.lastAttemptDaysAgo),
        nextAttemptAt: row.nextAttemptDaysAgo === undefined ? null : daysAgo(row.nextAttemptDaysAgo),
      })),
    )
    .returning({ id: webhookDeliveries.id });
  return inserted.map((row) => row.id);
}

const remaining = async (ids: string[]) =>
  (await ctx.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids))).map((row) => row.id).sort();

describe('pruneFinishedDeliveries', () => {
  it('deletes finished deliveries past the retention, and keeps recent ones, redelivered ones and pending retries', async () => {
    const id = await endpoint();
    const old = await deliveries(id, [
      { status: 'delivered', createdDaysAgo: RETENTION + 1, lastAttemptDaysAgo: RETENTION + 1 },
      { status: 'failed', createdDaysAgo: RETENTION + 2, lastAttemptDaysAgo: RETENTION + 1 },
    ]);
    const kept = await deliveries(id, [
      { status: 'delivered', createdDaysAgo: RETENTION - 1, lastAttemptDaysAgo: RETENTION - 1 },
      // Written long ago, sent again yesterday: its log line is recent.
      { status: 'delivered', createdDaysAgo: 2 * RETENTION, lastAttemptDaysAgo: 1 },
      // A retry waiting: last attempt long ago, next one tomorrow.
      { status: 'pending', createdDaysAgo: 2 * RETENTION, lastAttemptDaysAgo: 2 * RETENTION, nextAttemptDaysAgo: -1 },
    ]);
    // A disabled endpoint's backlog goes out when it is turned back on (docs/webhooks.md).
    const backlog = await deliveries(await endpoint(false), [
      { status: 'pending', createdDaysAgo: 3 * RETENTION, lastAttemptDaysAgo: null, nextAttemptDaysAgo: 3 * RETENTION },
    ]);

    expect(await pruneFinishedDeliveries(ctx.db)).toBe(2);
    expect(await remaining([...old, ...kept, ...backlog])).toEqual([...kept, ...backlog].sort());
    expect(await pruneFinishedDeliveries(ctx.db)).toBe(0);
  });

  it('deletes a large backlog in several statements until none is left', async () => {
    const id = await endpoint();
    const many = await deliveries(
      id,
      Array.from({ length: 4_500 }, () => ({ status: 'delivered' as const, createdDaysAgo: RETENTION + 5, lastAttemptDaysAgo: RETENTION + 5 })),
    );
    expect(await pruneFinishedDeliveries(ctx.db)).toBe(4_500);
    expect(await remaining(many)).toEqual([]);
  });

  it('finds them through webhook_deliveries_finished_idx', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      // The test tables are too small for the planner to prefer any index: ask it which it would use.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${deleteFinishedBefore(daysAgo(RETENTION))}`);
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('webhook_deliveries_finished_idx');
  });
});

describe('the schedule', () => {
  it('runs the retention every night on an instance that runs jobs', async () => {
    const withJobs = await createTestApp({}, { runJobs: true });
    const { rows } = await withJobs.db.execute<{ cron: string; timezone: string }>(
      sql`select cron, timezone from pgboss.schedule where name = ${DELIVERY_RETENTION_QUEUE}`,
    );
    expect(rows).toEqual([{ cron: DELIVERY_RETENTION_CRON, timezone: 'Europe/Rome' }]);
  });
});
