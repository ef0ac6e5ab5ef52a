/**
 * In-app notifications (DECISIONS "Notifications"): the same events as the emails, for every user
 * the decision names whatever their email settings, written in the transaction of the change and
 * kept NOTIFICATION_RETENTION_DAYS days. The entry carries what happened, never rendered text: the
 * web says it in the reader's current language.
 */
import { z } from 'zod';
import { NOTIFICATION_SETTINGS } from '../accounts/rules.ts';
import { REPORT_SEVERITIES, REPORT_STATUSES } from '../reports/rules.ts';
import { pagingShape } from '../lists/list-query.ts';

export const NOTIFICATION_RETENTION_DAYS = 90;
export const NOTIFICATION_SUBJECTS = ['report', 'program', 'invitation'] as const;
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

/** What an entry says: the event's facts the web needs to write its sentence. */
export const notificationDetailsSchema = z.object({
  /** The report's title or the program's name. */
  title: z.string(),
  /** The program the report or invitation belongs to. */
  program: z.string().nullable(),
  /** Who acted (username), when the reader may know. */
  actor: z.string().nullable(),
  /** reportUpdate: what changed. */
  change: z.enum(['status', 'severity', 'comment']).nullable(),
  status: z.enum(REPORT_STATUSES).nullable(),
  severity: z.enum(REPORT_SEVERITIES).nullable(),
  /** reportFinalized: rewarded, fixed or rejected; invitationUpdate: accepted or rejected. */
  outcome: z.enum(['rewarded', 'fixed', 'rejected', 'accepted']).nullable(),
  /** reportFinalized with a reward: euro. */
  amount: z.number().nullable(),
});
export type NotificationDetails = z.infer<typeof notificationDetailsSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  event: z.enum(NOTIFICATION_SETTINGS),
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
