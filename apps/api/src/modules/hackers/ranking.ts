/**
 * The platform ranking of hackers by users.points, shared by the leaderboard, the public profile's
 * rank and the platform hall of fame. Pages read users_hall_of_fame_idx in order (index only up to
 * the page); the count and a hacker's rank add up hacker_points_histogram (kept by a trigger on
 * users, migration 0008), so no request counts every ranked hacker.
 */
import { and, asc, eq, gt, isNull, lt, not, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pageWithExactCount } from '../../lib/list-query.ts';
import { Bindings, runPrepared } from '../../lib/prepared-statements.ts';
import { hackerPointsHistogram, users } from '../../db/schema/index.ts';

export interface RankingPage {
  limit: number;
  offset: number;
  /** False for an export's read: the ranked hackers are not counted beside it. */
  counted?: boolean;
}

export interface RankedHacker {
  id: string;
  username: string;
  pictureId: string | null;
  points: number;
}

/** The predicate of users_hall_of_fame_idx and of the histogram trigger: who is on the leaderboard. */
export const rankedHacker = and(eq(users.userType, 'hacker'), gt(users.points, 0), not(users.isBlocked), isNull(users.deactivatedAt));

// The index stores points DESC NULLS LAST (Drizzle's .desc()); a plain "points DESC" means NULLS FIRST
// and could only be served by sorting every ranked row. points is never null, so the order is the same.
const rankOrder = [sql`${users.points} desc nulls last`, asc(users.username)];

const sumOf = (hackers: typeof hackerPointsHistogram.hackers) => sql<string>`coalesce(sum(${hackers}), 0)`;

/** The ranking queries, unexecuted: the repository runs them, the tests explain them. */
export function rankingQueries(db: Executor) {
  return {
    /**
     * One page. The positions before it are skipped inside the index alone (an index-only scan of points and
     * username); only the page's own rows are then read from users, by username.
     */
    page: (page: { limit: number | Placeholder; offset: number | Placeholder }) => {
      const ranked = db
        .select({ username: users.username })
        .from(users)
        .where(rankedHacker)
        .orderBy(...rankOrder)
        .limit(page.limit)
        .offset(page.offset)
        .as('ranked');
      return db
        .select({ id: users.id, username: users.username, pictureId: users.pictureId, points: users.points })
        .from(ranked)
        .innerJoin(users, eq(users.username, ranked.username))
        .orderBy(...rankOrder);
    },
    count: () => db.select({ value: sumOf(hackerPointsHistogram.hackers) }).from(hackerPointsHistogram),
    /** Hackers with more points than `points`. */
    aheadByPoints: (points: number) =>
      db
        .select({ value: sumOf(hackerPointsHistogram.hackers) })
        .from(hackerPointsHistogram)
        .where(gt(hackerPointsHistogram.points, points)),
    /** Hackers with the same points whose username sorts first (the tiebreaker). */
    aheadByName: (points: number, username: string) =>
      db
        .select({ value: sql<number>`count(*)::int` })
        .from(users)
        .where(and(rankedHacker, eq(users.points, points), lt(users.username, username))),
  };
}

export function rankingRepository(db: Executor) {
  const queries = rankingQueries(db);
  return {
    /** The page's statement and the count's are built once and kept (prepared-statements.ts). */
    async page(page: RankingPage): Promise<{ rows: RankedHacker[]; count: number }> {
      const { bind, values } = new Bindings();
      const bounds = { limit: bind(page.limit), offset: bind(page.offset) };
      const rows = runPrepared(db, 'ranking page', [bounds.limit.getSQL(), bounds.offset.getSQL()], values, () => queries.page(bounds));
      return pageWithExactCount({ ...page, counted: page.counted ?? true }, rows, async () => {
        const [total] = await runPrepared(db, 'ranking count', [], {}, queries.count);
        return Number(total?.value ?? 0);
      });
    },

    /** The hacker's position (ties do not share one), or null when they are not ranked. */
    async positionOf(hackerId: string): Promise<number | null> {
      const [me] = await db
        .select({ points: users.points, username: users.username })
        .from(users)
        .where(and(eq(users.id, hackerId), rankedHacker));
      if (!me) return null;
      const [[byPoints], [byName]] = await Promise.all([queries.aheadByPoints(me.points), queries.aheadByName(me.points, me.username)]);
      return Number(byPoints?.value ?? 0) + Number(byName?.value ?? 0) + 1;
    },
  };
}

/** Positions follow the ranking order, counted from the page's offset. */
export function withPositions<T>(page: RankingPage, rows: T[]): (T & { position: number })[] {
  return rows.map((row, i) => ({ ...row, position: page.offset + i + 1 }));
}
