/**
 * The payments part of the scale bench (BENCH_SCALE_PART=payments measures only this): over the 200,000 seeded payment
 * intents, the super admin's list unfiltered, with each filter and sort and a deep page, a hacker's own list and wallet,
 * and the pending beneficiary list, at one connection on loopback against the target (p99 under 20 ms). Then the bank
 * side once each, timed: the SEPA export of the 10,000 approved payments (one batch: files, statuses, history, events,
 * payout), a camt.053 statement accrediting 1,000 of them, and the reset of the rest of the batch; then `checkLedger`.
 * The bank side changes the database: on a reused one the next run exports what the reset put back (9,000).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { measureEndpoints, TARGET_P99_MS, type Endpoint } from './measure-endpoints.ts';
import * as schema from '../src/db/schema/index.ts';
import { checkLedger } from '../src/modules/ledger/reconcile.ts';
import { REPORT_SEARCH_WORD } from '../scripts/scale/seed-scale-reports.ts';
import type { Run } from './reports.ts';

const SECONDS = Number(process.env.BENCH_PAYMENTS_SECONDS ?? 5);
/** A word of about one seeded company name in twenty, and a surname of about one seeded hacker in forty. */
const COMPANY_WORD = 'Robotics';
const HACKER_WORD = 'rossi';
const CAMT_PAYMENTS = 1_000;

export interface PaymentSessions {
  admin: Record<string, string>;
  /** The seeded hacker with the most payments, signed in. */
  hacker: { id: string; payments: number; headers: Record<string, string> };
}

const measure = (base: string, headers: Record<string, string>, endpoints: readonly Endpoint[], run: Run, misses: string[]) =>
  measureEndpoints(base, headers, endpoints, { run, misses, seconds: SECONDS });

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The CSRF token bound to the session, from its cookie (POSTs carry it in x-csrf-token). */
function withCsrf(headers: Record<string, string>, contentType: string): Record<string, string> {
  const token = /bb_csrf=([^;]+)/.exec(headers.cookie ?? '')?.[1];
  if (!token) throw new Error('no CSRF cookie in the session');
  return { ...headers, 'content-type': contentType, 'x-csrf-token': token };
}

async function timed<T>(title: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${title.padEnd(72)} ${((performance.now() - started) / 1000).toFixed(2).padStart(7)} s`);
  return result;
}

/** A camt.053.001.02 statement booking these transfers as debits of the platform's account (each one accredited). */
function camt053(transfers: readonly { endToEndId: string; amount: string }[]): string {
  const entries = transfers
    .map(
      (transfer, index) =>
        `<Ntry><NtryRef>${index + 1}</NtryRef><Amt Ccy="EUR">${transfer.amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>` +
        `<BookgDt><Dt>${day(0)}</Dt></BookgDt><ValDt><Dt>${day(0)}</Dt></ValDt><AcctSvcrRef>BENCH-${index}</AcctSvcrRef>` +
        `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>` +
        `<NtryDtls><TxDtls><Refs><EndToEndId>${transfer.endToEndId}</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="EUR">${transfer.amount}</Amt></TxAmt></AmtDtls></TxDtls></NtryDtls></Ntry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>BENCH-STMT-${Date.now()}</MsgId><CreDtTm>${new Date().toISOString().slice(0, 19)}</CreDtTm></GrpHdr>
<Stmt><Id>BENCH-STMT</Id><CreDtTm>${new Date().toISOString().slice(0, 19)}</CreDtTm><Acct><Id><IBAN>IT60X0542811101000000123456</IBAN></Id></Acct>
${entries}
</Stmt></BkToCstmrStmt></Document>`;
}

/** The transfers of a pain.001 file, in file order: end-to-end id and amount. */
function transfersOf(xml: string): { endToEndId: string; amount: string }[] {
  const ids = [...xml.matchAll(/<EndToEndId>([^<]+)<\/EndToEndId>/g)].map((match) => match[1]!);
  const amounts = [...xml.matchAll(/<InstdAmt Ccy="EUR">([^<]+)<\/InstdAmt>/g)].map((match) => match[1]!);
  if (ids.length !== amounts.length) throw new Error(`the SEPA file has ${ids.length} end-to-end ids and ${amounts.length} amounts`);
  return ids.map((endToEndId, i) => ({ endToEndId, amount: amounts[i]! }));
}

/**
 * The pending beneficiary list answers every payment of the next batch at once (10,000, about 10 MB of JSON): seconds,
 * not milliseconds, so three requests one after the other instead of autocannon's seconds at one connection.
 */
async function wholeList(base: string, admin: Record<string, string>, misses: string[]) {
  const url = '/api/payments/pending-beneficiaries';
  const times: number[] = [];
  let size = 0;
  let count = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { headers: admin });
    const body = await response.text();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${body}`);
    times.push(performance.now() - started);
    size = body.length;
    count = (JSON.parse(body) as { count: number }).count;
  }
  times.sort((a, b) => a - b);
  const title = `super admin GET ${url} (3 requests, count ${count.toLocaleString('en')}, ${(size / 1e6).toFixed(1)} MB)`;
  console.log(`${title.padEnd(72)}   min ${times[0]!.toFixed(0)} ms   median ${times[1]!.toFixed(0)} ms   max ${times[2]!.toFixed(0)} ms`);
  if (times[2]! >= TARGET_P99_MS) misses.push(`super admin GET ${url}: ${times[1]!.toFixed(0)} ms a request (the whole list of ${count.toLocaleString('en')})`);
}

