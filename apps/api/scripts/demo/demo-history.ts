/**
 * The demo's past (issue 14). The seed goes through the real services, so every row it leaves is from the same minute:
 * each trend would be one spike on today, every response "within 1 hour" and nothing ever late. This step, run once
 * at the end of the seed and in one transaction, gives each report its own life over the last eleven months:
 *
 * - a new submission time by what the report became (decided and paid ones spread over the months, more of them
 *   recently; open ones and the payments still to pay from the last days, but for the payments overdue on purpose,
 *   whose hacker owes details or a signed receipt since weeks; one open report about to breach, some breached);
 * - new times for its own events, each a gap after the one before that suits it (first response, triage, reward,
 *   fix...), so response times differ per program and a few are late;
 * - every timestamp born from the report moved through the same monotone map, new(t) = T_k + (t - t_k) with t_k the
 *   event of the transaction that wrote t (see loadPlans): the report's columns, its events, its payment with its history, its
 *   notifications and emails; due dates recomputed by the domain's rules from the new submission time.
 *
 * Programs with reports and their company start before the first report, and every user registers before their first
 * trace (moveUsersBack), so no profile says "member since" after its own reports. Ledger postings are not touched (the
 * balances stay exactly as the seed made them); the aggregates follow the moved rows through their triggers (each
 * figure is defined per row, migration 0022), and the seed checks every kept figure against a recount at its end.
 */
import { asc, inArray, isNotNull, sql } from 'drizzle-orm';
import { paymentDueAt, responseDueDates, retestDueAt, UNPAID_PAYMENT_STATUSES, type PaymentStatus, type ReportStatus } from '@bb/domain';
import type { Database, Executor } from '../../src/db/client.ts';
import { clock } from '../../src/lib/clock.ts';
import { paymentIntents, reportEvents, reportRetests, reports } from '../../src/db/schema/index.ts';
import { checkStatistics, describeDifference } from '../../src/modules/stats/index.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The payments left overdue on purpose: the hacker still owes their details or the signed receipt. */
export const DEMO_OVERDUE_PAYMENT_STATUSES = ['pendingHackerInformation', 'pendingHackerDocumentsUpload'] as const satisfies readonly PaymentStatus[];
/** Their reports' age in days: weeks past the due date, and rewards in months the paid ones leave free. */
const OVERDUE_AGES: Record<(typeof DEMO_OVERDUE_PAYMENT_STATUSES)[number], number> = { pendingHackerInformation: 165, pendingHackerDocumentsUpload: 90 };
/** Programs and companies start this long before their first report. */
const PROGRAM_LEAD_DAYS = 30;
const COMPANY_LEAD_DAYS = 20;
/** Users register this many days, plus up to ten more (by username), before their first trace. */
const USER_LEAD_DAYS = 7;
const USER_LEAD_SPREAD_HOURS = 240;
/** The oldest report, in days: the trends' year shows eleven months of life. */
const OLDEST_DAYS = 335;
/** Nothing of a moved report is newer than this before now. */
const SETTLED_MS = 2 * HOUR_MS;

const OPEN_STATUSES: readonly ReportStatus[] = ['new', 'triaged', 'moreInfo', 'forApproval'];

interface ReportRow {
  id: string;
  programId: string;
  isManaged: boolean;
  status: ReportStatus;
  createdAt: Date;
  duplicateOfId: string | null;
  payment: PaymentStatus | null;
}
interface EventRow {
  reportId: string;
  type: string;
  status: ReportStatus | null;
  createdAt: Date;
}
interface Anchor {
  oldAt: Date;
  newAt: Date;
}
interface Plan {
  report: ReportRow;
  anchors: Anchor[];
}

/** A small seeded generator (mulberry32): the same demo every time. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const between = (random: () => number, low: number, high: number) => low + (high - low) * random();

/** Where a report's life sits in time, by what it became. */
type Role = 'aboutToBreach' | 'breached' | 'openInTime' | 'overdue' | 'recentPayment' | 'history';

function roleOf(report: ReportRow, firstManagedNew: string | undefined): Role {
  if (OPEN_STATUSES.includes(report.status)) {
    if (report.id === firstManagedNew) return 'aboutToBreach';
    return report.status === 'new' || report.status === 'moreInfo' ? 'breached' : 'openInTime';
  }
  if (report.payment && (DEMO_OVERDUE_PAYMENT_STATUSES as readonly string[]).includes(report.payment)) return 'overdue';
  // Still to pay, or with the bank: recent enough that its due date has not come.
  if (report.payment && (UNPAID_PAYMENT_STATUSES.includes(report.payment) || report.payment === 'processing')) return 'recentPayment';
  return 'history';
}

