-- Statistics that never serialise tenants (issue 19). Every aggregate that transactions of different companies write is
-- now append-only: a change INSERTs its differences (no row lock anyone else could wait on), readers sum the rows of a
-- key, and the stats-compaction job folds each key's rows into one (`pending` marks the rows it has not folded yet).
-- Rows only one program's transactions write (stats_response_times, program_points, the programs' counters) stay
-- updated in place, in key order, under the program's row lock every report change takes first.
-- Each figure is defined once, per row: `<figure>_of(row, sign)` says what one row contributes (sign -1 for the row
-- before a change, +1 after). The triggers apply the difference of a change; the recount (npm run stats:check and
-- stats:rebuild, apps/api/src/lib/aggregates.ts) sums the contributions of every row.
-- Duplicates dropped: stats_open_reports (report_totals by management now), stats_program_open (programs.reports_open),
-- stats_payment_status (payment_counts with the gross), stats_ledger_deltas (stats_ledger_kinds is appended to).

-- The payments' triggers are replaced below (payment_figures_apply); they go first, as the backfills here update payments.
DROP TRIGGER "payment_counts_insert" ON "payment_intents";--> statement-breakpoint
DROP TRIGGER "payment_counts_update" ON "payment_intents";--> statement-breakpoint
DROP TRIGGER "payment_counts_delete" ON "payment_intents";--> statement-breakpoint
DROP TRIGGER "payment_stats_insert" ON "payment_intents";--> statement-breakpoint
DROP TRIGGER "payment_stats_update" ON "payment_intents";--> statement-breakpoint
DROP TRIGGER "payment_stats_delete" ON "payment_intents";--> statement-breakpoint
DROP FUNCTION payment_counts_apply();--> statement-breakpoint
DROP FUNCTION stats_payments_apply();--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------------------------------
-- Append-only tables: the primary key becomes a plain index on the key, plus the compaction's partial index.
ALTER TABLE "report_counts" DROP CONSTRAINT "report_counts_company_id_status_severity_pk";--> statement-breakpoint
ALTER TABLE "report_counts" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "report_counts" ALTER COLUMN "pending" SET DEFAULT true;--> statement-breakpoint
CREATE INDEX "report_counts_key_idx" ON "report_counts" USING btree ("company_id","status","severity");--> statement-breakpoint
CREATE INDEX "report_counts_pending_idx" ON "report_counts" USING btree ("company_id","status","severity") WHERE "report_counts"."pending";--> statement-breakpoint
DROP TABLE "report_totals";--> statement-breakpoint
CREATE TABLE "report_totals" (
	"is_managed" boolean NOT NULL,
	"status" "report_status" NOT NULL,
	"severity" "report_severity" NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"reward_cents" bigint DEFAULT 0 NOT NULL,
	"pending" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_totals_key_idx" ON "report_totals" USING btree ("is_managed","status","severity");--> statement-breakpoint
CREATE INDEX "report_totals_pending_idx" ON "report_totals" USING btree ("is_managed","status","severity") WHERE "report_totals"."pending";--> statement-breakpoint
ALTER TABLE "report_months" DROP CONSTRAINT "report_months_pkey";--> statement-breakpoint
ALTER TABLE "report_months" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "report_months" ALTER COLUMN "pending" SET DEFAULT true;--> statement-breakpoint
CREATE INDEX "report_months_key_idx" ON "report_months" USING btree ("month");--> statement-breakpoint
CREATE INDEX "report_months_pending_idx" ON "report_months" USING btree ("month") WHERE "report_months"."pending";--> statement-breakpoint
ALTER TABLE "stats_daily" DROP CONSTRAINT "stats_daily_scope_scope_id_day_pk";--> statement-breakpoint
ALTER TABLE "stats_daily" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_daily" ALTER COLUMN "pending" SET DEFAULT true;--> statement-breakpoint
CREATE INDEX "stats_daily_key_idx" ON "stats_daily" USING btree ("scope","scope_id","day");--> statement-breakpoint
CREATE INDEX "stats_daily_pending_idx" ON "stats_daily" USING btree ("scope","scope_id","day") WHERE "stats_daily"."pending";--> statement-breakpoint
ALTER TABLE "stats_open_due" DROP CONSTRAINT "stats_open_due_is_managed_due_hour_pk";--> statement-breakpoint
ALTER TABLE "stats_open_due" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_open_due" ALTER COLUMN "pending" SET DEFAULT true;--> statement-breakpoint
CREATE INDEX "stats_open_due_key_idx" ON "stats_open_due" USING btree ("is_managed","due_hour");--> statement-breakpoint
CREATE INDEX "stats_open_due_pending_idx" ON "stats_open_due" USING btree ("is_managed","due_hour") WHERE "stats_open_due"."pending";--> statement-breakpoint
ALTER TABLE "stats_handlers" DROP CONSTRAINT "stats_handlers_pkey";--> statement-breakpoint
ALTER TABLE "stats_handlers" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_handlers" ALTER COLUMN "pending" SET DEFAULT true;--> statement-breakpoint
CREATE INDEX "stats_handlers_key_idx" ON "stats_handlers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stats_handlers_pending_idx" ON "stats_handlers" USING btree ("user_id") WHERE "stats_handlers"."pending";--> statement-breakpoint
ALTER TABLE "stats_counters" DROP CONSTRAINT "stats_counters_pkey";--> statement-breakpoint
ALTER TABLE "stats_counters" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_counters" ALTER COLUMN "pending" SET DEFAULT true;--> statement-breakpoint
CREATE INDEX "stats_counters_key_idx" ON "stats_counters" USING btree ("key");--> statement-breakpoint
CREATE INDEX "stats_counters_pending_idx" ON "stats_counters" USING btree ("key") WHERE "stats_counters"."pending";--> statement-breakpoint
ALTER TABLE "stats_countries" DROP CONSTRAINT "stats_countries_pkey";--> statement-breakpoint
ALTER TABLE "stats_countries" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_countries" ALTER COLUMN "pending" SET DEFAULT true;--> statement-breakpoint
CREATE INDEX "stats_countries_key_idx" ON "stats_countries" USING btree ("country");--> statement-breakpoint
CREATE INDEX "stats_countries_pending_idx" ON "stats_countries" USING btree ("country") WHERE "stats_countries"."pending";--> statement-breakpoint
ALTER TABLE "stats_payments_daily" DROP CONSTRAINT "stats_payments_daily_pkey";--> statement-breakpoint
ALTER TABLE "stats_payments_daily" ADD COLUMN "pending" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "stats_payments_daily_key_idx" ON "stats_payments_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stats_payments_daily_pending_idx" ON "stats_payments_daily" USING btree ("day") WHERE "stats_payments_daily"."pending";--> statement-breakpoint
ALTER TABLE "stats_ledger_kinds" DROP CONSTRAINT "stats_ledger_kinds_pkey";--> statement-breakpoint
ALTER TABLE "stats_ledger_kinds" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_ledger_kinds" ALTER COLUMN "pending" SET DEFAULT true;--> statement-breakpoint
CREATE INDEX "stats_ledger_kinds_key_idx" ON "stats_ledger_kinds" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "stats_ledger_kinds_pending_idx" ON "stats_ledger_kinds" USING btree ("kind") WHERE "stats_ledger_kinds"."pending";--> statement-breakpoint
ALTER TABLE "payment_counts" DROP CONSTRAINT "payment_counts_status_kind_pk";--> statement-breakpoint
ALTER TABLE "payment_counts" ADD COLUMN "gross_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_counts" ADD COLUMN "pending" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_counts_key_idx" ON "payment_counts" USING btree ("status","kind");--> statement-breakpoint
CREATE INDEX "payment_counts_pending_idx" ON "payment_counts" USING btree ("status","kind") WHERE "payment_counts"."pending";--> statement-breakpoint
ALTER TABLE "program_list_counts" DROP CONSTRAINT "program_list_counts_status_is_public_is_managed_tag_pk";--> statement-breakpoint
ALTER TABLE "program_list_counts" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "program_list_counts" ALTER COLUMN "pending" SET DEFAULT true;--> statement-breakpoint
CREATE INDEX "program_list_counts_key_idx" ON "program_list_counts" USING btree ("status","is_public","is_managed","tag");--> statement-breakpoint
CREATE INDEX "program_list_counts_pending_idx" ON "program_list_counts" USING btree ("status","is_public","is_managed","tag") WHERE "program_list_counts"."pending";--> statement-breakpoint
ALTER TABLE "hacker_points_histogram" DROP CONSTRAINT "hacker_points_histogram_pkey";--> statement-breakpoint
ALTER TABLE "hacker_points_histogram" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hacker_points_histogram" ALTER COLUMN "pending" SET DEFAULT true;--> statement-breakpoint
CREATE INDEX "hacker_points_histogram_key_idx" ON "hacker_points_histogram" USING btree ("points");--> statement-breakpoint
CREATE INDEX "hacker_points_histogram_pending_idx" ON "hacker_points_histogram" USING btree ("points") WHERE "hacker_points_histogram"."pending";--> statement-breakpoint
-- The breached programs are looked for among the programs with most open reports (was stats_program_open's index).
CREATE INDEX "programs_open_reports_idx" ON "programs" USING btree ("reports_open" DESC NULLS LAST,"id") WHERE "programs"."reports_open" > 0;--> statement-breakpoint
-- When a payment first left (sent, sent externally or accredited): it counts once in the payment trend, on that day,
-- however often the bank returns it and it leaves again.
ALTER TABLE "payment_intents" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payment_intents" i SET "left_at" = coalesce(
    (SELECT min(h.created_at) FROM payment_history h WHERE h.intent_id = i.id AND h.status IN ('sent', 'sentExternally', 'accredited')),
    CASE WHEN i.status IN ('sent', 'sentExternally', 'accredited') THEN i.status_changed_at END)
  WHERE i.status IN ('sent', 'sentExternally', 'accredited')
     OR EXISTS (SELECT 1 FROM payment_history h WHERE h.intent_id = i.id AND h.status IN ('sent', 'sentExternally', 'accredited'));
--> statement-breakpoint
CREATE FUNCTION payment_left_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Every status change writes status_changed_at with it (payment-machine.ts, bank batches).
  IF NEW.left_at IS NULL AND NEW.status IN ('sent', 'sentExternally', 'accredited') THEN
    NEW.left_at := NEW.status_changed_at;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payment_intents_left_at BEFORE INSERT OR UPDATE OF status ON payment_intents FOR EACH ROW EXECUTE FUNCTION payment_left_at();
--> statement-breakpoint

-- ---------------------------------------------------------------------------------------------------------------------
-- What one row contributes to each figure (sign -1: the row as it was, +1: as it is). A null row contributes nothing.
CREATE FUNCTION report_counts_of(r reports, sign integer)
RETURNS TABLE (company_id uuid, status report_status, severity report_severity, reports integer, reward_cents bigint) LANGUAGE sql STABLE AS $$
  SELECT r.company_id, r.status, r.severity, sign, sign * coalesce(r.reward_cents, 0) WHERE r.id IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION report_totals_of(r reports, sign integer)
RETURNS TABLE (is_managed boolean, status report_status, severity report_severity, reports integer, reward_cents bigint) LANGUAGE sql STABLE AS $$
  SELECT r.is_managed, r.status, r.severity, sign, sign * coalesce(r.reward_cents, 0) WHERE r.id IS NOT NULL
$$;
--> statement-breakpoint
-- Received in the month of submission, accepted in the month of the reward (Europe/Rome).
CREATE FUNCTION report_months_of(r reports, sign integer)
RETURNS TABLE (month date, received integer, accepted integer) LANGUAGE sql STABLE AS $$
  SELECT date_trunc('month', r.created_at AT TIME ZONE 'Europe/Rome')::date, sign, 0 WHERE r.id IS NOT NULL
  UNION ALL
  SELECT date_trunc('month', r.rewarded_at AT TIME ZONE 'Europe/Rome')::date, 0, sign WHERE r.rewarded_at IS NOT NULL
$$;
--> statement-breakpoint
-- An open report by the hour (UTC) its next response is due: its earliest target not done (reports_open_next_due_idx).
CREATE FUNCTION stats_open_due_of(r reports, sign integer)
RETURNS TABLE (is_managed boolean, due_hour timestamptz, reports integer) LANGUAGE sql STABLE AS $$
  SELECT r.is_managed,
         date_trunc('hour', least(CASE WHEN r.first_response_at IS NULL THEN r.first_response_due_at END, CASE WHEN r.triaged_at IS NULL THEN r.triage_due_at END, r.bounty_due_at), 'UTC'),
         sign
   WHERE r.status IN ('new', 'triaged', 'moreInfo', 'forApproval')
$$;
--> statement-breakpoint
CREATE FUNCTION stats_handlers_of(r reports, sign integer)
RETURNS TABLE (user_id uuid, open integer, total integer) LANGUAGE sql STABLE AS $$
  SELECT r.handled_by, CASE WHEN r.status IN ('new', 'triaged', 'moreInfo', 'forApproval') THEN sign ELSE 0 END, sign WHERE r.handled_by IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION stats_counters_of_report(r reports, sign integer)
RETURNS TABLE (key text, value bigint) LANGUAGE sql STABLE AS $$
  SELECT 'reserved_cents', sign * r.reserved_cents WHERE r.reserved_cents <> 0
$$;
--> statement-breakpoint
CREATE FUNCTION stats_counters_of_user(u users, sign integer)
RETURNS TABLE (key text, value bigint) LANGUAGE sql STABLE AS $$
  SELECT 'hackers', sign::bigint WHERE u.user_type = 'hacker'
$$;
--> statement-breakpoint
CREATE FUNCTION stats_counters_of_company(c companies, sign integer)
RETURNS TABLE (key text, value bigint) LANGUAGE sql STABLE AS $$
  SELECT 'companies_unverified', sign::bigint WHERE NOT c.is_verified
$$;
--> statement-breakpoint
-- Deposits to handle (pending) and invoices to send (accredited, invoice not sent nor skipped).
CREATE FUNCTION stats_counters_of_transfer(t company_transfers, sign integer)
RETURNS TABLE (key text, value bigint) LANGUAGE sql STABLE AS $$
  SELECT 'transfers_pending', sign::bigint WHERE t.accreditation_status = 'pending'
  UNION ALL
  SELECT 'invoices_to_send', sign::bigint WHERE t.accreditation_status = 'accredited' AND t.invoice_status IN ('pending', 'generated')
$$;
--> statement-breakpoint
CREATE FUNCTION stats_countries_of(h hacker_profiles, sign integer)
RETURNS TABLE (country text, hackers integer) LANGUAGE sql STABLE AS $$
  SELECT h.country_of_residence, sign WHERE h.country_of_residence IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION stats_ledger_kinds_of(a ledger_accounts, sign integer)
RETURNS TABLE (kind text, balance_cents bigint) LANGUAGE sql STABLE AS $$
  SELECT a.kind::text, sign * a.balance_cents WHERE a.id IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION payment_counts_of(p payment_intents, sign integer)
RETURNS TABLE (status text, kind text, n integer, gross_cents bigint) LANGUAGE sql STABLE AS $$
  SELECT p.status, p.kind, sign, sign * p.gross_cents WHERE p.id IS NOT NULL
$$;
--> statement-breakpoint
-- A payment that left counts on the day it first left, with its net transfer (the gross when none was computed).
CREATE FUNCTION stats_payments_left_of(p payment_intents, sign integer)
RETURNS TABLE (day date, payments integer, amount_cents bigint) LANGUAGE sql STABLE AS $$
  SELECT (p.left_at AT TIME ZONE 'Europe/Rome')::date, sign, sign * coalesce(p.transfer_cents, p.gross_cents) WHERE p.left_at IS NOT NULL
$$;
--> statement-breakpoint
-- users_hall_of_fame_idx's predicate: who is on the leaderboard.
CREATE FUNCTION hacker_points_histogram_of(u users, sign integer)
RETURNS TABLE (points integer, hackers bigint) LANGUAGE sql STABLE AS $$
  SELECT u.points, sign::bigint WHERE u.user_type = 'hacker' AND u.points > 0 AND NOT u.is_blocked AND u.deactivated_at IS NULL
$$;
--> statement-breakpoint
-- Per status, visibility, management and tag ('' counts each program once).
CREATE FUNCTION program_list_counts_of(p programs, sign integer)
RETURNS TABLE (status program_status, is_public boolean, is_managed boolean, tag text, n bigint) LANGUAGE sql STABLE AS $$
  SELECT p.status, p.is_public, p.is_managed, t.tag, sign::bigint FROM unnest(array_append(p.tags, '')) AS t(tag) WHERE p.id IS NOT NULL
$$;
--> statement-breakpoint

-- ---------------------------------------------------------------------------------------------------------------------
-- Reports: one trigger applies a change's differences to every figure (0014's report_counts_apply folds in here).
DROP TRIGGER "reports_counts" ON "reports";--> statement-breakpoint
DROP FUNCTION report_counts_apply();--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_report_change(o reports, n reports) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_counts (company_id, status, severity, reports, reward_cents)
  SELECT d.company_id, d.status, d.severity, sum(d.reports), sum(d.reward_cents)
    FROM (SELECT * FROM report_counts_of(o, -1) UNION ALL SELECT * FROM report_counts_of(n, 1)) AS d
   GROUP BY 1, 2, 3 HAVING sum(d.reports) <> 0 OR sum(d.reward_cents) <> 0;

  INSERT INTO report_totals (is_managed, status, severity, reports, reward_cents)
  SELECT d.is_managed, d.status, d.severity, sum(d.reports), sum(d.reward_cents)
    FROM (SELECT * FROM report_totals_of(o, -1) UNION ALL SELECT * FROM report_totals_of(n, 1)) AS d
   GROUP BY 1, 2, 3 HAVING sum(d.reports) <> 0 OR sum(d.reward_cents) <> 0;

  INSERT INTO report_months (month, received, accepted)
  SELECT d.month, sum(d.received), sum(d.accepted)
    FROM (SELECT * FROM report_months_of(o, -1) UNION ALL SELECT * FROM report_months_of(n, 1)) AS d
   GROUP BY 1 HAVING sum(d.received) <> 0 OR sum(d.accepted) <> 0;

  INSERT INTO stats_daily (scope, scope_id, day, rewards, reward_cents, received)
  SELECT d.scope, d.scope_id, d.day, sum(d.rewards), sum(d.reward_cents), sum(d.received)
    FROM (SELECT * FROM stats_report_daily(o, -1) UNION ALL SELECT * FROM stats_report_daily(n, 1)) AS d
   GROUP BY 1, 2, 3 HAVING sum(d.rewards) <> 0 OR sum(d.reward_cents) <> 0 OR sum(d.received) <> 0;

  INSERT INTO stats_open_due (is_managed, due_hour, reports)
  SELECT d.is_managed, d.due_hour, sum(d.reports)
    FROM (SELECT * FROM stats_open_due_of(o, -1) UNION ALL SELECT * FROM stats_open_due_of(n, 1)) AS d
   GROUP BY 1, 2 HAVING sum(d.reports) <> 0;

  INSERT INTO stats_handlers (user_id, open, total)
  SELECT d.user_id, sum(d.open), sum(d.total)
    FROM (SELECT * FROM stats_handlers_of(o, -1) UNION ALL SELECT * FROM stats_handlers_of(n, 1)) AS d
   GROUP BY 1 HAVING sum(d.open) <> 0 OR sum(d.total) <> 0;

  INSERT INTO stats_counters (key, value)
  SELECT d.key, sum(d.value)
    FROM (SELECT * FROM stats_counters_of_report(o, -1) UNION ALL SELECT * FROM stats_counters_of_report(n, 1)) AS d
   GROUP BY 1 HAVING sum(d.value) <> 0;

  -- The program's own rows: every writer holds the program's row lock, and rows are taken in key order.
  INSERT INTO stats_response_times AS s (program_id, target, month, upper_hours, measured, on_time)
  SELECT d.program_id, d.target, d.month, d.upper_hours, sum(d.measured), sum(d.on_time)
    FROM (SELECT * FROM stats_report_responses(o, -1) UNION ALL SELECT * FROM stats_report_responses(n, 1)) AS d
   GROUP BY 1, 2, 3, 4 HAVING sum(d.measured) <> 0 OR sum(d.on_time) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (program_id, target, month, upper_hours) DO UPDATE SET measured = s.measured + excluded.measured, on_time = s.on_time + excluded.on_time;
