/**
 * Coupons (DECISIONS "Fees, budgets and tiers"): percent off the managed fee and the Fix verification fee, assigned by
 * a super admin to a company (every program of it) or to one of its programs, which then takes precedence. Each
 * allocation (creation, finalizing a draft, a budget increase) is charged with the coupon in force at that moment.
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money.ts';
import { PROGRAM_STATUSES, type Coupon } from './rules.ts';

const percentOff = z
  .number({ error: 'validation.coupon.percent' })
  .refine((value) => Number.isFinite(value) && value >= 0 && value <= 100 && hasAtMostTwoDecimals(value), { error: 'validation.coupon.percent' })
  .nullable();

/**
 * PUT /api/companies/{id}/coupon: the coupon of the company (`program` null) or of one of its programs. Both
 * discounts null remove it. Percent from 0 to 100, two decimals at most.
 */
export const setCouponSchema = z.object({
  program: z.uuid({ error: 'validation.coupon.program' }).nullable(),
  managementDiscount: percentOff,
  verificationDiscount: percentOff,
});
export type SetCouponInput = z.infer<typeof setCouponSchema>;

export const couponSchema = z.object({ managementDiscount: z.number().nullable(), verificationDiscount: z.number().nullable() });

/** GET /api/companies/{id}/coupons: the company's coupon and its programs (those a coupon can still serve) with theirs. */
export const companyCouponsSchema = z.object({
  company: couponSchema.nullable(),
  programs: z.array(
    z.object({
      id: z.uuid(),
      name: z.string().nullable(),
      status: z.enum(PROGRAM_STATUSES),
      coupon: couponSchema.nullable(),
    }),
  ),
});
export type CompanyCoupons = z.infer<typeof companyCouponsSchema>;

/** A coupon that takes nothing off is no coupon. */
export function isEmptyCoupon(coupon: Coupon | null | undefined): boolean {
  return !coupon || ((coupon.managementDiscount ?? 0) === 0 && (coupon.verificationDiscount ?? 0) === 0);
}

/** The coupon an allocation is charged with: the program's own when it has one, else the company's. */
export function couponInForce(programCoupon: Coupon | null | undefined, companyCoupon: Coupon | null | undefined): Coupon {
  const chosen = programCoupon && (programCoupon.managementDiscount !== null || programCoupon.verificationDiscount !== null) ? programCoupon : companyCoupon;
  return { managementDiscount: chosen?.managementDiscount ?? null, verificationDiscount: chosen?.verificationDiscount ?? null };
}
