/** GET /api/programs/{id}/response-times: whoever may see the program (programs' own rule) reads its response times. */
import type { ProgramResponseTimes } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock as apiClock } from '../../lib/clock.ts';
import type { Caller } from '../../plugins/actor.ts';
import { canSeeProgram, findProgram } from '../programs/programs.api.ts';
import { presentResponseTimes } from './response-times.ts';
import { statsRepository } from './stats.repository.ts';
import { responseWindowStart } from './stats-time.ts';

/** The program's response times over the window ending `now`, for `caller` (null: a visitor); NOT_FOUND for a program they may not see. */
async function programResponseTimes(db: Database, caller: Caller | null, programId: string, now: Date): Promise<ProgramResponseTimes> {
  const program = await findProgram(db, programId);
  if (!program || !(await canSeeProgram(db, caller, program))) throw new AppError('NOT_FOUND');
  const rows = await statsRepository(db).responseHistograms([program.id], responseWindowStart(now));
  return presentResponseTimes(program, rows);
}

/** A public program's response times as a visitor reads them (the public site); NOT_FOUND for any other program. */
export function publicProgramResponseTimes(db: Database, programId: string): Promise<ProgramResponseTimes> {
  return programResponseTimes(db, null, programId, apiClock.now());
}

export function responseTimesService(deps: { db: Database; now?: () => Date }) {
  const clock = deps.now ?? apiClock.now;
  return {
    ofProgram: (caller: Caller, programId: string): Promise<ProgramResponseTimes> => programResponseTimes(deps.db, caller, programId, clock()),
  };
}
export type ResponseTimesService = ReturnType<typeof responseTimesService>;
