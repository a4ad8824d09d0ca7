-- Steps and active minutes (issue 19, ADR 0043): a wellness entry of kind 'activity', one per
-- patient record and date; the care team may assign it as a habit.
ALTER TABLE "wellness_entry" DROP CONSTRAINT "wellness_entry_kind_check";--> statement-breakpoint
ALTER TABLE "wellness_entry" ADD CONSTRAINT "wellness_entry_kind_check" CHECK ("kind" IN ('sleep', 'mood', 'activity', 'phq4', 'phq9', 'gad7', 'who5', 'berlin'));--> statement-breakpoint
CREATE UNIQUE INDEX "wellness_entry_activity_day_idx" ON "wellness_entry" ("patient_id", "entry_date") WHERE "kind" = 'activity';--> statement-breakpoint
ALTER TABLE "wellness_assignment" DROP CONSTRAINT "wellness_assignment_target_check";--> statement-breakpoint
ALTER TABLE "wellness_assignment" ADD CONSTRAINT "wellness_assignment_target_check" CHECK ("target" IN ('sleep', 'mood', 'activity', 'phq4', 'phq9', 'gad7', 'who5', 'berlin'));
--> statement-breakpoint
-- The daily health tips as data (ADR 0043): platform tips (organization_id null, first filled from
-- the library in code, modules/wellness/tip-library.ts, keyed by library_index) and a practice's own
-- tips; a practice hides platform tips for its patients in health_tip_hidden.
CREATE TABLE "health_tip" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid REFERENCES "organization"("id") ON DELETE CASCADE,
  "library_index" integer,
  "category" text NOT NULL,
  "text_en" text NOT NULL,
  "text_es" text NOT NULL,
  "source_name" text NOT NULL,
  "source_url" text NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "created_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "health_tip_category_check" CHECK ("category" IN ('nutrition', 'movement', 'sleep', 'stress', 'mood', 'prevention')),
  CONSTRAINT "health_tip_library_check" CHECK ("library_index" IS NULL OR "organization_id" IS NULL)
);--> statement-breakpoint
CREATE UNIQUE INDEX "health_tip_library_idx" ON "health_tip" ("library_index");--> statement-breakpoint
CREATE INDEX "health_tip_org_idx" ON "health_tip" ("organization_id", "created_at");--> statement-breakpoint
CREATE TABLE "health_tip_hidden" (
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "tip_id" uuid NOT NULL REFERENCES "health_tip"("id") ON DELETE CASCADE,
  "hidden_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "health_tip_hidden_pk" PRIMARY KEY ("organization_id", "tip_id")
);
