/**
 * The payments `npm run bench:bank` makes batches of: approved payments in set-based SQL, as many as it takes to bring
 * the pending beneficiary list up to the wanted count (none on a database whose list already holds them: the scale
 * seed's 10,000 approved rewards). Each is a referral bonus (1,000 euro, `PAYMENT_RULES.referralBonus`) of a hacker
 * inserted here, ten per hacker, confirmed under the foreign occasional regime (no tax: the transfer is the bonus) with
 * a valid SEPA IBAN, and approved by the super admin, with the history of those steps. Its money is posted as
 * `awardReferral` posts it (one `referral_bonus` per payment: platform adjustments to the hacker's payable), with every
 * posting's running balance and the accounts' totals, so the payout the batch posts is real and `ledger:check` stays
 * clean. Triggers stay on: the figures they keep follow the inserts. Not seeded: the referred company (null) and the
 * domain events of these steps.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { DEFAULT_INPS_RATES, DEFAULT_TAX_TABLE, isValidHackerIban, PAYMENT_RULES, paymentFigures, toCents } from '@bb/domain';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../src/modules/accounts/registration.service.ts';

const PAYMENTS_PER_HACKER = 10;
/** IBANs of the SEPA area (no BIC needed), one per hacker in turn. */
const IBANS = [
  'DE89370400440532013000',
  'ES9121000418450200051332',
  'NL91ABNA0417164300',
  'BE68539007547034',
  'AT611904300234573201',
  'FR1420041010050500013M02606',
];
for (const iban of IBANS) if (!isValidHackerIban(iban)) throw new Error(`bench seed: ${iban} is not an IBAN the platform accepts`);

