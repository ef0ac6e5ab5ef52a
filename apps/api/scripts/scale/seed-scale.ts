/**
 * `npm run seed:scale -w apps/api` (DATABASE_URL required): bulk-inserts a platform at scale for benchmarks,
 * by default 1,000,000 users (about 85% hackers, 15% company users, 500 triagers), 100,000 companies
 * with their members and 200,000 audit entries, then 1,000,000 ledger transactions over the companies'
 * wallets (10,000 of them on the demo company's), then 100,000 programs with their targets, then 1,000,000 reports with
 * their timelines and the points their decisions earned the hackers (the leaderboard; seed-scale-reports.ts), then
 * 200,000 payment intents (seed-scale-payments.ts), all in set-based SQL (generate_series), then VACUUM ANALYZE. Parts
 * insert with triggers off and rebuild the kept figures their rows feed (stats:rebuild) before they commit.
 * Every seeded user has the password SCALE_PASSWORD. Each part is seeded once: a second run adds nothing.
 * SCALE_FACTOR=0.01 seeds every count at 1/100 (scaledOptions); SCALE_USERS and the others set one count.
 */
import { pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { NOTIFICATION_SETTINGS, TARGET_TYPES } from '@bb/domain';
import { createDatabase, runMigrations } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { PLATFORM_ACCOUNT_KINDS } from '../../src/modules/ledger/ledger.kinds.ts';
import { checkLedger } from '../../src/modules/ledger/reconcile.ts';
import { rebuildStatistics } from '../../src/modules/stats/index.ts';
import { SCALE_PAYMENTS_DEFAULTS, seedScalePayments } from './seed-scale-payments.ts';
import { SCALE_REPORTS_DEFAULTS, seedScaleReports } from './seed-scale-reports.ts';

export const SCALE_PASSWORD = 'Scale-Password-2026!';
export const SCALE_EMAIL_DOMAIN = 'scale.test';

export interface ScaleOptions {
  users: number;
  companies: number;
  auditEntries: number;
  /** Ledger transactions over the seeded wallets, the demo company's included; 0 skips the ledger part. */
  ledgerTransactions: number;
  /** How many of them move the demo company's wallet (Demo Srl), when that company exists. */
  demoLedgerTransactions: number;
  /** Programs over the seeded companies, with 1 to 4 targets each; 0 skips the programs part. */
  programs: number;
  /** Reports over the live programs, with their timelines (seed-scale-reports.ts); 0 skips the reports part. */
  reports: number;
  /** Of them, on Demo Srl's programs, and sent by the bench hacker; and how many hackers report at all. */
  demoReports: number;
  benchHackerReports: number;
  reportingHackers: number;
  /** Payment intents of the rewarded reports and referral bonuses (seed-scale-payments.ts); 0 skips the payments part. */
  payments: number;
  log?: (message: string) => void;
}

const DEFAULTS: ScaleOptions = {
  users: 1_000_000,
  companies: 100_000,
  auditEntries: 200_000,
  ledgerTransactions: 1_000_000,
  demoLedgerTransactions: 10_000,
  programs: 100_000,
  reports: SCALE_REPORTS_DEFAULTS.reports,
  demoReports: SCALE_REPORTS_DEFAULTS.demoReports,
  benchHackerReports: SCALE_REPORTS_DEFAULTS.benchHackerReports,
  reportingHackers: SCALE_REPORTS_DEFAULTS.reportingHackers,
  payments: SCALE_PAYMENTS_DEFAULTS.payments,
};

/**
 * Every count of the default platform times `factor` (at least one of each): 0.01 seeds the platform at 1/100 of its
 * size with the same proportions, to see which lists slow down as the data grows (`npm run bench`'s growth ratio).
 */
export function scaledOptions(factor: number): Omit<ScaleOptions, 'log'> {
  const { log: _log, ...counts } = DEFAULTS;
  return Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, Math.max(1, Math.round(value * factor))])) as Omit<ScaleOptions, 'log'>;
}
/** The company admin the server creates in an empty development database; its company is "Demo Srl". */
export const DEMO_COMPANY_EMAIL = 'company@demo.bugbounty.local';
const BATCH = 100_000;

