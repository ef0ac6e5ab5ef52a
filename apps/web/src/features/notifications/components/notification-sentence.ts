import type { Notification } from '@bb/domain';
import type { TFunction } from 'i18next';
import { formatAmount } from '../../../lib/format.ts';

/** The key under `notifications.events` that says what happened, by event and by the facts the entry carries. */
export function sentenceKey({ event, details }: Pick<Notification, 'event' | 'details'>): string {
  switch (event) {
    case 'programApproved':
      // The setting covers every answer of the program review.
      if (details.outcome === 'changesRequested') return 'programChangesRequested';
      return details.outcome === 'rejected' ? 'programRejected' : 'programApproved';
    case 'programCreated':
      return details.actor ? 'programCreatedBy' : 'programCreated';
    case 'reportReceived':
      return details.program ? 'reportReceivedOn' : 'reportReceived';
    case 'reportUpdate':
      return reportUpdateKey(details);
    case 'reportFinalized':
      return reportFinalizedKey(details);
    case 'invitationReceived':
      // A manager who grants an access request does it by inviting: the hacker reads it as the answer.
      if (details.outcome === 'accepted') return 'accessGranted';
      return details.actor ? 'invitationReceivedFrom' : 'invitationReceived';
    case 'invitationUpdate':
      return invitationUpdateKey(details);
    case 'companyDataChange':
      return details.outcome === 'approved'
        ? 'companyDataChangeApproved'
        : details.outcome === 'rejected'
          ? 'companyDataChangeRejected'
          : 'companyDataChangeRequested';
  }
}

/** A retest opened (pending) or decided, by its state (Fix verification). */
const RETEST_KEYS = { pending: 'reportRetestPending', verified: 'reportRetestVerified', failed: 'reportRetestFailed' } as const;

function reportUpdateKey({ change, status, severity, actor, retest }: Notification['details']): string {
  if (change === 'retest' && retest) return RETEST_KEYS[retest];
  if (change === 'status' && status) return 'reportStatus';
  if (change === 'severity' && severity) return 'reportSeverity';
  if (change === 'comment') return actor ? 'reportCommentBy' : 'reportComment';
  return 'reportUpdated';
}

function reportFinalizedKey({ outcome, amount, status }: Notification['details']): string {
  if (outcome === 'rewarded') return amount !== null ? 'reportRewardedAmount' : 'reportRewarded';
  if (outcome === 'fixed') return 'reportFixed';
  if (outcome === 'rejected') return status ? 'reportRejectedAs' : 'reportRejected';
  return 'reportClosed';
}

function invitationUpdateKey({ outcome, actor }: Notification['details']): string {
  const who = actor ? 'By' : '';
  if (outcome === 'accepted') return `invitationAccepted${who}`;
  if (outcome === 'rejected') return `invitationRejected${who}`;
  return 'invitationUpdated';
}

/**
 * The entry as a sentence in the reader's current language: the API sends what happened (event and
 * facts), never text, so a change of language rewrites the whole list. Statuses and severities
 * reuse the reports' own labels.
 */
export function notificationSentence(t: TFunction, notification: Pick<Notification, 'event' | 'details'>): string {
  const { details } = notification;
  return t(`notifications.events.${sentenceKey(notification)}`, {
    title: details.title,
    program: details.program ?? '',
    actor: details.actor ?? '',
    status: details.status ? t(`reports.status.${details.status}`) : '',
    severity: details.severity ? t(`reports.severity.${details.severity}`) : '',
    amount: details.amount !== null ? formatAmount(details.amount) : '',
  });
}