/**
 * A submission time whose first response falls due within the next hours (about to breach, not yet breached); null
 * when none can: response targets fall on business days, so on a weekend nothing is due in the next hours.
 */
export function aboutToBreachStart(now: Date, isManaged: boolean): Date | null {
  for (let hours = 24; hours < 24 * 7; hours += 0.5) {
    const createdAt = new Date(now.getTime() - hours * HOUR_MS);
    const dueIn = responseDueDates(createdAt, isManaged).firstResponse.getTime() - now.getTime();
    if (dueIn > 2 * HOUR_MS && dueIn < 14 * HOUR_MS) return createdAt;
  }
  return null;
}

/** Each report's new submission time. History ones spread over the months, denser recently; the others by their role. */
function startTimes(rows: readonly ReportRow[], now: Date): Map<string, Date> {
  const firstManagedNew = rows.find((row) => row.status === 'new' && row.isManaged)?.id;
  const roles = new Map(rows.map((row) => [row.id, roleOf(row, firstManagedNew)]));
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const starts = new Map<string, Date>();
  const random = generator(14);

  // History: the rewarded ones evenly among the rejections, so both the reward and the received trends reach back.
  const history = rows.filter((row) => roles.get(row.id) === 'history');
  const rewarded = history.filter((row) => row.payment !== null);
  const rejected = history.filter((row) => row.payment === null);
  const slots = new Map(rewarded.map((row, index) => [Math.round((index * history.length) / rewarded.length), row]));
  const ordered: ReportRow[] = [];
  for (let slot = 0; slot < history.length; slot++) ordered.push(slots.get(slot) ?? rejected.shift()!);
  ordered.forEach((row, index) => {
    const share = (ordered.length - index) / ordered.length;
    starts.set(row.id, ago(20 + (OLDEST_DAYS - 20) * share ** 1.5 + between(random, -2, 2)));
  });

  for (const row of rows.filter((one) => roles.get(one.id) === 'overdue')) {
    starts.set(row.id, ago(OVERDUE_AGES[row.payment as keyof typeof OVERDUE_AGES] + between(random, 0, 3)));
  }

  const recent = rows.filter((row) => roles.get(row.id) === 'recentPayment');
  recent.forEach((row, index) => {
    // Within the payment promise (14 days managed, 21 otherwise), with room for the payment to move afterwards.
    const [low, high] = row.isManaged ? [5, 11] : [6, 17];
    starts.set(row.id, ago(low + ((high - low) * (index + 0.5)) / recent.length + between(random, -0.5, 0.5)));
  });

  for (const row of rows) {
    const role = roles.get(row.id);
    // On a weekend it cannot be about to breach: it is then simply open in time.
    if (role === 'aboutToBreach') starts.set(row.id, aboutToBreachStart(now, row.isManaged) ?? ago(between(random, 1, 1.5)));
    // Past the first response (2 business days, at most 4 calendar days) or the triage (5, at most 7) without it.
    if (role === 'breached') starts.set(row.id, ago(row.status === 'new' ? between(random, 4.6, 5.5) : between(random, 8.5, 10)));
    if (role === 'openInTime') starts.set(row.id, ago(between(random, 4, 9)));
  }

  // A duplicate comes after its original.
  for (const row of rows) {
    const original = row.duplicateOfId ? starts.get(row.duplicateOfId) : undefined;
    const own = starts.get(row.id)!;
    if (original && own <= original) starts.set(row.id, new Date(Math.min(original.getTime() + between(random, 2, 6) * DAY_MS, now.getTime() - DAY_MS)));
  }
  return starts;
}

/** Hours from the step before to a status change (triage 1-4 days, reward 3-12, fix 5-30); a rejection takes 2 to 48. */
const STATUS_GAP_HOURS: Partial<Record<ReportStatus, [number, number]>> = {
  triaged: [24, 96],
  moreInfo: [4, 30],
  forApproval: [24, 96],
  rewarded: [72, 300],
  fixed: [120, 720],
};

