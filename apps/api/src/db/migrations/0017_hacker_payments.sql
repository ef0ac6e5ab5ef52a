ALTER TYPE "public"."ledger_transaction_type" ADD VALUE 'reward_refund' BEFORE 'report_reward';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_type" ADD VALUE 'referral_bonus' BEFORE 'report_reward';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_type" ADD VALUE 'payment_vat';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_type" ADD VALUE 'payment_payout';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_type" ADD VALUE 'payment_return';--> statement-breakpoint
CREATE TABLE "payment_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"count" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"xml" text NOT NULL,
	"csv" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_batches_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "payment_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intent_id" uuid NOT NULL,
	"status" text NOT NULL,
	"old_status" text,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payment_intents_status_due_idx";--> statement-breakpoint
ALTER TABLE "payment_intents" ALTER COLUMN "report_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ALTER COLUMN "program_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "kind" text DEFAULT 'reward' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "referred_company_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "status_changed_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "settings_version" integer;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "tax_regime" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "beneficiary_name" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "swift" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "residence_address" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "residence_cap" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "residence_city" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "residence_state" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "residence_country" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "previous_yearly_payments_cents" bigint;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "vat_cents" bigint;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "withholding_cents" bigint;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "stamp_duty_cents" bigint;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "transfer_cents" bigint;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "inps_due" boolean;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "hacker_document_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "staff_document_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_history" ADD CONSTRAINT "payment_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_history_intent_idx" ON "payment_history" USING btree ("intent_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_referred_company_id_companies_id_fk" FOREIGN KEY ("referred_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_hacker_document_id_uploads_id_fk" FOREIGN KEY ("hacker_document_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_staff_document_id_uploads_id_fk" FOREIGN KEY ("staff_document_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_batch_id_payment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payment_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_referral_unique" ON "payment_intents" USING btree ("referred_company_id");--> statement-breakpoint
CREATE INDEX "payment_intents_created_idx" ON "payment_intents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payment_intents_status_created_idx" ON "payment_intents" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_intents_company_created_idx" ON "payment_intents" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_intents_due_idx" ON "payment_intents" USING btree ("due_at","id");--> statement-breakpoint
CREATE INDEX "payment_intents_unpaid_due_idx" ON "payment_intents" USING btree ("due_at","id") WHERE "payment_intents"."status" NOT IN ('processing', 'sent', 'accredited', 'sentExternally', 'skipped');--> statement-breakpoint
CREATE INDEX "payment_intents_batch_idx" ON "payment_intents" USING btree ("batch_id");