const FIRST_NAMES = [
  'Giulia',
  'Marco',
  'Sara',
  'Luca',
  'Chiara',
  'Andrea',
  'Francesca',
  'Matteo',
  'Elena',
  'Alessandro',
  'Martina',
  'Davide',
  'Valentina',
  'Simone',
  'Federica',
  'Lorenzo',
  'Alessia',
  'Riccardo',
  'Silvia',
  'Paolo',
  'Laura',
  'Stefano',
  'Anna',
  'Giorgio',
  'Elisa',
  'Roberto',
  'Marta',
  'Fabio',
  'Ilaria',
  'Nicola',
  'Emma',
  'Pietro',
  'Sofia',
  'Tommaso',
  'Beatrice',
  'Michele',
  'Aurora',
  'Daniele',
  'Greta',
  'Filippo',
];
const LAST_NAMES = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'Deluca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  'Desantis',
  'Marchetti',
  'Parisi',
];
const COMPANY_WORDS = [
  'Nova',
  'Alfa',
  'Delta',
  'Orion',
  'Vega',
  'Aurora',
  'Zenit',
  'Polaris',
  'Sirio',
  'Atlas',
  'Kronos',
  'Iride',
  'Astra',
  'Fenice',
  'Lumen',
  'Vertex',
  'Quasar',
  'Cobalto',
  'Ardesia',
  'Levante',
];
const COMPANY_KINDS = [
  'Digital',
  'Systems',
  'Software',
  'Networks',
  'Solutions',
  'Consulting',
  'Labs',
  'Cloud',
  'Data',
  'Security',
  'Logistics',
  'Energia',
  'Finance',
  'Health',
  'Media',
  'Retail',
  'Foods',
  'Travel',
  'Engineering',
  'Robotics',
];
const SECTORS = [
  'FINANCIAL',
  'HEALTHCARE',
  'TECHNOLOGY',
  'GOVERNMENT',
  'MEDIA',
  'ENERGY',
  'RETAIL',
  'MANUFACTURING',
  'TRANSPORT',
  'PUBLIC',
  'PROFESSIONAL',
  'FOOD',
  'ENTERTAINMENT',
  'HOSPITALITY',
  'EDUCATION',
  'AGRICULTURE',
  'OTHER',
];
const AUDIT_ACTIONS = [
  'company.verify',
  'company.add_balance',
  'program.approve',
  'program.pause',
  'report.triage',
  'report.approve',
  'payment.approve',
  'user.block',
  'user.unblock',
  'settings.update',
];

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

const LEDGER_MARKER = 'scale-ledger:';
/** A deterministic uuid from a text key, with the version 4 and variant bits set so that it validates as one. */
const uuidOf = (key: string) => `overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The wallets to move: the demo company as wallet 0 when it exists, then the seeded companies as 1..n. */
async function prepareWallets(client: pg.Client, demoCompanyId: string | null): Promise<number> {
  await client.query(
    `create temp table seed_wallets on commit drop as
     select 0 as idx, $1::uuid as company_id where $1::uuid is not null
     union all
     select row_number() over (order by substring(reference_code from 7)::int)::int, id from companies where reference_code like 'SCALE-%'`,
    [demoCompanyId],
  );
  await client.query(
    `insert into ledger_accounts (kind, owner_id, company_id, allow_negative, created_at)
     select 'company_wallet', company_id, company_id, false, now() - interval '366 days' from seed_wallets
     union all
     select kind::ledger_account_kind, null, null, true, now() - interval '366 days' from unnest($1::text[]) kind
     on conflict (kind, owner_id) do nothing`,
    [PLATFORM_ACCOUNT_KINDS],
  );
  await client.query(
    `alter table seed_wallets add column wallet_id uuid;
     update seed_wallets w set wallet_id = a.id from ledger_accounts a where a.kind = 'company_wallet' and a.owner_id = w.company_id;
     create unique index on seed_wallets (idx); analyze seed_wallets`,
  );
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from seed_wallets where idx > 0`);
  return rows[0]?.n ?? 0;
}

/**
 * One row per transaction. Transaction n (oldest first, spread evenly over the past year) goes to the demo wallet
 * when it is one of `demo` evenly spaced ones, else round robin over the seeded wallets. Each wallet moves in cycles
 * of five, with one set of amounts per cycle: a deposit D (net, 22% VAT on top), a program created with a budget of
 * 10-35% of D plus a 10% fee, an admin adjustment of +/- (100 EUR + up to 5% of D), a second program like the first,
 * and the refund of the first program's budget. Debits in a cycle total at most 92% of its deposit, which comes
 * first, and a cycle never ends lower than it began: no wallet is ever below zero. The second program stays open.
 */
