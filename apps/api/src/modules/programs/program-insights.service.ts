/**
 * A program's figures, services, hacktivity and a hacker's own figures (its public page: public-programs.service.ts). Report counts
 * are the program's counters, kept in the transaction of each report change; the hacktivity and a
 * hacker's reports here come from the reports module through `reportFigures`.
 */
import { budgetLeftPercentage, effectiveness, fromCents, type ProgramHackerStats, type ProgramServices, type ProgramStats, type PageQuery } from '@bb/domain';
import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { programAdmissions, programPoints, programTestingAccounts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/types.ts';
import { loadVisible } from './program-access.ts';
import type { ProgramReportFigures } from './programs.api.ts';
import { programsRepository } from './programs.repository.ts';

const n = (value: unknown) => Number(value ?? 0);

export function programInsightsService(deps: { db: Database; reportFigures: () => ProgramReportFigures }) {
  return {
    /** GET /api/programs/{id}/stats: budget allocated, used and remaining; reports and effectiveness; hackers; testing accounts. */
    async stats(actor: Actor, id: string): Promise<ProgramStats> {
      await loadVisible(deps.db, actor, id);
      const row = await programsRepository(deps.db).detail(id);
      if (!row) throw new AppError('NOT_FOUND');
      const allocated = row.program.status === 'draft' ? 0 : (row.program.budgetCents ?? 0);
      const [[admissions], [accounts], retests] = await Promise.all([
        deps.db
          .select({
            admitted: sql<number>`count(*) filter (where ${programAdmissions.status} = 'accepted')`,
            pendingInvitations: sql<number>`count(*) filter (where ${programAdmissions.status} = 'pending' and ${programAdmissions.source} = 'invitation')`,
            pendingRequests: sql<number>`count(*) filter (where ${programAdmissions.status} = 'pending' and ${programAdmissions.source} = 'request')`,
          })
          .from(programAdmissions)
          .where(eq(programAdmissions.programId, id)),
        deps.db
          .select({ total: count(), assigned: count(programTestingAccounts.assigneeId) })
          .from(programTestingAccounts)
          .where(eq(programTestingAccounts.programId, id)),
        row.program.verificationService ? deps.reportFigures().programRetests(id) : null,
      ]);
      return {
        budget: {
          allocated: fromCents(allocated),
          used: fromCents(Math.max(0, allocated - row.remainingCents)),
          remaining: fromCents(row.remainingCents),
          leftPercentage: budgetLeftPercentage(row.remainingCents, allocated),
        },
        reports: {
          total: row.program.reportsTotal,
          pending: row.program.reportsOpen,
          rewarded: row.program.reportsAccepted,
          closed: row.program.reportsClosed,
        },
        effectiveness: effectiveness(row.program.reportsAccepted, row.program.reportsClosed),
        hackers: { admitted: n(admissions?.admitted), pendingInvitations: n(admissions?.pendingInvitations), pendingRequests: n(admissions?.pendingRequests) },
        testingAccounts: { total: n(accounts?.total), assigned: n(accounts?.assigned) },
        retests: retests && {
          pending: retests.pending,
          verified: retests.verified,
          failed: retests.failed,
          late: retests.late,
          feesPaid: fromCents(retests.feesPaidCents),
        },
      };
    },

    /** GET /api/programs/{id}/services: the managed and Fix verification services, and the coupon of their fees. */
    async services(actor: Actor, id: string): Promise<ProgramServices> {
      const program = await loadVisible(deps.db, actor, id);
      return {
        isManaged: program.isManaged,
        verificationService: program.verificationService,
        coupon: { managementDiscount: program.couponManagementDiscount, verificationDiscount: program.couponVerificationDiscount },
      };
    },

    /** GET /api/programs/{id}/hacktivity: the program's accepted reports, newest first, without their content. */
    async hacktivity(actor: Actor, id: string, page: PageQuery) {
      await loadVisible(deps.db, actor, id);
      return deps.reportFigures().programHacktivity(id, page);
    },

    /** GET /api/programs/{id}/hacker-stats: the hacker's points, hall-of-fame position and reports here. */
    async hackerStats(actor: Actor, id: string): Promise<ProgramHackerStats> {
      await loadVisible(deps.db, actor, id);
      const [own] = await deps.db
        .select({ points: programPoints.points })
        .from(programPoints)
        .where(and(eq(programPoints.programId, id), eq(programPoints.hackerId, actor.userId)));
      const points = own?.points ?? 0;
      let position: number | null = null;
      if (points > 0) {
        // The hall of fame's order: points descending, then hacker id.
        const ahead = or(gt(programPoints.points, points), and(eq(programPoints.points, points), sql`${programPoints.hackerId} < ${actor.userId}`));
        const [row] = await deps.db
          .select({ value: count() })
          .from(programPoints)
          .where(and(eq(programPoints.programId, id), gt(programPoints.points, 0), ahead));
        position = n(row?.value) + 1;
      }
      const reports = await deps.reportFigures().hackerOnProgram(id, actor.userId);
      return { points, position, reportsSent: reports.sent, reportsAccepted: reports.accepted };
    },
  };
}
export type ProgramInsightsService = ReturnType<typeof programInsightsService>;
