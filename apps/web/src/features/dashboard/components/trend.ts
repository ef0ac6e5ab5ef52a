import { TREND_DAYS, type Trend } from '@bb/domain';
import { chartLocale } from '../../../components/charts/chart-format.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A `YYYY-MM-DD` day as a UTC timestamp (day arithmetic without time zones or daylight saving). */
function utcDay(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

/** How many days `day` is after `from`. */
export function dayOffset(from: string, day: string): number {
  return Math.round((utcDay(day) - utcDay(from)) / DAY_MS);
}

/** The calendar day `offset` days after `from`, as a local date for formatting. */
export function offsetDate(from: string, offset: number): Date {
  const date = new Date(utcDay(from) + Math.round(offset) * DAY_MS);
  return new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** The sparse points spread over the whole axis: one value per day, 0 on days without activity. */
export function fillTrend(trend: Trend, field: 'amount' | 'count'): number[] {
  const values = new Array<number>(TREND_DAYS).fill(0);
  for (const point of trend.points) {
    const offset = dayOffset(trend.from, point.day);
    if (offset >= 0 && offset < TREND_DAYS) values[offset] = (values[offset] ?? 0) + point[field];
  }
  return values;
}

export interface TrendMonth {
  /** `YYYY-MM`. */
  month: string;
  amount: number;
  count: number;
}

/** The points summed by month, oldest first, only months with activity: the chart's text alternative. */
export function trendMonths(trend: Trend): TrendMonth[] {
  const months = new Map<string, TrendMonth>();
  for (const point of trend.points) {
    const month = point.day.slice(0, 7);
    const row = months.get(month) ?? { month, amount: 0, count: 0 };
    row.amount = Math.round((row.amount + point.amount) * 100) / 100;
    row.count += point.count;
    months.set(month, row);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** Whether a trend has anything to draw. */
export function hasActivity(trend: Trend): boolean {
  return trend.points.some((point) => point.amount !== 0 || point.count !== 0);
}

/** "gen 26" under an axis tick, "3 febbraio 2026" in a tooltip, "gennaio 2026" in a table. */
export function formatTrendDay(date: Date, style: 'tick' | 'day'): string {
  const options: Intl.DateTimeFormatOptions = style === 'tick' ? { month: 'short', year: '2-digit' } : { day: 'numeric', month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(chartLocale(), options).format(date);
}

export function formatTrendMonth(month: string): string {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(chartLocale(), { month: 'long', year: 'numeric' }).format(new Date(year, number - 1, 1));
}
