import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, ledgerAccounts, programAdmissions, programListCounts, programs, programTargets, uploads } from '../../db/schema/index.ts';
import { countUpToCap, countUpToCapBound, pagingParts, type BoundListPlan, type ListPlan } from '../../lib/list-query.ts';
import { runPrepared } from '../../lib/prepared-statements.ts';

export type ProgramRecord = typeof programs.$inferSelect;
export type ProgramValues = typeof programs.$inferInsert;
export type TargetRecord = typeof programTargets.$inferSelect;
export type NewTarget = Omit<typeof programTargets.$inferInsert, 'programId' | 'position' | 'id'>;

// The program's budget account, joined by its unique (kind, owner) key.
const budgetAccountJoin = and(eq(ledgerAccounts.kind, 'program_budget'), eq(ledgerAccounts.ownerId, programs.id));

/** The highest critical prize of the program's targets (the card's "up to"), null without prizes. */
const highestCriticalPrizeCents = () =>
  sql<number | null>`(select max(t.critical_prize_cents) from program_targets t where t.program_id = ${programs.id})`.mapWith((value) =>
    value === null ? null : Number(value),
  );

/** What a card shows, read in one query for a whole page. */
const cardFields = {
  id: programs.id,
  name: programs.name,
  status: programs.status,
  tags: programs.tags,
  isPublic: programs.isPublic,
  isManaged: programs.isManaged,
  budgetCents: programs.budgetCents,
  initialBudgetCents: programs.initialBudgetCents,
  createdAt: programs.createdAt,
  updatedAt: programs.updatedAt,
  companyId: programs.companyId,
  companyName: companies.name,
  companyPictureId: companies.pictureId,
  // What is left to spend: the budget account less what reports taken in charge hold back.
  remainingCents: sql<number>`coalesce(${ledgerAccounts.balanceCents}, 0) - ${programs.reservedCents}`.mapWith(Number),
  reportsOpen: programs.reportsOpen,
  reportsAccepted: programs.reportsAccepted,
  reportsClosed: programs.reportsClosed,
  rewardCents: highestCriticalPrizeCents(),
};
export interface ProgramCardRow {
  id: string;
  name: string | null;
  status: ProgramRecord['status'];
  tags: ProgramRecord['tags'];
  isPublic: boolean;
  isManaged: boolean;
  budgetCents: number | null;
  initialBudgetCents: number | null;
  createdAt: Date;
  updatedAt: Date;
  companyId: string;
  companyName: string;
  companyPictureId: string | null;
  remainingCents: number;
  reportsOpen: number;
  reportsAccepted: number;
  reportsClosed: number;
  rewardCents: number | null;
}

/** What a visitor's card shows: no budget, no report counts (no ledger join either). */
const publicCardFields = {
  id: programs.id,
  name: programs.name,
  status: programs.status,
  tags: programs.tags,
  isManaged: programs.isManaged,
  createdAt: programs.createdAt,
  companyId: programs.companyId,
  companyName: companies.name,
  companyPictureId: companies.pictureId,
  rewardCents: highestCriticalPrizeCents(),
};
export type PublicProgramCardRow = Pick<
  ProgramCardRow,
  'id' | 'name' | 'status' | 'tags' | 'isManaged' | 'createdAt' | 'companyId' | 'companyName' | 'companyPictureId' | 'rewardCents'
>;

export interface ProgramDetailRow {
  program: ProgramRecord;
  company: { id: string; name: string; pictureId: string | null };
  policy: { id: string; fileName: string } | null;
  remainingCents: number;
  targets: TargetRecord[];
}

