/**
 * The clock in API tests (lib/clock.ts). A test whose rule depends on the moment pins it with `pinClock` and puts it
 * back with `unpinClock`. TEST_NOW (an ISO instant) runs a whole test run as if it were that moment, to prove the
 * other tests do not depend on the day or hour they run at, e.g. a Saturday night in Rome or the day the clocks change:
 *   TEST_NOW=2026-10-24T21:30:00Z npx vitest run <files>
 */
import { sql, type SQL } from 'drizzle-orm';
import { clock, resetClock, setClock } from '../lib/clock.ts';

/** The moment a run starts from: TEST_NOW, or the real time. */
export function baseClock(): void {
  if (process.env.TEST_NOW) setClock(process.env.TEST_NOW);
  else resetClock();
}

/** The clock reads `at` (and runs on from there) until `unpinClock`. */
export function pinClock(at: Date | string): void {
  setClock(at);
}

/** Back to the run's clock (TEST_NOW or the real time). */
export function unpinClock(): void {
  baseClock();
}

/** The clock the services read: tests compare with it, never with `new Date()`. */
export const testNow = (): Date => clock.now();

/** The clock's time in SQL, for raw writes a rule compares with it (due dates, reward times). */
export const clockSql = (): SQL => sql`${clock.now().toISOString()}::timestamptz`;

const ROME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * The latest moment before the run's clock when it is `weekday` (0 Sunday .. 6 Saturday) at `time` ('HH:MM', a quarter
 * of an hour) in Rome: a test about the Rome day around midnight pins it, whatever the run's day.
 */
export function lastRomeMoment(weekday: number, time: string): Date {
  const step = 15 * 60_000;
  let at = Math.floor(clock.now().getTime() / step) * step;
  for (let left = (8 * 86_400_000) / step; left > 0; left--, at -= step) {
    const parts = Object.fromEntries(ROME.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
    if (parts.weekday === WEEKDAYS[weekday] && `${parts.hour}:${parts.minute}` === time) return new Date(at);
  }
  throw new Error(`no ${WEEKDAYS[weekday]} ${time} in Rome in the last eight days`);
}
