/**
 * The dashboards (GET /api/stats/dashboard, one shape per user type) composed from the stats aggregates and the
 * figures other modules expose. Every figure is read from a few aggregate rows; see docs/decisions.md
 * "Dashboards and statistics" for what each counts.
 */
import {
  ABOUT_TO_BREACH_HOURS,
  companyCompletion,
  effectiveness,
  fromCents,
  preparesPrograms,
  WORK_ITEMS,
  type CompanyDashboardStats,
  type Dashboard,
  type HackerDashboardStats,
  type StaffDashboardStats,
  type SuperadminDashboardStats,
  type Trend,
  type WorkItem,
  type WorkWaiting,
} from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { clock as apiClock } from '../../lib/clock.ts';
import type { Actor } from '../../plugins/types.ts';
import type { CompanyStanding } from '../companies/index.ts';
import { hackerStanding } from '../hackers/hackers.api.ts';
import { companyMoney } from '../ledger/index.ts';
import { companyProgramCounts, newestCompanyPrograms, programsToReview, programsWithCompany } from '../programs/programs.api.ts';
import { paymentsInStatus } from '../payments/payment-aggregates.api.ts';
import { countOverduePayments } from '../payments/payments.api.ts';
import { programsByOpenReports } from '../programs/program-aggregates.api.ts';
import { countOpenReportsDueBetween, countOpenReportsDueOf, type ReportStatsService } from '../reports/index.ts';
import { presentResponseTimes } from './response-times.ts';
import { statsRepository, type DailyRow, type StatsRepository } from './stats.repository.ts';
import { responseWindowStart, trendWindow } from './stats-time.ts';

const COMPANY_PROGRAMS = 20;
const BREACHED_PROGRAMS = 10;
const CANDIDATES_PAGE = 50;
const CANDIDATE_PAGES = 20;
const HOUR_MS = 3_600_000;

type Window = { from: string; to: string };

/** A sparse trend from daily rows: `pick` says what a day holds, days with nothing are left out. */
export function toTrend(window: Window, rows: readonly DailyRow[], pick: (row: DailyRow) => { cents: number; count: number }): Trend {
  const points = rows
    .map((row) => ({ day: row.day, ...pick(row) }))
    .filter((point) => point.count !== 0 || point.cents !== 0)
    .map((point) => ({ day: point.day, amount: fromCents(point.cents), count: point.count }));
  return { ...window, points };
}
const rewardsOf = (row: DailyRow) => ({ cents: row.rewardCents, count: row.rewards });
const receivedOf = (row: DailyRow) => ({ cents: 0, count: row.received });

const NO_PAYMENTS = { payments: 0, grossCents: 0 };

/** Work waiting for the platform's people: staff see the report items, super admins every item. */
async function workWaiting(stats: StatsRepository, reportStats: ReportStatsService, db: Database, now: Date, items: readonly WorkItem[]): Promise<WorkWaiting> {
  const wants = (item: WorkItem) => items.includes(item);
  const soon = new Date(now.getTime() + ABOUT_TO_BREACH_HOURS * HOUR_MS);
  const [open, stillDue, aboutToBreach, counters, toApprove, overdue, toReview] = await Promise.all([
    reportStats.openReports({ managedOnly: true }),
    stats.openReportsDueFrom(true, now),
    countOpenReportsDueBetween(db, true, now, soon),
    wants('companiesToApprove') ? stats.counters() : Promise.resolve(new Map<string, number>()),
    wants('paymentsToApprove') ? paymentsInStatus(db, 'pendingStaffApproval') : Promise.resolve(NO_PAYMENTS),
    wants('paymentsOverdue') ? countOverduePayments(db, now) : Promise.resolve(0),
    wants('programsToReview') ? programsToReview(db) : Promise.resolve(0),
  ]);
  const counts: Record<WorkItem, number> = {
    companiesToApprove: counters.get('companies_unverified') ?? 0,
    programsToReview: toReview,
    transfersToHandle: counters.get('transfers_pending') ?? 0,
    invoicesToSend: counters.get('invoices_to_send') ?? 0,
    paymentsToApprove: toApprove.payments,
    paymentsOverdue: overdue,
    reportsNotTaken: open.notTaken,
    targetsAboutToBreach: aboutToBreach,
    targetsBreached: Math.max(0, open.open - stillDue),
  };
  return WORK_ITEMS.filter(wants).map((item) => ({ item, count: counts[item] }));
}

