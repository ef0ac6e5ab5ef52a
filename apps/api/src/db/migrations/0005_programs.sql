CREATE TYPE "public"."program_status" AS ENUM('draft', 'pending', 'active', 'paused', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."target_type" AS ENUM('DOMAIN', 'CIDR', 'WEB_APPLICATION', 'API', 'MOBILE_ANDROID', 'MOBILE_IOS', 'OTHER');--> statement-breakpoint
CREATE TABLE "program_admissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"hacker_id" uuid NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "program_list_counts" (
	"status" "program_status" NOT NULL,
	"is_public" boolean NOT NULL,
	"is_managed" boolean NOT NULL,
	"tag" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "program_list_counts_status_is_public_is_managed_tag_pk" PRIMARY KEY("status","is_public","is_managed","tag")
);
--> statement-breakpoint
CREATE TABLE "program_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text,
	"type" "target_type",
	"low_prize_cents" bigint,
	"medium_prize_cents" bigint,
	"high_prize_cents" bigint,
	"critical_prize_cents" bigint
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text,
	"status" "program_status" NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_managed" boolean DEFAULT true NOT NULL,
	"verification_service" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'it' NOT NULL,
	"content" jsonb,
	"out_of_scope" jsonb,
	"non_qualifying" jsonb,
	"policy_upload_id" uuid,
	"budget_cents" bigint,
	"initial_budget_cents" bigint,
	"price_tier" text,
	"reward_tier" text DEFAULT 'CUSTOM' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"lowest_prize_cents" bigint,
	"paused_for_budget" boolean DEFAULT false NOT NULL,
	"coupon_management_discount" numeric(5, 2),
	"coupon_verification_discount" numeric(5, 2),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "programs_budget_not_negative" CHECK ("programs"."budget_cents" is null or "programs"."budget_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "coupon_management_discount" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "coupon_verification_discount" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "program_admissions" ADD CONSTRAINT "program_admissions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_admissions" ADD CONSTRAINT "program_admissions_hacker_id_users_id_fk" FOREIGN KEY ("hacker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_targets" ADD CONSTRAINT "program_targets_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_admissions_program_hacker_unique" ON "program_admissions" USING btree ("program_id","hacker_id");--> statement-breakpoint
CREATE INDEX "program_admissions_hacker_idx" ON "program_admissions" USING btree ("hacker_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "program_targets_program_position_unique" ON "program_targets" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "programs_listed_created_idx" ON "programs" USING btree ("created_at","id") WHERE "programs"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "programs_status_created_idx" ON "programs" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "programs_managed_created_idx" ON "programs" USING btree ("is_managed","created_at","id") WHERE "programs"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "programs_public_created_idx" ON "programs" USING btree ("is_public","created_at","id") WHERE "programs"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "programs_company_created_idx" ON "programs" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "programs_name_idx" ON "programs" USING btree ("name","id") WHERE "programs"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "programs_name_trgm_idx" ON "programs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "programs_tags_idx" ON "programs" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "programs_open_public_created_idx" ON "programs" USING btree ("created_at","id") WHERE "programs"."status" in ('active', 'paused') and "programs"."is_public";--> statement-breakpoint
-- List counts by status, visibility, management and tag, kept in the same transaction as every
-- change of a program; one ordered statement per change, so concurrent changes lock the counter
-- rows in the same order.
CREATE FUNCTION programs_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.is_public = NEW.is_public AND OLD.is_managed = NEW.is_managed AND OLD.tags = NEW.tags THEN
    RETURN NULL;
  END IF;
  INSERT INTO program_list_counts AS c (status, is_public, is_managed, tag, n)
  SELECT d.status, d.is_public, d.is_managed, d.tag, sum(d.delta)
  FROM (
    SELECT OLD.status AS status, OLD.is_public AS is_public, OLD.is_managed AS is_managed, t AS tag, -1 AS delta
    FROM unnest(array_append(OLD.tags, '')) AS t WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT NEW.status, NEW.is_public, NEW.is_managed, t, 1
    FROM unnest(array_append(NEW.tags, '')) AS t WHERE TG_OP <> 'DELETE'
  ) AS d
  GROUP BY d.status, d.is_public, d.is_managed, d.tag
  HAVING sum(d.delta) <> 0
  ORDER BY d.status, d.is_public, d.is_managed, d.tag
  ON CONFLICT (status, is_public, is_managed, tag) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER programs_count AFTER INSERT OR UPDATE OR DELETE ON programs FOR EACH ROW EXECUTE FUNCTION programs_count_change();
