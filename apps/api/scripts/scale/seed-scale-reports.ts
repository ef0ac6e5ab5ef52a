/**
 * The reports part of the scale seed: 1,000,000 reports (by default) over the seeded programs that went live,
 * with their timelines (report_events) and the points their decisions earned, in set-based SQL; the hackers' and
 * programs' counters, points and every report aggregate are then rebuilt from them (stats:rebuild's recount).
 * Skewed like a real platform: a few programs take most reports and many get a handful (program rank ~ u^3),
 * Demo Srl (the bench's company) takes 5% of them, a few hackers send thousands and most a few (rank ~ u^2),
 * the bench hacker sends 2,000; statuses follow the report's age (old ones mostly decided, recent ones mostly open),
 * every timestamp follows the workflow (first response, triage, approval, reward, fix, rejection) and the events
 * say the same. One of the bench hacker's reports on Demo Srl has a timeline of exactly 100 entries.
 */
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { addBusinessDays, pointsForDecision, REPORT_SEVERITIES, REPORT_STATUSES, responseTargetDays, type ReportSeverity } from '@bb/domain';
import { scoreCvss4 } from '@bb/domain/cvss-score';
import * as schema from '../../src/db/schema/index.ts';
import { rebuildStatistics } from '../../src/modules/stats/index.ts';

export interface ScaleReportsOptions {
  /** Reports over the programs that went live; 0 skips the part. */
  reports: number;
  /** How many of them are on Demo Srl's programs (when it exists). */
  demoReports: number;
  /** How many the bench hacker (the oldest seeded one) sent. */
  benchHackerReports: number;
  /** Of the seeded hackers, this many ever report (most send a few, some hundreds). */
  reportingHackers: number;
  /** The entries of the one report the detail bench opens. */
  timelineEntries: number;
  demoCompanyId: string | null;
  benchHackerId: string | null;
  log?: (message: string) => void;
}

export const SCALE_REPORTS_DEFAULTS = {
  reports: 1_000_000,
  demoReports: 50_000,
  benchHackerReports: 2_000,
  reportingHackers: 200_000,
  timelineEntries: 100,
} as const;
const DEMO_TRIAGER_EMAIL = 'triager@demo.bugbounty.local';

/** A word in about 8% of the seeded titles (two vulnerability kinds), and one in about 3% (one place). */
export const REPORT_TITLE_WORD = 'injection';
export const REPORT_SEARCH_WORD = 'fornitori';
const VULNERABILITIES = [
  'XSS riflesso',
  'XSS memorizzato',
  'SQL injection',
  'IDOR',
  'SSRF',
  'CSRF',
  'Open redirect',
  'Esecuzione di codice remoto',
  'Path traversal',
  'XXE',
  'Bypass autenticazione',
  'Escalation di privilegi',
  'Esposizione di dati personali',
  'Clickjacking',
  'CORS permissivo',
  'Enumerazione utenti',
  'Takeover di sottodominio',
  'Race condition',
  'Template injection',
  'Deserializzazione insicura',
  'JWT non verificato',
  'Rate limit assente',
  'Upload di file arbitrari',
  'Cache poisoning',
  'Session fixation',
];
const PLACES = [
  'nel login',
  'nella ricerca',
  'nel profilo utente',
  'nel carrello',
  'nel checkout',
  'nelle fatture',
  'nel caricamento documenti',
  "nell'API ordini",
  'nel reset password',
  'nella registrazione',
  'nel pannello admin',
  'nei messaggi',
  'nelle notifiche',
  "nell'export CSV",
  'nel webhook',
  'nella dashboard',
  'nei commenti',
  'nelle impostazioni',
  'nel pagamento',
  "nell'area clienti",
  "nell'app mobile",
  'nel single sign-on',
  'nel feed RSS',
  'nella mappa',
  'nel calendario',
  'nelle recensioni',
  'nel portale fornitori',
  'nella chat di supporto',
  "nell'anteprima PDF",
  'nel gestionale',
];
/** One vector per severity, checked against the maintained CVSS 4.0 calculator before use. */
const VECTORS: Record<ReportSeverity, string> = {
  low: 'CVSS:4.0/AV:N/AC:L/AT:P/PR:L/UI:P/VC:L/VI:L/VA:N/SC:N/SI:N/SA:N',
  medium: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:P/VC:L/VI:N/VA:L/SC:N/SI:H/SA:N',
  high: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:L/VA:N/SC:N/SI:N/SA:N',
  critical: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N',
};

