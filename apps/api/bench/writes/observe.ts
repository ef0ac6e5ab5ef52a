/** What the server and PostgreSQL say about a run of `npm run bench:writes`: errors in the server's log, deadlocks counted. */
import pg from 'pg';

/** Pino levels: 50 error, 60 fatal. */
const ERROR_LEVEL = 50;

interface LogLine {
  level?: number;
  msg?: string;
  err?: { type?: string; message?: string; code?: string };
}

/**
 * What went wrong, without the statement and its parameters: pino writes a wrapped error's message followed by its
 * causes' (`Failed query: update ...\nparams: ...: deadlock detected`), so the innermost cause is the last part.
 */
function errorOf(entry: LogLine): string {
  const message = entry.err?.message ?? entry.msg ?? '';
  const innermost = message.split(': ').at(-1)!.split('\n')[0]!.slice(0, 120);
  return [entry.err?.code, innermost].filter(Boolean).join(' ');
}

/** The server's log lines of level error and above, by message, since the last `take`. */
export class ServerErrors {
  private counts = new Map<string, number>();

  readonly onLine = (line: string) => {
    let entry: LogLine;
    try {
      entry = JSON.parse(line) as LogLine;
    } catch {
      console.error(`  server: ${line}`); // not a log line: the start-up message, or a crash's stack trace
      return;
    }
    if ((entry.level ?? 0) < ERROR_LEVEL) return;
    const what = errorOf(entry);
    this.counts.set(what, (this.counts.get(what) ?? 0) + 1);
  };

  take(): Map<string, number> {
    const taken = this.counts;
    this.counts = new Map();
    return taken;
  }
}

/**
 * PostgreSQL 15 adds a backend's deadlocks to pg_stat_database when the backend reports its statistics: at the end of a
 * transaction at most once a second, or after 10 s idle. Read after the load has settled for longer than that.
 */
export const STATS_SETTLE_MS = 11_000;

export async function deadlocksSoFar(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ deadlocks: string }>('select deadlocks from pg_stat_database where datname = current_database()');
    return Number(rows[0]?.deadlocks ?? 0);
  } finally {
    await client.end();
  }
}
