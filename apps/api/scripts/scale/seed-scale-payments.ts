/**
 * The payments part of the scale seed (BENCH_SCALE_PART=payments): 200,000 payment intents (by default) in set-based
 * SQL, one per rewarded report, newest rewards first, plus referral bonuses of seeded companies' first deposits,
 * with the hackers' payment settings, each payment's history and the confirmed copy of every confirmed one.
 *
 * Statuses follow the money: a payment still unpaid has its reward (or bonus) and its VAT on the hacker's payable,
 * so only payments whose program budget can still fund them (newest first, per program) stay unpaid, and their
 * ledger transactions are posted here (report_reward, referral_bonus, payment_vat) with every account's running
 * balance, so that exporting the 10,000 approved ones posts a real payout and `ledger:check` stays clean. The newest
 * of those fundable payments are unpaid (10,000 approved, then pending, waiting for documents or approval, refused
 * by the bank); the rest were paid (the newest 1,000 sent, then accredited, some sent externally or skipped).
 * Not seeded: the ledger postings of the payments already paid out or skipped, their bank batches (batch_id stays
 * null), signed receipts (no files), domain events.
 */
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import {
  ITALIAN_OCCASIONAL_TAX_REGIMES,
  isValidHackerIban,
  isValidHackerVat,
  isValidSwift,
  isValidTaxId,
  PAYMENT_RULES,
  paymentFigures,
  percentToBasisPoints,
  PLATFORM_SETTINGS,
  SETTING_DEFAULTS,
  TAX_REGIMES,
  toCents,
  type CountryCode,
  type InpsRates,
  type PlatformSettings,
  type TaxRegime,
  type TaxTable,
} from '@bb/domain';
import * as schema from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/modules/ledger/reconcile.ts';
import { rebuildStatistics } from '../../src/modules/stats/index.ts';

export interface ScalePaymentsOptions {
  /** Payment intents in all (referral bonuses included); 0 skips the part. */
  payments: number;
  /** How many of them are referral bonuses (a seeded company's first deposit, a seeded hacker its referrer). */
  referrals: number;
  /** How many wait in the pending beneficiary list (approved): the next bank batch. */
  approved: number;
  /** The bench hacker always has payment settings (their wallet is measured). */
  benchHackerId: string | null;
  log?: (message: string) => void;
}

export const SCALE_PAYMENTS_DEFAULTS = { payments: 200_000, referrals: 1_500, approved: 10_000 } as const;
const SUPER_ADMIN_EMAIL = 'admin@demo.bugbounty.local';
const PAYMENT_MARKER = 'scale-payment:';

/** Besides the approved ones, the unpaid payments: the hacker still has to act, or staff, or the bank refused. */
const UNPAID_MIX = [
  ['pending', 2_500],
  ['pendingHackerDocumentsUpload', 1_500],
  ['pendingStaffApproval', 3_000],
  ['ibanNotValid', 200],
  ['failedRetry', 150],
  ['failed', 100],
] as const;
/** The newest paid payments are sent and not yet accredited. */
const SENT = 1_000;
/** Of the other paid ones, per thousand: skipped, sent externally (the rest accredited). */
const SKIPPED_PER_MILLE = 10;
const EXTERNAL_PER_MILLE = 8;
/** Per cent of hackers who never saved payment settings: their payments wait for them (or were skipped). */
const NO_SETTINGS_PERCENT = 2;

/** The statuses whose confirmed copy (beneficiary, regime, figures) is stored on the intent. */
const CONFIRMED = [
  'pendingHackerDocumentsUpload',
  'pendingStaffApproval',
  'approved',
  'sent',
  'accredited',
  'ibanNotValid',
  'failedRetry',
  'failed',
  'sentExternally',
];

/** A deterministic uuid from a text key, as the other scale seeds make them. */
const uuidOf = (key: string) => `overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`;
/** A uniform float in [0, 1) from an integer SQL expression and a seed. */
const uniform = (expr: string, seed: number) => `((hashint8extended((${expr})::bigint, ${seed}) & 2147483647)::float8 / 2147483648.0)`;
/** A non-negative integer hash of a uuid column and a seed. */
const hashOfUuid = (column: string, seed: number) => `(hashint8extended(('x' || substr(md5(${column}::text), 1, 15))::bit(60)::bigint, ${seed}) & 2147483647)`;

/** Residences: city, province, postal code and the cadastral code a codice fiscale carries. */
const ITALIAN_CITIES = [
  ['Milano', 'MI', '20121', 'F205'],
  ['Roma', 'RM', '00184', 'H501'],
  ['Torino', 'TO', '10121', 'L219'],
  ['Napoli', 'NA', '80133', 'F839'],
  ['Bologna', 'BO', '40121', 'A944'],
  ['Firenze', 'FI', '50122', 'D612'],
  ['Bari', 'BA', '70121', 'A662'],
  ['Padova', 'PD', '35121', 'G224'],
];
/** Italian bank codes (ABI) of real banks, for the IBANs. */
const ITALIAN_BANKS = ['03069', '02008', '05034', '03032', '01030', '05387', '03104', '06230'];

/**
 * Helper functions for the session (pg_temp): an IBAN's check digits (ISO 13616, mod 97), a codice fiscale's
 * check character and a partita IVA's check digit, so that the seeded settings pass the domain's validators.
 */
