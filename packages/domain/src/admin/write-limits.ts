/**
 * Limits on the writes that notify people (DECISIONS "Limits on writes"): each limited route names one of these,
 * and each user gets `max` such writes per `windowMinutes`, refilled evenly (one more every window / max). Staff,
 * super admins and hackers with a good record get `multiplier` times as many.
 */
import { z } from 'zod';
import type { UserType } from '../accounts/rules.ts';

export const WRITE_LIMIT_NAMES = [
  /** POST /api/reports: the program's company (and staff on managed programs) is told. */
  'reportSubmit',
  /** Comments on a report: the other party is told. */
  'reportComment',
  /** The other report actions (start, more info, approve, reward, send back, reject, fix, severity). */
  'reportAction',
  /** A program sent for review (created or a draft finalized) or approved: staff, or the company and its hackers, are told. */
  'programSubmit',
  /** Invitations (to a program, to a company team, to staff), access requests and the hacker's answers. */
  'invitation',
] as const;
export type WriteLimitName = (typeof WRITE_LIMIT_NAMES)[number];

/** A week: longer windows would keep a user's counter for longer than anyone remembers why. */
export const WRITE_LIMIT_BOUNDS = { maxWrites: 100_000, maxWindowMinutes: 7 * 24 * 60, maxMultiplier: 100 } as const;

const whole = (min: number, max: number, message: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : message) })
    .refine((value) => Number.isSafeInteger(value) && value >= min && value <= max, { error: message });

export const writeLimitRuleSchema = z.strictObject(
  {
    max: whole(1, WRITE_LIMIT_BOUNDS.maxWrites, 'validation.settings.writeLimitMax'),
    windowMinutes: whole(1, WRITE_LIMIT_BOUNDS.maxWindowMinutes, 'validation.settings.writeLimitWindow'),
  },
  { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') },
);
export type WriteLimitRule = z.infer<typeof writeLimitRuleSchema>;

export const writeLimitsSchema = z.strictObject(
  Object.fromEntries(WRITE_LIMIT_NAMES.map((name) => [name, writeLimitRuleSchema])) as Record<WriteLimitName, typeof writeLimitRuleSchema>,
  { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') },
);
export type WriteLimits = z.infer<typeof writeLimitsSchema>;

/**
 * Above what honest users do (a hacker sending a handful of reports an hour; a company triager working a busy queue,
 * some 30 reports an hour with two or three actions each), below a flood (one hacker sent 200 comments in 9 s).
 */
export const DEFAULT_WRITE_LIMITS: WriteLimits = {
  reportSubmit: { max: 10, windowMinutes: 60 },
  reportComment: { max: 60, windowMinutes: 60 },
  reportAction: { max: 120, windowMinutes: 60 },
  programSubmit: { max: 20, windowMinutes: 24 * 60 },
  invitation: { max: 60, windowMinutes: 60 },
};

export const trustedMultiplierSchema = whole(1, WRITE_LIMIT_BOUNDS.maxMultiplier, 'validation.settings.multiplier');

/**
 * Who gets the multiplied limits: staff and super admins (they work every managed program's queue, not one
 * company's), and hackers with at least `minAcceptedReports` accepted (rewarded or fixed) reports. Accepted
 * reports, not points: each one took a company's decision and money, while points also come from duplicates and
 * informative reports, which a flood of reports could farm.
 */
export function isTrustedWriter(user: { userType: UserType; acceptedReports: number }, minAcceptedReports: number): boolean {
  if (user.userType === 'staff' || user.userType === 'superadmin') return true;
  return user.userType === 'hacker' && user.acceptedReports >= minAcceptedReports;
}

/** How many writes a user gets in the rule's window. */
export function writeAllowance(rule: WriteLimitRule, trusted: boolean, multiplier: number): { max: number; windowSeconds: number } {
  return { max: trusted ? rule.max * multiplier : rule.max, windowSeconds: rule.windowMinutes * 60 };
}
