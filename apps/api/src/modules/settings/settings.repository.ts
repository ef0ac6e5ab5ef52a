import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { platformSettings } from '../../db/schema/index.ts';

export function settingsRepository(db: Executor) {
  return {
    async find(key: string): Promise<unknown> {
      const [row] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, key));
      return row?.value;
    },

    findAll(): Promise<{ key: string; value: unknown }[]> {
      return db.select({ key: platformSettings.key, value: platformSettings.value }).from(platformSettings);
    },

    async upsert(key: string, value: unknown, updatedBy: string | null): Promise<void> {
      await db
        .insert(platformSettings)
        .values({ key, value, updatedBy })
        .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedBy, updatedAt: new Date() } });
    },

    /** Serialises settings writes until the transaction ends, so the old values an audit entry records are the ones replaced. */
    async lockForWrite(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('platform_settings'))`);
    },
  };
}