END
$$;
--> statement-breakpoint
DROP TRIGGER "reports_stats" ON "reports";--> statement-breakpoint
CREATE TRIGGER reports_stats AFTER INSERT OR DELETE OR UPDATE OF status, severity, is_managed, program_id, company_id, hacker_id, handled_by, reserved_cents,
  reward_cents, rewarded_at, first_response_at, triaged_at, fixed_at, created_at, first_response_due_at, triage_due_at, bounty_due_at, resolution_due_at ON reports
FOR EACH ROW EXECUTE FUNCTION stats_reports_apply();
--> statement-breakpoint

-- Payments: one statement trigger per operation (a bank batch moves thousands at once) for both figures.
CREATE FUNCTION payment_figures_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone payment_intents[];
  came payment_intents[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT array_agg(o) INTO gone FROM old_rows o;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg(n) INTO came FROM new_rows n;
  END IF;
  INSERT INTO payment_counts (status, kind, n, gross_cents)
  SELECT d.status, d.kind, sum(d.n), sum(d.gross_cents)
    FROM (SELECT x.* FROM unnest(gone) AS o CROSS JOIN LATERAL payment_counts_of(o, -1) AS x
          UNION ALL SELECT x.* FROM unnest(came) AS c CROSS JOIN LATERAL payment_counts_of(c, 1) AS x) AS d
   GROUP BY 1, 2 HAVING sum(d.n) <> 0 OR sum(d.gross_cents) <> 0;
  INSERT INTO stats_payments_daily (day, payments, amount_cents)
  SELECT d.day, sum(d.payments), sum(d.amount_cents)
    FROM (SELECT x.* FROM unnest(gone) AS o CROSS JOIN LATERAL stats_payments_left_of(o, -1) AS x
          UNION ALL SELECT x.* FROM unnest(came) AS c CROSS JOIN LATERAL stats_payments_left_of(c, 1) AS x) AS d
   GROUP BY 1 HAVING sum(d.payments) <> 0 OR sum(d.amount_cents) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payment_figures_insert AFTER INSERT ON payment_intents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_figures_apply();
--> statement-breakpoint
CREATE TRIGGER payment_figures_update AFTER UPDATE ON payment_intents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_figures_apply();
--> statement-breakpoint
CREATE TRIGGER payment_figures_delete AFTER DELETE ON payment_intents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_figures_apply();
--> statement-breakpoint

-- Ledger balances per kind: postings append to stats_ledger_kinds itself (no deltas table, no fold on read).
CREATE OR REPLACE FUNCTION stats_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stats_ledger_kinds (kind, balance_cents)
    SELECT x.kind, sum(x.balance_cents) FROM new_rows AS n CROSS JOIN LATERAL stats_ledger_kinds_of(n, 1) AS x GROUP BY 1 HAVING sum(x.balance_cents) <> 0;
  ELSE
    INSERT INTO stats_ledger_kinds (kind, balance_cents)
    SELECT d.kind, sum(d.balance_cents)
      FROM (SELECT x.* FROM old_rows AS o CROSS JOIN LATERAL stats_ledger_kinds_of(o, -1) AS x
            UNION ALL SELECT x.* FROM new_rows AS n CROSS JOIN LATERAL stats_ledger_kinds_of(n, 1) AS x) AS d
     GROUP BY 1 HAVING sum(d.balance_cents) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO stats_ledger_kinds (kind, balance_cents) SELECT kind, sum(delta_cents) FROM stats_ledger_deltas GROUP BY kind HAVING sum(delta_cents) <> 0;
--> statement-breakpoint
DROP FUNCTION stats_ledger_fold();--> statement-breakpoint
DROP TABLE "stats_ledger_deltas";--> statement-breakpoint

-- Registered hackers, companies awaiting approval, deposits to handle and invoices to send.
CREATE OR REPLACE FUNCTION stats_users_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stats_counters (key, value)
    SELECT x.key, sum(x.value) FROM new_rows AS n CROSS JOIN LATERAL stats_counters_of_user(n, 1) AS x GROUP BY 1 HAVING sum(x.value) <> 0;
  ELSE
    INSERT INTO stats_counters (key, value)
    SELECT x.key, sum(x.value) FROM old_rows AS o CROSS JOIN LATERAL stats_counters_of_user(o, -1) AS x GROUP BY 1 HAVING sum(x.value) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_companies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_counters (key, value)
  SELECT d.key, sum(d.value)
    FROM (SELECT * FROM stats_counters_of_company(OLD, -1) UNION ALL SELECT * FROM stats_counters_of_company(NEW, 1)) AS d
   GROUP BY 1 HAVING sum(d.value) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_transfers_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_counters (key, value)
  SELECT d.key, sum(d.value)
    FROM (SELECT * FROM stats_counters_of_transfer(OLD, -1) UNION ALL SELECT * FROM stats_counters_of_transfer(NEW, 1)) AS d
   GROUP BY 1 HAVING sum(d.value) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION stats_counter_add(text, bigint);--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_countries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_countries (country, hackers)
  SELECT d.country, sum(d.hackers)
    FROM (SELECT * FROM stats_countries_of(OLD, -1) UNION ALL SELECT * FROM stats_countries_of(NEW, 1)) AS d
   GROUP BY 1 HAVING sum(d.hackers) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every change of a user runs this (sign-ins, bulk imports): a user without points before and after, or whose points,
-- type, block and deactivation did not change, changes no count.
CREATE OR REPLACE FUNCTION hacker_points_histogram_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(OLD.points, 0) <= 0 AND coalesce(NEW.points, 0) <= 0 THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.user_type, OLD.points, OLD.is_blocked, OLD.deactivated_at IS NULL)
                          IS NOT DISTINCT FROM (NEW.user_type, NEW.points, NEW.is_blocked, NEW.deactivated_at IS NULL) THEN
    RETURN NULL;
  END IF;
  INSERT INTO hacker_points_histogram (points, hackers)
  SELECT d.points, sum(d.hackers)
    FROM (SELECT * FROM hacker_points_histogram_of(OLD, -1) UNION ALL SELECT * FROM hacker_points_histogram_of(NEW, 1)) AS d
   GROUP BY 1 HAVING sum(d.hackers) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every change of a program runs this (its report counters too): only a change of what the lists count counts.
