-- Issue 20: the "Ricompensato" timeline entry keeps the reward's amount (from the event's rewardCents; entries written
-- before take the report's reward, a failed fix's move back from fixed keeps none), and "I miei programmi" finds the programs a hacker reported to through one index.
ALTER TABLE "report_events" ADD COLUMN "reward_cents" bigint;--> statement-breakpoint
UPDATE "report_events" e SET "reward_cents" = r."reward_cents" FROM "reports" r WHERE r."id" = e."report_id" AND e."type" = 'statusChange' AND e."status" = 'rewarded' AND e."old_status" <> 'fixed';--> statement-breakpoint
CREATE INDEX "reports_hacker_program_idx" ON "reports" USING btree ("hacker_id","program_id");
