/**
 * The payments part of the scale bench (BENCH_SCALE_PART=payments measures only this): over the 200,000 seeded payment
 * intents, the super admin's list unfiltered, with each filter and sort and a deep page, a hacker's own list and wallet,
 * and the pending beneficiary list, at one connection on loopback against the target (p99 under 20 ms). The bank side
 * (a batch of the 10,000 approved payments, the bank's answers, a reset) is ./bank: `npm run bench` runs it after this.
 */
import { day, measureEndpoints, TARGET_P99_MS, type Endpoint } from './measure-endpoints.ts';
import { REPORT_SEARCH_WORD } from '../scripts/scale/seed-scale-reports.ts';
import type { Run } from './reports.ts';

const SECONDS = Number(process.env.BENCH_PAYMENTS_SECONDS ?? 5);
/** A word of about one seeded company name in twenty, and a surname of about one seeded hacker in forty. */
const COMPANY_WORD = 'Robotics';
const HACKER_WORD = 'rossi';

export interface PaymentSessions {
  admin: Record<string, string>;
  /** The seeded hacker with the most payments, signed in. */
  hacker: { id: string; payments: number; headers: Record<string, string> };
}

const measure = (base: string, headers: Record<string, string>, endpoints: readonly Endpoint[], run: Run, misses: string[]) =>
  measureEndpoints(base, headers, endpoints, { run, misses, seconds: SECONDS });

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

export async function benchPayments(base: string, sessions: PaymentSessions, run: Run) {
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
}
