import type { Notification, NotificationDetails } from '@bb/domain';

export const REPORT_ID = '3f0c1b2a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const NOTIFICATION_ID = '8e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b';

const NO_DETAILS: NotificationDetails = {
  title: 'SQL injection nel login',
  program: 'Portale clienti',
  actor: null,
  change: null,
  status: null,
  severity: null,
  outcome: null,
  amount: null,
};

export function buildNotification(overrides: Partial<Omit<Notification, 'details'>> & { details?: Partial<NotificationDetails> } = {}): Notification {
  const { details, ...rest } = overrides;
  return {
    id: NOTIFICATION_ID,
    event: 'reportUpdate',
    subject: { type: 'report', id: REPORT_ID },
    link: `/reports/${REPORT_ID}`,
    details: { ...NO_DETAILS, change: 'comment', actor: 'ada', ...details },
    readAt: null,
    createdAt: new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
    ...rest,
  };
}
