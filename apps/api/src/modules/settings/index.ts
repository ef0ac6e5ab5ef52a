import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { platformSettings } from '../../db/schema/index.ts';

/** Platform switches read by the features they gate; the admin settings screen (companies issue) writes them. */
export const SETTING_DEFAULTS = {
  LOGIN_DISABLED: false,
  REGISTRATION_DISABLED: false,
  FEATURE_DISABLED: false,
} as const;
export type SettingKey = keyof typeof SETTING_DEFAULTS;

const CACHE_MS = 2_000;

export function settingsModule(db: Database) {
  const cache = new Map<SettingKey, { value: unknown; at: number }>();
  return {
    async get<K extends SettingKey>(key: K): Promise<(typeof SETTING_DEFAULTS)[K]> {
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as (typeof SETTING_DEFAULTS)[K];
      const [row] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, key));
      const value = (row?.value ?? SETTING_DEFAULTS[key]) as (typeof SETTING_DEFAULTS)[K];
      cache.set(key, { value, at: Date.now() });
      return value;
    },
    async set(key: SettingKey, value: unknown, updatedBy: string | null) {
      await db
        .insert(platformSettings)
        .values({ key, value, updatedBy })
        .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedBy, updatedAt: new Date() } });
      cache.delete(key);
    },
  };
}
export type SettingsReader = ReturnType<typeof settingsModule>;
