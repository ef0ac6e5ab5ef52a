import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('names each bad variable with a clear message', () => {
    const list = problems({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url', SMTP_URL: 'http://mail', NODE_ENV: 'staging' });
    expect(list).toHaveLength(5);
    expect(list.join('\n')).toMatch(/PORT: PORT must be a number/);
    expect(list.join('\n')).toMatch(/DATABASE_URL: DATABASE_URL must be a postgres/);
    expect(list.join('\n')).toMatch(/SMTP_URL: SMTP_URL must start with smtp/);
  });

  it('requires SESSION_SECRET in production, all five S3 variables together, and the admin pair together', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual(['SESSION_SECRET: SESSION_SECRET is required when NODE_ENV is production']);
    expect(problems({ S3_BUCKET: 'b' })).toHaveLength(4);
    expect(problems({ ADMIN_EMAIL: 'a@b.it' })).toEqual(['ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
    expect(problems({ ADMIN_EMAIL: 'a@b.it', ADMIN_PASSWORD: 'weakpassword' })).toEqual(['ADMIN_PASSWORD: The password must contain at least one digit']);
  });

  it('selects S3 storage when configured', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/bb-config-test', S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-south-1', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    expect(config.storage.kind).toBe('s3');
  });
});
