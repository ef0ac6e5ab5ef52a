/**
 * `npm run seed:scale -w apps/api` (DATABASE_URL required): bulk-inserts a platform at scale for benchmarks,
 * by default 1,000,000 users (about 85% hackers, 15% company users, 500 triagers), 100,000 companies
 * with their members and 200,000 audit entries, all in set-based SQL (generate_series), then VACUUM ANALYZE.
 * Every seeded user has the password SCALE_PASSWORD. Refuses to run twice on one database.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { NOTIFICATION_SETTINGS } from '@bb/domain';
import { createDatabase, runMigrations } from '../db/client.ts';
import { hashPassword } from '../lib/password.ts';

export const SCALE_PASSWORD = 'Scale-Password-2026!';
export const SCALE_EMAIL_DOMAIN = 'scale.test';

export interface ScaleOptions {
  users: number;
  companies: number;
  auditEntries: number;
  log?: (message: string) => void;
}

const DEFAULTS: ScaleOptions = { users: 1_000_000, companies: 100_000, auditEntries: 200_000 };
const BATCH = 100_000;

const FIRST_NAMES = [
  'Giulia', 'Marco', 'Sara', 'Luca', 'Chiara', 'Andrea', 'Francesca', 'Matteo', 'Elena', 'Alessandro', 'Martina', 'Davide', 'Valentina', 'Simone',
  'Federica', 'Lorenzo', 'Alessia', 'Riccardo', 'Silvia', 'Paolo', 'Laura', 'Stefano', 'Anna', 'Giorgio', 'Elisa', 'Roberto', 'Marta', 'Fabio',
  'Ilaria', 'Nicola', 'Emma', 'Pietro', 'Sofia', 'Tommaso', 'Beatrice', 'Michele', 'Aurora', 'Daniele', 'Greta', 'Filippo',
];
const LAST_NAMES = [
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'Deluca',
  'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara',
  'Galli', 'Martini', 'Leone', 'Longo', 'Gentile', 'Martinelli', 'Vitale', 'Lombardo', 'Serra', 'Coppola', 'Desantis', 'Marchetti', 'Parisi',
];
const COMPANY_WORDS = ['Nova', 'Alfa', 'Delta', 'Orion', 'Vega', 'Aurora', 'Zenit', 'Polaris', 'Sirio', 'Atlas', 'Kronos', 'Iride', 'Astra', 'Fenice', 'Lumen', 'Vertex', 'Quasar', 'Cobalto', 'Ardesia', 'Levante'];
const COMPANY_KINDS = ['Digital', 'Systems', 'Software', 'Networks', 'Solutions', 'Consulting', 'Labs', 'Cloud', 'Data', 'Security', 'Logistics', 'Energia', 'Finance', 'Health', 'Media', 'Retail', 'Foods', 'Travel', 'Engineering', 'Robotics'];
const SECTORS = ['FINANCIAL', 'HEALTHCARE', 'TECHNOLOGY', 'GOVERNMENT', 'MEDIA', 'ENERGY', 'RETAIL', 'MANUFACTURING', 'TRANSPORT', 'PUBLIC', 'PROFESSIONAL', 'FOOD', 'ENTERTAINMENT', 'HOSPITALITY', 'EDUCATION', 'AGRICULTURE', 'OTHER'];
const AUDIT_ACTIONS = ['company.verify', 'company.add_balance', 'program.approve', 'program.pause', 'report.triage', 'report.approve', 'payment.approve', 'user.block', 'user.unblock', 'settings.update'];

/** Interleaved over time: every 2000th user is a triager, 3 in 20 are company users, the rest hackers. */
const USER_TYPE_SQL = `case when i % 2000 = 0 then 'staff' when i % 20 in (1, 2, 3) then 'company' else 'hacker' end`;
const KYC_SQL = `(array['not_started','not_started','not_started','not_started','init','pending','approved','approved','retry','rejected'])[1 + (i * 7) % 10]`;

async function insertUsers(client: pg.Client, options: ScaleOptions, passwordHash: string) {
  const notifications = JSON.stringify(Object.fromEntries(NOTIFICATION_SETTINGS.map((key) => [key, true])));
  for (let from = 1; from <= options.users; from += BATCH) {
    const to = Math.min(from + BATCH - 1, options.users);
    await client.query(
      `insert into users (email, username, password_hash, first_name, last_name, user_type, is_active, is_blocked, referral_code, notification_settings, kyc_status, created_at, updated_at)
       select lower(f) || '.' || lower(l) || i || '@' || (array['mail','posta','corp','lab'])[1 + i % 4] || '.${SCALE_EMAIL_DOMAIN}',
              lower(f) || '_' || lower(l) || i, $1, f, l, (${USER_TYPE_SQL})::user_type, true, i % 499 = 0,
              'z' || lpad(to_hex(i), 7, '0'), $2::jsonb,
              (case when ${USER_TYPE_SQL} = 'hacker' then ${KYC_SQL} else 'not_started' end)::kyc_status, t, t
       from generate_series($3::int, $4::int) i
       cross join lateral (select $5::text[] as fs, $6::text[] as ls) names
       cross join lateral (select fs[1 + i % cardinality(fs)] as f, ls[1 + (i / cardinality(fs)) % cardinality(ls)] as l,
                                  now() - ($7::int - i) * interval '95 seconds' - (i::bigint * 7919 % 60) * interval '1 second' as t) r`,
      [passwordHash, notifications, from, to, FIRST_NAMES, LAST_NAMES, options.users],
    );
    options.log?.(`  users ${to.toLocaleString('en')} / ${options.users.toLocaleString('en')}`);
  }
}