/** How long after the one before an event comes, in hours; the first response by the program's pace. */
function gapHours(event: EventRow, previous: EventRow, first: boolean, pace: { fast: boolean; late: boolean }, random: () => number): number {
  if (first) {
    if (pace.late) return between(random, 100, 130);
    return pace.fast ? between(random, 1.5, 14) : between(random, 5, 40);
  }
  if (event.type === 'comment') return between(random, 1, 20);
  if (event.type === 'severityChange') return between(random, 1, 8);
  // A retest opens with its fix and a failed one gives the report back at once; the retester answers in one to four days.
  if (event.type === 'retestOpened' || previous.type === 'retestFailed') return between(random, 0.002, 0.01);
  if (event.type === 'retestVerified' || event.type === 'retestFailed') return between(random, 24, 96);
  const [low, high] = event.status === 'triaged' && previous.status === 'moreInfo' ? [12, 60] : (STATUS_GAP_HOURS[event.status ?? 'new'] ?? [2, 48]);
  return between(random, low, high);
}

/**
 * A report's anchors: its submission and each event, old time to new time. Gaps after the first response shrink
 * when the report's life would otherwise reach past now.
 */
function planReport(report: ReportRow, events: readonly EventRow[], start: Date, now: Date, index: number, late: boolean): Plan {
  const random = generator(1_000 + index);
  const pace = { fast: report.isManaged, late };
  const gaps: { hours: number; scalable: boolean }[] = [];
  let previous: EventRow = { reportId: report.id, type: 'submitted', status: 'new', createdAt: report.createdAt };
  let responded = false;
  for (const event of events) {
    if (event.type === 'submitted') {
      gaps.push({ hours: (event.createdAt.getTime() - previous.createdAt.getTime()) / HOUR_MS, scalable: false });
    } else {
      gaps.push({ hours: gapHours(event, previous, !responded, pace, random), scalable: responded });
      responded = true;
    }
    previous = event;
  }
  // A decided report's last step was a day to a few days ago (its payment moved right after), an open one's hours ago.
  const ageDays = (now.getTime() - start.getTime()) / DAY_MS;
  const settled = OPEN_STATUSES.includes(report.status) ? SETTLED_MS : between(random, 0.6, Math.min(6, Math.max(1, ageDays / 2))) * DAY_MS;
  const room = (now.getTime() - settled - start.getTime()) / HOUR_MS;
  const fixed = gaps.filter((gap) => !gap.scalable).reduce((sum, gap) => sum + gap.hours, 0);
  const scalable = gaps.filter((gap) => gap.scalable).reduce((sum, gap) => sum + gap.hours, 0);
  const factor = scalable > 0 && fixed + scalable > room ? Math.max(0.05, (room - fixed) / scalable) : 1;

  const anchors: Anchor[] = [{ oldAt: report.createdAt, newAt: start }];
  let at = start.getTime();
  events.forEach((event, position) => {
    const gap = gaps[position]!;
    at += (gap.scalable ? gap.hours * factor : gap.hours) * HOUR_MS;
    anchors.push({ oldAt: event.createdAt, newAt: new Date(at) });
  });
  return { report, anchors };
}