/** A uniform float in [0, 1) from an integer SQL expression and a seed. */
const uniform = (expr: string, seed: number) => `((hashint8extended((${expr})::bigint, ${seed}) & 2147483647)::float8 / 2147483648.0)`;
/** A deterministic uuid from a text key, as seed-scale.ts makes them (version 4 and variant bits set). */
const uuidOf = (key: string) => `overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`;
const REPORT_MARKER = 'scale-report:';
/** The points each decided report earned its hacker: the domain's rule for its decision (a fixed report was rewarded first). */
const POINTS_AWARDED = `case ${REPORT_STATUSES.flatMap((status) =>
  REPORT_SEVERITIES.map((severity) => ({ status, severity, points: pointsForDecision(status === 'fixed' ? 'rewarded' : status, severity) })),
)
  .filter((rule) => rule.points > 0)
  .map((rule) => `when r.status = '${rule.status}' and r.severity = '${rule.severity}' then ${rule.points}`)
  .join(' ')} else 0 end`;

function vectorScores(): { vectors: string[]; tenths: number[] } {
  const tenths = REPORT_SEVERITIES.map((severity) => {
    const scored = scoreCvss4(VECTORS[severity]);
    if (scored?.severity !== severity) throw new Error(`the ${severity} vector scores ${scored?.severity ?? 'nothing'}`);
    return Math.round(scored.score * 10);
  });
  return { vectors: REPORT_SEVERITIES.map((severity) => VECTORS[severity]), tenths };
}

/**
 * Calendar days that `days` business days take from each ISO weekday (1 Monday .. 7 Sunday), from the domain's
 * addBusinessDays: the due dates of the seeded reports are the ones the API would have set.
 */
function businessDayOffsets(days: number): number[] {
  const monday = Date.UTC(2026, 0, 5, 12);
  return Array.from({ length: 7 }, (_, i) => {
    const from = new Date(monday + i * 86_400_000);
    return Math.round((addBusinessDays(from, days).getTime() - from.getTime()) / 86_400_000);
  });
}

/** The programs that went live (Demo Srl's apart), the reporting hackers, the staff and one member per company. */
async function preparePools(client: pg.Client, options: ScaleReportsOptions) {
  await client.query(
    `create temp table seed_r_programs on commit drop as
     select row_number() over (partition by p.company_id = $1::uuid order by hashint8extended(('x' || substr(md5(p.id::text), 1, 15))::bit(60)::bigint, 41), p.id)::int as idx,
            p.company_id = $1::uuid as demo, p.id, p.company_id, p.is_managed,
            greatest(p.approved_at, now() - interval '730 days') as opened, coalesce(p.deleted_at, now()) as closed,
            (select count(*) from program_targets t where t.program_id = p.id)::int as targets
     from programs p
     where p.approved_at is not null and p.status in ('active', 'paused', 'deleted') and coalesce(p.deleted_at, now()) > greatest(p.approved_at, now() - interval '730 days')
       and exists (select 1 from program_targets t where t.program_id = p.id);
     create unique index on seed_r_programs (demo, idx); analyze seed_r_programs`.replaceAll(
      '$1::uuid',
      options.demoCompanyId ? `'${options.demoCompanyId}'::uuid` : 'null::uuid',
    ),
  );
  await client.query(
    `create temp table seed_r_hackers on commit drop as
     select row_number() over (order by hashint8extended(n, 42))::int as idx, id
     from (select id, row_number() over (order by created_at, id) as n from users
           where user_type = 'hacker' and email like '%.scale.test' and not is_blocked and deactivated_at is null and id is distinct from $1::uuid
           order by created_at, id limit ${options.reportingHackers}) h;
     create unique index on seed_r_hackers (idx); analyze seed_r_hackers;
     create temp table seed_r_staff on commit drop as
     select row_number() over (order by created_at, id)::int as idx, id from users where user_type = 'staff' and email <> '${DEMO_TRIAGER_EMAIL}';
     create unique index on seed_r_staff (idx); analyze seed_r_staff;
     create temp table seed_r_members on commit drop as
     select distinct on (company_id) company_id, user_id from company_members order by company_id, role <> 'ADMIN', created_at;
     create unique index on seed_r_members (company_id); analyze seed_r_members`.replaceAll(
      '$1::uuid',
      options.benchHackerId ? `'${options.benchHackerId}'::uuid` : 'null::uuid',
    ),
  );
  const { rows } = await client.query<{ programs: number; demo: number; hackers: number; staff: number; triager: string | null }>(
    `select (select count(*) from seed_r_programs where not demo)::int as programs, (select count(*) from seed_r_programs where demo)::int as demo,
            (select count(*) from seed_r_hackers)::int as hackers, (select count(*) from seed_r_staff)::int as staff,
            (select id from users where email = '${DEMO_TRIAGER_EMAIL}') as triager`,
  );
  return rows[0]!;
}