export function programsRepository(db: Executor) {
  return {
    async lock(id: string): Promise<ProgramRecord | null> {
      const [row] = await db.select().from(programs).where(eq(programs.id, id)).for('update');
      return row ?? null;
    },

    async find(id: string): Promise<ProgramRecord | null> {
      const [row] = await db.select().from(programs).where(eq(programs.id, id));
      return row ?? null;
    },

    async insert(values: ProgramValues): Promise<ProgramRecord> {
      const [row] = await db.insert(programs).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<ProgramValues>): Promise<ProgramRecord> {
      const [row] = await db
        .update(programs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(programs.id, id))
        .returning();
      if (!row) throw new Error(`program ${id} vanished inside its transaction`);
      return row;
    },

    async replaceTargets(programId: string, targets: readonly NewTarget[]): Promise<void> {
      await db.delete(programTargets).where(eq(programTargets.programId, programId));
      if (targets.length) await db.insert(programTargets).values(targets.map((target, position) => ({ ...target, programId, position })));
    },

    async targets(programId: string): Promise<TargetRecord[]> {
      return db.select().from(programTargets).where(eq(programTargets.programId, programId)).orderBy(asc(programTargets.position));
    },

    /** The program with its company, policy file, remaining budget and targets: two queries. */
    async detail(id: string): Promise<ProgramDetailRow | null> {
      const [row] = await db
        .select({
          program: programs,
          company: { id: companies.id, name: companies.name, pictureId: companies.pictureId },
          policyId: uploads.id,
          policyFileName: uploads.fileName,
          remainingCents: sql<number>`coalesce(${ledgerAccounts.balanceCents}, 0) - ${programs.reservedCents}`.mapWith(Number),
        })
        .from(programs)
        .innerJoin(companies, eq(companies.id, programs.companyId))
        .leftJoin(uploads, eq(uploads.id, programs.policyUploadId))
        .leftJoin(ledgerAccounts, budgetAccountJoin)
        .where(eq(programs.id, id));
      if (!row) return null;
      const policy = row.policyId && row.policyFileName !== null ? { id: row.policyId, fileName: row.policyFileName } : null;
      return { program: row.program, company: row.company, policy, remainingCents: row.remainingCents, targets: await this.targets(id) };
    },

    /** Whether an accepted admission lets the hacker into the program. */
    async isAdmitted(programId: string, hackerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: programAdmissions.id })
        .from(programAdmissions)
        .where(and(eq(programAdmissions.programId, programId), eq(programAdmissions.hackerId, hackerId), eq(programAdmissions.status, 'accepted')));
      return Boolean(row);
    },

    /** One page of cards: `values` fill the placeholders of a bound plan, whose statement is kept per shape. */
    async page(where: SQL | undefined, plan: ListPlan | BoundListPlan, values: Record<string, unknown> = {}): Promise<ProgramCardRow[]> {
      return runPrepared(db, 'program cards', [where, ...pagingParts(plan)], values, () =>
        db
          .select(cardFields)
          .from(programs)
          .innerJoin(companies, eq(companies.id, programs.companyId))
          .leftJoin(ledgerAccounts, budgetAccountJoin)
          .where(where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
      );
    },

    /** One page of the public directory's cards (program and company in one query). */
    async publicPage(where: SQL | undefined, plan: ListPlan): Promise<PublicProgramCardRow[]> {
      return db
        .select(publicCardFields)
        .from(programs)
        .innerJoin(companies, eq(companies.id, programs.companyId))
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset);
    },

    /** Ids and last changes of the programs under the conditions, newest first, at most `limit`. */
    async lastChanges(where: SQL | undefined, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: programs.id, updatedAt: programs.updatedAt })
        .from(programs)
        .where(where)
        .orderBy(desc(programs.createdAt), desc(programs.id))
        .limit(limit);
    },

    /**
     * How many programs are under the conditions, exact up to the lists' cap (`countCapped` past it). With `values`, the
     * conditions' placeholders are filled from them and the statement is kept per shape.
     */
    countUpToCap(where: SQL | undefined, values?: Record<string, unknown>): Promise<{ count: number; countCapped: boolean }> {
      return values ? countUpToCapBound(db, programs, where, values) : countUpToCap(db, programs, where);
    },

    /** The exact number of programs under the conditions (placeholders filled from `values`, kept per shape). */
    async count(where: SQL | undefined, values: Record<string, unknown> = {}): Promise<number> {
      const [row] = await runPrepared(db, 'program count', [where], values, () => db.select({ value: count() }).from(programs).where(where));
      return Number(row?.value ?? 0);
    },

    /** The same from the trigger-kept counters (status, visibility, management and one tag only). */
    async countFromCounters(conditions: readonly SQL[]): Promise<number> {
      const where = and(...conditions);
      const [row] = await runPrepared(db, 'program counters', [where], {}, () =>
        db
          .select({ value: sql<string>`coalesce(sum(${programListCounts.n}), 0)` })
          .from(programListCounts)
          .where(where),
      );
      return Number(row?.value ?? 0);
    },

    /** The checklist's "program created": any program past the draft stage. */
    async hasProgram(companyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: programs.id })
        .from(programs)
        .where(and(eq(programs.companyId, companyId), sql`${programs.status} <> 'draft'`))
        .limit(1);
      return Boolean(row);
    },
  };
}
export type ProgramsRepository = ReturnType<typeof programsRepository>;
