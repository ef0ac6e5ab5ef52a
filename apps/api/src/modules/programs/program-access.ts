/** Loading a program for an action, and the pieces create, finalize and edit share. */
import {
  allowedFrom,
  canActAs,
  floorViolations,
  lowestPrize,
  messageWithParams,
  TARGET_TYPES,
  toCents,
  type DraftTarget,
  type ProgramAction,
  type ProgramDetail,
  type ProgramRole,
  type ProgramStatus,
  type TargetInput,
  type TargetType,
} from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/types.ts';
import type { SettingsReader } from '../settings/index.ts';
import { canReadProgram, programRole } from './programs.policy.ts';
import { presentDetail } from './programs.presenter.ts';
import { programsRepository, type NewTarget, type ProgramRecord } from './programs.repository.ts';

/**
 * Locks the program, then: unknown or not visible -> 404, the role may not act -> 403, the
 * status table refuses -> INVALID_PROGRAM_STATUS (DECISIONS "Programs").
 */
export async function loadForAction(tx: Executor, actor: Actor, id: string, action: ProgramAction): Promise<{ program: ProgramRecord; role: ProgramRole }> {
  const repository = programsRepository(tx);
  const program = await repository.lock(id);
  if (!program) throw new AppError('NOT_FOUND');
  const role = programRole(actor, program.companyId);
  const admitted = role === 'hacker' && (await repository.isAdmitted(id, actor.userId));
  if (!role || !canReadProgram(role, program, admitted)) throw new AppError('NOT_FOUND');
  if (!canActAs(action, role)) throw new AppError('FORBIDDEN');
  if (!allowedFrom(action, program.status as ProgramStatus)) throw new AppError('INVALID_PROGRAM_STATUS');
  return { program, role };
}

/**
 * The program as the actor may see it (locked for update with `lock`), and how they stand towards
 * it: unknown, another company's, or closed to the hacker -> 404.
 */
export async function loadReadable(
  executor: Executor,
  actor: Actor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ program: ProgramRecord; role: ProgramRole }> {
  const repository = programsRepository(executor);
  const program = options.lock ? await repository.lock(id) : await repository.find(id);
  if (!program) throw new AppError('NOT_FOUND');
  const role = programRole(actor, program.companyId);
  const admitted = role === 'hacker' && (await repository.isAdmitted(id, actor.userId));
  if (!role || !canReadProgram(role, program, admitted)) throw new AppError('NOT_FOUND');
  return { program, role };
}

/** The program page for the actor, or 404 when they may not see it. */
export async function presentProgram(executor: Executor, actor: Actor, id: string): Promise<ProgramDetail> {
  const repository = programsRepository(executor);
  const row = await repository.detail(id);
  if (!row) throw new AppError('NOT_FOUND');
  const role = programRole(actor, row.program.companyId);
  const admitted = role === 'hacker' && (await repository.isAdmitted(id, actor.userId));
  if (!role || !canReadProgram(role, row.program, admitted)) throw new AppError('NOT_FOUND');
  return presentDetail(row, role);
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
export async function checkFloors(settings: SettingsReader, scope: readonly TargetInput[], createdAt: Date | null): Promise<void> {
  const violations = floorViolations(scope, await settings.get('REWARD_FLOORS'), createdAt);
  if (!violations.length) return;
  throw new AppError(
    'VALIDATION_ERROR',
    Object.fromEntries(violations.map((v) => [`scope.${v.index}.${v.field}`, [messageWithParams('validation.program.floor', { floor: v.floor })]])),
  );
}
