CREATE TYPE "public"."ledger_account_kind" AS ENUM('company_wallet', 'program_budget', 'platform_fees', 'hacker_payable', 'tax_withheld', 'vat_payable', 'bank_clearing', 'platform_adjustments');--> statement-breakpoint
CREATE TYPE "public"."ledger_transaction_type" AS ENUM('deposit', 'program_creation', 'program_budget_increase', 'program_refund', 'admin_adjustment');--> statement-breakpoint
CREATE TYPE "public"."accreditation_status" AS ENUM('pending', 'accredited', 'skipped');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('pending', 'generated', 'sent', 'skipped');--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "ledger_account_kind" NOT NULL,
	"owner_id" uuid,
	"company_id" uuid,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"credited_cents" bigint DEFAULT 0 NOT NULL,
	"postings_count" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_owner_unique" UNIQUE NULLS NOT DISTINCT("kind","owner_id"),
	CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."allow_negative" OR "ledger_accounts"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"type" "ledger_transaction_type" NOT NULL,
	"wallet_company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_not_zero" CHECK ("ledger_postings"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "ledger_transaction_type" NOT NULL,
	"reference_id" uuid,
	"actor_id" uuid,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"amount_cents" bigint NOT NULL,
	"value_date" date NOT NULL,
	"payer_name" text NOT NULL,
	"description" text NOT NULL,
	"additional_info" text,
	"source" text NOT NULL,
	"bank_reference" text,
	"company_id" uuid,
	"accreditation_status" "accreditation_status" DEFAULT 'pending' NOT NULL,
	"invoice_status" "invoice_status" DEFAULT 'pending' NOT NULL,
	"vat_exempt" boolean,
	"credited_cents" bigint,
	"vat_cents" bigint,
	"ledger_transaction_id" uuid,
	"created_by" uuid NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_transfers_bank_reference_unique" UNIQUE("bank_reference"),
	CONSTRAINT "company_transfers_amount_positive" CHECK ("company_transfers"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"issue_date" date NOT NULL,
	"taxable_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"file_name" text NOT NULL,
	"xml" text NOT NULL,
	"sdi_submission_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_transfer_unique" UNIQUE("transfer_id"),
	CONSTRAINT "invoices_year_sequence_unique" UNIQUE("year","sequence")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_transfers" ADD CONSTRAINT "company_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_transfers" ADD CONSTRAINT "company_transfers_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_transfer_id_company_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."company_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_accounts_company_kind_idx" ON "ledger_accounts" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_postings_transaction_idx" ON "ledger_postings" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_wallet_created_idx" ON "ledger_postings" USING btree ("wallet_company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "ledger_postings"."wallet_company_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_postings_wallet_type_created_idx" ON "ledger_postings" USING btree ("wallet_company_id","type","created_at" DESC NULLS LAST) WHERE "ledger_postings"."wallet_company_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_postings_wallets_created_idx" ON "ledger_postings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "ledger_postings"."wallet_company_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "company_transfers_date_idx" ON "company_transfers" USING btree ("value_date" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_transfers_status_date_idx" ON "company_transfers" USING btree ("accreditation_status","value_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_transfers_company_date_idx" ON "company_transfers" USING btree ("company_id","value_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id");--> statement-breakpoint
-- Double entry, enforced by the database: at commit, every ledger transaction's postings sum to zero.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT COALESCE(SUM(amount_cents), 0) INTO total FROM ledger_postings WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (%)', NEW.transaction_id, total USING ERRCODE = '23514', CONSTRAINT = 'ledger_postings_balanced';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
-- Postings are history: corrections are new transactions, never edits.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger postings are append-only' USING ERRCODE = '55000';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