/** Export, bank answer and reset, each timed once, then the ledger checked. */
async function bankSide(base: string, databaseUrl: string, admin: Record<string, string>) {
  console.log('\nThe bank side, once each:');
  const { pending } = await fetch(`${base}/api/payments/pending-beneficiaries`, { headers: admin })
    .then((response) => response.json() as Promise<{ count: number }>)
    .then((body) => ({ pending: body.count }));
  const exported = await timed(`GET /api/payments/beneficiaries.xml (a new batch of ${pending.toLocaleString('en')})`, async () => {
    const response = await fetch(`${base}/api/payments/beneficiaries.xml`, { headers: admin });
    if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
    return { batchId: response.headers.get('x-batch-id'), xml: await response.text() };
  });
  const transfers = transfersOf(exported.xml);
  console.log(`  batch ${exported.batchId}: ${transfers.length.toLocaleString('en')} transfers, ${(exported.xml.length / 1e6).toFixed(1)} MB of pain.001`);
  if (transfers.length !== pending) throw new Error(`the batch carries ${transfers.length} transfers, the pending list had ${pending}`);

  const statement = camt053(transfers.slice(0, CAMT_PAYMENTS));
  const answer = await timed(`POST /api/payments/bank-answers (camt.053, ${Math.min(CAMT_PAYMENTS, transfers.length)} accredited)`, async () => {
    const response = await fetch(`${base}/api/payments/bank-answers`, { method: 'POST', headers: withCsrf(admin, 'application/xml'), body: statement });
    if (!response.ok) throw new Error(`camt.053: ${response.status} ${await response.text()}`);
    return (await response.json()) as { applied: unknown[]; ignored: number };
  });
  console.log(`  applied ${answer.applied.length.toLocaleString('en')}, ignored ${answer.ignored}`);

  const reset = await timed('POST /api/payments/reset-pending-beneficiaries (the rest of the batch)', async () => {
    const response = await fetch(`${base}/api/payments/reset-pending-beneficiaries`, {
      method: 'POST',
      headers: withCsrf(admin, 'application/json'),
      body: JSON.stringify({ batch: exported.batchId }),
    });
    if (!response.ok) throw new Error(`reset: ${response.status} ${await response.text()}`);
    return (await response.json()) as { moved: number };
  });
  console.log(`  moved ${reset.moved.toLocaleString('en')} back to the pending list`);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const report = await timed('checkLedger', () => checkLedger(drizzle(client, { schema, casing: 'snake_case' })));
    console.log(
      report.problems.length
        ? `  ledger NOT clean: ${report.problems
            .slice(0, 5)
            .map((p) => `${p.kind} ${p.id}: ${p.detail}`)
            .join('; ')}`
        : `  ledger clean: ${report.transactions.toLocaleString('en')} transactions, ${report.postings.toLocaleString('en')} postings`,
    );
  } finally {
    await client.end();
  }
}

export async function benchPayments(base: string, databaseUrl: string, sessions: PaymentSessions, run: Run) {
  const misses: string[] = [];
  const { admin, hacker } = sessions;
  console.log(`\nPayments (200,000 payment intents; hacker ${hacker.id} has ${hacker.payments}), one connection, ${SECONDS} s each:`);
  const list = '/api/payments/intents';
  await measure(
    base,
    admin,
    [
      ['super admin GET /api/payments/intents', list],
      ['super admin ?status=pendingStaffApproval', `${list}?status=pendingStaffApproval`],
      ['super admin ?status__in=sent,accredited', `${list}?status__in=sent,accredited`],
      ['super admin ?overdue=true', `${list}?overdue=true`],
      [`super admin ?companyName__icontains=${COMPANY_WORD}`, `${list}?companyName__icontains=${COMPANY_WORD}`],
      [`super admin ?hacker__icontains=${HACKER_WORD}`, `${list}?hacker__icontains=${HACKER_WORD}`],
      [`super admin ?date__gte=${day(90)}`, `${list}?date__gte=${day(90)}`],
      [`super admin ?dueDate__lte=${day(180)}`, `${list}?dueDate__lte=${day(180)}`],
      ['super admin ?kind=referral', `${list}?kind=referral`],
      [`super admin ?search=${REPORT_SEARCH_WORD}`, `${list}?search=${REPORT_SEARCH_WORD}`],
      ['super admin ?sort=-date', `${list}?sort=-date`],
      ['super admin ?sort=dueDate', `${list}?sort=dueDate`],
      ['super admin ?sort=-amount', `${list}?sort=-amount`],
      ['super admin ?page=50', `${list}?page=50`],
    ],
    run,
    misses,
  );
  await measure(
    base,
    hacker.headers,
    [
      ['hacker GET /api/payments/intents (their own)', list],
      ['hacker GET /api/payments/wallet', '/api/payments/wallet'],
    ],
    run,
    misses,
  );
  await wholeList(base, admin, misses);
  console.log(
    misses.length ? `\nPayments p99 under ${TARGET_P99_MS} ms NOT met by:\n  ${misses.join('\n  ')}` : `\nPayments: every p99 under ${TARGET_P99_MS} ms`,
  );
  await bankSide(base, databaseUrl, admin);
}
