/**
 * Webhooks (issue 23): Demo Srl's admin has an active endpoint on a local address (nothing listens there in the demo:
 * its log shows a delivery in each state, as if a receiver had run once) and one the platform disabled after repeated
 * failures. Made through the API (so their secrets are sealed as any), the log rows written as the sender leaves them.
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { reports, webhookDeliveries, webhookEndpoints } from '../../src/db/schema/index.ts';
import type { DemoReportsContext } from './demo-reports.ts';

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

type DeliveryRow = typeof webhookDeliveries.$inferInsert;

/** A report of the company as a `report.created` delivery tells it (docs/webhooks.md). */
const createdPayload = (report: typeof reports.$inferSelect, at: Date) => ({
  type: 'report.created',
  createdAt: at.toISOString(),
  companyId: report.companyId,
  data: { report: { id: report.id, programId: report.programId, status: report.status, severity: report.severity } },
});

function activeLog(endpointId: string, recent: (typeof reports.$inferSelect)[]): DeliveryRow[] {
  const [first, second, third] = recent;
  const rows: DeliveryRow[] = [];
  if (first)
    rows.push({
      endpointId,
      event: 'report.created',
      payload: createdPayload(first, ago(180)),
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      responseMs: 84,
      createdAt: ago(180),
      lastAttemptAt: ago(180),
    });
  if (second)
    rows.push({
      endpointId,
      event: 'report.created',
      payload: createdPayload(second, ago(40)),
      status: 'pending',
      attempts: 2,
      responseStatus: 502,
      responseMs: 1210,
      error: 'HTTP 502',
      nextAttemptAt: new Date(Date.now() + 25 * MINUTE),
      createdAt: ago(40),
      lastAttemptAt: ago(5),
    });
  if (third)
    rows.push({
      endpointId,
      event: 'report.created',
      payload: createdPayload(third, ago(2000)),
      status: 'failed',
      attempts: 6,
      responseStatus: null,
      responseMs: 10_000,
      error: 'no answer within 10000 ms',
      createdAt: ago(2000),
      lastAttemptAt: ago(1150),
    });
  return rows;
}

function disabledLog(endpointId: string, recent: (typeof reports.$inferSelect)[]): DeliveryRow[] {
  return recent.map((report, index) => ({
    endpointId,
    event: 'report.created',
    payload: createdPayload(report, ago(3000 + index * 60)),
    status: 'failed' as const,
    attempts: 6,
    responseStatus: 404,
    responseMs: 35,
    error: 'HTTP 404',
    createdAt: ago(3000 + index * 60),
    lastAttemptAt: ago(1500 + index * 60),
  }));
}

export async function seedDemoWebhooks(context: DemoReportsContext, db: Database): Promise<string> {
  const admin = await context.user('companyAdmin');
  const active = await admin.post<{ id: string; companyId: string }>('/api/integrations/webhooks', {
    url: 'http://127.0.0.1:9/bugbounty/webhooks',
    events: ['report.created', 'report.status_changed', 'report.comment_added', 'report.reward_sent'],
    description: 'Ticket nel tracker interno',
  });
  const old = await admin.post<{ id: string }>('/api/integrations/webhooks', {
    url: 'http://127.0.0.1:9/vecchio-endpoint',
    events: ['program.state_changed'],
    description: 'Vecchia integrazione Slack',
  });
  const recent = await db.select().from(reports).where(eq(reports.companyId, active.companyId)).orderBy(desc(reports.createdAt)).limit(3);
  await db.insert(webhookDeliveries).values([...activeLog(active.id, recent), ...disabledLog(old.id, recent)]);
  await db
    .update(webhookEndpoints)
    .set({ active: false, disabledReason: 'failures', disabledAt: ago(1500), consecutiveFailures: 10 })
    .where(eq(webhookEndpoints.id, old.id));
  return 'Webhooks: Demo Srl has an active endpoint with a delivered, a pending and a failed delivery, and one disabled after repeated failures (Integrazioni)';
}
