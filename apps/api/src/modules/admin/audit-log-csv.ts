/**
 * The audit log as a CSV file (GET /api/admin/audit-log/export.csv): when, who, which action in the web app's words,
 * what it was about (the target's current name) and the details as recorded, as JSON: every action records its own
 * fields (AuditDetails), which a spreadsheet keeps in one column.
 */
import { isAuditAction, type AuditAction, type AuditLogEntry, type AuditTargetType, type Language } from '@bb/domain';
import { csvDateTime, csvEuro, type CsvFormat, type CsvTable } from '../../lib/csv.ts';

const COLUMNS = ['createdAt', 'actor', 'actorName', 'action', 'targetType', 'target', 'targetAmount', 'details', 'targetId', 'id'] as const;
type Column = (typeof COLUMNS)[number];

const TITLES: Record<Language, Record<Column, string>> = {
  it: {
    createdAt: 'Data e ora',
    actor: 'Utente',
    actorName: 'Nome utente',
    action: 'Azione',
    targetType: 'Tipo di oggetto',
    target: 'Oggetto',
    targetAmount: 'Importo del bonifico (EUR)',
    details: 'Dettagli (JSON)',
    targetId: 'ID oggetto',
    id: 'ID',
  },
  en: {
    createdAt: 'Date and time',
    actor: 'User',
    actorName: "User's name",
    action: 'Action',
    targetType: 'Target type',
    target: 'Target',
    targetAmount: 'Transfer amount (EUR)',
    details: 'Details (JSON)',
    targetId: 'Target ID',
    id: 'ID',
  },
};

const ACTIONS: Record<Language, Record<AuditAction, string>> = {
  it: {
    'company.verify': 'Azienda approvata',
    'company.addBalance': 'Saldo azienda rettificato',
    'company.coupon': 'Coupon assegnato',
    'companyDataChange.approve': 'Modifica dei dati fiscali approvata',
    'companyDataChange.reject': 'Modifica dei dati fiscali rifiutata',
    'settings.update': 'Impostazioni modificate',
    'staff.invite': 'Triager invitato',
    'staff.remove': 'Triager rimosso',
    'staff.restore': 'Triager ripristinato',
    'user.block': 'Utente bloccato',
    'user.unblock': 'Utente sbloccato',
    'deposit.record': 'Bonifico registrato',
    'deposit.import': 'Estratto conto importato',
    'deposit.approve': 'Bonifico accreditato',
    'deposit.skip': 'Bonifico saltato',
    'deposit.sendInvoice': 'Fattura inviata allo SDI',
    'deposit.skipInvoice': 'Fattura non emessa',
    'program.create': 'Programma creato',
    'program.edit': 'Programma modificato',
    'program.approve': 'Programma approvato',
    'program.pause': 'Programma messo in pausa',
    'program.resume': 'Programma ripreso',
    'program.activate': 'Programma riattivato',
    'program.requestChanges': 'Modifiche richieste a un programma',
    'program.reject': 'Programma rifiutato',
    'program.delete': 'Programma eliminato',
    'program.invite': 'Hacker invitato a un programma',
    'program.addTestingAccounts': 'Account di test aggiunti',
    'program.deleteTestingAccount': 'Account di test eliminato',
    'payment.update': 'Pagamento a un hacker aggiornato',
    'payment.batch': 'Lotto bancario esportato',
    'payment.bankAnswer': 'Risposta della banca importata',
    'payment.reset': 'Pagamenti rimessi in lista',
    'apiToken.create': 'Token API creato',
    'apiToken.revoke': 'Token API revocato',
  },
  en: {
    'company.verify': 'Company approved',
    'company.addBalance': 'Company balance adjusted',
    'company.coupon': 'Coupon assigned',
    'companyDataChange.approve': 'Tax details change approved',
    'companyDataChange.reject': 'Tax details change rejected',
    'settings.update': 'Settings changed',
    'staff.invite': 'Triager invited',
    'staff.remove': 'Triager removed',
    'staff.restore': 'Triager restored',
    'user.block': 'User blocked',
    'user.unblock': 'User unblocked',
    'deposit.record': 'Transfer recorded',
    'deposit.import': 'Statement imported',
    'deposit.approve': 'Transfer credited',
    'deposit.skip': 'Transfer skipped',
    'deposit.sendInvoice': 'Invoice sent to SDI',
    'deposit.skipInvoice': 'Invoice skipped',
    'program.create': 'Program created',
    'program.edit': 'Program edited',
    'program.approve': 'Program approved',
    'program.pause': 'Program paused',
    'program.resume': 'Program resumed',
    'program.activate': 'Program reactivated',
    'program.requestChanges': 'Changes requested to a program',
    'program.reject': 'Program rejected',
    'program.delete': 'Program deleted',
    'program.invite': 'Hacker invited to a program',
    'program.addTestingAccounts': 'Testing accounts added',
    'program.deleteTestingAccount': 'Testing account deleted',
    'payment.update': 'Hacker payment updated',
    'payment.batch': 'Bank batch exported',
    'payment.bankAnswer': 'Bank answer imported',
    'payment.reset': 'Payments put back in the list',
    'apiToken.create': 'API token created',
    'apiToken.revoke': 'API token revoked',
  },
};

const TARGETS: Record<Language, Record<AuditTargetType, string>> = {
  it: { company: 'Azienda', user: 'Utente', settings: 'Impostazioni', deposit: 'Bonifico', program: 'Programma', payment: 'Pagamento' },
  en: { company: 'Company', user: 'User', settings: 'Settings', deposit: 'Transfer', program: 'Program', payment: 'Payment' },
};

const DELETED_ACTOR: Record<Language, string> = { it: 'Account eliminato', en: 'Deleted account' };

const isTargetType = (type: string): type is AuditTargetType => Object.hasOwn(TARGETS.en, type);

function cells(entry: AuditLogEntry, { language, delimiter }: CsvFormat): Record<Column, string> {
  const { actor, target } = entry;
  return {
    createdAt: csvDateTime(entry.createdAt),
    actor: actor?.username ?? DELETED_ACTOR[language],
    actorName: actor ? [actor.firstName, actor.lastName].filter(Boolean).join(' ') : '',
    // Older rows may carry an action or a target type of their own: written as they are.
    action: isAuditAction(entry.action) ? ACTIONS[language][entry.action] : entry.action,
    targetType: isTargetType(entry.targetType) ? TARGETS[language][entry.targetType] : entry.targetType,
    target: target?.name ?? '',
    targetAmount: csvEuro(target?.amount ?? null, delimiter),
    details: JSON.stringify(entry.details),
    targetId: entry.targetId ?? '',
    id: entry.id,
  };
}

export const AUDIT_LOG_CSV: CsvTable<AuditLogEntry, Column> = { columns: COLUMNS, titles: TITLES, cells };
