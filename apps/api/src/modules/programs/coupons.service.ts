/**
 * Coupons (DECISIONS "Fees, budgets and tiers": coupons): a super admin gives a company, or one of its programs, a
 * percent off the managed and the Fix verification fee. Allocations read the coupon in force (`couponFor`).
 */
import { type CompanyCoupons, type Coupon, type SetCouponInput } from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/types.ts';
import { recordAudit } from '../audit/index.ts';
import { companyCoupon } from './program-budget.service.ts';
import { findCompany, lockCompany, setCompanyCoupon } from '../companies/companies.api.ts';
import { couponsRepository } from './coupons.repository.ts';
import { programsRepository } from './programs.repository.ts';

const STATUSES_WITHOUT_COUPONS = new Set(['deleted', 'rejected']);
const sameCoupon = (a: Coupon | null, b: Coupon | null) =>
  (a?.managementDiscount ?? null) === (b?.managementDiscount ?? null) && (a?.verificationDiscount ?? null) === (b?.verificationDiscount ?? null);
/** Both discounts null: no coupon. */
const orNone = (coupon: Coupon): Coupon | null => (coupon.managementDiscount === null && coupon.verificationDiscount === null ? null : coupon);

async function companyCoupons(executor: Executor, companyId: string): Promise<CompanyCoupons> {
  const rows = await couponsRepository(executor).companyPrograms(companyId);
  return {
    company: orNone(await companyCoupon(executor, companyId)),
    programs: rows.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      coupon: row.hasCoupon ? { managementDiscount: row.managementDiscount, verificationDiscount: row.verificationDiscount } : null,
    })),
  };
}

export function couponsService(deps: { db: Database }) {
  /** The coupon of one program, under its row lock (allocations of the program queue behind the change); 422 for a program the coupon cannot serve. */
  async function setOnProgram(tx: Executor, actor: Actor, companyId: string, programId: string, coupon: Coupon | null) {
    const program = await programsRepository(tx).lock(programId);
    if (!program || program.companyId !== companyId || STATUSES_WITHOUT_COUPONS.has(program.status)) throw fieldError('program', 'validation.coupon.program');
    const coupons = couponsRepository(tx);
    const before = await coupons.findProgramCoupon(programId);
    if (sameCoupon(before, coupon)) return null;
    if (coupon) await coupons.setProgramCoupon(programId, coupon, actor.userId);
    else await coupons.removeProgramCoupon(programId);
    return program.name ?? '';
  }

  return {
    /** GET /api/companies/{id}/coupons. */
    async get(companyId: string): Promise<CompanyCoupons> {
      if (!(await findCompany(deps.db, companyId))) throw new AppError('NOT_FOUND');
      return companyCoupons(deps.db, companyId);
    },

    /** PUT /api/companies/{id}/coupon: sets or (both discounts null) removes the coupon; audited when it changes. */
    async set(actor: Actor, companyId: string, input: SetCouponInput): Promise<CompanyCoupons> {
      return deps.db.transaction(async (tx) => {
        // A program's coupon is changed under the program's lock (its allocations queue behind it), the company's under the company's.
        const company = input.program ? await findCompany(tx, companyId) : await lockCompany(tx, companyId);
        if (!company) throw new AppError('NOT_FOUND');
        const given: Coupon = { managementDiscount: input.managementDiscount, verificationDiscount: input.verificationDiscount };
        const coupon = orNone(given);
        let changed: { program: string | null } | null = null;
        if (input.program) {
          const name = await setOnProgram(tx, actor, companyId, input.program, coupon);
          if (name !== null) changed = { program: name };
        } else if (!sameCoupon(orNone(await companyCoupon(tx, companyId)), coupon)) {
          await setCompanyCoupon(tx, companyId, given);
          changed = { program: null };
        }
        if (changed) {
          await recordAudit(tx, actor, { action: 'company.coupon', targetId: companyId, details: { name: company.name, ...changed, ...given } });
        }
        return companyCoupons(tx, companyId);
      });
    },
  };
}
export type CouponsService = ReturnType<typeof couponsService>;