async function planLedgerTransactions(client: pg.Client, total: number, demo: number, wallets: number) {
  await client.query(
    `create temp table seed_tx on commit drop as
     select n, ${uuidOf(`'${LEDGER_MARKER}' || n`)} as tx_id, w.company_id, w.wallet_id,
            (array['deposit','program_creation','admin_adjustment','program_creation','program_refund'])[1 + k.step]::ledger_transaction_type as type,
            now() - ($1::int - n) * (interval '365 days' / $1::int) as created_at,
            case k.step when 0 then a.d when 1 then -(a.b1 + (a.b1 + 5) / 10) when 2 then a.adj when 3 then -(a.b3 + (a.b3 + 5) / 10) else a.b1 end as wallet_amount,
            case k.step when 1 then ${uuidOf(`'scale-program:' || k.cycle_key || ':1'`)} when 3 then ${uuidOf(`'scale-program:' || k.cycle_key || ':3'`)}
                        when 4 then ${uuidOf(`'scale-program:' || k.cycle_key || ':1'`)} end as program_id,
            case k.step when 1 then a.b1 when 3 then a.b3 when 4 then -a.b1 end as program_amount,
            (case k.step when 0 then 'bank_clearing' when 1 then 'platform_fees' when 2 then 'platform_adjustments' when 3 then 'platform_fees' end)::ledger_account_kind as platform_kind,
            case k.step when 0 then -(a.d + a.vat) when 1 then (a.b1 + 5) / 10 when 2 then -a.adj when 3 then (a.b3 + 5) / 10 end as platform_amount,
            case k.step when 0 then a.vat end as vat_amount
     from generate_series(1, $1::int) n
     cross join lateral (select n::bigint * $2::int / $1::int as upto, (n - 1)::bigint * $2::int / $1::int as before) d
     cross join lateral (select case when d.upto > d.before then 0 else 1 + (n - d.upto - 1) % $3::int end as idx,
                                case when d.upto > d.before then d.before else (n - d.upto - 1) / $3::int end as pos) p
     join seed_wallets w on w.idx = p.idx
     cross join lateral (select p.idx::bigint * 1000000 + p.pos / 5 as cycle_key, (p.pos % 5)::int as step, p.pos / 5 % 2 = 0 as up) k
     cross join lateral (select 100000 + (hashint8extended(k.cycle_key, 1) & 2147483647) % 4900000 as d) dep
     cross join lateral (select dep.d, (dep.d * 22 + 50) / 100 as vat,
                                dep.d * (10 + (hashint8extended(k.cycle_key, 2) & 2147483647) % 26) / 100 as b1,
                                dep.d * (10 + (hashint8extended(k.cycle_key, 4) & 2147483647) % 26) / 100 as b3,
                                (10000 + (hashint8extended(k.cycle_key, 3) & 2147483647) % (dep.d / 20)) * (case when k.up then 1 else -1 end) as adj) a`,
    [total, demo, wallets],
  );
}

/** Transactions, program budget accounts, then every leg as one row (wallet, program budget, platform account, VAT). */
async function insertLedgerRows(client: pg.Client) {
  await client.query(
    `insert into ledger_transactions (id, type, reference_id, memo, created_at)
     select tx_id, type, program_id, case when type = 'admin_adjustment' then case when wallet_amount > 0 then 'increase' else 'decrease' end end, created_at
     from seed_tx order by n`,
  );
  await client.query(
    `insert into ledger_accounts (kind, owner_id, company_id, allow_negative, created_at)
     select 'program_budget', program_id, company_id, false, created_at from seed_tx where type = 'program_creation'
     on conflict (kind, owner_id) do nothing`,
  );
  await client.query(
    `create temp table seed_legs on commit drop as
     select t.n, 0 as leg, t.tx_id, t.type, t.created_at, t.wallet_id as account_id, t.wallet_amount as amount, t.company_id as wallet_company_id from seed_tx t
     union all
     select t.n, 1, t.tx_id, t.type, t.created_at, b.id, t.program_amount, null::uuid from seed_tx t join ledger_accounts b on b.kind = 'program_budget' and b.owner_id = t.program_id
     union all
     select t.n, 2, t.tx_id, t.type, t.created_at, f.id, t.platform_amount, null::uuid from seed_tx t join ledger_accounts f on f.kind = t.platform_kind and f.owner_id is null
     union all
     select t.n, 3, t.tx_id, t.type, t.created_at, v.id, t.vat_amount, null::uuid from seed_tx t join ledger_accounts v on v.kind = 'vat_payable' and v.owner_id is null where t.vat_amount <> 0`,
  );
  // Ids follow time, as live postings do; balance-after is the running sum per account in id order, from the account's current balance.
  await client.query(
    `insert into ledger_postings (id, transaction_id, account_id, amount_cents, balance_after_cents, type, wallet_company_id, created_at) overriding system value
     select s.base + row_number() over (order by l.n, l.leg), l.tx_id, l.account_id, l.amount,
            a.balance_cents + sum(l.amount) over (partition by l.account_id order by l.n, l.leg rows unbounded preceding),
            l.type, l.wallet_company_id, l.created_at
     from seed_legs l join ledger_accounts a on a.id = l.account_id cross join (select coalesce(max(id), 0) as base from ledger_postings) s
     order by l.n, l.leg`,
  );
  await client.query(`select setval(pg_get_serial_sequence('ledger_postings', 'id'), (select max(id) from ledger_postings))`);
  await client.query(
    `update ledger_accounts a
     set balance_cents = a.balance_cents + s.balance, credited_cents = a.credited_cents + s.credited, postings_count = a.postings_count + s.n,
         is_closed = a.is_closed or (a.kind = 'program_budget' and s.refunded)
     from (select account_id, sum(amount) as balance, sum(greatest(amount, 0)) as credited, count(*) as n, bool_or(type = 'program_refund') as refunded
           from seed_legs group by account_id) s
     where a.id = s.account_id`,
  );
}