/**
 * The programs with the most breached reports now. A program's breached reports are its open ones minus those still
 * due, so candidates are read by open reports, most first, until no later program can beat the tenth found.
 */
async function breachedPrograms(db: Database, now: Date): Promise<SuperadminDashboardStats['breachedPrograms']> {
  const best: { programId: string; breached: number }[] = [];
  for (let page = 0; page < CANDIDATE_PAGES; page += 1) {
    const candidates = await programsByOpenReports(db, CANDIDATES_PAGE, page * CANDIDATES_PAGE);
    const stillDue = await countOpenReportsDueOf(
      db,
      candidates.map((candidate) => candidate.programId),
      now,
    );
    for (const candidate of candidates) {
      const breached = candidate.reports - (stillDue.get(candidate.programId) ?? 0);
      if (breached > 0) best.push({ programId: candidate.programId, breached });
    }
    best.sort((a, b) => b.breached - a.breached || a.programId.localeCompare(b.programId));
    best.splice(BREACHED_PROGRAMS);
    const last = candidates.at(-1);
    const floor = best.length === BREACHED_PROGRAMS ? best[BREACHED_PROGRAMS - 1]!.breached : 0;
    if (candidates.length < CANDIDATES_PAGE || !last || last.reports <= floor) break;
  }
  const names = new Map(
    (
      await programsWithCompany(
        db,
        best.map((one) => one.programId),
      )
    ).map((row) => [row.id, row]),
  );
  return best.map((one) => ({
    id: one.programId,
    name: names.get(one.programId)?.name ?? '',
    companyName: names.get(one.programId)?.companyName ?? '',
    breachedReports: one.breached,
  }));
}

/** What the company dashboard reads of the companies module (handed over when the app is wired). */
export interface DashboardCompanies {
  standing(companyId: string): Promise<CompanyStanding>;
}

