/**
 * Validation messages, keyed. Zod schemas in this package use the keys as their
 * messages; the API translates them into the caller's language and the web app
 * translates them with i18next, so the wording lives only here.
 */
import { ADMIN_FEATURE_VALIDATION_MESSAGES } from './admin/admin-feature-messages.ts';
import { CONTACT_VALIDATION_MESSAGES } from './contacts/messages.ts';
import { HACKER_VALIDATION_MESSAGES } from './hackers/messages.ts';
import type { Language } from './i18n.ts';
import { numberFormat } from './intl-formats.ts';

export const VALIDATION_MESSAGES = {
  'validation.required': { it: 'Questo campo è obbligatorio', en: 'This field is mandatory' },
  'validation.invalid': { it: 'Valore non valido', en: 'Invalid value' },
  'validation.email': { it: 'Email non valida', en: 'Invalid email' },
  'validation.mustAccept': { it: 'Devi accettare per continuare', en: 'You must accept to continue' },
  'validation.username.format': {
    it: "Usa da 3 a 30 caratteri tra lettere minuscole, numeri, '_' e '.'",
    en: "Use 3 to 30 characters among lowercase letters, digits, '_' and '.'",
  },
  'validation.password.invalid': { it: 'Password non valida', en: 'Invalid password' },
  'validation.password.max': { it: 'La password deve contenere al massimo 100 caratteri', en: 'The password must contain at most 100 characters' },
  'validation.password.minLower': {
    it: 'La password deve contenere almeno 8 caratteri e una lettera minuscola',
    en: 'The password must contain at least 8 characters and a lowercase letter',
  },
  'validation.password.digit': { it: 'La password deve contenere almeno un numero', en: 'The password must contain at least one digit' },
  'validation.password.upper': { it: 'La password deve contenere almeno una lettera maiuscola', en: 'The password must contain at least one uppercase letter' },
  'validation.password.special': {
    it: 'La password deve contenere almeno un carattere speciale',
    en: 'The password must contain at least one special character',
  },
  'validation.password.mismatch': { it: 'Le password non corrispondono', en: 'The passwords do not match' },
  'validation.name.max': { it: 'Massimo 100 caratteri', en: 'At most 100 characters' },
  'validation.otp.format': { it: 'Il codice è composto da 6 cifre', en: 'The code has 6 digits' },
  'validation.token.scopes': { it: 'Scegli almeno un ambito', en: 'Choose at least one scope' },
  'validation.recoveryCode.format': {
    it: 'Il codice di recupero è composto da 10 caratteri, per esempio abcde-fgh23',
    en: 'A recovery code has 10 characters, for example abcde-fgh23',
  },
  'validation.referral.invalid': { it: 'Codice invito non valido', en: 'Invalid invitation code' },
  'validation.referral.own': { it: 'Non puoi usare il tuo codice invito', en: 'You cannot use your own invitation code' },
  'validation.upload.type': { it: 'Tipo di file non consentito', en: 'File type not allowed' },
  'validation.upload.count': { it: 'Troppi file', en: 'Too many files' },
  'validation.upload.notAllowed': { it: 'File non utilizzabile qui', en: 'This file cannot be used here' },
  'validation.list.page': { it: 'Pagina non valida', en: 'Invalid page' },
  'validation.list.size': { it: 'Da 1 a {{max}} elementi per pagina', en: 'From 1 to {{max}} items per page' },
  'validation.company.vat': { it: 'Partita IVA non valida', en: 'Invalid VAT number' },
  'validation.company.vatTaken': {
    it: 'Questa partita IVA è già registrata: chiedi a un amministratore della tua azienda di invitarti',
    en: 'This VAT number is already registered: ask an administrator of your company to invite you',
  },
  'validation.company.sdi': { it: 'Il codice destinatario è composto da 7 lettere o cifre', en: 'The recipient code has 7 letters or digits' },
  'validation.company.sdiNeedsPec': { it: 'Il codice 0000000 è ammesso solo indicando una PEC', en: 'The code 0000000 is allowed only with a PEC address' },
  'validation.company.state': { it: 'Indica la sigla di 2 lettere', en: 'Enter the 2-letter code' },
  'validation.company.cap': { it: 'CAP non valido', en: 'Invalid postal code' },
  'validation.company.website': { it: 'Indirizzo web non valido (http o https)', en: 'Invalid web address (http or https)' },
  'validation.company.descriptionMax': { it: 'Massimo 2000 caratteri', en: 'At most 2000 characters' },
  'validation.banking.amount': {
    it: 'Inserisci un importo maggiore di zero e fino a 999.999.999,99 €, con al massimo 2 decimali',
    en: 'Enter an amount above zero and up to €999,999,999.99, with at most 2 decimals',
  },
  'validation.banking.adjustment': {
    it: "L'importo deve essere tra 100 e 999.999,99 euro, con al massimo 2 decimali",
    en: 'The amount must be between 100 and 999,999.99 euro, with at most 2 decimals',
  },
  'validation.banking.textMax': { it: 'Massimo 140 caratteri', en: 'At most 140 characters' },
  'validation.banking.date': { it: 'Data non valida', en: 'Invalid date' },
  'validation.banking.dateFuture': { it: 'La data non può essere nel futuro', en: 'The date cannot be in the future' },
  'validation.banking.companyRequired': { it: "Seleziona un'azienda", en: 'Select a company' },
  'validation.banking.companyNotFound': { it: 'Azienda non trovata', en: 'Company not found' },
  'validation.settings.amount': {
    it: 'Inserisci un importo in euro da 0 a 999.999.999, con al massimo 2 decimali',
    en: 'Enter an amount in euro from 0 to 999,999,999, with at most 2 decimals',
  },
  'validation.settings.percent': {
    it: 'Inserisci una percentuale tra 0 e 100, con al massimo 2 decimali',
    en: 'Enter a percentage between 0 and 100 with at most 2 decimals',
  },
  'validation.settings.score': { it: 'Inserisci un numero intero da 0 a 1.000.000', en: 'Enter a whole number from 0 to 1,000,000' },
  'validation.settings.writeLimitMax': {
    it: 'Inserisci un numero intero di azioni da 1 a 100.000',
    en: 'Enter a whole number of actions from 1 to 100,000',
  },
  'validation.settings.writeLimitWindow': {
    it: 'Inserisci un numero intero di minuti da 1 a 10.080 (una settimana)',
    en: 'Enter a whole number of minutes from 1 to 10,080 (a week)',
  },
  'validation.settings.multiplier': { it: 'Inserisci un numero intero da 1 a 100', en: 'Enter a whole number from 1 to 100' },
  'validation.settings.floorsOrder': {
    it: 'La soglia non può essere inferiore a quella della gravità precedente',
    en: 'The floor cannot be lower than the one of the previous severity',
  },
  'validation.search.minLength': { it: 'Scrivi almeno 3 caratteri per cercare', en: 'Type at least 3 characters to search' },
  'validation.settings.unknownKey': { it: 'Impostazione sconosciuta', en: 'Unknown setting' },
  'validation.settings.retentionDays': { it: 'Inserisci un numero di giorni tra 7 e 3650', en: 'Enter a number of days between 7 and 3650' },
  'validation.report.title': {
    it: 'Il titolo può contenere solo lettere, numeri, spazi, apostrofi e trattini',
    en: 'The title can contain letters, digits, spaces, apostrophes and hyphens only',
  },
  'validation.report.tooLong': { it: 'Testo troppo lungo', en: 'Text too long' },
  'validation.report.cvss': {
    it: 'Inserisci un vettore CVSS 4.0 completo, per esempio CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N',
    en: 'Enter a complete CVSS 4.0 vector, for example CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N',
  },
  'validation.report.cvssZero': {
    it: 'Questo vettore vale 0.0: non descrive una vulnerabilità',
    en: 'This vector scores 0.0: it does not describe a vulnerability',
  },
  'validation.report.ipAddress': {
    it: 'Inserisci uno o più indirizzi IPv4 separati da virgole',
    en: 'Enter one or more IPv4 addresses separated by commas',
  },
  'validation.report.reviewDocument': { it: 'Carica il documento di revisione (PDF)', en: 'Upload the review document (PDF)' },
  'validation.report.reward': {
    it: 'Inserisci un importo da 1 € a 999.999.999 €, con al massimo due decimali',
    en: 'Enter an amount from €1 to €999,999,999, with at most two decimals',
  },
  'validation.report.rewardOverBudget': {
    it: 'Il premio supera il budget disponibile del programma',
    en: "The reward exceeds the program's available budget",
  },
  'validation.report.duplicateOf': { it: 'Indica il report originale', en: 'Name the original report' },
  'validation.report.duplicateOriginal': {
    it: 'Il report originale deve essere un report precedente dello stesso programma, non rifiutato',
    en: 'The original must be an earlier report of the same program that was not rejected',
  },
  'validation.report.lowerSeverityReason': {
    it: "Spiega perché la gravità scende: il motivo viene mostrato all'hacker",
    en: 'Say why the severity goes down: the reason is shown to the hacker',
  },
  // A severity that contradicts the report's CVSS vector: the message names the severity the vector scores.
  'validation.report.vectorScores.low': {
    it: 'Il vettore CVSS vale una gravità Bassa: la gravità segue il vettore. Cambia le metriche oppure rimuovi il vettore',
    en: 'The CVSS vector scores a Low severity: the severity follows the vector. Change its metrics or remove the vector',
  },
  'validation.report.vectorScores.medium': {
    it: 'Il vettore CVSS vale una gravità Media: la gravità segue il vettore. Cambia le metriche oppure rimuovi il vettore',
    en: 'The CVSS vector scores a Medium severity: the severity follows the vector. Change its metrics or remove the vector',
  },
  'validation.report.vectorScores.high': {
    it: 'Il vettore CVSS vale una gravità Alta: la gravità segue il vettore. Cambia le metriche oppure rimuovi il vettore',
    en: 'The CVSS vector scores a High severity: the severity follows the vector. Change its metrics or remove the vector',
  },
  'validation.report.vectorScores.critical': {
    it: 'Il vettore CVSS vale una gravità Critica: la gravità segue il vettore. Cambia le metriche oppure rimuovi il vettore',
    en: 'The CVSS vector scores a Critical severity: the severity follows the vector. Change its metrics or remove the vector',
  },
  'validation.report.vectorRemovedElsewhere': {
    it: 'Per togliere il vettore usa «Cambia gravità», che chiede conferma: qui puoi modificarlo',
    en: 'To remove the vector use “Change severity”, which asks to confirm: here you can change it',
  },
  'validation.report.severityUnchanged': {
    it: 'Gravità e vettore CVSS sono già questi: cambia la gravità o le metriche',
    en: 'The severity and the CVSS vector are already these: change the severity or the metrics',
  },
  'validation.report.hackerNotFound': { it: 'Nessun hacker attivo con questo username', en: 'No active hacker with this username' },
  'validation.report.retestEvidence': {
    it: 'Allega almeno una prova del fix non riuscito',
    en: 'Attach at least one piece of evidence that the fix failed',
  },
  'validation.program.name': {
    it: 'Il nome può contenere solo lettere, numeri, spazi, apostrofi e trattini',
    en: 'The name can contain only letters, digits, spaces, apostrophes and hyphens',
  },
  'validation.program.budgetDigits': { it: 'Il budget può contenere solo cifre', en: 'The budget can contain digits only' },
  'validation.program.budgetMin': { it: 'Il budget minimo è di 7500', en: 'The minimum budget is €7,500' },
  'validation.program.budgetMax': { it: 'Il budget massimo è di 999.999.999', en: 'The maximum budget is €999,999,999' },
  'validation.program.budgetTier': { it: 'Il budget non corrisponde al pacchetto scelto', en: 'The budget does not match the chosen tier' },
  'validation.program.increaseMin': { it: 'Il budget minimo è di 100 €', en: 'The minimum budget is €100' },
  'validation.program.increaseOverBalance': { it: 'Il budget inserito supera il tuo saldo', en: 'The budget you entered exceeds your balance' },
  'validation.program.descriptionEmpty': { it: 'La descrizione non può essere vuota', en: 'The description cannot be empty' },
  'validation.program.targetNameType': { it: 'Ogni target deve avere un nome ed una tipologia', en: 'Each target needs a name and a type' },
  'validation.program.scopeRequired': { it: 'Aggiungi almeno un target', en: 'Add at least one target' },
  'validation.program.scopeMax': { it: 'Puoi indicare al massimo 100 target', en: 'You can list at most 100 targets' },
  'validation.program.prize': {
    it: 'Il premio può contenere solo cifre, fino a 999.999.999',
    en: 'The reward can contain digits only, up to 999,999,999',
  },
  'validation.program.floor': { it: 'Il premio minimo per questa gravità è di {{floor}} €', en: 'The minimum reward for this severity is €{{floor}}' },
  'validation.program.ownCompany': { it: 'Puoi creare programmi solo per la tua azienda', en: 'You can create programs only for your own company' },
  'validation.program.serviceLocked': {
    it: 'Il servizio non può essere cambiato dopo la creazione del programma',
    en: 'The service cannot be changed once the program is created',
  },
  'validation.program.hackerNotFound': { it: 'Hacker non trovato', en: 'Hacker not found' },
  'validation.program.inviteWho': { it: "Indica l'hacker da invitare", en: 'Name the hacker to invite' },
  'validation.testingAccount.atLeastOne': { it: 'Aggiungi almeno un account di test', en: 'Add at least one testing account' },
  'validation.testingAccount.tooMany': { it: 'Puoi aggiungere al massimo 100 account alla volta', en: 'You can add at most 100 accounts at a time' },
  'validation.testingAccount.descriptionMax': {
    it: 'Le credenziali possono contenere al massimo 5000 caratteri',
    en: 'The credentials can be at most 5,000 characters long',
  },
  'validation.program.companyNotFound': { it: 'Azienda non trovata', en: 'Company not found' },
  'validation.richText.invalid': { it: 'Il contenuto non è valido', en: 'The content is not valid' },
  'validation.richText.link': { it: 'Sono ammessi solo link http, https o mailto', en: 'Only http, https or mailto links are allowed' },
  'validation.richText.tooLong': { it: 'Il testo è troppo lungo', en: 'The text is too long' },
  ...HACKER_VALIDATION_MESSAGES,
  ...ADMIN_FEATURE_VALIDATION_MESSAGES,
  ...CONTACT_VALIDATION_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

const PARAMS_SEPARATOR = '|';

/**
 * A message key with values for its `{{name}}` placeholders, as one string (`key|{"floor":100}`),
 * so it travels wherever plain keys do; the web app passes the same values to i18next.
 */
export function messageWithParams(key: ValidationMessageKey, params: Record<string, string | number>): string {
  return `${key}${PARAMS_SEPARATOR}${JSON.stringify(params)}`;
}

function parseParams(raw: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const NUMBER_LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB' };
const numberIn = (language: Language) => numberFormat(NUMBER_LOCALES[language], { useGrouping: 'always', maximumFractionDigits: 2 });

/** Translates a message key (with its parameters, if any); a message that is not a key is returned as it is. */
export function translateValidationMessage(message: string, language: Language): string {
  const cut = message.indexOf(PARAMS_SEPARATOR);
  const key = cut === -1 ? message : message.slice(0, cut);
  const entry = (VALIDATION_MESSAGES as Record<string, Record<Language, string>>)[key];
  if (!entry) return message;
  if (cut === -1) return entry[language];
  const params = parseParams(message.slice(cut + 1));
  return entry[language].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (typeof value === 'number') return numberIn(language).format(value);
    return typeof value === 'string' ? value : whole;
  });
}
