/**
 * `npm run bench:mail` (also run at the end of `npm run bench:writes`): how the mailer keeps up, and that account mail
 * never waits behind notifications. Starts a local SMTP sink and the production entry (src/server.ts) sending to it on
 * a fresh database, queues BENCH_MAIL_QUEUED (2,000) notification emails at once, as a busy dispatcher leaves them, then
 * signs a hacker up. Prints how long the activation email took to reach the sink, and how fast the notifications
 * drained. Targets: the activation within 5 s, the queue at 50 emails a second or more. Exits 1 when one is missed.
 */
import { SMTPServer } from 'smtp-server';
import pg from 'pg';
import { startBenchServer } from './bench-server.ts';
import { call, cookiesOf } from './bench-http.ts';

const PORT = Number(process.env.BENCH_MAIL_PORT ?? 3297);
const QUEUED = Number(process.env.BENCH_MAIL_QUEUED ?? 2000);
const TARGETS = { activationMs: 5000, emailsPerSecond: 50 };

/** A local SMTP server that remembers when each recipient's message arrived. */
async function startSink() {
  const arrivals = new Map<string, number>();
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo) arrivals.set(recipient.address, performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as { port: number };
  return { port, arrivals, stop: () => new Promise<void>((resolve) => sink.close(() => resolve())) };
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return true;
}

/** The notifications, in one statement: they commit together, and the mailer is woken once. */
async function queueNotifications(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into emails (to_address, template, language, subject, text_body, html_body, priority)
       select 'notification-' || n || '@bench.example', 'reportUpdate', 'it', 'Aggiornamento del report', 'Il report è cambiato.', '<p>Il report è cambiato.</p>', 1
         from generate_series(1, $1::int) as n`,
      [count],
    );
  } finally {
    await client.end();
  }
}

async function signUp(base: string, email: string) {
  const csrf = cookiesOf(await fetch(`${base}/api/health`)).bb_csrf!;
  const headers = { 'content-type': 'application/json', cookie: `bb_csrf=${csrf}`, 'x-csrf-token': csrf };
  const body = { userType: 'hacker', email, username: `bench_${Date.now()}`, password: 'Bench-Mail-2026!', termsAccepted: true, privacyAccepted: true };
  await call(base, '/api/users/signup', headers, body);
}

async function main(): Promise<boolean> {
  const sink = await startSink();
  const server = await startBenchServer({
    port: PORT,
    entry: 'src/server.ts',
    databasePrefix: 'bb_bench_mail',
    env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, PUBLIC_URL: `http://127.0.0.1:${PORT}` },
  });
  try {
    const queuedAt = performance.now();
    await queueNotifications(server.databaseUrl, QUEUED);
    const activation = `activation-${Date.now()}@bench.example`;
    const signedUpAt = performance.now();
    await signUp(server.base, activation);
    const arrived = await waitFor(() => sink.arrivals.has(activation), 30_000);
    const activationMs = arrived ? sink.arrivals.get(activation)! - signedUpAt : Infinity;
    const notifications = () => [...sink.arrivals.keys()].filter((address) => address.startsWith('notification-')).length;
    const notificationsBeforeActivation = [...sink.arrivals.entries()].filter(
      ([address, at]) => address.startsWith('notification-') && at <= (sink.arrivals.get(activation) ?? Infinity),
    ).length;
    const drained = await waitFor(() => notifications() >= QUEUED, 300_000);
    const lastAt = Math.max(...[...sink.arrivals.entries()].filter(([address]) => address.startsWith('notification-')).map(([, at]) => at));
    const perSecond = drained ? QUEUED / ((lastAt - queuedAt) / 1000) : 0;

    console.log(`\nMail: ${QUEUED} notification emails queued at once, then a sign-up (local SMTP sink, pooled connections)`);
    console.log(`  activation email at the sink ${arrived ? `${activationMs.toFixed(0)} ms` : 'never (30 s)'} after the sign-up answered`);
    console.log(`  (${notificationsBeforeActivation} of the ${QUEUED} notifications had arrived before it)`);
    console.log(
      `  notifications drained ${drained ? `in ${((lastAt - queuedAt) / 1000).toFixed(1)} s: ${perSecond.toFixed(0)} emails a second` : `not all (${notifications()})`}`,
    );
    const met = activationMs <= TARGETS.activationMs && perSecond >= TARGETS.emailsPerSecond;
    console.log(
      `  targets: activation within ${TARGETS.activationMs / 1000} s, at least ${TARGETS.emailsPerSecond} emails a second: ${met ? 'met' : 'NOT MET'}`,
    );
    return met;
  } finally {
    await server.stop();
    await sink.stop();
  }
}

process.exitCode = (await main()) ? 0 : 1;
