-- Diet-plan adherence (docs/decisions/0053): the patient marks each meal of their active plan as
-- eaten, partly eaten or skipped, for a calendar day (today or up to seven days back). One row per
-- plan, day and meal (an upsert); the professional reads the share eaten per week, analytics the
-- share of patients at 80 % or more.
CREATE TABLE "diet_meal_log" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "plan_id" uuid NOT NULL REFERENCES "diet_plan"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "slot" text NOT NULL,
  "status" text NOT NULL,
  "note" text,
  "logged_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "diet_meal_log_status_check" CHECK ("status" IN ('eaten', 'partly', 'skipped')),
  CONSTRAINT "diet_meal_log_slot_check" CHECK ("slot" IN ('breakfast', 'morning_snack', 'lunch', 'afternoon_snack', 'dinner', 'evening_snack')),
  CONSTRAINT "diet_meal_log_note_check" CHECK ("note" IS NULL OR char_length("note") <= 280)
);--> statement-breakpoint
CREATE UNIQUE INDEX "diet_meal_log_meal_idx" ON "diet_meal_log" ("plan_id", "day", "slot");--> statement-breakpoint
CREATE INDEX "diet_meal_log_org_day_idx" ON "diet_meal_log" ("organization_id", "day", "patient_id");
