-- Admin features (issue 20): the program review's change requests and rejections, coupons per program, company fiscal data change requests.
ALTER TYPE "public"."program_status" ADD VALUE 'changesRequested' AFTER 'pending';--> statement-breakpoint
ALTER TYPE "public"."program_status" ADD VALUE 'rejected' AFTER 'deleted';--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "review_note_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "program_coupons" (
	"program_id" uuid PRIMARY KEY NOT NULL,
	"management_discount" numeric(5, 2),
	"verification_discount" numeric(5, 2),
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_coupons" ADD CONSTRAINT "program_coupons_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_coupons" ADD CONSTRAINT "program_coupons_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "company_data_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested" jsonb NOT NULL,
	"previous" jsonb NOT NULL,
	"fields" text[] NOT NULL,
	"reason" text,
	"decision_reason" text,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "company_data_changes_status_check" CHECK ("company_data_changes"."status" in ('pending', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "company_data_changes" ADD CONSTRAINT "company_data_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_data_changes" ADD CONSTRAINT "company_data_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_data_changes" ADD CONSTRAINT "company_data_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_data_changes_one_pending_idx" ON "company_data_changes" USING btree ("company_id") WHERE "company_data_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "company_data_changes_company_requested_idx" ON "company_data_changes" USING btree ("company_id","requested_at");--> statement-breakpoint
CREATE INDEX "company_data_changes_pending_idx" ON "company_data_changes" USING btree ("requested_at") WHERE "company_data_changes"."status" = 'pending';