async function createHelpers(client: pg.Client) {
  await client.query(`
    create or replace function pg_temp.iban_digits(s text) returns text language sql immutable as $$
      select string_agg(case when c ~ '[0-9]' then c else (ascii(c) - 55)::text end, '' order by i)
      from (select i, substr(s, i, 1) as c from generate_series(1, length(s)) i) x
    $$;
    create or replace function pg_temp.iban(country text, bban text) returns text language sql immutable as $$
      select country || lpad((98 - mod(pg_temp.iban_digits(bban || country || '00')::numeric, 97))::text, 2, '0') || bban
    $$;
    create or replace function pg_temp.cf(first15 text) returns text language sql immutable as $$
      select first15 || chr(65 + (sum(case when i % 2 = 1 then (array[1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23])[v + 1] else v end) % 26)::int)
      from (select i, case when substr(first15, i, 1) ~ '[0-9]' then ascii(substr(first15, i, 1)) - 48 else ascii(substr(first15, i, 1)) - 65 end as v
            from generate_series(1, 15) i) x
    $$;
    create or replace function pg_temp.cf_part(name text) returns text language sql immutable as $$
      select substr(regexp_replace(upper(name), '[^BCDFGHJKLMNPQRSTVWXYZ]', '', 'g') || regexp_replace(upper(name), '[^AEIOU]', '', 'g') || 'XXX', 1, 3)
    $$;
    create or replace function pg_temp.partita_iva(first10 text) returns text language sql immutable as $$
      select first10 || ((10 - sum(case when i % 2 = 1 then d else case when d * 2 > 9 then d * 2 - 9 else d * 2 end end) % 10) % 10)::text
      from (select i, substr(first10, i, 1)::int as d from generate_series(1, 10) i) x
    $$;`);
}

/** The tax table and the Gestione Separata rates in force. */
interface TaxSettings {
  taxTable: TaxTable;
  inpsRates: InpsRates;
}

/** A setting as stored, or its default (as the server reads it). */
async function storedSetting<K extends 'TAX_TABLE' | 'INPS_GESTIONE_SEPARATA'>(client: pg.Client, key: K): Promise<PlatformSettings[K]> {
  const stored = await client.query<{ value: unknown }>(`select value from platform_settings where key = $1`, [key]);
  const parsed = stored.rows[0] ? PLATFORM_SETTINGS[key].schema.safeParse(stored.rows[0].value) : null;
  return (parsed?.success ? parsed.data : SETTING_DEFAULTS[key]) as PlatformSettings[K];
}

/** The super admin who approves and pays, and the tax settings in force. */
async function context(client: pg.Client): Promise<{ superAdmin: string; tax: TaxSettings }> {
  const { rows } = await client.query<{ id: string }>(`select id from users where user_type = 'superadmin' order by email <> $1, created_at limit 1`, [
    SUPER_ADMIN_EMAIL,
  ]);
  if (!rows[0]) throw new Error('the payments part needs a super admin (start the server once on the database)');
  return {
    superAdmin: rows[0].id,
    tax: { taxTable: await storedSetting(client, 'TAX_TABLE'), inpsRates: await storedSetting(client, 'INPS_GESTIONE_SEPARATA') },
  };
}

/**
 * One row per payment: the newest rewarded reports (their reward, hacker, program and company; due 14 or 21 days after
 * the report), and referral bonuses of seeded companies at their first deposit, each to a seeded hacker. `fits`: its
 * program budget can still fund it, counting every newer payment of the program first (a bonus comes from the platform).
 */
async function planPayments(client: pg.Client, options: ScalePaymentsOptions, superAdmin: string) {
  const rewards = options.payments - options.referrals;
  await client.query(
    `create temp table seed_p on commit drop as
     with rewards as (
       select 'reward' as kind, r.id as report_id, null::uuid as referred_company_id, r.hacker_id, r.program_id, r.company_id,
              r.reward_cents::bigint as gross, r.rewarded_at as created_at,
              r.created_at + case when r.is_managed then $2::int else $3::int end * interval '24 hours' as due_at
       from reports r
       where r.status in ('rewarded', 'fixed') and r.hacker_id is not null and r.reward_cents > 0 and r.rewarded_at is not null
         and not exists (select 1 from payment_intents i where i.report_id = r.id)
       order by r.rewarded_at desc, r.id limit $1::int
     ), referred as (
       select c.id, d.first_deposit, row_number() over (order by ${hashOfUuid('c.id', 51)}, c.id) as k
       from companies c
       join (select wallet_company_id, min(created_at) as first_deposit from ledger_postings
             where type = 'deposit' and wallet_company_id is not null group by wallet_company_id) d on d.wallet_company_id = c.id
       where c.reference_code like 'SCALE-%' and not exists (select 1 from payment_intents i where i.referred_company_id = c.id)
     ), referrers as (
       select row_number() over (order by ${hashOfUuid('id', 52)}, id) as k, id from users
       where user_type = 'hacker' and email like '%.scale.test' and not is_blocked and deactivated_at is null
     ), referrals as (
       select 'referral', null::uuid, f.id, h.id, null::uuid, null::uuid, $5::bigint, f.first_deposit, f.first_deposit + $6::int * interval '24 hours'
       from referred f join referrers h on h.k = f.k
       where f.k <= $4::int
     ), planned as (select * from rewards union all select * from referrals)
     select row_number() over (order by p.created_at, coalesce(p.report_id, p.referred_company_id))::int as n, p.*,
            case when p.kind = 'referral' then true
                 else coalesce(sum(p.gross) over (partition by p.program_id order by p.created_at desc, p.report_id rows unbounded preceding) <= b.balance_cents, false) end as fits,
            coalesce(m.user_id, $7::uuid) as opener
     from planned p
     left join ledger_accounts b on b.kind = 'program_budget' and b.owner_id = p.program_id
     left join (select distinct on (company_id) company_id, user_id from company_members order by company_id, role <> 'ADMIN', created_at) m on m.company_id = p.company_id`,
    [
      rewards,
      PAYMENT_RULES.dueDays.managed,
      PAYMENT_RULES.dueDays.selfManaged,
      options.referrals,
      toCents(PAYMENT_RULES.referralBonus),
      PAYMENT_RULES.referralDueDays,
      superAdmin,
    ],
  );
  await client.query(
    `alter table seed_p add column id uuid;
     update seed_p set id = ${uuidOf(`'${PAYMENT_MARKER}' || n`)};
     create unique index on seed_p (n); analyze seed_p`,
  );
  const { rows } = await client.query<{ rewards: number; referrals: number; fits: number }>(
    `select count(*) filter (where kind = 'reward')::int as rewards, count(*) filter (where kind = 'referral')::int as referrals,
            count(*) filter (where fits)::int as fits from seed_p`,
  );
  return rows[0]!;
}

