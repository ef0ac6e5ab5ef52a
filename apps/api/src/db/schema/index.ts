export * from './users.ts';
export * from './companies.ts';
export * from './platform.ts';
