/** The company landing's requests (issue 21): the platform's notice with the details, and the requester's receipt. */
import type { Language } from '@bb/domain';

type ContactKind = 'quote' | 'demo' | 'contact';

export interface ContactTemplateData {
  /** To the platform's address (SUPPORT_EMAIL): every detail the requester gave. */
  contactRequestReceived: {
    kind: ContactKind;
    name: string;
    email: string;
    company: string | null;
    phone: string | null;
    employees: string | null;
    preferredDate: string | null;
    message: string | null;
    language: Language;
    /** A signed-in company user's first call from the dashboard checklist. */
    firstCall: boolean;
  };
  /** To the requester: we received it and will answer. */
  contactRequestConfirmation: { kind: ContactKind; name: string; preferredDate: string | null };
}

interface Rendered {
  subject: string;
  paragraphs: string[];
}

const KIND_WORDS: Record<Language, Record<ContactKind, string>> = {
  it: { quote: 'richiesta di preventivo', demo: 'richiesta di demo', contact: 'richiesta di contatto' },
  en: { quote: 'quote request', demo: 'demo request', contact: 'contact request' },
};

const LABELS: Record<Language, Record<'name' | 'email' | 'company' | 'phone' | 'employees' | 'preferredDate' | 'message' | 'language', string>> = {
  it: {
    name: 'Nome',
    email: 'Email',
    company: 'Azienda',
    phone: 'Telefono',
    employees: 'Dimensione',
    preferredDate: 'Data preferita',
    message: 'Messaggio',
    language: 'Lingua',
  },
  en: {
    name: 'Name',
    email: 'Email',
    company: 'Company',
    phone: 'Phone',
    employees: 'Size',
    preferredDate: 'Preferred date',
    message: 'Message',
    language: 'Language',
  },
};

/** One line of a header-like value: a name never breaks a subject. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function detailLines(language: Language, d: ContactTemplateData['contactRequestReceived']): string[] {
  const labels = LABELS[language];
  const fields = ['name', 'email', 'company', 'phone', 'employees', 'preferredDate', 'language'] as const;
  return fields.flatMap((field) => (d[field] ? [`${labels[field]}: ${d[field]}`] : []));
}

const received =
  (language: Language) =>
  (d: ContactTemplateData['contactRequestReceived']): Rendered => {
    const kind = KIND_WORDS[language][d.kind];
    const intro =
      language === 'it'
        ? d.firstCall
          ? "Un'azienda registrata ha prenotato la prima call dalla checklist della dashboard."
          : `È arrivata una nuova ${kind} dal sito.`
        : d.firstCall
          ? 'A registered company booked its first call from the dashboard checklist.'
          : `A new ${kind} arrived from the site.`;
    const subjectKind = kind.charAt(0).toUpperCase() + kind.slice(1);
    return {
      subject: `${subjectKind}: ${oneLine(d.company ?? d.name)}`,
      paragraphs: [intro, ...detailLines(language, d), ...(d.message ? [`${LABELS[language].message}:`, d.message] : [])],
    };
  };

const confirmation = {
  it: (d: ContactTemplateData['contactRequestConfirmation']): Rendered => ({
    subject: `Abbiamo ricevuto la tua ${KIND_WORDS.it[d.kind]}`,
    paragraphs: [
      `Ciao ${oneLine(d.name)},`,
      `grazie per averci scritto: abbiamo ricevuto la tua ${KIND_WORDS.it[d.kind]} e ti risponderemo al più presto.`,
      ...(d.preferredDate ? [`Data preferita indicata: ${d.preferredDate}. Ti confermeremo data e ora.`] : []),
    ],
  }),
  en: (d: ContactTemplateData['contactRequestConfirmation']): Rendered => ({
    subject: `We received your ${KIND_WORDS.en[d.kind]}`,
    paragraphs: [
      `Hi ${oneLine(d.name)},`,
      `thanks for writing to us: we received your ${KIND_WORDS.en[d.kind]} and will answer soon.`,
      ...(d.preferredDate ? [`Preferred date you gave: ${d.preferredDate}. We will confirm the day and time.`] : []),
    ],
  }),
};

export const CONTACT_TEMPLATES: { [K in keyof ContactTemplateData]: Record<Language, (data: ContactTemplateData[K]) => Rendered> } = {
  contactRequestReceived: { it: received('it'), en: received('en') },
  contactRequestConfirmation: confirmation,
};