/**
 * The hackers of the planned payments and their payment settings: NO_SETTINGS_PERCENT never saved any; the others a
 * regime (Italian occasional 40%, flat rate 18%, ordinary VAT 20%, foreign 22%), residence, tax id, VAT number and
 * IBAN that the domain's validators accept, and a previous-year total for the occasional regimes.
 */
async function planHackers(client: pg.Client, benchHackerId: string | null) {
  await client.query(
    `create temp table seed_p_hackers on commit drop as
     select h.hacker_id, u.first_name, u.last_name, u.username, h.k, h.first_payment,
            h.k % 100 < $1::int and h.hacker_id is distinct from $2::uuid as no_settings,
            (case when h.r < 25 then 'it_occasional_employee' when h.r < 40 then 'it_occasional_self_employed' when h.r < 58 then 'it_flat_rate'
                  when h.r < 78 then 'it_ordinary_vat' when h.r < 90 then 'foreign_occasional' else 'foreign_vat' end) as regime
     from (select hacker_id, min(created_at) as first_payment, ${hashOfUuid('hacker_id', 53)} as k, ${hashOfUuid('hacker_id', 54)} % 100 as r
           from seed_p group by hacker_id) h
     join users u on u.id = h.hacker_id`,
    [NO_SETTINGS_PERCENT, benchHackerId],
  );
  await client.query(
    `alter table seed_p_hackers add column country text, add column city text, add column state text, add column cap text, add column address text,
       add column tax_id text, add column vat_number text, add column iban text, add column swift text, add column previous_cents bigint, add column version int`,
  );
  await client.query(
    `update seed_p_hackers h set
       country = case when starts_with(h.regime, 'it_') then 'ITA' when h.k % 2 = 0 then 'CHE' else 'GBR' end,
       city = case when starts_with(h.regime, 'it_') then c.city when h.k % 2 = 0 then 'Zurich' else 'London' end,
       state = case when starts_with(h.regime, 'it_') then c.state end,
       cap = case when starts_with(h.regime, 'it_') then c.cap when h.k % 2 = 0 then '8001' else 'EC1A 1BB' end,
       address = case when starts_with(h.regime, 'it_') then 'Via ' || (array['Garibaldi', 'Mazzini', 'Verdi', 'Dante', 'Cavour', 'Manzoni'])[1 + h.k % 6] || ' ' || (1 + h.k % 180)
                      else (1 + h.k % 90) || ' ' || (array['High Street', 'Bahnhofstrasse', 'Station Road', 'Seestrasse'])[1 + h.k % 4] end,
       tax_id = case when starts_with(h.regime, 'it_')
                     then pg_temp.cf(pg_temp.cf_part(coalesce(h.last_name, h.username)) || pg_temp.cf_part(coalesce(h.first_name, h.username))
                                     || lpad(((60 + h.k % 45) % 100)::text, 2, '0') || substr('ABCDEHLMPRST', (1 + h.k / 7 % 12)::int, 1)
                                     || lpad((1 + h.k / 11 % 28)::text, 2, '0') || c.place)
                     else (case when h.k % 2 = 0 then 'CH' else 'GB' end) || lpad((h.k % 100000000)::text, 8, '0') end,
       vat_number = case when h.regime in ('it_ordinary_vat', 'it_flat_rate') then pg_temp.partita_iva(lpad((h.k % 9999999)::text, 7, '0') || lpad((1 + h.k / 13 % 100)::text, 3, '0'))
                         when h.regime = 'foreign_vat' then case when h.k % 2 = 0 then 'CHE' else 'GB' end || lpad((h.k % 1000000000)::text, 9, '0') end,
       iban = case when starts_with(h.regime, 'it_')
                   then pg_temp.iban('IT', chr((65 + h.k % 26)::int) || ($1::text[])[1 + h.k / 3 % cardinality($1::text[])] || lpad((h.k / 5 % 100000)::text, 5, '0') || lpad((h.k % 1000000000000)::text, 12, '0'))
                   when h.k % 2 = 0 then pg_temp.iban('CH', '00762' || lpad((h.k % 1000000000000)::text, 12, '0'))
                   else pg_temp.iban('GB', 'NWBK' || lpad((h.k / 3 % 1000000)::text, 6, '0') || lpad((h.k % 100000000)::text, 8, '0')) end,
       swift = case when starts_with(h.regime, 'it_') then null when h.k % 2 = 0 then 'UBSWCHZH80A' else 'NWBKGB2L' end,
       previous_cents = case when starts_with(h.regime, 'it_occasional_') then h.k / 17 % 700000 end,
       version = 1 + h.k % 3
     from (select (t.i - 1)::int as idx, s.parts[1] as city, s.parts[2] as state, s.parts[3] as cap, s.parts[4] as place
           from unnest($2::text[]) with ordinality as t(line, i) cross join lateral (select string_to_array(t.line, '|') as parts) s) c
     where c.idx = h.k / 19 % $3::int and not h.no_settings`,
    [ITALIAN_BANKS, ITALIAN_CITIES.map((city) => city.join('|')), ITALIAN_CITIES.length],
  );
  await client.query(`create unique index on seed_p_hackers (hacker_id); analyze seed_p_hackers`);
}

