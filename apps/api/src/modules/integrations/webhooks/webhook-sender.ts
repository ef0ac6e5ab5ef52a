/**
 * The delivery worker, shaped like the mailer: deliveries are written by the event consumer (or a "send test"), then
 * a loop claims the due ones for a while (claimed_until, SKIP LOCKED: instances share the queue), POSTs them signed,
 * and records each outcome. A failure is retried after WEBHOOK_RULES.retryMinutes and failed after the last; an
 * endpoint whose attempts keep failing is disabled and its administrators get an email. Due times follow the API's
 * clock (tests move it); claims use the database's, like the mailer's.
 */
import { sql } from 'drizzle-orm';
import { WEBHOOK_HEADERS, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RULES, type Language } from '@bb/domain';
import type { Database, Executor } from '../../../db/client.ts';
import { clock } from '../../../lib/clock.ts';
import { unsealWithRing, type KeyRing } from '../../../lib/crypto.ts';
import { wakeLoop } from '../../../jobs/wake-loop.ts';
import type { EmailService } from '../../email/index.ts';
import { isSuccess, postJson, type PostOutcome } from './webhook-post.ts';
import { signatureHeader } from './webhook-signature.ts';
import { webhooksRepository } from './webhooks.repository.ts';

const BATCH = 20;
/**
 * The queue is read on this beat only. A write's own deliveries do not exist yet when the write answers (the dispatcher
 * writes them a moment later), so waking the sender then would only send the previous write's few, one small batch per
 * request; on the beat, a busy stream goes out in batches, with fewer statements and less work beside the requests.
 */
const POLL_MS = 500;
/** A claim outlives an attempt's deadline: past it, a worker that died lets the delivery go to another. */
const CLAIM_SECONDS = Math.ceil(WEBHOOK_RULES.timeoutMs / 1000) + 30;
const USER_AGENT = 'BugBounty-Webhooks/1';

interface ClaimedDelivery extends Record<string, unknown> {
  id: string;
  endpoint_id: string;
  company_id: string | null;
  event: string;
  payload: Record<string, unknown>;
  attempts: number;
  url: string;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_until: string | null;
}

async function claim(db: Database, only: string | null): Promise<ClaimedDelivery[]> {
  // One delivery asked for by name (a test, a redelivery) goes now, to a disabled endpoint too; the queue only to active ones.
  const which = only === null ? sql`e.active and d.next_attempt_at <= ${clock.now().toISOString()}::timestamptz` : sql`d.id = ${only}`;
  const { rows } = await db.execute<ClaimedDelivery>(sql`
    with due as (
      select d.id from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
       where d.status = 'pending' and ${which} and (d.claimed_until is null or d.claimed_until < now())
       order by d.next_attempt_at
       limit ${BATCH}
       for update of d skip locked)
    update webhook_deliveries d set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = d.attempts + 1
      from due, webhook_endpoints e
     where d.id = due.id and e.id = d.endpoint_id
    returning d.id, d.endpoint_id, e.company_id, d.event, d.payload, d.attempts, e.url, e.secret_sealed, e.previous_secret_sealed,
              e.previous_secret_until::text`);
  return rows;
}

/** The secrets that sign now: the current one, and the previous one while its overlap lasts. */
function secretsOf(keys: KeyRing, delivery: ClaimedDelivery): string[] {
  const current = unsealWithRing(keys, delivery.secret_sealed).plaintext;
  const previous = delivery.previous_secret_sealed;
  const until = delivery.previous_secret_until;
  const overlapping = previous !== null && until !== null && new Date(until) > clock.now();
  return overlapping ? [current, unsealWithRing(keys, previous).plaintext] : [current];
}

/** The body as sent: the delivery's id (the receiver's idempotency key) and what the consumer wrote. */
export const bodyOf = (delivery: { id: string; payload: unknown }) => JSON.stringify({ id: delivery.id, ...(delivery.payload as object) });

/** Where the next attempt stands after this one failed: its time, or null when it was the last. */
function retryAt(attempts: number): Date | null {
  if (attempts >= WEBHOOK_MAX_ATTEMPTS) return null;
  return new Date(clock.now().getTime() + WEBHOOK_RULES.retryMinutes[attempts - 1]! * 60_000);
}

export interface WebhookSenderDeps {
  db: Database;
  keys: KeyRing;
  email: EmailService;
  publicUrl: string;
  production: boolean;
  log: { error(object: object, message: string): void };
}

