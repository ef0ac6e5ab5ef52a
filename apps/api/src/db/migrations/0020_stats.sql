CREATE TABLE "stats_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_countries" (
	"country" text PRIMARY KEY NOT NULL,
	"hackers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_daily" (
	"scope" text NOT NULL,
	"scope_id" uuid NOT NULL,
	"day" date NOT NULL,
	"rewards" integer DEFAULT 0 NOT NULL,
	"reward_cents" bigint DEFAULT 0 NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_daily_scope_scope_id_day_pk" PRIMARY KEY("scope","scope_id","day")
);
--> statement-breakpoint
CREATE TABLE "stats_handlers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_ledger_kinds" (
	"kind" text PRIMARY KEY NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_open_due" (
	"is_managed" boolean NOT NULL,
	"due_hour" timestamp with time zone NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_open_due_is_managed_due_hour_pk" PRIMARY KEY("is_managed","due_hour")
);
--> statement-breakpoint
CREATE TABLE "stats_open_reports" (
	"is_managed" boolean NOT NULL,
	"status" "report_status" NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_open_reports_is_managed_status_pk" PRIMARY KEY("is_managed","status")
);
--> statement-breakpoint
CREATE TABLE "stats_payment_status" (
	"status" text PRIMARY KEY NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_payments_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_program_open" (
	"program_id" uuid PRIMARY KEY NOT NULL,
	"is_managed" boolean NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_response_times" (
	"program_id" uuid NOT NULL,
	"target" text NOT NULL,
	"month" date NOT NULL,
	"upper_hours" integer NOT NULL,
	"measured" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_response_times_program_id_target_month_upper_hours_pk" PRIMARY KEY("program_id","target","month","upper_hours")
);
--> statement-breakpoint
CREATE INDEX "stats_program_open_reports_idx" ON "stats_program_open" USING btree ("reports" DESC NULLS LAST,"program_id") WHERE "stats_program_open"."reports" > 0;--> statement-breakpoint
CREATE TABLE "stats_ledger_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"kind" text NOT NULL,
	"delta_cents" bigint NOT NULL
);
--> statement-breakpoint
-- The dashboards' aggregates follow every change in its transaction (the style of 0014/0016/0018). Days and months are
-- Europe/Rome. stats_rebuild() at the end recomputes them all from the rows: the backfill here and the scale seed's last step.
CREATE FUNCTION stats_hours_bucket(elapsed interval) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN h <= 48 THEN greatest(h, 1) ELSE 48 + 24 * ceil((h - 48) / 24.0)::integer END
  FROM (SELECT ceil(extract(epoch FROM elapsed) / 3600)::integer AS h) AS x
$$;
--> statement-breakpoint
-- A report's part of stats_daily: its reward (hacker, company, handler, platform) and its submission (hacker, company, platform).
CREATE FUNCTION stats_report_daily(r reports, sign integer)
RETURNS TABLE (scope text, scope_id uuid, day date, rewards integer, reward_cents bigint, received integer) LANGUAGE sql STABLE AS $$
  SELECT s.scope, s.id, (r.rewarded_at AT TIME ZONE 'Europe/Rome')::date, sign, sign * coalesce(r.reward_cents, 0), 0
    FROM (VALUES ('hacker', r.hacker_id), ('company', r.company_id), ('handler', r.handled_by),
                 ('platform', '00000000-0000-0000-0000-000000000000'::uuid)) AS s(scope, id)
   WHERE r.rewarded_at IS NOT NULL AND s.id IS NOT NULL
  UNION ALL
  SELECT s.scope, s.id, (r.created_at AT TIME ZONE 'Europe/Rome')::date, 0, 0::bigint, sign
    FROM (VALUES ('hacker', r.hacker_id), ('company', r.company_id), ('platform', '00000000-0000-0000-0000-000000000000'::uuid)) AS s(scope, id)
   WHERE r.created_at IS NOT NULL AND s.id IS NOT NULL
