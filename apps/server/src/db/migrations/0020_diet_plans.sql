-- Diet plans and their menus: a plan belongs to one patient of one practice; its menu of 1-14 days
-- repeats from the start date to the end date; at most one active plan per patient.
CREATE TABLE "diet_plan" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "start_date" date NOT NULL,
  "end_date" date NOT NULL,
  "menu_days" smallint DEFAULT 7 NOT NULL,
  "goals" text,
  "dietary_tags" text[] DEFAULT '{}'::text[] NOT NULL,
  "description" text,
  "meal_prep_notes" text,
  "status" text DEFAULT 'draft' NOT NULL,
  "targets" jsonb NOT NULL,
  "target_basis" jsonb,
  "dislikes" jsonb DEFAULT '{"foods":[],"words":[]}'::jsonb NOT NULL,
  "day_notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "shared_at" timestamp with time zone,
  "shared_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "conflict_override" jsonb,
  "created_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "deleted_at" timestamp with time zone,
  "version" integer DEFAULT 1 NOT NULL,
  CONSTRAINT "diet_plan_status_check" CHECK ("status" IN ('draft', 'active', 'completed', 'archived')),
  CONSTRAINT "diet_plan_menu_days_check" CHECK ("menu_days" BETWEEN 1 AND 14),
  CONSTRAINT "diet_plan_dates_check" CHECK ("end_date" >= "start_date")
);--> statement-breakpoint
CREATE UNIQUE INDEX "diet_plan_one_active_idx" ON "diet_plan" ("patient_id") WHERE "status" = 'active' AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "diet_plan_org_updated_idx" ON "diet_plan" ("organization_id", "updated_at", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "diet_plan_patient_idx" ON "diet_plan" ("patient_id", "updated_at") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE TABLE "diet_plan_item" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "plan_id" uuid NOT NULL REFERENCES "diet_plan"("id") ON DELETE CASCADE,
  "day" smallint NOT NULL,
  "slot" text NOT NULL,
  "position" smallint NOT NULL,
  "ndb_no" text NOT NULL,
  "grams" numeric(8, 2) NOT NULL,
  "portion_seq" smallint,
  "quantity" numeric(7, 2),
  "locked" boolean DEFAULT false NOT NULL,
  "reason" jsonb,
  CONSTRAINT "diet_plan_item_day_check" CHECK ("day" BETWEEN 1 AND 14),
  CONSTRAINT "diet_plan_item_slot_check" CHECK ("slot" IN ('breakfast', 'morning_snack', 'lunch', 'afternoon_snack', 'dinner', 'evening_snack')),
  CONSTRAINT "diet_plan_item_grams_check" CHECK ("grams" > 0)
);--> statement-breakpoint
CREATE INDEX "diet_plan_item_plan_idx" ON "diet_plan_item" ("plan_id", "day", "slot", "position");
