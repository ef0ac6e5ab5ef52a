export * from './errors.ts';
export * from './i18n.ts';
export * from './validation-messages.ts';
export * from './accounts/rules.ts';
export * from './accounts/schemas.ts';
export * from './uploads/rules.ts';
export * from './uploads/schemas.ts';
export * from './lists/list-query.ts';
