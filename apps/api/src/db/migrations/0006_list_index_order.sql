DROP INDEX "ledger_accounts_company_kind_idx";--> statement-breakpoint
DROP INDEX "ledger_postings_wallet_created_idx";--> statement-breakpoint
DROP INDEX "ledger_postings_wallet_type_created_idx";--> statement-breakpoint
DROP INDEX "ledger_postings_wallets_created_idx";--> statement-breakpoint
DROP INDEX "company_transfers_date_idx";--> statement-breakpoint
DROP INDEX "company_transfers_status_date_idx";--> statement-breakpoint
DROP INDEX "company_transfers_company_date_idx";--> statement-breakpoint
CREATE INDEX "ledger_accounts_open_budgets_idx" ON "ledger_accounts" USING btree ("company_id","credited_cents","balance_cents") WHERE "ledger_accounts"."kind" = 'program_budget' AND NOT "ledger_accounts"."is_closed";--> statement-breakpoint
CREATE INDEX "ledger_postings_wallet_created_idx" ON "ledger_postings" USING btree ("wallet_company_id","created_at","id") WHERE "ledger_postings"."wallet_company_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_postings_wallet_type_created_idx" ON "ledger_postings" USING btree ("wallet_company_id","type","created_at","id") WHERE "ledger_postings"."wallet_company_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_postings_wallets_created_idx" ON "ledger_postings" USING btree ("created_at","id") WHERE "ledger_postings"."wallet_company_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "company_transfers_date_idx" ON "company_transfers" USING btree ("value_date","id");--> statement-breakpoint
CREATE INDEX "company_transfers_status_date_idx" ON "company_transfers" USING btree ("accreditation_status","value_date","id");--> statement-breakpoint
CREATE INDEX "company_transfers_company_date_idx" ON "company_transfers" USING btree ("company_id","value_date","id");