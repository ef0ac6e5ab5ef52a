import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from './cpu-slowdown.ts';

describe('calibratedSlowdown', () => {
  it("keeps the profile's slowdown on a host at least as fast as Lighthouse assumes", () => {
    expect(calibratedSlowdown(4, 1500)).toBe(4);
    expect(calibratedSlowdown(4, 2400)).toBe(4);
  });

  it('slows a slower host down proportionally less, so that it makes the same phone', () => {
    expect(calibratedSlowdown(4, 1125)).toBe(3);
    expect(calibratedSlowdown(4, 932.5)).toBe(2.49);
  });

  it('never goes below 1x, and leaves a profile without slowdown (desktop) as it is', () => {
    expect(calibratedSlowdown(4, 200)).toBe(1);
    expect(calibratedSlowdown(1, 900)).toBe(1);
  });

  it("keeps the profile's slowdown when the host measured no benchmark", () => {
    expect(calibratedSlowdown(4, 0)).toBe(4);
    expect(calibratedSlowdown(4, Number.NaN)).toBe(4);
  });
});
