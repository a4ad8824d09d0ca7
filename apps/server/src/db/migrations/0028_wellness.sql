-- The patient's day: wellness entries (sleep diary, mood check-in, scored questionnaires)
-- and the care team's assignments. An entry the patient makes is written to each of their linked
-- patient records (one row per practice, sharing `submission_id`), so every practice holds its own.
CREATE TABLE "wellness_entry" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "submission_id" uuid NOT NULL,
  "kind" text NOT NULL,
  "entry_date" date NOT NULL,
  "data" jsonb NOT NULL,
  "score" smallint,
  "band" text,
  "high" boolean DEFAULT false NOT NULL,
  "crisis" boolean DEFAULT false NOT NULL,
  "created_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "wellness_entry_kind_check" CHECK ("kind" IN ('sleep', 'mood', 'phq4', 'phq9', 'gad7', 'who5', 'berlin'))
);--> statement-breakpoint
CREATE INDEX "wellness_entry_patient_idx" ON "wellness_entry" ("patient_id", "entry_date", "kind");--> statement-breakpoint
CREATE INDEX "wellness_entry_org_idx" ON "wellness_entry" ("organization_id", "entry_date");--> statement-breakpoint
CREATE TABLE "wellness_assignment" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "target" text NOT NULL,
  "frequency" text NOT NULL,
  "note" text,
  "created_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "ended_at" timestamp with time zone,
  CONSTRAINT "wellness_assignment_target_check" CHECK ("target" IN ('sleep', 'mood', 'phq4', 'phq9', 'gad7', 'who5', 'berlin')),
  CONSTRAINT "wellness_assignment_frequency_check" CHECK ("frequency" IN ('daily', 'weekly', 'every2weeks', 'monthly'))
);--> statement-breakpoint
CREATE INDEX "wellness_assignment_patient_idx" ON "wellness_assignment" ("patient_id") WHERE "ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "wellness_assignment_org_idx" ON "wellness_assignment" ("organization_id");
