-- The patient's privacy centre (issue 17, ADR 0033): consent directives by data category (a permit
-- to someone outside the care team, a deny withholding categories from a care-team member), access
-- requests from professionals, laboratories and insurers, the patient's privacy requests to their
-- practice (care-team removal, erasure, restriction), and data exports built by a background job.
CREATE TABLE "consent_directive" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "effect" text NOT NULL,
  "recipient_kind" text NOT NULL,
  "recipient_user_id" text REFERENCES "user"("id") ON DELETE CASCADE,
  "recipient_organization_id" uuid REFERENCES "organization"("id") ON DELETE CASCADE,
  "categories" text[] NOT NULL,
  "purpose" text DEFAULT 'treatment' NOT NULL,
  "starts_at" timestamp with time zone DEFAULT now() NOT NULL,
  "ends_at" timestamp with time zone,
  "status" text DEFAULT 'active' NOT NULL,
  "revoked_at" timestamp with time zone,
  "created_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "access_request_id" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "consent_directive_effect_check" CHECK ("effect" IN ('permit', 'deny')),
  CONSTRAINT "consent_directive_recipient_kind_check" CHECK ("recipient_kind" IN ('professional', 'practice', 'laboratory', 'insurer')),
  CONSTRAINT "consent_directive_recipient_check" CHECK ("recipient_user_id" IS NOT NULL OR "recipient_organization_id" IS NOT NULL),
  CONSTRAINT "consent_directive_status_check" CHECK ("status" IN ('active', 'revoked')),
  CONSTRAINT "consent_directive_purpose_check" CHECK ("purpose" IN ('treatment', 'payment', 'care_coordination', 'research', 'personal'))
);--> statement-breakpoint
CREATE INDEX "consent_directive_patient_id_idx" ON "consent_directive" ("patient_id", "status");--> statement-breakpoint
CREATE INDEX "consent_directive_recipient_user_idx" ON "consent_directive" ("recipient_user_id", "patient_id") WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "consent_directive_recipient_org_idx" ON "consent_directive" ("recipient_organization_id", "patient_id") WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "consent_directive_organization_id_idx" ON "consent_directive" ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_directive_one_deny_idx" ON "consent_directive" ("patient_id", "recipient_user_id") WHERE "effect" = 'deny' AND "status" = 'active';--> statement-breakpoint
CREATE TABLE "access_request" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "requested_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "patient_email" text NOT NULL,
  "patient_user_id" text REFERENCES "user"("id") ON DELETE CASCADE,
  "categories" text[] NOT NULL,
  "purpose" text NOT NULL,
  "reason" text NOT NULL,
  "ends_at" timestamp with time zone,
  "status" text DEFAULT 'pending' NOT NULL,
  "granted_categories" text[] DEFAULT '{}' NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "access_request_status_check" CHECK ("status" IN ('pending', 'approved', 'denied', 'expired')),
  CONSTRAINT "access_request_purpose_check" CHECK ("purpose" IN ('treatment', 'payment', 'care_coordination', 'research', 'personal'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "access_request_one_pending_idx" ON "access_request" ("organization_id", "patient_email") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "access_request_patient_user_idx" ON "access_request" ("patient_user_id", "status");--> statement-breakpoint
CREATE INDEX "access_request_organization_idx" ON "access_request" ("organization_id", "created_at");--> statement-breakpoint
CREATE INDEX "access_request_expires_idx" ON "access_request" ("expires_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE TABLE "privacy_request" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "subject_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "reason" text DEFAULT '' NOT NULL,
  "status" text DEFAULT 'open' NOT NULL,
  "resolution_note" text DEFAULT '' NOT NULL,
  "resolved_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "resolved_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "privacy_request_kind_check" CHECK ("kind" IN ('care_team_removal', 'erasure', 'restriction')),
  CONSTRAINT "privacy_request_status_check" CHECK ("status" IN ('open', 'completed', 'declined'))
);--> statement-breakpoint
CREATE INDEX "privacy_request_organization_idx" ON "privacy_request" ("organization_id", "status", "created_at");--> statement-breakpoint
CREATE INDEX "privacy_request_patient_idx" ON "privacy_request" ("patient_id");--> statement-breakpoint
CREATE TABLE "data_export" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "status" text DEFAULT 'queued' NOT NULL,
  "progress" integer DEFAULT 0 NOT NULL,
  "storage_key" text,
  "size" integer,
  "expires_at" timestamp with time zone,
  "downloaded_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "data_export_status_check" CHECK ("status" IN ('queued', 'running', 'ready', 'downloaded', 'failed', 'expired')),
  CONSTRAINT "data_export_progress_check" CHECK ("progress" BETWEEN 0 AND 100)
);--> statement-breakpoint
CREATE INDEX "data_export_user_idx" ON "data_export" ("user_id", "created_at");
