/** Response times from the histograms: median and 90th percentile are the upper bound of the bucket that holds them. */
import { RESPONSE_TARGETS, RESPONSE_WINDOW_DAYS, responseTargetDays, type ProgramResponseTimes, type ResponseTarget, type ResponseTime } from '@bb/domain';

export interface HistogramRow {
  programId: string;
  target: string;
  upperHours: number;
  measured: number;
  onTime: number;
}

/** The bucket bound under which `share` of the measured responses fall (nearest rank), or null with none measured. */
export function percentileHours(buckets: readonly { upperHours: number; measured: number }[], share: number): number | null {
  const total = buckets.reduce((sum, bucket) => sum + bucket.measured, 0);
  if (total === 0) return null;
  const rank = Math.ceil(share * total);
  let seen = 0;
  for (const bucket of [...buckets].sort((a, b) => a.upperHours - b.upperHours)) {
    seen += bucket.measured;
    if (seen >= rank) return bucket.upperHours;
  }
  return null;
}

function targetTimes(target: ResponseTarget, targetDays: number, rows: readonly HistogramRow[]): ResponseTime {
  const buckets = rows.filter((row) => row.target === target && row.measured > 0);
  return {
    target,
    targetDays,
    medianHours: percentileHours(buckets, 0.5),
    p90Hours: percentileHours(buckets, 0.9),
    measured: buckets.reduce((sum, row) => sum + row.measured, 0),
    onTime: buckets.reduce((sum, row) => sum + row.onTime, 0),
  };
}

/** One program's four targets over the window, from its histogram rows (any order, other programs' rows ignored). */
export function presentResponseTimes(program: { id: string; isManaged: boolean }, rows: readonly HistogramRow[]): ProgramResponseTimes {
  const days = responseTargetDays(program.isManaged);
  const own = rows.filter((row) => row.programId === program.id);
  return {
    programId: program.id,
    windowDays: RESPONSE_WINDOW_DAYS,
    targets: RESPONSE_TARGETS.map((target) => targetTimes(target, days[target], own)),
  };
}
