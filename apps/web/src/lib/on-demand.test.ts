import { describe, expect, it, vi } from 'vitest';
import { OnDemand } from './on-demand.ts';

describe('code fetched on demand (OnDemand)', () => {
  it('fetches once however many ask, keeps what arrived and tells those who subscribed', async () => {
    const fetch = vi.fn(async () => 'code');
    const code = new OnDemand(fetch);
    const listener = vi.fn();
    const stop = code.subscribe(listener);
    expect(code.loaded).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect([first, second, code.loaded]).toEqual(['code', 'code', 'code']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await code.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed fetch', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const code = new OnDemand<string>(fetch);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded).toBeUndefined();
    await expect(code.load()).resolves.toBe('code');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