const UNPAID_STATUSES = ['pendingHackerInformation', 'approved', ...UNPAID_MIX.map(([status]) => status)];
const OCCASIONAL_SQL = `(${ITALIAN_OCCASIONAL_TAX_REGIMES.map((regime) => `'${regime}'`).join(', ')})`;
const inList = (statuses: readonly string[]) => `(${statuses.map((status) => `'${status}'`).join(', ')})`;

/**
 * Each payment's status and the times of the steps it went through. The unpaid ones are the newest payments their
 * budgets can fund, of hackers with settings: `approved` of them approved, then UNPAID_MIX (waiting for documents
 * only under the occasional regimes, else waiting for approval), drawn at random among them; the newest other
 * payments were sent, the rest accredited, sent externally or skipped. Steps shrink with the payment's age, so
 * that each one is already past.
 */
async function planStatuses(client: pg.Client, approved: number) {
  // A smaller seed keeps the proportions of the default one.
  const scale = approved / SCALE_PAYMENTS_DEFAULTS.approved;
  let upTo = approved;
  const mix = UNPAID_MIX.map(([status, count]) => {
    upTo += Math.round(count * scale);
    const drawn =
      status === 'pendingHackerDocumentsUpload' ? `case when d.regime in ${OCCASIONAL_SQL} then '${status}' else 'pendingStaffApproval' end` : `'${status}'`;
    return `when d.u_idx <= ${upTo} then ${drawn}`;
  }).join(' ');
  await client.query(
    `create temp table seed_p_status on commit drop as
     with pooled as (
       select p.n, p.created_at, h.no_settings, h.regime, p.fits,
              not h.no_settings and p.fits and row_number() over (partition by not h.no_settings and p.fits order by p.created_at desc, p.n desc) <= $1::int as unpaid
       from seed_p p join seed_p_hackers h on h.hacker_id = p.hacker_id
     ), drawn as (
       select p.*, case when p.unpaid then row_number() over (partition by p.unpaid order by hashint8extended(p.n, 55), p.n) end as u_idx,
              row_number() over (partition by p.unpaid, p.no_settings order by p.created_at desc, p.n desc) as paid_rank
       from pooled p
     )
     select d.n, d.regime,
            (case when d.no_settings then case when d.fits then 'pendingHackerInformation' else 'skipped' end
                  when d.unpaid then case when d.u_idx <= $2::int then 'approved' ${mix} end
                  when d.paid_rank <= $3::int then 'sent'
                  when (hashint8extended(d.n, 63) & 2147483647) % 1000 < $4::int then 'skipped'
                  when (hashint8extended(d.n, 63) & 2147483647) % 1000 < $4::int + $5::int then 'sentExternally'
                  else 'accredited' end) as status
     from drawn d`,
    [upTo, approved, Math.round(SENT * scale), SKIPPED_PER_MILLE, EXTERNAL_PER_MILLE],
  );
  await client.query(
    `alter table seed_p_status add column occasional boolean, add column f float8, add column t_confirm timestamptz, add column t_ready timestamptz,
       add column t_approve timestamptz, add column t_export timestamptz, add column t_sent timestamptz, add column t_done timestamptz, add column t_skip timestamptz,
       add column via_sent boolean;
     update seed_p_status s set occasional = s.regime in ${OCCASIONAL_SQL},
       f = least(1.0, extract(epoch from now() - p.created_at) / 86400 / 25)
     from seed_p p where p.n = s.n;
     update seed_p_status s set t_confirm = p.created_at + s.f * (0.2 + ${uniform('s.n', 56)} * 4) * interval '1 day',
       t_skip = p.created_at + s.f * (1 + ${uniform('s.n', 61)} * 10) * interval '1 day',
       via_sent = s.status = 'sent' or (s.status = 'accredited' and ${uniform('s.n', 62)} < 0.5)
     from seed_p p where p.n = s.n;
     update seed_p_status s set t_ready = s.t_confirm + case when s.occasional then s.f * ${uniform('s.n', 57)} * 3 * interval '1 day' else interval '0' end;
     update seed_p_status s set t_approve = s.t_ready + s.f * (0.5 + ${uniform('s.n', 58)} * 3) * interval '1 day';
     update seed_p_status s set t_export = s.t_approve + s.f * ${uniform('s.n', 59)} * 7 * interval '1 day';
     update seed_p_status s set t_sent = s.t_export + s.f * 0.5 * interval '1 day', t_done = s.t_export + s.f * (1 + ${uniform('s.n', 60)}) * interval '1 day';
     create unique index on seed_p_status (n); analyze seed_p_status`,
  );
}

