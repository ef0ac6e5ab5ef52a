/** Every state machine of the platform, for the generated tests and anyone who lists them. */
import { DEPOSIT_WORKFLOW } from './banking/rules.ts';
import { COMPANY_DATA_CHANGE_WORKFLOW } from './companies/data-changes.ts';
import { PAYMENT_WORKFLOW } from './payments/rules.ts';
import { PROGRAM_WORKFLOW } from './programs/rules.ts';
import { MANAGED_REPORT_WORKFLOW, SELF_MANAGED_REPORT_WORKFLOW } from './reports/rules.ts';
import { RETEST_WORKFLOW } from './reports/retests.ts';
import { KYC_WORKFLOW } from './verification/rules.ts';

export const WORKFLOWS = {
  program: PROGRAM_WORKFLOW,
  deposit: DEPOSIT_WORKFLOW,
  verification: KYC_WORKFLOW,
  'report (managed program)': MANAGED_REPORT_WORKFLOW,
  'report (self-managed program)': SELF_MANAGED_REPORT_WORKFLOW,
  retest: RETEST_WORKFLOW,
  payment: PAYMENT_WORKFLOW,
  'company data change': COMPANY_DATA_CHANGE_WORKFLOW,
} as const;
