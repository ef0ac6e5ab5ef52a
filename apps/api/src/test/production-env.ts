/** What production additionally requires: the platform's own data for invoices and bank details, and the identity-verification provider's keys. */
export const PRODUCTION_PLATFORM_ENV = {
  SUMSUB_APP_TOKEN: 'prd:token',
  SUMSUB_SECRET_KEY: 'secret',
  SUMSUB_WEBHOOK_SECRET: 'webhook-secret',
  SUMSUB_LEVEL_NAME: 'basic-kyc-level',
  PLATFORM_LEGAL_NAME: 'Bug Bounty Italia S.r.l.',
  PLATFORM_VAT_NUMBER: '12345678903',
  PLATFORM_ADDRESS: 'Via Dante 2',
  PLATFORM_CAP: '20121',
  PLATFORM_CITY: 'Milano',
  PLATFORM_PROVINCE: 'MI',
  PLATFORM_IBAN: 'IT60X0542811101000000123456',
  PLATFORM_SWIFT: 'BPMOIT22XXX',
};