const BANK_REASONS = {
  ibanNotValid: 'AC01: IBAN errato o conto inesistente',
  failedRetry: 'AM04: Fondi insufficienti sul conto della piattaforma',
  failed: 'MS03: Motivo non specificato dalla banca',
};

/** The settings of the hackers who saved them (and their KYC, approved before any confirmation), and the referred companies' referrers. */
async function insertSettings(client: pg.Client) {
  await client.query(
    `insert into hacker_payment_settings (user_id, version, tax_regime, vat_number, tax_id, residence_country, residence_state, residence_address,
                                          residence_city, residence_cap, iban, swift, previous_yearly_payments_amount_cents, created_at, updated_at)
     select hacker_id, version, regime::tax_regime, vat_number, tax_id, country, state, address, city, cap, iban, swift, previous_cents,
            first_payment - interval '30 days', first_payment - interval '1 day'
     from seed_p_hackers where not no_settings
     on conflict (user_id) do nothing;
     update users u set kyc_status = 'approved' from seed_p_hackers h where h.hacker_id = u.id and not h.no_settings and u.kyc_status <> 'approved';
     update users u set referred_by_user_id = p.hacker_id
     from seed_p p join lateral (select user_id from company_members m where m.company_id = p.referred_company_id order by m.created_at limit 1) m on true
     where p.kind = 'referral' and u.id = m.user_id`,
  );
}

/** The intents, with the confirmed copy (beneficiary, regime and figures under the tax table) of the confirmed ones. */
async function insertIntents(client: pg.Client, superAdmin: string, { taxTable, inpsRates }: TaxSettings) {
  const rules = TAX_REGIMES.map((regime) => taxTable[regime]);
  await client.query(
    `insert into payment_intents (id, kind, report_id, referred_company_id, hacker_id, program_id, company_id, gross_cents, status, status_reason,
                                  status_changed_by, status_changed_at, due_at, settings_version, confirmed_at, tax_regime, tax_id, vat_number,
                                  beneficiary_name, iban, swift, residence_address, residence_cap, residence_city, residence_state, residence_country,
                                  previous_yearly_payments_cents, vat_cents, withholding_cents, stamp_duty_cents, transfer_cents, inps_due,
                                  inps_threshold_cents, inps_hacker_rate_bp, inps_platform_rate_bp, inps_base_cents, inps_hacker_cents, inps_platform_cents,
                                  left_at, created_at, updated_at)
     select p.id, p.kind, p.report_id, p.referred_company_id, p.hacker_id, p.program_id, p.company_id, p.gross, s.status,
            case s.status when 'ibanNotValid' then $2 when 'failedRetry' then $3 when 'failed' then $4
                          when 'skipped' then (array['Rinuncia del ricercatore', 'Ricompensa duplicata di un altro report'])[1 + p.n % 2] end,
            case when s.status in ('pendingHackerInformation', 'pending') then p.opener
                 when s.status in ('pendingHackerDocumentsUpload', 'pendingStaffApproval') then p.hacker_id else $1::uuid end,
            t.changed_at, p.due_at,
            case when c.confirmed then h.version end, case when c.confirmed then s.t_confirm end, case when c.confirmed then h.regime end,
            case when c.confirmed then h.tax_id end, case when c.confirmed then h.vat_number end,
            case when c.confirmed then coalesce(nullif(concat_ws(' ', h.first_name, h.last_name), ''), h.username) end,
            case when c.confirmed then h.iban end, case when c.confirmed then h.swift end, case when c.confirmed then h.address end,
            case when c.confirmed then h.cap end, case when c.confirmed then h.city end, case when c.confirmed then h.state end,
            case when c.confirmed then h.country end,
            case when c.confirmed then x.previous end, case when c.confirmed then x.vat end, case when c.confirmed then x.withholding end,
            case when c.confirmed then x.stamp end, case when c.confirmed then p.gross + x.vat - x.withholding - g.hacker end, case when c.confirmed then x.inps end,
            case when c.confirmed then g.threshold end, case when c.confirmed and g.threshold is not null then $11::int end,
            case when c.confirmed and g.threshold is not null then $12::int end, case when c.confirmed then g.base end,
            case when c.confirmed then g.hacker end, case when c.confirmed then g.platform end,
            -- When it first left (the trigger that keeps it is off): sent, else accredited straight from the batch, else paid externally.
            case when s.via_sent then s.t_sent when s.status = 'accredited' then s.t_done when s.status = 'sentExternally' then s.t_approve end,
            p.created_at, t.changed_at
     from seed_p p
     join seed_p_status s on s.n = p.n
     join seed_p_hackers h on h.hacker_id = p.hacker_id
     cross join lateral (select s.status in ${inList(CONFIRMED)} as confirmed, array_position($5::text[], h.regime) as r) c
     cross join lateral (select case when s.occasional then h.previous_cents end as previous) prev
     cross join lateral (
       select prev.previous,
              round(p.gross::numeric * ($6::int[])[c.r] / 10000)::bigint as vat,
              round(p.gross::numeric * ($7::int[])[c.r] / 10000)::bigint as withholding,
              case when ($8::bigint[])[c.r] > 0 and p.gross > ($9::bigint[])[c.r] then ($8::bigint[])[c.r] else 0 end as stamp,
              ($10::bigint[])[c.r] is not null and coalesce(prev.previous, 0) + p.gross > ($10::bigint[])[c.r] as inps) x
     -- Gestione Separata on the part of the year's total above the threshold, no more than the bounty (paymentFigures).
     cross join lateral (
       select ($10::bigint[])[c.r] as threshold,
              -- No threshold, no INPS (least() would skip the null and make the whole bounty the base).
              case when ($10::bigint[])[c.r] is null then 0
                   else greatest(0, least(p.gross, coalesce(prev.previous, 0) + p.gross - ($10::bigint[])[c.r])) end as base) b
     cross join lateral (
       select b.threshold, b.base, round(b.base::numeric * $11::int / 10000)::bigint as hacker,
              round(b.base::numeric * $12::int / 10000)::bigint as platform) g
     cross join lateral (
       select case s.status when 'pendingHackerInformation' then p.created_at when 'pending' then p.created_at when 'pendingHackerDocumentsUpload' then s.t_confirm
                            when 'pendingStaffApproval' then s.t_ready when 'approved' then s.t_approve when 'sent' then s.t_sent
                            when 'sentExternally' then s.t_approve when 'skipped' then s.t_skip else s.t_done end as changed_at) t
     order by p.n`,
    [
      superAdmin,
      BANK_REASONS.ibanNotValid,
      BANK_REASONS.failedRetry,
      BANK_REASONS.failed,
      TAX_REGIMES,
      rules.map((rule) => Math.round(rule.vatPercent * 100)),
      rules.map((rule) => Math.round(rule.withholdingPercent * 100)),
      rules.map((rule) => toCents(rule.stampDutyAmount)),
      rules.map((rule) => toCents(rule.stampDutyThreshold)),
      rules.map((rule) => (rule.inpsThreshold === null ? null : toCents(rule.inpsThreshold))),
      percentToBasisPoints(inpsRates.hackerPercent),
      percentToBasisPoints(inpsRates.platformPercent),
    ],
  );
}

