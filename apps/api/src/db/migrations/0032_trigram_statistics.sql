-- The columns searched with ILIKE '%word%' (trigram indexes) keep a finer histogram: PostgreSQL estimates how many rows
-- such a pattern matches by trying it on the histogram, which at the default size (100) found none of a word in 3% of
-- a million reports and estimated 99 rows. Planned for 99, a search sorted by date read and sorted all 33,000 matches
-- (580 ms); estimated well, it walks the date index and stops at the page (2 ms). A rare word still uses the trigram index.
ALTER TABLE "reports" ALTER COLUMN "title" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "programs" ALTER COLUMN "name" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "name" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "businessname" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "username" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "first_name" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "last_name" SET STATISTICS 1000;
