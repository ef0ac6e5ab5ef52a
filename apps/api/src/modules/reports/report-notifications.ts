/**
 * Who hears of a report's events (DECISIONS "Notifications"), read from the event after commit by the notifications
 * consumer: reportReceived to the program's company (and staff for managed programs) on submission, with the hacker's
 * receipt (always sent, not a notification); reportFinalized to the reporting hacker on a reward, fix or rejection;
 * reportUpdate to the reporting hacker and the other party on every other status move, severity change or comment,
 * and on a retest opened (to staff too when they retest) or decided (Fix verification).
 * Each person hears of one event once (the hacker of a reward hears of the outcome, not also of the status), and the
 * actor never hears of their own change. The hacker's answer to a question is announced by its comment.
 */
import { formatEuro, fromCents, type NotificationSetting, type ReportStatus, type RetestStatus } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { activeHacker, eventAudience, type AudienceQuery } from '../accounts/index.ts';
import type { OutgoingEmail, ReportChange, ReportOutcome, TemplateName } from '../email/index.ts';
import type { RecordedEvent } from '../events/index.ts';
import type { Announcement, Announcer, EventNotices, NotificationEntry } from '../notifications/index.ts';
import { findProgram } from '../programs/programs.api.ts';
import { reportsRepository, type ReportRecord } from './reports.repository.ts';

const FINAL_OUTCOMES: Partial<Record<ReportStatus, ReportOutcome>> = {
  rewarded: 'rewarded',
  fixed: 'fixed',
  duplicate: 'rejected',
  informative: 'rejected',
  outOfScope: 'rejected',
  invalid: 'rejected',
  spam: 'rejected',
};

interface Notice {
  report: ReportRecord;
  program: string;
  actorId: string | null;
}

/** The event types of reports that are announced (everything but the hacker sharing a report for points). */
export const ANNOUNCED_REPORT_EVENTS = [
  'report.submit',
  'report.comment',
  'report.start',
  'report.moreInfo',
  'report.approve',
  'report.reward',
  'report.sendBack',
  'report.reject',
  'report.fix',
  'report.changeSeverity',
  // Fix verification: a retest opened and its outcome (a failure's return to rewarded is told by the outcome).
  'retest.open',
  'retest.verify',
  'retest.fail',
] as const;

const entry = (notice: Notice, event: NotificationSetting, details: Omit<NotificationEntry['details'], 'title' | 'program'>): NotificationEntry => ({
  event,
  subject: { type: 'report', id: notice.report.id },
  link: `/reports/${notice.report.id}`,
  details: { title: notice.report.title, program: notice.program, ...details },
});

/** The people an event of the report names (one query), never the actor. */
const audience = (tx: Executor, notice: Notice, setting: NotificationSetting, who: Omit<AudienceQuery, 'setting' | 'except'>) =>
  eventAudience(tx, { ...who, setting, except: notice.actorId });

/** The company (and staff on managed programs); the hacker too unless the hacker acted. */
function everyParty(notice: Notice): Omit<AudienceQuery, 'setting'> {
  const { report } = notice;
  const company = { companyIds: [report.companyId], staff: report.isManaged };
  return notice.actorId !== null && notice.actorId === report.hackerId ? company : { ...company, userIds: [report.hackerId] };
}

async function received(tx: Executor, notice: Notice): Promise<Announcement> {
  const { report } = notice;
  return {
    audience: await audience(tx, notice, 'reportReceived', { companyIds: [report.companyId], staff: report.isManaged }),
    entry: entry(notice, 'reportReceived', { severity: report.severity }),
    email: { template: 'reportReceived', data: () => ({ title: report.title, program: notice.program, severity: report.severity }) },
  };
}

async function updated(tx: Executor, notice: Notice, change: ReportChange): Promise<Announcement> {
  const details = {
    change: change.kind,
    status: change.kind === 'status' ? (change.status as NotificationEntry['details']['status']) : null,
    severity: change.kind === 'severity' ? (change.severity as NotificationEntry['details']['severity']) : null,
  };
  return {
    audience: await audience(tx, notice, 'reportUpdate', everyParty(notice)),
    entry: entry(notice, 'reportUpdate', details),
    email: { template: 'reportUpdate', data: () => ({ title: notice.report.title, program: notice.program, change }) },
  };
}

