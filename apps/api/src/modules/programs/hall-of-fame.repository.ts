import type { HallOfFameRow } from '@bb/domain';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { programPoints, users } from '../../db/schema/index.ts';
import { rankingQueries, rankingRepository } from '../hackers/hackers.api.ts';

export interface RankedRow {
  hackerId: string;
  name: string;
  score: number;
}
interface Page {
  limit: number;
  offset: number;
}

/** Positions follow the order (points, then the tiebreaker), counted from the page's offset. */
export function withPositions(offset: number, rows: readonly RankedRow[]): HallOfFameRow[] {
  return rows.map((row, i) => ({ position: offset + i + 1, hackerId: row.hackerId, name: row.name, score: row.score }));
}

const programRanked = (programId: string) => and(eq(programPoints.programId, programId), gt(programPoints.points, 0));

/** The ranking queries, unexecuted: the repository runs them, the tests explain them. */
export function hallOfFameQueries(db: Executor) {
  return {
    // The platform's hall of fame is the leaderboard's ranking (modules/hackers/ranking.ts).
    platformPage: (page: Page) => rankingQueries(db).page(page),
    platformCount: () => rankingQueries(db).count(),
    programPage: (programId: string, page: Page) =>
      db
        .select({ hackerId: users.id, name: users.username, score: programPoints.points })
        .from(programPoints)
        .innerJoin(users, eq(users.id, programPoints.hackerId))
        .where(programRanked(programId))
        // As program_points_ranking_idx stores it (Drizzle's .desc() is DESC NULLS LAST; points is never null).
        .orderBy(sql`${programPoints.points} desc nulls last`, asc(programPoints.hackerId))
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
      const { rows, count } = await rankingRepository(db).page(page);
      return { rows: rows.map((row) => ({ hackerId: row.id, name: row.username, score: row.points })), count };
    },

    async program(programId: string, page: Page): Promise<{ rows: RankedRow[]; count: number }> {
      const [rows, [total]] = await Promise.all([queries.programPage(programId, page), queries.programCount(programId)]);
      return { rows, count: Number(total?.value ?? 0) };
    },

    /** The program's first `limit` hackers, without the count. */
    programTop: (programId: string, limit: number): Promise<RankedRow[]> => queries.programPage(programId, { limit, offset: 0 }),
  };
}
