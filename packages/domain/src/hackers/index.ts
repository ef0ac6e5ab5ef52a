export * from './countries.ts';
export * from './codice-fiscale.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './messages.ts';
