/**
 * The leaderboard part of the scale seed: points for `hackers` seeded hackers (100,000 by default), with a long
 * tail like a real leaderboard (a few with tens of thousands of points, many tied on a handful), then the points
 * histogram recomputed from the rows and checked, as the trigger of migration 0008 keeps it.
 */
import type pg from 'pg';

const SCALE_EMAIL_PATTERN = '%.scale.test';

/** Recomputes hacker_points_histogram from users; throws (and keeps nothing) when the two disagree. */
async function recountHistogram(client: pg.Client) {
  const ranked = `select points, count(*) as hackers from users where user_type = 'hacker' and points > 0 and not is_blocked and deactivated_at is null group by points`;
  await client.query(`delete from hacker_points_histogram; insert into hacker_points_histogram (points, hackers) ${ranked} order by points`);
  const { rows } = await client.query<{ problems: number }>(
    `select count(*)::int as problems from ((select points, hackers from hacker_points_histogram except ${ranked}) union all (${ranked} except select points, hackers from hacker_points_histogram)) d`,
  );
  if (rows[0]?.problems) throw new Error(`hacker_points_histogram disagrees with users in ${rows[0].problems} rows, nothing kept`);
}

/**
 * Gives points to the first `hackers` active seeded hackers. The histogram trigger is off for the update
 * (session_replication_role = replica) and the histogram recomputed before the one transaction commits.
 * Returns false when already seeded or when `hackers` is 0.
 */
export async function seedScaleLeaderboard(client: pg.Client, options: { hackers: number; log?: (message: string) => void }): Promise<boolean> {
  if (options.hackers <= 0) return false;
  const seeded = await client.query(`select 1 from users where points > 0 and email like $1 limit 1`, [SCALE_EMAIL_PATTERN]);
  if (seeded.rowCount) return false;
  await client.query('begin');
  try {
    await client.query(`set local session_replication_role = replica; set local work_mem = '256MB'`);
    const updated = await client.query(
      `update users u set points = 1 + (100000 / (1 + (s.n::bigint * 7919) % $2::int))::int
       from (select id, row_number() over (order by created_at, id) as n from users
             where user_type = 'hacker' and email like $1 and not is_blocked and deactivated_at is null
             order by created_at, id limit $2) s
       where u.id = s.id`,
      [SCALE_EMAIL_PATTERN, options.hackers],
    );
    if (!updated.rowCount) throw new Error('the leaderboard part needs the seeded hackers');
    await recountHistogram(client);
    await client.query('commit');
    options.log?.(`  leaderboard: ${updated.rowCount.toLocaleString('en')} hackers with points; histogram recomputed`);
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('vacuum analyze users, hacker_points_histogram');
  options.log?.('  leaderboard: vacuum analyze done');
  return true;
}
