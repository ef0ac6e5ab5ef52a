import type {
  CompanyDashboardStats,
  HackerDashboardStats,
  NationalityStats,
  PlatformStats,
  ReportStats,
  StaffDashboardStats,
  SuperadminDashboardStats,
  Trend,
} from '@bb/domain';

/** A year ending 2026-03-31, the trend's 366 days. */
export function buildTrend(points: Trend['points'] = []): Trend {
  return { from: '2025-03-31', to: '2026-03-31', points };
}

export const EMPTY_TREND = buildTrend();

export function buildHackerStats(overrides: Partial<HackerDashboardStats> = {}): HackerDashboardStats {
  return {
    userType: 'hacker',
    rank: 12,
    points: 340,
    resolved: 4,
    effectiveness: 80,
    rewards: 3500,
    rewardTrend: buildTrend([
      { day: '2026-01-10', amount: 2000, count: 1 },
      { day: '2026-03-02', amount: 1500, count: 2 },
    ]),
    ...overrides,
  };
}

export const PROGRAM_ID = '5b0e1c2d-3f4a-4b5c-8d6e-7f8091a2b3c4';

const NO_STATUS = { new: 0, triaged: 0, moreInfo: 0, forApproval: 0, rewarded: 0, fixed: 0, informative: 0, duplicate: 0, outOfScope: 0, invalid: 0, spam: 0 };

/** A company's reports counted (GET /api/reports/stats, and the company dashboard's `reports`): 3 pending of 11, 5 accepted of 8 closed. */
export function buildReportStats(overrides: Partial<ReportStats> = {}): ReportStats {
  return {
    total: 11,
    open: 3,
    accepted: 5,
    closed: 8,
    effectiveness: 62.5,
    rewards: 4250.5,
    byStatus: { ...NO_STATUS, new: 1, triaged: 1, forApproval: 1, rewarded: 3, fixed: 2, spam: 1, duplicate: 1, informative: 1 },
    bySeverity: { low: 3, medium: 4, high: 3, critical: 1 },
    ...overrides,
  };
}

export const NO_REPORTS = buildReportStats({
  total: 0,
  open: 0,
  accepted: 0,
  closed: 0,
  effectiveness: null,
  rewards: 0,
  byStatus: NO_STATUS,
  bySeverity: { low: 0, medium: 0, high: 0, critical: 0 },
});

export function buildCompanyStats(overrides: Partial<CompanyDashboardStats> = {}): CompanyDashboardStats {
  return {
    userType: 'company',
    isVerified: true,
    completion: { isFirstContactMade: true, isBudgetAdded: true, isProgramCreated: true, isProfileComplete: false, progressPercentage: 75 },
    reports: buildReportStats(),
    rewards: { amount: 4250.5, count: 3 },
    wallet: { balance: 1000, allocated: 5000, remaining: 3200 },
    programCounts: { sent: 1, active: 1, drafts: 2 },
    rewardTrend: buildTrend([{ day: '2026-02-14', amount: 750.5, count: 1 }]),
    reportTrend: buildTrend([
      { day: '2026-02-01', amount: 0, count: 4 },
      { day: '2026-02-20', amount: 0, count: 2 },
      { day: '2026-03-05', amount: 0, count: 1 },
    ]),
    programs: [
      {
        id: PROGRAM_ID,
        name: 'Acme web',
        isManaged: true,
        responseTimes: {
          programId: PROGRAM_ID,
          windowDays: 90,
          targets: [
            { target: 'firstResponse', targetDays: 1, medianHours: 5, p90Hours: 21, measured: 10, onTime: 9 },
            { target: 'triage', targetDays: 2, medianHours: 30, p90Hours: 72, measured: 8, onTime: 8 },
            { target: 'bounty', targetDays: 5, medianHours: null, p90Hours: null, measured: 0, onTime: 0 },
            { target: 'resolution', targetDays: 10, medianHours: 120, p90Hours: 240, measured: 3, onTime: 2 },
          ],
        },
      },
    ],
    ...overrides,
  };
}

export function buildStaffStats(overrides: Partial<StaffDashboardStats> = {}): StaffDashboardStats {
  return {
    userType: 'staff',
    rewardTrend: buildTrend([{ day: '2025-12-01', amount: 400, count: 1 }]),
    assigned: { open: 2, total: 9 },
    work: [
      { item: 'reportsNotTaken', count: 4 },
      { item: 'targetsAboutToBreach', count: 0 },
      { item: 'targetsBreached', count: 1 },
    ],
    ...overrides,
  };
}

export function buildSuperadminStats(overrides: Partial<SuperadminDashboardStats> = {}): SuperadminDashboardStats {
  return {
    userType: 'superadmin',
    work: [
      { item: 'companiesToApprove', count: 2 },
      { item: 'programsToReview', count: 1 },
      { item: 'transfersToHandle', count: 3 },
      { item: 'invoicesToSend', count: 1 },
      { item: 'paymentsToApprove', count: 5 },
      { item: 'paymentsOverdue', count: 2 },
      { item: 'reportsNotTaken', count: 6 },
      { item: 'targetsAboutToBreach', count: 1 },
      { item: 'targetsBreached', count: 3 },
    ],
    cards: { bountiesToApprove: { count: 5, amount: 2500 }, rewardsPaid: 12345.67, budgetOnPlatform: 80000, registeredHackers: 321 },
    breachedPrograms: [{ id: PROGRAM_ID, name: 'Acme web', companyName: 'Acme S.p.A.', breachedReports: 3 }],
    ...overrides,
  };
}

export function buildPlatformStats(overrides: Partial<PlatformStats> = {}): PlatformStats {
  return {
    budget: { wallets: 20000, remaining: 30000, reserved: 10000, paid: 15000, platformFee: 5000 },
    paymentTrend: buildTrend([{ day: '2026-03-10', amount: 1200, count: 3 }]),
    reportMonths: [
      { month: '2026-01', received: 12, accepted: 5 },
      { month: '2026-02', received: 8, accepted: 6 },
      { month: '2026-03', received: 0, accepted: 0 },
    ],
    ...overrides,
  };
}

export function buildNationalityStats(overrides: Partial<NationalityStats> = {}): NationalityStats {
  return {
    total: 100,
    unknown: 7,
    countries: [
      { country: 'ITA', count: 40 },
      { country: 'FRA', count: 25 },
      { country: 'DEU', count: 15 },
      { country: 'ESP', count: 10 },
      { country: 'USA', count: 6 },
      { country: 'CHE', count: 4 },
    ],
    ...overrides,
  };
}
