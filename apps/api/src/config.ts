import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { StartupError } from './lib/startup-error.ts';
import { z } from 'zod';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { firstPasswordProblem, isValidPartitaIva, translateValidationMessage, VERIFICATION_PROVIDERS, type VerificationProviderName } from '@bb/domain';

/** Which proxies may tell the client's address in X-Forwarded-For: none, the nearest N hops, or these addresses and ranges. */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be a hop count (a positive integer) or a comma-separated list of proxy addresses or CIDR ranges, such as 10.0.0.2 or 10.0.0.0/8,fd00::/8 (or loopback, linklocal, uniquelocal)';
/** The named ranges proxy-addr understands. */
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_PROXY_RANGES.has(entry) || isIP(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  if (!address || prefix === undefined || extra !== undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const version = isIP(address);
  return version !== 0 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** A hop count or a list of addresses/CIDRs (blank: off); null when the value is neither. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const trimmed = value.trim();
  if (trimmed === '') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) >= 1 ? Number(trimmed) : null;
  const entries = trimmed.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

const optionalUrl = z.url().optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'PORT must be a number' })
      .int()
      .min(1, 'PORT must be between 1 and 65535')
      .max(65535, 'PORT must be between 1 and 65535')
      .default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().default('./data'),
    /** `false`: the server does not apply migrations at start (an operator runs `npm run migrate` as a release step). */
    MIGRATE_ON_START: z.enum(['true', 'false'], { error: 'MIGRATE_ON_START must be true or false' }).default('true'),
    PUBLIC_URL: z.url('PUBLIC_URL must be an absolute URL such as https://bounty.example.com').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    SMTP_FROM: z.string().default('Bug Bounty <no-reply@localhost>'),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    /** Secrets SESSION_SECRET replaced, comma-separated: what they signed or sealed is still accepted (README, rotating the secret). */
    SESSION_SECRET_PREVIOUS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((secret) => secret.trim())
          .filter(Boolean),
      )
      .refine(
        (secrets) => secrets.every((secret) => secret.length >= 32),
        'each secret in SESSION_SECRET_PREVIOUS must be at least 32 characters (comma-separated)',
      )
      .optional(),
    ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').optional(),
    ADMIN_PASSWORD: z.string().optional(),
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    PLATFORM_LEGAL_NAME: z.string().trim().min(1).max(80).optional(),
    PLATFORM_VAT_NUMBER: z.string().refine(isValidPartitaIva, 'PLATFORM_VAT_NUMBER must be a valid 11-digit Italian partita IVA').optional(),
    PLATFORM_ADDRESS: z.string().trim().min(1).max(60).optional(),
    PLATFORM_CAP: z
      .string()
      .regex(/^\d{5}$/, 'PLATFORM_CAP must be 5 digits')
      .optional(),
    PLATFORM_CITY: z.string().trim().min(1).max(60).optional(),
    PLATFORM_PROVINCE: z
      .string()
      .regex(/^[A-Z]{2}$/, 'PLATFORM_PROVINCE must be 2 uppercase letters')
      .optional(),
    PLATFORM_IBAN: z
      .string()
      .refine((iban) => iban.startsWith('IT') && isValidIBAN(iban), 'PLATFORM_IBAN must be a valid Italian IBAN without spaces')
      .optional(),
    PLATFORM_SWIFT: z.string().refine(isValidBIC, 'PLATFORM_SWIFT must be a valid BIC').optional(),
    VERIFICATION_PROVIDER: z.enum(VERIFICATION_PROVIDERS, { error: `VERIFICATION_PROVIDER must be one of ${VERIFICATION_PROVIDERS.join(', ')}` }).optional(),
    SUMSUB_BASE_URL: z.url('SUMSUB_BASE_URL must be an absolute URL such as https://api.sumsub.com').default('https://api.sumsub.com'),
    SUMSUB_APP_TOKEN: z.string().trim().min(1).optional(),
    SUMSUB_SECRET_KEY: z.string().trim().min(1).optional(),
    SUMSUB_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    SUMSUB_LEVEL_NAME: z.string().trim().min(1).optional(),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ error: 'AUTH_RATE_LIMIT_PER_MINUTE must be a number' })
      .int()
      .min(1, 'AUTH_RATE_LIMIT_PER_MINUTE must be at least 1')
      .default(30),
    WRITE_LIMITS: z.enum(['on', 'off'], { error: 'WRITE_LIMITS must be on or off' }).default('on'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    /** Starts every key this deployment writes in Redis, so that several deployments (or test runs) can share one. */
    REDIS_KEY_PREFIX: z.string().default('bb:'),
    TRUST_PROXY: z
      .string()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed === null) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
        return parsed ?? false;
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.WRITE_LIMITS === 'off')
      ctx.addIssue({
        code: 'custom',
        path: ['WRITE_LIMITS'],
        message: 'WRITE_LIMITS=off is not allowed when NODE_ENV is production (raise the limits in the settings instead)',
      });
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'DATABASE_URL is required when NODE_ENV is production (the embedded PostgreSQL is for development and tests only)',
      });
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET)
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'SESSION_SECRET is required when NODE_ENV is production' });
    const s3 = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const set = s3.filter((key) => env[key]);
    if (set.length > 0 && set.length < s3.length)
      for (const key of s3.filter((k) => !env[k]))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} is required when any S3_* variable is set (set all five for S3 storage, none for the local directory)`,
        });
    if (env.NODE_ENV === 'production')
      for (const key of PLATFORM_KEYS.filter((k) => !env[k]))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} is required when NODE_ENV is production (it goes on every invoice and the bank details)`,
        });
    for (const problem of verificationProblems(env)) ctx.addIssue({ code: 'custom', ...problem });
    const adminPasswordProblem = env.ADMIN_PASSWORD ? firstPasswordProblem(env.ADMIN_PASSWORD) : null;
    if (adminPasswordProblem) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: translateValidationMessage(adminPasswordProblem, 'en') });
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD))
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
  });

