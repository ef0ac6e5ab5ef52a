/** What other modules may ask of programs (they never reach into the repository). */
import type { Executor } from '../../db/client.ts';
import { programsRepository } from './programs.repository.ts';

export { applyBudgetRules } from './program-budget.service.ts';

/** The company checklist's "program created": any program of the company past the draft stage. */
export function companyHasProgram(executor: Executor, companyId: string): Promise<boolean> {
  return programsRepository(executor).hasProgram(companyId);
}
