/**
 * What a delivery says of an event: an explicit presenter per public event name, never the event's stored payload, so
 * a field added to an event (a hacker's email, a reviewer's note) reaches no receiver until it is named here. Reports
 * are told by ids, statuses, severities and amounts the company reads on its own report; nothing of the hacker.
 */
import type { EventSubject, TransitionPayload, WebhookEvent } from '@bb/domain';
import type { RecordedEvent } from '../../events/index.ts';

export interface WebhookMessage {
  event: WebhookEvent;
  data: Record<string, unknown>;
}

const isTransition = (payload: unknown): payload is TransitionPayload =>
  typeof payload === 'object' && payload !== null && 'from' in payload && 'to' in payload && typeof payload.to === 'string';

const moved = (payload: unknown): payload is TransitionPayload => isTransition(payload) && payload.from !== payload.to;

function reportMessages(event: RecordedEvent): WebhookMessage[] {
  const report = { id: event.subject.id };
  if (event.type === 'report.submit') {
    const { programId, status, severity } = event.payload;
    return [{ event: 'report.created', data: { report: { ...report, programId, status, severity } } }];
  }
  if (event.type === 'report.comment') return [{ event: 'report.comment_added', data: { report, comment: { id: event.payload.commentId } } }];
  if (!event.type.startsWith('report.') || !('severity' in event.payload)) return [];
  const { payload } = event;
  const messages: WebhookMessage[] = [];
  if (moved(payload)) messages.push({ event: 'report.status_changed', data: { report, status: { from: payload.from, to: payload.to } } });
  if (payload.severity)
    messages.push({ event: 'report.severity_changed', data: { report, severity: { from: payload.severity.from, to: payload.severity.to } } });
  if (event.type === 'report.reward') messages.push({ event: 'report.reward_sent', data: { report, reward: { grossCents: payload.rewardCents } } });
  return messages;
}

function retestMessages(event: RecordedEvent): WebhookMessage[] {
  if (event.type !== 'retest.verify' && event.type !== 'retest.fail') return [];
  return [{ event: 'report.retest_result', data: { report: { id: event.subject.id }, retest: { id: event.payload.retestId, result: event.payload.to } } }];
}

function paymentMessages(event: RecordedEvent): WebhookMessage[] {
  const payment = { id: event.subject.id };
  if (event.type === 'payment.open') return [{ event: 'payment.state_changed', data: { payment, status: { from: null, to: event.payload.status } } }];
  if (!event.type.startsWith('payment.') || !moved(event.payload)) return [];
  return [{ event: 'payment.state_changed', data: { payment, status: { from: event.payload.from, to: event.payload.to } } }];
}

function programMessages(event: RecordedEvent): WebhookMessage[] {
  if (!event.type.startsWith('program.') || !moved(event.payload)) return [];
  return [{ event: 'program.state_changed', data: { program: { id: event.subject.id }, status: { from: event.payload.from, to: event.payload.to } } }];
}

const BY_SUBJECT: Record<EventSubject, (event: RecordedEvent) => WebhookMessage[]> = {
  report: (event) => (event.type.startsWith('retest.') ? retestMessages(event) : reportMessages(event)),
  payment: paymentMessages,
  program: programMessages,
  deposit: () => [],
  user: () => [],
  company: () => [],
  companyDataChange: () => [],
};

/** The public events one domain event is (none for most: a login, an invitation, a deposit). */
export function webhookMessagesOf(event: RecordedEvent): WebhookMessage[] {
  return BY_SUBJECT[event.subject.type](event);
}
