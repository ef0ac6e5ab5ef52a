/**
 * The scale part of `npm run bench`: seeds 1,000,000 users, 100,000 companies, 200,000 audit entries,
 * 1,000,000 ledger transactions (10,000 on the demo company's wallet) and 100,000 programs into the bench database
 * (each part once: a reused database gets only the parts it misses), signs in as the super admin and the demo triager
 * (enrolling two-factor through the API), the demo company and a seeded hacker, and measures the lists, the wallet
 * balance and the program lists against the target: p99 under 20 ms on loopback.
 * BENCH_SCALE_PART=ledger measures only the ledger, BENCH_SCALE_PART=programs only the program lists,
 * BENCH_SCALE_PART=leaderboard only the leaderboard (100,000 hackers with points), BENCH_SCALE_PART=reports only the
 * report lists and a report's page over 1,000,000 reports (./reports.ts), BENCH_SCALE_PART=payments only the payment
 * lists and the wallet over 200,000 payment intents (./payments.ts), BENCH_SCALE_PART=stats only the
 * dashboards and platform figures (./stats.ts), BENCH_SCALE_PART=floor only the list calls against plain node:http + pg
 * on the same statements and their growth from 1/100 of the data (./floor.ts).
 * BENCH_SCALE_FACTOR=0.01 seeds every count at 1/100 (scaledOptions).
 */
import pg from 'pg';
import { DEMO_COMPANY_EMAIL, PROGRAM_SEARCH_WORD, SCALE_PASSWORD, scaledOptions, scaleHacker, seedScale } from '../scripts/scale/seed-scale.ts';
import { enrolTwoFactor, signIn } from './bench-http.ts';
import { benchFloor, type Sessions } from './floor.ts';
import { benchPayments } from './payments.ts';
import { benchReports } from './reports.ts';
import { benchStats } from './stats.ts';

/** The demo accounts the server creates in an empty development database (ADMIN_EMAIL would stop the demo seeding). */
export const SUPER_ADMIN = { email: 'admin@demo.bugbounty.local', password: 'Admin-Demo-2026!' };
const TRIAGER = { email: 'triager@demo.bugbounty.local', password: 'Triager-Demo-2026!' };
const DEMO_COMPANY = { email: DEMO_COMPANY_EMAIL, password: 'Company-Demo-2026!' };
const TARGET_P99_MS = 20;

interface Measure {
  (title: string, options: { url: string; headers: Record<string, string>; connections: number; duration: number }): Promise<{ latency: { p99: number } }>;
}

/**
 * Signs a super admin or staff user in and enrols two-factor with a secret we keep, as a real admin would. On a reused
 * bench database (BENCH_DATABASE_URL) the user enrolled in an earlier run with a secret since lost: that enrolment is cleared first.
 */
export async function twoFactorHeaders(base: string, databaseUrl: string, credentials: { email: string; password: string }): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`update users set otp_secret = null, otp_enabled_at = null, otp_last_used_step = null where email = $1`, [credentials.email]);
  await client.end();
  const { headers, body } = await signIn(base, credentials);
  if (body.otpEnrollmentRequired) await enrolTwoFactor(base, headers);
  return { cookie: headers.cookie };
}

/**
 * The program lists (100,000 programs): the staff list unfiltered, by each filter and by name; a triager's; and a
 * seeded hacker's (open public programs plus the private ones that admitted them, counted from the counters plus theirs).
 */
async function benchPrograms(base: string, databaseUrl: string, admin: Record<string, string>, run: Measure) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const company = await client.query<{ company_id: string; n: number }>(
    `select company_id, count(*)::int as n from programs where status <> 'draft' group by company_id order by n desc limit 1`,
  );
  const hacker = await scaleHacker(client);
  await client.end();
  if (!company.rows[0] || !hacker) throw new Error('the program lists need the seeded programs and hackers');
  const since = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  console.log(`\nPrograms (100,000; company ${company.rows[0].company_id} has ${company.rows[0].n}; hacker ${hacker.email}):`);
  await measure(
    base,
    admin,
    [
      ['super admin GET /api/programs', '/api/programs'],
      ['super admin GET /api/programs?status=active', '/api/programs?status=active'],
      ['super admin GET /api/programs?isManaged=true', '/api/programs?isManaged=true'],
      ['super admin GET /api/programs?isPublic=false', '/api/programs?isPublic=false'],
      ['super admin GET /api/programs?tag=API', '/api/programs?tag=API'],
      ['super admin GET /api/programs?company=<largest>', `/api/programs?company=${company.rows[0].company_id}`],
      [`super admin GET /api/programs?createdAt__gte=${since}`, `/api/programs?createdAt__gte=${since}`],
      [`super admin GET /api/programs?name__icontains=${PROGRAM_SEARCH_WORD}`, `/api/programs?name__icontains=${PROGRAM_SEARCH_WORD}`],
      ['super admin GET /api/programs?sort=name', '/api/programs?sort=name'],
    ],
    run,
    true,
  );
  await measure(base, await twoFactorHeaders(base, databaseUrl, TRIAGER), [['triager GET /api/programs', '/api/programs']], run, true);
  const hackerHeaders = { cookie: (await signIn(base, { email: hacker.email, password: SCALE_PASSWORD })).headers.cookie };
  await measure(
    base,
    hackerHeaders,
    [
      ['hacker GET /api/programs', '/api/programs'],
      ['hacker GET /api/programs?tag=API', '/api/programs?tag=API'],
    ],
    run,
    true,
  );
}

