/** The bank files of hacker payouts: pure functions the payments service calls (no database). */
export { buildCreditTransferFile, centsToDecimal, SEPA_FORMAT, type CreditTransfer, type CreditTransferBatch, type SepaDebtor } from './sepa-file.ts';
export { buildBeneficiariesCsv, type BeneficiaryRow } from './beneficiaries-csv.ts';
export { parseBankAnswer, type BankAnswer, type BankAnswerFormat, type BankAnswerOutcome } from './bank-answer.ts';
export { buildOccasionalReceiptPdf, type OccasionalReceiptData, type ReceiptInps } from './receipt-pdf.ts';
