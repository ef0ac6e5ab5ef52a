/**
 * The mailer: sends the stored emails after their transaction commits, in batches over pooled SMTP connections. Each
 * lane (account mail, notifications) has its own loop and its own connections, so a burst of notifications never
 * delays an activation code. A batch is claimed for a while (claimed_until, in a short transaction: SKIP LOCKED lets
 * several instances share the queue), sent, then marked sent; a failure is retried with backoff and marked failed
 * after its last attempt. Without SMTP_URL the emails are kept as "stored" for the development mailbox. The loops run
 * right after this instance's writes (`wake`) and poll for the rest.
 */
import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { EMAIL_LANES, type EmailLane } from '../../db/schema/index.ts';
import { wakeLoop } from '../../jobs/wake-loop.ts';
import type { OptOutLinksOf } from './email.service.ts';

const BATCH = 50;
const MAX_ATTEMPTS = 6;
/** Other instances' emails and retries coming due are found by polling; this instance's are sent at once (`wake`). */
const POLL_MS = 500;
/** How long a claimed batch is held: past it, a mailer that died lets its emails go to another one. */
const CLAIM_SECONDS = 120;
/** Connections per lane: notifications are many, account mail is a trickle that must never queue behind them. */
const CONNECTIONS: Record<EmailLane, number> = { account: 2, notification: 5 };
/** Backoff after the nth failed attempt: 1, 4, 16 ... minutes. */
const retryMinutes = (attempts: number) => 4 ** (attempts - 1);

interface ClaimedEmail extends Record<string, unknown> {
  id: string;
  user_id: string | null;
  template: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

async function claim(db: Database, lane: EmailLane): Promise<ClaimedEmail[]> {
  const { rows } = await db.execute<ClaimedEmail>(sql`
    update emails set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1
     where id in (
       select id from emails
        where status = 'queued' and priority = ${EMAIL_LANES[lane]} and next_attempt_at <= now()
          and (claimed_until is null or claimed_until < now())
        order by next_attempt_at
        limit ${BATCH}
        for update skip locked)
    returning id, user_id, template, to_address, subject, text_body, html_body, attempts`);
  return rows;
}

async function markDone(db: Database, ids: readonly string[], status: 'sent' | 'stored'): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update emails set status = ${status}, sent_at = case when ${status} = 'sent' then now() end, claimed_until = null, error = null
     where id in ${ids}`);
}

async function markFailed(db: Database, email: ClaimedEmail, error: unknown): Promise<void> {
  const last = email.attempts >= MAX_ATTEMPTS;
  await db.execute(sql`
    update emails set claimed_until = null, error = ${String(error).slice(0, 2000)},
           status = ${last ? 'failed' : 'queued'}, next_attempt_at = now() + make_interval(mins => ${retryMinutes(email.attempts)})
     where id = ${email.id}`);
}

/**
 * The one-click unsubscribe headers (RFC 2369, RFC 8058) of an email a setting stops, signed when it leaves: mail
 * providers show an unsubscribe button and POST `List-Unsubscribe=One-Click` to the link. Other emails have none.
 */
function headersOf(email: ClaimedEmail, optOutLinks: OptOutLinksOf | undefined): Record<string, string> {
  const links = optOutLinks?.(email.user_id, email.template);
  return links ? { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
}

export function mailer(deps: {
  db: Database;
  smtpUrl?: string | undefined;
  from: string;
  optOutLinks?: OptOutLinksOf | undefined;
  log: { error(object: object, message: string): void };
}) {
  const transports = new Map<EmailLane, Transporter>();
  const transportOf = (lane: EmailLane): Transporter | null => {
    if (!deps.smtpUrl) return null;
    let transport = transports.get(lane);
    if (!transport) {
      transport = nodemailer.createTransport({ url: deps.smtpUrl, pool: true, maxConnections: CONNECTIONS[lane], maxMessages: 500 });
      transports.set(lane, transport);
    }
    return transport;
  };

  /** One claimed batch of a lane, sent in parallel over the lane's pool; answers how many were claimed. */
  async function sendBatch(lane: EmailLane): Promise<number> {
    const batch = await claim(deps.db, lane);
    const transport = transportOf(lane);
    if (!transport) {
      await markDone(
        deps.db,
        batch.map((email) => email.id),
        'stored',
      );
      return batch.length;
    }
    const results = await Promise.allSettled(
      batch.map((email) =>
        transport.sendMail({
          from: deps.from,
          to: email.to_address,
          subject: email.subject,
          text: email.text_body,
          html: email.html_body,
          headers: headersOf(email, deps.optOutLinks),
        }),
      ),
    );
    const sent = batch.filter((_email, index) => results[index]!.status === 'fulfilled').map((email) => email.id);
    await markDone(deps.db, sent, 'sent');
    for (const [index, result] of results.entries()) {
      if (result.status === 'rejected') {
        deps.log.error({ err: result.reason, emailId: batch[index]!.id }, 'email not sent');
        await markFailed(deps.db, batch[index]!, result.reason);
      }
    }
    return batch.length;
  }

  /** Sends a lane's queue until nothing is due. */
  async function runLane(lane: EmailLane): Promise<void> {
    while ((await sendBatch(lane)) > 0);
  }

  // One loop per lane: account mail never waits for a notification batch.
  const loops = (['account', 'notification'] as const).map((lane) =>
    wakeLoop({ name: `mailer ${lane}`, pollMs: POLL_MS, run: () => runLane(lane), log: deps.log }),
  );

  return {
    /** Sends everything due now, both lanes (tests; the loop does it in the background). */
    async drain(): Promise<void> {
      await Promise.all([runLane('account'), runLane('notification')]);
    },

    /** The background loops (see wakeLoop); `wake` after a write that stored emails commits. */
    start() {
      for (const loop of loops) loop.start();
    },

    wake() {
      for (const loop of loops) loop.wake();
    },

    async stop() {
      for (const loop of loops) await loop.stop();
      for (const transport of transports.values()) transport.close();
      transports.clear();
    },
  };
}
export type Mailer = ReturnType<typeof mailer>;
