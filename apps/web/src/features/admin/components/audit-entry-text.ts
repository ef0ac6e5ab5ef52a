import { isAuditAction, type AuditAction, type AuditLogEntry } from '@bb/domain';
import type { TFunction } from 'i18next';
import { formatAmount, formatSignedAmount } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/language.ts';

/** How a detail is put in words: names as they are, euro amounts formatted, booleans as yes and no. */
type Kind = 'text' | 'euro' | 'signedEuro' | 'count' | 'boolean' | 'userType' | 'fiscalFields';

/** The details each action's sentence needs, and their kind (AuditDetails in the domain). */
const PROGRAM_REF = { name: 'text', company: 'text' } as const satisfies Record<string, Kind>;
const DEPOSIT_REF = { amount: 'euro', payerName: 'text' } as const satisfies Record<string, Kind>;
const SENTENCE_FIELDS: Record<Exclude<AuditAction, 'settings.update'>, Record<string, Kind>> = {
  'company.verify': { name: 'text', businessname: 'text' },
  'company.addBalance': { name: 'text', amount: 'signedEuro' },
  'staff.invite': { username: 'text', email: 'text' },
  'user.block': { username: 'text', userType: 'userType' },
  'user.unblock': { username: 'text', userType: 'userType' },
  'staff.remove': { username: 'text', email: 'text' },
  'staff.restore': { username: 'text', email: 'text' },
  'company.coupon': { name: 'text' },
  'companyDataChange.approve': { name: 'text', fields: 'fiscalFields' },
  'companyDataChange.reject': { name: 'text', fields: 'fiscalFields', reason: 'text' },
  'deposit.record': DEPOSIT_REF,
  'deposit.import': { created: 'count', duplicates: 'count', ignored: 'count' },
  'deposit.approve': { ...DEPOSIT_REF, company: 'text', credited: 'euro', vatExempt: 'boolean' },
  'deposit.skip': DEPOSIT_REF,
  'deposit.sendInvoice': { ...DEPOSIT_REF, invoice: 'text', channel: 'text' },
  'deposit.skipInvoice': DEPOSIT_REF,
  'program.create': PROGRAM_REF,
  'program.edit': PROGRAM_REF,
  'program.approve': PROGRAM_REF,
  'program.pause': PROGRAM_REF,
  'program.resume': PROGRAM_REF,
  'program.activate': PROGRAM_REF,
  'program.requestChanges': { ...PROGRAM_REF, message: 'text' },
  'program.reject': { ...PROGRAM_REF, reason: 'text', refunded: 'euro' },
  'program.delete': { ...PROGRAM_REF, refunded: 'euro' },
  'program.invite': { ...PROGRAM_REF, hacker: 'text' },
  'program.addTestingAccounts': { ...PROGRAM_REF, count: 'count' },
  'program.deleteTestingAccount': PROGRAM_REF,
  'payment.update': { hacker: 'text', amount: 'euro', action: 'text', from: 'text', to: 'text' },
  'payment.batch': { messageId: 'text', count: 'count', total: 'euro' },
  'payment.bankAnswer': { format: 'text', applied: 'count', ignored: 'count' },
  'payment.reset': { which: 'text', moved: 'count' },
  'apiToken.create': { name: 'text', hint: 'text', scopes: 'text' },
  'apiToken.revoke': { name: 'text', hint: 'text' },
};

const fits = (value: unknown, kind: Kind): boolean => {
  switch (kind) {
    case 'text':
    case 'userType':
      return typeof value === 'string';
    case 'euro':
    case 'signedEuro':
    case 'count':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'fiscalFields':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
  }
};

function inWords(value: unknown, kind: Kind, t: TFunction): string {
  switch (kind) {
    case 'euro':
      return formatAmount(value as number);
    case 'signedEuro':
      return formatSignedAmount(value as number);
    case 'count':
      return new Intl.NumberFormat(getLanguage() === 'it' ? 'it-IT' : 'en-GB').format(value as number);
    case 'boolean':
      return t(value ? 'admin.audit.yes' : 'admin.audit.no');
    case 'userType':
      return t(`common.userTypes.${String(value)}`, { defaultValue: String(value) });
    case 'text':
      return String(value);
    case 'fiscalFields':
      return (value as string[]).map((field) => t(`companies.fields.${field}`, { defaultValue: field })).join(', ');
  }
}