/** checkLedger, plus: no account that must stay positive was below zero after any posting. Throws on any problem. */
async function verifyLedger(client: pg.Client) {
  const report = await checkLedger(drizzle(client, { schema, casing: 'snake_case' }));
  const { rows } = await client.query<{ id: string; account_id: string; balance_after_cents: string }>(
    `select p.id, p.account_id, p.balance_after_cents from ledger_postings p join ledger_accounts a on a.id = p.account_id
     where not a.allow_negative and p.balance_after_cents < 0 limit 10`,
  );
  const problems = [
    ...report.problems.map((p) => `${p.kind} ${p.id}: ${p.detail}`),
    ...rows.map((r) => `negative_running_balance posting ${r.id}: account ${r.account_id} at ${r.balance_after_cents}`),
  ];
  if (problems.length) throw new Error(`ledger check failed after seeding, nothing kept:\n  ${problems.slice(0, 20).join('\n  ')}`);
  return report;
}

/** Demo Srl's id, when the server seeded the demo accounts. */
async function demoCompany(client: pg.Client): Promise<string | null> {
  const { rows } = await client.query<{ company_id: string }>(
    `select m.company_id from company_members m join users u on u.id = m.user_id where u.email = $1 order by m.created_at limit 1`,
    [DEMO_COMPANY_EMAIL],
  );
  return rows[0]?.company_id ?? null;
}

/**
 * Seeds the ledger part: `ledgerTransactions` transactions over the seeded companies' wallets, `demoLedgerTransactions`
 * of them on the demo company's. Triggers (the per-transaction balance check at commit, the foreign keys) are off
 * for the insert, so everything runs in one transaction that commits only after the whole ledger checks out.
 * Returns false when already seeded.
 */