/** Each payment's history: opened, confirmed, signed receipt, approved, exported, sent, the bank's answer, or skipped. */
async function insertHistory(client: pg.Client, superAdmin: string) {
  await client.query(
    `insert into payment_history (id, intent_id, status, old_status, reason, actor_id, created_at)
     select ${uuidOf(`'scale-payment-history:' || p.n || ':' || e.k`)}, p.id, e.status, e.old_status, e.reason, e.actor, e.at
     from seed_p p
     join seed_p_status s on s.n = p.n
     join seed_p_hackers h on h.hacker_id = p.hacker_id
     join payment_intents i on i.id = p.id
     cross join lateral (select case when h.no_settings then 'pendingHackerInformation' else 'pending' end as initial,
                                s.status in ${inList(CONFIRMED)} as confirmed,
                                s.status in ('approved', 'sent', 'accredited', 'ibanNotValid', 'failedRetry', 'failed') as approved,
                                s.status in ('sent', 'accredited', 'ibanNotValid', 'failedRetry', 'failed') as exported) f
     cross join lateral (values
       (0, f.initial, null, p.opener, p.created_at, null, true),
       (1, case when s.occasional then 'pendingHackerDocumentsUpload' else 'pendingStaffApproval' end, 'pending', p.hacker_id, s.t_confirm, null, f.confirmed),
       (2, 'pendingStaffApproval', 'pendingHackerDocumentsUpload', p.hacker_id, s.t_ready, null, f.confirmed and s.occasional and s.status <> 'pendingHackerDocumentsUpload'),
       (3, 'approved', 'pendingStaffApproval', $1::uuid, s.t_approve, null, f.approved),
       (4, 'processing', 'approved', $1::uuid, s.t_export, null, f.exported),
       (5, 'sent', 'processing', $1::uuid, s.t_sent, null, s.via_sent),
       (6, s.status, case when s.via_sent then 'sent' else 'processing' end, $1::uuid, s.t_done, i.status_reason, f.exported and s.status <> 'sent'),
       (7, 'sentExternally', 'pendingStaffApproval', $1::uuid, s.t_approve, null, s.status = 'sentExternally'),
       (8, 'skipped', f.initial, $1::uuid, s.t_skip, i.status_reason, s.status = 'skipped')
     ) e(k, status, old_status, actor, at, reason, present)
     where e.present
     order by e.at`,
    [superAdmin],
  );
}

/**
 * The money of the unpaid payments, as the workflow posted it: the reward from the program budget (a bonus from the
 * platform's adjustments) to the hacker's payable, and the ordinary VAT regime's VAT at confirmation. Postings take
 * ids after the existing ones in time order, each with its account's running balance; the accounts' balances,
 * credited totals and counts follow. A refused transfer's payout and return cancel out and are not posted.
 */
