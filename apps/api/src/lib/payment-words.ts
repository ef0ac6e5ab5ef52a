/** A payment's status in words, for what the server writes itself (CSV exports, exported PDFs); the web app has its own in its locales. */
import type { Language, PaymentStatus } from '@bb/domain';

const PAYMENT_STATUS_WORDS: Record<Language, Record<PaymentStatus, string>> = {
  it: {
    pendingHackerInformation: 'Informazioni mancanti',
    pending: 'In attesa di conferma',
    pendingHackerDocumentsUpload: 'Documenti mancanti',
    pendingStaffApproval: 'In attesa di approvazione',
    approved: 'Approvato',
    pendingBeneficiaryList: 'In attesa della banca',
    processing: 'In lavorazione',
    sent: 'Inviato',
    accredited: 'Accreditato',
    ibanNotValid: 'IBAN non valido',
    failedRetry: 'Fallito, da riprovare',
    failed: 'Fallito',
    sentExternally: 'Pagato esternamente',
    skipped: 'Saltato',
  },
  en: {
    pendingHackerInformation: 'Missing information',
    pending: 'Awaiting confirmation',
    pendingHackerDocumentsUpload: 'Missing documents',
    pendingStaffApproval: 'Pending staff approval',
    approved: 'Approved',
    pendingBeneficiaryList: 'Waiting for the bank',
    processing: 'Processing',
    sent: 'Sent',
    accredited: 'Credited',
    ibanNotValid: 'IBAN not valid',
    failedRetry: 'Failed, to retry',
    failed: 'Failed',
    sentExternally: 'Paid externally',
    skipped: 'Skipped',
  },
};

export const paymentStatusWords = (status: PaymentStatus, language: Language): string => PAYMENT_STATUS_WORDS[language][status];
