-- Italian occasional work: INPS Gestione Separata on the part of the calendar year's compensation above the threshold
-- (DECISIONS "Hacker payments"). The contributions' payable is a platform ledger account; each confirmed payment keeps
-- the terms it was computed with and its shares (null for payments confirmed before: no INPS was withheld then).
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'inps_payable';--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "inps_threshold_cents" bigint;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "inps_hacker_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "inps_platform_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "inps_base_cents" bigint;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "inps_hacker_cents" bigint;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "inps_platform_cents" bigint;