async function insertCompanies(client: pg.Client, options: ScaleOptions) {
  await client.query(
    `insert into companies (name, businessname, vat, pec, sdi, address, city, cap, state, country, sector, employees, is_verified, reference_code, created_at, updated_at)
     select w || ' ' || k, w || ' ' || k || ' S.r.l.', lpad((k * 7)::text, 11, '0'), 'amministrazione@pec.company' || k || '.${SCALE_EMAIL_DOMAIN}', 'M5UXCR1',
            'Via Roma ' || (1 + k % 200), 'Milano', '20121', 'MI', 'ITA', ($2::text[])[1 + k % cardinality($2::text[])],
            (array['SMALL','MEDIUM','LARGE'])[1 + k % 3], k % 4 <> 0, 'SCALE-' || k, t, t
     from generate_series(1, $1::int) k
     cross join lateral (select ($3::text[])[1 + k % cardinality($3::text[])] || ' ' || ($4::text[])[1 + (k / cardinality($3::text[])) % cardinality($4::text[])] as w,
                                now() - ($1::int - k) * interval '950 seconds' as t) r`,
    [options.companies, SECTORS, COMPANY_WORDS, COMPANY_KINDS],
  );
  options.log?.(`  companies ${options.companies.toLocaleString('en')}`);
}

/** The first company user of each company is its admin; the others join as triagers, round robin. */
async function insertMembers(client: pg.Client, options: ScaleOptions) {
  await client.query(
    `insert into company_members (company_id, user_id, role, created_at)
     select c.id, u.id, (case when u.rn <= $1 then 'ADMIN' else 'TRIAGER' end)::company_role, u.created_at
     from (select id, created_at, row_number() over (order by created_at, id) as rn from users where user_type = 'company' and email like '%.${SCALE_EMAIL_DOMAIN}') u
     join (select id, row_number() over (order by created_at, id) as rn from companies where reference_code like 'SCALE-%') c on c.rn = (u.rn - 1) % $1 + 1`,
    [options.companies],
  );
  options.log?.('  company members');
}

async function insertAuditEntries(client: pg.Client, options: ScaleOptions) {
  await client.query(
    `with actors as (select array_agg(id order by id) as ids from users where user_type in ('staff', 'superadmin'))
     insert into audit_log (actor_id, action, target_type, target_id, details, created_at)
     select ids[1 + i % cardinality(ids)], a, split_part(a, '.', 1), gen_random_uuid()::text, jsonb_build_object('seq', i),
            now() - ($1::int - i) * interval '470 seconds'
     from generate_series(1, $1::int) i, actors
     cross join lateral (select ($2::text[])[1 + i % cardinality($2::text[])] as a) action`,
    [options.auditEntries, AUDIT_ACTIONS],
  );
  options.log?.(`  audit entries ${options.auditEntries.toLocaleString('en')}`);
}

/** Seeds the scale data into an already migrated database. Returns false when it was already there. */
export async function seedScale(databaseUrl: string, overrides: Partial<ScaleOptions> = {}): Promise<boolean> {
  const options = { ...DEFAULTS, ...overrides };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const seeded = await client.query(`select 1 from companies where reference_code = 'SCALE-1'`);
    if (seeded.rowCount) return false;
    await client.query(`set synchronous_commit = off; set maintenance_work_mem = '256MB'; set work_mem = '64MB'`);
    // One precomputed hash for everyone: a million argon2id hashes would take hours.
    const passwordHash = await hashPassword(SCALE_PASSWORD);
    await insertUsers(client, options, passwordHash);
    await insertCompanies(client, options);
    await insertMembers(client, options);
    await insertAuditEntries(client, options);
    // VACUUM sets the visibility map, so counts can be answered from indexes alone.
    await client.query('vacuum analyze users, companies, company_members, audit_log');
    options.log?.('  vacuum analyze done');
    return true;
  } finally {
    await client.end();
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required: the database to seed');
  const { db, pool } = createDatabase(url, 1);
  await runMigrations(db);
  await pool.end();
  const started = performance.now();
  const counts = {
    users: Number(process.env.SCALE_USERS ?? DEFAULTS.users),
    companies: Number(process.env.SCALE_COMPANIES ?? DEFAULTS.companies),
    auditEntries: Number(process.env.SCALE_AUDIT_ENTRIES ?? DEFAULTS.auditEntries),
  };
  const done = await seedScale(url, { ...counts, log: console.log });
  console.log(done ? `Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s; every seeded user's password is ${SCALE_PASSWORD}` : 'Scale data already present: nothing done.');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
