/**
 * Dashboards and platform figures (spec part 1 section 2, part 2 sections 2 and 9; issue 14):
 * GET /api/stats/dashboard answers the caller's own dashboard (one shape per user type),
 * GET /api/stats/platform and /api/stats/nationalities the super admin's platform figures.
 * Amounts are euro (two decimals), counts integers, days `YYYY-MM-DD` in Europe/Rome.
 */
import { z } from 'zod';
import { companyBalanceSchema } from '../banking/schemas.ts';
import { companyCompletionSchema } from '../companies/schemas.ts';
import { RESPONSE_TARGETS } from '../reports/rules.ts';
import { reportStatsSchema } from '../reports/schemas.ts';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A daily series over the last TREND_DAYS days (`from` to `to`, both included), sparse: days without
 * activity are left out. `amount` is euro, `count` how many (rewards, reports received, payments).
 */
export const trendSchema = z.object({
  from: isoDay,
  to: isoDay,
  points: z.array(z.object({ day: isoDay, amount: z.number(), count: z.number().int() })),
});
export type Trend = z.infer<typeof trendSchema>;

/**
 * One response target over the window: the median and 90th percentile of the time it took (hours,
 * null before any was measured), how many were measured and how many of those were on time, and the
 * target itself in business days.
 */
export const responseTimeSchema = z.object({
  target: z.enum(RESPONSE_TARGETS),
  targetDays: z.number().int(),
  medianHours: z.number().nullable(),
  p90Hours: z.number().nullable(),
  measured: z.number().int(),
  onTime: z.number().int(),
});
export type ResponseTime = z.infer<typeof responseTimeSchema>;

/** A program's response times over the last RESPONSE_WINDOW_DAYS days (GET /api/programs/{id}/response-times and the company dashboard). */
export const programResponseTimesSchema = z.object({
  programId: z.uuid(),
  windowDays: z.number().int(),
  targets: z.array(responseTimeSchema),
});
export type ProgramResponseTimes = z.infer<typeof programResponseTimesSchema>;

/**
 * Work waiting for the platform's people, each counted and linked by the web to its filtered list.
 * Keys staff see: reportsNotTaken, targetsAboutToBreach, targetsBreached; super admins all of them.
 */
export const WORK_ITEMS = [
  'companiesToApprove',
  'programsToReview',
  'transfersToHandle',
  'invoicesToSend',
  'paymentsToApprove',
  'paymentsOverdue',
  'reportsNotTaken',
  'targetsAboutToBreach',
  'targetsBreached',
] as const;
export type WorkItem = (typeof WORK_ITEMS)[number];
export const workWaitingSchema = z.array(z.object({ item: z.enum(WORK_ITEMS), count: z.number().int() }));
export type WorkWaiting = z.infer<typeof workWaitingSchema>;

/** A program whose response targets are breached now (open reports past a due time), most first. */
export const breachedProgramSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  companyName: z.string(),
  breachedReports: z.number().int(),
});

export const hackerDashboardSchema = z.object({
  userType: z.literal('hacker'),
  /** World rank on the leaderboard; null while not ranked. */
  rank: z.number().int().nullable(),
  points: z.number().int(),
  /** Bugs resolved: rewarded or fixed reports. */
  resolved: z.number().int(),
  /** Resolved over closed reports, in percent; null before any report is closed. */
  effectiveness: z.number().nullable(),
  /** Rewards earned, euro. */
  rewards: z.number(),
  /** Rewards per day (amount and count). */
  rewardTrend: trendSchema,
});

/**
 * The company's programs: sent (drafts and deleted ones aside, as its program list), of them active, and its drafts;
 * `drafts` is null for a role that may not prepare programs (`preparesPrograms`).
 */
export const companyProgramCountsSchema = z.object({
  sent: z.number().int(),
  active: z.number().int(),
  drafts: z.number().int().nullable(),
});
export type CompanyProgramCounts = z.infer<typeof companyProgramCountsSchema>;

