/** What other modules may ask of companies (they never reach into the repository). */
import type { CompanyCompletion } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { companiesRepository, type CompanyRecord } from './companies.repository.ts';

export type { CompanyRecord } from './companies.repository.ts';

/**
 * What the company checklist needs of programs. Programs sit above companies, so companies declare it
 * and the programs module hands it over when the app is wired (`useProgramFacts`).
 */
export interface CompanyProgramFacts {
  /** The checklist's "program created": any program of the company past the draft stage. */
  hasProgram(companyId: string): Promise<boolean>;
}

/** The company dashboard's view of the company (GET /api/stats/dashboard): approved or not, and its checklist. */
export interface CompanyStanding {
  isVerified: boolean;
  /** As GET /api/companies/me/completion. */
  completion: CompanyCompletion;
}

/** The company, or null when there is none with that id. */
export function findCompany(executor: Executor, companyId: string): Promise<CompanyRecord | null> {
  return companiesRepository(executor).findById(companyId);
}

/**
 * Refuses actions of a company a super admin has not approved yet (COMPANY_NOT_ACTIVE; spec: such
 * a company can only save drafts). An unknown company is NOT_FOUND.
 */
export async function assertCompanyActive(executor: Executor, companyId: string): Promise<void> {
  const verified = await companiesRepository(executor).isVerified(companyId);
  if (verified === null) throw new AppError('NOT_FOUND');
  if (!verified) throw new AppError('COMPANY_NOT_ACTIVE');
}

/** The company locked for update (a coupon change queues behind another), or null when there is none. */
export function lockCompany(executor: Executor, companyId: string): Promise<CompanyRecord | null> {
  return companiesRepository(executor).lock(companyId);
}

/** Sets the company's own coupon (percent off each fee; nulls: none), the one its programs without their own are charged with. */
export async function setCompanyCoupon(
  executor: Executor,
  companyId: string,
  coupon: { managementDiscount: number | null; verificationDiscount: number | null },
): Promise<void> {
  await companiesRepository(executor).update(companyId, {
    couponManagementDiscount: coupon.managementDiscount,
    couponVerificationDiscount: coupon.verificationDiscount,
  });
}
