/**
 * The audit log: what staff and super admins changed (DECISIONS "Accounts and security"). Every
 * action is typed here with the details it records, so the writer cannot invent one and the
 * screen can say each in words. Amounts are euro; names are stored as they were at the time.
 */
import { z } from 'zod';
import type { UserType } from '../accounts/rules.ts';

/** What a program entry records: the program and its company, by name. */
export interface ProgramAuditRef {
  name: string;
  company: string;
}

/** The details each audit action records. */
export interface AuditDetails {
  'company.verify': { name: string; businessname: string };
  'company.addBalance': { name: string; amount: number };
  'settings.update': { keys: string[]; changes: Record<string, { old: unknown; new: unknown }> };
  'staff.invite': { email: string; username: string };
  'user.block': { userType: UserType; username: string };
  'user.unblock': { userType: UserType; username: string };
  /** A triager removed (no access any more; their reports stay theirs) or restored. */
  'staff.remove': { username: string; email: string };
  'staff.restore': { username: string; email: string };
  /** A coupon set on a company or one of its programs (null discounts: removed). */
  'company.coupon': { name: string; program: string | null; managementDiscount: number | null; verificationDiscount: number | null };
  /** A fiscal data change request decided (approved or rejected with a reason). */
  'companyDataChange.approve': { name: string; fields: string[] };
  'companyDataChange.reject': { name: string; fields: string[]; reason: string };
  'deposit.record': { amount: number; payerName: string };
  'deposit.import': { created: number; duplicates: number; ignored: number };
  'deposit.approve': { amount: number; payerName: string; company: string; credited: number; vatExempt: boolean };
  'deposit.skip': { amount: number; payerName: string };
  'deposit.sendInvoice': { amount: number; payerName: string; invoice: string; channel: string };
  'deposit.skipInvoice': { amount: number; payerName: string };
  'program.create': ProgramAuditRef;
  'program.edit': ProgramAuditRef;
  'program.approve': ProgramAuditRef;
  'program.pause': ProgramAuditRef;
  'program.resume': ProgramAuditRef;
  'program.activate': ProgramAuditRef;
  'program.requestChanges': ProgramAuditRef & { message: string };
  'program.reject': ProgramAuditRef & { reason: string; refunded: number };
  'program.delete': ProgramAuditRef & { refunded: number };
  'program.invite': ProgramAuditRef & { hacker: string; status: string };
  'program.addTestingAccounts': ProgramAuditRef & { count: number };
  'program.deleteTestingAccount': ProgramAuditRef;
  /** A super admin's step on a hacker payment (approve, pay externally, skip, a document, a bank batch or answer). */
  'payment.update': PaymentAuditRef & { action: string; from: string; to: string; reason?: string | null };
  'payment.batch': { messageId: string; count: number; total: number };
  'payment.bankAnswer': { format: string; applied: number; ignored: number };
  'payment.reset': { which: 'pending' | 'failed'; moved: number };
  /** A staff member or super admin created or revoked an API token of theirs (the target is its owner): its name and visible start. */
  'apiToken.create': ApiTokenAuditRef & { scopes: string; expiresAt: string };
  'apiToken.revoke': ApiTokenAuditRef;
}

/** What an API token entry records: its name and the start of the token shown in lists (never the token). */
export interface ApiTokenAuditRef {
  name: string;
  hint: string;
}

/** What a payment entry records: the hacker and the amount, by name. */
export interface PaymentAuditRef {
  hacker: string;
  amount: number;
}

export type AuditAction = keyof AuditDetails;

/** What each action is about; the entry's target id is a record of this type. */
export const AUDIT_ACTIONS = {
  'company.verify': 'company',
  'company.addBalance': 'company',
  'settings.update': 'settings',
  'staff.invite': 'user',
  'user.block': 'user',
  'user.unblock': 'user',
  'staff.remove': 'user',
  'staff.restore': 'user',
  'company.coupon': 'company',
  'companyDataChange.approve': 'company',
  'companyDataChange.reject': 'company',
  'deposit.record': 'deposit',
  'deposit.import': 'deposit',
  'deposit.approve': 'deposit',
  'deposit.skip': 'deposit',
  'deposit.sendInvoice': 'deposit',
  'deposit.skipInvoice': 'deposit',
  'program.create': 'program',
  'program.edit': 'program',
  'program.approve': 'program',
  'program.pause': 'program',
  'program.resume': 'program',
  'program.activate': 'program',
  'program.requestChanges': 'program',
  'program.reject': 'program',
  'program.delete': 'program',
  'program.invite': 'program',
  'program.addTestingAccounts': 'program',
  'program.deleteTestingAccount': 'program',
  'payment.update': 'payment',
  'payment.batch': 'payment',
  'payment.bankAnswer': 'payment',
  'payment.reset': 'payment',
  'apiToken.create': 'user',
  'apiToken.revoke': 'user',
} as const satisfies Record<AuditAction, string>;

export type AuditTargetType = (typeof AUDIT_ACTIONS)[AuditAction];
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** Whether an entry read back carries one of today's typed actions (older rows may carry others). */
export const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_ACTIONS, action);

/** One entry as a writer gives it: the action decides the target type and the details' shape. */
export type AuditEntry = {
  [A in AuditAction]: { action: A; targetId: string | null; details: AuditDetails[A] };
}[AuditAction];

export const auditActorSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/**
 * The target as it is now, in words, so the log never shows a bare id: a program's or a company's
 * name, a user's username, a deposit's payer and amount (euro). `name` is null for a program saved
 * without one; the whole label is null when the target no longer exists or has no record (settings).
 */
export const auditTargetLabelSchema = z.object({
  name: z.string().nullable(),
  /** A deposit's amount in euro; null for the other targets. */
  amount: z.number().nullable(),
});
export type AuditTargetLabel = z.infer<typeof auditTargetLabelSchema>;

export const auditLogEntrySchema = z.object({
  id: z.uuid(),
  /** One of AUDIT_ACTION_NAMES for what is written today (isAuditAction); a string, so older rows still read back. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The details as recorded (AuditDetails for a typed action; older rows may have another shape). */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
  /** null when the actor's account no longer exists. */
  actor: auditActorSchema.nullable(),
  target: auditTargetLabelSchema.nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
