/**
 * Every kept figure of the platform, as each module declares it in its public files: `npm run stats:check` lists
 * where one differs from a recount of the rows, `npm run stats:rebuild` replaces them by the recount (the scale seed
 * and the demo history, which write rows with triggers off or move their times), and the stats-compaction job folds
 * the append-only ones every minute.
 */
import type { Database, Executor } from '../../db/client.ts';
import { checkAggregates, compactAggregates, rebuildAggregates, type Aggregate, type AggregateDifference } from '../../lib/aggregates.ts';
import { hackerAggregates } from '../hackers/hacker-aggregates.api.ts';
import { paymentAggregates } from '../payments/payment-aggregates.api.ts';
import { programAggregates } from '../programs/program-aggregates.api.ts';
import { reportAggregates } from '../reports/report-aggregates.api.ts';
import { statsAggregates } from './stats-aggregates.ts';

/** The counters on rows come first: other figures are recounted from them (the points histogram from users.points). */
export const KEPT_AGGREGATES: readonly Aggregate[] = [...programAggregates, ...hackerAggregates, ...reportAggregates, ...paymentAggregates, ...statsAggregates];

/** The figures recounted from any of `tables`, and from the counters those figures put on rows (all of them without). */
function figuresFrom(tables?: readonly string[]): readonly Aggregate[] {
  if (!tables) return KEPT_AGGREGATES;
  const changed = new Set(tables);
  return KEPT_AGGREGATES.filter((figure) => {
    const affected = figure.reads.some((table) => changed.has(table));
    if (affected && figure.kind === 'columns') changed.add(figure.table);
    return affected;
  });
}

/** Every kept figure that differs from a recount (none on a healthy database). */
export function checkStatistics(db: Executor): Promise<AggregateDifference[]> {
  return checkAggregates(db, KEPT_AGGREGATES);
}

/** Replaces the kept figures (those recounted from `from` only, when given) by the recount; inside the caller's transaction. */
export function rebuildStatistics(tx: Executor, options: { from?: readonly string[] } = {}): Promise<{ figure: string; replaced: number }[]> {
  return rebuildAggregates(tx, figuresFrom(options.from));
}

/** Folds the append-only figures' pending rows (the stats-compaction job). */
export function compactStatistics(db: Database): Promise<number> {
  return compactAggregates(db, KEPT_AGGREGATES);
}

/** One line per difference: figure, key, kept and recounted values. */
export function describeDifference(difference: AggregateDifference): string {
  return `${difference.figure} ${JSON.stringify(difference.key)}: kept ${JSON.stringify(difference.kept)}, recounted ${JSON.stringify(difference.recounted)}`;
}

export const COMPACTION_QUEUE = 'stats-compaction';
/** Every minute: readers sum at most a minute of appended rows per key on top of the compacted one. */
export const COMPACTION_CRON = '* * * * *';
