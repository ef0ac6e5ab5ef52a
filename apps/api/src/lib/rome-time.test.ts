import { describe, expect, it } from 'vitest';
import { romeDate, romeMonthStart } from './rome-time.ts';

describe('Rome time', () => {
  it("starts a month at Italy's midnight, in winter and in summer time alike", () => {
    expect(romeMonthStart('2026-01').toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(romeMonthStart('2026-07').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // The months of the clocks changing: March starts in winter time, April in summer time, November in winter time again.
    expect(romeMonthStart('2027-03').toISOString()).toBe('2027-02-28T23:00:00.000Z');
    expect(romeMonthStart('2027-04').toISOString()).toBe('2027-03-31T22:00:00.000Z');
    expect(romeMonthStart('2026-11').toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });

  it("dates a moment by Italy's calendar around midnight and on the night the clocks go back", () => {
    expect(romeDate(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
    expect(romeDate(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    expect(romeDate(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(romeDate(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });
});
