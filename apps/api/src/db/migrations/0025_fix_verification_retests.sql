-- Fix verification (issue 20): retests of fixed reports, who retests on each program, the retest fee's payments and postings.
ALTER TYPE "public"."ledger_transaction_type" ADD VALUE 'retest_fee' AFTER 'report_reward';--> statement-breakpoint
CREATE TYPE "public"."retest_status" AS ENUM('pending', 'verified', 'failed');--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "retester" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_retester_check" CHECK ("retester" in ('staff', 'hacker'));--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "retest_status" "retest_status";--> statement-breakpoint
CREATE INDEX "reports_retest_created_idx" ON "reports" USING btree ("retest_status","created_at","id") WHERE "reports"."retest_status" is not null;--> statement-breakpoint
CREATE INDEX "reports_company_retest_created_idx" ON "reports" USING btree ("company_id","retest_status","created_at","id") WHERE "reports"."retest_status" is not null;--> statement-breakpoint
CREATE TABLE "report_retests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"retester" text NOT NULL,
	"hacker_id" uuid,
	"status" "retest_status" DEFAULT 'pending' NOT NULL,
	"fee_cents" bigint,
	"due_at" timestamp with time zone NOT NULL,
	"note" text,
	"evidence" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_retests_retester_check" CHECK ("retester" in ('staff', 'hacker'))
);
--> statement-breakpoint
ALTER TABLE "report_retests" ADD CONSTRAINT "report_retests_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_retests" ADD CONSTRAINT "report_retests_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_retests" ADD CONSTRAINT "report_retests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_retests" ADD CONSTRAINT "report_retests_hacker_id_users_id_fk" FOREIGN KEY ("hacker_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_retests" ADD CONSTRAINT "report_retests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_retests_report_created_idx" ON "report_retests" USING btree ("report_id","created_at","id");--> statement-breakpoint
CREATE INDEX "report_retests_program_status_idx" ON "report_retests" USING btree ("program_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "report_retests_one_pending_idx" ON "report_retests" USING btree ("report_id") WHERE "report_retests"."status" = 'pending';--> statement-breakpoint
-- A report's retest fees are payments of their own: the one-payment-per-report rule holds for rewards.
ALTER TABLE "payment_intents" ADD COLUMN "retest_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_retest_id_report_retests_id_fk" FOREIGN KEY ("retest_id") REFERENCES "public"."report_retests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
DROP INDEX "payment_intents_report_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_report_unique" ON "payment_intents" USING btree ("report_id") WHERE "payment_intents"."kind" = 'reward';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_retest_unique" ON "payment_intents" USING btree ("retest_id");
