/**
 * The emails of DECISIONS "Notifications" for reports, queued in the transaction of the change
 * (the outbox) to exactly the people it names, each honouring their own setting:
 * reportReceived to the program's company (and staff for managed programs), reportUpdate to the
 * reporting hacker and the other party, reportFinalized to the hacker. The actor is never told of
 * their own change. The hacker's submission receipt is not a notification: it always goes.
 */
import { formatEuro, type Language, type NotificationSetting } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { notificationRecipients, type Recipient } from '../accounts/index.ts';
import type { EmailService, ReportChange, ReportOutcome, TemplateData } from '../email/index.ts';
import type { ReportRecord } from './reports.repository.ts';

export interface ReportNotice {
  report: Pick<ReportRecord, 'id' | 'title' | 'companyId' | 'hackerId' | 'isManaged' | 'severity'>;
  program: { name: string | null };
}

export function reportNotifier(deps: { email: EmailService; publicUrl: string }) {
  const link = (reportId: string) => `${deps.publicUrl}/reports/${reportId}`;
  const settingsLink = `${deps.publicUrl}/account?tab=notifications`;

  async function send<K extends 'reportReceived' | 'reportUpdate' | 'reportFinalized'>(
    tx: Executor,
    recipients: Recipient[],
    template: K,
    data: (language: Language) => TemplateData[K],
  ) {
    for (const to of recipients) await deps.email.send(tx, { to: to.email, userId: to.id, language: to.language, template, data: data(to.language) });
  }

  /** The other party of an actor: the hacker for the company and staff; the company (and staff on managed programs) for the hacker. */
  function otherParty(notice: ReportNotice, actorId: string | null) {
    const hackerActed = actorId !== null && actorId === notice.report.hackerId;
    return hackerActed
      ? { companyIds: [notice.report.companyId], staff: notice.report.isManaged }
      : { userIds: [notice.report.hackerId], companyIds: [notice.report.companyId], staff: notice.report.isManaged };
  }

  const recipients = (tx: Executor, setting: NotificationSetting, who: Omit<Parameters<typeof notificationRecipients>[1], 'setting'>) =>
    notificationRecipients(tx, { ...who, setting });

  return {
    /** A report arrived: its program's company and, for managed programs, staff. */
    async received(tx: Executor, notice: ReportNotice, actorId: string) {
      const who = await recipients(tx, 'reportReceived', { companyIds: [notice.report.companyId], staff: notice.report.isManaged, except: actorId });
      await send(tx, who, 'reportReceived', () => ({
        title: notice.report.title,
        program: notice.program.name ?? '',
        severity: notice.report.severity,
        link: link(notice.report.id),
        settingsLink,
      }));
    },

    /** A status, severity or comment change: the reporting hacker and the other party. */
    async updated(tx: Executor, notice: ReportNotice, change: ReportChange, actorId: string | null) {
      const who = await recipients(tx, 'reportUpdate', { ...otherParty(notice, actorId), except: actorId });
      await send(tx, who, 'reportUpdate', () => ({
        title: notice.report.title,
        program: notice.program.name ?? '',
        change,
        link: link(notice.report.id),
        settingsLink,
      }));
    },

    /** A reward, fix or rejection: the reporting hacker. */
    async finalized(tx: Executor, notice: ReportNotice, outcome: ReportOutcome, rewardCents: number | null, actorId: string | null) {
      if (!notice.report.hackerId) return;
      const who = await recipients(tx, 'reportFinalized', { userIds: [notice.report.hackerId], except: actorId });
      await send(tx, who, 'reportFinalized', (language) => ({
        title: notice.report.title,
        program: notice.program.name ?? '',
        outcome,
        reward: rewardCents ? formatEuro(rewardCents, language === 'en' ? 'en-GB' : 'it-IT') : null,
        link: link(notice.report.id),
        settingsLink,
      }));
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
