/**
 * Kept figures (counters and aggregates) with one definition each: how the figure is recounted from the rows, used by
 * `npm run stats:check` (every difference between kept and recounted) and `npm run stats:rebuild` (the kept values
 * replaced by the recount), and how the append-only ones are compacted. Modules declare their figures in their public
 * files; the stats module lists them all (modules/stats/aggregates.ts).
 *
 * Three ways a figure is kept:
 * - `appended`: a table without a unique key that every change INSERTs its differences into, so transactions of
 *   different companies never wait on one row; readers sum a key's rows; `compactAggregates` folds the rows still
 *   `pending` into one row per key (db/schema/appended.ts).
 * - `upserted`: one row per key updated in place, for rows only one program's transactions write (they hold the
 *   program's row lock first, and take the rows in key order).
 * - `columns`: counters on the rows of an entity (a program's report counters), kept by the code that changes them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';

export type AggregateKind = 'appended' | 'upserted' | 'columns';

export interface Aggregate {
  /** How check and rebuild name it. */
  name: string;
  table: string;
  kind: AggregateKind;
  keys: readonly string[];
  values: readonly string[];
  /** The figure from the rows: one row per key, with the key and value columns (keys where every value is 0 may be missing). */
  recount: SQL;
  /** The tables the recount reads (a seed that wrote some with triggers off rebuilds the figures of those). */
  reads: readonly string[];
  /** For `columns`: which rows of the table carry the counters (every row when absent). */
  scope?: SQL;
}

/** A kept value that is not what the rows say. */
export interface AggregateDifference {
  figure: string;
  key: Record<string, unknown>;
  kept: Record<string, number>;
  recounted: Record<string, number>;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/** Table and column names come from the modules' declarations, never from input; still, only plain names pass. */
function checked(name: string): string {
  if (!NAME.test(name)) throw new Error(`not an identifier: ${name}`);
  return name;
}
const identifier = (name: string): SQL => sql.raw(checked(name));
const list = (names: readonly string[], shape: (name: string) => SQL = identifier) =>
  sql.join(
    names.map((name) => shape(name)),
    sql`, `,
  );

/** A list of SQL string literals (statuses from the domain's tables, never input). */
export function sqlStrings(values: readonly string[]): SQL {
  return sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);
}

/**
 * The recount of a figure defined per row (migration 0022's `<figure>_of(row, sign)`): the sum, per key, of what every
 * row of each source contributes. Triggers apply the same functions to the rows a change replaces and writes.
 */
export function summedContributions(keys: readonly string[], values: readonly string[], sources: readonly (readonly [table: string, of: string])[]): SQL {
  const rows = sql.join(
    sources.map(([table, of]) => sql`SELECT x.* FROM ${identifier(table)} AS r CROSS JOIN LATERAL ${identifier(of)}(r, 1) AS x`),
    sql` UNION ALL `,
  );
  return sql`SELECT ${list(keys)}, ${list(values, (name) => sql`sum(${identifier(name)}) AS ${identifier(name)}`)} FROM (${rows}) AS contributions GROUP BY ${list(keys)}`;
}

/**
 * A figure defined per row (migration 0022): the table its trigger writes, recounted by summing what every row of
 * each source contributes (`sources`: [table, contribution function]). Its name is the table's.
 */
export function contributedAggregate(spec: {
  table: string;
  kind: 'appended' | 'upserted';
  keys: readonly string[];
  values: readonly string[];
  sources: readonly (readonly [table: string, of: string])[];
}): Aggregate {
  const { sources, ...figure } = spec;
  return { name: spec.table, ...figure, recount: summedContributions(spec.keys, spec.values, sources), reads: sources.map(([table]) => table) };
}

/** What the table holds now, one row per key. */
function kept(aggregate: Aggregate): SQL {
  const table = identifier(aggregate.table);
  const keys = list(aggregate.keys);
  if (aggregate.kind === 'appended') {
    return sql`SELECT ${keys}, ${list(aggregate.values, (name) => sql`sum(${identifier(name)}) AS ${identifier(name)}`)} FROM ${table} GROUP BY ${keys}`;
  }
  return sql`SELECT ${keys}, ${list(aggregate.values)} FROM ${table}${aggregate.scope ? sql` WHERE ${aggregate.scope}` : sql``}`;
}

const valueOf = (side: 'kept' | 'recounted', name: string) => sql`coalesce(${sql.raw(side)}.${identifier(name)}, 0)`;
const objectOf = (names: readonly string[], value: (name: string) => SQL) =>
  sql`json_build_object(${sql.join(
    names.map((name) => sql`${sql.raw(`'${checked(name)}'`)}, ${value(name)}`),
    sql`, `,
  )})`;

/** The keys where kept and recounted values differ (a missing row counts as zeros), with both sides. */
function differing(aggregate: Aggregate): SQL {
  const keys = list(aggregate.keys);
  const values = (side: 'kept' | 'recounted') => sql`(${list(aggregate.values, (name) => valueOf(side, name))})`;
  return sql`WITH kept AS (${kept(aggregate)}), recounted AS (SELECT *, true AS found FROM (${aggregate.recount}) AS r)
    SELECT ${keys}, ${list(aggregate.values, (name) => sql`${valueOf('recounted', name)} AS ${identifier(name)}`)},
           coalesce(recounted.found, false) AS found,
           ${objectOf(aggregate.keys, (name) => identifier(name))} AS key_json,
           ${objectOf(aggregate.values, (name) => valueOf('kept', name))} AS kept_json,
           ${objectOf(aggregate.values, (name) => valueOf('recounted', name))} AS recounted_json
      FROM kept FULL JOIN recounted USING (${keys})
     WHERE ${values('kept')} IS DISTINCT FROM ${values('recounted')}`;
}

