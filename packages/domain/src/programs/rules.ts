/**
 * Program rules shared by the wizard and the API (spec part 1 sections 3, 4, 5 and 9;
 * DECISIONS "Fees, budgets and tiers" and "Programs"). Amounts are integer euro where the user
 * types them (budgets, prizes) and integer cents once money moves.
 */
import type { CompanySector, CompanySize } from '../companies/rules.ts';
import { MAX_EURO, percentOf, type Cents } from '../money.ts';
import type { SeverityKey } from '../admin/platform-constants.ts';
import { SEVERITY_KEYS } from '../admin/platform-constants.ts';
import { defineWorkflow } from '../workflow.ts';

/**
 * `changesRequested`: the platform's review sent the program back to its company, which edits it and sends it again;
 * `rejected`: the review refused it for good (its money went back to the wallet).
 */
export const PROGRAM_STATUSES = ['draft', 'pending', 'changesRequested', 'active', 'paused', 'deleted', 'rejected'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

/** Stable values of the spec's target types; the labels are the spec's names. */
export const TARGET_TYPES = ['DOMAIN', 'CIDR', 'WEB_APPLICATION', 'API', 'MOBILE_ANDROID', 'MOBILE_IOS', 'OTHER'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];
export const TARGET_TYPE_LABELS: Record<TargetType, string> = {
  DOMAIN: 'Domain',
  CIDR: 'CIDR',
  WEB_APPLICATION: 'Web Application',
  API: 'API',
  MOBILE_ANDROID: 'Mobile Android',
  MOBILE_IOS: 'Mobile iOS',
  OTHER: 'Other',
};

export const PRICE_TIERS = ['BASE', 'STANDARD', 'PREMIUM', 'CUSTOM'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];
/** Budget presets in euro; CUSTOM is typed (at least the creation minimum). */
export const PRICE_TIER_BUDGETS: Record<Exclude<PriceTier, 'CUSTOM'>, number> = { BASE: 7_500, STANDARD: 15_000, PREMIUM: 30_000 };

export const REWARD_TIERS = ['BASE', 'STANDARD', 'PREMIUM', 'CUSTOM'] as const;
export type RewardTier = (typeof REWARD_TIERS)[number];

/**
 * Who retests a fix on a program with Fix verification (DECISIONS "Reports"): the platform's staff, or the reporting
 * hacker, paid the platform's retest fee from the budget (staff may still record the outcome).
 */
export const RETESTERS = ['staff', 'hacker'] as const;
export type Retester = (typeof RETESTERS)[number];

export const PROGRAM_LIMITS = {
  /** Budget at creation, integer euro. */
  createMinBudget: 7_500,
  /** Budget increase: at least this, the UI steps by `increaseStep`. */
  increaseMinBudget: 100,
  increaseStep: 100,
  maxBudget: MAX_EURO,
  maxPrize: MAX_EURO,
  nameMax: 100,
  targetNameMax: 255,
  maxTargets: 100,
} as const;

/** The floor check is skipped for programs created before this day (UTC). */
export const FLOOR_CUTOFF_DATE = '2024-11-15';

// ---------------------------------------------------------------- name

const NAME_DISALLOWED = /[^\p{L}\p{M}\p{N} '’-]/gu;

/** What the name input keeps: letters (accented too), digits, spaces, apostrophes and hyphens. */
export function filterProgramName(value: string): string {
  return value.replace(NAME_DISALLOWED, '');
}

export function isValidProgramName(value: string): boolean {
  return value.trim().length > 0 && filterProgramName(value) === value;
}

// ---------------------------------------------------------------- reward defaults

export const RISK_CLASSES = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type RiskClass = (typeof RISK_CLASSES)[number];

/** Spec section 9; OTHER is not classed there and takes the middle class (decision). */
export const SECTOR_RISK: Record<CompanySector, RiskClass> = {
  FINANCIAL: 'HIGH',
  HEALTHCARE: 'HIGH',
  TECHNOLOGY: 'HIGH',
  GOVERNMENT: 'HIGH',
  MEDIA: 'HIGH',
  ENERGY: 'HIGH',
  RETAIL: 'HIGH',
  MANUFACTURING: 'HIGH',
  TRANSPORT: 'MEDIUM',
  PUBLIC: 'MEDIUM',
  PROFESSIONAL: 'MEDIUM',
  FOOD: 'MEDIUM',
  ENTERTAINMENT: 'LOW',
  HOSPITALITY: 'LOW',
  EDUCATION: 'LOW',
  AGRICULTURE: 'LOW',
  OTHER: 'MEDIUM',
};

/** Prizes per severity, in euro. */
export type Prizes = Record<SeverityKey, number>;

const row = (low: number, medium: number, high: number, critical: number): Prizes => ({ low, medium, high, critical });

/** The Base reward tier per risk class and company size (spec section 9). */
export const BASE_REWARDS: Record<RiskClass, Record<CompanySize, Prizes>> = {
  HIGH: { LARGE: row(500, 1800, 5000, 15000), MEDIUM: row(300, 1000, 2800, 7500), SMALL: row(200, 720, 1800, 4500) },
  MEDIUM: { LARGE: row(300, 1000, 2800, 7500), MEDIUM: row(200, 720, 1800, 4500), SMALL: row(180, 600, 1500, 3600) },
  LOW: { LARGE: row(200, 720, 1800, 4500), MEDIUM: row(180, 600, 1500, 3600), SMALL: row(150, 500, 1200, 3000) },
};

const TIER_FACTOR_HALVES: Record<Exclude<RewardTier, 'CUSTOM'>, number> = { BASE: 2, STANDARD: 3, PREMIUM: 4 };

/** x1 / x1.5 / x2, rounded to the nearest 10 euro (half up), in integers only. */
function scaleToTen(euro: number, halves: number): number {
  const scaled = euro * halves; // in half-euro
  return Math.floor((scaled + 10) / 20) * 10;
}

/**
 * Default prizes of a reward tier for the company's sector and size. CUSTOM starts from Base:
 * the company then types its own.
 */
export function rewardDefaults(sector: CompanySector, size: CompanySize, tier: RewardTier): Prizes {
  const base = BASE_REWARDS[SECTOR_RISK[sector]][size];
  if (tier === 'CUSTOM' || tier === 'BASE') return { ...base };
  const halves = TIER_FACTOR_HALVES[tier];
  return Object.fromEntries(SEVERITY_KEYS.map((key) => [key, scaleToTen(base[key], halves)])) as Prizes;
}

/** Every tier's defaults for one company, as the context call sends them. */
export function rewardTierDefaults(sector: CompanySector, size: CompanySize): Record<Exclude<RewardTier, 'CUSTOM'>, Prizes> {
  return { BASE: rewardDefaults(sector, size, 'BASE'), STANDARD: rewardDefaults(sector, size, 'STANDARD'), PREMIUM: rewardDefaults(sector, size, 'PREMIUM') };
}

// ---------------------------------------------------------------- floors

export interface TargetPrizes {
  lowPrize: number;
  mediumPrize: number;
  highPrize: number;
  criticalPrize: number;
}

export const PRIZE_FIELDS: Record<SeverityKey, keyof TargetPrizes> = { low: 'lowPrize', medium: 'mediumPrize', high: 'highPrize', critical: 'criticalPrize' };

export interface FloorViolation {
  /** Index of the target in the scope. */
  index: number;
  severity: SeverityKey;
  field: keyof TargetPrizes;
  /** The floor in euro. */
  floor: number;
}

/** Whether reward floors apply to a program created at `createdAt` (null: not created yet). */
export function floorsApply(createdAt: Date | string | null | undefined): boolean {
  if (!createdAt) return true;
  const day = (typeof createdAt === 'string' ? new Date(createdAt) : createdAt).toISOString().slice(0, 10);
  return day >= FLOOR_CUTOFF_DATE;
}

/**
 * Prizes below the platform's floors (euro). Low may be 0 (not rewarded, points only); the
 * others must reach their floor. Nothing is checked for programs created before the cutoff.
 */
export function floorViolations(targets: readonly TargetPrizes[], floors: Prizes, createdAt?: Date | string | null): FloorViolation[] {
  if (!floorsApply(createdAt)) return [];
  const violations: FloorViolation[] = [];
  targets.forEach((target, index) => {
    for (const severity of SEVERITY_KEYS) {
      const field = PRIZE_FIELDS[severity];
      const prize = target[field];
      if (severity === 'low' && prize === 0) continue;
      if (prize < floors[severity]) violations.push({ index, severity, field, floor: floors[severity] });
    }
  });
  return violations;
}

/** The lowest prize a report could earn (cents), ignoring zeros; null without any prize. */
export function lowestPrize(targets: readonly TargetPrizes[]): number | null {
  let lowest: number | null = null;
  for (const target of targets) {
    for (const severity of SEVERITY_KEYS) {
      const prize = target[PRIZE_FIELDS[severity]];
      if (prize > 0 && (lowest === null || prize < lowest)) lowest = prize;
    }
  }
  return lowest;
}

/**
 * How many reports of each severity the remaining budget can still pay (DECISIONS "Reports"), each at
 * the program's highest prize for that severity, so the figure holds whichever target a report is on;
 * null for a severity no target pays. Prizes and remaining in the same unit (cents).
 */
export function payableReports(remaining: number, targets: readonly TargetPrizes[]): Record<SeverityKey, number | null> {
  return Object.fromEntries(
    SEVERITY_KEYS.map((severity) => {
      const highest = Math.max(0, ...targets.map((target) => target[PRIZE_FIELDS[severity]]));
      return [severity, highest > 0 ? Math.max(0, Math.floor(remaining / highest)) : null];
    }),
  ) as Record<SeverityKey, number | null>;
}

// ---------------------------------------------------------------- fees

export interface FeeRates {
  managedFeePercent: number;
  verificationFeePercent: number;
}

/** Program extras: a company's coupon, percent off each fee. */
export interface Coupon {
  managementDiscount: number | null;
  verificationDiscount: number | null;
}

export interface ProgramCharge {
  budget: Cents;
  managedFee: Cents;
  verificationFee: Cents;
  total: Cents;
}

function discountedFee(amount: Cents, ratePercent: number, discountPercent: number | null | undefined): Cents {
  const fee = percentOf(amount, ratePercent);
  return fee - percentOf(fee, Math.min(Math.max(discountPercent ?? 0, 0), 100));
}

/**
 * What a budget allocation costs (creation or increase): the budget plus the managed fee and the
 * Fix verification fee, each reduced by the coupon's percent. The wallet is debited `total`.
 */
export function programCharge(input: {
  budgetCents: Cents;
  isManaged: boolean;
  verificationService: boolean;
  rates: FeeRates;
  coupon?: Coupon | null;
}): ProgramCharge {
  const budget = input.budgetCents;
  const managedFee = input.isManaged ? discountedFee(budget, input.rates.managedFeePercent, input.coupon?.managementDiscount) : 0;
  const verificationFee = input.verificationService ? discountedFee(budget, input.rates.verificationFeePercent, input.coupon?.verificationDiscount) : 0;
  return { budget, managedFee, verificationFee, total: budget + managedFee + verificationFee };
}

// ---------------------------------------------------------------- statuses

/** The statuses in which a program is open to hackers: they see it (public or admitted), invitations and testing accounts work. */
export const OPEN_PROGRAM_STATUSES = ['active', 'paused'] as const satisfies readonly ProgramStatus[];
export const isOpenProgramStatus = (status: ProgramStatus): boolean => (OPEN_PROGRAM_STATUSES as readonly ProgramStatus[]).includes(status);

/** Neither deleted nor rejected: the program can still be edited, deleted and given testing accounts. */
const LIVE = ['draft', 'pending', 'changesRequested', 'active', 'paused'] as const satisfies readonly ProgramStatus[];
/** Past the draft, neither deleted nor rejected: money is allocated, hackers may be invited. */
const ALLOCATED = ['pending', 'changesRequested', 'active', 'paused'] as const satisfies readonly ProgramStatus[];
/** Waiting on the platform's review, or on the company's changes after one. */
const IN_REVIEW = ['pending', 'changesRequested'] as const satisfies readonly ProgramStatus[];

/** The reviewer's message with a change request or a rejection (DECISIONS "Programs": review). */
export const PROGRAM_REVIEW_NOTE_MAX = 5_000;

/**
 * The program state table (DECISIONS "Programs"). The review approves a pending program, asks for changes (the
 * company edits and resubmits it) or rejects it (terminal, its money refunded). `resume` is the pause switch with
 * isPaused=false; `activate` is the staff's way back from paused; `budgetPause` and `budgetResume`
 * are the platform's own (the budget rule). Any other move is INVALID_PROGRAM_STATUS; who may act is
 * the permission (permissions.ts).
 */
export const PROGRAM_WORKFLOW = defineWorkflow({
  name: 'program',
  statuses: PROGRAM_STATUSES,
  invalidStatus: 'INVALID_PROGRAM_STATUS',
  actions: {
    edit: { from: LIVE, to: null, permission: 'program.manage' },
    saveDraft: { from: ['draft'], to: null, permission: 'program.manage' },
    finalize: { from: ['draft'], to: 'pending', permission: 'program.fund' },
    approve: { from: ['pending'], to: 'active', permission: 'program.review' },
    // The review's other answers: back to the company with a message, or refused for good with a reason.
    requestChanges: { from: ['pending'], to: 'changesRequested', permission: 'program.review' },
    reject: { from: IN_REVIEW, to: 'rejected', permission: 'program.review' },
    // The company sends the program again once it has made the changes.
    resubmit: { from: ['changesRequested'], to: 'pending', permission: 'program.manage' },
    pause: { from: ['active'], to: 'paused', permission: 'program.manage' },
    resume: { from: ['paused'], to: 'active', permission: 'program.manage' },
    activate: { from: ['paused'], to: 'active', permission: 'program.review' },
    delete: { from: LIVE, to: 'deleted', permission: 'program.delete' },
    increaseBudget: { from: ALLOCATED, to: null, permission: 'program.fund' },
    invite: { from: ALLOCATED, to: null, permission: 'program.manage' },
    manageTestingAccounts: { from: LIVE, to: null, permission: 'program.manage' },
    // The budget rule (DECISIONS "Fees, budgets and tiers"), taken by the platform in the transaction that moved the money.
    budgetPause: { from: ['active'], to: 'paused', permission: 'program.budgetRule' },
    budgetResume: { from: ['paused'], to: 'active', permission: 'program.budgetRule' },
  },
});
export type ProgramAction = (typeof PROGRAM_WORKFLOW.actionNames)[number];
export const PROGRAM_ACTIONS = PROGRAM_WORKFLOW.actionNames;

/** Hackers send reports only to active programs (PROGRAM_NOT_ACTIVE otherwise). */
export const programAcceptsReports = (status: ProgramStatus): boolean => status === 'active';

export type BudgetRuleOutcome = 'pause' | 'resume' | null;

/**
 * DECISIONS "Fees, budgets and tiers": an active program whose remaining budget is below its
 * lowest non-zero prize pauses itself; one paused for that reason resumes once it is covered again.
 */
export function budgetRuleOutcome(program: {
  status: ProgramStatus;
  pausedForBudget: boolean;
  remainingCents: Cents;
  lowestPrizeCents: Cents | null;
}): BudgetRuleOutcome {
  const short = program.lowestPrizeCents !== null && program.remainingCents < program.lowestPrizeCents;
  if (program.status === 'active' && short) return 'pause';
  if (program.status === 'paused' && program.pausedForBudget && !short) return 'resume';
  return null;
}

/**
 * The most a reward may pay (DECISIONS "Reports", Shapes): the program's remaining budget plus what this report itself
 * holds back; above it the reward is PROGRAM_LOW_BUDGET. Cents in, cents out; never negative.
 */
export const maxRewardCents = (remainingCents: Cents, reservedCents: Cents): Cents => Math.max(0, remainingCents + reservedCents);

/**
 * The hacker card's "up to" (cents): the highest critical prize of the scope, but never more than the remaining budget
 * can pay, so a card never promises what the program cannot pay; null when the scope pays nothing.
 */
export function cardRewardCents(highestPrizeCents: Cents | null, remainingCents: Cents): Cents | null {
  if (highestPrizeCents === null) return null;
  return Math.max(0, Math.min(highestPrizeCents, remainingCents));
}

/** Remaining over allocated, in whole percent (100 before anything is allocated). */
export function budgetLeftPercentage(remainingCents: Cents, allocatedCents: Cents): number {
  if (allocatedCents <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((remainingCents * 100) / allocatedCents)));
}
