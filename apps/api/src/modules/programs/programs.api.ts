/** What other modules may ask of programs (they never reach into the repository). */
import type { HacktivityRow, ListPage, PageQuery } from '@bb/domain';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { runPrepared } from '../../lib/prepared-statements.ts';
import { companies, programListCounts, programPoints, programs, programTargets } from '../../db/schema/index.ts';
import { LIST_DEFAULTS } from './program-lists.ts';
import { programsRepository, type ProgramRecord, type TargetRecord } from './programs.repository.ts';

export { applyBudgetRules, availableBudget } from './program-budget.service.ts';
export { canSeeProgram } from './programs.policy.ts';
export type { ProgramRecord, TargetRecord } from './programs.repository.ts';

/**
 * What a program's pages show of reports. Reports sit above programs, so programs declare what they need
 * and the reports module hands it over when the app is wired (`useReportFigures`).
 */
export interface ProgramReportFigures {
  /** Accepted reports (rewarded or fixed) of a program, newest first, without their content. */
  programHacktivity(programId: string, page: PageQuery): Promise<ListPage<HacktivityRow>>;
  /** What a hacker sent to one program, and how many were accepted. */
  hackerOnProgram(programId: string, hackerId: string): Promise<{ sent: number; accepted: number }>;
  /** Fix verification: a program's retests by state, those late, and the retest fees paid (cents). */
  programRetests(programId: string): Promise<{ pending: number; verified: number; failed: number; late: number; feesPaidCents: number }>;
  /** A condition on a row of `programs`: the hacker sent the program a report ("I miei programmi" lists those too). */
  reportedBy(hackerId: string): SQL;
}

/** The company checklist's "program created": any program of the company past the draft stage. */
export function companyHasProgram(executor: Executor, companyId: string): Promise<boolean> {
  return programsRepository(executor).hasProgram(companyId);
}

/** The program, locked for update when asked (every operation on a program locks its row first). */
export function findProgram(executor: Executor, id: string, options: { lock?: boolean } = {}): Promise<ProgramRecord | null> {
  return options.lock ? programsRepository(executor).lock(id) : programsRepository(executor).find(id);
}

/** A target of the program's scope, or null when the program has no such target. */
export async function findTarget(executor: Executor, programId: string, targetId: string): Promise<TargetRecord | null> {
  const [row] = await executor
    .select()
    .from(programTargets)
    .where(and(eq(programTargets.programId, programId), eq(programTargets.id, targetId)));
  return row ?? null;
}

/** Changes to a program's report counters and reservation, in the caller's transaction (the program row is locked first). */
export interface ProgramReportsDelta {
  total?: number;
  open?: number;
  accepted?: number;
  closed?: number;
  reservedCents?: number;
}

export async function recordProgramReports(tx: Executor, programId: string, delta: ProgramReportsDelta): Promise<void> {
  await tx
    .update(programs)
    .set({
      reportsTotal: sql`${programs.reportsTotal} + ${delta.total ?? 0}`,
      reportsOpen: sql`${programs.reportsOpen} + ${delta.open ?? 0}`,
      reportsAccepted: sql`${programs.reportsAccepted} + ${delta.accepted ?? 0}`,
      reportsClosed: sql`${programs.reportsClosed} + ${delta.closed ?? 0}`,
      reservedCents: sql`${programs.reservedCents} + ${delta.reservedCents ?? 0}`,
    })
    .where(eq(programs.id, programId));
}

/** Points a hacker earns on a program: its hall of fame. */
export async function addProgramPoints(tx: Executor, programId: string, hackerId: string, points: number): Promise<void> {
  if (points === 0) return;
  await tx
    .insert(programPoints)
    .values({ programId, hackerId, points })
    .onConflictDoUpdate({
      target: [programPoints.programId, programPoints.hackerId],
      set: { points: sql`${programPoints.points} + ${points}`, updatedAt: new Date() },
    });
}

/** A company's newest programs that are not deleted, at most `limit` (the company dashboard's response times). */
export function newestCompanyPrograms(
  executor: Executor,
  companyId: string,
  limit: number,
): Promise<{ id: string; name: string | null; isManaged: boolean }[]> {
  return executor
    .select({ id: programs.id, name: programs.name, isManaged: programs.isManaged })
    .from(programs)
    .where(and(eq(programs.companyId, companyId), ne(programs.status, 'deleted')))
    .orderBy(desc(programs.createdAt), desc(programs.id))
    .limit(limit);
}

/**
 * A company's programs counted in one pass over its rows (programs_company_created_idx): sent as its program list
 * counts them (drafts and deleted ones aside), of them active, and its drafts.
 */
export async function companyProgramCounts(executor: Executor, companyId: string): Promise<{ sent: number; active: number; drafts: number }> {
  const [row] = await executor
    .select({
      sent: sql`count(*) filter (where ${LIST_DEFAULTS.company})`.mapWith(Number),
      active: sql`count(*) filter (where ${programs.status} = 'active')`.mapWith(Number),
      drafts: sql`count(*) filter (where ${LIST_DEFAULTS.drafts})`.mapWith(Number),
    })
    .from(programs)
    .where(eq(programs.companyId, companyId));
  return { sent: row?.sent ?? 0, active: row?.active ?? 0, drafts: row?.drafts ?? 0 };
}

/** Programs waiting for the platform's review (status pending), from the list counters. */
export async function programsToReview(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ n: sql<string>`coalesce(sum(${programListCounts.n}), 0)` })
    .from(programListCounts)
    .where(and(eq(programListCounts.status, 'pending'), eq(programListCounts.tag, '')));
  return Number(row?.n ?? 0);
}

/** A few programs by id with their company's name (dashboard lists). */
export function programsWithCompany(executor: Executor, ids: readonly string[]): Promise<{ id: string; name: string | null; companyName: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  // One statement for any number of ids (an array), built once: every wallet statement's page names its programs.
  return runPrepared(executor, 'programs with company', [], { ids: [...ids] }, () =>
    executor
      .select({ id: programs.id, name: programs.name, companyName: companies.name })
      .from(programs)
      .innerJoin(companies, eq(companies.id, programs.companyId))
      .where(sql`${programs.id} = any(${sql.placeholder('ids')}::uuid[])`),
  );
}