/** How many payments wait in the pending beneficiary list. */
export async function pendingCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from payment_intents where status in ('approved', 'pendingBeneficiaryList')`);
  return rows[0]!.n;
}

/** Brings the pending list up to `wanted` approved payments; answers how many it inserted. */
export async function seedApprovedPayments(client: pg.Client, wanted: number): Promise<number> {
  const missing = wanted - (await pendingCount(client));
  if (missing <= 0) return 0;
  const { rows } = await client.query<{ id: string }>(`select id from users where user_type = 'superadmin' order by created_at limit 1`);
  if (!rows[0]) throw new Error('bench seed: no super admin (start the server with ADMIN_EMAIL, or the demo data)');
  const run = randomBytes(4).toString('hex');
  await client.query('begin');
  try {
    await insertHackers(client, run, Math.ceil(missing / PAYMENTS_PER_HACKER));
    await insertPayments(client, run, missing, rows[0].id);
    await postBonuses(client, rows[0].id);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('analyze payment_intents, payment_history, ledger_postings, ledger_accounts, users');
  return missing;
}

async function insertHackers(client: pg.Client, run: string, count: number) {
  await client.query(
    `create temp table bench_hackers on commit drop as
     select n, 'bank_bench_' || $1 || '_' || n as username from generate_series(1, $2::int) n`,
    [run, count],
  );
  await client.query('alter table bench_hackers add column id uuid');
  await client.query(
    `with inserted as (
       insert into users (email, username, password_hash, user_type, is_active, referral_code, notification_settings, first_name, last_name, kyc_status)
       select username || '@bench.bank.test', username, 'not a password hash: these hackers never sign in', 'hacker', true,
              upper('BB' || substr(md5(username), 1, 10)), $1::jsonb, 'Bench', 'Hacker ' || n, 'approved'
       from bench_hackers order by n
       returning id, username)
     update bench_hackers h set id = inserted.id from inserted where inserted.username = h.username`,
    [JSON.stringify(DEFAULT_NOTIFICATION_SETTINGS)],
  );
  await client.query(`insert into ledger_accounts (kind, owner_id, allow_negative) select 'hacker_payable', id, false from bench_hackers`);
}

/** The payments, confirmed and approved (with the history of opening, confirming and approving), ten per hacker. */
async function insertPayments(client: pg.Client, run: string, count: number, superAdmin: string) {
  const gross = toCents(PAYMENT_RULES.referralBonus);
  const figures = paymentFigures(gross, DEFAULT_TAX_TABLE.foreign_occasional, null, DEFAULT_INPS_RATES);
  await client.query(
    `create temp table bench_payments on commit drop as
     select p.n, gen_random_uuid() as id, gen_random_uuid() as tx_id, h.id as hacker_id, h.n as hacker_n, h.username,
            now() - (p.n || ' seconds')::interval - interval '3 days' as created_at
     from generate_series(1, $1::int) p(n) join bench_hackers h on h.n = (p.n - 1) / $2::int + 1`,
    [count, PAYMENTS_PER_HACKER],
  );
  await client.query(
    `insert into payment_intents (id, kind, hacker_id, gross_cents, status, status_changed_by, status_changed_at, due_at, settings_version,
       confirmed_at, tax_regime, tax_id, beneficiary_name, iban, residence_address, residence_cap, residence_city, residence_country,
       vat_cents, withholding_cents, stamp_duty_cents, transfer_cents, inps_due, created_at, updated_at)
     select id, 'referral', hacker_id, $1::bigint, 'approved', $2::uuid, now(), created_at + $3::int * interval '1 day', 1,
            created_at + interval '1 day', 'foreign_occasional', 'DE' || lpad(hacker_n::text, 9, '0'), 'Bench Hacker ' || hacker_n,
            ($4::text[])[1 + hacker_n % cardinality($4::text[])], 'Unter den Linden 1', '10117', 'Berlin', 'DEU',
            $5::bigint, $6::bigint, $7::bigint, $8::bigint, $9::boolean, created_at, now()
     from bench_payments order by n`,
    [
      gross,
      superAdmin,
      PAYMENT_RULES.referralDueDays,
      IBANS,
      figures.vatCents,
      figures.withholdingCents,
      figures.stampDutyCents,
      figures.transferCents,
      figures.inpsDue,
    ],
  );
  await client.query(
    `insert into payment_history (intent_id, status, old_status, actor_id, created_at)
     select p.id, s.status, s.old_status, case s.k when 0 then $1::uuid when 1 then p.hacker_id else $1::uuid end, p.created_at + s.k * interval '1 day'
     from bench_payments p
     cross join (values (0, 'pending', null), (1, 'pendingStaffApproval', 'pending'), (2, 'approved', 'pendingStaffApproval')) s(k, status, old_status)
     order by p.n, s.k`,
    [superAdmin],
  );
}

/**
 * One `referral_bonus` per payment, as awardReferral posts it: platform adjustments down, the hacker's payable up. The
 * postings take ids after the existing ones in the payments' order, each with its account's running balance. They are
 * inserted with triggers off (ledger_postings has only the balance check and the append-only guard): the check keeps a
 * setting per ledger transaction it has summed, and 10,000 of them in one database transaction took 25 s at commit;
 * the seed checks the balances itself instead.
 */
async function postBonuses(client: pg.Client, superAdmin: string) {
  await client.query(
    `insert into ledger_accounts (kind, owner_id, allow_negative) values ('platform_adjustments', null, true) on conflict (kind, owner_id) do nothing;
     select id from ledger_accounts where kind = 'platform_adjustments' and owner_id is null for update`,
  );
  await client.query(
    `create temp table bench_legs on commit drop as
     select p.n, p.tx_id, p.id as payment_id, p.created_at, l.leg, l.account_id, l.amount
     from bench_payments p
     join payment_intents i on i.id = p.id
     join ledger_accounts payable on payable.kind = 'hacker_payable' and payable.owner_id = p.hacker_id
     cross join (select id from ledger_accounts where kind = 'platform_adjustments' and owner_id is null) adjustments
     cross join lateral (values (0, adjustments.id, -i.gross_cents), (1, payable.id, i.gross_cents)) l(leg, account_id, amount)`,
  );
  await client.query(
    `insert into ledger_transactions (id, type, reference_id, actor_id, created_at)
     select tx_id, 'referral_bonus', id, $1::uuid, created_at from bench_payments order by n`,
    [superAdmin],
  );
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from (select n from bench_legs group by n having sum(amount) <> 0) unbalanced`);
  if (rows[0]!.n) throw new Error(`bench seed: ${rows[0]!.n} referral bonuses do not balance`);
  await client.query(
    `set local session_replication_role = replica;
     insert into ledger_postings (id, transaction_id, account_id, amount_cents, balance_after_cents, type, wallet_company_id, created_at) overriding system value
     select s.base + row_number() over (order by l.n, l.leg), l.tx_id, l.account_id, l.amount,
            a.balance_cents + sum(l.amount) over (partition by l.account_id order by l.n, l.leg rows unbounded preceding),
            'referral_bonus', null, l.created_at
     from bench_legs l join ledger_accounts a on a.id = l.account_id cross join (select coalesce(max(id), 0) as base from ledger_postings) s
     order by l.n, l.leg;
     set local session_replication_role = origin;
     select setval(pg_get_serial_sequence('ledger_postings', 'id'), (select max(id) from ledger_postings));
     update ledger_accounts a
     set balance_cents = a.balance_cents + s.balance, credited_cents = a.credited_cents + s.credited, postings_count = a.postings_count + s.n
     from (select account_id, sum(amount) as balance, sum(greatest(amount, 0)) as credited, count(*) as n from bench_legs group by account_id) s
     where a.id = s.account_id`,
  );
}
