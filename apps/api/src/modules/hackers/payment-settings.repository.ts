import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { hackerPaymentSettings } from '../../db/schema/index.ts';

export type PaymentSettingsRecord = typeof hackerPaymentSettings.$inferSelect;
export type PaymentSettingsValues = Partial<Omit<PaymentSettingsRecord, 'userId' | 'version' | 'createdAt' | 'updatedAt'>>;

/** The hacker's own tax and bank settings: every query takes the hacker's id. */
export function paymentSettingsRepository(db: Executor) {
  return {
    async find(hackerId: string): Promise<PaymentSettingsRecord | null> {
      const [row] = await db.select().from(hackerPaymentSettings).where(eq(hackerPaymentSettings.userId, hackerId));
      return row ?? null;
    },

    /** The settings row, created empty (version 0) if missing, locked until the transaction ends. */
    async lock(hackerId: string): Promise<PaymentSettingsRecord> {
      await db.insert(hackerPaymentSettings).values({ userId: hackerId }).onConflictDoNothing();
      const [row] = await db.select().from(hackerPaymentSettings).where(eq(hackerPaymentSettings.userId, hackerId)).for('update');
      if (!row) throw new Error('payment settings row vanished inside its transaction');
      return row;
    },

    /** Writes the values as the next version. */
    async saveVersion(hackerId: string, values: PaymentSettingsValues): Promise<PaymentSettingsRecord> {
      const [row] = await db
        .update(hackerPaymentSettings)
        .set({ ...values, version: sqlNextVersion, updatedAt: new Date() })
        .where(eq(hackerPaymentSettings.userId, hackerId))
        .returning();
      if (!row) throw new Error('payment settings row vanished inside its transaction');
      return row;
    },
  };
}

const sqlNextVersion = sql`${hackerPaymentSettings.version} + 1`;