const SUMSUB_KEYS = ['SUMSUB_APP_TOKEN', 'SUMSUB_SECRET_KEY', 'SUMSUB_WEBHOOK_SECRET', 'SUMSUB_LEVEL_NAME'] as const;

/** Sumsub outside development; the sandbox only where nothing real depends on the answer. */
function verificationProviderOf(env: { NODE_ENV: string; VERIFICATION_PROVIDER?: VerificationProviderName | undefined }): VerificationProviderName {
  return env.VERIFICATION_PROVIDER ?? (env.NODE_ENV === 'production' ? 'sumsub' : 'sandbox');
}

function verificationProblems(
  env: { NODE_ENV: string; VERIFICATION_PROVIDER?: VerificationProviderName | undefined } & Partial<Record<(typeof SUMSUB_KEYS)[number], string>>,
) {
  const provider = verificationProviderOf(env);
  if (provider === 'sandbox')
    return env.NODE_ENV === 'production'
      ? [{ path: ['VERIFICATION_PROVIDER'], message: 'VERIFICATION_PROVIDER=sandbox is not allowed when NODE_ENV is production (it approves anyone who asks)' }]
      : [];
  return SUMSUB_KEYS.filter((key) => !env[key]).map((key) => ({
    path: [key],
    message: `${key} is required when the verification provider is sumsub${env.VERIFICATION_PROVIDER ? '' : ' (the default when NODE_ENV is production)'}`,
  }));
}

const PLATFORM_KEYS = [
  'PLATFORM_LEGAL_NAME',
  'PLATFORM_VAT_NUMBER',
  'PLATFORM_ADDRESS',
  'PLATFORM_CAP',
  'PLATFORM_CITY',
  'PLATFORM_PROVINCE',
  'PLATFORM_IBAN',
  'PLATFORM_SWIFT',
] as const;

/** The platform as supplier on its invoices and as recipient of bank transfers. */
export interface PlatformIdentity {
  legalName: string;
  /** Italian partita IVA, 11 digits. */
  vatNumber: string;
  address: string;
  cap: string;
  city: string;
  province: string;
  iban: string;
  swift: string;
}

