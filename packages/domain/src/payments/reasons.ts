/**
 * Why a payment is where it is, in words: the platform's own reasons (settings corrected, a batch put
 * back in the list) and the banks' ISO 20022 reason codes (pain.002 rejections, camt.053 returns).
 * Anything else is a super admin's free text, shown as written.
 */
import type { Language } from '../i18n.ts';

type Words = Record<Language, string>;

export const PAYMENT_REASONS: Record<string, Words> = {
  settingsUpdated: { it: 'Dati di pagamento aggiornati: conferma di nuovo', en: 'Payment details updated: confirm again' },
  resetPending: { it: 'Lotto non ricevuto dalla banca: di nuovo in lista', en: 'Batch not received by the bank: back in the list' },
  resetFailed: { it: 'Nuovo tentativo nel prossimo lotto', en: 'Retried in the next batch' },
  AC01: { it: 'IBAN errato', en: 'Incorrect IBAN' },
  AC03: { it: 'Conto del beneficiario non valido', en: "Invalid beneficiary's account" },
  AC04: { it: 'Conto chiuso', en: 'Account closed' },
  AC06: { it: 'Conto bloccato', en: 'Account blocked' },
  AG01: { it: 'Operazione non consentita su questo conto', en: 'Transaction not allowed on this account' },
  BE01: { it: 'Il nome non corrisponde al titolare del conto', en: 'The name does not match the account holder' },
  BE04: { it: 'Indirizzo del beneficiario mancante', en: "Beneficiary's address missing" },
  CNOR: { it: 'La banca del beneficiario non è raggiungibile', en: "The beneficiary's bank cannot be reached" },
  RC01: { it: 'Codice BIC errato', en: 'Incorrect BIC' },
  RR03: { it: 'Nome o indirizzo del beneficiario mancante', en: "Beneficiary's name or address missing" },
  AM04: { it: 'Fondi insufficienti sul conto della piattaforma', en: "Insufficient funds on the platform's account" },
  AM05: { it: 'Bonifico duplicato', en: 'Duplicate transfer' },
  TM01: { it: "Ricevuto dopo l'orario limite della banca", en: "Received after the bank's cut-off time" },
  ED05: { it: 'Regolamento non riuscito', en: 'Settlement failed' },
  MS03: { it: 'Rifiutato dalla banca senza motivo specificato', en: 'Refused by the bank, no reason given' },
};

/** The reason in the reader's language: known codes in words (a bank code keeps its code), free text as written. */
export function paymentReasonText(reason: string | null, language: Language): string | null {
  if (!reason) return null;
  const words = Object.hasOwn(PAYMENT_REASONS, reason) ? PAYMENT_REASONS[reason]![language] : null;
  if (!words) return reason;
  return /^[A-Z0-9]{4}$/.test(reason) ? `${words} (${reason})` : words;
}
