CREATE TABLE "program_points" (
	"program_id" uuid NOT NULL,
	"hacker_id" uuid NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_points_program_id_hacker_id_pk" PRIMARY KEY("program_id","hacker_id")
);
--> statement-breakpoint
CREATE TABLE "program_testing_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"description" text NOT NULL,
	"assignee_id" uuid,
	"assigned_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_testing_accounts_description_not_empty" CHECK (length(btrim("program_testing_accounts"."description")) > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "testing_account_min_score" integer;--> statement-breakpoint
ALTER TABLE "program_points" ADD CONSTRAINT "program_points_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_points" ADD CONSTRAINT "program_points_hacker_id_users_id_fk" FOREIGN KEY ("hacker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_testing_accounts" ADD CONSTRAINT "program_testing_accounts_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_testing_accounts" ADD CONSTRAINT "program_testing_accounts_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_points_ranking_idx" ON "program_points" USING btree ("program_id","points" DESC NULLS LAST,"hacker_id") WHERE "program_points"."points" > 0;--> statement-breakpoint
CREATE INDEX "program_testing_accounts_program_created_idx" ON "program_testing_accounts" USING btree ("program_id","created_at","id");--> statement-breakpoint
CREATE INDEX "program_testing_accounts_free_idx" ON "program_testing_accounts" USING btree ("program_id","created_at","id") WHERE "program_testing_accounts"."assignee_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "program_testing_accounts_assignee_unique" ON "program_testing_accounts" USING btree ("program_id","assignee_id") WHERE "program_testing_accounts"."assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "users_hall_of_fame_idx" ON "users" USING btree ("points" DESC NULLS LAST,"username") WHERE "users"."user_type" = 'hacker' and "users"."points" > 0 and not "users"."is_blocked" and "users"."deactivated_at" is null;--> statement-breakpoint
CREATE INDEX "users_hacker_username_prefix_idx" ON "users" USING btree ("username" text_pattern_ops) WHERE "users"."user_type" = 'hacker';--> statement-breakpoint
CREATE INDEX "program_admissions_hacker_source_created_idx" ON "program_admissions" USING btree ("hacker_id","source","created_at","id");