/**
 * The fixtures of `npm run bench:writes`: verified companies with a funded wallet, each with the same active
 * self-managed programs, its ADMIN signed in, a few hackers who may report (identity verified, tax regime, IBAN), and
 * reports waiting in each state the load acts on. Only the users are inserted directly (as the demo accounts and the
 * tests' ready hackers are); companies, deposits, programs and reports go through the API, as the super admin, the
 * companies and the hackers, so the money and the figures the server keeps are made the way real use makes them
 * (and `ledger:check` and `stats:check` apply).
 */
import { reportFormFor, richText } from '../../src/test/forms.ts';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_NON_QUALIFYING, partitaIvaCheckDigit, PLATFORM_SETTINGS } from '@bb/domain';
import { createDatabase } from '../../src/db/client.ts';
import { hackerPaymentSettings, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { insertActiveUser } from '../../src/modules/accounts/index.ts';
import { call, enrolTwoFactor, signIn } from '../bench-http.ts';

export const SHAPE = { companies: 20, programsPerCompany: 1, hackersPerCompany: 3, newReports: 6, triagedReports: 6 } as const;
const PASSWORD = 'Bench-Writes-2026!';
/** Euro: deposited VAT-exempt, so all of it is credited; each program's budget; what a reward pays. */
const DEPOSIT = 1_500_000;
const PROGRAM_BUDGET = 500_000;
export const REWARD = 50;
export const SUPER_ADMIN = { email: 'admin@bench.writes.test', password: PASSWORD };

export type Severity = 'medium' | 'high';

export interface Session {
  userId: string;
  /** JSON headers with the session cookie and its CSRF token. */
  headers: Record<string, string>;
}

export interface BenchReport {
  id: string;
  severity: Severity;
  hacker: Session;
}

/** One company and what the load does with it; `reports` are pools by status, a report leaves its pool while in use. */
export interface Tenant {
  companyId: string;
  admin: Session;
  hackers: Session[];
  programs: { id: string; targetId: string }[];
  reports: { new: BenchReport[]; triaged: BenchReport[] };
}

/** The hacker's form for one of the tenant's programs. */
export const reportForm = (program: Tenant['programs'][number]) => reportFormFor({ programId: program.id, targetId: program.targetId });

function programForm(companyId: string, index: number) {
  return {
    company: companyId,
    name: `Bench program ${index + 1}`,
    isPublic: true,
    content: richText('Testate il nostro sito.'),
    language: 'it',
    policy: null,
    scope: [{ name: `app${index + 1}.example.com`, type: 'WEB_APPLICATION', lowPrize: 100, mediumPrize: 300, highPrize: 800, criticalPrize: 2000 }],
    outOfScope: null,
    nonQualifying: DEFAULT_NON_QUALIFYING.it,
    budget: PROGRAM_BUDGET,
    isManaged: false,
    verificationService: false,
  };
}

/** A partita IVA of its own per company (one registration per number): the index, office 001, the check digit. */
function partitaIva(index: number): string {
  const firstTen = `${String(index + 1).padStart(7, '0')}001`;
  return `${firstTen}${partitaIvaCheckDigit(firstTen)}`;
}

const companyForm = (index: number) => ({
  name: `Bench company ${index + 1}`,
  businessname: `Bench company ${index + 1} S.r.l.`,
  vat: partitaIva(index),
  pec: `company${index + 1}@pec.bench.writes.test`,
  sdi: 'M5UXCR1',
  address: 'Via Roma 1',
  city: 'Milano',
  cap: '20121',
  state: 'MI',
  country: 'ITA',
  sector: 'TECHNOLOGY',
  employees: 'SMALL',
});

/** Past the reporting gate (as the reports tests' readyHacker makes one): identity verified, tax regime and IBAN set. */
const READY_HACKER_SETTINGS = {
  version: 1,
  taxRegime: 'foreign_occasional',
  residenceCountry: 'ESP',
  taxId: 'X1234567L',
  residenceState: 'CT',
  residenceAddress: 'Carrer de Mallorca 120',
  residenceCity: 'Barcelona',
  residenceCap: '08036',
  iban: 'ES9121000418450200051332',
  swift: 'CAIXESBBXXX',
} as const;

/**
 * Per-user write limits (a platform setting, once the server has it) raised far above the load: the limiter still
 * runs on every write, as in production, but never refuses one. Answers what was done, for the bench to print.
 */
export async function liftWriteLimits(databaseUrl: string): Promise<string> {
  const setting = (PLATFORM_SETTINGS as Record<string, { schema: { parse: (value: unknown) => unknown }; default: unknown } | undefined>).WRITE_LIMITS;
  if (!setting) return 'write limits: no WRITE_LIMITS setting on this server, nothing to lift';
  const names = Object.keys(setting.default as Record<string, unknown>);
  const value = setting.schema.parse(Object.fromEntries(names.map((name) => [name, { max: 100_000, windowMinutes: 1 }])));
  const { db, pool } = createDatabase(databaseUrl, 1);
  try {
    await db.execute(
      sql`insert into platform_settings (key, value) values ('WRITE_LIMITS', ${JSON.stringify(value)}::jsonb) on conflict (key) do update set value = excluded.value`,
    );
  } finally {
    await pool.end();
  }
  return `write limits: WRITE_LIMITS set to 100,000 writes a minute per user for ${names.join(', ')} (platform_settings, before the load)`;
}

/**
 * The company admins and the hackers, inserted active with one password (as the demo accounts are); the hackers made
 * ready to report directly, as the tests make them (the verification and payment settings flows have their own tests).
 */
async function insertUsers(databaseUrl: string) {
  const passwordHash = await hashPassword(PASSWORD);
  const { db, pool } = createDatabase(databaseUrl, 1);
  const user = (userType: 'company' | 'hacker', name: string) =>
    insertActiveUser(db, { email: `${name}@bench.writes.test`, username: name, passwordHash, userType, firstName: 'Bench', lastName: name });
  try {
    for (let c = 0; c < SHAPE.companies; c++) {
      await user('company', `company${c + 1}`);
      for (let h = 0; h < SHAPE.hackersPerCompany; h++) {
        const userId = await user('hacker', `hacker${c + 1}_${h + 1}`);
        await db.update(users).set({ kycStatus: 'approved' }).where(eq(users.id, userId));
        await db.insert(hackerPaymentSettings).values({ userId, ...READY_HACKER_SETTINGS });
      }
    }
  } finally {
    await pool.end();
  }
}

async function session(base: string, name: string): Promise<Session> {
  const { headers, body } = await signIn(base, { email: `${name}@bench.writes.test`, password: PASSWORD });
  return { userId: body.id, headers };
}

/** The super admin the server made from ADMIN_EMAIL, enrolling two-factor at this first sign-in. */
async function superAdminSession(base: string): Promise<Session> {
  const { headers, body } = await signIn(base, SUPER_ADMIN);
  if (body.otpEnrollmentRequired) await enrolTwoFactor(base, headers);
  return { userId: body.id, headers };
}

const json = async <T>(response: Promise<Response>): Promise<T> => (await (await response).json()) as T;

/** Registered by its admin, verified by the super admin, funded by a deposit the super admin records and accredits. */
async function verifiedFundedCompany(base: string, superAdmin: Session, index: number): Promise<{ companyId: string; admin: Session }> {
  const admin = await session(base, `company${index + 1}`);
  const { id: companyId, referenceCode } = await json<{ id: string; referenceCode: string }>(call(base, '/api/companies', admin.headers, companyForm(index)));
  await call(base, `/api/companies/${companyId}/verify`, superAdmin.headers, {});
  const deposit = { amount: DEPOSIT, date: new Date().toISOString().slice(0, 10), payerName: `Bench company ${index + 1}`, description: referenceCode };
  const { id: depositId } = await json<{ id: string }>(call(base, '/api/banking/company-transfers', superAdmin.headers, deposit));
  const approval = { ...superAdmin.headers, 'idempotency-key': randomUUID() };
  await call(base, `/api/banking/company-transfers/${depositId}/approve`, approval, { companyId, vatExempt: true });
  return { companyId, admin };
}

async function activePrograms(base: string, superAdmin: Session, companyId: string, admin: Session): Promise<Tenant['programs']> {
  const programs: Tenant['programs'] = [];
  for (let p = 0; p < SHAPE.programsPerCompany; p++) {
    const program = await json<{ id: string; scope: { id: string }[] }>(call(base, '/api/programs', admin.headers, programForm(companyId, p)));
    await call(base, `/api/programs/${program.id}/approve`, superAdmin.headers, {});
    programs.push({ id: program.id, targetId: program.scope[0]!.id });
  }
  return programs;
}

/** Reports sent by the tenant's hackers in turn; the company takes some in charge (triaged), the rest wait (new). */
async function seedReports(base: string, tenant: Tenant) {
  for (let r = 0; r < SHAPE.newReports + SHAPE.triagedReports; r++) {
    const hacker = tenant.hackers[r % tenant.hackers.length]!;
    const program = tenant.programs[r % tenant.programs.length]!;
    const { id } = await json<{ id: string }>(call(base, '/api/reports', hacker.headers, reportForm(program)));
    const report: BenchReport = { id, severity: 'high', hacker };
    if (r < SHAPE.triagedReports) {
      await call(base, `/api/reports/${id}/start`, tenant.admin.headers, {});
      tenant.reports.triaged.push(report);
    } else tenant.reports.new.push(report);
  }
}

/** Every tenant, one after the other (the setup is not what is measured: no concurrency, so today's code seeds too). */
export async function seedTenants(base: string, databaseUrl: string): Promise<Tenant[]> {
  await insertUsers(databaseUrl);
  const superAdmin = await superAdminSession(base);
  const tenants: Tenant[] = [];
  for (let c = 0; c < SHAPE.companies; c++) {
    const { companyId, admin } = await verifiedFundedCompany(base, superAdmin, c);
    const programs = await activePrograms(base, superAdmin, companyId, admin);
    const hackers: Session[] = [];
    for (let h = 0; h < SHAPE.hackersPerCompany; h++) hackers.push(await session(base, `hacker${c + 1}_${h + 1}`));
    const tenant: Tenant = { companyId, admin, hackers, programs, reports: { new: [], triaged: [] } };
    await seedReports(base, tenant);
    tenants.push(tenant);
  }
  return tenants;
}