$$;
--> statement-breakpoint
-- A report's responses: per target done, the month it was done, its hours bucket and whether it met the due time.
CREATE FUNCTION stats_report_responses(r reports, sign integer)
RETURNS TABLE (program_id uuid, target text, month date, upper_hours integer, measured integer, on_time integer) LANGUAGE sql STABLE AS $$
  SELECT r.program_id, t.target, date_trunc('month', t.done AT TIME ZONE 'Europe/Rome')::date, stats_hours_bucket(t.done - r.created_at),
         sign, CASE WHEN t.done <= t.due THEN sign ELSE 0 END
    FROM (VALUES ('firstResponse', r.first_response_at, r.first_response_due_at), ('triage', r.triaged_at, r.triage_due_at),
                 ('bounty', r.rewarded_at, r.bounty_due_at), ('resolution', r.fixed_at, r.resolution_due_at)) AS t(target, done, due)
   WHERE t.done IS NOT NULL
$$;
--> statement-breakpoint
-- One report changed from o to n (either may be the null row): the differences go to every aggregate, rows in key order.
CREATE FUNCTION stats_report_change(o reports, n reports) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  o_open integer := CASE WHEN o.status IN ('new', 'triaged', 'moreInfo', 'forApproval') THEN 1 ELSE 0 END;
  n_open integer := CASE WHEN n.status IN ('new', 'triaged', 'moreInfo', 'forApproval') THEN 1 ELSE 0 END;
  -- The next response due: the earliest target not done (bounty is never done while the report is open).
  o_due timestamptz := least(CASE WHEN o.first_response_at IS NULL THEN o.first_response_due_at END, CASE WHEN o.triaged_at IS NULL THEN o.triage_due_at END, o.bounty_due_at);
  n_due timestamptz := least(CASE WHEN n.first_response_at IS NULL THEN n.first_response_due_at END, CASE WHEN n.triaged_at IS NULL THEN n.triage_due_at END, n.bounty_due_at);
