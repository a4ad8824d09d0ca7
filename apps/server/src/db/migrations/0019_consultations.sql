-- Consultations: the clinical record of a visit (SOAP notes and the other fields), signed on
-- completion and amended by addenda; vitals and anthropometrics as time series per patient (taken in
-- a consultation or on their own); recordings with the patient's consent and a retained-until date;
-- transcripts with timestamped segments; insight items with their source and the clinician's decision.
CREATE TABLE "consultation" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "provider_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "occurred_at" timestamp with time zone NOT NULL,
  "session_type" text NOT NULL,
  "status" text DEFAULT 'draft' NOT NULL,
  "flags" text[] DEFAULT '{}'::text[] NOT NULL,
  "tags" text[] DEFAULT '{}'::text[] NOT NULL,
  "goal_codes" text[] DEFAULT '{}'::text[] NOT NULL,
  "lab_results" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "summary" text,
  "chief_complaint" text,
  "history_of_present_illness" text,
  "diagnosis" text,
  "goals" text,
  "interventions" text,
  "recommendations" text,
  "follow_up" text,
  "subjective" text,
  "objective" text,
  "assessment" text,
  "plan" text,
  "assessment_private" boolean DEFAULT false NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "signed_at" timestamp with time zone,
  "signed_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "insights_generated_at" timestamp with time zone,
  "insights_skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "created_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "updated_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "consultation_status_check" CHECK ("status" IN ('draft', 'scheduled', 'completed')),
  CONSTRAINT "consultation_session_type_check" CHECK ("session_type" IN ('initial', 'follow-up', 'check-in')),
  CONSTRAINT "consultation_signed_check" CHECK (("status" = 'completed') = ("signed_at" IS NOT NULL)),
  CONSTRAINT "consultation_flags_check" CHECK ("flags" <@ ARRAY['urgent','high_risk','follow_up_required','referral_needed','needs_review']::text[])
);--> statement-breakpoint
CREATE INDEX "consultation_organization_occurred_idx" ON "consultation" ("organization_id", "occurred_at" DESC, "id");--> statement-breakpoint
CREATE INDEX "consultation_patient_occurred_idx" ON "consultation" ("patient_id", "occurred_at" DESC);--> statement-breakpoint
CREATE INDEX "consultation_tags_idx" ON "consultation" USING gin ("tags");--> statement-breakpoint
CREATE TABLE "consultation_addendum" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "consultation_id" uuid NOT NULL REFERENCES "consultation"("id") ON DELETE CASCADE,
  "body" text NOT NULL,
  "author_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "consultation_addendum_consultation_idx" ON "consultation_addendum" ("consultation_id", "created_at");--> statement-breakpoint
