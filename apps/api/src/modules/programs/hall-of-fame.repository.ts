import { and, asc, count, desc, eq, gt, isNull, not } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { programPoints, users } from '../../db/schema/index.ts';

export interface RankedRow {
  name: string;
  score: number;
}
interface Page {
  limit: number;
  offset: number;
}

// The predicate of users_hall_of_fame_idx: the platform ranking reads that index only.
const rankedHacker = and(eq(users.userType, 'hacker'), gt(users.points, 0), not(users.isBlocked), isNull(users.deactivatedAt));

const programRanked = (programId: string) => and(eq(programPoints.programId, programId), gt(programPoints.points, 0));

/** The ranking queries, unexecuted: the repository runs them, the tests explain them. */
export function hallOfFameQueries(db: Executor) {
  return {
    platformPage: (page: Page) =>
      db.select({ name: users.username, score: users.points }).from(users).where(rankedHacker).orderBy(desc(users.points), asc(users.username)).limit(page.limit).offset(page.offset),
    platformCount: () => db.select({ value: count() }).from(users).where(rankedHacker),
    programPage: (programId: string, page: Page) =>
      db
        .select({ name: users.username, score: programPoints.points })
        .from(programPoints)
        .innerJoin(users, eq(users.id, programPoints.hackerId))
        .where(programRanked(programId))
        .orderBy(desc(programPoints.points), asc(programPoints.hackerId))
        .limit(page.limit)
        .offset(page.offset),
    programCount: (programId: string) => db.select({ value: count() }).from(programPoints).where(programRanked(programId)),
  };
}

/** Rankings by points: the platform's (users.points) and one program's (program_points). */
export function hallOfFameRepository(db: Executor) {
  const queries = hallOfFameQueries(db);
  return {
    async platform(page: Page): Promise<{ rows: RankedRow[]; count: number }> {
      const [rows, [total]] = await Promise.all([queries.platformPage(page), queries.platformCount()]);
      return { rows, count: Number(total?.value ?? 0) };
    },

    async program(programId: string, page: Page): Promise<{ rows: RankedRow[]; count: number }> {
      const [rows, [total]] = await Promise.all([queries.programPage(programId, page), queries.programCount(programId)]);
      return { rows, count: Number(total?.value ?? 0) };
    },
  };
}
