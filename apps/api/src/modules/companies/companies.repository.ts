import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { countUpToCapBound, pageWithCount, pagingParts, type BoundListPlan } from '../../lib/list-query.ts';
import { runPrepared } from '../../lib/prepared-statements.ts';

export type CompanyRecord = typeof companies.$inferSelect;
export type CompanyValues = typeof companies.$inferInsert;
/** A company with its wallet balance, as presented. */
export type CompanyView = CompanyRecord & { balanceCents: number };

export interface CompanyOwner {
  userId: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** Team figures shown to super admins next to a company; counted per row of one page, in the same query. */
export interface TeamFacts {
  membersCount: number;
  adminsCount: number;
  owner: CompanyOwner | null;
}

// Written out as "companies"."id": drizzle drops the table name in single-table selects, and "id" is ambiguous in the subqueries.
const teamFacts = {
  membersCount: sql<number>`(select count(*)::int from company_members m where m.company_id = "companies"."id")`,
  adminsCount: sql<number>`(select count(*)::int from company_members m
    where m.company_id = "companies"."id" and m.role = 'ADMIN' and not m.is_blocked and m.invite_status = 'accepted')`,
  // The owner is the longest-standing active administrator.
  owner: sql<CompanyOwner | null>`(select json_build_object('userId', u.id, 'username', u.username, 'email', u.email, 'firstName', u.first_name, 'lastName', u.last_name)
    from company_members m join users u on u.id = m.user_id
    where m.company_id = "companies"."id" and m.role = 'ADMIN' and not m.is_blocked and m.invite_status = 'accepted'
    order by m.created_at, m.id limit 1)`,
};

const rowFields = {
  id: companies.id,
  name: companies.name,
  businessname: companies.businessname,
  vat: companies.vat,
  country: companies.country,
  sector: companies.sector,
  employees: companies.employees,
  pictureId: companies.pictureId,
  isVerified: companies.isVerified,
  createdAt: companies.createdAt,
  ...teamFacts,
};
export type CompanyListRow = Pick<
  CompanyRecord,
  'id' | 'name' | 'businessname' | 'vat' | 'country' | 'sector' | 'employees' | 'pictureId' | 'isVerified' | 'createdAt'
> &
  TeamFacts;

export function companiesRepository(db: Executor) {
  return {
    async findById(id: string): Promise<CompanyRecord | null> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id));
      return row ?? null;
    },

    /** Row-locks the company: team changes of one company run one at a time. */
    async lock(id: string): Promise<CompanyRecord | null> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update');
      return row ?? null;
    },

    async withTeamFacts(id: string): Promise<(CompanyRecord & TeamFacts) | null> {
      const [row] = await db
        .select({ company: companies, ...teamFacts })
        .from(companies)
        .where(eq(companies.id, id));
      return row ? { ...row.company, membersCount: row.membersCount, adminsCount: row.adminsCount, owner: row.owner } : null;
    },

    async insert(values: CompanyValues): Promise<CompanyRecord> {
      const [row] = await db.insert(companies).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<CompanyValues>): Promise<CompanyRecord | null> {
      const [row] = await db
        .update(companies)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(companies.id, id))
        .returning();
      return row ?? null;
    },

    /** Records the first call only if none is recorded yet (booking again keeps the first time): the row when this call booked it, null otherwise. */
    async claimFirstCall(id: string): Promise<CompanyRecord | null> {
      const [row] = await db
        .update(companies)
        .set({ firstCallBookedAt: sql`now()` })
        .where(and(eq(companies.id, id), isNull(companies.firstCallBookedAt)))
        .returning();
      return row ?? null;
    },

    /** Serialises registrations of one VAT number until the transaction ends, so the check below cannot race. */
    async lockVat(country: string, vat: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`company-vat:${country}:${vat}`}))`);
    },

    /** Whether a company already registered this VAT number in this country. */
    async vatRegistered(country: string, vat: string): Promise<boolean> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.country, country), eq(companies.vat, vat)))
        .limit(1);
      return Boolean(row);
    },

    /** The company that registered this VAT number in this country, if any. */
    async vatHolder(country: string, vat: string): Promise<string | null> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.country, country), eq(companies.vat, vat)))
        .limit(1);
      return row?.id ?? null;
    },

    async referenceCodeTaken(code: string): Promise<boolean> {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.referenceCode, code));
      return Boolean(row);
    },

    async isVerified(id: string): Promise<boolean | null> {
      const [row] = await db.select({ isVerified: companies.isVerified }).from(companies).where(eq(companies.id, id));
      return row ? row.isVerified : null;
    },

    /**
     * One page and the total under the same conditions, counted up to the lists' cap, or with `countedFromPage` (a search
     * by words, planned with one row more) what the page tells. `values` fill the plan's placeholders (statements kept
     * per shape). Search is ILIKE '%x%' on name and businessname (trigram GIN indexes); is_verified + created_at order
     * uses the btree index.
     */
    async list(
      scope: SQL | undefined,
      plan: BoundListPlan,
      values: Record<string, unknown>,
      countedFromPage = false,
    ): Promise<{ count: number; countCapped: boolean; rows: CompanyListRow[] }> {
      const where = and(scope, plan.where);
      const rows = runPrepared(db, 'company rows', [where, ...pagingParts(plan)], values, () =>
        db
          .select(rowFields)
          .from(companies)
          .where(where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
      );
      return pageWithCount(plan.page, rows, () => countUpToCapBound(db, companies, where, values), countedFromPage);
    },
  };
}
export type CompaniesRepository = ReturnType<typeof companiesRepository>;
