DROP INDEX "idempotency_keys_created_at_idx";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
UPDATE "idempotency_keys" SET "expires_at" = "created_at" + interval '30 days';