export const companyDashboardSchema = z.object({
  userType: z.literal('company'),
  /** Whether a super admin approved the company (until then it can only save drafts). */
  isVerified: z.boolean(),
  /** The checklist, as GET /api/companies/me/completion. */
  completion: companyCompletionSchema,
  /** The reports the company may see, counted as GET /api/reports/stats: open (pending), total (received), effectiveness, by status. */
  reports: reportStatsSchema,
  /** Every reward the company has paid, gross in euro, and how many (the stats aggregates' all-time sum). */
  rewards: z.object({ amount: z.number(), count: z.number().int() }),
  /** The wallet, as GET /api/companies/me/balance. */
  wallet: companyBalanceSchema,
  programCounts: companyProgramCountsSchema,
  /** Rewards paid per day; the statistics switch shows `reportTrend` (reports received per day) instead. */
  rewardTrend: trendSchema,
  reportTrend: trendSchema,
  /** Per program of the company (newest first, at most 20): its response times. */
  programs: z.array(z.object({ id: z.uuid(), name: z.string(), isManaged: z.boolean(), responseTimes: programResponseTimesSchema })),
});

export const staffDashboardSchema = z.object({
  userType: z.literal('staff'),
  /** Rewards of the reports this triager took in charge, per day. */
  rewardTrend: trendSchema,
  /** Reports taken in charge by the caller: still open, and all of them. */
  assigned: z.object({ open: z.number().int(), total: z.number().int() }),
  work: workWaitingSchema,
});

export const superadminDashboardSchema = z.object({
  userType: z.literal('superadmin'),
  work: workWaitingSchema,
  cards: z.object({
    /** Hacker payments waiting for staff approval: how many and their gross, euro. */
    bountiesToApprove: z.object({ count: z.number().int(), amount: z.number() }),
    /** Rewards paid to hackers so far, euro. */
    rewardsPaid: z.number(),
    /** Money companies hold on the platform (wallets and program budgets), euro. */
    budgetOnPlatform: z.number(),
    registeredHackers: z.number().int(),
  }),
  breachedPrograms: z.array(breachedProgramSchema),
});

/** GET /api/stats/dashboard: the caller's dashboard, by user type. */
export const dashboardSchema = z.discriminatedUnion('userType', [
  hackerDashboardSchema,
  companyDashboardSchema,
  staffDashboardSchema,
  superadminDashboardSchema,
]);
export type Dashboard = z.infer<typeof dashboardSchema>;
export type HackerDashboardStats = z.infer<typeof hackerDashboardSchema>;
export type CompanyDashboardStats = z.infer<typeof companyDashboardSchema>;
export type StaffDashboardStats = z.infer<typeof staffDashboardSchema>;
export type SuperadminDashboardStats = z.infer<typeof superadminDashboardSchema>;

/**
 * GET /api/stats/platform (super admin): where the companies' money is (the budget split doughnut),
 * hacker payments per day (the payment trend) and reports received and accepted per month (the bars).
 */
export const platformStatsSchema = z.object({
  budget: z.object({
    /** In company wallets, not allocated to a program. */
    wallets: z.number(),
    /** Program budgets still free (allocated, not reserved, not paid). */
    remaining: z.number(),
    /** Reserved on program budgets for reports taken in charge. */
    reserved: z.number(),
    /** Rewarded to hackers. */
    paid: z.number(),
    /** The platform's fees on deposits and services. */
    platformFee: z.number(),
  }),
  paymentTrend: trendSchema,
  reportMonths: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), received: z.number().int(), accepted: z.number().int() })),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;

/** GET /api/stats/nationalities (super admin): hackers per country of residence (ISO 3166-1 alpha-3), most first. */
export const nationalityStatsSchema = z.object({
  /** Hackers with a country. */
  total: z.number().int(),
  /** Hackers who have not said where they live. */
  unknown: z.number().int(),
  countries: z.array(z.object({ country: z.string().length(3), count: z.number().int() })),
});
export type NationalityStats = z.infer<typeof nationalityStatsSchema>;
