import { TREND_DAYS } from '@bb/domain';
import { describe, expect, it } from 'vitest';
import { dayOffset, fillTrend, offsetDate, trendMonths } from './trend.ts';
import { buildTrend } from './test-fixtures.ts';

describe('trend helpers', () => {
  it('spreads the sparse points over the 366-day axis, 0 on days without activity', () => {
    const trend = buildTrend([
      { day: '2025-03-31', amount: 10, count: 1 },
      { day: '2026-03-31', amount: 25.5, count: 2 },
    ]);
    const values = fillTrend(trend, 'amount');
    expect(values).toHaveLength(TREND_DAYS);
    expect(values[0]).toBe(10);
    expect(values[365]).toBe(25.5);
    expect(values.filter((value) => value !== 0)).toHaveLength(2);
    expect(fillTrend(trend, 'count')[365]).toBe(2);
  });

  it('counts days across daylight saving changes and maps offsets back to days', () => {
    expect(dayOffset('2025-03-29', '2025-03-31')).toBe(2);
    expect(dayOffset('2025-10-25', '2025-10-27')).toBe(2);
    expect(offsetDate('2025-03-31', 365).getDate()).toBe(31);
  });

  it('sums the points by month for the text alternative', () => {
    const trend = buildTrend([
      { day: '2026-01-02', amount: 0.1, count: 1 },
      { day: '2026-01-30', amount: 0.2, count: 1 },
      { day: '2025-12-05', amount: 5, count: 1 },
    ]);
    expect(trendMonths(trend)).toEqual([
      { month: '2025-12', amount: 5, count: 1 },
      { month: '2026-01', amount: 0.3, count: 2 },
    ]);
  });
});