export function statsService(deps: { db: Database; reportStats: ReportStatsService; companies: DashboardCompanies; now?: () => Date }) {
  const stats = statsRepository(deps.db);
  const clock = deps.now ?? apiClock.now;

  async function hacker(actor: Actor, now: Date): Promise<HackerDashboardStats> {
    const window = trendWindow(now);
    const [standing, rewardCents, daily] = await Promise.all([
      hackerStanding(deps.db, actor.userId),
      stats.rewardCentsEver('hacker', actor.userId),
      stats.daily('hacker', actor.userId, window.from, window.to),
    ]);
    return {
      userType: 'hacker',
      rank: standing.rank,
      points: standing.points,
      resolved: standing.accepted,
      effectiveness: effectiveness(standing.accepted, standing.closed),
      rewards: fromCents(rewardCents),
      rewardTrend: toTrend(window, daily, rewardsOf),
    };
  }

  /** A company user without a company: zeros, an empty checklist, nothing to prepare. */
  async function noCompany(actor: Actor, window: Window): Promise<CompanyDashboardStats> {
    const empty = { ...window, points: [] };
    return {
      userType: 'company',
      isVerified: false,
      completion: companyCompletion({ firstCallBookedAt: null, hasBudget: false, hasProgram: false, pictureId: null, description: null, website: null }),
      // Counts nothing (a company user sees only their company's reports), through the one definition of the figures.
      reports: await deps.reportStats.forActor(actor),
      rewards: { amount: 0, count: 0 },
      wallet: { balance: 0, allocated: 0, remaining: 0 },
      programCounts: { sent: 0, active: 0, drafts: null },
      rewardTrend: empty,
      reportTrend: empty,
      programs: [],
    };
  }

  /** The company's newest programs with their response times (the histograms need the programs' ids first). */
  async function programsWithResponseTimes(companyId: string, now: Date): Promise<CompanyDashboardStats['programs']> {
    const programs = await newestCompanyPrograms(deps.db, companyId, COMPANY_PROGRAMS);
    const histograms = await stats.responseHistograms(
      programs.map((program) => program.id),
      responseWindowStart(now),
    );
    return programs.map((program) => ({
      id: program.id,
      name: program.name ?? '',
      isManaged: program.isManaged,
      responseTimes: presentResponseTimes(program, histograms),
    }));
  }

  async function company(actor: Actor, now: Date): Promise<CompanyDashboardStats> {
    const window = trendWindow(now);
    const companyId = actor.company?.id ?? null;
    if (!companyId) return noCompany(actor, window);
    const [standing, reports, money, daily, programs, rewards, counts] = await Promise.all([
      deps.companies.standing(companyId),
      deps.reportStats.forActor(actor),
      companyMoney(deps.db, companyId),
      stats.daily('company', companyId, window.from, window.to),
      programsWithResponseTimes(companyId, now),
      stats.rewardsEver('company', companyId),
      companyProgramCounts(deps.db, companyId),
    ]);
    return {
      userType: 'company',
      isVerified: standing.isVerified,
      completion: standing.completion,
      reports,
      rewards: { amount: fromCents(rewards.cents), count: rewards.count },
      wallet: { balance: fromCents(money.balanceCents), allocated: fromCents(money.allocatedCents), remaining: fromCents(money.remainingCents) },
      programCounts: { sent: counts.sent, active: counts.active, drafts: preparesPrograms(actor.permissions) ? counts.drafts : null },
      rewardTrend: toTrend(window, daily, rewardsOf),
      reportTrend: toTrend(window, daily, receivedOf),
      programs,
    };
  }

  async function staff(actor: Actor, now: Date): Promise<StaffDashboardStats> {
    const window = trendWindow(now);
    const [daily, assigned, work] = await Promise.all([
      stats.daily('handler', actor.userId, window.from, window.to),
      stats.handler(actor.userId),
      workWaiting(stats, deps.reportStats, deps.db, now, ['reportsNotTaken', 'targetsAboutToBreach', 'targetsBreached']),
    ]);
    return { userType: 'staff', rewardTrend: toTrend(window, daily, rewardsOf), assigned, work };
  }

  async function superadmin(actor: Actor, now: Date): Promise<SuperadminDashboardStats> {
    const [work, toApprove, counters, kinds, figures, breached] = await Promise.all([
      workWaiting(stats, deps.reportStats, deps.db, now, WORK_ITEMS),
      paymentsInStatus(deps.db, 'pendingStaffApproval'),
      stats.counters(),
      stats.ledgerKinds(),
      deps.reportStats.forActor(actor),
      breachedPrograms(deps.db, now),
    ]);
    return {
      userType: 'superadmin',
      work,
      cards: {
        bountiesToApprove: { count: toApprove.payments, amount: fromCents(toApprove.grossCents) },
        rewardsPaid: figures.rewards,
        budgetOnPlatform: fromCents((kinds.get('company_wallet') ?? 0) + (kinds.get('program_budget') ?? 0)),
        registeredHackers: counters.get('hackers') ?? 0,
      },
      breachedPrograms: breached,
    };
  }

  return {
    /** The caller's own dashboard. */
    dashboard(actor: Actor): Promise<Dashboard> {
      const now = clock();
      switch (actor.userType) {
        case 'hacker':
          return hacker(actor, now);
        case 'company':
          return company(actor, now);
        case 'staff':
          return staff(actor, now);
        case 'superadmin':
          return superadmin(actor, now);
      }
    },
  };
}
export type StatsService = ReturnType<typeof statsService>;