/** Outside production only: a clearly fictitious company with valid check digits, so invoices validate. */
export const DEMO_PLATFORM: PlatformIdentity = {
  legalName: 'Bug Bounty Demo S.r.l.',
  vatNumber: '12345678903',
  address: 'Via della Demo 1',
  cap: '20121',
  city: 'Milano',
  province: 'MI',
  iban: 'IT60X0542811101000000123456',
  swift: 'BPMOIT22XXX',
};

export interface SumsubConfig {
  baseUrl: string;
  appToken: string;
  secretKey: string;
  webhookSecret: string;
  levelName: string;
}

export type VerificationConfig = { provider: 'sandbox' } | { provider: 'sumsub'; sumsub: SumsubConfig };

export interface S3Config {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  migrateOnStart: boolean;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Signs and seals everything new (CSRF tokens, upload URLs, opt-out links, two-factor secrets). */
  sessionSecret: string;
  /** SESSION_SECRET_PREVIOUS: what these signed or sealed is still accepted, so a rotation signs nobody out at once. */
  previousSessionSecrets: readonly string[];
  admin: { email: string; password: string } | undefined;
  storage: { kind: 'local'; directory: string } | { kind: 's3'; s3: S3Config };
  logLevel: string;
  webDistDir: string | undefined;
  /** Calls per minute from one address to each anonymous account entry point: sign-in, sign-up, forgot password... (the per-account lockout is separate). */
  authRateLimitPerMinute: number;
  /** Per-user limits on writes that notify people (modules/limits); WRITE_LIMITS=off only in tests and benches. */
  writeLimits: boolean;
  /** REDIS_URL: where the rate limits' counters live when set; PostgreSQL holds them otherwise. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** TRUST_PROXY: off by default, so request.ip is the socket's address and X-Forwarded-For cannot dodge the per-address limits. */
  trustProxy: TrustProxy;
  platform: PlatformIdentity;
  /** Identity verification (KYC): Sumsub, or the sandbox that development and tests use. */
  verification: VerificationConfig;
  /** Start pg-boss workers (the email sender). Tests that do not need them leave it off. */
  runJobs: boolean;
}

export class ConfigError extends StartupError {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment; throws ConfigError listing one clear message per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    migrateOnStart: e.MIGRATE_ON_START === 'true',
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    sessionSecret: e.SESSION_SECRET ?? developmentSecret(dataDir),
    previousSessionSecrets: e.SESSION_SECRET_PREVIOUS ?? [],
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          s3: {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT!,
            region: e.S3_REGION!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          },
        }
      : { kind: 'local', directory: join(dataDir, 'uploads') },
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    writeLimits: e.WRITE_LIMITS === 'on',
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    trustProxy: e.TRUST_PROXY ?? false,
    platform: {
      legalName: e.PLATFORM_LEGAL_NAME ?? DEMO_PLATFORM.legalName,
      vatNumber: e.PLATFORM_VAT_NUMBER ?? DEMO_PLATFORM.vatNumber,
      address: e.PLATFORM_ADDRESS ?? DEMO_PLATFORM.address,
      cap: e.PLATFORM_CAP ?? DEMO_PLATFORM.cap,
      city: e.PLATFORM_CITY ?? DEMO_PLATFORM.city,
      province: e.PLATFORM_PROVINCE ?? DEMO_PLATFORM.province,
      iban: e.PLATFORM_IBAN ?? DEMO_PLATFORM.iban,
      swift: e.PLATFORM_SWIFT ?? DEMO_PLATFORM.swift,
    },
    verification: verificationConfig(e),
    runJobs: true,
  };
}

function verificationConfig(e: z.infer<typeof envSchema>): VerificationConfig {
  if (verificationProviderOf(e) === 'sandbox') return { provider: 'sandbox' };
  return {
    provider: 'sumsub',
    // The schema's refinement guarantees these are set when the provider is sumsub.
    sumsub: {
      baseUrl: e.SUMSUB_BASE_URL.replace(/\/$/, ''),
      appToken: e.SUMSUB_APP_TOKEN!,
      secretKey: e.SUMSUB_SECRET_KEY!,
      webhookSecret: e.SUMSUB_WEBHOOK_SECRET!,
      levelName: e.SUMSUB_LEVEL_NAME!,
    },
  };
}

/** Outside production a secret is generated once and kept under DATA_DIR, so restarts keep sessions and 2FA secrets. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
