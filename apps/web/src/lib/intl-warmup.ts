import type { Language } from '@bb/domain/i18n';

/**
 * The first Intl formatter a page builds loads its locale's data, a long task on a phone (about 150 ms on Lighthouse's
 * phone, 40 ms on this machine), in the render that takes over a painted page. The browser keeps that data for the
 * whole page, its workers included: a worker that builds the app's formatters as the app starts leaves the page's own
 * first formatter a fraction of a millisecond (measured in Chromium: 40-170 ms cold, 0.2 ms after the worker).
 */
export function warmIntl(language: Language): void {
  if (typeof Worker === 'undefined') return;
  const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module', name: language });
  worker.onmessage = () => worker.terminate();
}