export function webhookSender(deps: WebhookSenderDeps) {
  async function attempt(delivery: ClaimedDelivery): Promise<PostOutcome> {
    const body = bodyOf(delivery);
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    return postJson({
      url: delivery.url,
      body,
      timeoutMs: WEBHOOK_RULES.timeoutMs,
      production: deps.production,
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        [WEBHOOK_HEADERS.event]: delivery.event,
        [WEBHOOK_HEADERS.delivery]: delivery.id,
        [WEBHOOK_HEADERS.signature]: signatureHeader(secretsOf(deps.keys, delivery), timestamp, body),
      },
    });
  }

  /**
   * Writes a batch's outcomes in one transaction: every delivery's row in one statement, the endpoints that answered
   * back to no failures in another (only those that had some), then each failure's count, which may disable its
   * endpoint and tell its admins. A delivery after a failure runs one statement per row; a healthy stream two in all.
   */
  async function record(attempts: readonly { delivery: ClaimedDelivery; outcome: PostOutcome }[]): Promise<void> {
    const at = clock.now().toISOString();
    const rows = attempts.map(({ delivery, outcome }) => {
      const ok = isSuccess(outcome);
      const next = ok ? null : retryAt(delivery.attempts);
      return {
        id: delivery.id,
        status: ok ? 'delivered' : next ? 'pending' : 'failed',
        next_attempt_at: next?.toISOString() ?? null,
        response_status: outcome.status,
        response_ms: outcome.ms,
        error: ok ? null : (outcome.error ?? `HTTP ${outcome.status}`),
      };
    });
    const healthy = [...new Set(attempts.filter(({ outcome }) => isSuccess(outcome)).map(({ delivery }) => delivery.endpoint_id))];
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`
        update webhook_deliveries d
           set status = v.status, next_attempt_at = v.next_attempt_at, claimed_until = null, response_status = v.response_status,
               response_ms = v.response_ms, error = v.error, last_attempt_at = ${at}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
               as v(id uuid, status text, next_attempt_at timestamptz, response_status int, response_ms int, error text)
         where d.id = v.id`);
      if (healthy.length > 0) await tx.execute(sql`update webhook_endpoints set consecutive_failures = 0 where id in ${healthy} and consecutive_failures > 0`);
      for (const { delivery, outcome } of attempts) if (!isSuccess(outcome)) await countFailure(tx, delivery);
    });
  }

  async function countFailure(tx: Executor, delivery: ClaimedDelivery): Promise<void> {
    const { rows } = await tx.execute<{ disabled: boolean }>(sql`
      update webhook_endpoints
         set consecutive_failures = consecutive_failures + 1,
             active = active and consecutive_failures + 1 < ${WEBHOOK_RULES.failuresBeforeDisabling},
             disabled_reason = case when active and consecutive_failures + 1 >= ${WEBHOOK_RULES.failuresBeforeDisabling} then 'failures' else disabled_reason end,
             disabled_at = case when active and consecutive_failures + 1 >= ${WEBHOOK_RULES.failuresBeforeDisabling} then now() else disabled_at end
       where id = ${delivery.endpoint_id}
      returning (disabled_reason = 'failures' and disabled_at = now()) as disabled`);
    if (rows[0]?.disabled) await tellDisabled(tx, delivery);
  }

  async function tellDisabled(tx: Executor, delivery: ClaimedDelivery): Promise<void> {
    const link = `${deps.publicUrl}/integrations`;
    for (const admin of await webhooksRepository(tx).admins(delivery.company_id)) {
      await deps.email.send(tx, {
        to: admin.email,
        userId: admin.id,
        language: admin.language as Language,
        template: 'webhookDisabled',
        data: { url: delivery.url, failures: WEBHOOK_RULES.failuresBeforeDisabling, link },
      });
    }
  }

  async function attemptSafely(delivery: ClaimedDelivery): Promise<{ delivery: ClaimedDelivery; outcome: PostOutcome }> {
    try {
      return { delivery, outcome: await attempt(delivery) };
    } catch (error) {
      return { delivery, outcome: { status: null, ms: 0, error: String(error).slice(0, 500) } };
    }
  }

  /** Sends claimed deliveries in parallel, then records their outcomes together. */
  async function deliver(batch: readonly ClaimedDelivery[]): Promise<void> {
    if (batch.length === 0) return;
    await record(await Promise.all(batch.map(attemptSafely)));
  }

  /** One claimed batch; answers how many were claimed. */
  async function sendBatch(): Promise<number> {
    const batch = await claim(deps.db, null);
    await deliver(batch);
    return batch.length;
  }

  async function runAll(): Promise<void> {
    while ((await sendBatch()) > 0);
  }

  const loop = wakeLoop({ name: 'webhook sender', pollMs: POLL_MS, run: runAll, log: deps.log });

  return {
    /** Sends everything due now (tests; the loop does it in the background). */
    drain: runAll,
    /** Sends one pending delivery now, whatever its due time ("send test", redeliver); false when it could not be claimed. */
    async sendNow(id: string): Promise<boolean> {
      const claimed = await claim(deps.db, id);
      await deliver(claimed);
      return claimed.length > 0;
    },
    start: () => loop.start(),
    /** Nothing: see POLL_MS (the app wakes every background worker after each write). */
    wake: () => undefined,
    stop: () => loop.stop(),
  };
}
export type WebhookSender = ReturnType<typeof webhookSender>;
