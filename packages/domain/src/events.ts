/**
 * The catalogue of domain events: facts the platform records in the transaction of the change that caused them (the
 * outbox, table domain_events), each with its typed payload. Everything that announces a change reads its event: the
 * report timeline and payment history are kept from it in the same transaction, the dispatcher derives in-app
 * notifications and emails from it after commit (later webhooks too). A change that rolls back leaves none. Every
 * workflow action is an event of its own (`program.approve`), with the status it left and the one it reached.
 */
import type { DepositAction } from './banking/rules.ts';
import type { CompanyDataChangeAction, CompanyDataChangeStatus } from './companies/data-changes.ts';
import type { PaymentAction, PaymentStatus } from './payments/rules.ts';
import type { AdmissionSource } from './programs/participation.ts';
import type { ProgramAction, ProgramStatus } from './programs/rules.ts';
import type { RichTextDoc } from './programs/rich-text.ts';
import type { KycAction } from './verification/rules.ts';
import type { ReportAction, ReportSeverity, ReportStatus } from './reports/rules.ts';
import type { RetestAction, RetestStatus } from './reports/retests.ts';
import type { Retester } from './programs/rules.ts';
import type { Workflow } from './workflow.ts';

/** What an event is about. */
export const EVENT_SUBJECTS = ['program', 'deposit', 'user', 'company', 'report', 'payment', 'companyDataChange'] as const;
export type EventSubject = (typeof EVENT_SUBJECTS)[number];

/** A workflow action's event: the status before and after. */
export interface TransitionPayload<S extends string = string> {
  from: S;
  to: S;
}

/** A report's severity (and CVSS vector) before and after a change. */
export interface SeverityChange {
  from: ReportSeverity;
  to: ReportSeverity;
  vectorFrom: string | null;
  vectorTo: string | null;
}

/** A report action: besides its statuses, what the timeline and the notifications say of it. */
export interface ReportTransitionPayload extends TransitionPayload<ReportStatus> {
  /** The handler's words: the question (more info), the reason (send back, a lower severity), the details (reject). */
  reason: string | null;
  /** The severity the action changed (change severity, or an approval whose review scored the vector anew). */
  severity: SeverityChange | null;
  /** The reward's gross amount in cents (reward). */
  rewardCents: number | null;
}

/** A program's move; a review that asks for changes or rejects carries the reviewer's words to the company. */
export interface ProgramTransitionPayload extends TransitionPayload<ProgramStatus> {
  note?: string | null;
  /** What a rejection gave back to the wallet (budget and fees), in cents. */
  refundedCents?: number | null;
}

/** A company's request to change its fiscal data, decided by a super admin (the decision's reason, if any). */
export interface CompanyDataChangePayload extends TransitionPayload<CompanyDataChangeStatus> {
  companyId: string;
  reason: string | null;
}

/**
 * A retest's outcome (Fix verification), about its report: the retester's note and evidence (upload ids), who it was
 * given to, and the fee paid to a hacker retester (cents; null when staff recorded it).
 */
export interface RetestTransitionPayload extends TransitionPayload<RetestStatus> {
  retestId: string;
  retester: Retester;
  note: string;
  evidence: string[];
  feeCents: number | null;
}

/** A payment's step, with the reason stored with its new status (the bank's code, a reset, the super admin's words). */
export interface PaymentTransitionPayload extends TransitionPayload<PaymentStatus> {
  reason: string | null;
}

type Events<Name extends string, Action extends string, Payload> = { [A in Action as `${Name}.${A}`]: Payload };

/** Every event type with its payload. */
export interface DomainEventPayloads
  extends
    Events<'program', ProgramAction, ProgramTransitionPayload>,
    Events<'companyDataChange', CompanyDataChangeAction, CompanyDataChangePayload>,
    Events<'deposit', DepositAction, TransitionPayload>,
    Events<'verification', KycAction, TransitionPayload>,
    Events<'report', ReportAction, ReportTransitionPayload>,
    Events<'retest', RetestAction, RetestTransitionPayload>,
    Events<'payment', PaymentAction, PaymentTransitionPayload> {
  'program.create': { name: string; status: ProgramStatus };
  /** A company, staff or super admin invited a hacker (DECISIONS "Notifications": invitationReceived). */
  'program.invitationSent': { hackerId: string };
  'program.accessRequested': { hackerId: string };
  /** A manager approved the hacker's access request (by inviting them). */
  'program.accessGranted': { hackerId: string };
  /** The hacker answered (invitationUpdate for the program's managers). */
  'program.invitationAccepted': { hackerId: string; source: AdmissionSource };
  'program.invitationRejected': { hackerId: string; source: AdmissionSource };
  'deposit.record': { amountCents: number; source: string };
  /** A company's administrator asked to change its fiscal data (the super admins review it). */
  'companyDataChange.request': { companyId: string; fields: string[] };
  /** DECISIONS "Notifications": reportReceived; the hacker's receipt. */
  'report.submit': { programId: string; hackerId: string | null; status: ReportStatus; severity: ReportSeverity; vector: string | null };
  /** A comment on the timeline (reportUpdate); `commentId` is its timeline entry, to which its attachments belong. */
  'report.comment': { commentId: string; content: RichTextDoc; media: string[] };
  /** A fix on a program with Fix verification opened a retest of the report (its subject), due in 5 business days. */
  'retest.open': { retestId: string; retester: Retester; feeCents: number | null; dueAt: string };
  /** A reward or a referral bonus opened a payment for the hacker. */
  'payment.open': { kind: string; status: string; grossCents: number };
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

/** An event of one type. */
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** The event types of one area (`report.` + ...). */
export type DomainEventTypeOf<Prefix extends string> = Extract<DomainEventType, `${Prefix}.${string}`>;

/** The event type of a workflow action (`program` + `approve` = `program.approve`). */
export function transitionEventType<A extends string>(workflow: Pick<Workflow<string, A>, 'name'>, action: A): DomainEventType {
  return `${workflow.name}.${action}` as DomainEventType;
}
