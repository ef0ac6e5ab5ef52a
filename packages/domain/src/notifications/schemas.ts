/**
 * In-app notifications (DECISIONS "Notifications"): the same events as the emails, for every user
 * the decision names whatever their email settings, written in the transaction of the change and
 * kept NOTIFICATION_RETENTION_DAYS days. The entry carries what happened, never rendered text: the
 * web says it in the reader's current language.
 */
import { z } from 'zod';
import { NOTIFICATION_SETTINGS } from '../accounts/rules.ts';
import { REPORT_SEVERITIES, REPORT_STATUSES } from '../reports/rules.ts';
import { RETEST_STATUSES } from '../reports/retests.ts';
import { pagingShape } from '../lists/list-schemas.ts';

export const NOTIFICATION_RETENTION_DAYS = 90;
export const NOTIFICATION_SUBJECTS = ['report', 'program', 'invitation', 'company'] as const;
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

/**
 * What an entry announces: the events of the notification settings, and a company's fiscal data change (the company
 * hears of the decision, super admins of the request), which no setting stops: it concerns the company's legal data.
 */
export const NOTIFICATION_EVENTS = [...NOTIFICATION_SETTINGS, 'companyDataChange'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** What an entry says: the event's facts the web needs to write its sentence. */
export const notificationDetailsSchema = z.object({
  /** The report's title or the program's name. */
  title: z.string(),
  /** The program the report or invitation belongs to. */
  program: z.string().nullable(),
  /** Who acted (username), when the reader may know. */
  actor: z.string().nullable(),
  /** reportUpdate: what changed. */
  change: z.enum(['status', 'severity', 'comment', 'retest']).nullable(),
  status: z.enum(REPORT_STATUSES).nullable(),
  severity: z.enum(REPORT_SEVERITIES).nullable(),
  /** reportUpdate of a retest (Fix verification): opened (pending), verified or failed. Entries written before retests have none. */
  retest: z.enum(RETEST_STATUSES).nullish(),
  /**
   * reportFinalized: rewarded, fixed or rejected; invitationUpdate: accepted or rejected; programApproved: changesRequested
   * or rejected when the review did not approve; companyDataChange: requested, approved or rejected.
   */
  outcome: z.enum(['rewarded', 'fixed', 'rejected', 'accepted', 'changesRequested', 'requested', 'approved']).nullable(),
  /** reportFinalized with a reward: euro. */
  amount: z.number().nullable(),
});
export type NotificationDetails = z.infer<typeof notificationDetailsSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  event: z.enum(NOTIFICATION_EVENTS),
  subject: z.object({ type: z.enum(NOTIFICATION_SUBJECTS), id: z.uuid() }),
  /** Where the entry leads in the web app: `/reports/{id}`, `/programs/{id}`, `/programs?tab=invitations`. */
  link: z.string(),
  details: notificationDetailsSchema,
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first, a page at a time, with the caller's unread count. */
export const notificationListQuerySchema = z.object({
  ...pagingShape(50),
  unread: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export const notificationPageSchema = z.object({
  count: z.number().int(),
  unread: z.number().int(),
  results: z.array(notificationSchema),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET /api/notifications/unread-count (the sidebar badge polls it). */
export const unreadCountSchema = z.object({ unread: z.number().int() });
