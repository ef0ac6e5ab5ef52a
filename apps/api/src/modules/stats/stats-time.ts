/** Days and windows of the dashboards, in Europe/Rome (the aggregates' day). */
import { RESPONSE_WINDOW_DAYS, TREND_DAYS } from '@bb/domain';

const romeDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });

/** `YYYY-MM-DD` of `now` in Rome. */
export function todayInRome(now: Date): string {
  return romeDay.format(now);
}

/** `day` moved by `days` (calendar days). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The trend's days: TREND_DAYS days ending today, both ends included. */
export function trendWindow(now: Date): { from: string; to: string } {
  const to = todayInRome(now);
  return { from: addDays(to, -(TREND_DAYS - 1)), to };
}

/**
 * The first month of the response-time window: histograms are kept per month, so the window is the months that
 * overlap the last RESPONSE_WINDOW_DAYS days (between 90 and 120 days of responses).
 */
export function responseWindowStart(now: Date): string {
  return `${addDays(todayInRome(now), -(RESPONSE_WINDOW_DAYS - 1)).slice(0, 7)}-01`;
}
