/**
 * A program's public page, figures, services, hacktivity and a hacker's own figures. Reports do not
 * exist yet: their counts are 0 and the hacktivity is empty until the reports issue fills them.
 */
import {
  budgetLeftPercentage,
  fromCents,
  renderRichText,
  type ProgramHackerStats,
  type ProgramPublic,
  type ProgramServices,
  type ProgramStats,
} from '@bb/domain';
import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { programAdmissions, programPoints, programTestingAccounts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/types.ts';
import { loadVisible } from './program-access.ts';
import { canSeeProgram } from './programs.policy.ts';
import { presentTarget } from './programs.presenter.ts';
import { programsRepository } from './programs.repository.ts';

const NO_REPORTS = { total: 0, pending: 0, rewarded: 0, closed: 0 };
const n = (value: unknown) => Number(value ?? 0);

export function programInsightsService(deps: { db: Database }) {
  return {
    /** GET /api/programs/{id}/public: what a visitor may see (a public open program); anything else is 404. */
    async publicPage(id: string): Promise<ProgramPublic> {
      const row = await programsRepository(deps.db).detail(id);
      if (!row || !(await canSeeProgram(deps.db, null, row.program))) throw new AppError('NOT_FOUND');
      const { program } = row;
      const critical = row.targets.map((t) => t.criticalPrizeCents).filter((c): c is number => c !== null);
      return {
        id: program.id,
        name: program.name,
        status: program.status,
        company: { id: row.company.id, name: row.company.name, picture: row.company.pictureId ? { id: row.company.pictureId } : null },
        tags: program.tags,
        isManaged: program.isManaged,
        language: program.language === 'en' ? 'en' : 'it',
        contentHtml: renderRichText(program.content),
        outOfScopeHtml: renderRichText(program.outOfScope),
        nonQualifyingHtml: renderRichText(program.nonQualifying),
        scope: row.targets.map(presentTarget),
        reward: critical.length ? fromCents(Math.max(...critical)) : null,
        policy: row.policy,
        createdAt: program.createdAt.toISOString(),
      };
    },

    /** GET /api/programs/{id}/stats: budget allocated, used and remaining; hackers; testing accounts; reports (0 until reports). */
    async stats(actor: Actor, id: string): Promise<ProgramStats> {
      await loadVisible(deps.db, actor, id);
      const row = await programsRepository(deps.db).detail(id);
      if (!row) throw new AppError('NOT_FOUND');
      const allocated = row.program.status === 'draft' ? 0 : (row.program.budgetCents ?? 0);
      const [[admissions], [accounts]] = await Promise.all([
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
      ]);
      return {
        budget: {
          allocated: fromCents(allocated),
          used: fromCents(Math.max(0, allocated - row.remainingCents)),
          remaining: fromCents(row.remainingCents),
          leftPercentage: budgetLeftPercentage(row.remainingCents, allocated),
        },
        reports: NO_REPORTS,
        effectiveness: null,
        hackers: { admitted: n(admissions?.admitted), pendingInvitations: n(admissions?.pendingInvitations), pendingRequests: n(admissions?.pendingRequests) },
        testingAccounts: { total: n(accounts?.total), assigned: n(accounts?.assigned) },
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

    /** GET /api/programs/{id}/hacktivity: the program's approved reports; none before the reports issue. */
    async hacktivity(actor: Actor, id: string) {
      await loadVisible(deps.db, actor, id);
      return { count: 0, results: [] };
    },

    /** GET /api/programs/{id}/hacker-stats: the hacker's points and hall-of-fame position here (reports 0 until reports). */
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
      return { points, position, reportsSent: 0, reportsAccepted: 0 };
    },
  };
}
export type ProgramInsightsService = ReturnType<typeof programInsightsService>;
