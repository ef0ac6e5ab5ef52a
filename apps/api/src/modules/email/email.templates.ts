import type { Language } from '@bb/domain';
import { reportStatusWord, severityWord } from '../../lib/report-words.ts';
import { CONTACT_TEMPLATES, type ContactTemplateData } from './contact-templates.ts';
import { INTEGRATION_TEMPLATES, type IntegrationTemplateData } from './integration-templates.ts';

/** Each template renders a subject, a plain-text body and an HTML body in the recipient's language. */
export interface TemplateData extends ContactTemplateData, IntegrationTemplateData {
  activation: { firstName: string | null; username: string; link: string; hours: number };
  passwordReset: { username: string; link: string; minutes: number };
  passwordChanged: { username: string };
  emailChanged: { username: string; newEmail: string };
  accountDeactivated: { username: string };
  invitation: { firstName: string | null; inviter: string; role: string; link: string; days: number };
  /** A sign-in used a two-factor recovery code; `link` opens the security settings. */
  otpRecoveryCodeUsed: { username: string; remaining: number; link: string };
  /** The hacker's receipt of a submission (DECISIONS "Reports"): the fingerprint and the server time. */
  reportReceipt: { username: string; title: string; program: string; sha256: string; at: string; link: string };
  /** Report events for the people DECISIONS "Notifications" names; `settingsLink` lets them stop these emails. */
  reportReceived: { title: string; program: string; severity: string; link: string; settingsLink: string };
  reportUpdate: { title: string; program: string; change: ReportChange; link: string; settingsLink: string };
  reportFinalized: { title: string; program: string; outcome: ReportOutcome; reward: string | null; link: string; settingsLink: string };
  /** Program events (DECISIONS "Notifications"): the program's page and the settings link. */
  programApproved: { program: string; link: string; settingsLink: string };
  programCreated: { program: string; company: string; link: string; settingsLink: string };
  /** The review did not approve: what to change (changesRequested) or why it was refused (rejected). */
  programReviewed: { program: string; outcome: 'changesRequested' | 'rejected'; note: string; link: string; settingsLink: string };
  /** A fiscal data change request: to super admins when asked, to the company's administrators when decided (no setting stops it). */
  companyDataChange: { company: string; outcome: 'requested' | 'approved' | 'rejected'; reason: string | null; link: string; settingsLink: string };
  /** A company's invitation to a program, or (`granted`) its approval of the hacker's access request. */
  invitationReceived: { program: string; company: string; granted: boolean; link: string; settingsLink: string };
  /** The hacker's answer to an invitation, for the program's managers. */
  invitationUpdate: { program: string; hacker: string; outcome: 'accepted' | 'rejected'; link: string; settingsLink: string };
  /** The daily reminder to super admins: hacker payments past their due date (DECISIONS "Hacker payments"). */
  paymentsOverdue: { count: number; lines: string[]; link: string };
}

/** What changed on a report, said in the recipient's language. */
export type ReportChange =
  | { kind: 'status'; status: string }
  | { kind: 'severity'; severity: string }
  | { kind: 'comment'; by: 'hacker' | 'team' }
  /** Fix verification: a retest opened (pending), or its outcome. */
  | { kind: 'retest'; state: 'pending' | 'verified' | 'failed' };
export type ReportOutcome = 'rewarded' | 'fixed' | 'rejected';
export type TemplateName = keyof TemplateData;

interface Rendered {
  subject: string;
  paragraphs: string[];
  action?: { label: string; link: string };
}

const PRODUCT = 'Bug Bounty';

const codesLeft = {
  it: (remaining: number) => (remaining === 0 ? 'non te ne restano altri' : remaining === 1 ? 'te ne resta 1' : `te ne restano ${remaining}`),
  en: (remaining: number) => (remaining === 0 ? 'you have none left' : `you have ${remaining} left`),
};