CREATE OR REPLACE FUNCTION programs_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.is_public, OLD.is_managed, OLD.tags) IS NOT DISTINCT FROM (NEW.status, NEW.is_public, NEW.is_managed, NEW.tags) THEN
    RETURN NULL;
  END IF;
  INSERT INTO program_list_counts (status, is_public, is_managed, tag, n)
  SELECT d.status, d.is_public, d.is_managed, d.tag, sum(d.n)
    FROM (SELECT * FROM program_list_counts_of(OLD, -1) UNION ALL SELECT * FROM program_list_counts_of(NEW, 1)) AS d
   GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- ---------------------------------------------------------------------------------------------------------------------
-- The duplicates, and the recount that lives in the application now (npm run stats:rebuild).
DROP FUNCTION stats_rebuild();--> statement-breakpoint
DROP TABLE "stats_open_reports";--> statement-breakpoint
DROP TABLE "stats_program_open";--> statement-breakpoint
DROP TABLE "stats_payment_status";--> statement-breakpoint
-- Figures whose key or definition changed, counted from the rows with their contributions.
INSERT INTO report_totals (is_managed, status, severity, reports, reward_cents, pending)
SELECT x.is_managed, x.status, x.severity, sum(x.reports), sum(x.reward_cents), false
  FROM reports AS r CROSS JOIN LATERAL report_totals_of(r, 1) AS x GROUP BY 1, 2, 3;
--> statement-breakpoint
DELETE FROM payment_counts;--> statement-breakpoint
INSERT INTO payment_counts (status, kind, n, gross_cents, pending)
SELECT x.status, x.kind, sum(x.n), sum(x.gross_cents), false
  FROM payment_intents AS p CROSS JOIN LATERAL payment_counts_of(p, 1) AS x GROUP BY 1, 2;
--> statement-breakpoint
DELETE FROM stats_payments_daily;--> statement-breakpoint
INSERT INTO stats_payments_daily (day, payments, amount_cents, pending)
SELECT x.day, sum(x.payments), sum(x.amount_cents), false
  FROM payment_intents AS p CROSS JOIN LATERAL stats_payments_left_of(p, 1) AS x GROUP BY 1;
