/**
 * The emails of DECISIONS "Notifications" for reports, queued in the transaction of the change
 * (the outbox) to exactly the people it names, each honouring their own setting:
 * reportReceived to the program's company (and staff for managed programs), reportUpdate to the
 * reporting hacker and the other party, reportFinalized to the hacker. Each of them gets the in-app
 * entry whatever their settings (notifications module). The actor is never told of their own
 * change. The hacker's submission receipt is not a notification: it always goes.
 */
import { formatEuro, fromCents, type NotificationSetting } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { eventAudience, type AudienceQuery, type Recipient } from '../accounts/index.ts';
import type { EmailService, ReportChange, ReportOutcome } from '../email/index.ts';
import { announcer, type NotificationEntry } from '../notifications/index.ts';
import type { ReportRecord } from './reports.repository.ts';

export interface ReportNotice {
  report: Pick<ReportRecord, 'id' | 'title' | 'companyId' | 'hackerId' | 'isManaged' | 'severity'>;
  program: { name: string | null };
}

export function reportNotifier(deps: { email: EmailService; publicUrl: string }) {
  const link = (reportId: string) => `${deps.publicUrl}/reports/${reportId}`;
  const announce = announcer(deps);

  /** The other party of an actor: the hacker for the company and staff; the company (and staff on managed programs) for the hacker. */
  function otherParty(notice: ReportNotice, actorId: string | null) {
    const hackerActed = actorId !== null && actorId === notice.report.hackerId;
    return hackerActed
      ? { companyIds: [notice.report.companyId], staff: notice.report.isManaged }
      : { userIds: [notice.report.hackerId], companyIds: [notice.report.companyId], staff: notice.report.isManaged };
  }

  /** Everyone the event names (one query), the actor aside. */
  const audience = (tx: Executor, setting: NotificationSetting, who: Omit<AudienceQuery, 'setting'>) => eventAudience(tx, { ...who, setting });

  const entry = (notice: ReportNotice, event: NotificationSetting, details: Omit<NotificationEntry['details'], 'title' | 'program'>): NotificationEntry => ({
    event,
    subject: { type: 'report', id: notice.report.id },
    link: `/reports/${notice.report.id}`,
    details: { title: notice.report.title, program: notice.program.name, ...details },
  });

  return {
    /** A report arrived: its program's company and, for managed programs, staff. */
    async received(tx: Executor, notice: ReportNotice, actorId: string) {
      const who = await audience(tx, 'reportReceived', { companyIds: [notice.report.companyId], staff: notice.report.isManaged, except: actorId });
      await announce(tx, who, entry(notice, 'reportReceived', { severity: notice.report.severity }), {
        template: 'reportReceived',
        data: () => ({ title: notice.report.title, program: notice.program.name ?? '', severity: notice.report.severity }),
      });
    },

    /** A status, severity or comment change: the reporting hacker and the other party. */
    async updated(tx: Executor, notice: ReportNotice, change: ReportChange, actorId: string | null) {
      const who = await audience(tx, 'reportUpdate', { ...otherParty(notice, actorId), except: actorId });
      const details = {
        change: change.kind,
        status: change.kind === 'status' ? (change.status as NotificationEntry['details']['status']) : null,
        severity: change.kind === 'severity' ? (change.severity as NotificationEntry['details']['severity']) : null,
      };
      await announce(tx, who, entry(notice, 'reportUpdate', details), {
        template: 'reportUpdate',
        data: () => ({ title: notice.report.title, program: notice.program.name ?? '', change }),
      });
    },

    /** A reward, fix or rejection: the reporting hacker. */
    async finalized(tx: Executor, notice: ReportNotice, outcome: ReportOutcome, rewardCents: number | null, actorId: string | null) {
      if (!notice.report.hackerId) return;
      const who = await audience(tx, 'reportFinalized', { userIds: [notice.report.hackerId], except: actorId });
      await announce(tx, who, entry(notice, 'reportFinalized', { outcome, amount: rewardCents ? fromCents(rewardCents) : null }), {
        template: 'reportFinalized',
        data: (language) => ({
          title: notice.report.title,
          program: notice.program.name ?? '',
          outcome,
          reward: rewardCents ? formatEuro(rewardCents, language === 'en' ? 'en-GB' : 'it-IT') : null,
        }),
      });
    },

    /** The submission receipt, always sent to the hacker (DECISIONS "Reports"). */
    async receipt(tx: Executor, notice: ReportNotice, hacker: Recipient, receipt: { sha256: string; at: Date }) {
      await deps.email.send(tx, {
        to: hacker.email,
        userId: hacker.id,
        language: hacker.language,
        template: 'reportReceipt',
        data: {
          username: hacker.username,
          title: notice.report.title,
          program: notice.program.name ?? '',
          sha256: receipt.sha256,
          at: receipt.at.toISOString().replace('T', ' ').slice(0, 19),
          link: link(notice.report.id),
        },
      });
    },
  };
}
export type ReportNotifier = ReturnType<typeof reportNotifier>;
