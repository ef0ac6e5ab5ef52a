import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { companiesRepository } from './companies.repository.ts';

/**
 * For other modules: refuses actions of a company a super admin has not approved yet
 * (COMPANY_NOT_ACTIVE; spec: such a company can only save drafts). An unknown company is NOT_FOUND.
 */
export async function assertCompanyActive(executor: Executor, companyId: string): Promise<void> {
  const verified = await companiesRepository(executor).isVerified(companyId);
  if (verified === null) throw new AppError('NOT_FOUND');
  if (!verified) throw new AppError('COMPANY_NOT_ACTIVE');
}
