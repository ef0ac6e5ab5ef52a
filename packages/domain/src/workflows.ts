/** Every state machine of the platform, for the generated tests and anyone who lists them. */
import { DEPOSIT_WORKFLOW } from './banking/rules.ts';
import { PROGRAM_WORKFLOW } from './programs/rules.ts';
import { KYC_WORKFLOW } from './verification/rules.ts';

export const WORKFLOWS = { program: PROGRAM_WORKFLOW, deposit: DEPOSIT_WORKFLOW, verification: KYC_WORKFLOW } as const;
