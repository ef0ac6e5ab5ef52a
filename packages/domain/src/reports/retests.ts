/**
 * Fix verification (DECISIONS "Reports"): on a program with `verificationService`, marking a report fixed opens a
 * retest. A retest is a record of its own with its own table: pending -> verified, or failed (then the platform gives
 * the report back to the company, rewarded again: the report table's `reopen`). Staff record the outcome; where the
 * program lets the reporting hacker retest, the hacker the retest was given to records it too and is paid the retest
 * fee. Each retest has a response target of 5 business days from its opening.
 */
import { z } from 'zod';
import type { Retester } from '../programs/rules.ts';
import { defineWorkflow } from '../workflow.ts';
import { addBusinessDays, REPORT_LIMITS } from './rules.ts';

export const RETEST_STATUSES = ['pending', 'verified', 'failed'] as const;
export type RetestStatus = (typeof RETEST_STATUSES)[number];

/**
 * How a caller stands towards a retest: `platform` is staff, `retestingHacker` the reporting hacker when the retest
 * was given to them (the program lets its hackers retest and the budget could hold the fee when it opened).
 */
export const RETEST_RELATIONS = ['platform', 'retestingHacker'] as const;
export type RetestRelation = (typeof RETEST_RELATIONS)[number];

export const RETEST_WORKFLOW = defineWorkflow({
  name: 'retest',
  statuses: RETEST_STATUSES,
  relations: RETEST_RELATIONS,
  invalidStatus: 'INVALID_RETEST_STATUS',
  actions: {
    verify: { from: ['pending'], to: 'verified', permission: 'report.retest', relations: ['platform', 'retestingHacker'] },
    fail: { from: ['pending'], to: 'failed', permission: 'report.retest', relations: ['platform', 'retestingHacker'] },
  },
});

export type RetestAction = (typeof RETEST_WORKFLOW.actionNames)[number];
export const RETEST_ACTIONS = RETEST_WORKFLOW.actionNames;

/** The relations a retest offers its caller. */
export function retestRelations(input: { isStaff: boolean; retester: Retester; isReporter: boolean }): Set<RetestRelation> {
  const relations = new Set<RetestRelation>();
  if (input.isStaff) relations.add('platform');
  if (input.retester === 'hacker' && input.isReporter) relations.add('retestingHacker');
  return relations;
}

/** Business days (Monday to Friday) a retest has from its opening. */
export const RETEST_TARGET_DAYS = 5;

/** When a retest opened at `openedAt` is due. */
export const retestDueAt = (openedAt: Date): Date => addBusinessDays(openedAt, RETEST_TARGET_DAYS);

const required = 'validation.required';
const note = z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(REPORT_LIMITS.reasonMax, { error: 'validation.report.tooLong' });
const evidence = z.array(z.uuid({ error: 'validation.upload.notAllowed' })).max(5, { error: 'validation.upload.count' });

/** POST /api/reports/{id}/verify-fix: what the retester saw (note), optionally evidence (uploads of purpose commentAttachment). */
export const verifyFixSchema = z.object({ note, evidence: evidence.default([]) });
export type VerifyFixInput = z.input<typeof verifyFixSchema>;

/** POST /api/reports/{id}/fail-fix: the note and at least one piece of evidence, which the company reads. */
export const failFixSchema = z.object({ note, evidence: evidence.min(1, { error: 'validation.report.retestEvidence' }) });
export type FailFixInput = z.input<typeof failFixSchema>;
