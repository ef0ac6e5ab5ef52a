/**
 * Payment intents, their history and bank batches. Lists and details read one row per intent with
 * everything a view needs joined in (report, program, company, hacker, today's settings, documents),
 * so a page of intents is one query.
 */
import { and, asc, count, desc, eq, inArray, lt, notInArray, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import { cappedCount, PAYMENT_KINDS, PAYMENT_RULES, PAYMENT_STATUSES, type ListQuery, type PaymentStatus } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import {
  companies,
  companyMembers,
  hackerPaymentSettings,
  paymentBatches,
  paymentCounts,
  paymentHistory,
  paymentIntents,
  programs,
  reports,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { countFromPage, ONE_PAGE, pagingParts, planBoundList, type ListReach, type ListSpec } from '../../lib/list-query.ts';
import { Bindings, inValues, runPrepared } from '../../lib/prepared-statements.ts';

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
export type PaymentIntentValues = Partial<Omit<PaymentIntentRow, 'id' | 'createdAt'>>;

const hacker = alias(users, 'payment_hacker');
const historyActor = alias(users, 'payment_history_actor');

/**
 * One value of the row another table keeps for the intent, as a scalar subquery. The view joins only what the list's
 * filters read (hacker, report, company) and the settings; every other lookup is a subquery, planned on its own. With
 * all nine as joins the planner weighed every order of ten tables: 30 to 500 ms of planning for a page read in 1 ms.
 */
const lookup = <T>(column: AnyColumn, table: PgTable, key: AnyColumn, reference: AnyColumn) =>
  sql<T | null>`(select ${column} from ${table} where ${key} = ${reference})`;

const viewColumns = {
  intent: paymentIntents,
  report: { id: reports.id, title: reports.title, createdAt: reports.createdAt },
  programName: lookup<string>(programs.name, programs, programs.id, paymentIntents.programId),
  companyName: companies.name,
  hacker: { id: hacker.id, username: hacker.username, firstName: hacker.firstName, lastName: hacker.lastName, kycStatus: hacker.kycStatus },
  changerUsername: lookup<string>(users.username, users, users.id, paymentIntents.statusChangedBy),
  settings: hackerPaymentSettings,
  batchMessageId: lookup<string>(paymentBatches.messageId, paymentBatches, paymentBatches.id, paymentIntents.batchId),
  hackerDocumentName: lookup<string>(uploads.fileName, uploads, uploads.id, paymentIntents.hackerDocumentId),
  staffDocumentName: lookup<string>(uploads.fileName, uploads, uploads.id, paymentIntents.staffDocumentId),
};

/** Everything a payment's view needs, from the intent and what it points to (rows for `toView`). */
function selectViews(db: Executor) {
  return db
    .select(viewColumns)
    .from(paymentIntents)
    .innerJoin(hacker, eq(hacker.id, paymentIntents.hackerId))
    .leftJoin(reports, eq(reports.id, paymentIntents.reportId))
    .leftJoin(companies, eq(companies.id, paymentIntents.companyId))
    .leftJoin(hackerPaymentSettings, eq(hackerPaymentSettings.userId, paymentIntents.hackerId));
}
type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

/** The author of the status and the documents as records (null when there is none), as the presenter reads them. */
function toView({ changerUsername, hackerDocumentName, staffDocumentName, ...row }: ViewRow) {
  const { statusChangedBy, hackerDocumentId, staffDocumentId } = row.intent;
  return {
    ...row,
    changer: statusChangedBy && changerUsername !== null ? { id: statusChangedBy, username: changerUsername } : null,
    hackerDocument: hackerDocumentId && hackerDocumentName !== null ? { id: hackerDocumentId, fileName: hackerDocumentName } : null,
    staffDocument: staffDocumentId && staffDocumentName !== null ? { id: staffDocumentId, fileName: staffDocumentName } : null,
  };
}
export type PaymentView = ReturnType<typeof toView>;
/** An intent as a bank batch's files need it: the transfer's beneficiary and the report it pays. */
export interface BatchLine {
  intent: PaymentIntentRow;
  beneficiary: string;
  report: { title: string } | null;
}

/** By creation, then id (lowercase uuids compare as strings in the database's byte order). */
const oldestFirst = (a: PaymentIntentRow, b: PaymentIntentRow) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The super admin's payment list; a hacker's is the same with the hacker filter the server's. */
export const PAYMENT_LIST: ListSpec = {
  filters: {
    status: { column: paymentIntents.status, types: ['eq', 'in'], values: PAYMENT_STATUSES },
    kind: { column: paymentIntents.kind, types: ['eq'], values: PAYMENT_KINDS },
    date: { column: paymentIntents.createdAt, types: ['gte', 'lte'], kind: 'date' },
    dueDate: { column: paymentIntents.dueAt, types: ['gte', 'lte'], kind: 'date' },
    companyName: { column: companies.name, types: ['icontains'] },
    hacker: { column: hacker.username, types: ['icontains'] },
  },
  search: [reports.title],
  sort: { date: paymentIntents.createdAt, dueDate: paymentIntents.dueAt, amount: paymentIntents.grossCents },
  defaultSort: '-date',
  tiebreaker: paymentIntents.id,
};

export const HACKER_PAYMENT_LIST: ListSpec = {
  ...PAYMENT_LIST,
  filters: { status: PAYMENT_LIST.filters.status!, kind: PAYMENT_LIST.filters.kind!, date: PAYMENT_LIST.filters.date!, dueDate: PAYMENT_LIST.filters.dueDate! },
};

/** Past due and not paid out yet (the partial index payment_intents_unpaid_due_idx). */
export const overdueCondition = (now: Date | Placeholder): SQL =>
  and(lt(paymentIntents.dueAt, now), notInArray(paymentIntents.status, ['processing', 'sent', 'accredited', 'sentExternally', 'skipped']))!;

/** `overdue=true` is not a column filter: taken out of the query before the allow-list reads it. */
function overdueFilter(query: ListQuery): { rest: ListQuery; overdue: boolean } {
  const { overdue, ...rest } = query as ListQuery & { overdue?: string };
  if (overdue !== undefined && overdue !== 'true' && overdue !== 'false') throw new AppError('INVALID_FILTER', { overdue: ['validation.invalid'] });
  return { rest: rest as ListQuery, overdue: overdue === 'true' };
}

const VIEWS_CHUNK = 1000;
/** `id = ANY($1)`: any number of ids as one parameter. */
const idIn = (ids: readonly string[]) => sql`${paymentIntents.id} = any(${sql.param([...ids])}::uuid[])`;
function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

const needsJoins = (query: ListQuery) => Object.keys(query).some((key) => key.startsWith('companyName') || key.startsWith('hacker') || key === 'search');

/** The joins the list's filters read (the hacker's username, the report's title, the company's name), only when one does. */
function withFilterJoins<T extends PgSelect>(query: T, joined: boolean): T {
  if (!joined) return query;
  const withJoins = query
    .innerJoin(hacker, eq(hacker.id, paymentIntents.hackerId))
    .leftJoin(reports, eq(reports.id, paymentIntents.reportId))
    .leftJoin(companies, eq(companies.id, paymentIntents.companyId));
  // Every caller selects explicit fields of payment_intents: the joins only filter, the row type stays T's.
  return withJoins as unknown as T;
}

interface CountersFilter {
  statuses: string[] | null;
  kind: string | null;
}

/** The filters payment_counts answers: none, `status` or `status__in`, and `kind`; null for any other (paging and sort aside). */
function countersFilter(query: ListQuery): CountersFilter | null {
  const filter: CountersFilter = { statuses: null, kind: null };
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || raw === '' || key === 'page' || key === 'size' || key === 'sort') continue;
    const value = String(raw);
    if ((key === 'status' || key === 'status__in') && filter.statuses === null) filter.statuses = value.split(',').filter(Boolean);
    else if (key === 'kind') filter.kind = value;
    else return null;
  }
  return filter;
}