type Templates<Names extends TemplateName> = { [K in Names]: Record<Language, (data: TemplateData[K]) => Rendered> };
type ReportTemplateName = 'reportReceipt' | 'reportReceived' | 'reportUpdate' | 'reportFinalized';
type ProgramTemplateName = 'programApproved' | 'programCreated' | 'invitationReceived' | 'invitationUpdate';

type AdminTemplateName = 'programReviewed' | 'companyDataChange';

const ACCOUNT_TEMPLATES: Templates<
  Exclude<
    TemplateName,
    ReportTemplateName | ProgramTemplateName | AdminTemplateName | 'paymentsOverdue' | keyof ContactTemplateData | keyof IntegrationTemplateData
  >
> = {
  activation: {
    it: (d) => ({
      subject: 'Attiva il tuo account',
      paragraphs: [
        `Ciao ${d.firstName ?? d.username},`,
        `grazie per esserti registrato. Conferma il tuo indirizzo email per attivare l'account. Il link è valido per ${d.hours} ore.`,
      ],
      action: { label: 'Attiva account', link: d.link },
    }),
    en: (d) => ({
      subject: 'Activate your account',
      paragraphs: [
        `Hi ${d.firstName ?? d.username},`,
        `thanks for signing up. Confirm your email address to activate your account. The link is valid for ${d.hours} hours.`,
      ],
      action: { label: 'Activate account', link: d.link },
    }),
  },
  passwordReset: {
    it: (d) => ({
      subject: 'Reimposta la password',
      paragraphs: [
        `Ciao ${d.username},`,
        `abbiamo ricevuto una richiesta di reimpostazione della password. Il link è valido per ${d.minutes} minuti. Se non sei stato tu, ignora questa email.`,
      ],
      action: { label: 'Reimposta password', link: d.link },
    }),
    en: (d) => ({
      subject: 'Reset your password',
      paragraphs: [
        `Hi ${d.username},`,
        `we received a request to reset your password. The link is valid for ${d.minutes} minutes. If it was not you, ignore this email.`,
      ],
      action: { label: 'Reset password', link: d.link },
    }),
  },
  passwordChanged: {
    it: (d) => ({
      subject: 'La tua password è stata cambiata',
      paragraphs: [`Ciao ${d.username},`, 'la password del tuo account è stata cambiata. Se non sei stato tu, contatta subito il supporto.'],
    }),
    en: (d) => ({
      subject: 'Your password was changed',
      paragraphs: [`Hi ${d.username},`, 'the password of your account was changed. If it was not you, contact support at once.'],
    }),
  },
  emailChanged: {
    it: (d) => ({
      subject: "L'email del tuo account è cambiata",
      paragraphs: [`Ciao ${d.username},`, `l'indirizzo email del tuo account è ora ${d.newEmail}. Se non sei stato tu, contatta subito il supporto.`],
    }),
    en: (d) => ({
      subject: 'Your account email changed',
      paragraphs: [`Hi ${d.username},`, `the email address of your account is now ${d.newEmail}. If it was not you, contact support at once.`],
    }),
  },
  accountDeactivated: {
    it: (d) => ({ subject: 'Account disattivato', paragraphs: [`Ciao ${d.username},`, 'il tuo account è stato disattivato come richiesto.'] }),
    en: (d) => ({ subject: 'Account deactivated', paragraphs: [`Hi ${d.username},`, 'your account has been deactivated as you asked.'] }),
  },
  invitation: {
    it: (d) => ({
      subject: `${d.inviter} ti ha invitato su ${PRODUCT}`,
      paragraphs: [
        `Ciao ${d.firstName ?? ''},`.replace(' ,', ','),
        `${d.inviter} ti ha invitato come ${d.role}. Scegli una password per attivare il tuo account. Il link è valido per ${d.days} giorni.`,
      ],
      action: { label: 'Accetta invito', link: d.link },
    }),
    en: (d) => ({
      subject: `${d.inviter} invited you to ${PRODUCT}`,
      paragraphs: [
        `Hi ${d.firstName ?? ''},`.replace(' ,', ','),
        `${d.inviter} invited you as ${d.role}. Choose a password to activate your account. The link is valid for ${d.days} days.`,
      ],
      action: { label: 'Accept invitation', link: d.link },
    }),
  },
  otpRecoveryCodeUsed: {
    it: (d) => ({
      subject: 'Accesso con un codice di recupero',
      paragraphs: [
        `Ciao ${d.username},`,
        `è appena stato effettuato l'accesso al tuo account con un codice di recupero dell'autenticazione a due fattori. Ogni codice vale una sola volta: ${codesLeft.it(d.remaining)}.`,
        "Se hai perso l'accesso all'app di autenticazione, genera nuovi codici nelle impostazioni di sicurezza. Se non sei stato tu, cambia subito la password e contatta il supporto.",
      ],
      action: { label: 'Impostazioni di sicurezza', link: d.link },
    }),
    en: (d) => ({
      subject: 'Signed in with a recovery code',
      paragraphs: [
        `Hi ${d.username},`,
        `someone just signed in to your account with a two-factor recovery code. Each code works once: ${codesLeft.en(d.remaining)}.`,
        'If you lost access to your authenticator app, create new codes in your security settings. If it was not you, change your password at once and contact support.',
      ],
      action: { label: 'Security settings', link: d.link },
    }),
  },
};