async function finalized(tx: Executor, notice: Notice, outcome: ReportOutcome, rewardCents: number | null): Promise<Announcement | null> {
  if (!notice.report.hackerId) return null;
  return {
    audience: await audience(tx, notice, 'reportFinalized', { userIds: [notice.report.hackerId] }),
    entry: entry(notice, 'reportFinalized', { outcome, amount: rewardCents ? fromCents(rewardCents) : null }),
    email: {
      template: 'reportFinalized',
      data: (language) => ({
        title: notice.report.title,
        program: notice.program,
        outcome,
        reward: rewardCents ? formatEuro(rewardCents, language === 'en' ? 'en-GB' : 'it-IT') : null,
      }),
    },
  };
}

/** A retest opened (to its retester too: staff for a staff retest) or its outcome, to the report's parties. */
async function retested(tx: Executor, notice: Notice, state: RetestStatus, toStaff: boolean): Promise<Announcement> {
  const who = everyParty(notice);
  const change = { kind: 'retest', state } as const;
  return {
    audience: await audience(tx, notice, 'reportUpdate', toStaff ? { ...who, staff: true } : who),
    entry: entry(notice, 'reportUpdate', { change: 'retest', status: null, severity: null, retest: state }),
    email: { template: 'reportUpdate', data: () => ({ title: notice.report.title, program: notice.program, change }) },
  };
}

/** The submission receipt, always sent to the hacker (DECISIONS "Reports"). */
async function receipt(tx: Executor, notice: Notice, publicUrl: string, at: Date): Promise<OutgoingEmail<TemplateName>[]> {
  const hacker = notice.report.hackerId ? await activeHacker(tx, { id: notice.report.hackerId }) : null;
  if (!hacker) return [];
  const data = {
    username: hacker.username,
    title: notice.report.title,
    program: notice.program,
    sha256: notice.report.receiptSha256,
    at: at.toISOString().replace('T', ' ').slice(0, 19),
    link: `${publicUrl}/reports/${notice.report.id}`,
  };
  return [{ to: hacker.email, userId: hacker.id, language: hacker.language, template: 'reportReceipt', data }];
}

/** What one report event says, and to whom. */
async function noticesOf(tx: Executor, event: RecordedEvent, notice: Notice, publicUrl: string): Promise<EventNotices | null> {
  if (event.type === 'report.submit') return { announcements: [await received(tx, notice)], emails: await receipt(tx, notice, publicUrl, event.createdAt) };
  if (event.type === 'report.comment') {
    const by = notice.actorId !== null && notice.actorId === notice.report.hackerId ? 'hacker' : 'team';
    return { announcements: [await updated(tx, notice, { kind: 'comment', by })] };
  }
  if (event.type === 'retest.open') return { announcements: [await retested(tx, notice, 'pending', event.payload.retester === 'staff')] };
  if (event.type === 'retest.verify' || event.type === 'retest.fail') return { announcements: [await retested(tx, notice, event.payload.to, false)] };
  if (!('rewardCents' in event.payload) || event.type === 'report.answer') return null;
  const { from, to, severity, rewardCents } = event.payload;
  if (from === to) return severity ? { announcements: [await updated(tx, notice, { kind: 'severity', severity: severity.to })] } : null;
  const outcome = FINAL_OUTCOMES[to];
  const final = outcome ? await finalized(tx, notice, outcome, rewardCents) : null;
  const update = await updated(tx, notice, { kind: 'status', status: to });
  return { announcements: final ? [final, update] : [update] };
}

/** The report events' announcer for the notifications consumer. */
export function reportAnnouncer(deps: { publicUrl: string }): Announcer {
  return async (tx, event) => {
    const report = await reportsRepository(tx).find(event.subject.id);
    if (!report) return null;
    const program = await findProgram(tx, report.programId);
    return noticesOf(tx, event, { report, program: program?.name ?? '', actorId: event.actorId }, deps.publicUrl);
  };
}
