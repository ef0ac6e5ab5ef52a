/**
 * The company wallet's movements as a CSV file (GET /api/banking/transactions/export.csv): the statement a company's
 * accountant files, signed amounts (a debit is negative, and stays a number) and the balance after each movement.
 */
import type { Language, Transaction, TransactionType } from '@bb/domain';
import { csvDateTime, csvEuro, type CsvFormat, type CsvTable } from '../../lib/csv.ts';

const COLUMNS = ['date', 'type', 'program', 'company', 'amount', 'balanceAfter', 'id'] as const;
type Column = (typeof COLUMNS)[number];

const TITLES: Record<Language, Record<Column, string>> = {
  it: { date: 'Data', type: 'Tipo', program: 'Programma', company: 'Azienda', amount: 'Importo (EUR)', balanceAfter: 'Saldo dopo (EUR)', id: 'ID' },
  en: { date: 'Date', type: 'Type', program: 'Program', company: 'Company', amount: 'Amount (EUR)', balanceAfter: 'Balance after (EUR)', id: 'ID' },
};

const TYPES: Record<Language, Record<TransactionType, string>> = {
  it: {
    deposit: 'Bonifico',
    program_creation: 'Creazione programma',
    program_budget_increase: 'Aumento budget programma',
    program_refund: 'Rimborso programma',
    reward_refund: 'Rimborso ricompensa',
    referral_bonus: 'Bonus referral',
    admin_adjustment: 'Rettifica del saldo',
  },
  en: {
    deposit: 'Bank transfer',
    program_creation: 'Program creation',
    program_budget_increase: 'Program budget increase',
    program_refund: 'Program refund',
    reward_refund: 'Reward refund',
    referral_bonus: 'Referral bonus',
    admin_adjustment: 'Balance adjustment',
  },
};

function cells(transaction: Transaction, { language, delimiter }: CsvFormat): Record<Column, string> {
  return {
    date: csvDateTime(transaction.date),
    type: TYPES[language][transaction.type],
    program: transaction.program?.name ?? '',
    company: transaction.company.name,
    amount: csvEuro(transaction.amount, delimiter),
    balanceAfter: csvEuro(transaction.balanceAfter, delimiter),
    id: transaction.id,
  };
}

export const TRANSACTIONS_CSV: CsvTable<Transaction, Column> = { columns: COLUMNS, titles: TITLES, cells };
