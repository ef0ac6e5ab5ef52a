CREATE TABLE "event_cursors" (
	"consumer" text PRIMARY KEY NOT NULL,
	"tx_id" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"event_id" bigint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consumer" text NOT NULL,
	"event_id" bigint NOT NULL,
	"event_type" text NOT NULL,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_events" ADD COLUMN "tx_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "event_id" bigint;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" bigint;--> statement-breakpoint
CREATE INDEX "event_failures_created_at_idx" ON "event_failures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "domain_events_dispatch_idx" ON "domain_events" USING btree ("tx_id","id");--> statement-breakpoint
CREATE INDEX "emails_queue_idx" ON "emails" USING btree ("priority","next_attempt_at") WHERE "emails"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "emails_event_recipient_idx" ON "emails" USING btree ("event_id","to_address","template") WHERE "emails"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_user_idx" ON "notifications" USING btree ("event_id","user_id") WHERE "notifications"."event_id" is not null;--> statement-breakpoint
-- Events written before the dispatcher were announced by hand in their transaction: the notifications consumer starts
-- after them (they all carry this migration's transaction id), so nothing is announced twice.
INSERT INTO "event_cursors" ("consumer", "tx_id", "event_id")
SELECT 'notifications', pg_current_xact_id(), coalesce(max("id"), 0) FROM "domain_events";
--> statement-breakpoint
-- Emails queued before the mailer were pg-boss jobs: the ones not delivered yet are the mailer's now (account mail first).
UPDATE "emails" SET "priority" = 0 WHERE "template" IN ('activation', 'passwordReset', 'passwordChanged', 'emailChanged', 'accountDeactivated', 'invitation', 'otpRecoveryCodeUsed');