/**
 * One row per report, with its whole life: which program (Demo Srl's for `demoReports` evenly spaced ones), target,
 * hacker, severity and vector, status by age, and the time of each step it went through. Step durations shrink with
 * the report's age, so that every step of a recent report is already past.
 */
async function planReports(client: pg.Client, options: ScaleReportsOptions, pools: Awaited<ReturnType<typeof preparePools>>) {
  const { vectors, tenths } = vectorScores();
  const due = (days: number) => `(array[${businessDayOffsets(days).join(',')}])[extract(isodow from b.created_at at time zone 'UTC')::int] * interval '1 day'`;
  const managedDays = responseTargetDays(true);
  const selfDays = responseTargetDays(false);
  const demo = pools.demo > 0 ? Math.min(options.demoReports, options.reports) : 0;
  const bench = options.benchHackerId ? Math.min(options.benchHackerReports, options.reports) : 0;
  await client.query(
    `create temp table seed_r on commit drop as
     with base as (
       select n, p.id as program_id, p.company_id, p.is_managed, p.demo,
              p.opened + ${uniform('n', 3)} * (p.closed - p.opened) as created_at,
              (select t.id from program_targets t where t.program_id = p.id and t.position = (hashint8extended(n, 4) & 2147483647) % p.targets) as target_id,
              case when k.bench then $5::uuid else h.id end as hacker_id,
              (${uniform('n', 6)} * 100)::int as sev, ${uniform('n', 7)} < 0.55 as scored, (${uniform('n', 8)} * 1000)::int as stage
       from generate_series(1, $1::int) n
       cross join lateral (select n::bigint * $2::int / $1::int > (n - 1)::bigint * $2::int / $1::int as demo_pick,
                                  n::bigint * $3::int / $1::int > (n - 1)::bigint * $3::int / $1::int as bench) k
       join seed_r_programs p on p.demo = k.demo_pick
         and p.idx = 1 + floor(case when k.demo_pick then $4::int * power(${uniform('n', 1)}, 2) else $6::int * power(${uniform('n', 1)}, 3) end)::int
       left join seed_r_hackers h on not k.bench and h.idx = 1 + floor($7::int * power(${uniform('n', 2)}, 2))::int
     ), aged as (
       select b.*, extract(epoch from now() - b.created_at) / 86400 as age,
              (case when b.sev < 30 then 'low' when b.sev < 70 then 'medium' when b.sev < 92 then 'high' else 'critical' end)::report_severity as severity
       from base b
     ), status as (
       select a.*, least(1.0, a.age / 160) as f,
              (case when a.age > 45 then
                 case when stage < 10 then 'new' when stage < 25 then 'triaged' when stage < 35 then 'moreInfo' when stage < 50 then 'forApproval'
                      when stage < 170 then 'rewarded' when stage < 350 then 'fixed' when stage < 560 then 'duplicate' when stage < 700 then 'informative'
                      when stage < 800 then 'outOfScope' when stage < 950 then 'invalid' else 'spam' end
               else
                 case when stage < 300 then 'new' when stage < 500 then 'triaged' when stage < 600 then 'moreInfo' when stage < 700 then 'forApproval'
                      when stage < 760 then 'rewarded' when stage < 780 then 'fixed' when stage < 860 then 'duplicate' when stage < 900 then 'informative'
                      when stage < 930 then 'outOfScope' when stage < 980 then 'invalid' else 'spam' end end) as drawn
       from aged a
     ), path as (
       -- A self-managed program has no approval step: what would wait for approval waits in triage.
       select s.*, (case when s.drawn = 'forApproval' and not s.is_managed then 'triaged' else s.drawn end)::report_status as status
       from status s
     ), steps as (
       select p.*,
              p.status in ('triaged', 'forApproval', 'rewarded', 'fixed')
                or (p.status = 'moreInfo' and ${uniform('p.n', 9)} < 0.6)
                or (p.status in ('duplicate', 'informative', 'outOfScope', 'invalid') and ${uniform('p.n', 10)} < 0.5) as triaged,
              p.created_at + p.f * (0.1 + ${uniform('p.n', 11)} * 4) * interval '1 day' as t1
       from path p
     ), timed as (
       select s.*,
              case when s.triaged then s.t1 + s.f * ${uniform('s.n', 12)} * 3 * interval '1 day' else s.t1 end as t_more,
              s.t1 + s.f * (1 + ${uniform('s.n', 13)} * 6) * interval '1 day' as t_approve,
              case when s.triaged then s.t1 + s.f * (0.5 + ${uniform('s.n', 14)} * 5) * interval '1 day' else s.t1 end as t_reject
       from steps s
     ), rewarded as (
       select t.*, (case when t.is_managed then t.t_approve else t.t1 end) + t.f * (1 + ${uniform('t.n', 15)} * 14) * interval '1 day' as t_reward
       from timed t
     )
     select r.n, ${uuidOf(`'${REPORT_MARKER}' || r.n`)} as id, r.program_id, r.company_id, r.is_managed, r.demo, r.target_id, r.hacker_id, r.severity, r.status, r.triaged,
            ($8::text[])[1 + (hashint8extended(r.n, 16) & 2147483647) % cardinality($8::text[])] || ' ' || ($9::text[])[1 + (hashint8extended(r.n, 17) & 2147483647) % cardinality($9::text[])] as title,
            case when r.scored then ($10::text[])[array_position(enum_range(null::report_severity), r.severity)] end as vector,
            case when r.scored then ($11::int[])[array_position(enum_range(null::report_severity), r.severity)] end as score_tenths,
            case when r.is_managed then case when ${uniform('r.n', 18)} < 0.03 then $12::uuid else st.id end else m.user_id end as handler_id,
            m.user_id as owner_id, r.created_at,
            case when r.status <> 'new' then r.t1 end as first_response_at,
            case when r.triaged then r.t1 end as triaged_at,
            case when r.status = 'moreInfo' then r.t_more end as more_info_at,
            case when r.is_managed and r.status in ('forApproval', 'rewarded', 'fixed') then r.t_approve end as approved_at,
            case when r.status in ('rewarded', 'fixed') then r.t_reward end as rewarded_at,
            case when r.status = 'fixed' then r.t_reward + r.f * (3 + ${uniform('r.n', 19)} * 120) * interval '1 day' end as fixed_at,
            case when r.status in ('duplicate', 'informative', 'outOfScope', 'invalid', 'spam') then r.t_reject end as rejected_at,
            (${uniform('r.n', 20)} * 3)::int as comments,
            case when r.is_managed then b.created_at + ${due(managedDays.firstResponse)} else b.created_at + ${due(selfDays.firstResponse)} end as first_response_due_at,
            case when r.is_managed then b.created_at + ${due(managedDays.triage)} else b.created_at + ${due(selfDays.triage)} end as triage_due_at,
            case when r.is_managed then b.created_at + ${due(managedDays.bounty)} else b.created_at + ${due(selfDays.bounty)} end as bounty_due_at,
            case when r.is_managed then b.created_at + ${due(managedDays.resolution)} else b.created_at + ${due(selfDays.resolution)} end as resolution_due_at
     from rewarded r
     cross join lateral (select r.created_at) b(created_at)
     left join seed_r_staff st on st.idx = 1 + (hashint8extended(r.n, 21) & 2147483647) % greatest($13::int, 1)
     left join seed_r_members m on m.company_id = r.company_id`,
    [
      options.reports,
      demo,
      bench,
      pools.demo,
      options.benchHackerId,
      pools.programs,
      pools.hackers,
      VULNERABILITIES,
      PLACES,
      vectors,
      tenths,
      pools.triager,
      pools.staff,
    ],
  );
  await client.query(
    `alter table seed_r add column updated_at timestamptz, add column closed_at timestamptz;
     update seed_r set updated_at = greatest(created_at, first_response_at, more_info_at, approved_at, rewarded_at, fixed_at, rejected_at),
                       closed_at = coalesce(rewarded_at, rejected_at);
     create unique index on seed_r (n); analyze seed_r`,
  );
  const { rows } = await client.query<{ missing: number }>(`select count(*)::int as missing from seed_r where target_id is null or hacker_id is null`);
  if (rows[0]?.missing) throw new Error(`${rows[0].missing} planned reports have no target or hacker`);
}

