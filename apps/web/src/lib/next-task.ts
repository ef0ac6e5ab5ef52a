/** The browser's prioritised yield (Chromium 129+), where it exists. */
type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task, so that the browser may paint and answer input in between: work split by it is several
 * short tasks instead of one long one. The browser's `scheduler.yield()` where there is one (the continuation goes
 * before other queued work), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
