/**
 * Lighthouse's benchmark index of a host in its "high-end desktop" bracket (1,500 to 2,000), the host its 4x CPU
 * slowdown assumes: 4x then makes of it a mid-tier phone (docs/throttling.md in Lighthouse, "Calibrating the CPU
 * slowdown").
 */
const HIGH_END_DESKTOP_BENCHMARK = 1500;

/**
 * The CPU slowdown that makes the same phone of a host that benchmarked `benchmarkIndex`: the profile's own (4x on
 * mobile) on a host at least as fast as Lighthouse assumes, proportionally less on a slower one (a busy CI machine
 * measured 930 to 2,400 within minutes), never below 1x. A faster host keeps the profile's slowdown.
 */
export function calibratedSlowdown(profileSlowdown: number, benchmarkIndex: number): number {
  if (!(benchmarkIndex > 0)) return profileSlowdown;
  const slowdown = profileSlowdown * Math.min(1, benchmarkIndex / HIGH_END_DESKTOP_BENCHMARK);
  return Math.max(1, Math.round(slowdown * 100) / 100);
}
