/**
 * A report's timeline is a readers' view of its events: the submission, each status move with its reason, each
 * severity change with the vectors before and after, each comment with its attachments, each retest opened and its
 * outcome with the retester's note and evidence (Fix verification). Services record the event
 * (`recordReportEvent`, or `transition` for workflow actions); the timeline entries are derived from it here, in the
 * same transaction, so the fact is written once and the timeline cannot disagree with the event stream.
 */
import type { DomainEvent, ReportTransitionPayload } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../../plugins/actor.ts';
import { recordEvent, type RecordedEvent, type RecordOptions } from '../events/index.ts';
import { reportsRepository, type NewReportEvent } from './reports.repository.ts';

type TimelineEntry = NewReportEvent;

/** The timeline entries one event makes, in the order they happened (a re-scored vector before the move it came with). */
function entriesOf(event: RecordedEvent): TimelineEntry[] {
  if (event.subject.type !== 'report') return [];
  const base = { reportId: event.subject.id, actorId: event.actorId };
  if (event.type === 'report.submit') {
    const { status, severity, vector } = event.payload;
    return [{ ...base, type: 'submitted', status, severity, vector, createdAt: event.createdAt }];
  }
  if (event.type === 'report.comment')
    return [{ ...base, id: event.payload.commentId, type: 'comment', content: event.payload.content, media: event.payload.media }];
  if (event.type === 'retest.open') return [{ ...base, type: 'retestOpened' }];
  // A retest's outcome: the retester's note and evidence (a failure's move back to rewarded is the report's own `reopen`).
  if (event.type === 'retest.verify' || event.type === 'retest.fail') {
    const type = event.type === 'retest.verify' ? 'retestVerified' : 'retestFailed';
    return [{ ...base, type, reason: event.payload.note, media: event.payload.evidence }];
  }
  return transitionEntries(event, base);
}

type ReportTransitionEvent = Extract<RecordedEvent, { payload: ReportTransitionPayload }>;

/** A report's workflow action (every report event but the submission and comments). */
const isReportTransition = (event: RecordedEvent): event is ReportTransitionEvent => event.type.startsWith('report.') && 'rewardCents' in event.payload;

function transitionEntries(event: RecordedEvent, base: { reportId: string; actorId: string | null }): TimelineEntry[] {
  if (!isReportTransition(event)) return [];
  const { payload } = event;
  const entries: TimelineEntry[] = [];
  if (payload.severity) {
    const { from, to, vectorFrom, vectorTo } = payload.severity;
    // A move that also changes the status says its reason with the move; a severity change alone says it here.
    const reason = payload.from === payload.to ? payload.reason : null;
    entries.push({ ...base, type: 'severityChange', severity: to, oldSeverity: from, vector: vectorTo, oldVector: vectorFrom, reason });
  }
  if (payload.from !== payload.to) {
    // The reward's move keeps its amount: the timeline's "Ricompensato" says how much.
    entries.push({ ...base, type: 'statusChange', status: payload.to, oldStatus: payload.from, reason: payload.reason, rewardCents: payload.rewardCents });
  }
  return entries;
}

/** Keeps the timelines of the reports these events are about (the report machine's projection). */
export async function projectReportTimeline(tx: Executor, events: readonly RecordedEvent[]): Promise<void> {
  const entries = events.flatMap(entriesOf);
  // One entry at a time: created_at is the clock at insertion, which keeps a move and the comment that caused it in order.
  for (const entry of entries) await reportsRepository(tx).insertEvent(entry);
}

/** Records a report event that is not a workflow action (a submission, a comment) and keeps its timeline. */
export async function recordReportEvent(tx: Executor, caller: Caller, event: DomainEvent, options: RecordOptions = {}): Promise<RecordedEvent> {
  const recorded = await recordEvent(tx, caller, event, options);
  await projectReportTimeline(tx, [recorded]);
  return recorded;
}
