-- Referrals between professionals (ADR 0042). A referral belongs to the practice that holds the
-- patient's record and sends it (`organization_id`); its recipient is another professional or
-- practice (`recipient_organization_id`, possibly the same practice). Every state change is a row of
-- `referral_event` (who and when), read by both sides and the patient.
CREATE TABLE "referral" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "sender_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "recipient_organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "recipient_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "recipient_kind" text NOT NULL,
  "status" text DEFAULT 'draft' NOT NULL,
  "urgency" text DEFAULT 'routine' NOT NULL,
  "reason" text NOT NULL,
  "question" text DEFAULT '' NOT NULL,
  "categories" text[] DEFAULT '{}'::text[] NOT NULL,
  "access_request_id" uuid REFERENCES "access_request"("id") ON DELETE SET NULL,
  "recipient_patient_id" uuid REFERENCES "patient"("id") ON DELETE SET NULL,
  "appointment_id" uuid REFERENCES "appointment"("id") ON DELETE SET NULL,
  "info_requested" boolean DEFAULT false NOT NULL,
  "decline_reason" text,
  "closing_report" text,
  "sent_at" timestamp with time zone,
  "answered_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "referral_status_check" CHECK ("status" IN ('draft', 'sent', 'accepted', 'declined', 'scheduled', 'completed', 'cancelled')),
  CONSTRAINT "referral_urgency_check" CHECK ("urgency" IN ('routine', 'soon', 'urgent')),
  CONSTRAINT "referral_recipient_kind_check" CHECK ("recipient_kind" IN ('dietitian', 'medical', 'fitness'))
);--> statement-breakpoint
CREATE INDEX "referral_org_idx" ON "referral" ("organization_id", "status", "created_at");--> statement-breakpoint
CREATE INDEX "referral_recipient_org_idx" ON "referral" ("recipient_organization_id", "status", "sent_at");--> statement-breakpoint
CREATE INDEX "referral_patient_idx" ON "referral" ("patient_id");--> statement-breakpoint
CREATE TABLE "referral_event" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "referral_id" uuid NOT NULL REFERENCES "referral"("id") ON DELETE CASCADE,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "actor_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "note" text,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "referral_event_kind_check" CHECK ("kind" IN ('created', 'sent', 'info_requested', 'info_provided', 'accepted', 'declined', 'scheduled', 'completed', 'cancelled'))
);--> statement-breakpoint
CREATE INDEX "referral_event_referral_idx" ON "referral_event" ("referral_id", "at");
