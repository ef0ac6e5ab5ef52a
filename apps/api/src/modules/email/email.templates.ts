import type { Language } from '@bb/domain';

/** Each template renders a subject, a plain-text body and an HTML body in the recipient's language. */
export interface TemplateData {
  activation: { firstName: string | null; username: string; link: string; hours: number };
  passwordReset: { username: string; link: string; minutes: number };
  passwordChanged: { username: string };
  emailChanged: { username: string; newEmail: string };
  accountDeactivated: { username: string };
  invitation: { firstName: string | null; inviter: string; role: string; link: string; days: number };
  /** A sign-in used a two-factor recovery code; `link` opens the security settings. */
  otpRecoveryCodeUsed: { username: string; remaining: number; link: string };
}
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

const TEMPLATES: { [K in TemplateName]: Record<Language, (data: TemplateData[K]) => Rendered> } = {
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

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderEmail<K extends TemplateName>(template: K, language: Language, data: TemplateData[K]) {
  const rendered = TEMPLATES[template][language](data);
  const text = [...rendered.paragraphs, ...(rendered.action ? [`${rendered.action.label}: ${rendered.action.link}`] : []), '', PRODUCT].join('\n\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1a1b1e;max-width:560px;margin:auto;padding:24px">
${rendered.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${rendered.action ? `<p><a href="${escapeHtml(rendered.action.link)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(rendered.action.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(rendered.action.link)}</p>` : ''}
<p style="font-size:12px;color:#555">${PRODUCT}</p></body></html>`;
  return { subject: rendered.subject, text, html };
}
