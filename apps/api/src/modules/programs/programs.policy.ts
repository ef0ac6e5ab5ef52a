/**
 * Who may see a program, written once: `canSeeProgram` for one record (details, actions, insights,
 * invitations) and `programsVisibleTo` for the SQL of lists. Staff and super admins see every
 * program; a company's members see their company's; hackers see an open program (OPEN_PROGRAM_STATUSES)
 * that is public or admitted them; visitors (no caller) an open public one. Anything else is a 404.
 */
import { isOpenProgramStatus, OPEN_PROGRAM_STATUSES, type ProgramStatus } from '@bb/domain';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inline, sharedCondition, type Bind } from '../../lib/prepared-statements.ts';
import { programAdmissions, programs } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/actor.ts';
import type { Actor } from '../../plugins/types.ts';
import { programsRepository } from './programs.repository.ts';

type VisibleFields = { id: string; companyId: string; status: ProgramStatus; isPublic: boolean };

/** Statuses as SQL literals: partial indexes (`status in ('active', 'paused')`) match literals, so plans stay the benchmarked ones. */
export const statusList = (statuses: readonly ProgramStatus[]): SQL => sql.raw(`(${statuses.map((status) => `'${status}'`).join(', ')})`);

/** The program is open to hackers: active or paused (one condition, made once). */
export const OPEN_PROGRAM = sharedCondition(sql`${programs.status} in ${statusList(OPEN_PROGRAM_STATUSES)}`);

/** The hacker holds an accepted admission to the program of the row (the hacker's id, or its placeholder). */
export const admittedTo = (hackerId: string | Placeholder): SQL =>
  sql`exists (select 1 from ${programAdmissions} a where a.program_id = ${programs.id} and a.hacker_id = ${hackerId} and a.status = 'accepted')`;

/** Whether `caller` (null: a visitor) may see the program; a hacker's admission is read only when it matters. */
export async function canSeeProgram(executor: Executor, caller: Caller | null, program: VisibleFields): Promise<boolean> {
  if (!caller || caller.userType === 'hacker') {
    if (!isOpenProgramStatus(program.status)) return false;
    if (program.isPublic) return true;
    return caller !== null && caller.userId !== null && programsRepository(executor).isAdmitted(program.id, caller.userId);
  }
  if (caller.userType === 'company') return caller.company?.id === program.companyId;
  return caller.userType === 'staff' || caller.userType === 'superadmin' || caller.userType === 'system';
}

/** The SQL condition of `canSeeProgram`, for lists; `bind` takes the caller's ids (a placeholder, for a kept statement). */
export function programsVisibleTo(actor: Actor, bind: Bind = inline): SQL | undefined {
  switch (actor.userType) {
    case 'staff':
    case 'superadmin':
      return undefined;
    case 'company':
      return actor.company ? eq(programs.companyId, bind(actor.company.id)) : sql`false`;
    case 'hacker':
      return and(OPEN_PROGRAM, sql`(${programs.isPublic} or ${admittedTo(bind(actor.userId))})`);
  }
}

/** The private open programs that admitted the hacker (few): added to the public programs' counter. */
export const privateProgramsAdmitting = (hackerId: string | Placeholder): SQL => and(OPEN_PROGRAM, sql`not ${programs.isPublic}`, admittedTo(hackerId))!;
