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
const POLL_MS = 1000;
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

  /** Writes one attempt's outcome, the endpoint's run of failures, and disables it (telling its admins) at the limit. */
  async function record(delivery: ClaimedDelivery, outcome: PostOutcome): Promise<void> {
    const ok = isSuccess(outcome);
    const next = ok ? null : retryAt(delivery.attempts);
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`
        update webhook_deliveries
           set status = ${ok ? 'delivered' : next ? 'pending' : 'failed'}, next_attempt_at = ${next?.toISOString() ?? null}::timestamptz,
               claimed_until = null, response_status = ${outcome.status}, response_ms = ${outcome.ms},
               error = ${ok ? null : (outcome.error ?? `HTTP ${outcome.status}`)}, last_attempt_at = ${clock.now().toISOString()}::timestamptz
         where id = ${delivery.id}`);
      if (ok) await tx.execute(sql`update webhook_endpoints set consecutive_failures = 0 where id = ${delivery.endpoint_id}`);
      else await countFailure(tx, delivery);
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

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    let outcome: PostOutcome;
    try {
      outcome = await attempt(delivery);
    } catch (error) {
      outcome = { status: null, ms: 0, error: String(error).slice(0, 500) };
    }
    await record(delivery, outcome);
  }

  /** One claimed batch, sent in parallel; answers how many were claimed. */
  async function sendBatch(): Promise<number> {
    const batch = await claim(deps.db, null);
    await Promise.all(batch.map(deliver));
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
      const [delivery] = await claim(deps.db, id);
      if (!delivery) return false;
      await deliver(delivery);
      return true;
    },
    start: () => loop.start(),
    wake: () => loop.wake(),
    stop: () => loop.stop(),
  };
}
export type WebhookSender = ReturnType<typeof webhookSender>;