/** A value of a detail whose shape is not known: never JSON, never a bare true/false. */
function anyValue(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'admin.audit.yes' : 'admin.audit.no');
  if (typeof value === 'number') return inWords(value, 'count', t);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => anyValue(item, t)).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => `${key}: ${anyValue(item, t)}`)
    .join(', ');
}

const isChange = (value: unknown): value is { old: unknown; new: unknown } => typeof value === 'object' && value !== null && 'old' in value && 'new' in value;

/** settings.update: each changed setting by its label, "Aliquota IVA: 22 → 21". */
function settingsChanges(details: Record<string, unknown>, t: TFunction): string | null {
  const { changes } = details;
  if (typeof changes !== 'object' || changes === null) return null;
  const parts = Object.entries(changes).map(([key, change]) =>
    isChange(change)
      ? t('admin.audit.change', { key: t(`admin.settings.keys.${key}`, { defaultValue: key }), old: anyValue(change.old, t), new: anyValue(change.new, t) })
      : `${t(`admin.settings.keys.${key}`, { defaultValue: key })}: ${anyValue(change, t)}`,
  );
  return parts.length ? t('admin.audit.sentences.settings.update', { changes: parts.join('; ') }) : null;
}

/** company.coupon: on the company or one program, the two discounts, or that it was removed. */
function couponSentence(details: Record<string, unknown>, values: Record<string, string>, t: TFunction): string {
  const off = (value: unknown) => (typeof value === 'number' ? `${inWords(value, 'count', t)}%` : '—');
  const where = typeof details.program === 'string' ? 'program' : 'company';
  const removed = details.managementDiscount === null && details.verificationDiscount === null;
  return t(`admin.audit.sentences.company.coupon.${removed ? 'removed' : 'set'}.${where}`, {
    ...values,
    program: typeof details.program === 'string' ? details.program : '',
    management: off(details.managementDiscount),
    verification: off(details.verificationDiscount),
  });
}

/** The entry's own sentence, or null when its details are not the shape today's action records (an older row). */
function sentence(action: AuditAction, details: Record<string, unknown>, t: TFunction): string | null {
  if (action === 'settings.update') return settingsChanges(details, t);
  const fields = SENTENCE_FIELDS[action];
  if (!Object.entries(fields).every(([field, kind]) => fits(details[field], kind))) return null;
  const values = Object.fromEntries(Object.entries(fields).map(([field, kind]) => [field, inWords(details[field], kind, t)]));
  if (action === 'program.addTestingAccounts') return t('admin.audit.sentences.program.addTestingAccounts', { ...values, count: details.count as number });
  if (action === 'company.coupon') return couponSentence(details, values, t);
  const key = action === 'program.invite' && details.status === 'accepted' ? 'program.inviteAccepted' : action;
  // A name ending in a full stop ("Rossi S.p.A.") closes the sentence by itself.
  return t(`admin.audit.sentences.${key}`, values).replace(/\.\.$/, '.');
}

/**
 * What an entry's details say, in a sentence in the interface's language: amounts in euro,
 * booleans in words, names rather than ids. Older rows, whose details have another shape, fall
 * back to "label: value" pairs, still without JSON.
 */
export function describeAuditDetails(entry: Pick<AuditLogEntry, 'action' | 'details'>, t: TFunction): string {
  const { action, details } = entry;
  const typed = isAuditAction(action) ? sentence(action, details, t) : null;
  if (typed) return typed;
  const pairs = Object.entries(details).map(([key, value]) =>
    isChange(value) ? t('admin.audit.change', { key, old: anyValue(value.old, t), new: anyValue(value.new, t) }) : `${key}: ${anyValue(value, t)}`,
  );
  return pairs.length ? pairs.join('; ') : t('admin.audit.noDetails');
}

/** The target in words: its type, then its current name (a deposit's payer and amount); never its id. */
export function describeAuditTarget(entry: Pick<AuditLogEntry, 'targetType' | 'targetId' | 'target'>, t: TFunction): { type: string; label: string | null } {
  const type = t(`admin.audit.targets.${entry.targetType}`, { defaultValue: entry.targetType });
  if (entry.target) {
    const name = entry.target.name ?? (entry.targetType === 'program' ? t('admin.audit.untitledProgram') : '—');
    return { type, label: entry.target.amount === null ? name : `${name}, ${formatAmount(entry.target.amount)}` };
  }
  return { type, label: entry.targetId ? t('admin.audit.targetGone') : null };
}
