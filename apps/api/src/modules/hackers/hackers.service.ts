import {
  effectiveness,
  hackerCompletion,
  reportingBlocker,
  type HackerCompletion,
  type HackerStats,
  type PageQuery,
  type UpdateHackerProfileData,
} from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/types.ts';
import type { UploadsApi } from '../uploads/uploads.api.ts';
import type { HackerReportFigures } from './hackers.api.ts';
import { hackersRepository, type HackerProfileValues, type HackerRecord } from './hackers.repository.ts';
import { rankingRepository } from './ranking.ts';

/** The fields of PUT /api/profile that live on users rather than on the profile row. */
function splitNames(input: UpdateHackerProfileData): { names: { firstName?: string; lastName?: string }; profile: HackerProfileValues } {
  const { firstName, lastName, cv, ...rest } = input;
  const names = { ...(firstName === undefined ? {} : { firstName }), ...(lastName === undefined ? {} : { lastName }) };
  return { names, profile: { ...rest, ...(cv === undefined ? {} : { cvId: cv }) } };
}

/**
 * Why the hacker may not report yet (KYC, tax regime, bank account), as the AppError the reports
 * issue answers with; nothing when they may.
 */
export async function assertCanReport(db: Executor, hackerId: string): Promise<void> {
  const facts = await hackersRepository(db).readiness(hackerId);
  if (!facts) throw new AppError('NOT_FOUND');
  const blocker = reportingBlocker(facts);
  if (blocker) throw new AppError(blocker);
}

/** The hacker's own profile and checklist, and every hacker's public profile, stats and hacktivity. */
export function hackersService(deps: { db: Database; uploads: UploadsApi; reportFigures: () => HackerReportFigures }) {
  const hackers = hackersRepository(deps.db);

  async function load(hackerId: string): Promise<HackerRecord> {
    const hacker = await hackers.findHacker(hackerId);
    if (!hacker) throw new AppError('NOT_FOUND');
    return hacker;
  }

  async function assertExists(hackerId: string): Promise<void> {
    if (!(await hackers.exists(hackerId))) throw new AppError('NOT_FOUND');
  }

  return {
    own: (actor: Actor) => load(actor.userId),

    /** Saves the fields sent; the CV is attached in the same transaction, so a bad upload changes nothing. */
    async update(actor: Actor, input: UpdateHackerProfileData): Promise<HackerRecord> {
      const { names, profile } = splitNames(input);
      await deps.db.transaction(async (tx) => {
        if (profile.cvId)
          await deps.uploads.attach(
            { ownerId: actor.userId, uploadId: profile.cvId, purpose: 'cv', field: 'cv', kind: 'hacker_cv', recordId: actor.userId },
            tx,
          );
        if (Object.keys(names).length) await hackersRepository(tx).saveNames(actor.userId, names);
        if (Object.keys(profile).length) await hackersRepository(tx).saveProfile(actor.userId, profile);
      });
      return load(actor.userId);
    },

    async completion(actor: Actor): Promise<HackerCompletion> {
      const facts = await hackers.readiness(actor.userId);
      if (!facts) throw new AppError('NOT_FOUND');
      return hackerCompletion(facts);
    },

    publicProfile: (hackerId: string) => load(hackerId),

    /** Rank, points and the report counters kept with every report change. */
    async stats(hackerId: string): Promise<HackerStats> {
      const hacker = await load(hackerId);
      const rank = await rankingRepository(deps.db).positionOf(hackerId);
      return {
        rank,
        points: hacker.points,
        reportsSent: hacker.reportsSent,
        reportsAccepted: hacker.reportsAccepted,
        effectiveness: effectiveness(hacker.reportsAccepted, hacker.reportsClosed),
      };
    },

    /** Accepted reports of the hacker on public programs, newest first, without their content. */
    async hacktivity(hackerId: string, page: PageQuery) {
      await assertExists(hackerId);
      return deps.reportFigures().hackerHacktivity(hackerId, page);
    },
  };
}
export type HackersService = ReturnType<typeof hackersService>;
