CREATE TABLE "report_totals" (
	"status" "report_status" NOT NULL,
	"severity" "report_severity" NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"reward_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_totals_status_severity_pk" PRIMARY KEY("status","severity")
);
--> statement-breakpoint
-- report_counts_apply (0014) now keeps the platform's totals too, in the same statement's trigger.
CREATE OR REPLACE FUNCTION report_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE report_counts
       SET reports = reports - 1, reward_cents = reward_cents - coalesce(OLD.reward_cents, 0)
     WHERE company_id = OLD.company_id AND status = OLD.status AND severity = OLD.severity;
    UPDATE report_totals
       SET reports = reports - 1, reward_cents = reward_cents - coalesce(OLD.reward_cents, 0)
     WHERE status = OLD.status AND severity = OLD.severity;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_counts AS c (company_id, status, severity, reports, reward_cents)
    VALUES (NEW.company_id, NEW.status, NEW.severity, 1, coalesce(NEW.reward_cents, 0))
    ON CONFLICT (company_id, status, severity)
    DO UPDATE SET reports = c.reports + 1, reward_cents = c.reward_cents + excluded.reward_cents;
    INSERT INTO report_totals AS t (status, severity, reports, reward_cents)
    VALUES (NEW.status, NEW.severity, 1, coalesce(NEW.reward_cents, 0))
    ON CONFLICT (status, severity)
    DO UPDATE SET reports = t.reports + 1, reward_cents = t.reward_cents + excluded.reward_cents;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_months AS m (month, received)
    VALUES (date_trunc('month', NEW.created_at AT TIME ZONE 'Europe/Rome')::date, 1)
    ON CONFLICT (month) DO UPDATE SET received = m.received + 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.rewarded_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.rewarded_at IS NULL) THEN
    INSERT INTO report_months AS m (month, accepted)
    VALUES (date_trunc('month', NEW.rewarded_at AT TIME ZONE 'Europe/Rome')::date, 1)
    ON CONFLICT (month) DO UPDATE SET accepted = m.accepted + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO report_totals (status, severity, reports, reward_cents)
SELECT status, severity, count(*), coalesce(sum(reward_cents), 0) FROM reports GROUP BY 1, 2;