/** Every difference between the kept figures and a recount from the rows. */
export async function checkAggregates(db: Executor, aggregates: readonly Aggregate[]): Promise<AggregateDifference[]> {
  const differences: AggregateDifference[] = [];
  for (const aggregate of aggregates) {
    const result = await db.execute<{ key_json: Record<string, unknown>; kept_json: Record<string, number>; recounted_json: Record<string, number> }>(
      sql`SELECT key_json, kept_json, recounted_json FROM (${differing(aggregate)}) AS d ORDER BY ${list(aggregate.keys)}`,
    );
    for (const row of result.rows) differences.push({ figure: aggregate.name, key: row.key_json, kept: row.kept_json, recounted: row.recounted_json });
  }
  return differences;
}

/** Serialises the writers of one aggregate's compacted rows (compaction and rebuild); false when `wait` is off and another holds it. */
async function lockAggregate(tx: Executor, aggregate: Aggregate, wait: boolean): Promise<boolean> {
  const key = sql`hashtext(${`aggregate:${aggregate.table}`})`;
  if (wait) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${key})`);
    return true;
  }
  const result = await tx.execute<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${key}) AS locked`);
  return result.rows[0]?.locked === true;
}

const matching = (aggregate: Aggregate, left: string, right: string) =>
  sql.join(
    aggregate.keys.map((key) => sql`${sql.raw(left)}.${identifier(key)} = ${sql.raw(right)}.${identifier(key)}`),
    sql` AND `,
  );

/** Replaces the differing kept values with the recount; answers how many keys each figure had wrong. Run it inside a transaction. */
export async function rebuildAggregates(tx: Executor, aggregates: readonly Aggregate[]): Promise<{ figure: string; replaced: number }[]> {
  const replaced: { figure: string; replaced: number }[] = [];
  for (const aggregate of aggregates) {
    await lockAggregate(tx, aggregate, true);
    await tx.execute(sql`CREATE TEMP TABLE aggregate_rebuild AS ${differing(aggregate)}`);
    const table = identifier(aggregate.table);
    const columns = sql`${list(aggregate.keys)}, ${list(aggregate.values)}`;
    const counted = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM aggregate_rebuild`);
    if (aggregate.kind === 'columns') {
      await tx.execute(
        sql`UPDATE ${table} AS t SET ${list(aggregate.values, (name) => sql`${identifier(name)} = d.${identifier(name)}`)}
              FROM aggregate_rebuild AS d WHERE ${matching(aggregate, 't', 'd')}`,
      );
    } else {
      await tx.execute(sql`DELETE FROM ${table} AS t USING aggregate_rebuild AS d WHERE ${matching(aggregate, 't', 'd')}`);
      const pending = aggregate.kind === 'appended' ? sql`, pending` : sql``;
      const notPending = aggregate.kind === 'appended' ? sql`, false` : sql``;
      await tx.execute(sql`INSERT INTO ${table} (${columns}${pending}) SELECT ${columns}${notPending} FROM aggregate_rebuild WHERE found`);
    }
    await tx.execute(sql`DROP TABLE aggregate_rebuild`);
    replaced.push({ figure: aggregate.name, replaced: counted.rows[0]?.n ?? 0 });
  }
  return replaced;
}

/**
 * Folds each appended figure's pending rows into one row per key (keys summing to zero disappear), one short
 * transaction per table; a table another compaction or rebuild is working on is left for the next run.
 * Writers only insert, so nothing waits on this. Answers how many rows were folded.
 */
export async function compactAggregates(db: Database, aggregates: readonly Aggregate[]): Promise<number> {
  let folded = 0;
  for (const aggregate of aggregates) {
    if (aggregate.kind !== 'appended') continue;
    folded += await db.transaction(async (tx) => {
      if (!(await lockAggregate(tx, aggregate, false))) return 0;
      const table = identifier(aggregate.table);
      const keys = list(aggregate.keys);
      const sums = list(aggregate.values, (name) => sql`sum(${identifier(name)})`);
      const nonZero = sql.join(
        aggregate.values.map((name) => sql`sum(${identifier(name)}) <> 0`),
        sql` OR `,
      );
      const result = await tx.execute<{ n: number }>(
        sql`WITH dirty AS (SELECT DISTINCT ${keys} FROM ${table} WHERE pending),
                 moved AS (DELETE FROM ${table} AS t USING dirty AS d WHERE ${matching(aggregate, 't', 'd')}
                           RETURNING ${list([...aggregate.keys, ...aggregate.values], (name) => sql`t.${identifier(name)}`)}),
                 folded AS (INSERT INTO ${table} (${keys}, ${list(aggregate.values)}, pending)
                            SELECT ${keys}, ${sums}, false FROM moved GROUP BY ${keys} HAVING ${nonZero} RETURNING 1)
            SELECT (SELECT count(*) FROM moved)::int AS n`,
      );
      return result.rows[0]?.n ?? 0;
    });
  }
  return folded;
}
