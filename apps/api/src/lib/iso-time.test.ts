import { describe, expect, it } from 'vitest';
import { isoTime, isoTimeOrNull } from './iso-time.ts';

describe('a time as the API writes it', () => {
  it('is what toISOString gives, over the years 0000 to 9999, every month end and leap day included', () => {
    const first = -62_167_219_200_000;
    const last = 253_402_300_799_999;
    // A step that is no whole number of days, hours or seconds, so the times fall at every hour, minute and millisecond.
    for (let time = first; time <= last; time += 7_777_777_777) expect(isoTime(new Date(time))).toBe(new Date(time).toISOString());
    for (const year of [0, 4, 100, 400, 1600, 1900, 1969, 1970, 2000, 2024, 2026, 2100, 9999])
      for (let month = 0; month < 12; month++)
        for (const day of [1, 28, 29, 30, 31]) {
          const date = new Date(0);
          date.setUTCFullYear(year, month, day);
          date.setUTCHours(23, 59, 59, 999);
          expect(isoTime(date)).toBe(date.toISOString());
        }
    for (const time of [first, last, 0, -1, 1, 951_782_400_000, 1_796_091_440_469]) expect(isoTime(new Date(time))).toBe(new Date(time).toISOString());
  });

  it('leaves times outside those years, and an invalid date, to toISOString', () => {
    for (const time of [-62_167_219_200_001, 253_402_300_800_000, -8.64e15, 8.64e15]) expect(isoTime(new Date(time))).toBe(new Date(time).toISOString());
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('is null for no date', () => {
    expect(isoTimeOrNull(null)).toBeNull();
    expect(isoTimeOrNull(undefined)).toBeNull();
    expect(isoTimeOrNull(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
  });
});
