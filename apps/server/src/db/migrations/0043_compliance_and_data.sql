-- The administrator's compliance checklist and data console (ADR 0050). A practice may require
-- two-factor authentication of its professionals and staff (read by the principal on every
-- request; changing it notifies verdant_auth through the organization trigger of migration 0002).
-- Breach reports carry the 72-hour deadline of GDPR article 33. Backups are the installation's
-- (no organization). A practice export is the whole practice as a FHIR Bundle, downloadable once.
ALTER TABLE "organization" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "two_factor_required_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "breach_report" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "discovered_at" timestamp with time zone NOT NULL,
  "description" text NOT NULL,
  "affected" text NOT NULL,
  "affected_count" integer DEFAULT 0 NOT NULL,
  "measures" text DEFAULT '' NOT NULL,
  "status" text DEFAULT 'open' NOT NULL,
  "authority_notified_at" timestamp with time zone,
  "individuals_notified_at" timestamp with time zone,
  "closed_at" timestamp with time zone,
  "created_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "breach_report_status_check" CHECK ("status" IN ('open', 'authority_notified', 'closed')),
  CONSTRAINT "breach_report_affected_count_check" CHECK ("affected_count" >= 0)
);--> statement-breakpoint
CREATE INDEX "breach_report_org_idx" ON "breach_report" ("organization_id", "discovered_at");--> statement-breakpoint
CREATE TABLE "backup" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "status" text DEFAULT 'queued' NOT NULL,
  "trigger" text NOT NULL,
  "database_kind" text NOT NULL,
  "destination" text NOT NULL,
  "requested_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "started_at" timestamp with time zone DEFAULT now() NOT NULL,
  "finished_at" timestamp with time zone,
  "size_bytes" bigint,
  "table_count" integer,
  "row_count" bigint,
  "file_count" integer,
  "manifest" jsonb,
  "error" text,
  "restore_requested_at" timestamp with time zone,
  "restore_tested_at" timestamp with time zone,
  "restore_ok" boolean,
  "restore_detail" jsonb,
  CONSTRAINT "backup_status_check" CHECK ("status" IN ('queued', 'running', 'succeeded', 'failed')),
  CONSTRAINT "backup_trigger_check" CHECK ("trigger" IN ('manual', 'scheduled')),
  CONSTRAINT "backup_destination_check" CHECK ("destination" IN ('folder', 'local', 's3'))
);--> statement-breakpoint
CREATE INDEX "backup_started_at_idx" ON "backup" ("started_at");--> statement-breakpoint
CREATE TABLE "practice_export" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "requested_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "status" text DEFAULT 'queued' NOT NULL,
  "progress" integer DEFAULT 0 NOT NULL,
  "patient_count" integer,
  "file_count" integer,
  "size_bytes" bigint,
  "storage_key" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "finished_at" timestamp with time zone,
  "expires_at" timestamp with time zone,
  "downloaded_at" timestamp with time zone,
  CONSTRAINT "practice_export_status_check" CHECK ("status" IN ('queued', 'running', 'ready', 'downloaded', 'failed', 'expired')),
  CONSTRAINT "practice_export_progress_check" CHECK ("progress" BETWEEN 0 AND 100)
);--> statement-breakpoint
CREATE INDEX "practice_export_org_idx" ON "practice_export" ("organization_id", "created_at");
