/**
 * Validation messages, keyed. Zod schemas in this package use the keys as their
 * messages; the API translates them into the caller's language and the web app
 * translates them with i18next, so the wording lives only here.
 */
import type { Language } from './i18n.ts';

export const VALIDATION_MESSAGES = {
  'validation.required': { it: 'Questo campo è obbligatorio', en: 'This field is mandatory' },
  'validation.invalid': { it: 'Valore non valido', en: 'Invalid value' },
  'validation.email': { it: 'Email non valida', en: 'Invalid email' },
  'validation.mustAccept': { it: 'Devi accettare per continuare', en: 'You must accept to continue' },
  'validation.username.format': { it: "Usa da 3 a 30 caratteri tra lettere minuscole, numeri, '_' e '.'", en: "Use 3 to 30 characters among lowercase letters, digits, '_' and '.'" },
  'validation.password.invalid': { it: 'Password non valida', en: 'Invalid password' },
  'validation.password.max': { it: 'La password deve contenere al massimo 100 caratteri', en: 'The password must contain at most 100 characters' },
  'validation.password.minLower': { it: 'La password deve contenere almeno 8 caratteri e una lettera minuscola', en: 'The password must contain at least 8 characters and a lowercase letter' },
  'validation.password.digit': { it: 'La password deve contenere almeno un numero', en: 'The password must contain at least one digit' },
  'validation.password.upper': { it: 'La password deve contenere almeno una lettera maiuscola', en: 'The password must contain at least one uppercase letter' },
  'validation.password.special': { it: 'La password deve contenere almeno un carattere speciale', en: 'The password must contain at least one special character' },
  'validation.password.mismatch': { it: 'Le password non corrispondono', en: 'The passwords do not match' },
  'validation.name.max': { it: 'Massimo 100 caratteri', en: 'At most 100 characters' },
  'validation.otp.format': { it: 'Il codice è composto da 6 cifre', en: 'The code has 6 digits' },
  'validation.referral.invalid': { it: 'Codice invito non valido', en: 'Invalid invitation code' },
  'validation.referral.own': { it: 'Non puoi usare il tuo codice invito', en: 'You cannot use your own invitation code' },
  'validation.upload.type': { it: 'Tipo di file non consentito', en: 'File type not allowed' },
  'validation.upload.count': { it: 'Troppi file', en: 'Too many files' },
  'validation.upload.notAllowed': { it: 'File non utilizzabile qui', en: 'This file cannot be used here' },
  'validation.list.page': { it: 'Pagina non valida', en: 'Invalid page' },
  'validation.company.vat': { it: 'Partita IVA non valida', en: 'Invalid VAT number' },
  'validation.company.vatTaken': { it: 'Questa partita IVA è già registrata: chiedi a un amministratore della tua azienda di invitarti', en: 'This VAT number is already registered: ask an administrator of your company to invite you' },
  'validation.company.sdi': { it: 'Il codice destinatario è composto da 7 lettere o cifre', en: 'The recipient code has 7 letters or digits' },
  'validation.company.sdiNeedsPec': { it: 'Il codice 0000000 è ammesso solo indicando una PEC', en: 'The code 0000000 is allowed only with a PEC address' },
  'validation.company.state': { it: 'Indica la sigla di 2 lettere', en: 'Enter the 2-letter code' },
  'validation.company.cap': { it: 'CAP non valido', en: 'Invalid postal code' },
  'validation.company.website': { it: 'Indirizzo web non valido (http o https)', en: 'Invalid web address (http or https)' },
  'validation.company.descriptionMax': { it: 'Massimo 2000 caratteri', en: 'At most 2000 characters' },
  'validation.banking.amount': { it: 'Inserisci un importo maggiore di zero, con al massimo 2 decimali', en: 'Enter an amount above zero with at most 2 decimals' },
  'validation.banking.adjustment': { it: "L'importo deve essere tra 100 e 999.999,99 euro, con al massimo 2 decimali", en: 'The amount must be between 100 and 999,999.99 euro, with at most 2 decimals' },
  'validation.banking.textMax': { it: 'Massimo 140 caratteri', en: 'At most 140 characters' },
  'validation.banking.date': { it: 'Data non valida', en: 'Invalid date' },
  'validation.banking.dateFuture': { it: 'La data non può essere nel futuro', en: 'The date cannot be in the future' },
  'validation.banking.companyRequired': { it: "Seleziona un'azienda", en: 'Select a company' },
  'validation.banking.companyNotFound': { it: 'Azienda non trovata', en: 'Company not found' },
  'validation.settings.amount': { it: 'Inserisci un importo in euro non negativo, con al massimo 2 decimali', en: 'Enter a non-negative amount in euro with at most 2 decimals' },
  'validation.settings.percent': { it: 'Inserisci una percentuale tra 0 e 100, con al massimo 2 decimali', en: 'Enter a percentage between 0 and 100 with at most 2 decimals' },
  'validation.settings.score': { it: 'Inserisci un numero intero non negativo', en: 'Enter a whole number, 0 or more' },
  'validation.settings.floorsOrder': { it: 'La soglia non può essere inferiore a quella della gravità precedente', en: 'The floor cannot be lower than the one of the previous severity' },
  'validation.search.minLength': { it: 'Scrivi almeno 3 caratteri per cercare', en: 'Type at least 3 characters to search' },
  'validation.settings.unknownKey': { it: 'Impostazione sconosciuta', en: 'Unknown setting' },
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** Translates a message key; a message that is not a key is returned as it is. */
export function translateValidationMessage(message: string, language: Language): string {
  const entry = (VALIDATION_MESSAGES as Record<string, Record<Language, string>>)[message];
  return entry ? entry[language] : message;
}