async function postFunding(client: pg.Client, superAdmin: string): Promise<number> {
  await client.query(
    `insert into ledger_accounts (kind, owner_id, company_id, allow_negative, created_at)
     select 'hacker_payable', p.hacker_id, null, false, min(p.created_at)
     from seed_p p join seed_p_status s on s.n = p.n where s.status in ${inList(UNPAID_STATUSES)} group by p.hacker_id
     on conflict (kind, owner_id) do nothing`,
  );
  await client.query(
    `create temp table seed_p_legs on commit drop as
     with funded as (
       select p.n, p.id, p.kind, p.report_id, p.program_id, p.hacker_id, p.gross, p.created_at, p.opener, i.vat_cents, i.confirmed_at
       from seed_p p join seed_p_status s on s.n = p.n join payment_intents i on i.id = p.id
       where s.status in ${inList(UNPAID_STATUSES)}
     ), txs as (
       select n, ${uuidOf(`'scale-payment-funding:' || n`)} as tx_id, (case kind when 'reward' then 'report_reward' else 'referral_bonus' end)::ledger_transaction_type as type,
              case kind when 'reward' then report_id else id end as reference_id, case kind when 'reward' then opener else $1::uuid end as actor_id,
              created_at, kind as source, program_id, hacker_id, gross as amount
       from funded
       union all
       select n, ${uuidOf(`'scale-payment-vat:' || n`)}, 'payment_vat', id, hacker_id, confirmed_at, 'vat', null, hacker_id, vat_cents
       from funded where confirmed_at is not null and vat_cents > 0
     )
     select t.n, t.tx_id, t.type, t.reference_id, t.actor_id, t.created_at, l.leg, l.account_id, l.amount
     from txs t
     join ledger_accounts hp on hp.kind = 'hacker_payable' and hp.owner_id = t.hacker_id
     left join ledger_accounts b on b.kind = 'program_budget' and b.owner_id = t.program_id
     cross join (select id from ledger_accounts where kind = 'platform_adjustments' and owner_id is null) pa
     cross join (select id from ledger_accounts where kind = 'vat_payable' and owner_id is null) vp
     cross join lateral (values (0, case t.source when 'reward' then b.id when 'referral' then pa.id else vp.id end, -t.amount), (1, hp.id, t.amount)) l(leg, account_id, amount)`,
    [superAdmin],
  );
  const { rows } = await client.query<{ missing: number; transactions: number }>(
    `select count(*) filter (where account_id is null)::int as missing, count(distinct tx_id)::int as transactions from seed_p_legs`,
  );
  if (rows[0]?.missing) throw new Error(`${rows[0].missing} funding legs have no account (a program without a budget account?)`);
  await client.query(
    `insert into ledger_transactions (id, type, reference_id, actor_id, created_at)
     select distinct on (tx_id) tx_id, type, reference_id, actor_id, created_at from seed_p_legs order by tx_id;
     insert into ledger_postings (id, transaction_id, account_id, amount_cents, balance_after_cents, type, wallet_company_id, created_at) overriding system value
     select s.base + row_number() over (order by l.created_at, l.tx_id, l.leg), l.tx_id, l.account_id, l.amount,
            a.balance_cents + sum(l.amount) over (partition by l.account_id order by l.created_at, l.tx_id, l.leg rows unbounded preceding),
            l.type, null, l.created_at
     from seed_p_legs l join ledger_accounts a on a.id = l.account_id cross join (select coalesce(max(id), 0) as base from ledger_postings) s
     order by l.created_at, l.tx_id, l.leg;
     select setval(pg_get_serial_sequence('ledger_postings', 'id'), (select max(id) from ledger_postings));
     update ledger_accounts a
     set balance_cents = a.balance_cents + s.balance, credited_cents = a.credited_cents + s.credited, postings_count = a.postings_count + s.n
     from (select account_id, sum(amount) as balance, sum(greatest(amount, 0)) as credited, count(*) as n from seed_p_legs group by account_id) s
     where a.id = s.account_id`,
  );
  return rows[0]?.transactions ?? 0;
}

/**
 * Throws unless everything checks out: the ledger (checkLedger, and no account that must stay positive below zero
 * after any posting), every confirmed copy's figures against the domain's paymentFigures, every saved setting
 * against the domain's validators, the list's counters and the approved count.
 */
