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
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** Translates a message key; a message that is not a key is returned as it is. */
export function translateValidationMessage(message: string, language: Language): string {
  const entry = (VALIDATION_MESSAGES as Record<string, Record<Language, string>>)[message];
  return entry ? entry[language] : message;
}
