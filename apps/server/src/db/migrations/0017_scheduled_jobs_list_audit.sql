-- Recurring jobs: at most one job per dedupe key, ever (a schedule's period, a one-off that must
-- happen once), so every instance may enqueue and only the first insert counts.
ALTER TABLE "job" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "job_dedupe_key_idx" ON "job" ("dedupe_key") WHERE "dedupe_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "job_done_at_idx" ON "job" ("done_at") WHERE "done_at" IS NOT NULL;--> statement-breakpoint
-- The audit trail: the organization the actor acted in on every event, and one event per list read
-- holding every patient it showed.
ALTER TABLE "audit_event" ADD COLUMN "patient_ids" text[];--> statement-breakpoint
ALTER TABLE "audit_event" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
UPDATE "audit_event" e SET "organization_id" = p."organization_id"
  FROM "patient" p WHERE e."patient_id" IS NOT NULL AND p."id"::text = e."patient_id";--> statement-breakpoint
CREATE INDEX "audit_event_patient_ids_idx" ON "audit_event" USING gin ("patient_ids");--> statement-breakpoint
CREATE INDEX "audit_event_organization_id_at_idx" ON "audit_event" ("organization_id", "at");
