ALTER TABLE "tracker_issues" ALTER COLUMN "external_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tracker_issues" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tracker_issues" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
ALTER TABLE "tracker_issues" ADD CONSTRAINT "tracker_issues_filled_check" CHECK ("tracker_issues"."state" = 'pending' or ("tracker_issues"."external_key" is not null and "tracker_issues"."url" is not null));