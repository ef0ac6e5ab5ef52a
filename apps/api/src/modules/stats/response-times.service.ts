/** GET /api/programs/{id}/response-times: whoever may see the program (programs' own rule) reads its response times. */
import type { ProgramResponseTimes } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock as apiClock } from '../../lib/clock.ts';
import type { Actor } from '../../plugins/types.ts';
import { canSeeProgram, findProgram } from '../programs/programs.api.ts';
import { presentResponseTimes } from './response-times.ts';
import { statsRepository } from './stats.repository.ts';
import { responseWindowStart } from './stats-time.ts';

export function responseTimesService(deps: { db: Database; now?: () => Date }) {
  const clock = deps.now ?? apiClock.now;
  return {
    async ofProgram(actor: Actor, programId: string): Promise<ProgramResponseTimes> {
      const program = await findProgram(deps.db, programId);
      if (!program || !(await canSeeProgram(deps.db, actor, program))) throw new AppError('NOT_FOUND');
      const rows = await statsRepository(deps.db).responseHistograms([program.id], responseWindowStart(clock()));
      return presentResponseTimes(program, rows);
    },
  };
}
export type ResponseTimesService = ReturnType<typeof responseTimesService>;
