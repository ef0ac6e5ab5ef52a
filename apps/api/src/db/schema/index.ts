export * from './users.ts';
export * from './companies.ts';
export * from './platform.ts';
export * from './ledger.ts';
export * from './banking.ts';
export * from './programs.ts';
export * from './hackers.ts';
export * from './reports.ts';
