/** The exported report PDF's texts in Italian and English (report-pdf.ts draws them). */
import type { Language, ReportEvent, RetestStatus } from '@bb/domain';

type EventWords = Record<ReportEvent['type'], string>;

interface PdfWords {
  locale: string;
  documentTitle: (title: string) => string;
  exported: (at: string) => string;
  page: (n: number, of: number) => string;
  sections: { facts: string; content: string; payload: string; bugChain: string; timeline: string; reward: string; receipt: string };
  fields: {
    status: string;
    severity: string;
    score: string;
    vector: string;
    program: string;
    company: string;
    hacker: string;
    target: string;
    endpoint: string;
    environment: string;
    ipAddress: string;
    attachments: string;
    sent: string;
    updated: string;
    duplicateOf: string;
    retest: string;
    reward: string;
    paymentStatus: string;
    paymentDue: string;
    gross: string;
    transfer: string;
    sha256: string;
    receivedAt: string;
  };
  noVector: string;
  nobody: string;
  noEntries: string;
  retest: (status: string, round: number) => string;
  events: EventWords;
  moved: (from: string, to: string) => string;
  rewardOf: (amount: string) => string;
  reason: (text: string) => string;
  retestStatuses: Record<RetestStatus, string>;
}

const IT: PdfWords = {
  locale: 'it-IT',
  documentTitle: (title) => `Report: ${title}`,
  exported: (at) => `Esportato il ${at}`,
  page: (n, of) => `Pagina ${n} di ${of}`,
  sections: {
    facts: 'Dati del report',
    content: 'Contenuto del report',
    payload: 'Payload',
    bugChain: 'Catena di vulnerabilità',
    timeline: 'Cronologia',
    reward: 'Ricompensa e pagamento',
    receipt: 'Ricevuta di invio',
  },
  fields: {
    status: 'Stato',
    severity: 'Gravità',
    score: 'Punteggio CVSS',
    vector: 'Vettore CVSS 4.0',
    program: 'Programma',
    company: 'Azienda',
    hacker: 'Hacker',
    target: 'Target',
    endpoint: 'Endpoint',
    environment: 'Ambiente',
    ipAddress: 'Indirizzo IP',
    attachments: 'Allegati',
    sent: 'Inviato il',
    updated: 'Aggiornato il',
    duplicateOf: 'Duplicato di',
    retest: 'Retest',
    reward: 'Ricompensa',
    paymentStatus: 'Stato del pagamento',
    paymentDue: 'Scadenza del pagamento',
    gross: 'Importo lordo',
    transfer: 'Bonifico',
    sha256: 'Impronta SHA-256',
    receivedAt: 'Ricevuto dal server il',
  },
  noVector: 'nessun vettore',
  nobody: 'piattaforma',
  noEntries: 'Nessuna voce.',
  retest: (status, round) => `${status} (round ${round})`,
  events: {
    submitted: 'Report inviato',
    statusChange: 'Cambio di stato',
    severityChange: 'Cambio di gravità',
    comment: 'Commento',
    retestOpened: 'Retest aperto',
    retestVerified: 'Retest superato',
    retestFailed: 'Retest non superato',
  },
  moved: (from, to) => `da ${from} a ${to}`,
  rewardOf: (amount) => `ricompensa di ${amount}`,
  reason: (text) => `Motivo: ${text}`,
  retestStatuses: { pending: 'in attesa', verified: 'verificato', failed: 'non superato' },
};

const EN: PdfWords = {
  locale: 'en-GB',
  documentTitle: (title) => `Report: ${title}`,
  exported: (at) => `Exported on ${at}`,
  page: (n, of) => `Page ${n} of ${of}`,
  sections: {
    facts: 'Report details',
    content: 'Report content',
    payload: 'Payload',
    bugChain: 'Bug chain',
    timeline: 'Timeline',
    reward: 'Reward and payment',
    receipt: 'Submission receipt',
  },
  fields: {
    status: 'Status',
    severity: 'Severity',
    score: 'CVSS score',
    vector: 'CVSS 4.0 vector',
    program: 'Program',
    company: 'Company',
    hacker: 'Hacker',
    target: 'Target',
    endpoint: 'Endpoint',
    environment: 'Environment',
    ipAddress: 'IP address',
    attachments: 'Attachments',
    sent: 'Sent on',
    updated: 'Updated on',
    duplicateOf: 'Duplicate of',
    retest: 'Retest',
    reward: 'Reward',
    paymentStatus: 'Payment status',
    paymentDue: 'Payment due',
    gross: 'Gross amount',
    transfer: 'Transfer',
    sha256: 'SHA-256 fingerprint',
    receivedAt: 'Received by the server on',
  },
  noVector: 'no vector',
  nobody: 'platform',
  noEntries: 'No entries.',
  retest: (status, round) => `${status} (round ${round})`,
  events: {
    submitted: 'Report sent',
    statusChange: 'Status change',
    severityChange: 'Severity change',
    comment: 'Comment',
    retestOpened: 'Retest opened',
    retestVerified: 'Retest passed',
    retestFailed: 'Retest failed',
  },
  moved: (from, to) => `from ${from} to ${to}`,
  rewardOf: (amount) => `reward of ${amount}`,
  reason: (text) => `Reason: ${text}`,
  retestStatuses: { pending: 'pending', verified: 'verified', failed: 'failed' },
};

export const REPORT_PDF_WORDS: Record<Language, PdfWords> = { it: IT, en: EN };
export type { PdfWords };
