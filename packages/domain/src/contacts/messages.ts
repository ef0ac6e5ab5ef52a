/** Validation messages of the public contact, quote and demo requests (issue 21); `VALIDATION_MESSAGES` spreads them in. */
import type { Language } from '../i18n.ts';

export const CONTACT_VALIDATION_MESSAGES = {
  'validation.contact.messageMax': { it: 'Massimo 5000 caratteri', en: 'At most 5,000 characters' },
  'validation.contact.phone': {
    it: 'Numero di telefono non valido: cifre, spazi e + ( ) - , da 6 a 30 caratteri',
    en: 'Invalid phone number: digits, spaces and + ( ) -, 6 to 30 characters',
  },
  'validation.contact.date': { it: 'Data non valida', en: 'Invalid date' },
  'validation.contact.datePast': { it: 'Scegli una data da oggi in poi', en: 'Choose a date from today on' },
  'validation.contact.dateWeekend': { it: 'Scegli un giorno lavorativo, dal lunedì al venerdì', en: 'Choose a working day, Monday to Friday' },
  'validation.contact.dateFar': { it: 'Scegli una data entro i prossimi 6 mesi', en: 'Choose a date within the next 6 months' },
} as const satisfies Record<string, Record<Language, string>>;
