/** Report answers: explicit lists of fields, so a new column can never leak by accident. */
import {
  fromCents,
  maxRewardCents,
  renderRichText,
  RESPONSE_TARGETS,
  responseState,
  type ReportAbilities,
  type ReportDetail,
  type ReportEvent,
  type ReportListItem,
  type ResponseTarget,
} from '@bb/domain';
import { scoreCvss4 } from '@bb/domain/cvss-score';
import { clock } from '../../lib/clock.ts';
import { isoTime, isoTimeOrNull } from '../../lib/iso-time.ts';
import type { UploadedFile as FileRow } from '../uploads/uploads.api.ts';
import type { ReportDetailRow, ReportRecord, ReportRow, TimelineRow } from './reports.repository.ts';

const pictureOf = (pictureId: string | null) => (pictureId ? { id: pictureId } : null);
const euro = (cents: number | null) => (cents === null ? null : fromCents(cents));
/** A timeline vector's score, computed when read: the entry keeps the vector, which is the fact. */
const scoreOf = (vector: string | null) => (vector ? (scoreCvss4(vector)?.score ?? null) : null);

type Clock = Pick<
  ReportRecord,
  'status' | 'firstResponseAt' | 'triagedAt' | 'rewardedAt' | 'fixedAt' | 'firstResponseDueAt' | 'triageDueAt' | 'bountyDueAt' | 'resolutionDueAt'
>;

/** Each response target's due time and when it was met (DECISIONS "Reports": response targets). */
function targetTimes(report: Clock): Record<ResponseTarget, { due: Date; done: Date | null }> {
  return {
    firstResponse: { due: report.firstResponseDueAt, done: report.firstResponseAt },
    triage: { due: report.triageDueAt, done: report.triagedAt },
    bounty: { due: report.bountyDueAt, done: report.rewardedAt },
    resolution: { due: report.resolutionDueAt, done: report.fixedAt },
  };
}

/** Each response target's due time, when it was met, and its state. */
export function responseTargetsOf(report: Clock, now = clock.now()) {
  const times = targetTimes(report);
  return Object.fromEntries(
    RESPONSE_TARGETS.map((target) => {
      const { due, done } = times[target];
      return [target, { dueAt: isoTime(due), doneAt: isoTimeOrNull(done), state: responseState(due, done, report.status, now) }];
    }),
  ) as ReportDetail['responseTargets'];
}

/** Whether any of the report's response targets was breached (a list's rows: no dates written out for it). */
function breached(report: Clock, now: Date): boolean {
  const times = targetTimes(report);
  return RESPONSE_TARGETS.some((target) => responseState(times[target].due, times[target].done, report.status, now) === 'breached');
}

export function presentListItem(row: ReportRow, now = clock.now()): ReportListItem {
  const { report } = row;
  return {
    id: report.id,
    title: report.title,
    status: report.status,
    severity: report.severity,
    cvssScore: report.cvssScoreTenths === null ? null : report.cvssScoreTenths / 10,
    program: { id: row.program.id, name: row.program.name, isManaged: report.isManaged },
    company: { id: row.company.id, name: row.company.name, picture: pictureOf(row.company.pictureId) },
    target: { id: row.target.id, name: row.target.name ?? '', type: row.target.type ?? 'OTHER' },
    hacker: row.hacker ? { id: row.hacker.id, username: row.hacker.username, picture: pictureOf(row.hacker.pictureId) } : null,
    reward: euro(report.rewardCents),
    breached: breached(report, now),
    retestStatus: report.retestStatus,
    createdAt: isoTime(report.createdAt),
    updatedAt: isoTime(report.updatedAt),
  };
}

const fileOf = (files: Map<string, FileRow>, id: string) => {
  const file = files.get(id);
  return file ? { id: file.id, fileName: file.fileName, contentType: file.contentType } : null;
};
const filesOf = (files: Map<string, FileRow>, ids: readonly string[]) => ids.map((id) => fileOf(files, id)).filter((file) => file !== null);

export function presentEvent({ event, actor }: TimelineRow, files: Map<string, FileRow>): ReportEvent {
  return {
    id: event.id,
    type: event.type,
    actor: actor ? { id: actor.id, username: actor.username, picture: pictureOf(actor.pictureId) } : null,
    createdAt: isoTime(event.createdAt),
    status: event.status,
    oldStatus: event.oldStatus,
    reason: event.reason,
    severity: event.severity,
    oldSeverity: event.oldSeverity,
    vector: event.vector,
    oldVector: event.oldVector,
    score: scoreOf(event.vector),
    oldScore: scoreOf(event.oldVector),
    // Whoever sees the report sees its `reward`: the same amount on its timeline entry.
    reward: euro(event.rewardCents),
    content: event.content,
    contentHtml: event.content ? renderRichText(event.content) : null,
    media: filesOf(files, event.media),
  };
}

export interface DetailParts {
  row: ReportDetailRow;
  timeline: TimelineRow[];
  files: Map<string, FileRow>;
  original: Pick<ReportRecord, 'id' | 'createdAt' | 'severity' | 'status' | 'receiptSha256'> | null;
  defaultRewardCents: number | null;
  /** The program's remaining budget and this report's reservation (cents), for a caller who may reward it now; else null. */
  rewardBudgetCents: { remaining: number; reserved: number } | null;
  abilities: ReportAbilities;
  payment: ReportDetail['payment'];
  /** Fix verification: the report's latest retest as the caller sees it, null without one. */
  retest: ReportDetail['retest'];
  /** The review document, when the caller may read it (report.readReview), else null. */
  reviewUploadId: string | null;
}

/** What the reward dialog shows before its confirmation: remaining, reserved and the most a reward may pay. */
function presentRewardBudget(budget: DetailParts['rewardBudgetCents']): ReportDetail['rewardBudget'] {
  if (!budget) return null;
  return { remaining: fromCents(budget.remaining), reserved: fromCents(budget.reserved), max: fromCents(maxRewardCents(budget.remaining, budget.reserved)) };
}

export function presentDetail(parts: DetailParts): ReportDetail {
  const { row, timeline, files, original, defaultRewardCents, rewardBudgetCents, abilities, payment, reviewUploadId } = parts;
  const report = row.full;
  return {
    ...presentListItem(row),
    severityDescription: report.cvssVector,
    content: report.content,
    contentHtml: renderRichText(report.content),
    endpoint: report.endpoint,
    payload: report.payload,
    bugChain: report.bugChain,
    bugChainHtml: report.bugChain ? renderRichText(report.bugChain) : null,
    media: filesOf(files, report.media),
    environment: report.environment,
    ipAddress: report.ipAddress,
    defaultReward: euro(defaultRewardCents),
    rewardBudget: presentRewardBudget(rewardBudgetCents),
    reviewDocument: reviewUploadId ? fileOf(files, reviewUploadId) : null,
    retest: parts.retest,
    duplicateOf: original
      ? {
          id: original.id,
          createdAt: isoTime(original.createdAt),
          severity: original.severity,
          status: original.status,
          fingerprint: original.receiptSha256,
        }
      : null,
    receipt: { sha256: report.receiptSha256, at: isoTime(report.createdAt) },
    pointsRedeemed: report.pointsRedeemedAt !== null,
    responseTargets: responseTargetsOf(report),
    payment,
    timeline: timeline.map((entry) => presentEvent(entry, files)),
    abilities,
  };
}
