/** Status changes of a program: each is one `transition` of PROGRAM_WORKFLOW (packages/domain programs/rules.ts). */
import { fromCents, type ProgramAction, type ProgramDetail, type RejectProgramInput, type RequestProgramChangesInput } from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import { transition, type Transition } from '../../lib/transition.ts';
import type { Actor } from '../../plugins/types.ts';
import { runIdempotent, type IdempotencyClaim } from '../ledger/index.ts';
import { applyBudgetRules, assertCanRun, refundRemaining } from './program-budget.service.ts';
import { presentProgram, programMachine, type ProgramMoveDetails } from './program-access.ts';
import type { ProgramRecord } from './programs.repository.ts';

type Act = (step: Transition<ProgramRecord, ProgramRecord['status']>, tx: Executor) => Promise<Partial<ProgramMoveDetails> | void>;

/** Other modules' part of a deletion (reports let go of their reservations), in the deletion's transaction. */
export type ProgramDeletedListener = (tx: Executor, program: ProgramRecord) => Promise<void>;

export function programStatusService(deps: { db: Database; onDeleted: readonly ProgramDeletedListener[] }) {
  /** Runs one action of the table in a transaction and answers the program as the actor now sees it. */
  const run = (
    actor: Actor,
    id: string,
    action: ProgramAction,
    { act, after, details }: { act?: Act; after?: (tx: Executor, program: ProgramRecord) => Promise<unknown>; details?: Partial<ProgramMoveDetails> } = {},
  ): Promise<ProgramDetail> =>
    deps.db.transaction(async (tx) => {
      const { row } = await transition(tx, programMachine, actor, id, action, act && ((step) => act(step, tx)), { details });
      await after?.(tx, row);
      return presentProgram(tx, actor, id);
    });

  /** A program put back to active must be able to pay its lowest prize (PROGRAM_LOW_BUDGET). */
  const mustRun: Act = ({ row }, tx) => assertCanRun(tx, row);

  return {
    /** pending -> active (staff, super admin); the budget rule runs at once. */
    approve: (actor: Actor, id: string) =>
      run(actor, id, 'approve', {
        after: async (tx) => {
          await applyBudgetRules(tx, id);
        },
      }),

    /** The pause switch: true pauses an active program, false resumes a paused one (PROGRAM_LOW_BUDGET if it cannot pay its lowest prize). */
    pause: (actor: Actor, id: string, isPaused: boolean) => (isPaused ? run(actor, id, 'pause') : run(actor, id, 'resume', { act: mustRun })),

    /** paused -> active by staff or a super admin. */
    activate: (actor: Actor, id: string) => run(actor, id, 'activate', { act: mustRun }),

    /** pending -> changes requested: back to the company with the reviewer's message; it edits and resubmits. */
    requestChanges: (actor: Actor, id: string, input: RequestProgramChangesInput) => run(actor, id, 'requestChanges', { details: { message: input.message } }),

    /** changes requested -> pending: the company sends the program to review again. */
    resubmit: (actor: Actor, id: string) => run(actor, id, 'resubmit'),

    /**
     * pending or changes requested -> rejected, with the reason the company reads. Everything the program took goes
     * back to the wallet, fees included: the platform declined the service they pay for (nothing can have been spent,
     * no report reaches a program before its approval).
     */
    async reject(actor: Actor, id: string, input: RejectProgramInput, claim: IdempotencyClaim | null): Promise<ProgramDetail> {
      return runIdempotent(deps.db, claim, async (tx) => {
        await transition(
          tx,
          programMachine,
          actor,
          id,
          'reject',
          async ({ row }) => {
            const refundedCents = await refundRemaining(tx, row, actor, { fees: true });
            return { refunded: fromCents(refundedCents), refundedCents };
          },
          { details: { reason: input.reason } },
        );
        return presentProgram(tx, actor, id);
      });
    },

    /** Any status but deleted -> deleted; the unspent budget goes back to the wallet (fees are not refunded). */
    async remove(actor: Actor, id: string, claim: IdempotencyClaim | null): Promise<ProgramDetail> {
      return runIdempotent(deps.db, claim, async (tx) => {
        await transition(tx, programMachine, actor, id, 'delete', async ({ row }) => {
          for (const listener of deps.onDeleted) await listener(tx, row);
          const refundedCents = row.status === 'draft' ? 0 : await refundRemaining(tx, row, actor);
          return { refunded: fromCents(refundedCents), refundedCents };
        });
        return presentProgram(tx, actor, id);
      });
    },
  };
}
export type ProgramStatusService = ReturnType<typeof programStatusService>;
