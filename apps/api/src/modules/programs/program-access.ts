/** The program state machine, loading a program for a caller, and the pieces create, finalize and edit share. */
import {
  floorViolations,
  lowestPrize,
  messageWithParams,
  PROGRAM_WORKFLOW,
  TARGET_TYPES,
  toCents,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
  type DraftTarget,
  type ProgramAction,
  type ProgramDetail,
  type ProgramStatus,
  type TargetInput,
  type TargetType,
} from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadForTransition, type StateMachine } from '../../lib/transition.ts';
import type { Caller } from '../../plugins/actor.ts';
import type { Actor } from '../../plugins/types.ts';
import { findCompany } from '../companies/companies.api.ts';
import type { SettingsReader } from '../settings/index.ts';
import { canSeeProgram } from './programs.policy.ts';
import { presentDetail } from './programs.presenter.ts';
import { programsRepository, type NewTarget, type ProgramRecord, type ProgramValues } from './programs.repository.ts';

/**
 * What a program action tells besides its statuses: the review's message (request changes) or reason (reject), and
 * what went back to the wallet (delete, reject; euro) for the audit entry.
 */
export interface ProgramMoveDetails {
  message: string;
  reason: string;
  refunded: number;
  refundedCents: number;
}

/** The reviewer's words an action carries to the company, if any. */
const reviewNoteOf = (details: Partial<ProgramMoveDetails>): string | null => details.message ?? details.reason ?? null;

/** Columns that go with a move: when it was submitted, approved or deleted, the review's note, and whether the budget rule paused it. */
function statusColumns(program: ProgramRecord, to: ProgramStatus, action: ProgramAction, details: Partial<ProgramMoveDetails>): Partial<ProgramValues> {
  const now = new Date();
  const note = reviewNoteOf(details);
  return {
    // Only the budget rule pauses for budget; a person's pause or resume clears the flag.
    pausedForBudget: action === 'budgetPause',
    ...(to === 'pending' ? { submittedAt: now } : {}),
    ...(to === 'active' && !program.approvedAt ? { approvedAt: now } : {}),
    // A deleted or rejected program's whole budget goes back to the wallet: nothing stays reserved.
    ...(to === 'deleted' ? { deletedAt: now, reservedCents: 0 } : {}),
    ...(to === 'rejected' ? { reservedCents: 0 } : {}),
    ...(note !== null ? { reviewNote: note, reviewNoteAt: now } : {}),
  };
}

/** How programs take part in PROGRAM_WORKFLOW (apps/api/src/lib/transition.ts). */
export const programMachine: StateMachine<ProgramRecord, ProgramStatus, ProgramAction, never, ProgramMoveDetails> = {
  workflow: PROGRAM_WORKFLOW,
  lock: (tx, id) => programsRepository(tx).lock(id),
  canSee: (tx, caller, program) => canSeeProgram(tx, caller, program),
  status: (program) => program.status,
  async writeStatus(tx, program, to, { action, details }) {
    await programsRepository(tx).update(program.id, { status: to, ...statusColumns(program, to, action, details) });
  },
  event: (_tx, { row, from, to }, action, details) => ({
    type: `program.${action}`,
    subject: { type: 'program', id: row.id },
    companyId: row.companyId,
    payload: {
      from,
      to,
      ...(reviewNoteOf(details) !== null ? { note: reviewNoteOf(details) } : {}),
      ...(details.refundedCents !== undefined ? { refundedCents: details.refundedCents } : {}),
    },
  }),
  async audit(tx, program, action, details) {
    const name = `program.${action}`;
    if (!(name in AUDIT_ACTIONS)) return null;
    const { refundedCents: _cents, ...said } = details;
    return { action: name as AuditAction, targetId: program.id, details: { ...(await programAuditRef(tx, program)), ...said } } as AuditEntry;
  },
};

/** How an audit entry names a program: by its name and its company's, as they are now. */
export async function programAuditRef(executor: Executor, program: Pick<ProgramRecord, 'name' | 'companyId'>): Promise<{ name: string; company: string }> {
  const company = await findCompany(executor, program.companyId);
  return { name: program.name ?? '', company: company?.name ?? '' };
}

/** Locks the program and checks `action` against the table: 404 unseen, 403 without the permission, INVALID_PROGRAM_STATUS. */
export async function loadForAction(tx: Executor, caller: Caller, id: string, action: ProgramAction): Promise<ProgramRecord> {
  return (await loadForTransition(tx, programMachine, caller, id, action)).row;
}

/** The program as the caller may see it (locked for update with `lock`); unknown or not visible -> 404. */
export async function loadVisible(executor: Executor, caller: Caller | null, id: string, options: { lock?: boolean } = {}): Promise<ProgramRecord> {
  const repository = programsRepository(executor);
  const program = options.lock ? await repository.lock(id) : await repository.find(id);
  if (!program || !(await canSeeProgram(executor, caller, program))) throw new AppError('NOT_FOUND');
  return program;
}

/** The program page for the actor, with their abilities, or 404 when they may not see it. */
export async function presentProgram(executor: Executor, actor: Actor, id: string): Promise<ProgramDetail> {
  const row = await programsRepository(executor).detail(id);
  if (!row || !(await canSeeProgram(executor, actor, row.program))) throw new AppError('NOT_FOUND');
  return presentDetail(row, actor.permissions);
}

const cents = (euro: number | null) => (euro === null ? null : toCents(euro));

/** The scope as stored: targets in cents, the tags present and the lowest non-zero prize. */
export function scopeValues(scope: readonly (TargetInput | DraftTarget)[]): { targets: NewTarget[]; tags: TargetType[]; lowestPrizeCents: number | null } {
  const targets = scope.map((t) => ({
    name: t.name,
    type: t.type,
    lowPrizeCents: cents(t.lowPrize),
    mediumPrizeCents: cents(t.mediumPrize),
    highPrizeCents: cents(t.highPrize),
    criticalPrizeCents: cents(t.criticalPrize),
  }));
  const present = new Set(scope.map((t) => t.type));
  const complete = targets.map((t) => ({
    lowPrize: t.lowPrizeCents ?? 0,
    mediumPrize: t.mediumPrizeCents ?? 0,
    highPrize: t.highPrizeCents ?? 0,
    criticalPrize: t.criticalPrizeCents ?? 0,
  }));
  return { targets, tags: TARGET_TYPES.filter((type) => present.has(type)), lowestPrizeCents: lowestPrize(complete) };
}

/** Prizes below the platform's floors answer a 422 naming each prize, with the floor in euro. */
export async function checkFloors(tx: Executor, settings: SettingsReader, scope: readonly TargetInput[], createdAt: Date | null): Promise<void> {
  const violations = floorViolations(scope, await settings.get('REWARD_FLOORS', tx), createdAt);
  if (!violations.length) return;
  throw new AppError(
    'VALIDATION_ERROR',
    Object.fromEntries(violations.map((v) => [`scope.${v.index}.${v.field}`, [messageWithParams('validation.program.floor', { floor: v.floor })]])),
  );
}
