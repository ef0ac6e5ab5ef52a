/**
 * The programs as visitors read them (the public site, issue 21): the directory of open public programs, one program's
 * public page, its hall of fame and the sitemap's list. Read functions, no caller: everything here is public data.
 */
import {
  listQuerySchema,
  PUBLIC_PROGRAMS_PAGE_SIZE,
  type HallOfFameRow,
  type ListQuery,
  type ProgramPublic,
  type PublicProgramsQuery,
  type PublicProgramsResponse,
} from '@bb/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { programs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { planList } from '../../lib/list-query.ts';
import { hallOfFameRepository, withPositions } from './hall-of-fame.repository.ts';
import { counterConditions, PROGRAM_LIST, takeTagFilter } from './program-lists.ts';
import { canSeeProgram, OPEN_PROGRAM } from './programs.policy.ts';
import { presentPublicCard, presentPublicProgram } from './programs.presenter.ts';
import { programsRepository } from './programs.repository.ts';

/** How many programs the sitemap lists at most. */
export const SITEMAP_PROGRAMS_LIMIT = 5_000;

/** Open (active or paused) and public: the predicate of programs_open_public_created_idx, written as it is. */
const openPublic = (): SQL => and(OPEN_PROGRAM, sql`${programs.isPublic}`)!;

/** The directory's query in the list planner's words (name search, one tag, management), newest first. */
function directoryListQuery(query: PublicProgramsQuery): ListQuery {
  const filters: Record<string, string> = {};
  if (query.search) filters.search = query.search;
  if (query.type) filters.tag = query.type;
  if (query.management) filters.isManaged = String(query.management === 'managed');
  return listQuerySchema.parse({ ...filters, page: query.page, size: PUBLIC_PROGRAMS_PAGE_SIZE });
}

/**
 * GET /api/programs/public: one page of open public programs, newest first, and their exact count. A type or
 * management filter alone is counted from the trigger-kept counters; a search needs a real count.
 */
export async function publicProgramDirectory(db: Executor, query: PublicProgramsQuery): Promise<PublicProgramsResponse> {
  const repository = programsRepository(db);
  const listQuery = directoryListQuery(query);
  const { rest, condition } = takeTagFilter(listQuery);
  const plan = planList(rest, PROGRAM_LIST);
  const where = and(openPublic(), plan.where, condition);
  // The hacker's counters are the open public programs' (a hacker's admissions are added apart, not here).
  const counters = counterConditions(listQuery, 'hacker');
  const [rows, count] = await Promise.all([repository.publicPage(where, plan), counters ? repository.countFromCounters(counters) : repository.count(where)]);
  return { count, results: rows.map(presentPublicCard) };
}

/** A program's public page: NOT_FOUND unless a visitor may see it (open and public). */
export async function publicProgram(db: Executor, id: string): Promise<ProgramPublic> {
  const row = await programsRepository(db).detail(id);
  if (!row || !(await canSeeProgram(db, null, row.program))) throw new AppError('NOT_FOUND');
  return presentPublicProgram(row);
}

/** The program's first `limit` hackers by points earned on it. No visibility check: the caller has loaded the program. */
export async function programHallOfFameTop(db: Executor, programId: string, limit: number): Promise<HallOfFameRow[]> {
  return withPositions(0, await hallOfFameRepository(db).programTop(programId, limit));
}

/** The open public programs for the sitemap: id and last change, newest first, at most SITEMAP_PROGRAMS_LIMIT. */
export async function publicProgramsForSitemap(db: Executor): Promise<{ id: string; updatedAt: string }[]> {
  const rows = await programsRepository(db).lastChanges(openPublic(), SITEMAP_PROGRAMS_LIMIT);
  return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
}
