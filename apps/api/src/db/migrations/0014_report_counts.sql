CREATE TABLE "report_counts" (
	"company_id" uuid NOT NULL,
	"status" "report_status" NOT NULL,
	"severity" "report_severity" NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"reward_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_counts_company_id_status_severity_pk" PRIMARY KEY("company_id","status","severity")
);
--> statement-breakpoint
CREATE TABLE "report_months" (
	"month" date PRIMARY KEY NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_counts" ADD CONSTRAINT "report_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The figures follow every report change in its own transaction; reports written before this migration are counted once here.
CREATE FUNCTION report_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE report_counts
       SET reports = reports - 1, reward_cents = reward_cents - coalesce(OLD.reward_cents, 0)
     WHERE company_id = OLD.company_id AND status = OLD.status AND severity = OLD.severity;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_counts AS c (company_id, status, severity, reports, reward_cents)
    VALUES (NEW.company_id, NEW.status, NEW.severity, 1, coalesce(NEW.reward_cents, 0))
    ON CONFLICT (company_id, status, severity)
    DO UPDATE SET reports = c.reports + 1, reward_cents = c.reward_cents + excluded.reward_cents;
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
CREATE TRIGGER reports_counts AFTER INSERT OR DELETE OR UPDATE OF status, severity, reward_cents, rewarded_at ON reports
FOR EACH ROW EXECUTE FUNCTION report_counts_apply();
--> statement-breakpoint
INSERT INTO report_counts (company_id, status, severity, reports, reward_cents)
SELECT company_id, status, severity, count(*), coalesce(sum(reward_cents), 0) FROM reports GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO report_months (month, received, accepted)
SELECT month, sum(received), sum(accepted) FROM (
  SELECT date_trunc('month', created_at AT TIME ZONE 'Europe/Rome')::date AS month, 1 AS received, 0 AS accepted FROM reports
  UNION ALL
  SELECT date_trunc('month', rewarded_at AT TIME ZONE 'Europe/Rome')::date, 0, 1 FROM reports WHERE rewarded_at IS NOT NULL
) AS events GROUP BY month;