async function readReports(tx: Executor): Promise<{ rows: ReportRow[]; events: Map<string, EventRow[]> }> {
  const found = await tx
    .select({
      id: reports.id,
      programId: reports.programId,
      isManaged: reports.isManaged,
      status: reports.status,
      createdAt: reports.createdAt,
      duplicateOfId: reports.duplicateOfId,
    })
    .from(reports)
    .orderBy(asc(reports.createdAt), asc(reports.id));
  const payments = await tx
    .select({ reportId: paymentIntents.reportId, status: paymentIntents.status })
    .from(paymentIntents)
    .where(isNotNull(paymentIntents.reportId));
  const paymentOf = new Map(payments.map((payment) => [payment.reportId, payment.status as PaymentStatus]));
  const rows = found.map((row) => ({ ...row, payment: paymentOf.get(row.id) ?? null }));
  const eventRows = rows.length
    ? await tx
        .select({ reportId: reportEvents.reportId, type: reportEvents.type, status: reportEvents.status, createdAt: reportEvents.createdAt })
        .from(reportEvents)
        .where(
          inArray(
            reportEvents.reportId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(reportEvents.createdAt), asc(reportEvents.id))
    : [];
  const events = new Map<string, EventRow[]>();
  for (const event of eventRows) events.set(event.reportId, [...(events.get(event.reportId) ?? []), event]);
  return { rows, events };
}

/** The plans of every report: a few late first responses on each program (every third report on the slower ones). */
function planAll(rows: readonly ReportRow[], events: Map<string, EventRow[]>, now: Date): Plan[] {
  const starts = startTimes(rows, now);
  const perProgram = new Map<string, number>();
  return rows.map((report, index) => {
    const position = perProgram.get(report.programId) ?? 0;
    perProgram.set(report.programId, position + 1);
    const late = report.isManaged ? position % 5 === 3 : position % 3 === 1;
    return planReport(report, events.get(report.id) ?? [], starts.get(report.id)!, now, index, late);
  });
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The anchors and each report's new due dates in temporary tables, and pg_temp.demo_moved(report, t, at_start)
 * reading them. Times written by clock_timestamp() (events, notifications) come just after the event of their
 * transaction and move with the last anchor not after them. Times written by now() (reports' and payments' columns,
 * payment history, emails) are their transaction's start, a few milliseconds before the event it writes, and move
 * with the first anchor not before them (the last one when none is: the payment's later steps). Either way a time moves
 * with the event of its own transaction, and the map stays monotone (new gaps are hours where old ones were ms).
 */
async function loadPlans(tx: Executor, plans: readonly Plan[]) {
  await tx.execute(
    sql`CREATE TEMPORARY TABLE demo_time_map (report_id uuid NOT NULL, seq integer NOT NULL, old_at timestamptz NOT NULL, new_at timestamptz NOT NULL) ON COMMIT DROP`,
  );
  await tx.execute(sql`CREATE TEMPORARY TABLE demo_due (report_id uuid PRIMARY KEY, first_response timestamptz, triage timestamptz, bounty timestamptz,
    resolution timestamptz, payment timestamptz) ON COMMIT DROP`);
  const anchors = plans.flatMap((plan) => plan.anchors.map((anchor, seq) => sql`(${plan.report.id}::uuid, ${seq}, ${at(anchor.oldAt)}, ${at(anchor.newAt)})`));
  await tx.execute(sql`INSERT INTO demo_time_map (report_id, seq, old_at, new_at) VALUES ${sql.join(anchors, sql`, `)}`);
  const dues = plans.map((plan) => {
    const start = plan.anchors[0]!.newAt;
    const due = responseDueDates(start, plan.report.isManaged);
    return sql`(${plan.report.id}::uuid, ${at(due.firstResponse)}, ${at(due.triage)}, ${at(due.bounty)}, ${at(due.resolution)}, ${at(paymentDueAt(start, plan.report.isManaged))})`;
  });
  await tx.execute(sql`INSERT INTO demo_due (report_id, first_response, triage, bounty, resolution, payment) VALUES ${sql.join(dues, sql`, `)}`);
  await tx.execute(sql`CREATE OR REPLACE FUNCTION pg_temp.demo_moved(rid uuid, t timestamptz, at_start boolean) RETURNS timestamptz LANGUAGE sql STABLE AS $$
    SELECT m.new_at + (t - m.old_at) FROM demo_time_map m WHERE m.report_id = rid AND t IS NOT NULL
     ORDER BY CASE WHEN at_start THEN m.old_at < t ELSE m.old_at > t END, abs(extract(epoch FROM t - m.old_at)), m.seq DESC
     LIMIT 1
  $$`);
}

/** Every timestamp born from a report, through its map. */
async function moveReportRows(tx: Executor) {
  await tx.execute(sql`UPDATE reports r SET
      created_at = pg_temp.demo_moved(r.id, r.created_at, true), updated_at = pg_temp.demo_moved(r.id, r.updated_at, true),
      first_response_at = pg_temp.demo_moved(r.id, r.first_response_at, true), triaged_at = pg_temp.demo_moved(r.id, r.triaged_at, true),
      rewarded_at = pg_temp.demo_moved(r.id, r.rewarded_at, true), fixed_at = pg_temp.demo_moved(r.id, r.fixed_at, true),
      closed_at = pg_temp.demo_moved(r.id, r.closed_at, true), points_redeemed_at = pg_temp.demo_moved(r.id, r.points_redeemed_at, true),
      first_response_due_at = d.first_response, triage_due_at = d.triage, bounty_due_at = d.bounty, resolution_due_at = d.resolution
    FROM demo_due d WHERE d.report_id = r.id`);
  await tx.execute(sql`UPDATE report_events e SET created_at = pg_temp.demo_moved(e.report_id, e.created_at, false)
    WHERE e.report_id IN (SELECT report_id FROM demo_due)`);
  await tx.execute(sql`UPDATE payment_history h SET created_at = pg_temp.demo_moved(i.report_id, h.created_at, true)
    FROM payment_intents i JOIN demo_due d ON d.report_id = i.report_id WHERE h.intent_id = i.id`);
  await tx.execute(sql`UPDATE payment_intents i SET
      created_at = pg_temp.demo_moved(i.report_id, i.created_at, true), updated_at = pg_temp.demo_moved(i.report_id, i.updated_at, true),
      status_changed_at = pg_temp.demo_moved(i.report_id, i.status_changed_at, true), confirmed_at = pg_temp.demo_moved(i.report_id, i.confirmed_at, true),
      left_at = pg_temp.demo_moved(i.report_id, i.left_at, true),
      due_at = d.payment
    FROM demo_due d WHERE d.report_id = i.report_id`);
  await tx.execute(sql`UPDATE notifications n SET created_at = pg_temp.demo_moved(n.subject_id, n.created_at, false)
    WHERE n.subject_type = 'report' AND n.subject_id IN (SELECT report_id FROM demo_due)`);
  // Emails carry no report column, but name the report in their link; one naming two reports (a duplicate's) is about the newer.
  await tx.execute(sql`UPDATE emails e SET created_at = pg_temp.demo_moved(x.report_id, e.created_at, true), sent_at = pg_temp.demo_moved(x.report_id, e.sent_at, false)
    FROM (SELECT DISTINCT ON (e2.id) e2.id, r.id AS report_id FROM emails e2 JOIN reports r ON e2.text_body LIKE '%' || r.id::text || '%'
          ORDER BY e2.id, r.created_at DESC) x
    WHERE x.id = e.id`);
}

/** A report's retests (Fix verification) through its map, each due again 5 business days after its new opening time. */
async function moveRetests(tx: Executor) {
  await tx.execute(sql`UPDATE report_retests t SET created_at = pg_temp.demo_moved(t.report_id, t.created_at, true),
      decided_at = pg_temp.demo_moved(t.report_id, t.decided_at, true)
    WHERE t.report_id IN (SELECT report_id FROM demo_due)`);
  const moved = await tx.select({ id: reportRetests.id, createdAt: reportRetests.createdAt }).from(reportRetests);
  if (!moved.length) return;
  const dues = moved.map((retest) => sql`(${retest.id}::uuid, ${at(retestDueAt(retest.createdAt))})`);
  await tx.execute(sql`UPDATE report_retests t SET due_at = d.due_at FROM (VALUES ${sql.join(dues, sql`, `)}) AS d(id, due_at) WHERE d.id = t.id`);
}

/**
 * Each user keeps as many unread notifications as the seed left, now the newest by their moved times; those read
 * stay read at the seed's time (after any moved creation).
 */
async function rereadNotifications(tx: Executor) {
  await tx.execute(sql`WITH ranked AS (
      SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY created_at DESC, id DESC) AS position,
             count(*) FILTER (WHERE read_at IS NULL) OVER (PARTITION BY user_id) AS unread,
             max(read_at) OVER (PARTITION BY user_id) AS last_read
        FROM notifications)
    UPDATE notifications n SET read_at = CASE WHEN r.position <= r.unread THEN NULL ELSE coalesce(n.read_at, r.last_read, now()) END
      FROM ranked r WHERE r.id = n.id`);
}

/** Programs with reports start a month before their first one (submitted and approved moved alike), their company before them. */
async function moveProgramsBack(tx: Executor) {
  await tx.execute(sql`UPDATE programs p SET created_at = p.created_at + s.shift, updated_at = p.updated_at + s.shift,
      submitted_at = p.submitted_at + s.shift, approved_at = p.approved_at + s.shift
    FROM (SELECT p2.id, min(r.created_at) - make_interval(days => ${PROGRAM_LEAD_DAYS}) - p2.created_at AS shift
            FROM programs p2 JOIN reports r ON r.program_id = p2.id GROUP BY p2.id) s
    WHERE s.id = p.id AND s.shift < interval '0'`);
  await tx.execute(sql`UPDATE companies c SET created_at = s.first - make_interval(days => ${COMPANY_LEAD_DAYS})
    FROM (SELECT company_id, min(created_at) AS first FROM programs GROUP BY company_id) s
    WHERE s.company_id = c.id AND c.created_at > s.first - make_interval(days => ${COMPANY_LEAD_DAYS})`);
}

/**
 * Every user registers a week or two (by their username, so each has their own day) before their first trace: the
 * reports they sent, their steps on reports, the programs they created, their company; staff before the first company.
 * A referrer registers before whom they referred. What they set up at registration follows: a hacker's profile, their
 * verification and payment details (all needed before a first report or payment), their company membership.
 */
async function moveUsersBack(tx: Executor, now: Date) {
  await tx.execute(sql`UPDATE users SET created_at = ${at(now)} WHERE created_at > ${at(now)}`);
  await tx.execute(sql`WITH first_trace AS (
      SELECT u.id, u.username, least(
          (SELECT min(r.created_at) FROM reports r WHERE r.hacker_id = u.id OR r.created_by = u.id),
          (SELECT min(e.created_at) FROM report_events e WHERE e.actor_id = u.id),
          (SELECT min(p.created_at) FROM programs p WHERE p.created_by = u.id),
          (SELECT min(c.created_at) FROM company_members m JOIN companies c ON c.id = m.company_id WHERE m.user_id = u.id),
          CASE WHEN u.user_type IN ('staff', 'superadmin') THEN (SELECT min(created_at) FROM companies) END) AS first
        FROM users u)
    UPDATE users u SET created_at = f.first - make_interval(days => ${USER_LEAD_DAYS}, hours => abs(hashtext(f.username)) % ${USER_LEAD_SPREAD_HOURS})
      FROM first_trace f
     WHERE f.id = u.id AND f.first IS NOT NULL
       AND u.created_at > f.first - make_interval(days => ${USER_LEAD_DAYS}, hours => abs(hashtext(f.username)) % ${USER_LEAD_SPREAD_HOURS})`);
  await tx.execute(sql`UPDATE users u SET created_at = s.first - interval '3 days'
      FROM (SELECT referred_by_user_id AS id, min(created_at) AS first FROM users WHERE referred_by_user_id IS NOT NULL GROUP BY 1) s
     WHERE s.id = u.id AND u.created_at > s.first - interval '3 days'`);
  await tx.execute(sql`UPDATE users SET activation_sent_at = created_at WHERE activation_sent_at > created_at`);
  await tx.execute(sql`UPDATE hacker_profiles h SET created_at = u.created_at + interval '1 hour'
      FROM users u WHERE u.id = h.user_id AND h.created_at > u.created_at + interval '1 hour'`);
  await tx.execute(sql`UPDATE hacker_verifications v SET created_at = u.created_at + interval '1 day',
        updated_at = u.created_at + interval '1 day 10 minutes', last_event_at = CASE WHEN v.last_event_at IS NOT NULL THEN u.created_at + interval '1 day 10 minutes' END
      FROM users u WHERE u.id = v.user_id AND v.created_at > u.created_at + interval '1 day'`);
  await tx.execute(sql`UPDATE hacker_payment_settings s SET created_at = u.created_at + interval '2 days', updated_at = u.created_at + interval '2 days 5 minutes'
      FROM users u WHERE u.id = s.user_id AND s.created_at > u.created_at + interval '2 days'`);
  await tx.execute(sql`UPDATE company_members m SET created_at = greatest(u.created_at, c.created_at)
      FROM users u, companies c WHERE u.id = m.user_id AND c.id = m.company_id AND m.created_at > greatest(u.created_at, c.created_at)`);
}

/** Throws, naming every difference, unless each kept figure of the demo equals a recount of its rows (npm run stats:check). */
export async function checkDemoStatistics(db: Database): Promise<void> {
  const differences = await checkStatistics(db);
  if (differences.length) throw new Error(`the demo's kept figures differ from a recount of the rows:\n  ${differences.map(describeDifference).join('\n  ')}`);
}

/** Moves the fresh demo's reports (and what was born from them) into the last eleven months; see the file's comment. */
export async function seedDemoHistory(db: Database, now: Date = clock.now()): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows, events } = await readReports(tx);
    if (!rows.length) return;
    await loadPlans(tx, planAll(rows, events, now));
    await moveReportRows(tx);
    await moveRetests(tx);
    await rereadNotifications(tx);
    await moveProgramsBack(tx);
    await moveUsersBack(tx, now);
  });
}
