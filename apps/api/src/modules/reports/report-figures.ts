/**
 * The figures other modules show from reports (hacktivity of a program or a hacker, a hacker's
 * reports on one program). Programs and hackers sit below reports: each declares the figures it
 * needs (`ProgramReportFigures`, `HackerReportFigures`) and receives them through the
 * `useReportFigures` hook of its module, never by importing the reports module.
 */
import { ACCEPTED_REPORT_STATUSES, type HacktivityRow, type ListPage, type PageQuery } from '@bb/domain';
import { and, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, programs, reports } from '../../db/schema/index.ts';
import type { HackerReportFigures } from '../hackers/hackers.api.ts';
import type { ProgramReportFigures } from '../programs/programs.api.ts';
import { retestsRepository } from './retests.repository.ts';

export type ReportFigures = ProgramReportFigures & HackerReportFigures;

const accepted = inArray(reports.status, [...ACCEPTED_REPORT_STATUSES]);

export function reportFigures(db: Database): ReportFigures {
  /**
   * Accepted reports newest first, without their content. `anonymisePrivate`: a hacker's public profile lists their
   * private programs' reports too (its count is the profile's "reports accepted"), naming no company for them.
   */
  async function hacktivity(where: SQL, anonymisePrivate: boolean, { page, size }: PageQuery): Promise<ListPage<HacktivityRow>> {
    const [[total], results] = await Promise.all([
      db.select({ value: count() }).from(reports).where(where),
      db
        .select({
          companyName: companies.name,
          pictureId: companies.pictureId,
          isPublic: programs.isPublic,
          severity: reports.severity,
          approvedAt: reports.rewardedAt,
        })
        .from(reports)
        .innerJoin(companies, eq(companies.id, reports.companyId))
        .innerJoin(programs, eq(programs.id, reports.programId))
        .where(where)
        .orderBy(sql`${reports.rewardedAt} desc nulls last`, sql`${reports.id} desc nulls last`) // the partial indexes' order
        .limit(size)
        .offset((page - 1) * size),
    ]);
    return {
      count: total?.value ?? 0,
      results: results.map((row) => {
        const named = row.isPublic || !anonymisePrivate;
        return {
          companyName: named ? row.companyName : null,
          companyPicture: named && row.pictureId ? { id: row.pictureId } : null,
          severity: row.severity,
          approvedAt: (row.approvedAt ?? new Date(0)).toISOString(),
        };
      }),
    };
  }

  return {
    programHacktivity: (programId, page) => hacktivity(and(eq(reports.programId, programId), accepted, isNotNull(reports.rewardedAt))!, false, page),
    hackerHacktivity: (hackerId, page) => hacktivity(and(eq(reports.hackerId, hackerId), accepted, isNotNull(reports.rewardedAt))!, true, page),
    async hackerOnProgram(programId, hackerId) {
      const [row] = await db
        .select({ sent: count(), accepted: sql<number>`count(*) filter (where ${accepted})`.mapWith(Number) })
        .from(reports)
        .where(and(eq(reports.hackerId, hackerId), eq(reports.programId, programId)));
      return { sent: row?.sent ?? 0, accepted: row?.accepted ?? 0 };
    },
    programRetests: (programId) => retestsRepository(db).countsOfProgram(programId),
    // One probe per program row on reports_hacker_program_idx (hacker_id, program_id).
    reportedBy: (hackerId) => sql`exists (select 1 from ${reports} r where r.hacker_id = ${hackerId} and r.program_id = ${programs.id})`,
  };
}