async function verify(client: pg.Client, { taxTable, inpsRates }: TaxSettings, approved: number) {
  const report = await checkLedger(drizzle(client, { schema, casing: 'snake_case' }));
  const negative = await client.query<{ id: string }>(
    `select p.id from ledger_postings p join ledger_accounts a on a.id = p.account_id where not a.allow_negative and p.balance_after_cents < 0 limit 10`,
  );
  const problems = [
    ...report.problems.map((p) => `${p.kind} ${p.id}: ${p.detail}`),
    ...negative.rows.map((r) => `negative running balance at posting ${r.id}`),
  ];

  const figures = await client.query<Record<string, string | boolean | null>>(
    `select i.id, i.gross_cents, i.tax_regime, i.previous_yearly_payments_cents, i.vat_cents, i.withholding_cents, i.stamp_duty_cents, i.transfer_cents, i.inps_due,
            i.inps_base_cents, i.inps_hacker_cents, i.inps_platform_cents
     from payment_intents i join seed_p p on p.id = i.id where i.confirmed_at is not null`,
  );
  const amount = (value: unknown) => (value === null ? null : Number(value));
  for (const row of figures.rows) {
    const expected = paymentFigures(Number(row.gross_cents), taxTable[row.tax_regime as TaxRegime], amount(row.previous_yearly_payments_cents), inpsRates);
    const stored = [
      amount(row.vat_cents),
      amount(row.withholding_cents),
      amount(row.stamp_duty_cents),
      amount(row.transfer_cents),
      row.inps_due,
      amount(row.inps_base_cents),
      amount(row.inps_hacker_cents),
      amount(row.inps_platform_cents),
    ];
    const wanted = [
      expected.vatCents,
      expected.withholdingCents,
      expected.stampDutyCents,
      expected.transferCents,
      expected.inpsDue,
      expected.inpsBaseCents,
      expected.inpsHackerCents,
      expected.inpsPlatformCents,
    ];
    if (stored.some((value, i) => value !== wanted[i]))
      problems.push(`payment ${String(row.id)}: figures ${stored.join('/')}, the domain says ${wanted.join('/')}`);
  }

  const settings = await client.query<{
    user_id: string;
    residence_country: CountryCode;
    tax_id: string;
    vat_number: string | null;
    iban: string;
    swift: string | null;
  }>(
    `select s.user_id, s.residence_country, s.tax_id, s.vat_number, s.iban, s.swift from hacker_payment_settings s join seed_p_hackers h on h.hacker_id = s.user_id`,
  );
  for (const row of settings.rows) {
    const bad = [
      !isValidHackerIban(row.iban) && `IBAN ${row.iban}`,
      !isValidTaxId(row.tax_id, row.residence_country) && `tax id ${row.tax_id}`,
      row.vat_number !== null && !isValidHackerVat(row.vat_number, row.residence_country) && `VAT number ${row.vat_number}`,
      row.swift !== null && !isValidSwift(row.swift) && `SWIFT ${row.swift}`,
    ].filter(Boolean);
    if (bad.length) problems.push(`settings of ${row.user_id}: ${bad.join(', ')} refused by the domain`);
  }

  const counted = await client.query<{ n: number }>(
    `select count(*)::int as n from payment_intents i join seed_p p on p.id = i.id where i.status = 'approved'`,
  );
  if (counted.rows[0]?.n !== approved) problems.push(`${counted.rows[0]?.n ?? 0} approved payments instead of ${approved}: the budgets fund fewer`);
  if (problems.length) throw new Error(`payments check failed after seeding, nothing kept:\n  ${problems.slice(0, 20).join('\n  ')}`);
  return report;
}

/**
 * Seeds the payments part once (false when already there or `payments` is 0). Foreign keys and triggers are off for
 * the insert (session_replication_role = replica): everything is checked (verify) before the one transaction commits.
 */
export async function seedScalePayments(client: pg.Client, options: ScalePaymentsOptions): Promise<boolean> {
  if (options.payments <= 0) return false;
  const seeded = await client.query(`select 1 from payment_intents where id = ${uuidOf(`'${PAYMENT_MARKER}1'`)}`);
  if (seeded.rowCount) return false;
  const { superAdmin, tax } = await context(client);
  await client.query('begin');
  try {
    await client.query(`set local session_replication_role = replica; set local work_mem = '256MB'`);
    await createHelpers(client);
    const planned = await planPayments(client, options, superAdmin);
    if (!planned.rewards) throw new Error('the payments part needs the seeded rewarded reports');
    options.log?.(
      `  payments: ${planned.rewards.toLocaleString('en')} rewards and ${planned.referrals.toLocaleString('en')} referral bonuses planned, ${planned.fits.toLocaleString('en')} fundable by their budgets`,
    );
    await planHackers(client, options.benchHackerId);
    await planStatuses(client, options.approved);
    await insertSettings(client);
    await insertIntents(client, superAdmin, tax);
    await insertHistory(client, superAdmin);
    const transactions = await postFunding(client, superAdmin);
    // The figures the payments and the funding postings feed (their triggers are off during the insert), from the rows.
    await rebuildStatistics(drizzle(client, { schema, casing: 'snake_case' }), { from: ['payment_intents', 'ledger_accounts'] });
    const { rows } = await client.query<{ status: string; n: number }>(
      `select s.status, count(*)::int as n from seed_p_status s group by s.status order by n desc`,
    );
    options.log?.(
      `  payments: inserted (${rows.map((row) => `${row.status} ${row.n.toLocaleString('en')}`).join(', ')}); ${transactions.toLocaleString('en')} ledger transactions fund the unpaid ones; checking`,
    );
    const report = await verify(client, tax, Math.min(options.approved, options.payments));
    await client.query('commit');
    options.log?.(
      `  payments: ledger clean (${report.postings.toLocaleString('en')} postings), figures and settings as the domain computes and validates them`,
    );
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('vacuum analyze payment_intents, payment_history, hacker_payment_settings, ledger_accounts, ledger_transactions, ledger_postings, users');
  options.log?.('  payments: vacuum analyze done');
  return true;
}
