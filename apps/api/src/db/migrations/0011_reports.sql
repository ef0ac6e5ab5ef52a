CREATE TYPE "public"."report_severity" AS ENUM('low', 'medium', 'high', 'critical');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('new', 'triaged', 'moreInfo', 'forApproval', 'rewarded', 'fixed', 'informative', 'duplicate', 'outOfScope', 'invalid', 'spam');--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_type" ADD VALUE 'report_reward';--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"hacker_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"gross_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_id" uuid,
	"status" "report_status",
	"old_status" "report_status",
	"reason" text,
	"severity" "report_severity",
	"old_severity" "report_severity",
	"vector" text,
	"old_vector" text,
	"content" jsonb,
	"media" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"is_managed" boolean NOT NULL,
	"target_id" uuid NOT NULL,
	"hacker_id" uuid,
	"created_by" uuid NOT NULL,
	"title" text NOT NULL,
	"severity" "report_severity" NOT NULL,
	"cvss_vector" text,
	"cvss_score_tenths" smallint,
	"content" jsonb NOT NULL,
	"endpoint" text,
	"payload" text,
	"bug_chain" jsonb,
	"media" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"environment" text NOT NULL,
	"ip_address" text NOT NULL,
	"status" "report_status" NOT NULL,
	"status_before_more_info" "report_status",
	"handled_by" uuid,
	"reserved_cents" bigint DEFAULT 0 NOT NULL,
	"reward_cents" bigint,
	"review_upload_id" uuid,
	"duplicate_of_id" uuid,
	"receipt_sha256" text NOT NULL,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"points_redeemed_at" timestamp with time zone,
	"first_response_at" timestamp with time zone,
	"triaged_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"fixed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"first_response_due_at" timestamp with time zone NOT NULL,
	"triage_due_at" timestamp with time zone NOT NULL,
	"bounty_due_at" timestamp with time zone NOT NULL,
	"resolution_due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reports_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reports_accepted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reports_closed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "reports_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "reports_open" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "reports_accepted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "reports_closed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "reserved_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_hacker_id_users_id_fk" FOREIGN KEY ("hacker_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_events" ADD CONSTRAINT "report_events_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_events" ADD CONSTRAINT "report_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_id_program_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."program_targets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_hacker_id_users_id_fk" FOREIGN KEY ("hacker_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_report_unique" ON "payment_intents" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "payment_intents_hacker_created_idx" ON "payment_intents" USING btree ("hacker_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_intents_status_due_idx" ON "payment_intents" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "report_events_report_created_idx" ON "report_events" USING btree ("report_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reports_program_created_idx" ON "reports" USING btree ("program_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_company_created_idx" ON "reports" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_hacker_created_idx" ON "reports" USING btree ("hacker_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_handled_by_created_idx" ON "reports" USING btree ("handled_by","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_title_trgm_idx" ON "reports" USING gin ("title" gin_trgm_ops);