import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emails } from '../db/schema/index.ts';

export async function emailsTo(db: Database, address: string) {
  return db.select().from(emails).where(eq(emails.toAddress, address)).orderBy(desc(emails.createdAt));
}

/** The `code` of the newest emailed link to `address` whose path ends with `pathEnd`. */
export async function emailedCode(db: Database, address: string, pathEnd: string): Promise<string> {
  for (const email of await emailsTo(db, address)) {
    const match = email.textBody.match(new RegExp(`https?://\\S+${pathEnd}\\?code=([\\w%-]+)`));
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  throw new Error(`no ${pathEnd} link emailed to ${address}`);
}

export interface ReceivedMail {
  /** The envelope's recipients, comma-separated. */
  to: string;
  raw: string;
}

/**
 * An SMTP server on a free loopback port that keeps what it is sent, stopped after the file's tests. `hold` delays the
 * answer to a message (a slow mail server), `refuse` answers 550 to a recipient.
 */
export async function smtpCatcher(options: { hold?: (to: string) => number; refuse?: (address: string) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      callback(options.refuse?.(address.address) ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      let raw = '';
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to, raw });
        setTimeout(callback, options.hold?.(to) ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const { port } = smtp.server.address() as { port: number };
  return { received, url: `smtp://127.0.0.1:${port}` };
}

/** Polls `check` every 200 ms until it answers something, for at most `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