export async function seedScaleLedger(client: pg.Client, options: ScaleOptions): Promise<boolean> {
  if (options.ledgerTransactions <= 0) return false;
  const seeded = await client.query(`select 1 from ledger_transactions where id = ${uuidOf(`'${LEDGER_MARKER}1'`)}`);
  if (seeded.rowCount) return false;
  const demoCompanyId = await demoCompany(client);
  await client.query('begin');
  try {
    await client.query(`set local session_replication_role = replica; set local work_mem = '256MB'`);
    const wallets = await prepareWallets(client, demoCompanyId);
    if (wallets === 0) throw new Error('the ledger part needs the seeded companies (SCALE-*)');
    const demoCount = demoCompanyId ? Math.min(options.demoLedgerTransactions, options.ledgerTransactions) : 0;
    await planLedgerTransactions(client, options.ledgerTransactions, demoCount, wallets);
    options.log?.(`  ledger: ${options.ledgerTransactions.toLocaleString('en')} transactions planned (${demoCount.toLocaleString('en')} on Demo Srl)`);
    await insertLedgerRows(client);
    options.log?.('  ledger: transactions, accounts and postings inserted; checking');
    const report = await verifyLedger(client);
    // The balances per account kind on the dashboards (their triggers are off during the insert).
    await rebuildStatistics(drizzle(client, { schema, casing: 'snake_case' }), { from: ['ledger_accounts'] });
    await client.query('commit');
    options.log?.(
      `  ledger: ${report.transactions.toLocaleString('en')} transactions, ${report.postings.toLocaleString('en')} postings, ${report.accounts.toLocaleString('en')} accounts; every balance matches its postings`,
    );
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('vacuum analyze ledger_accounts, ledger_transactions, ledger_postings');
  options.log?.('  ledger: vacuum analyze done');
  return true;
}

const PROGRAM_MARKER = 'scale-program-list:';
/** What a program protects: each word names about 1% of the programs (PROGRAM_SEARCH_WORD is one of them). */
const PROGRAM_PRODUCTS = [
  'Pagamenti',
  'Fatturazione',
  'Anagrafe',
  'Prenotazioni',
  'Biglietteria',
  'Ordini',
  'Magazzino',
  'Spedizioni',
  'Tracking',
  'Fidelity',
  'Rimborsi',
  'Sinistri',
  'Polizze',
  'Mutui',
  'Prestiti',
  'Conti',
  'Carte',
  'Bonifici',
  'Trading',
  'Wallet',
  'Checkout',
  'Catalogo',
  'Marketplace',
  'Booking',
  'Loyalty',
  'Payroll',
  'Presenze',
  'Turni',
  'Cartella',
  'Referti',
  'Ricette',
  'Telemedicina',
  'Vaccini',
  'Ticketing',
  'Helpdesk',
  'Assistenza',
  'CRM',
  'ERP',
  'Intranet',
  'Extranet',
  'Webmail',
  'Firma',
  'Conservazione',
  'Protocollo',
  'Archivio',
  'Documenti',
  'Contratti',
  'Preventivi',
  'Offerte',
  'Aste',
  'Energia',
  'Contatori',
  'Bollette',
  'Letture',
  'Smartgrid',
  'Domotica',
  'Telecamere',
  'Accessi',
  'Badge',
  'Parcheggi',
  'Mobilita',
  'Noleggio',
  'Flotte',
  'Logistica',
  'Consegne',
  'Rider',
  'Menu',
  'Ristorazione',
  'Hotel',
  'Camere',
  'Eventi',
  'Streaming',
  'Podcast',
  'Notizie',
  'Abbonamenti',
  'Newsletter',
  'Sondaggi',
  'Elezioni',
  'Tributi',
  'Multe',
  'Certificati',
  'Scuola',
  'Registro',
  'Esami',
  'Iscrizioni',
  'Biblioteca',
  'Museo',
  'Turismo',
  'Meteo',
  'Mappe',
  'Sensori',
  'Telemetria',
  'Diagnostica',
  'Manutenzione',
  'Ricambi',
  'Officina',
  'Garanzie',
  'Resi',
  'Recensioni',
  'Affiliati',
];
const PROGRAM_CHANNELS = ['Portal', 'App', 'Online', 'Platform', 'Gateway', 'Suite', 'Hub', 'Web'];
/** A word in about 1% of the seeded program names, for the name filter. */
export const PROGRAM_SEARCH_WORD = 'Fatturazione';
/** Target types drawn per target: web applications most often, then APIs and domains. */
const TARGET_DRAW = [
  'WEB_APPLICATION',
  'WEB_APPLICATION',
  'WEB_APPLICATION',
  'API',
  'API',
  'DOMAIN',
  'DOMAIN',
  'CIDR',
  'MOBILE_ANDROID',
  'MOBILE_IOS',
  'OTHER',
];
/** A non-negative pseudo-random integer from an integer SQL expression and a seed. */
const hashOf = (expr: string, seed: number) => `(hashint8extended((${expr})::bigint, ${seed}) & 2147483647)`;

/** The seeded hacker the bench signs in as (password SCALE_PASSWORD): the oldest one not blocked. */
export async function scaleHacker(client: pg.Client): Promise<{ id: string; email: string } | null> {
  const { rows } = await client.query<{ id: string; email: string }>(
    `select id, email from users where user_type = 'hacker' and email like '%.${SCALE_EMAIL_DOMAIN}' and not is_blocked order by created_at, id limit 1`,
  );
  return rows[0] ?? null;
}

/**
 * One row per program. Program i (oldest first, over the past two years) is 80% active, 7% pending, 5% paused,
 * 3% deleted and 5% draft, 80% public and 60% managed. Past the draft stage it takes, when the ledger part left
 * one, a budget account without a program (its owner id, company and credited amount), so that the list's budget
 * join finds real balances (Demo Srl holds about 1% of them); otherwise a company round robin and no account.
 */
async function planPrograms(client: pg.Client, total: number): Promise<number> {
  await client.query(
    `create temp table seed_companies on commit drop as
     select row_number() over (order by substring(reference_code from 7)::int)::int as idx, id from companies where reference_code like 'SCALE-%';
     create unique index on seed_companies (idx); analyze seed_companies;
     create temp table seed_budgets on commit drop as
     select row_number() over (order by a.is_closed, a.owner_id)::int as idx, a.owner_id, a.company_id, a.credited_cents
     from ledger_accounts a where a.kind = 'program_budget' and a.owner_id is not null and not exists (select 1 from programs p where p.id = a.owner_id);
     create unique index on seed_budgets (idx); analyze seed_budgets`,
  );
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from seed_companies`);
  const companies = rows[0]?.n ?? 0;
  if (companies === 0) return 0;
  await client.query(
    `create temp table seed_programs on commit drop as
     select p.i, coalesce(b.owner_id, ${uuidOf(`'${PROGRAM_MARKER}' || p.i`)}) as id, coalesce(b.company_id, c.id) as company_id,
            p.brand || ' ' || p.product || ' ' || p.channel as name, lower(p.product) || '-' || p.i as slug,
            p.status, p.is_public, p.is_managed, p.language, p.n_targets, p.created_at,
            case when p.status <> 'draft' then coalesce(b.credited_cents, p.typed_cents) when p.i % 2 = 0 then p.typed_cents end as budget_cents
     from (
       select i, h.brand, h.product, h.channel,
              (case when h.s < 5 then 'draft' when h.s < 12 then 'pending' when h.s < 17 then 'paused' when h.s < 20 then 'deleted' else 'active' end)::program_status as status,
              ${hashOf('i', 2)} % 100 < 80 as is_public, ${hashOf('i', 3)} % 100 < 60 as is_managed,
              case when i % 4 = 0 then 'en' else 'it' end as language, 1 + ${hashOf('i', 4)} % 4 as n_targets,
              (100000 + ${hashOf('i', 5)} % 4900000)::bigint as typed_cents,
              now() - ($1::int - i) * (interval '730 days' / $1::int) - ${hashOf('i', 6)} % 3600 * interval '1 second' as created_at
       from generate_series(1, $1::int) i
       cross join lateral (select ${hashOf('i', 1)} % 100 as s,
                                  ($3::text[])[1 + ${hashOf('i', 7)} % cardinality($3::text[])] as brand,
                                  ($4::text[])[1 + ${hashOf('i', 8)} % cardinality($4::text[])] as product,
                                  ($5::text[])[1 + ${hashOf('i', 9)} % cardinality($5::text[])] as channel) h
     ) p
     join seed_companies c on c.idx = 1 + (p.i - 1) % $2::int
     left join seed_budgets b on b.idx = p.i and p.status <> 'draft';
     create unique index on seed_programs (i); analyze seed_programs`
      .replaceAll('$1', String(total))
      .replaceAll('$2', String(companies))
      .replaceAll('$3', `'{${COMPANY_WORDS.join(',')}}'`)
      .replaceAll('$4', `'{${PROGRAM_PRODUCTS.join(',')}}'`)
      .replaceAll('$5', `'{${PROGRAM_CHANNELS.join(',')}}'`),
  );
  // Each target: a type drawn from TARGET_DRAW, a name that fits it, prizes low x1, medium x3, high x8, critical x20 of 50-300 EUR.
  await client.query(
    `create temp table seed_targets on commit drop as
     select p.i, p.id as program_id, t.pos, ${uuidOf(`'scale-program-target:' || p.i || ':' || t.pos`)} as id, d.type,
            case d.type when 'WEB_APPLICATION' then 'https://' || (array['app', 'www', 'portal', 'shop'])[1 + t.pos] || '.' || p.slug || '.it'
                        when 'API' then 'https://api.' || p.slug || '.it/v' || (1 + t.pos)
                        when 'DOMAIN' then '*.' || p.slug || '.it'
                        when 'CIDR' then '10.' || p.i % 250 || '.' || (p.i / 250) % 250 || '.0/24'
                        when 'MOBILE_ANDROID' then 'it.' || replace(p.slug, '-', '.') || '.android'
                        when 'MOBILE_IOS' then 'id' || (100000000 + p.i * 8 + t.pos)
                        else 'Servizio ' || p.slug || ' ' || (t.pos + 1) end as name,
            d.base as low, d.base * 3 as medium, d.base * 8 as high, d.base * 20 as critical
     from seed_programs p
     cross join lateral generate_series(0, p.n_targets - 1) t(pos)
     cross join lateral (select ($1::text[])[1 + ${hashOf('p.i * 8 + t.pos', 21)} % cardinality($1::text[])] as type,
                                (50 + ${hashOf('p.i * 8 + t.pos', 22)} % 251) * 100 as base) d`,
    [TARGET_DRAW],
  );
  return companies;
}

/** Programs (tags and lowest prize from their targets, in TARGET_TYPES order) and targets. */
async function insertPrograms(client: pg.Client) {
  await client.query(
    `insert into programs (id, company_id, name, status, is_public, is_managed, verification_service, language, budget_cents, initial_budget_cents,
                           price_tier, tags, lowest_prize_cents, created_at, updated_at, submitted_at, approved_at, deleted_at)
     select p.id, p.company_id, p.name, p.status, p.is_public, p.is_managed, p.i % 5 = 0, p.language, p.budget_cents,
            case when p.status <> 'draft' then p.budget_cents end, case when p.status <> 'draft' then 'CUSTOM' end,
            coalesce(t.tags, '{}'), t.lowest, p.created_at, p.created_at,
            case when p.status <> 'draft' then p.created_at end,
            case when p.status in ('active', 'paused', 'deleted') then least(now(), p.created_at + interval '1 day') end,
            case when p.status = 'deleted' then least(now(), p.created_at + interval '30 days') end
     from seed_programs p
     left join (select i, array_agg(type order by array_position($1::text[], type)) as tags, min(low) as lowest
                from (select i, type, min(low) as low from seed_targets group by i, type) d group by i) t on t.i = p.i
     order by p.created_at`,
    [TARGET_TYPES],
  );
  await client.query(
    `insert into program_targets (id, program_id, position, name, type, low_prize_cents, medium_prize_cents, high_prize_cents, critical_prize_cents)
     select id, program_id, pos, name, type::target_type, low, medium, high, critical from seed_targets order by i, pos`,
  );
}

/**
 * Admissions to open private programs: the bench hacker (scaleHacker) accepted into 40 and waiting on 10 more,
 * and 5 seeded hackers each (70% invited, 60% accepted, 25% pending) on one in 25 of the others.
 */
async function insertAdmissions(client: pg.Client): Promise<number> {
  const hacker = await scaleHacker(client);
  if (!hacker) return 0;
  await client.query(
    `create temp table seed_hackers on commit drop as
     select row_number() over (order by created_at, id)::int as idx, id from users where user_type = 'hacker' and email like '%.${SCALE_EMAIL_DOMAIN}' and not is_blocked;
     create unique index on seed_hackers (idx); analyze seed_hackers`,
  );
  await client.query(
    `insert into program_admissions (id, program_id, hacker_id, source, status, created_at, decided_at)
     select ${uuidOf(`'scale-admission:' || p.i || ':0'`)}, p.id, $1::uuid, 'invitation', case when p.rn <= 40 then 'accepted' else 'pending' end,
            p.created_at + interval '3 days', case when p.rn <= 40 then p.created_at + interval '4 days' end
     from (select i, id, created_at, row_number() over (order by i desc) as rn from seed_programs where not is_public and status in ('active', 'paused')) p
     where p.rn <= 50`,
    [hacker.id],
  );
  await client.query(
    `insert into program_admissions (id, program_id, hacker_id, source, status, created_at, decided_at)
     select ${uuidOf(`'scale-admission:' || p.i || ':' || k`)}, p.id, h.id, case when ${hashOf('p.i * 8 + k', 31)} % 10 < 7 then 'invitation' else 'request' end,
            s.status, p.created_at + k * interval '1 day', case when s.status <> 'pending' then p.created_at + (k + 2) * interval '1 day' end
     from seed_programs p
     cross join generate_series(1, 5) k
     cross join lateral (select case when ${hashOf('p.i * 8 + k', 33)} % 20 < 12 then 'accepted' when ${hashOf('p.i * 8 + k', 33)} % 20 < 17 then 'pending' else 'rejected' end as status) s
     join seed_hackers h on h.idx = 1 + ${hashOf('p.i * 8 + k', 32)} % (select count(*) from seed_hackers)
     where not p.is_public and p.status in ('active', 'paused') and p.i % 25 = 0
     on conflict (program_id, hacker_id) do nothing`,
  );
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from program_admissions`);
  return rows[0]?.n ?? 0;
}