CREATE TABLE "vital_sign_entry" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "consultation_id" uuid UNIQUE REFERENCES "consultation"("id") ON DELETE CASCADE,
  "measured_at" timestamp with time zone NOT NULL,
  "systolic" smallint,
  "diastolic" smallint,
  "heart_rate" smallint,
  "temperature_c" numeric(3, 1),
  "spo2" smallint,
  "notes" text,
  "recorded_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "vital_sign_entry_bp_pair_check" CHECK (("systolic" IS NULL) = ("diastolic" IS NULL)),
  CONSTRAINT "vital_sign_entry_any_check" CHECK (num_nonnulls("systolic", "heart_rate", "temperature_c", "spo2") > 0)
);--> statement-breakpoint
CREATE INDEX "vital_sign_entry_patient_measured_idx" ON "vital_sign_entry" ("patient_id", "measured_at" DESC);--> statement-breakpoint
CREATE TABLE "anthropometric_entry" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "consultation_id" uuid UNIQUE REFERENCES "consultation"("id") ON DELETE CASCADE,
  "measured_at" timestamp with time zone NOT NULL,
  "weight_kg" numeric(4, 1),
  "height_cm" numeric(4, 1),
  "waist_cm" numeric(4, 1),
  "hip_cm" numeric(4, 1),
  "notes" text,
  "recorded_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "anthropometric_entry_any_check" CHECK (num_nonnulls("weight_kg", "height_cm", "waist_cm", "hip_cm") > 0)
);--> statement-breakpoint
CREATE INDEX "anthropometric_entry_patient_measured_idx" ON "anthropometric_entry" ("patient_id", "measured_at" DESC);--> statement-breakpoint
CREATE TABLE "consultation_recording" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "consultation_id" uuid NOT NULL REFERENCES "consultation"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "storage_key" text UNIQUE,
  "filename" text NOT NULL,
  "container" text NOT NULL,
  "content_type" text NOT NULL,
  "type" text NOT NULL,
  "platform" text NOT NULL,
  "duration_seconds" integer,
  "size_bytes" bigint DEFAULT 0 NOT NULL,
  "status" text DEFAULT 'processing' NOT NULL,
  "consent_confirmed_at" timestamp with time zone NOT NULL,
  "consent_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "uploaded_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
  "retained_until" timestamp with time zone NOT NULL,
  "archived_at" timestamp with time zone,
  "deleted_at" timestamp with time zone,
  CONSTRAINT "consultation_recording_status_check" CHECK ("status" IN ('processing', 'available', 'archived', 'deleted')),
  CONSTRAINT "consultation_recording_type_check" CHECK ("type" IN ('full_video', 'audio_only', 'screen_share')),
  CONSTRAINT "consultation_recording_platform_check" CHECK ("platform" IN ('manual_upload', 'google_meet', 'microsoft_teams', 'zoom')),
  CONSTRAINT "consultation_recording_container_check" CHECK ("container" IN ('mp4', 'webm', 'mp3', 'wav', 'ogg')),
  CONSTRAINT "consultation_recording_media_check" CHECK (("status" = 'deleted') = ("storage_key" IS NULL))
);--> statement-breakpoint
CREATE INDEX "consultation_recording_consultation_idx" ON "consultation_recording" ("consultation_id", "uploaded_at");--> statement-breakpoint
-- the retention sweep: media still held, oldest retained-until first
CREATE INDEX "consultation_recording_retention_idx" ON "consultation_recording" ("retained_until") WHERE "status" <> 'deleted';--> statement-breakpoint
CREATE TABLE "consultation_transcript" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "recording_id" uuid NOT NULL UNIQUE REFERENCES "consultation_recording"("id") ON DELETE CASCADE,
  "consultation_id" uuid NOT NULL REFERENCES "consultation"("id") ON DELETE CASCADE,
  "source" text NOT NULL,
  "filename" text,
  "segments" jsonb NOT NULL,
  "created_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "consultation_transcript_source_check" CHECK ("source" IN ('vtt', 'srt', 'text', 'ai'))
);--> statement-breakpoint
CREATE INDEX "consultation_transcript_consultation_idx" ON "consultation_transcript" ("consultation_id");--> statement-breakpoint
CREATE TABLE "consultation_insight" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "consultation_id" uuid NOT NULL REFERENCES "consultation"("id") ON DELETE CASCADE,
  "section" text NOT NULL,
  "code" text NOT NULL,
  "severity" text NOT NULL,
  "generated_text" text NOT NULL,
  "edited_text" text,
  "status" text DEFAULT 'draft' NOT NULL,
  "origin" text NOT NULL,
  "source" jsonb NOT NULL,
  "in_days" integer,
  "position" integer NOT NULL,
  "decided_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "consultation_insight_section_check" CHECK ("section" IN ('keyTakeaways', 'riskFlags', 'strengths', 'areasForImprovement', 'providerActions', 'patientActions', 'followUpTimeline', 'focusAreas')),
  CONSTRAINT "consultation_insight_status_check" CHECK ("status" IN ('draft', 'accepted', 'discarded')),
  CONSTRAINT "consultation_insight_origin_check" CHECK ("origin" IN ('rules', 'ai')),
  CONSTRAINT "consultation_insight_severity_check" CHECK ("severity" IN ('info', 'low', 'moderate', 'high', 'critical'))
);--> statement-breakpoint
CREATE INDEX "consultation_insight_consultation_idx" ON "consultation_insight" ("consultation_id", "position");--> statement-breakpoint
CREATE TABLE "consultation_settings" (
  "organization_id" uuid PRIMARY KEY NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "recording_retention_days" integer DEFAULT 365 NOT NULL,
  "updated_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "consultation_settings_retention_check" CHECK ("recording_retention_days" BETWEEN 1 AND 3650)
);
