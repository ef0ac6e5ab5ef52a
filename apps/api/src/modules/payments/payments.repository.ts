/**
 * Payment intents, their history and bank batches. Lists and details read one row per intent with
 * everything a view needs joined in (report, program, company, hacker, today's settings, documents),
 * so a page of intents is one query.
 */
import { and, asc, count, desc, eq, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES, type ListQuery, type PaymentStatus } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import {
  companies,
  companyMembers,
  hackerPaymentSettings,
  paymentBatches,
  paymentHistory,
  paymentIntents,
  programs,
  reports,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { planList, type ListSpec } from '../../lib/list-query.ts';

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
export type PaymentIntentValues = Partial<Omit<PaymentIntentRow, 'id' | 'createdAt'>>;

const hacker = alias(users, 'payment_hacker');
const changer = alias(users, 'payment_changer');
const hackerDocument = alias(uploads, 'payment_hacker_document');
const staffDocument = alias(uploads, 'payment_staff_document');
const historyActor = alias(users, 'payment_history_actor');

const viewColumns = {
  intent: paymentIntents,
  report: { id: reports.id, title: reports.title, createdAt: reports.createdAt },
  programName: programs.name,
  companyName: companies.name,
  hacker: { id: hacker.id, username: hacker.username, firstName: hacker.firstName, lastName: hacker.lastName, kycStatus: hacker.kycStatus },
  changer: { id: changer.id, username: changer.username },
  settings: hackerPaymentSettings,
  batchMessageId: paymentBatches.messageId,
  hackerDocument: { id: hackerDocument.id, fileName: hackerDocument.fileName },
  staffDocument: { id: staffDocument.id, fileName: staffDocument.fileName },
};

/** Everything a payment's view needs, from the intent and what it points to. */
function selectViews(db: Executor) {
  return db
    .select(viewColumns)
    .from(paymentIntents)
    .innerJoin(hacker, eq(hacker.id, paymentIntents.hackerId))
    .leftJoin(reports, eq(reports.id, paymentIntents.reportId))
    .leftJoin(programs, eq(programs.id, paymentIntents.programId))
    .leftJoin(companies, eq(companies.id, paymentIntents.companyId))
    .leftJoin(changer, eq(changer.id, paymentIntents.statusChangedBy))
    .leftJoin(hackerPaymentSettings, eq(hackerPaymentSettings.userId, paymentIntents.hackerId))
    .leftJoin(paymentBatches, eq(paymentBatches.id, paymentIntents.batchId))
    .leftJoin(hackerDocument, eq(hackerDocument.id, paymentIntents.hackerDocumentId))
    .leftJoin(staffDocument, eq(staffDocument.id, paymentIntents.staffDocumentId));
}
export type PaymentView = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

/** The super admin's payment list; a hacker's is the same with the hacker filter the server's. */
export const PAYMENT_LIST: ListSpec = {
  filters: {
    status: { column: paymentIntents.status, types: ['eq', 'in'], values: PAYMENT_STATUSES },
    kind: { column: paymentIntents.kind, types: ['eq'], values: ['reward', 'referral'] },
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
export const overdueCondition = (now: Date): SQL =>
  and(lt(paymentIntents.dueAt, now), notInArray(paymentIntents.status, ['processing', 'sent', 'accredited', 'sentExternally', 'skipped']))!;

/** `overdue=true` is not a column filter: taken out of the query before the allow-list reads it. */
function overdueFilter(query: ListQuery): { rest: ListQuery; overdue: boolean } {
  const { overdue, ...rest } = query as ListQuery & { overdue?: string };
  if (overdue !== undefined && overdue !== 'true' && overdue !== 'false') throw new AppError('INVALID_FILTER', { overdue: ['validation.invalid'] });
  return { rest: rest as ListQuery, overdue: overdue === 'true' };
}

/** Rows per statement in bulk writes: 2,000 rows of up to 8 columns stay well under 65,535 parameters. */
const CHUNK = 2000;
function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

const needsJoins = (query: ListQuery) => Object.keys(query).some((key) => key.startsWith('companyName') || key.startsWith('hacker') || key === 'search');

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

    /** The same values on many intents (a bank batch), in chunks that stay under PostgreSQL's parameter limit. */
    async updateMany(ids: readonly string[], values: PaymentIntentValues): Promise<void> {
      for (const part of chunks(ids, CHUNK)) {
        await db
          .update(paymentIntents)
          .set({ ...values, updatedAt: new Date() })
          .where(inArray(paymentIntents.id, part));
      }
    },

    async view(id: string): Promise<PaymentView | null> {
      const [row] = await selectViews(db).where(eq(paymentIntents.id, id));
      return row ?? null;
    },

    async viewOfReport(reportId: string): Promise<PaymentView | null> {
      const [row] = await selectViews(db).where(eq(paymentIntents.reportId, reportId));
      return row ?? null;
    },

    async views(ids: readonly string[]): Promise<PaymentView[]> {
      if (ids.length === 0) return [];
      return selectViews(db)
        .where(inArray(paymentIntents.id, [...ids]))
        .orderBy(asc(paymentIntents.createdAt), asc(paymentIntents.id));
    },

    /** A page of intents and their count; `hackerId` scopes a hacker's own list. */
    async list(query: ListQuery, scope: { hackerId?: string }, now: Date): Promise<{ rows: PaymentView[]; count: number }> {
      const { rest, overdue } = overdueFilter(query);
      const plan = planList(rest, scope.hackerId ? HACKER_PAYMENT_LIST : PAYMENT_LIST);
      const where = and(plan.where, scope.hackerId ? eq(paymentIntents.hackerId, scope.hackerId) : undefined, overdue ? overdueCondition(now) : undefined);
      const rows = await selectViews(db)
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset);
      return { rows, count: await this.count(where, needsJoins(rest)) };
    },

    async count(where: SQL | undefined, joined: boolean): Promise<number> {
      const base = db.select({ n: count() }).from(paymentIntents);
      const [row] = joined
        ? await base
            .innerJoin(hacker, eq(hacker.id, paymentIntents.hackerId))
            .leftJoin(reports, eq(reports.id, paymentIntents.reportId))
            .leftJoin(companies, eq(companies.id, paymentIntents.companyId))
            .where(where)
        : await base.where(where);
      return row?.n ?? 0;
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
      return selectViews(db).where(overdueCondition(now)).orderBy(asc(paymentIntents.dueAt)).limit(limit);
    },

    async countOverdue(now: Date): Promise<number> {
      return this.count(overdueCondition(now), false);
    },

    async addHistory(entry: typeof paymentHistory.$inferInsert): Promise<void> {
      await db.insert(paymentHistory).values(entry);
    },

    async addHistoryMany(entries: readonly (typeof paymentHistory.$inferInsert)[]): Promise<void> {
      for (const part of chunks(entries, CHUNK)) await db.insert(paymentHistory).values(part);
    },

    /** Payments handed to the bank, of one batch or all, locked in id order. */
    async lockProcessing(batchId?: string): Promise<PaymentIntentRow[]> {
      return this.lockByStatus(['processing'], batchId ? eq(paymentIntents.batchId, batchId) : undefined);
    },

    async history(intentId: string) {
      return db
        .select({ entry: paymentHistory, actor: { id: historyActor.id, username: historyActor.username } })
        .from(paymentHistory)
        .leftJoin(historyActor, eq(historyActor.id, paymentHistory.actorId))
        .where(eq(paymentHistory.intentId, intentId))
        .orderBy(asc(paymentHistory.createdAt), asc(paymentHistory.id));
    },

    /** The hacker's gross and net per month since `from`, and their totals by status. */
    async walletFigures(hackerId: string, from: Date) {
      const monthly = await db
        .select({
          month: sql<string>`to_char(date_trunc('month', ${paymentIntents.createdAt} AT TIME ZONE 'Europe/Rome'), 'YYYY-MM')`,
          gross: sql<string>`sum(${paymentIntents.grossCents})`,
          net: sql<string>`sum(coalesce(${paymentIntents.transferCents}, ${paymentIntents.grossCents}))`,
        })
        .from(paymentIntents)
        .where(and(eq(paymentIntents.hackerId, hackerId), sql`${paymentIntents.createdAt} >= ${from}`, sql`${paymentIntents.status} <> 'skipped'`))
        .groupBy(sql`1`);
      const byStatus = await db
        .select({
          status: paymentIntents.status,
          n: count(),
          gross: sql<string>`sum(${paymentIntents.grossCents})`,
          transfer: sql<string>`sum(${paymentIntents.transferCents})`,
          withheld: sql<string>`sum(${paymentIntents.withholdingCents})`,
          nextDue: sql<Date | null>`min(${paymentIntents.dueAt})`,
        })
        .from(paymentIntents)
        .where(eq(paymentIntents.hackerId, hackerId))
        .groupBy(paymentIntents.status);
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
