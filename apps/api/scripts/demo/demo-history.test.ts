import { responseDueDates } from '@bb/domain';
import { describe, expect, it } from 'vitest';
import { aboutToBreachStart } from './demo-history.ts';

/** Each moment explicit (Rome time in the names): the demo's "about to breach" depends on the weekday and the hour. */
describe("the demo's report about to breach", () => {
  it('is due within the next hours on a business day: its first response is a few hours ahead, not yet past', () => {
    for (const now of [new Date('2026-11-25T10:00:00Z'), new Date('2026-11-27T19:30:00Z'), new Date('2026-10-26T08:00:00Z')]) {
      const start = aboutToBreachStart(now, true);
      expect(start, now.toISOString()).not.toBeNull();
      const dueIn = responseDueDates(start!, true).firstResponse.getTime() - now.getTime();
      expect(dueIn).toBeGreaterThan(2 * 3_600_000);
      expect(dueIn).toBeLessThan(14 * 3_600_000);
    }
  });

  it('cannot be on a weekend (Saturday 23:30 in Rome, Sunday of the clocks changing) or late on a Friday: targets fall on business days', () => {
    for (const now of [new Date('2026-11-21T22:30:00Z'), new Date('2026-10-25T01:30:00Z'), new Date('2026-11-27T23:00:00Z')]) {
      expect(aboutToBreachStart(now, true), now.toISOString()).toBeNull();
    }
  });
});
