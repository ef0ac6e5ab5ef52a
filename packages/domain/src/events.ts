/**
 * The catalogue of domain events: facts the platform records in the transaction of the change
 * that caused them (the outbox, table domain_events). Notifications, webhooks and timelines read
 * them; a change that rolls back leaves none. Every workflow action is an event of its own
 * (`program.approve`), with the status it left and the one it reached.
 */
import type { DepositAction } from './banking/rules.ts';
import type { PaymentAction } from './payments/rules.ts';
import type { ProgramAction, ProgramStatus } from './programs/rules.ts';
import type { KycAction } from './verification/rules.ts';
import type { ReportAction, ReportSeverity } from './reports/rules.ts';
import type { Workflow } from './workflow.ts';

/** What an event is about. */
export const EVENT_SUBJECTS = ['program', 'deposit', 'user', 'company', 'report', 'payment'] as const;
export type EventSubject = (typeof EVENT_SUBJECTS)[number];

/** A workflow action's event: the status before and after. */
export interface TransitionPayload {
  from: string;
  to: string;
}

type TransitionEvents<Name extends string, Action extends string> = { [A in Action as `${Name}.${A}`]: TransitionPayload };

/** Every event type with its payload. */
export interface DomainEventPayloads
  extends
    TransitionEvents<'program', ProgramAction>,
    TransitionEvents<'deposit', DepositAction>,
    TransitionEvents<'verification', KycAction>,
    TransitionEvents<'report', ReportAction>,
    TransitionEvents<'payment', PaymentAction> {
  'program.create': { name: string; status: ProgramStatus };
  /** A company, staff or super admin invited a hacker (DECISIONS "Notifications": invitationReceived). */
  'program.invitationSent': { hackerId: string };
  'program.accessRequested': { hackerId: string };
  /** A manager approved the hacker's access request (by inviting them). */
  'program.accessGranted': { hackerId: string };
  /** The hacker answered (invitationUpdate for the program's managers). */
  'program.invitationAccepted': { hackerId: string };
  'program.invitationRejected': { hackerId: string };
  'deposit.record': { amountCents: number; source: string };
  /** DECISIONS "Notifications": reportReceived. */
  'report.submit': { programId: string; hackerId: string | null; severity: ReportSeverity };
  /** A comment on the timeline (reportUpdate). */
  'report.comment': { eventId: string };
  /** A reward or a referral bonus opened a payment for the hacker. */
  'payment.open': { kind: string; grossCents: number };
}

export type DomainEventType = keyof DomainEventPayloads;

/** One event as a writer gives it. */
export type DomainEvent = {
  [T in DomainEventType]: {
    type: T;
    subject: { type: EventSubject; id: string };
    /** The company the subject belongs to, if any: readers scope by it. */
    companyId: string | null;
    payload: DomainEventPayloads[T];
  };
}[DomainEventType];

/** The event type of a workflow action (`program` + `approve` = `program.approve`). */
export function transitionEventType<A extends string>(workflow: Pick<Workflow<string, A>, 'name'>, action: A): DomainEventType {
  return `${workflow.name}.${action}` as DomainEventType;
}
