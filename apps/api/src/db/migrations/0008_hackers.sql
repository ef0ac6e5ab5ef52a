CREATE TYPE "public"."tax_regime" AS ENUM('it_ordinary_vat', 'it_flat_rate', 'it_occasional_employee', 'it_occasional_self_employed', 'foreign_vat', 'foreign_occasional');--> statement-breakpoint
CREATE TABLE "hacker_payment_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"tax_regime" "tax_regime",
	"vat_number" text,
	"tax_id" text,
	"residence_country" text,
	"residence_state" text,
	"residence_address" text,
	"residence_city" text,
	"residence_cap" text,
	"iban" text,
	"swift" text,
	"previous_yearly_payments_amount_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hacker_payment_settings_version_not_negative" CHECK ("hacker_payment_settings"."version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hacker_points_histogram" (
	"points" integer PRIMARY KEY NOT NULL,
	"hackers" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hacker_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"profile_description" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"cv_id" uuid,
	"website" text,
	"linkedin" text,
	"twitter" text,
	"discord" text,
	"github" text,
	"date_of_birth" date,
	"birth_place" text,
	"country_of_birth" text,
	"country_of_residence" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hacker_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"applicant_id" text,
	"review_answer" text,
	"reject_type" text,
	"reject_labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hacker_verifications_review_answer" CHECK ("hacker_verifications"."review_answer" in ('GREEN', 'RED')),
	CONSTRAINT "hacker_verifications_reject_type" CHECK ("hacker_verifications"."reject_type" in ('RETRY', 'FINAL'))
);
--> statement-breakpoint
CREATE TABLE "verification_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"payload_digest" text NOT NULL,
	"event_type" text NOT NULL,
	"applicant_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hacker_payment_settings" ADD CONSTRAINT "hacker_payment_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hacker_profiles" ADD CONSTRAINT "hacker_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hacker_profiles" ADD CONSTRAINT "hacker_profiles_cv_id_uploads_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hacker_verifications" ADD CONSTRAINT "hacker_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hacker_verifications_provider_applicant_idx" ON "hacker_verifications" USING btree ("provider","applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_webhook_events_provider_digest_idx" ON "verification_webhook_events" USING btree ("provider","payload_digest");--> statement-breakpoint
-- How many ranked hackers hold each score (the predicate of users_hall_of_fame_idx), kept in the
-- same transaction as every change of a user: the leaderboard's count and a hacker's rank add up
-- these rows instead of counting every ranked hacker. Rows are touched in points order, so
-- concurrent changes lock them in the same order.
CREATE FUNCTION hacker_points_histogram_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_ranked boolean := TG_OP <> 'INSERT' AND OLD.user_type = 'hacker' AND OLD.points > 0 AND NOT OLD.is_blocked AND OLD.deactivated_at IS NULL;
  is_ranked boolean := TG_OP <> 'DELETE' AND NEW.user_type = 'hacker' AND NEW.points > 0 AND NOT NEW.is_blocked AND NEW.deactivated_at IS NULL;
BEGIN
  IF NOT was_ranked AND NOT is_ranked THEN
    RETURN NULL;
  END IF;
  IF was_ranked AND is_ranked AND OLD.points = NEW.points THEN
    RETURN NULL;
  END IF;
  INSERT INTO hacker_points_histogram AS h (points, hackers)
  SELECT d.points, sum(d.delta)
  FROM (
    SELECT OLD.points AS points, -1 AS delta WHERE was_ranked
    UNION ALL
    SELECT NEW.points, 1 WHERE is_ranked
  ) AS d
  GROUP BY d.points
  ORDER BY d.points
  ON CONFLICT (points) DO UPDATE SET hackers = h.hackers + excluded.hackers;
  DELETE FROM hacker_points_histogram WHERE hackers = 0 AND points IN (OLD.points, NEW.points);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_points_histogram AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION hacker_points_histogram_change();
--> statement-breakpoint
INSERT INTO hacker_points_histogram (points, hackers)
SELECT points, count(*) FROM users
WHERE user_type = 'hacker' AND points > 0 AND NOT is_blocked AND deactivated_at IS NULL
GROUP BY points;
