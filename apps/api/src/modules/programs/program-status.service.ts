/** Status changes of a program, each read from the state table (packages/domain programs/rules.ts). */
import type { ProgramAction, ProgramDetail, ProgramRole } from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../plugins/types.ts';
import { recordAudit } from '../audit/audit.recorder.ts';
import { runIdempotent, type IdempotencyClaim } from '../ledger/index.ts';
import { applyBudgetRules, assertCanRun, refundRemaining } from './program-budget.service.ts';
import { loadForAction, presentProgram } from './program-access.ts';
import { programsRepository, type ProgramRecord } from './programs.repository.ts';

/** Staff and super admin changes are audited (DECISIONS "Accounts and security"). */
async function auditIfStaff(tx: Executor, actor: Actor, role: ProgramRole, action: string, program: ProgramRecord, details: Record<string, unknown> = {}) {
  if (role !== 'staff' && role !== 'superadmin') return;
  await recordAudit(tx, actor, {
    action,
    targetType: 'program',
    targetId: program.id,
    details: { name: program.name, companyId: program.companyId, ...details },
  });
}

export function programStatusService(deps: { db: Database }) {
  /** Runs one transition in a transaction and answers the program as the actor now sees it. */
  async function transition(
    actor: Actor,
    id: string,
    action: ProgramAction,
    act: (tx: Executor, program: ProgramRecord, role: ProgramRole) => Promise<void>,
  ): Promise<ProgramDetail> {
    return deps.db.transaction(async (tx) => {
      const { program, role } = await loadForAction(tx, actor, id, action);
      await act(tx, program, role);
      return presentProgram(tx, actor, id);
    });
  }

  return {
    /** pending -> active (staff, super admin); the budget rule runs at once. */
    approve: (actor: Actor, id: string) =>
      transition(actor, id, 'approve', async (tx, program, role) => {
        await programsRepository(tx).update(id, { status: 'active', approvedAt: new Date() });
        await auditIfStaff(tx, actor, role, 'program.approve', program);
        await applyBudgetRules(tx, id);
      }),

    /** The pause switch: true pauses an active program, false resumes a paused one (PROGRAM_LOW_BUDGET if it cannot pay its lowest prize). */
    pause: (actor: Actor, id: string, isPaused: boolean) =>
      transition(actor, id, isPaused ? 'pause' : 'resume', async (tx, program, role) => {
        if (!isPaused) await assertCanRun(tx, program);
        await programsRepository(tx).update(id, { status: isPaused ? 'paused' : 'active', pausedForBudget: false });
        await auditIfStaff(tx, actor, role, isPaused ? 'program.pause' : 'program.resume', program);
      }),

    /** paused -> active by staff or a super admin. */
    activate: (actor: Actor, id: string) =>
      transition(actor, id, 'activate', async (tx, program, role) => {
        await assertCanRun(tx, program);
        await programsRepository(tx).update(id, { status: 'active', pausedForBudget: false });
        await auditIfStaff(tx, actor, role, 'program.activate', program);
      }),

    /** Any status but deleted -> deleted; the unspent budget goes back to the wallet (fees are not refunded). */
    async remove(actor: Actor, id: string, claim: IdempotencyClaim | null): Promise<ProgramDetail> {
      return runIdempotent(deps.db, claim, async (tx) => {
        const { program, role } = await loadForAction(tx, actor, id, 'delete');
        const refundedCents = program.status === 'draft' ? 0 : await refundRemaining(tx, program, actor);
        await programsRepository(tx).update(id, { status: 'deleted', pausedForBudget: false, deletedAt: new Date() });
        await auditIfStaff(tx, actor, role, 'program.delete', program, { refundedCents });
        return presentProgram(tx, actor, id);
      });
    },
  };
}
export type ProgramStatusService = ReturnType<typeof programStatusService>;
