import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Coupon } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { programCoupons, programs } from '../../db/schema/index.ts';

/** How many of a company's programs the coupon screen lists (newest first): far more than any company runs. */
const LISTED_PROGRAMS = 200;

/** Programs' own coupons (DECISIONS "Fees, budgets and tiers": coupons). */
export function couponsRepository(db: Executor) {
  return {
    async findProgramCoupon(programId: string): Promise<Coupon | null> {
      const [row] = await db
        .select({ managementDiscount: programCoupons.managementDiscount, verificationDiscount: programCoupons.verificationDiscount })
        .from(programCoupons)
        .where(eq(programCoupons.programId, programId));
      return row ?? null;
    },

    async setProgramCoupon(programId: string, coupon: Coupon, assignedBy: string): Promise<void> {
      const values = { ...coupon, assignedBy, assignedAt: new Date() };
      await db
        .insert(programCoupons)
        .values({ programId, ...values })
        .onConflictDoUpdate({ target: programCoupons.programId, set: values });
    },

    async removeProgramCoupon(programId: string): Promise<void> {
      await db.delete(programCoupons).where(eq(programCoupons.programId, programId));
    },

    /** The company's programs a coupon can still serve (neither deleted nor rejected), with their own coupons, in one query. */
    companyPrograms(companyId: string) {
      return db
        .select({
          id: programs.id,
          name: programs.name,
          status: programs.status,
          managementDiscount: programCoupons.managementDiscount,
          verificationDiscount: programCoupons.verificationDiscount,
          hasCoupon: programCoupons.programId,
        })
        .from(programs)
        .leftJoin(programCoupons, eq(programCoupons.programId, programs.id))
        .where(and(eq(programs.companyId, companyId), notInArray(programs.status, ['deleted', 'rejected'])))
        .orderBy(desc(programs.createdAt), desc(programs.id))
        .limit(LISTED_PROGRAMS);
    },
  };
}