async function insertReports(client: pg.Client) {
  await client.query(
    `insert into reports (id, program_id, company_id, is_managed, target_id, hacker_id, created_by, title, severity, cvss_vector, cvss_score_tenths,
                          content, endpoint, payload, environment, ip_address, status, status_before_more_info, handled_by, reserved_cents, reward_cents,
                          points_awarded, receipt_sha256, first_response_at, triaged_at, rewarded_at, fixed_at, closed_at,
                          first_response_due_at, triage_due_at, bounty_due_at, resolution_due_at, created_at, updated_at)
     select r.id, r.program_id, r.company_id, r.is_managed, r.target_id, r.hacker_id, r.hacker_id, r.title, r.severity, r.vector, r.score_tenths,
            jsonb_build_object('type', 'doc', 'content', jsonb_build_array(
              jsonb_build_object('type', 'paragraph', 'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', r.title || ': passi per riprodurre, impatto e mitigazione proposta.'))))),
            case when r.n % 3 = 0 then '/api/v1/resource/' || r.n % 1000 end, case when r.n % 4 = 0 then '<script>alert(' || r.n % 100 || ')</script>' end,
            (array['Produzione', 'Staging', 'App mobile'])[1 + r.n % 3], '203.0.113.' || (1 + r.n % 254), r.status,
            case when r.status = 'moreInfo' then (case when r.triaged then 'triaged' else 'new' end)::report_status end,
            case when r.triaged then r.handler_id end, 0,
            case when r.status in ('rewarded', 'fixed') then
              case r.severity when 'low' then t.low_prize_cents when 'medium' then t.medium_prize_cents when 'high' then t.high_prize_cents else t.critical_prize_cents end end,
            ${POINTS_AWARDED},
            encode(sha256(convert_to(r.id::text || r.title, 'UTF8')), 'hex'),
            r.first_response_at, r.triaged_at, r.rewarded_at, r.fixed_at, r.closed_at,
            r.first_response_due_at, r.triage_due_at, r.bounty_due_at, r.resolution_due_at, r.created_at, r.updated_at
     from seed_r r join program_targets t on t.id = r.target_id
     order by r.created_at`,
  );
}

