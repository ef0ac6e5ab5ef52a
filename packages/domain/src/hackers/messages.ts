/** Validation messages of the hacker forms; `VALIDATION_MESSAGES` spreads them in, like every other area's. */
import type { Language } from '../i18n.ts';

export const HACKER_VALIDATION_MESSAGES = {
  'validation.hacker.taxId': { it: 'Codice fiscale non valido', en: 'Invalid Italian tax code (codice fiscale)' },
  'validation.hacker.foreignTaxId': {
    it: 'Codice fiscale estero non valido: da 4 a 30 lettere o cifre',
    en: 'Invalid tax identifier: 4 to 30 letters or digits',
  },
  'validation.hacker.vatNotAllowed': { it: 'La partita IVA si indica solo con un regime con partita IVA', en: 'A VAT number goes only with a VAT regime' },
  'validation.hacker.regimeCountry': {
    it: 'Questo regime fiscale non è disponibile per il paese di residenza',
    en: 'This tax regime is not available for your country of residence',
  },
  'validation.hacker.iban': { it: 'IBAN non valido', en: 'Invalid IBAN' },
  'validation.hacker.swift': { it: 'Codice SWIFT/BIC non valido', en: 'Invalid SWIFT/BIC code' },
  'validation.hacker.swiftRequired': {
    it: 'Il codice SWIFT/BIC è obbligatorio per un IBAN fuori dall’area SEPA',
    en: 'A SWIFT/BIC code is required for an IBAN outside the SEPA area',
  },
  'validation.payment.previousYearly': {
    it: 'Inserisci un importo in euro da 0 a 999.999.999, solo cifre',
    en: 'Enter an amount in euro from 0 to 999,999,999, digits only',
  },
  'validation.hacker.country': { it: 'Seleziona un paese', en: 'Select a country' },
  'validation.hacker.dateOfBirth': { it: 'Data di nascita non valida', en: 'Invalid date of birth' },
  'validation.hacker.skills': { it: 'Massimo 50 competenze, di 50 caratteri ciascuna', en: 'At most 50 skills, of 50 characters each' },
} as const satisfies Record<string, Record<Language, string>>;
