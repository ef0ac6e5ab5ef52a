import { LRUCache } from 'lru-cache';

/**
 * An LRU cache whose entries expire `ttl` ms after they were set. lru-cache's default keeps the current time for 1 ms
 * and schedules a timer to forget it (`ttlResolution`), one timer per millisecond of reads: on the hot reads that look
 * up a session on every request, the timers cost more than reading the clock each time, which this does.
 */
export function expiringCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  options: LRUCache.Options<K, V, unknown> & { max: number; ttl: number },
): LRUCache<K, V> {
  return new LRUCache<K, V>({ ...options, ttlResolution: 0 });
}