const SETTINGS_NOTE = {
  it: (link: string) => `Ricevi questa email per le tue impostazioni di notifica: puoi cambiarle qui: ${link}`,
  en: (link: string) => `You get this email because of your notification settings: you can change them here: ${link}`,
};

const RETEST_TEXT: Record<Language, Record<Extract<ReportChange, { kind: 'retest' }>['state'], string>> = {
  it: {
    pending: 'è in attesa del retest della correzione',
    verified: 'ha superato il retest: la correzione è verificata',
    failed: "non ha superato il retest: la correzione non funziona e il report torna all'azienda",
  },
  en: {
    pending: 'is waiting for the retest of its fix',
    verified: 'passed its retest: the fix is verified',
    failed: 'failed its retest: the fix does not hold and the report goes back to the company',
  },
};

function changeText(language: Language, change: ReportChange): string {
  if (change.kind === 'status') return language === 'it' ? `ora è ${reportStatusWord('it', change.status)}` : `is now ${reportStatusWord('en', change.status)}`;
  if (change.kind === 'severity')
    return language === 'it' ? `ha ora gravità ${severityWord('it', change.severity)}` : `now has ${severityWord('en', change.severity)} severity`;
  if (change.kind === 'retest') return RETEST_TEXT[language][change.state];
  if (language === 'it') return change.by === 'hacker' ? "ha un nuovo commento dell'hacker" : 'ha un nuovo commento del team che lo gestisce';
  return change.by === 'hacker' ? 'has a new comment from the hacker' : 'has a new comment from the team handling it';
}

const OUTCOME_TEXT: Record<Language, Record<ReportOutcome, (reward: string | null) => string>> = {
  it: {
    rewarded: (reward) => (reward ? `è stato ricompensato con ${reward}.` : 'è stato ricompensato.'),
    fixed: () => 'è stato risolto dall’azienda.',
    rejected: () => 'è stato chiuso senza premio: trovi il motivo nella cronologia del report.',
  },
  en: {
    rewarded: (reward) => (reward ? `was rewarded with ${reward}.` : 'was rewarded.'),
    fixed: () => 'was fixed by the company.',
    rejected: () => 'was closed without a reward: the reason is in the report’s timeline.',
  },
};

