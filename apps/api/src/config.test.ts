import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { PRODUCTION_PLATFORM_ENV } from './test/production-env.ts';

/** Production also needs Sumsub (until PRODUCTION_PLATFORM_ENV carries these keys). */
const SUMSUB_ENV = {
  SUMSUB_APP_TOKEN: 'prd:token',
  SUMSUB_SECRET_KEY: 'secret',
  SUMSUB_WEBHOOK_SECRET: 'webhook-secret',
  SUMSUB_LEVEL_NAME: 'basic-kyc-level',
};

const DB = 'postgres://postgres@127.0.0.1:5432/bb';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: '/tmp/bb-config-test', ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/bb-config-test' });
    expect(config).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', storage: { kind: 'local' }, isProduction: false, smtpUrl: undefined });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses to start in production without DATABASE_URL (the embedded PostgreSQL is for development and tests)', () => {
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), ...PRODUCTION_PLATFORM_ENV, ...SUMSUB_ENV })).toEqual([
      'DATABASE_URL: DATABASE_URL is required when NODE_ENV is production (the embedded PostgreSQL is for development and tests only)',
    ]);
  });

  it('applies migrations at start unless MIGRATE_ON_START=false', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/bb-config-test' }).migrateOnStart).toBe(true);
    expect(loadConfig({ DATA_DIR: '/tmp/bb-config-test', MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(problems({ MIGRATE_ON_START: 'no' })).toEqual(['MIGRATE_ON_START: MIGRATE_ON_START must be true or false']);
  });

  it('names each bad variable with a clear message', () => {
    const list = problems({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url', SMTP_URL: 'http://mail', NODE_ENV: 'staging' });
    expect(list).toHaveLength(5);
    expect(list.join('\n')).toMatch(/PORT: PORT must be a number/);
    expect(list.join('\n')).toMatch(/DATABASE_URL: DATABASE_URL must be a postgres/);
    expect(list.join('\n')).toMatch(/SMTP_URL: SMTP_URL must start with smtp/);
  });

  it('requires SESSION_SECRET in production, all five S3 variables together, and the admin pair together', () => {
    expect(problems({ NODE_ENV: 'production', DATABASE_URL: DB, ...PRODUCTION_PLATFORM_ENV, ...SUMSUB_ENV })).toEqual([
      'SESSION_SECRET: SESSION_SECRET is required when NODE_ENV is production',
    ]);
    expect(problems({ S3_BUCKET: 'b' })).toHaveLength(4);
    expect(problems({ ADMIN_EMAIL: 'a@b.it' })).toEqual(['ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
    expect(problems({ ADMIN_EMAIL: 'a@b.it', ADMIN_PASSWORD: 'weakpassword' })).toEqual(['ADMIN_PASSWORD: The password must contain at least one digit']);
  });

  it("requires the platform's invoicing and bank data in production, and checks its format anywhere", () => {
    const missing = problems({ NODE_ENV: 'production', DATABASE_URL: DB, SESSION_SECRET: 'x'.repeat(32), ...SUMSUB_ENV });
    expect(missing).toHaveLength(8);
    expect(missing[0]).toMatch(/^PLATFORM_LEGAL_NAME: PLATFORM_LEGAL_NAME is required when NODE_ENV is production/);
    expect(problems({ PLATFORM_VAT_NUMBER: '12345678901', PLATFORM_IBAN: 'IT60X0542811101000000123457', PLATFORM_SWIFT: 'BPMO' })).toEqual([
      'PLATFORM_VAT_NUMBER: PLATFORM_VAT_NUMBER must be a valid 11-digit Italian partita IVA',
      'PLATFORM_IBAN: PLATFORM_IBAN must be a valid Italian IBAN without spaces',
      'PLATFORM_SWIFT: PLATFORM_SWIFT must be a valid BIC',
    ]);
    expect(problems({ PLATFORM_IBAN: 'DE89370400440532013000' })).toHaveLength(1);
    expect(loadConfig({ DATA_DIR: '/tmp/bb-config-test', ...PRODUCTION_PLATFORM_ENV }).platform.legalName).toBe('Bug Bounty Italia S.r.l.');
  });

  it('keeps the per-user write limits on unless turned off outside production', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/bb-config-test' }).writeLimits).toBe(true);
    expect(loadConfig({ DATA_DIR: '/tmp/bb-config-test', WRITE_LIMITS: 'off' }).writeLimits).toBe(false);
    expect(problems({ WRITE_LIMITS: 'no' })).toEqual(['WRITE_LIMITS: WRITE_LIMITS must be on or off']);
    expect(
      problems({ NODE_ENV: 'production', DATABASE_URL: DB, SESSION_SECRET: 'x'.repeat(32), ...PRODUCTION_PLATFORM_ENV, ...SUMSUB_ENV, WRITE_LIMITS: 'off' }),
    ).toEqual(['WRITE_LIMITS: WRITE_LIMITS=off is not allowed when NODE_ENV is production (raise the limits in the settings instead)']);
  });

  it('reads the secrets SESSION_SECRET replaced from SESSION_SECRET_PREVIOUS, comma-separated, each as long as a secret must be', () => {
    const previous = (value?: string) =>
      loadConfig({ DATA_DIR: '/tmp/bb-config-test', SESSION_SECRET: 'n'.repeat(32), ...(value === undefined ? {} : { SESSION_SECRET_PREVIOUS: value }) })
        .previousSessionSecrets;
    expect(previous()).toEqual([]);
    expect(previous('')).toEqual([]);
    expect(previous(` ${'a'.repeat(32)} ,${'b'.repeat(40)},`)).toEqual(['a'.repeat(32), 'b'.repeat(40)]);
    expect(problems({ SESSION_SECRET_PREVIOUS: `${'a'.repeat(32)},short` })).toEqual([
      'SESSION_SECRET_PREVIOUS: each secret in SESSION_SECRET_PREVIOUS must be at least 32 characters (comma-separated)',
    ]);
  });

  it('selects S3 storage when configured', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/bb-config-test',
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-south-1',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(config.storage.kind).toBe('s3');
  });

  it('uses the verification sandbox outside production by default, and Sumsub when asked', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/bb-config-test' }).verification).toEqual({ provider: 'sandbox' });
    expect(
      loadConfig({ DATA_DIR: '/tmp/bb-config-test', VERIFICATION_PROVIDER: 'sumsub', SUMSUB_BASE_URL: 'http://127.0.0.1:9/', ...SUMSUB_ENV }).verification,
    ).toEqual({
      provider: 'sumsub',
      sumsub: { baseUrl: 'http://127.0.0.1:9', appToken: 'prd:token', secretKey: 'secret', webhookSecret: 'webhook-secret', levelName: 'basic-kyc-level' },
    });
    expect(loadConfig({ DATA_DIR: '/tmp/bb-config-test', VERIFICATION_PROVIDER: 'sumsub', ...SUMSUB_ENV }).verification).toMatchObject({
      sumsub: { baseUrl: 'https://api.sumsub.com' },
    });
  });

  it('refuses the sandbox in production and needs every Sumsub key with Sumsub', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: DB, SESSION_SECRET: 'x'.repeat(32), ...PRODUCTION_PLATFORM_ENV };
    expect(problems({ ...production, ...SUMSUB_ENV, VERIFICATION_PROVIDER: 'sandbox' })).toEqual([
      'VERIFICATION_PROVIDER: VERIFICATION_PROVIDER=sandbox is not allowed when NODE_ENV is production (it approves anyone who asks)',
    ]);
    const { SUMSUB_SECRET_KEY: _secret, SUMSUB_WEBHOOK_SECRET: _webhook, SUMSUB_LEVEL_NAME: _level, ...onlyAppToken } = production;
    expect(problems(onlyAppToken)).toEqual([
      'SUMSUB_SECRET_KEY: SUMSUB_SECRET_KEY is required when the verification provider is sumsub (the default when NODE_ENV is production)',
      'SUMSUB_WEBHOOK_SECRET: SUMSUB_WEBHOOK_SECRET is required when the verification provider is sumsub (the default when NODE_ENV is production)',
      'SUMSUB_LEVEL_NAME: SUMSUB_LEVEL_NAME is required when the verification provider is sumsub (the default when NODE_ENV is production)',
    ]);
    expect(problems({ VERIFICATION_PROVIDER: 'sumsub' })).toHaveLength(4);
    expect(problems({ VERIFICATION_PROVIDER: 'onfido', SUMSUB_BASE_URL: 'not a url' })).toEqual([
      'VERIFICATION_PROVIDER: VERIFICATION_PROVIDER must be one of sumsub, sandbox',
      'SUMSUB_BASE_URL: SUMSUB_BASE_URL must be an absolute URL such as https://api.sumsub.com',
    ]);
    expect(loadConfig({ DATA_DIR: '/tmp/bb-config-test', ...production, ...SUMSUB_ENV }).verification.provider).toBe('sumsub');
  });

  it('trusts no proxy unless TRUST_PROXY says which: a hop count or proxy addresses and CIDR ranges', () => {
    const trustProxy = (value?: string) => loadConfig({ DATA_DIR: '/tmp/bb-config-test', ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('  ')).toBe(false);
    expect(
      loadConfig({ DATA_DIR: '/tmp/bb-config-test', ...PRODUCTION_PLATFORM_ENV, NODE_ENV: 'production', DATABASE_URL: DB, SESSION_SECRET: 'x'.repeat(32) })
        .trustProxy,
    ).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 2 ')).toBe(2);
    expect(trustProxy('10.0.0.2')).toEqual(['10.0.0.2']);
    expect(trustProxy('10.0.0.0/8, 192.168.1.1,fd00::/8,::1,loopback')).toEqual(['10.0.0.0/8', '192.168.1.1', 'fd00::/8', '::1', 'loopback']);
  });

  it('names TRUST_PROXY values that are neither a hop count nor addresses', () => {
    for (const value of [
      '0',
      'true',
      'yes',
      '-1',
      '1.5',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.300',
      'proxy.internal',
      '10.0.0.1,',
      '1,10.0.0.1',
      '10.0.0.0/8/1',
    ]) {
      expect(problems({ TRUST_PROXY: value }), value).toEqual([
        'TRUST_PROXY: TRUST_PROXY must be a hop count (a positive integer) or a comma-separated list of proxy addresses or CIDR ranges, such as 10.0.0.2 or 10.0.0.0/8,fd00::/8 (or loopback, linklocal, uniquelocal)',
      ]);
    }
  });
});
