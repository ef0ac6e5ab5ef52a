ALTER TYPE "public"."company_role" ADD VALUE 'PROGRAM_MANAGER' BEFORE 'TRIAGER';--> statement-breakpoint
ALTER TYPE "public"."company_role" ADD VALUE 'FINANCE' BEFORE 'TRIAGER';--> statement-breakpoint
ALTER TYPE "public"."company_role" ADD VALUE 'VIEWER';--> statement-breakpoint
CREATE TABLE "otp_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"company_id" uuid,
	"actor_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_recovery_codes" ADD CONSTRAINT "otp_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_recovery_codes_user_idx" ON "otp_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_recovery_codes_hash_unique" ON "otp_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "domain_events_subject_idx" ON "domain_events" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
CREATE INDEX "domain_events_created_at_idx" ON "domain_events" USING btree ("created_at");--> statement-breakpoint
-- Audit actions are typed now (packages/domain admin/audit-log.ts): older rows take the new names.
UPDATE "audit_log" SET "action" = CASE "action"
  WHEN 'company.add_balance' THEN 'company.addBalance'
  WHEN 'program.update' THEN 'program.edit'
  WHEN 'program.testingAccounts.add' THEN 'program.addTestingAccounts'
  WHEN 'program.testingAccounts.delete' THEN 'program.deleteTestingAccount'
  ELSE "action" END
WHERE "action" IN ('company.add_balance', 'program.update', 'program.testingAccounts.add', 'program.testingAccounts.delete');
