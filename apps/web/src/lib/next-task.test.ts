import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in a later task, not in the microtasks of this one', async () => {
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push('after the yield'));
    await Promise.resolve().then(() => order.push('microtask'));
    setTimeout(() => order.push('task queued after the yield'), 0);
    expect(order).toEqual(['microtask']);
    await yielded;
    expect(order).toEqual(['microtask', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledOnce();
  });
});
