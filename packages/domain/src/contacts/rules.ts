/**
 * The public contact, quote and demo requests of the company landing (issue 21): the kinds, the per-address and
 * per-email limits of the public form, and the demo date's rules (a working day from today on, in Europe/Rome).
 */

import { dateTimeFormat } from '../intl-formats.ts';

export const CONTACT_REQUEST_KINDS = ['quote', 'demo', 'contact'] as const;
export type ContactRequestKind = (typeof CONTACT_REQUEST_KINDS)[number];

/** A request starts `new`; the team's handling of it comes later. */
export const CONTACT_REQUEST_STATUSES = ['new', 'handled'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

/** The public form's limits: per client address and per requester's email, each in a rolling window. */
export const CONTACT_REQUEST_LIMITS = {
  perAddress: { max: 5, windowMinutes: 60 },
  perEmail: { max: 3, windowMinutes: 60 },
} as const;

/** How far ahead a demo may be booked. */
export const CONTACT_DATE_MAX_DAYS_AHEAD = 183;

/** The calendar day of `moment` in Italy, `YYYY-MM-DD`. */
export const romeDayOf = (moment: Date): string =>
  dateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Whether `day` (`YYYY-MM-DD`, a real date) falls Monday to Friday. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * Why a preferred demo date cannot be booked on `today` (Rome's calendar day), or null: it is past, a weekend day, or
 * more than CONTACT_DATE_MAX_DAYS_AHEAD ahead. The schema checks the weekday; the API checks the rest with its clock.
 */
export function contactDateProblem(
  day: string,
  today: string,
): 'validation.contact.datePast' | 'validation.contact.dateWeekend' | 'validation.contact.dateFar' | null {
  if (day < today) return 'validation.contact.datePast';
  if (!isWorkingDay(day)) return 'validation.contact.dateWeekend';
  if (dayNumber(day) - dayNumber(today) > CONTACT_DATE_MAX_DAYS_AHEAD) return 'validation.contact.dateFar';
  return null;
}
