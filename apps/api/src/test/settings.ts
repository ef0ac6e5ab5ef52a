import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

const SETTINGS_CACHE_MS = 2_100;

/** Switches a platform setting on for the duration of `action` (the app caches settings for 2 s). */
export async function withSetting<T>(db: Database, key: string, value: unknown, action: () => Promise<T>): Promise<T> {
  const json = JSON.stringify(value);
  await db.execute(sql`insert into platform_settings (key, value) values (${key}, ${json}::jsonb) on conflict (key) do update set value = ${json}::jsonb`);
  await new Promise((resolve) => setTimeout(resolve, SETTINGS_CACHE_MS));
  try {
    return await action();
  } finally {
    await db.execute(sql`delete from platform_settings where key = ${key}`);
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_CACHE_MS));
  }
}