const REPORT_TEMPLATES: Templates<ReportTemplateName> = {
  reportReceipt: {
    it: (d) => ({
      subject: `Ricevuta del report "${d.title}"`,
      paragraphs: [
        `Ciao ${d.username},`,
        `abbiamo ricevuto il tuo report "${d.title}" per il programma ${d.program} il ${d.at} (ora del server, UTC).`,
        `Impronta SHA-256 del contenuto inviato: ${d.sha256}. Conservala: dimostra che cosa hai inviato e quando.`,
      ],
      action: { label: 'Apri il report', link: d.link },
    }),
    en: (d) => ({
      subject: `Receipt of your report "${d.title}"`,
      paragraphs: [
        `Hi ${d.username},`,
        `we received your report "${d.title}" for the program ${d.program} at ${d.at} (server time, UTC).`,
        `SHA-256 fingerprint of the content you sent: ${d.sha256}. Keep it: it proves what you sent and when.`,
      ],
      action: { label: 'Open the report', link: d.link },
    }),
  },
  reportReceived: {
    it: (d) => ({
      subject: `Nuovo report per ${d.program}`,
      paragraphs: [
        `È arrivato un nuovo report per il programma ${d.program}: "${d.title}", gravità ${severityWord('it', d.severity)}.`,
        SETTINGS_NOTE.it(d.settingsLink),
      ],
      action: { label: 'Apri il report', link: d.link },
    }),
    en: (d) => ({
      subject: `New report for ${d.program}`,
      paragraphs: [
        `A new report arrived for the program ${d.program}: "${d.title}", ${severityWord('en', d.severity)} severity.`,
        SETTINGS_NOTE.en(d.settingsLink),
      ],
      action: { label: 'Open the report', link: d.link },
    }),
  },
  reportUpdate: {
    it: (d) => ({
      subject: `Aggiornamento del report "${d.title}"`,
      paragraphs: [`Il report "${d.title}" del programma ${d.program} ${changeText('it', d.change)}.`, SETTINGS_NOTE.it(d.settingsLink)],
      action: { label: 'Apri il report', link: d.link },
    }),
    en: (d) => ({
      subject: `Update on the report "${d.title}"`,
      paragraphs: [`The report "${d.title}" of the program ${d.program} ${changeText('en', d.change)}.`, SETTINGS_NOTE.en(d.settingsLink)],
      action: { label: 'Open the report', link: d.link },
    }),
  },
  reportFinalized: {
    it: (d) => ({
      subject: `Esito del report "${d.title}"`,
      paragraphs: [`Il tuo report "${d.title}" del programma ${d.program} ${OUTCOME_TEXT.it[d.outcome](d.reward)}`, SETTINGS_NOTE.it(d.settingsLink)],
      action: { label: 'Apri il report', link: d.link },
    }),
    en: (d) => ({
      subject: `Outcome of your report "${d.title}"`,
      paragraphs: [`Your report "${d.title}" of the program ${d.program} ${OUTCOME_TEXT.en[d.outcome](d.reward)}`, SETTINGS_NOTE.en(d.settingsLink)],
      action: { label: 'Open the report', link: d.link },
    }),
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PAYMENT_TEMPLATES: Templates<'paymentsOverdue'> = {
  paymentsOverdue: {
    it: (d) => ({
      subject: d.count === 1 ? '1 pagamento ai ricercatori è scaduto' : `${d.count} pagamenti ai ricercatori sono scaduti`,
      paragraphs: ['Questi pagamenti hanno superato la data promessa e non sono ancora partiti:', ...d.lines],
      action: { label: 'Apri i pagamenti scaduti', link: d.link },
    }),
    en: (d) => ({
      subject: d.count === 1 ? '1 hacker payment is overdue' : `${d.count} hacker payments are overdue`,
      paragraphs: ['These payments are past their promised date and have not left yet:', ...d.lines],
      action: { label: 'Open the overdue payments', link: d.link },
    }),
  },
};

const PROGRAM_TEMPLATES: Templates<ProgramTemplateName> = {
  programApproved: {
    it: (d) => ({
      subject: `Il programma ${d.program} è attivo`,
      paragraphs: [`Il programma ${d.program} è stato approvato ed è ora attivo: può ricevere report.`, SETTINGS_NOTE.it(d.settingsLink)],
      action: { label: 'Apri il programma', link: d.link },
    }),
    en: (d) => ({
      subject: `The program ${d.program} is active`,
      paragraphs: [`The program ${d.program} was approved and is now active: it can receive reports.`, SETTINGS_NOTE.en(d.settingsLink)],
      action: { label: 'Open the program', link: d.link },
    }),
  },
  programCreated: {
    it: (d) => ({
      subject: `Nuovo programma da approvare: ${d.program}`,
      paragraphs: [`${d.company} ha inviato il programma ${d.program}, che attende la vostra approvazione.`, SETTINGS_NOTE.it(d.settingsLink)],
      action: { label: 'Apri il programma', link: d.link },
    }),
    en: (d) => ({
      subject: `New program to approve: ${d.program}`,
      paragraphs: [`${d.company} submitted the program ${d.program}, which waits for your approval.`, SETTINGS_NOTE.en(d.settingsLink)],
      action: { label: 'Open the program', link: d.link },
    }),
  },
  invitationReceived: {
    it: (d) => ({
      subject: d.granted ? `Accesso al programma ${d.program} approvato` : `Invito al programma ${d.program}`,
      paragraphs: [
        d.granted
          ? `${d.company} ha approvato la tua richiesta di accesso al programma ${d.program}.`
          : `${d.company} ti ha invitato al programma privato ${d.program}: puoi accettare o rifiutare l'invito.`,
        SETTINGS_NOTE.it(d.settingsLink),
      ],
      action: { label: d.granted ? 'Apri il programma' : 'Vedi gli inviti', link: d.link },
    }),
    en: (d) => ({
      subject: d.granted ? `Access to the program ${d.program} approved` : `Invitation to the program ${d.program}`,
      paragraphs: [
        d.granted
          ? `${d.company} approved your request to access the program ${d.program}.`
          : `${d.company} invited you to the private program ${d.program}: you can accept or reject the invitation.`,
        SETTINGS_NOTE.en(d.settingsLink),
      ],
      action: { label: d.granted ? 'Open the program' : 'See the invitations', link: d.link },
    }),
  },
  invitationUpdate: {
    it: (d) => ({
      subject: `${d.hacker} ha ${d.outcome === 'accepted' ? 'accettato' : 'rifiutato'} l'invito a ${d.program}`,
      paragraphs: [
        `L'hacker ${d.hacker} ha ${d.outcome === 'accepted' ? 'accettato' : 'rifiutato'} l'invito al programma ${d.program}.`,
        SETTINGS_NOTE.it(d.settingsLink),
      ],
      action: { label: 'Apri il programma', link: d.link },
    }),
    en: (d) => ({
      subject: `${d.hacker} ${d.outcome} the invitation to ${d.program}`,
      paragraphs: [`The hacker ${d.hacker} ${d.outcome} the invitation to the program ${d.program}.`, SETTINGS_NOTE.en(d.settingsLink)],
      action: { label: 'Open the program', link: d.link },
    }),
  },
};

const DATA_CHANGE_SUBJECTS = {
  it: { requested: 'Richiesta di modifica dei dati fiscali', approved: 'Dati fiscali aggiornati', rejected: 'Modifica dei dati fiscali rifiutata' },
  en: { requested: 'Fiscal data change request', approved: 'Fiscal data updated', rejected: 'Fiscal data change rejected' },
};

/** The program review's other answers and the company data changes (issue 20). */
const ADMIN_TEMPLATES: Templates<AdminTemplateName> = {
  programReviewed: {
    it: (d) => ({
      subject: d.outcome === 'rejected' ? `Il programma ${d.program} è stato rifiutato` : `Il programma ${d.program} richiede modifiche`,
      paragraphs: [
        d.outcome === 'rejected'
          ? `Il programma ${d.program} non è stato approvato. Motivo: ${d.note}. Budget e commissioni sono stati riaccreditati sul wallet.`
          : `Prima di approvare il programma ${d.program} ti chiediamo alcune modifiche: ${d.note}. Modificalo e invialo di nuovo per l'approvazione.`,
        SETTINGS_NOTE.it(d.settingsLink),
      ],
      action: { label: 'Apri il programma', link: d.link },
    }),
    en: (d) => ({
      subject: d.outcome === 'rejected' ? `The program ${d.program} was rejected` : `The program ${d.program} needs changes`,
      paragraphs: [
        d.outcome === 'rejected'
          ? `The program ${d.program} was not approved. Reason: ${d.note}. Its budget and fees are back in the wallet.`
          : `Before approving the program ${d.program} we ask for some changes: ${d.note}. Edit it and send it for approval again.`,
        SETTINGS_NOTE.en(d.settingsLink),
      ],
      action: { label: 'Open the program', link: d.link },
    }),
  },
  companyDataChange: {
    it: (d) => ({
      subject: `${DATA_CHANGE_SUBJECTS.it[d.outcome]}: ${d.company}`,
      paragraphs: [
        d.outcome === 'requested'
          ? `${d.company} chiede di modificare i propri dati fiscali: la richiesta attende la vostra approvazione.`
          : d.outcome === 'approved'
            ? `La richiesta di modifica dei dati fiscali di ${d.company} è stata approvata: i nuovi dati sono già in uso.`
            : `La richiesta di modifica dei dati fiscali di ${d.company} è stata rifiutata. Motivo: ${d.reason ?? ''}.`,
      ],
      action: { label: d.outcome === 'requested' ? 'Apri la richiesta' : 'Apri il profilo aziendale', link: d.link },
    }),
    en: (d) => ({
      subject: `${DATA_CHANGE_SUBJECTS.en[d.outcome]}: ${d.company}`,
      paragraphs: [
        d.outcome === 'requested'
          ? `${d.company} asks to change its fiscal data: the request waits for your approval.`
          : d.outcome === 'approved'
            ? `The fiscal data change request of ${d.company} was approved: the new data are in use.`
            : `The fiscal data change request of ${d.company} was rejected. Reason: ${d.reason ?? ''}.`,
      ],
      action: { label: d.outcome === 'requested' ? 'Open the request' : 'Open the company profile', link: d.link },
    }),
  },
};

const TEMPLATES: Templates<TemplateName> = {
  ...ACCOUNT_TEMPLATES,
  ...REPORT_TEMPLATES,
  ...PROGRAM_TEMPLATES,
  ...PAYMENT_TEMPLATES,
  ...ADMIN_TEMPLATES,
  ...CONTACT_TEMPLATES,
  ...INTEGRATION_TEMPLATES,
};

/** The line under an email a setting stops: its link stops that kind of email without signing in (issue 21). */
const OPT_OUT_LINE: Record<Language, { text: string; label: string }> = {
  it: { text: 'Non vuoi più ricevere queste email?', label: 'Disattivale qui' },
  en: { text: 'Do not want these emails any more?', label: 'Turn them off here' },
};

/** `optOutLink`: the link that stops this kind of email, for the emails a setting stops (account mail has none). */
export function renderEmail<K extends TemplateName>(template: K, language: Language, data: TemplateData[K], optOutLink?: string) {
  const rendered = TEMPLATES[template][language](data);
  const optOut = optOutLink ? { ...OPT_OUT_LINE[language], link: optOutLink } : null;
  const text = [
    ...rendered.paragraphs,
    ...(rendered.action ? [`${rendered.action.label}: ${rendered.action.link}`] : []),
    ...(optOut ? [`${optOut.text} ${optOut.label}: ${optOut.link}`] : []),
    '',
    PRODUCT,
  ].join('\n\n');
  const optOutHtml = optOut
    ? `<p style="font-size:12px;color:#555">${escapeHtml(optOut.text)} <a href="${escapeHtml(optOut.link)}" style="color:#555">${escapeHtml(optOut.label)}</a></p>\n`
    : '';
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1a1b1e;max-width:560px;margin:auto;padding:24px">
${rendered.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${rendered.action ? `<p><a href="${escapeHtml(rendered.action.link)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(rendered.action.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(rendered.action.link)}</p>` : ''}
${optOutHtml}<p style="font-size:12px;color:#555">${PRODUCT}</p></body></html>`;
  return { subject: rendered.subject, text, html };
}