/** Companies have no two-factor: a plain sign-in. */
async function companyHeaders(base: string): Promise<Record<string, string>> {
  return { cookie: (await signIn(base, DEMO_COMPANY)).headers.cookie };
}

/** The list benches' callers signed in: the bench hacker, Demo Srl, the demo triager and the super admin. */
async function benchSessions(base: string, databaseUrl: string): Promise<Sessions> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const hacker = await scaleHacker(client);
  await client.end();
  if (!hacker) throw new Error('the list benches need the seeded hackers');
  return {
    anonymous: {},
    hacker: { cookie: (await signIn(base, { email: hacker.email, password: SCALE_PASSWORD })).headers.cookie },
    company: await companyHeaders(base),
    triager: await twoFactorHeaders(base, databaseUrl, TRIAGER),
    admin: await twoFactorHeaders(base, databaseUrl, SUPER_ADMIN),
  };
}

type Endpoint = readonly [title: string, url: string];

/**
 * Warm-up, then 10 s at 1 and at 10 connections, each p99 against the target. Skips routes not built yet (404).
 * With `requireRows`, an empty page is an error (a statement's 1,000th page must exist to be measured).
 */
async function measure(base: string, headers: Record<string, string>, endpoints: readonly Endpoint[], run: Measure, requireRows = false) {
  for (const [title, url] of endpoints) {
    const probe = await fetch(`${base}${url}`, { headers });
    if (probe.status === 404) {
      console.log(`${title}: skipped, the route answers 404 (not built yet)`);
      continue;
    }
    if (!probe.ok) throw new Error(`${title}: ${probe.status} ${await probe.text()}`);
    const body = (await probe.json()) as { count?: number; results?: unknown[] };
    const shape = body.results ? `; count ${body.count}, ${body.results.length} rows` : '';
    if (requireRows && body.results?.length === 0) throw new Error(`${title}: an empty page measures nothing`);
    await run(`${title} warm-up`, { url, headers, connections: 4, duration: 2 });
    for (const connections of [1, 10]) {
      const result = await run(`${title} (${connections} conn, 10 s${shape})`, { url, headers, connections, duration: 10 });
      console.log(`  p99 under ${TARGET_P99_MS} ms: ${result.latency.p99 < TARGET_P99_MS ? 'met' : `NOT met (${result.latency.p99} ms)`}`);
    }
  }
}

/** The public leaderboard over 100,000 ranked hackers: the first page and page 500 (positions 4,991 to 5,000). */
async function benchLeaderboard(base: string, run: Measure) {
  console.log('\nLeaderboard (100,000 hackers with points):');
  await measure(
    base,
    {},
    [
      ['anonymous GET /api/leaderboard', '/api/leaderboard'],
      ['anonymous GET /api/leaderboard?page=500', '/api/leaderboard?page=500'],
    ],
    run,
    true,
  );
}

/** The report lists as a seeded hacker (the bench hacker, 2,000 reports), Demo Srl (50,000), the demo triager and the super admin. */
async function benchReportLists(base: string, databaseUrl: string, admin: Record<string, string>, run: Measure) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const hacker = await scaleHacker(client);
  const company = await client.query<{ company_id: string }>(
    `select m.company_id from company_members m join users u on u.id = m.user_id where u.email = $1 order by m.created_at limit 1`,
    [DEMO_COMPANY_EMAIL],
  );
  await client.end();
  if (!hacker || !company.rows[0]) throw new Error('the report lists need the seeded hackers and Demo Srl');
  const sessions = {
    hacker: { id: hacker.id, headers: { cookie: (await signIn(base, { email: hacker.email, password: SCALE_PASSWORD })).headers.cookie } },
    company: { id: company.rows[0].company_id, headers: await companyHeaders(base) },
    triager: await twoFactorHeaders(base, databaseUrl, TRIAGER),
    admin,
  };
  await benchReports(base, databaseUrl, sessions, run);
}

