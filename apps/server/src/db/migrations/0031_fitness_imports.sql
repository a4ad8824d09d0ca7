-- Fitness, second part (ADR 0039): device imports (a watch's CSV/GPX/TCX, an analyser's BIA CSV),
-- each kept as the uploaded file (platform/storage.ts) with what it added; an image for a
-- practice's own exercise.
CREATE TABLE "fitness_import" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "format" text NOT NULL,
  "filename" text NOT NULL,
  "storage_key" text NOT NULL,
  "size" integer NOT NULL,
  "imported_count" integer NOT NULL,
  "skipped_count" integer NOT NULL,
  "uploaded_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "fitness_import_kind_check" CHECK ("kind" IN ('activity', 'bia')),
  CONSTRAINT "fitness_import_format_check" CHECK ("format" IN ('csv', 'gpx', 'tcx'))
);--> statement-breakpoint
CREATE INDEX "fitness_import_patient_idx" ON "fitness_import" ("patient_id", "created_at");--> statement-breakpoint
CREATE INDEX "fitness_import_org_idx" ON "fitness_import" ("organization_id");--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "distance_m" integer;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "steps" integer;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "import_id" uuid REFERENCES "fitness_import"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_source_check" CHECK ("source" IN ('manual', 'csv', 'gpx', 'tcx'));--> statement-breakpoint
CREATE UNIQUE INDEX "activity_log_patient_start_uq" ON "activity_log" ("patient_id", "started_at") WHERE "started_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "activity_log_import_idx" ON "activity_log" ("import_id") WHERE "import_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bia_measurement" ADD COLUMN "import_id" uuid REFERENCES "fitness_import"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "bia_measurement_import_idx" ON "bia_measurement" ("import_id") WHERE "import_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "exercise" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "exercise" ADD COLUMN "image_type" text;--> statement-breakpoint
ALTER TABLE "exercise" ADD CONSTRAINT "exercise_image_check" CHECK (("image_key" IS NULL) = ("image_type" IS NULL) AND ("image_type" IS NULL OR "image_type" IN ('png', 'jpeg')));
