CREATE INDEX "reports_company_status_created_idx" ON "reports" USING btree ("company_id","status","created_at","id","severity");--> statement-breakpoint
CREATE INDEX "reports_company_title_idx" ON "reports" USING btree ("company_id","title","id");--> statement-breakpoint
CREATE INDEX "reports_company_updated_idx" ON "reports" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "reports_hacker_title_idx" ON "reports" USING btree ("hacker_id","title","id");