/**
 * The timeline: the submission, each status change the report went through (with the rejection's reason and the
 * question of a "more information"), and up to two comments, alternately the hacker's and the handler's.
 */
async function insertEvents(client: pg.Client) {
  await client.query(
    `insert into report_events (id, report_id, type, actor_id, status, old_status, reason, severity, vector, content, created_at)
     select ${uuidOf(`'scale-report-event:' || r.n || ':' || e.k`)}, r.id, e.type, e.actor, e.status::report_status, e.old_status::report_status, e.reason,
            e.severity, e.vector, e.content, e.at
     from seed_r r
     cross join lateral (values
       (0, 'submitted', r.hacker_id, 'new', null, null, r.severity, r.vector, null::jsonb, r.created_at, true),
       (1, 'statusChange', r.handler_id, 'triaged', 'new', null, null, null, null, r.triaged_at, r.triaged),
       (2, 'statusChange', r.handler_id, 'moreInfo', case when r.triaged then 'triaged' else 'new' end, 'Puoi indicare i passi esatti per riprodurre il problema?',
           null, null, null, r.more_info_at, r.more_info_at is not null),
       (3, 'statusChange', r.handler_id, 'forApproval', 'triaged', null, null, null, null, r.approved_at, r.approved_at is not null),
       (4, 'statusChange', r.owner_id, 'rewarded', case when r.is_managed then 'forApproval' else 'triaged' end, null, null, null, null, r.rewarded_at, r.rewarded_at is not null),
       (5, 'statusChange', r.owner_id, 'fixed', 'rewarded', null, null, null, null, r.fixed_at, r.fixed_at is not null),
       (6, 'statusChange', r.handler_id, r.status::text, case when r.triaged then 'triaged' else 'new' end, 'Valutato dal team: ' || r.status::text,
           null, null, null, r.rejected_at, r.rejected_at is not null),
       (7, 'comment', r.hacker_id, null, null, null, null, null, '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Ho aggiunto un secondo scenario."}]}]}',
           r.created_at + (r.updated_at - r.created_at) * 0.3 + interval '1 second', r.comments >= 1),
       (8, 'comment', case when r.status = 'new' then r.hacker_id else r.handler_id end, null, null, null, null, null,
           '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Grazie, stiamo verificando."}]}]}',
           r.created_at + (r.updated_at - r.created_at) * 0.6 + interval '2 seconds', r.comments >= 2)
     ) e(k, type, actor, status, old_status, reason, severity, vector, content, at, present)
     where e.present
     order by e.at`,
  );
}