BEGIN
  INSERT INTO stats_daily AS s (scope, scope_id, day, rewards, reward_cents, received)
  SELECT d.scope, d.scope_id, d.day, sum(d.rewards), sum(d.reward_cents), sum(d.received)
    FROM (SELECT * FROM stats_report_daily(o, -1) UNION ALL SELECT * FROM stats_report_daily(n, 1)) AS d
   GROUP BY 1, 2, 3 HAVING sum(d.rewards) <> 0 OR sum(d.reward_cents) <> 0 OR sum(d.received) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (scope, scope_id, day) DO UPDATE
    SET rewards = s.rewards + excluded.rewards, reward_cents = s.reward_cents + excluded.reward_cents, received = s.received + excluded.received;

  INSERT INTO stats_response_times AS s (program_id, target, month, upper_hours, measured, on_time)
  SELECT d.program_id, d.target, d.month, d.upper_hours, sum(d.measured), sum(d.on_time)
    FROM (SELECT * FROM stats_report_responses(o, -1) UNION ALL SELECT * FROM stats_report_responses(n, 1)) AS d
   GROUP BY 1, 2, 3, 4 HAVING sum(d.measured) <> 0 OR sum(d.on_time) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (program_id, target, month, upper_hours) DO UPDATE SET measured = s.measured + excluded.measured, on_time = s.on_time + excluded.on_time;

  IF o_open <> n_open OR (n_open = 1 AND (o.status, o.is_managed, o.program_id) IS DISTINCT FROM (n.status, n.is_managed, n.program_id)) THEN
    INSERT INTO stats_open_reports AS s (is_managed, status, reports)
    SELECT d.is_managed, d.status, sum(d.delta)
      FROM (VALUES (o.is_managed, o.status, -o_open), (n.is_managed, n.status, n_open)) AS d(is_managed, status, delta)
     WHERE d.delta <> 0 GROUP BY 1, 2 HAVING sum(d.delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (is_managed, status) DO UPDATE SET reports = s.reports + excluded.reports;
    INSERT INTO stats_program_open AS s (program_id, is_managed, reports)
    SELECT d.program_id, bool_or(d.is_managed), sum(d.delta)
      FROM (VALUES (o.program_id, o.is_managed, -o_open), (n.program_id, n.is_managed, n_open)) AS d(program_id, is_managed, delta)
     WHERE d.delta <> 0 GROUP BY 1 HAVING sum(d.delta) <> 0 ORDER BY 1
    ON CONFLICT (program_id) DO UPDATE SET reports = s.reports + excluded.reports;
  END IF;

  IF (o_open, o.is_managed, o_due) IS DISTINCT FROM (n_open, n.is_managed, n_due) THEN
    INSERT INTO stats_open_due AS s (is_managed, due_hour, reports)
    SELECT d.is_managed, d.due_hour, sum(d.delta)
      FROM (VALUES (o.is_managed, date_trunc('hour', o_due, 'UTC'), -o_open), (n.is_managed, date_trunc('hour', n_due, 'UTC'), n_open)) AS d(is_managed, due_hour, delta)
     WHERE d.delta <> 0 GROUP BY 1, 2 HAVING sum(d.delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (is_managed, due_hour) DO UPDATE SET reports = s.reports + excluded.reports;
  END IF;

  IF (o.handled_by, o_open) IS DISTINCT FROM (n.handled_by, n_open) THEN
    INSERT INTO stats_handlers AS s (user_id, open, total)
    SELECT d.user_id, sum(d.open), sum(d.total)
      FROM (VALUES (o.handled_by, -o_open, -1), (n.handled_by, n_open, 1)) AS d(user_id, open, total)
     WHERE d.user_id IS NOT NULL GROUP BY 1 HAVING sum(d.open) <> 0 OR sum(d.total) <> 0 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET open = s.open + excluded.open, total = s.total + excluded.total;
  END IF;

  IF coalesce(n.reserved_cents, 0) <> coalesce(o.reserved_cents, 0) THEN
    INSERT INTO stats_counters AS s (key, value) VALUES ('reserved_cents', coalesce(n.reserved_cents, 0) - coalesce(o.reserved_cents, 0))
    ON CONFLICT (key) DO UPDATE SET value = s.value + excluded.value;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION stats_reports_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stats_report_change(NULL::reports, NEW);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM stats_report_change(OLD, NEW);
  ELSE
    PERFORM stats_report_change(OLD, NULL::reports);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reports_stats AFTER INSERT OR DELETE OR UPDATE OF status, is_managed, program_id, company_id, hacker_id, handled_by, reserved_cents,
  reward_cents, rewarded_at, first_response_at, triaged_at, fixed_at, created_at, first_response_due_at, triage_due_at, bounty_due_at ON reports
FOR EACH ROW EXECUTE FUNCTION stats_reports_apply();
--> statement-breakpoint
-- Open reports by their next response due. Breached = open (stats_open_reports) minus those still due: the hours ahead
-- from stats_open_due, the current hour's from this index; about to breach (the next 24 hours) from this index alone.
-- The expression's columns ride along (INCLUDE) so those counts are index-only scans.
CREATE INDEX "reports_open_next_due_idx" ON "reports" USING btree (
  (least(CASE WHEN first_response_at IS NULL THEN first_response_due_at END, CASE WHEN triaged_at IS NULL THEN triage_due_at END, bounty_due_at)),
  is_managed
) INCLUDE (first_response_at, first_response_due_at, triaged_at, triage_due_at, bounty_due_at)
WHERE status IN ('new', 'triaged', 'moreInfo', 'forApproval');
--> statement-breakpoint
-- The same per program: the breached programs' candidates count their reports still due.
CREATE INDEX "reports_open_program_due_idx" ON "reports" USING btree (
  program_id,
  (least(CASE WHEN first_response_at IS NULL THEN first_response_due_at END, CASE WHEN triaged_at IS NULL THEN triage_due_at END, bounty_due_at))
) INCLUDE (first_response_at, first_response_due_at, triaged_at, triage_due_at, bounty_due_at)
WHERE status IN ('new', 'triaged', 'moreInfo', 'forApproval');
--> statement-breakpoint
-- Payments: per status with their gross (statement triggers, a bank batch moves thousands at once), and the ones that
-- left (entered sent, sent externally or accredited from a state that had not left yet) per day of the change.
CREATE FUNCTION stats_payments_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stats_payment_status AS c (status, payments, gross_cents)
    SELECT status, count(*), sum(gross_cents) FROM new_rows GROUP BY status ORDER BY status
    ON CONFLICT (status) DO UPDATE SET payments = c.payments + excluded.payments, gross_cents = c.gross_cents + excluded.gross_cents;
    INSERT INTO stats_payments_daily AS p (day, payments, amount_cents)
    SELECT (status_changed_at AT TIME ZONE 'Europe/Rome')::date, count(*), sum(coalesce(transfer_cents, gross_cents))
      FROM new_rows WHERE status IN ('sent', 'sentExternally', 'accredited') GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET payments = p.payments + excluded.payments, amount_cents = p.amount_cents + excluded.amount_cents;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO stats_payment_status AS c (status, payments, gross_cents)
    SELECT status, sum(n), sum(cents) FROM (
      SELECT status, -1 AS n, -gross_cents AS cents FROM old_rows
      UNION ALL
      SELECT status, 1, gross_cents FROM new_rows
    ) d GROUP BY status HAVING sum(n) <> 0 OR sum(cents) <> 0 ORDER BY status
    ON CONFLICT (status) DO UPDATE SET payments = c.payments + excluded.payments, gross_cents = c.gross_cents + excluded.gross_cents;
    INSERT INTO stats_payments_daily AS p (day, payments, amount_cents)
    SELECT (n.status_changed_at AT TIME ZONE 'Europe/Rome')::date, count(*), sum(coalesce(n.transfer_cents, n.gross_cents))
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE n.status IN ('sent', 'sentExternally', 'accredited') AND o.status NOT IN ('sent', 'sentExternally', 'accredited') GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET payments = p.payments + excluded.payments, amount_cents = p.amount_cents + excluded.amount_cents;
  ELSE
    UPDATE stats_payment_status c SET payments = c.payments - d.n, gross_cents = c.gross_cents - d.cents
      FROM (SELECT status, count(*) AS n, sum(gross_cents) AS cents FROM old_rows GROUP BY status ORDER BY status) d
     WHERE c.status = d.status;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payment_stats_insert AFTER INSERT ON payment_intents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_payments_apply();
--> statement-breakpoint
CREATE TRIGGER payment_stats_update AFTER UPDATE ON payment_intents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_payments_apply();
--> statement-breakpoint
CREATE TRIGGER payment_stats_delete AFTER DELETE ON payment_intents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_payments_apply();
--> statement-breakpoint
-- Ledger balances per kind. Postings lock accounts in id order and a transaction may post several times: a counter row
-- per kind locked in each would make two transactions wait on each other in a cycle. So postings only append deltas
-- (no lock), and the reader folds them into stats_ledger_kinds (stats_ledger_fold) before reading.
CREATE FUNCTION stats_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stats_ledger_deltas (kind, delta_cents)
    SELECT kind::text, sum(balance_cents) FROM new_rows GROUP BY kind HAVING sum(balance_cents) <> 0;
  ELSE
    INSERT INTO stats_ledger_deltas (kind, delta_cents)
    SELECT kind, sum(delta) FROM (
      SELECT kind::text AS kind, -balance_cents AS delta FROM old_rows
      UNION ALL
      SELECT kind::text, balance_cents FROM new_rows
    ) d GROUP BY kind HAVING sum(delta) <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_stats_insert AFTER INSERT ON ledger_accounts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_ledger_apply();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_stats_update AFTER UPDATE ON ledger_accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_ledger_apply();
--> statement-breakpoint
CREATE FUNCTION stats_ledger_fold() RETURNS void LANGUAGE sql AS $$
  WITH moved AS (DELETE FROM stats_ledger_deltas RETURNING kind, delta_cents)
  INSERT INTO stats_ledger_kinds AS k (kind, balance_cents)
  SELECT kind, sum(delta_cents) FROM moved GROUP BY kind ORDER BY kind
  ON CONFLICT (kind) DO UPDATE SET balance_cents = k.balance_cents + excluded.balance_cents;
$$;
--> statement-breakpoint
CREATE FUNCTION stats_counter_add(counter text, delta bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO stats_counters AS s (key, value) SELECT counter, delta WHERE delta <> 0
  ON CONFLICT (key) DO UPDATE SET value = s.value + excluded.value;
$$;
--> statement-breakpoint
-- Registered hackers (statement triggers: users arrive in bulk from imports and seeds).
CREATE FUNCTION stats_users_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stats_counter_add('hackers', (SELECT count(*) FROM new_rows WHERE user_type = 'hacker'));
  ELSE
    PERFORM stats_counter_add('hackers', -(SELECT count(*) FROM old_rows WHERE user_type = 'hacker'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_stats_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_users_apply();
--> statement-breakpoint
CREATE TRIGGER users_stats_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_users_apply();
--> statement-breakpoint
-- Hackers per country of residence.
CREATE FUNCTION stats_countries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_countries AS s (country, hackers)
  SELECT d.country, sum(d.delta)
    FROM (VALUES (CASE WHEN TG_OP <> 'INSERT' THEN OLD.country_of_residence END, -1),
                 (CASE WHEN TG_OP <> 'DELETE' THEN NEW.country_of_residence END, 1)) AS d(country, delta)
   WHERE d.country IS NOT NULL GROUP BY 1 HAVING sum(d.delta) <> 0 ORDER BY 1
  ON CONFLICT (country) DO UPDATE SET hackers = s.hackers + excluded.hackers;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER hacker_profiles_stats AFTER INSERT OR DELETE OR UPDATE OF country_of_residence ON hacker_profiles
FOR EACH ROW EXECUTE FUNCTION stats_countries_apply();
--> statement-breakpoint
-- Companies awaiting approval.
CREATE FUNCTION stats_companies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_counter_add('companies_unverified',
    (CASE WHEN TG_OP <> 'DELETE' AND NOT NEW.is_verified THEN 1 ELSE 0 END) - (CASE WHEN TG_OP <> 'INSERT' AND NOT OLD.is_verified THEN 1 ELSE 0 END));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_stats AFTER INSERT OR DELETE OR UPDATE OF is_verified ON companies FOR EACH ROW EXECUTE FUNCTION stats_companies_apply();
--> statement-breakpoint
-- Deposits to handle (pending) and invoices to send (accredited, invoice not sent nor skipped).
CREATE FUNCTION stats_transfers_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_pending integer := CASE WHEN TG_OP <> 'INSERT' AND OLD.accreditation_status = 'pending' THEN 1 ELSE 0 END;
  n_pending integer := CASE WHEN TG_OP <> 'DELETE' AND NEW.accreditation_status = 'pending' THEN 1 ELSE 0 END;
  o_invoice integer := CASE WHEN TG_OP <> 'INSERT' AND OLD.accreditation_status = 'accredited' AND OLD.invoice_status IN ('pending', 'generated') THEN 1 ELSE 0 END;
  n_invoice integer := CASE WHEN TG_OP <> 'DELETE' AND NEW.accreditation_status = 'accredited' AND NEW.invoice_status IN ('pending', 'generated') THEN 1 ELSE 0 END;
BEGIN
  PERFORM stats_counter_add('invoices_to_send', n_invoice - o_invoice);
  PERFORM stats_counter_add('transfers_pending', n_pending - o_pending);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER company_transfers_stats AFTER INSERT OR DELETE OR UPDATE OF accreditation_status, invoice_status ON company_transfers
FOR EACH ROW EXECUTE FUNCTION stats_transfers_apply();
--> statement-breakpoint
-- Every aggregate from the rows: the backfill below, and the scale seed after its inserts (made with triggers off).
CREATE FUNCTION stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE stats_daily, stats_response_times, stats_open_reports, stats_open_due, stats_program_open, stats_handlers, stats_counters, stats_countries,
    stats_ledger_kinds, stats_ledger_deltas, stats_payment_status, stats_payments_daily;
  INSERT INTO stats_daily (scope, scope_id, day, rewards, reward_cents, received)
  SELECT d.scope, d.scope_id, d.day, sum(d.rewards), sum(d.reward_cents), sum(d.received)
    FROM reports r CROSS JOIN LATERAL stats_report_daily(r, 1) AS d GROUP BY 1, 2, 3;
  INSERT INTO stats_response_times (program_id, target, month, upper_hours, measured, on_time)
  SELECT d.program_id, d.target, d.month, d.upper_hours, sum(d.measured), sum(d.on_time)
    FROM reports r CROSS JOIN LATERAL stats_report_responses(r, 1) AS d GROUP BY 1, 2, 3, 4;
  INSERT INTO stats_open_reports (is_managed, status, reports)
  SELECT is_managed, status, count(*) FROM reports WHERE status IN ('new', 'triaged', 'moreInfo', 'forApproval') GROUP BY 1, 2;
  INSERT INTO stats_open_due (is_managed, due_hour, reports)
  SELECT is_managed, date_trunc('hour', least(CASE WHEN first_response_at IS NULL THEN first_response_due_at END, CASE WHEN triaged_at IS NULL THEN triage_due_at END, bounty_due_at), 'UTC'), count(*)
    FROM reports WHERE status IN ('new', 'triaged', 'moreInfo', 'forApproval') GROUP BY 1, 2;
  INSERT INTO stats_program_open (program_id, is_managed, reports)
  SELECT program_id, bool_or(is_managed), count(*) FROM reports WHERE status IN ('new', 'triaged', 'moreInfo', 'forApproval') GROUP BY 1;
  INSERT INTO stats_handlers (user_id, open, total)
  SELECT handled_by, count(*) FILTER (WHERE status IN ('new', 'triaged', 'moreInfo', 'forApproval')), count(*) FROM reports WHERE handled_by IS NOT NULL GROUP BY 1;
  INSERT INTO stats_counters (key, value) VALUES
    ('reserved_cents', (SELECT coalesce(sum(reserved_cents), 0) FROM reports)),
    ('hackers', (SELECT count(*) FROM users WHERE user_type = 'hacker')),
    ('companies_unverified', (SELECT count(*) FROM companies WHERE NOT is_verified)),
    ('transfers_pending', (SELECT count(*) FROM company_transfers WHERE accreditation_status = 'pending')),
    ('invoices_to_send', (SELECT count(*) FROM company_transfers WHERE accreditation_status = 'accredited' AND invoice_status IN ('pending', 'generated')));
  INSERT INTO stats_countries (country, hackers)
  SELECT country_of_residence, count(*) FROM hacker_profiles WHERE country_of_residence IS NOT NULL GROUP BY 1;
  INSERT INTO stats_ledger_kinds (kind, balance_cents) SELECT kind::text, sum(balance_cents) FROM ledger_accounts GROUP BY 1;
  INSERT INTO stats_payment_status (status, payments, gross_cents) SELECT status, count(*), sum(gross_cents) FROM payment_intents GROUP BY 1;
  -- A payment left when it first entered sent, sent externally or accredited (its history), or at its last change when no history says so.
  INSERT INTO stats_payments_daily (day, payments, amount_cents)
  SELECT (coalesce(h.left_at, i.status_changed_at) AT TIME ZONE 'Europe/Rome')::date, count(*), sum(coalesce(i.transfer_cents, i.gross_cents))
    FROM payment_intents i
    LEFT JOIN LATERAL (SELECT min(created_at) AS left_at FROM payment_history WHERE intent_id = i.id AND status IN ('sent', 'sentExternally', 'accredited')) h ON true
   WHERE i.status IN ('sent', 'sentExternally', 'accredited') GROUP BY 1;
END
$$;
--> statement-breakpoint
SELECT stats_rebuild();
