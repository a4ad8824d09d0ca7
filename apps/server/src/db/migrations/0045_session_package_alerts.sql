-- Fitness (docs/decisions/0054): the low-credit alerts of a session package, sent once per package and
-- threshold. A row is written in the transaction that made the package fall to the threshold (a
-- booking, a status change); its primary key is what makes a retried booking or a cancel and rebook
-- alert nobody a second time.
CREATE TABLE "session_package_alert" (
  "package_id" uuid NOT NULL REFERENCES "session_package"("id") ON DELETE CASCADE,
  "threshold" text NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "remaining" smallint NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "session_package_alert_pk" PRIMARY KEY ("package_id", "threshold"),
  CONSTRAINT "session_package_alert_threshold_check" CHECK ("threshold" IN ('low', 'empty'))
);--> statement-breakpoint
CREATE INDEX "session_package_alert_patient_idx" ON "session_package_alert" ("organization_id", "patient_id");
