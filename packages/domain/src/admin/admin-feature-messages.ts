/**
 * Validation messages of the program review, coupons and company data changes (issue 20); `VALIDATION_MESSAGES`
 * spreads them in, like every other area's.
 */
import type { Language } from '../i18n.ts';

export const ADMIN_FEATURE_VALIDATION_MESSAGES = {
  'validation.program.reviewNoteMax': { it: 'Massimo 5000 caratteri', en: 'At most 5,000 characters' },
  'validation.coupon.percent': {
    it: 'Inserisci uno sconto tra 0 e 100%, con al massimo 2 decimali',
    en: 'Enter a discount between 0 and 100% with at most 2 decimals',
  },
  'validation.coupon.program': {
    it: "Scegli un programma dell'azienda che non sia eliminato o rifiutato",
    en: "Choose one of the company's programs that is neither deleted nor rejected",
  },
  'validation.company.changeNothing': {
    it: 'Nessun dato cambia: modifica almeno un campo',
    en: 'Nothing changes: edit at least one field',
  },
  'validation.company.changeReasonMax': { it: 'Massimo 1000 caratteri', en: 'At most 1,000 characters' },
  'validation.company.decisionReasonMax': { it: 'Massimo 1000 caratteri', en: 'At most 1,000 characters' },
} as const satisfies Record<string, Record<Language, string>>;