/**
 * Seeds the programs part: `programs` programs over the seeded companies with 1 to 4 targets each, admissions to some
 * private ones, and the list counters. The counting trigger and the foreign keys are off for the insert
 * (session_replication_role = replica), so the counters are recomputed from the rows before the one transaction commits.
 * Returns false when already seeded.
 */
export async function seedScalePrograms(client: pg.Client, options: ScaleOptions): Promise<boolean> {
  if (options.programs <= 0) return false;
  const seeded = await client.query(`select 1 from program_targets where id = ${uuidOf(`'scale-program-target:1:0'`)}`);
  if (seeded.rowCount) return false;
  await client.query('begin');
  try {
    await client.query(`set local session_replication_role = replica; set local work_mem = '256MB'`);
    const companies = await planPrograms(client, options.programs);
    if (companies === 0) throw new Error('the programs part needs the seeded companies (SCALE-*)');
    options.log?.(`  programs: ${options.programs.toLocaleString('en')} planned over ${companies.toLocaleString('en')} companies`);
    await insertPrograms(client);
    const admissions = await insertAdmissions(client);
    await rebuildStatistics(drizzle(client, { schema, casing: 'snake_case' }), { from: ['programs'] });
    await client.query('commit');
    const { rows } = await client.query<{ targets: number }>(`select count(*)::int as targets from program_targets`);
    options.log?.(
      `  programs: inserted with ${rows[0]?.targets.toLocaleString('en')} targets and ${admissions.toLocaleString('en')} admissions; counters recomputed`,
    );
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('vacuum analyze programs, program_targets, program_admissions, program_list_counts');
  options.log?.('  programs: vacuum analyze done');
  return true;
}

/** Users, companies, members and audit entries; false when already there. */
async function seedScalePlatform(client: pg.Client, options: ScaleOptions): Promise<boolean> {
  const seeded = await client.query(`select 1 from companies where reference_code = 'SCALE-1'`);
  if (seeded.rowCount) return false;
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
}

/** What the parts left of the kept figures is rebuilt in each part's transaction: only the planner's statistics remain. */
async function analyzeStatistics(client: pg.Client, log?: (message: string) => void): Promise<void> {
  await client.query(
    'vacuum analyze stats_daily, stats_response_times, stats_open_due, stats_handlers, stats_counters, stats_countries, stats_ledger_kinds, stats_payments_daily, payment_counts, program_list_counts',
  );
  log?.('  stats: vacuum analyze done');
}

/**
 * One more VACUUM of the whole database once every part is in, as autovacuum leaves a table that has settled: the
 * parts' own VACUUMs can leave pages unmarked (payment_intents came out of its part with none of its 10,215 pages
 * all-visible), and then every count and index-only scan reads the table's rows too (a hacker's 393 payments counted
 * in 1.5 ms instead of 0.06). It reads only the pages not yet marked.
 */
async function settleVisibility(client: pg.Client, log?: (message: string) => void): Promise<void> {
  await client.query('vacuum');
  log?.('  every table: vacuum done');
}

/** Seeds the scale data into an already migrated database, each part once. Returns false when nothing was missing. */
export async function seedScale(databaseUrl: string, overrides: Partial<ScaleOptions> = {}): Promise<boolean> {
  const options = { ...DEFAULTS, ...overrides };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`set synchronous_commit = off; set maintenance_work_mem = '256MB'; set work_mem = '64MB'`);
    const platform = await seedScalePlatform(client, options);
    const ledger = await seedScaleLedger(client, options);
    const programs = await seedScalePrograms(client, options);
    const reports = await seedScaleReports(client, {
      ...SCALE_REPORTS_DEFAULTS,
      reports: options.reports,
      demoReports: options.demoReports,
      benchHackerReports: options.benchHackerReports,
      reportingHackers: options.reportingHackers,
      demoCompanyId: await demoCompany(client),
      benchHackerId: (await scaleHacker(client))?.id ?? null,
      log: options.log,
    });
    const payments = await seedScalePayments(client, {
      ...SCALE_PAYMENTS_DEFAULTS,
      payments: options.payments,
      // A smaller seed keeps the proportions: 0.75% referral bonuses, 5% approved.
      referrals: Math.floor((options.payments * SCALE_PAYMENTS_DEFAULTS.referrals) / SCALE_PAYMENTS_DEFAULTS.payments),
      approved: Math.floor((options.payments * SCALE_PAYMENTS_DEFAULTS.approved) / SCALE_PAYMENTS_DEFAULTS.payments),
      benchHackerId: (await scaleHacker(client))?.id ?? null,
      log: options.log,
    });
    const seeded = platform || ledger || programs || reports || payments;
    if (seeded) {
      await analyzeStatistics(client, options.log);
      await settleVisibility(client, options.log);
    }
    return seeded;
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
  const scaled = scaledOptions(Number(process.env.SCALE_FACTOR ?? 1));
  const counts = {
    ...scaled,
    users: Number(process.env.SCALE_USERS ?? scaled.users),
    companies: Number(process.env.SCALE_COMPANIES ?? scaled.companies),
    auditEntries: Number(process.env.SCALE_AUDIT_ENTRIES ?? scaled.auditEntries),
    ledgerTransactions: Number(process.env.SCALE_LEDGER_TRANSACTIONS ?? scaled.ledgerTransactions),
    demoLedgerTransactions: Number(process.env.SCALE_DEMO_LEDGER_TRANSACTIONS ?? scaled.demoLedgerTransactions),
    programs: Number(process.env.SCALE_PROGRAMS ?? scaled.programs),
    reports: Number(process.env.SCALE_REPORTS ?? scaled.reports),
    payments: Number(process.env.SCALE_PAYMENTS ?? scaled.payments),
  };
  const done = await seedScale(url, { ...counts, log: console.log });
  console.log(
    done
      ? `Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s; every seeded user's password is ${SCALE_PASSWORD}`
      : 'Scale data already present: nothing done.',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
