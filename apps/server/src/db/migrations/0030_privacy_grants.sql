-- Break the glass (ADR 0038): a practice professional's time-limited emergency access to one
-- patient record, with the written reason; read by the patients module's policy (`visiblePatients`).
CREATE TABLE "emergency_access" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "reason" text NOT NULL,
  "starts_at" timestamp with time zone DEFAULT now() NOT NULL,
  "ends_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "emergency_access_reason_check" CHECK (length(btrim("reason")) > 0),
  CONSTRAINT "emergency_access_period_check" CHECK ("ends_at" > "starts_at")
);--> statement-breakpoint
CREATE INDEX "emergency_access_user_patient_idx" ON "emergency_access" ("user_id", "patient_id", "ends_at");--> statement-breakpoint
CREATE INDEX "emergency_access_patient_idx" ON "emergency_access" ("patient_id", "starts_at");--> statement-breakpoint
CREATE INDEX "emergency_access_organization_idx" ON "emergency_access" ("organization_id", "starts_at");--> statement-breakpoint
-- the people of a patient's access log, read by skipping through this index (ADR 0038)
CREATE INDEX "audit_event_patient_id_actor_idx" ON "audit_event" ("patient_id", "actor_user_id");
