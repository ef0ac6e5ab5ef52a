import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './intl-warmup.ts';

/** The browser's Worker as far as warmIntl uses it: what it was started with, and whether it was ended. */
class RecordedWorker {
  static started: RecordedWorker[] = [];
  onmessage: (() => void) | null = null;
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    RecordedWorker.started.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('warmIntl', () => {
  afterEach(() => {
    RecordedWorker.started = [];
    vi.unstubAllGlobals();
  });

  it('starts one module worker named after the language, ended once it has built the formatters', () => {
    vi.stubGlobal('Worker', RecordedWorker);
    warmIntl('en');
    const [worker] = RecordedWorker.started;
    expect(RecordedWorker.started).toHaveLength(1);
    expect(worker?.options).toEqual({ type: 'module', name: 'en' });
    expect(worker?.url.pathname).toMatch(/intl-warmup\.worker\.ts$/);
    expect(worker?.terminated).toBe(false);
    worker?.onmessage?.();
    expect(worker?.terminated).toBe(true);
  });

  it('does nothing where there are no workers (the page then loads the locale on its first formatter)', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntl('it')).not.toThrow();
  });
});