export function paymentsRepository(db: Executor) {
  return {
    async lock(id: string): Promise<PaymentIntentRow | null> {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).for('update');
      return row ?? null;
    },

    async find(id: string): Promise<PaymentIntentRow | null> {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
      return row ?? null;
    },

    /** Intents locked in id order (one statement), so two bulk moves never wait on each other in a cycle. */
    async lockMany(ids: readonly string[]): Promise<PaymentIntentRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(paymentIntents).where(idIn(ids)).orderBy(asc(paymentIntents.id)).for('update');
    },

    /** Locks intents in id order without reading them (a bank answer locks every payment it names before moving them by outcome). */
    async lockIds(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.select({ id: paymentIntents.id }).from(paymentIntents).where(idIn(ids)).orderBy(asc(paymentIntents.id)).for('update');
    },

    /** The usernames of hackers, by id (the audit names the hacker of each payment a batch moves). */
    async hackerUsernames(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.username]));
    },

    async insert(values: typeof paymentIntents.$inferInsert): Promise<PaymentIntentRow> {
      const [row] = await db.insert(paymentIntents).values(values).returning();
      return row!;
    },

    async update(id: string, values: PaymentIntentValues): Promise<void> {
      await db
        .update(paymentIntents)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(paymentIntents.id, id));
    },

    /** The same values on many intents (a bank batch) in one statement: the ids travel as one array. */
    async updateMany(ids: readonly string[], values: PaymentIntentValues): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(paymentIntents)
        .set({ ...values, updatedAt: new Date() })
        .where(idIn(ids));
    },

    async view(id: string): Promise<PaymentView | null> {
      const [row] = await selectViews(db).where(eq(paymentIntents.id, id));
      return row ? toView(row) : null;
    },

    /** The reward's payment of a report (its retest fees are payments of their own, kind retest). */
    async viewOfReport(reportId: string): Promise<PaymentView | null> {
      const [row] = await selectViews(db).where(and(eq(paymentIntents.reportId, reportId), eq(paymentIntents.kind, 'reward')));
      return row ? toView(row) : null;
    },

    /**
     * The views of these intents, oldest first. A thousand at a time: a bank batch's 10,000 in one statement were planned
     * as hash joins over whole tables and JIT-compiled (3.5 s); a thousand ids plan as index lookups.
     */
    async views(ids: readonly string[]): Promise<PaymentView[]> {
      const rows: ViewRow[] = [];
      for (const part of chunks(ids, VIEWS_CHUNK)) rows.push(...(await selectViews(db).where(idIn(part))));
      return rows.sort((a, b) => oldestFirst(a.intent, b.intent)).map(toView);
    },

    /**
     * What a bank batch's files say of these intents besides the intents themselves (oldest first, as `views`): the
     * report's title, and the beneficiary: the confirmed name, else the hacker's username. Straight from those tables by
     * key, a thousand at a time: the files need nothing else of the views.
     */
    async batchLines(rows: readonly PaymentIntentRow[]): Promise<BatchLine[]> {
      const titles = new Map<string, string>();
      const usernames = new Map<string, string>();
      const reportIds = [...new Set(rows.flatMap((row) => (row.reportId ? [row.reportId] : [])))];
      const hackerIds = [...new Set(rows.flatMap((row) => (row.beneficiaryName ? [] : [row.hackerId])))];
      for (const part of chunks(reportIds, VIEWS_CHUNK)) {
        const found = await db
          .select({ id: reports.id, title: reports.title })
          .from(reports)
          .where(sql`${reports.id} = any(${sql.param(part)}::uuid[])`);
        for (const report of found) titles.set(report.id, report.title);
      }
      for (const part of chunks(hackerIds, VIEWS_CHUNK)) {
        const found = await db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(sql`${users.id} = any(${sql.param(part)}::uuid[])`);
        for (const user of found) usernames.set(user.id, user.username);
      }
      return [...rows].sort(oldestFirst).map((intent) => {
        const title = intent.reportId ? titles.get(intent.reportId) : undefined;
        const beneficiary = intent.beneficiaryName ?? usernames.get(intent.hackerId);
        if (beneficiary === undefined) throw new Error(`payment ${intent.id} has no beneficiary`);
        return { intent, beneficiary, report: title === undefined ? null : { title } };
      });
    },

    /**
     * A page of the intents `visible` (paymentsVisibleTo: undefined for every payment) and its count. A list limited to
     * some payments (a hacker's own) has the hacker's filters. The page's ids come first, from the indexes (and the
     * filters' joins) alone, one more than the page to know whether more follow; then only those rows are read as views.
     * The query's values are placeholders in `bindings` (`visible`'s too, when bound there): the statements are built
     * once per shape. An export's `reach` reads its rows the same way and counts nothing (its count is its rows).
     */
    async list(
      query: ListQuery,
      visible: SQL | undefined,
      now: Date,
      bindings = new Bindings(),
      reach: ListReach = ONE_PAGE,
    ): Promise<{ rows: PaymentView[]; count: number; countCapped: boolean }> {
      const { rest, overdue } = overdueFilter(query);
      const plan = planBoundList(rest, visible ? HACKER_PAYMENT_LIST : PAYMENT_LIST, bindings, { oneMore: true, reach });
      const where = and(plan.where, visible, overdue ? overdueCondition(bindings.bind(now)) : undefined);
      const joined = needsJoins(rest);
      const parts = [where, ...pagingParts(plan)];
      const found = await runPrepared(db, joined ? 'payment views, filters joined' : 'payment views', parts, bindings.values, () => {
        const pageIds = withFilterJoins(db.select({ id: paymentIntents.id }).from(paymentIntents).$dynamic(), joined)
          .where(where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset);
        return selectViews(db)
          .where(inArray(paymentIntents.id, pageIds))
          .orderBy(...plan.orderBy);
      });
      const rows = found.slice(0, plan.page.limit).map(toView);
      if (!plan.page.counted) return { rows, count: rows.length, countCapped: false };
      return { rows, ...(await this.countList(rest, overdue, where, visible, plan.page, found.length, bindings.values)) };
    },

    /**
     * How many payments the list holds, as cheaply as is exact: the rows of a limited list (a hacker's own: `where` holds
     * its visibility); for the whole list, the status and kind counters for those filters (or none); the unpaid
     * payments' index for `overdue` alone; up to PAYMENT_RULES.listCountCap for the other column filters. A search by name
     * or title (each row checked against a table of up to a million) says what the page showed (countFromPage: `found`
     * rows read for `page`, one more than it). `values` fill the placeholders of `where`.
     */
    async countList(
      rest: ListQuery,
      overdue: boolean,
      where: SQL | undefined,
      visible: SQL | undefined,
      page: { limit: number; offset: number },
      found: number,
      values: Record<string, unknown> = {},
    ): Promise<{ count: number; countCapped: boolean }> {
      const joined = needsJoins(rest);
      // The counters count every payment: a limited list counts its own rows.
      if (visible) return { count: await this.count(where, joined, values), countCapped: false };
      const counters = countersFilter(rest);
      if (counters && !overdue) return { count: await this.countFromCounters(counters), countCapped: false };
      // Overdue payments are unpaid ones, a few per cent of all: payment_intents_unpaid_due_idx counts them from the index.
      if (counters && overdue && !counters.statuses && !counters.kind) return { count: await this.count(where, false, values), countCapped: false };
      const fromPage = joined ? countFromPage(page, found) : null;
      if (fromPage) return fromPage;
      const cap = PAYMENT_RULES.listCountCap;
      return cappedCount(await this.countUpTo(where, joined, cap + 1, values), cap);
    },

    /** How many rows match (`values` fill the placeholders of `where`; the statement is kept per shape). */
    async count(where: SQL | undefined, joined: boolean, values: Record<string, unknown> = {}): Promise<number> {
      const [row] = await runPrepared(db, joined ? 'payment count, filters joined' : 'payment count', [where], values, () =>
        withFilterJoins(db.select({ n: count() }).from(paymentIntents).$dynamic(), joined).where(where),
      );
      return row?.n ?? 0;
    },

    /** How many rows match, counting no further than `limit` (`values` as for count). */
    async countUpTo(where: SQL | undefined, joined: boolean, limit: number, values: Record<string, unknown> = {}): Promise<number> {
      const kind = `payments up to ${limit}${joined ? ', filters joined' : ''}`;
      const [row] = await runPrepared(db, kind, [where], values, () => {
        const matches = withFilterJoins(
          db
            .select({ one: sql`1`.as('one') })
            .from(paymentIntents)
            .$dynamic(),
          joined,
        )
          .where(where)
          .limit(limit)
          .as('matches');
        return db.select({ n: count() }).from(matches);
      });
      return row?.n ?? 0;
    },

    /** From payment_counts (kept by trigger): the payments in these statuses (all when null) and of this kind (both when null). */
    async countFromCounters(filter: CountersFilter): Promise<number> {
      const { bind, values } = new Bindings();
      const where = and(
        filter.statuses ? inValues(paymentCounts.status, filter.statuses, bind) : undefined,
        filter.kind ? eq(paymentCounts.kind, bind(filter.kind)) : undefined,
      );
      const [row] = await runPrepared(db, 'payment counters', [where], values, () =>
        db
          .select({ n: sql<string>`coalesce(sum(${paymentCounts.n}), 0)` })
          .from(paymentCounts)
          .where(where),
      );
      return Number(row?.n ?? 0);
    },

    /** Ids of intents in `status`, locked in id order (so concurrent batch runs queue instead of crossing). */
    async lockByStatus(statuses: readonly PaymentStatus[], extra?: SQL): Promise<PaymentIntentRow[]> {
      return db
        .select()
        .from(paymentIntents)
        .where(and(inArray(paymentIntents.status, [...statuses]), extra))
        .orderBy(asc(paymentIntents.id))
        .for('update');
    },

    /** How many payments are in `statuses` and what they transfer (the net once confirmed), without reading them. */
    async sumByStatus(statuses: readonly PaymentStatus[]): Promise<{ count: number; totalCents: number }> {
      const [row] = await db
        .select({ n: count(), total: sql<string>`coalesce(sum(coalesce(${paymentIntents.transferCents}, ${paymentIntents.grossCents})), 0)` })
        .from(paymentIntents)
        .where(inArray(paymentIntents.status, [...statuses]));
      return { count: row?.n ?? 0, totalCents: Number(row?.total ?? 0) };
    },

    /** The first `limit` payments in `statuses`, oldest first, as views. */
    async firstViews(statuses: readonly PaymentStatus[], limit: number): Promise<PaymentView[]> {
      const rows = await selectViews(db)
        .where(inArray(paymentIntents.status, [...statuses]))
        .orderBy(asc(paymentIntents.createdAt), asc(paymentIntents.id))
        .limit(limit);
      return rows.map(toView);
    },

    async lockOfHacker(hackerId: string, statuses: readonly PaymentStatus[]): Promise<PaymentIntentRow[]> {
      return this.lockByStatus(statuses, eq(paymentIntents.hackerId, hackerId));
    },

    async countByStatus(statuses: readonly PaymentStatus[]): Promise<Record<string, number>> {
      const rows = await db
        .select({ status: paymentIntents.status, n: count() })
        .from(paymentIntents)
        .where(inArray(paymentIntents.status, [...statuses]))
        .groupBy(paymentIntents.status);
      return Object.fromEntries(rows.map((row) => [row.status, row.n]));
    },

    /** Intents that have to pay (every status but the paid and skipped), past due: for the daily reminder. */
    async overdue(now: Date, limit: number): Promise<PaymentView[]> {
      const rows = await selectViews(db).where(overdueCondition(now)).orderBy(asc(paymentIntents.dueAt)).limit(limit);
      return rows.map(toView);
    },

    async countOverdue(now: Date): Promise<number> {
      return this.count(overdueCondition(now), false);
    },

    /** Many history entries in one statement, as arrays (a bank batch writes one per payment). */
    async addHistoryMany(entries: readonly (typeof paymentHistory.$inferInsert)[]): Promise<void> {
      if (entries.length === 0) return;
      const column = <T>(pick: (entry: (typeof entries)[number]) => T) => sql.param(entries.map(pick));
      await db.execute(sql`
        INSERT INTO ${paymentHistory} (intent_id, status, old_status, reason, actor_id, created_at)
        SELECT e.intent_id, e.status, e.old_status, e.reason, e.actor_id, coalesce(e.created_at, now())
        FROM unnest(${column((e) => e.intentId)}::uuid[], ${column((e) => e.status)}::text[], ${column((e) => e.oldStatus ?? null)}::text[],
                    ${column((e) => e.reason ?? null)}::text[], ${column((e) => e.actorId ?? null)}::uuid[],
                    ${column((e) => e.createdAt?.toISOString() ?? null)}::timestamptz[])
             WITH ORDINALITY AS e(intent_id, status, old_status, reason, actor_id, created_at, n)
        ORDER BY e.n`);
    },

    /** The ids of intents in `statuses`, in id order and not locked: a bulk move (transitionMany) locks and checks them itself. */
    async idsByStatus(statuses: readonly PaymentStatus[], extra?: SQL): Promise<string[]> {
      const rows = await db
        .select({ id: paymentIntents.id })
        .from(paymentIntents)
        .where(and(inArray(paymentIntents.status, [...statuses]), extra))
        .orderBy(asc(paymentIntents.id));
      return rows.map((row) => row.id);
    },

    /** The ids of the payments handed to the bank, of one batch or all (as idsByStatus). */
    async processingIds(batchId?: string): Promise<string[]> {
      return this.idsByStatus(['processing'], batchId ? eq(paymentIntents.batchId, batchId) : undefined);
    },

    async history(intentId: string) {
      return db
        .select({ entry: paymentHistory, actor: { id: historyActor.id, username: historyActor.username } })
        .from(paymentHistory)
        .leftJoin(historyActor, eq(historyActor.id, paymentHistory.actorId))
        .where(eq(paymentHistory.intentId, intentId))
        .orderBy(asc(paymentHistory.createdAt), asc(paymentHistory.id));
    },

    /** Gross and net per month since `from`, and the totals by status, of the payments `visible` (a hacker's own). */
    async walletFigures(visible: SQL | undefined, from: Date) {
      // Both read a hacker's rows through payment_intents_hacker_created_idx; on the pool they run side by side.
      const monthlyQuery = db
        .select({
          month: sql<string>`to_char(date_trunc('month', ${paymentIntents.createdAt} AT TIME ZONE 'Europe/Rome'), 'YYYY-MM')`,
          gross: sql<string>`sum(${paymentIntents.grossCents})`,
          net: sql<string>`sum(coalesce(${paymentIntents.transferCents}, ${paymentIntents.grossCents}))`,
        })
        .from(paymentIntents)
        .where(and(visible, sql`${paymentIntents.createdAt} >= ${from}`, sql`${paymentIntents.status} <> 'skipped'`))
        .groupBy(sql`1`);
      const byStatusQuery = db
        .select({
          status: paymentIntents.status,
          n: count(),
          gross: sql<string>`sum(${paymentIntents.grossCents})`,
          transfer: sql<string>`sum(${paymentIntents.transferCents})`,
          // Both withheld from the hacker: the withholding tax and their INPS share.
          withheld: sql<string>`sum(coalesce(${paymentIntents.withholdingCents}, 0) + coalesce(${paymentIntents.inpsHackerCents}, 0))`,
          nextDue: sql<Date | null>`min(${paymentIntents.dueAt})`,
        })
        .from(paymentIntents)
        .where(visible)
        .groupBy(paymentIntents.status);
      const [monthly, byStatus] = await Promise.all([monthlyQuery, byStatusQuery]);
      return { monthly, byStatus };
    },

    /** Who referred the company: its earliest member with a referrer, and that referrer's type and company. */
    async referrerOf(companyId: string): Promise<{ userId: string; userType: string; companyId: string | null } | null> {
      const referrer = alias(users, 'referrer');
      const referrerMembership = alias(companyMembers, 'referrer_membership');
      const [row] = await db
        .select({ userId: referrer.id, userType: referrer.userType, companyId: referrerMembership.companyId })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .innerJoin(referrer, eq(referrer.id, users.referredByUserId))
        .leftJoin(referrerMembership, eq(referrerMembership.userId, referrer.id))
        .where(eq(companyMembers.companyId, companyId))
        .orderBy(asc(companyMembers.createdAt), asc(referrerMembership.createdAt))
        .limit(1);
      return row ?? null;
    },

    async hasReferralIntent(referredCompanyId: string): Promise<boolean> {
      const [row] = await db.select({ id: paymentIntents.id }).from(paymentIntents).where(eq(paymentIntents.referredCompanyId, referredCompanyId)).limit(1);
      return row !== undefined;
    },

    /** Who gets the overdue reminder: active super admins, with their language. */
    async superadmins() {
      return db
        .select({ id: users.id, email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.userType, 'superadmin'), eq(users.isBlocked, false)));
    },

    async insertBatch(values: typeof paymentBatches.$inferInsert) {
      const [row] = await db.insert(paymentBatches).values(values).returning();
      return row!;
    },

    async findBatch(id: string) {
      const [row] = await db.select().from(paymentBatches).where(eq(paymentBatches.id, id));
      return row ?? null;
    },

    async recentBatches(limit: number) {
      return db
        .select({
          id: paymentBatches.id,
          messageId: paymentBatches.messageId,
          count: paymentBatches.count,
          totalCents: paymentBatches.totalCents,
          createdAt: paymentBatches.createdAt,
        })
        .from(paymentBatches)
        .orderBy(desc(paymentBatches.createdAt))
        .limit(limit);
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