/** The payment lists as the super admin and as the seeded hacker with the most payments (the bank side is ./bank). */
async function benchPaymentLists(base: string, databaseUrl: string, admin: Record<string, string>, run: Measure) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string; email: string; payments: number }>(
    `select u.id, u.email, p.n as payments from (select hacker_id, count(*)::int as n from payment_intents group by hacker_id order by n desc limit 1) p
     join users u on u.id = p.hacker_id where u.email like '%.scale.test'`,
  );
  await client.end();
  const hacker = rows[0];
  if (!hacker) throw new Error('the payment lists need the seeded payments');
  const headers = { cookie: (await signIn(base, { email: hacker.email, password: SCALE_PASSWORD })).headers.cookie };
  await benchPayments(base, { admin, hacker: { id: hacker.id, payments: hacker.payments, headers } }, run);
}

/** The dashboards as the bench hacker, Demo Srl, the demo triager and the super admin, with the platform figures. */
async function benchStatistics(base: string, databaseUrl: string, admin: Record<string, string>, run: Measure) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const hacker = await scaleHacker(client);
  await client.end();
  if (!hacker) throw new Error('the statistics bench needs the seeded hackers');
  const sessions = {
    hacker: { cookie: (await signIn(base, { email: hacker.email, password: SCALE_PASSWORD })).headers.cookie },
    company: await companyHeaders(base),
    triager: await twoFactorHeaders(base, databaseUrl, TRIAGER),
    admin,
  };
  await benchStats(base, databaseUrl, sessions, run);
}

export async function benchScale(base: string, databaseUrl: string, run: Measure) {
  console.log(
    '\nScale: seeding 1,000,000 users, 100,000 companies with members, 200,000 audit entries, 1,000,000 ledger transactions, 100,000 programs, 100,000 hackers with points, 1,000,000 reports, 200,000 payments...',
  );
  const started = performance.now();
  const scaleFactor = Number(process.env.BENCH_SCALE_FACTOR ?? 1);
  const seeded = await seedScale(databaseUrl, {
    ...scaledOptions(scaleFactor),
    log: (line) => console.log(`${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s ${line}`),
  });
  console.log(seeded ? `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s` : 'scale data already present');

  // BENCH_SCALE_PART=ledger (programs, leaderboard, reports, payments) measures only that part, e.g. to compare indexes on a reused database.
  const part = process.env.BENCH_SCALE_PART;
  if (part === 'floor') return benchFloor(base, databaseUrl, { sessionsOf: benchSessions, scaleFactor });
  if (part === 'leaderboard') return benchLeaderboard(base, run);
  const admin = await twoFactorHeaders(base, databaseUrl, SUPER_ADMIN);
  if (part === 'programs') return benchPrograms(base, databaseUrl, admin, run);
  if (part === 'reports') return benchReportLists(base, databaseUrl, admin, run);
  if (part === 'payments') return benchPaymentLists(base, databaseUrl, admin, run);
  if (part === 'stats') return benchStatistics(base, databaseUrl, admin, run);
  if (part !== 'ledger')
    await measure(
      base,
      admin,
      [
        ['GET /api/companies?search=digital&sort=-createdAt', '/api/companies?search=digital&sort=-createdAt'],
        ['GET /api/users/hackers?search=rossi&sort=-createdAt', '/api/users/hackers?search=rossi&sort=-createdAt'],
        ['GET /api/users/hackers?search=rossi12345', '/api/users/hackers?search=rossi12345&sort=-createdAt'],
        ['GET /api/users/hackers (no search)', '/api/users/hackers?sort=-createdAt'],
        ['GET /api/admin/audit-log', '/api/admin/audit-log'],
        ['GET /api/admin/audit-log?action=user.block', '/api/admin/audit-log?action=user.block'],
      ],
      run,
    );

  console.log('\nLedger (1,000,000 transactions; Demo Srl has 10,000 of them):');
  await measure(
    base,
    await companyHeaders(base),
    [
      ['company GET /api/banking/transactions?size=5', '/api/banking/transactions?size=5'],
      ['company GET /api/banking/transactions?size=5&page=1000', '/api/banking/transactions?size=5&page=1000'],
      ['company GET /api/banking/transactions?size=5&type=deposit', '/api/banking/transactions?size=5&type=deposit'],
      ['company GET /api/companies/me/balance', '/api/companies/me/balance'],
    ],
    run,
    true,
  );
  await measure(
    base,
    admin,
    [
      ['super admin GET /api/banking/transactions', '/api/banking/transactions'],
      ['super admin GET /api/banking/transactions?page=1000', '/api/banking/transactions?page=1000'],
    ],
    run,
    true,
  );
  if (part !== 'ledger') await benchPrograms(base, databaseUrl, admin, run);
  if (part !== 'ledger' && part !== 'programs') await benchLeaderboard(base, run);
  if (part !== 'ledger' && part !== 'programs') await benchReportLists(base, databaseUrl, admin, run);
  if (part !== 'ledger' && part !== 'programs') await benchPaymentLists(base, databaseUrl, admin, run);
  if (part !== 'ledger' && part !== 'programs') await benchStatistics(base, databaseUrl, admin, run);
}
