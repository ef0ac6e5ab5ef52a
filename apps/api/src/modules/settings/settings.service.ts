import { PLATFORM_SETTINGS, SETTING_DEFAULTS, SETTING_KEYS, type PlatformSettings, type SettingKey } from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { CacheBus } from '../../lib/cache-bus.ts';
import { settingsRepository } from './settings.repository.ts';

/**
 * How long a read is kept. A write invalidates it here and, over the cache bus, on the other instances at once; should
 * the announcement be lost (a listener reconnecting), they still see the change within this delay.
 */
const CACHE_MS = 2_000;
const BUS_KIND = 'setting';

/** A stored value that no longer fits its schema (an older format) counts as unset rather than breaking its readers. */
function valueOf<K extends SettingKey>(key: K, stored: unknown): PlatformSettings[K] {
  if (stored === undefined) return SETTING_DEFAULTS[key];
  const parsed = PLATFORM_SETTINGS[key].schema.safeParse(stored);
  return parsed.success ? (parsed.data as PlatformSettings[K]) : SETTING_DEFAULTS[key];
}

/**
 * Platform switches and constants (packages/domain admin/settings.ts): features read them with
 * `get(key)`, the super admin's settings screen writes them.
 */
export function settingsModule(db: Database, bus?: CacheBus) {
  const cache = new Map<SettingKey, { value: unknown; at: number }>();
  bus?.subscribe(BUS_KIND, (key) => cache.delete(key as SettingKey));

  return {
    /**
     * One setting, its stored value or its default; cached for 2 s. Inside a transaction pass it as
     * `executor`: a cache miss then reads on the transaction's own connection instead of taking a
     * second one from the pool (transactions each waiting for a free connection while holding one
     * would wait for ever).
     */
    async get<K extends SettingKey>(key: K, executor: Executor = db): Promise<PlatformSettings[K]> {
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as PlatformSettings[K];
      const value = valueOf(key, await settingsRepository(executor).find(key));
      cache.set(key, { value, at: Date.now() });
      return value;
    },

    /** Every setting, uncached (the settings screen must show what is stored). */
    async all(executor: Executor = db): Promise<PlatformSettings> {
      const stored = new Map((await settingsRepository(executor).findAll()).map((row) => [row.key, row.value]));
      return Object.fromEntries(SETTING_KEYS.map((key) => [key, valueOf(key, stored.get(key))])) as PlatformSettings;
    },

    /** Writes inside the caller's transaction; call `invalidate` once it has committed. */
    write: (executor: Executor, key: SettingKey, value: unknown, updatedBy: string | null) => settingsRepository(executor).upsert(key, value, updatedBy),

    lockForWrite: (executor: Executor) => settingsRepository(executor).lockForWrite(),

    invalidate(keys: readonly SettingKey[]) {
      for (const key of keys) {
        cache.delete(key);
        bus?.publish(BUS_KIND, key);
      }
    },
  };
}
export type SettingsReader = ReturnType<typeof settingsModule>;
