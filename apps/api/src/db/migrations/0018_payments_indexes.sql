CREATE TABLE "payment_counts" (
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_counts_status_kind_pk" PRIMARY KEY("status","kind")
);
--> statement-breakpoint
DROP INDEX "payment_intents_created_idx";--> statement-breakpoint
CREATE INDEX "payment_intents_kind_created_idx" ON "payment_intents" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_intents_amount_idx" ON "payment_intents" USING btree ("gross_cents","id");--> statement-breakpoint
CREATE INDEX "payment_intents_created_idx" ON "payment_intents" USING btree ("created_at","id","status","kind","due_at");--> statement-breakpoint
-- payment_counts: one upsert per statement from its transition tables (a bank batch moves 10,000 payments in a few
-- statements). Rows whose status and kind did not change cancel out and write nothing; counters are written in key order,
-- so two transactions moving payments never wait on each other in a cycle.
CREATE FUNCTION payment_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO payment_counts AS c (status, kind, n)
    SELECT status, kind, count(*) FROM new_rows GROUP BY status, kind ORDER BY status, kind
    ON CONFLICT (status, kind) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO payment_counts AS c (status, kind, n)
    SELECT status, kind, sum(delta) FROM (
      SELECT status, kind, -1 AS delta FROM old_rows
      UNION ALL
      SELECT status, kind, 1 FROM new_rows
    ) d GROUP BY status, kind HAVING sum(delta) <> 0 ORDER BY status, kind
    ON CONFLICT (status, kind) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    UPDATE payment_counts c SET n = c.n - d.n
    FROM (SELECT status, kind, count(*) AS n FROM old_rows GROUP BY status, kind ORDER BY status, kind) d
    WHERE c.status = d.status AND c.kind = d.kind;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payment_counts_insert AFTER INSERT ON payment_intents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_counts_apply();
--> statement-breakpoint
CREATE TRIGGER payment_counts_update AFTER UPDATE ON payment_intents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_counts_apply();
--> statement-breakpoint
CREATE TRIGGER payment_counts_delete AFTER DELETE ON payment_intents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_counts_apply();
--> statement-breakpoint
INSERT INTO payment_counts (status, kind, n) SELECT status, kind, count(*) FROM payment_intents GROUP BY status, kind;
--> statement-breakpoint
-- ledger_postings_balanced (0004) fires at commit once per posting and summed the whole transaction each time: a bank
-- batch's payout (one transaction, a leg per hacker) cost n² reads, minutes for 10,000 payments. Each ledger transaction is
-- now summed once per database transaction (the trigger is deferred: every leg is in by then), the check remembered in a
-- transaction-local setting.
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  checked text := 'ledger.balanced_' || replace(NEW.transaction_id::text, '-', '');
BEGIN
  IF current_setting(checked, true) = '1' THEN
    RETURN NULL;
  END IF;
  SELECT COALESCE(SUM(amount_cents), 0) INTO total FROM ledger_postings WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (%)', NEW.transaction_id, total USING ERRCODE = '23514', CONSTRAINT = 'ledger_postings_balanced';
  END IF;
  PERFORM set_config(checked, '1', true);
  RETURN NULL;
END $$;