/** The report the detail bench opens: the bench hacker's, on Demo Srl when they have one there, filled up to `entries` with comments. */
async function fillTimeline(client: pg.Client, hackerId: string | null, entries: number): Promise<string | null> {
  if (!hackerId) return null;
  const { rows } = await client.query<{ id: string; n: number }>(`select id, n from seed_r where hacker_id = $1 order by demo desc, n limit 1`, [hackerId]);
  const report = rows[0];
  if (!report) return null;
  await client.query(
    `insert into report_events (id, report_id, type, actor_id, content, created_at)
     select ${uuidOf(`'scale-report-timeline:' || i`)}, r.id, 'comment', case when i % 2 = 0 then r.hacker_id else coalesce(r.handler_id, r.owner_id) end,
            jsonb_build_object('type', 'doc', 'content', jsonb_build_array(jsonb_build_object('type', 'paragraph', 'content',
              jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'Aggiornamento ' || i || ': nuovi dettagli sulla riproduzione e sulle richieste coinvolte.'))))),
            r.created_at + (r.updated_at - r.created_at) * i / ($1::int + 1) + interval '3 seconds'
     from seed_r r cross join generate_series(1, $1::int - (select count(*) from report_events e where e.report_id = r.id)::int) i
     where r.n = $2`,
    [entries, report.n],
  );
  return report.id;
}

/**
 * Seeds the reports part once (false when already there or `reports` is 0). Foreign keys and triggers are off for the
 * insert (session_replication_role = replica), so the counters are recomputed and checked before the one transaction commits.
 */
export async function seedScaleReports(client: pg.Client, options: ScaleReportsOptions): Promise<boolean> {
  if (options.reports <= 0) return false;
  const seeded = await client.query(`select 1 from reports where id = ${uuidOf(`'${REPORT_MARKER}1'`)}`);
  if (seeded.rowCount) return false;
  await client.query('begin');
  try {
    await client.query(`set local session_replication_role = replica; set local work_mem = '256MB'`);
    const pools = await preparePools(client, options);
    if (!pools.programs || !pools.hackers || !pools.staff) throw new Error('the reports part needs the seeded programs, hackers and triagers');
    await planReports(client, options, pools);
    options.log?.(
      `  reports: ${options.reports.toLocaleString('en')} planned over ${(pools.programs + pools.demo).toLocaleString('en')} live programs (${pools.demo} of Demo Srl) and ${pools.hackers.toLocaleString('en')} hackers`,
    );
    await insertReports(client);
    options.log?.('  reports: inserted');
    await insertEvents(client);
    const timeline = await fillTimeline(client, options.benchHackerId, options.timelineEntries);
    const { rows } = await client.query<{ events: number }>(`select count(*)::int as events from report_events`);
    options.log?.(`  reports: ${rows[0]?.events.toLocaleString('en')} timeline entries (report ${timeline} has ${options.timelineEntries})`);
    // Every figure the reports feed (their triggers are off during the insert): programs' and hackers' counters, points, aggregates.
    await rebuildStatistics(drizzle(client, { schema, casing: 'snake_case' }), { from: ['reports'] });
    await client.query('commit');
    options.log?.('  reports: hacker and program counters, points and every report aggregate rebuilt from the rows');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query(
    'vacuum analyze reports, report_events, users, programs, program_points, hacker_points_histogram, report_counts, report_totals, report_months, stats_daily, stats_response_times, stats_open_due, stats_handlers, stats_counters',
  );
  options.log?.('  reports: vacuum analyze done');
  return true;
}

/** The report with the longest timeline among the bench hacker's (the one fillTimeline filled). */
export async function scaleTimelineReport(client: pg.Client, hackerId: string): Promise<{ id: string; entries: number } | null> {
  const { rows } = await client.query<{ id: string; entries: number }>(
    `select r.id, (select count(*) from report_events e where e.report_id = r.id)::int as entries
     from reports r where r.hacker_id = $1 order by entries desc limit 1`,
    [hackerId],
  );
  return rows[0] ?? null;
}
