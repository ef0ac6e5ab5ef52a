-- Issue 21: which versions of the terms and of the privacy policy (of the user's type) a user accepted at sign-up, and when.
-- Null for the users who signed up before the texts were published.
ALTER TABLE "users" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legal_accepted_at" timestamp with time zone;
