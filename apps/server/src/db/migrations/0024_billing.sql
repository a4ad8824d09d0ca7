-- Billing: the practice's billing details and branding, per-organization counters (invoice, credit
-- note and claim numbers, X12 interchange control numbers), invoices and credit notes with their
-- lines and payments, session packages, insurance claims with their lines and dated history, and the
-- history of subscription changes.
CREATE TABLE "billing_profile" (
  "organization_id" uuid PRIMARY KEY NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "legal_name" text DEFAULT '' NOT NULL,
  "address_line1" text DEFAULT '' NOT NULL,
  "address_line2" text DEFAULT '' NOT NULL,
  "city" text DEFAULT '' NOT NULL,
  "region" text DEFAULT '' NOT NULL,
  "postal_code" text DEFAULT '' NOT NULL,
  "country" text DEFAULT '' NOT NULL,
  "tax_id" text DEFAULT '' NOT NULL,
  "npi" text DEFAULT '' NOT NULL,
  "phone" text DEFAULT '' NOT NULL,
  "email" text DEFAULT '' NOT NULL,
  "currency" text DEFAULT 'USD' NOT NULL,
  "default_tax_rate_bp" integer DEFAULT 0 NOT NULL,
  "payment_terms_days" integer DEFAULT 30 NOT NULL,
  "invoice_note" text DEFAULT '' NOT NULL,
  "accent_color" text,
  "logo_key" text,
  "logo_content_type" text,
  "payer_id" text,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "billing_profile_tax_rate_check" CHECK ("default_tax_rate_bp" BETWEEN 0 AND 10000),
  CONSTRAINT "billing_profile_terms_check" CHECK ("payment_terms_days" BETWEEN 0 AND 365),
  CONSTRAINT "billing_profile_accent_check" CHECK ("accent_color" IS NULL OR "accent_color" ~ '^#[0-9a-fA-F]{6}$')
);--> statement-breakpoint
CREATE TABLE "billing_counter" (
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "series" text NOT NULL,
  "last_value" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "billing_counter_pk" PRIMARY KEY ("organization_id", "series"),
  CONSTRAINT "billing_counter_series_check" CHECK ("series" IN ('invoice', 'credit_note', 'claim', 'interchange'))
);--> statement-breakpoint
CREATE TABLE "invoice" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "kind" text DEFAULT 'invoice' NOT NULL,
  "sequence" integer NOT NULL,
  "status" text DEFAULT 'draft' NOT NULL,
  "issue_date" date NOT NULL,
  "due_date" date NOT NULL,
  "currency" text NOT NULL,
  "subtotal_minor" bigint DEFAULT 0 NOT NULL,
  "tax_minor" bigint DEFAULT 0 NOT NULL,
  "total_minor" bigint DEFAULT 0 NOT NULL,
  "paid_minor" bigint DEFAULT 0 NOT NULL,
  "adjusted_minor" bigint DEFAULT 0 NOT NULL,
  "credited_minor" bigint DEFAULT 0 NOT NULL,
  "payment_method" text,
  "notes" text,
  "credits_invoice_id" uuid REFERENCES "invoice"("id") ON DELETE SET NULL,
  "reissue_of_id" uuid REFERENCES "invoice"("id") ON DELETE SET NULL,
  "created_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "sent_at" timestamp with time zone,
  "paid_at" timestamp with time zone,
  "cancelled_at" timestamp with time zone,
  "cancel_reason" text,
  "deleted_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  CONSTRAINT "invoice_kind_check" CHECK ("kind" IN ('invoice', 'credit_note')),
  CONSTRAINT "invoice_status_check" CHECK ("status" IN ('draft', 'sent', 'paid', 'overdue', 'cancelled')),
  CONSTRAINT "invoice_payment_method_check" CHECK ("payment_method" IS NULL OR "payment_method" IN ('cash', 'card', 'bank_transfer', 'check', 'insurance', 'other')),
  CONSTRAINT "invoice_dates_check" CHECK ("due_date" >= "issue_date"),
  CONSTRAINT "invoice_sequence_unique" UNIQUE ("organization_id", "kind", "sequence")
);--> statement-breakpoint
CREATE INDEX "invoice_org_issue_idx" ON "invoice" ("organization_id", "issue_date", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "invoice_patient_idx" ON "invoice" ("patient_id", "issue_date") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "invoice_open_due_idx" ON "invoice" ("due_date") WHERE "status" = 'sent' AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE TABLE "invoice_line" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "invoice_id" uuid NOT NULL REFERENCES "invoice"("id") ON DELETE CASCADE,
  "position" smallint NOT NULL,
  "source" text NOT NULL,
  "source_id" uuid,
  "description" text NOT NULL,
  "quantity_hundredths" integer NOT NULL,
  "unit_price_minor" bigint NOT NULL,
  "tax_rate_bp" integer DEFAULT 0 NOT NULL,
  "net_minor" bigint NOT NULL,
  "tax_minor" bigint NOT NULL,
  "total_minor" bigint NOT NULL,
  "service_date" date,
  "package_sessions" smallint,
  "package_provider_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "billed" boolean DEFAULT true NOT NULL,
  CONSTRAINT "invoice_line_source_check" CHECK ("source" IN ('service', 'appointment', 'consultation', 'package', 'custom')),
  CONSTRAINT "invoice_line_tax_rate_check" CHECK ("tax_rate_bp" BETWEEN 0 AND 10000)
);--> statement-breakpoint
CREATE INDEX "invoice_line_invoice_idx" ON "invoice_line" ("invoice_id", "position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_line_billed_once_idx" ON "invoice_line" ("source", "source_id") WHERE "billed" AND "source" IN ('appointment', 'consultation');--> statement-breakpoint
CREATE TABLE "invoice_payment" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "invoice_id" uuid NOT NULL REFERENCES "invoice"("id") ON DELETE CASCADE,
  "kind" text DEFAULT 'payment' NOT NULL,
  "amount_minor" bigint NOT NULL,
  "method" text,
  "paid_on" date NOT NULL,
  "reference" text,
  "claim_id" uuid,
  "recorded_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "voided_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "invoice_payment_kind_check" CHECK ("kind" IN ('payment', 'adjustment')),
  CONSTRAINT "invoice_payment_method_check" CHECK ("method" IS NULL OR "method" IN ('cash', 'card', 'bank_transfer', 'check', 'insurance', 'other'))
);--> statement-breakpoint
CREATE INDEX "invoice_payment_invoice_idx" ON "invoice_payment" ("invoice_id", "created_at");--> statement-breakpoint
CREATE TABLE "session_package" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "provider_user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "invoice_line_id" uuid NOT NULL UNIQUE REFERENCES "invoice_line"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "sessions" smallint NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "session_package_sessions_check" CHECK ("sessions" BETWEEN 1 AND 100)
);--> statement-breakpoint
CREATE INDEX "session_package_patient_idx" ON "session_package" ("patient_id", "provider_user_id", "created_at");--> statement-breakpoint
CREATE TABLE "insurance_claim" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "payer_organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "invoice_id" uuid NOT NULL REFERENCES "invoice"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "sequence" integer NOT NULL,
  "status" text DEFAULT 'draft' NOT NULL,
  "member_id" text NOT NULL,
  "group_number" text DEFAULT '' NOT NULL,
  "subscriber" jsonb NOT NULL,
  "address" jsonb NOT NULL,
  "diagnosis_codes" text[] NOT NULL,
  "place_of_service" text NOT NULL,
  "rendering_provider" jsonb NOT NULL,
  "billing_provider" jsonb,
  "prior_authorization" text DEFAULT '' NOT NULL,
  "currency" text NOT NULL,
  "total_charge_minor" bigint NOT NULL,
  "allowed_minor" bigint,
  "paid_minor" bigint,
  "patient_responsibility_minor" bigint,
  "interchange_control_number" integer,
  "x12" text,
  "submitted_at" timestamp with time zone,
  "adjudicated_at" timestamp with time zone,
  "created_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  CONSTRAINT "insurance_claim_status_check" CHECK ("status" IN ('draft', 'submitted', 'accepted', 'rejected', 'paid', 'partially_paid', 'denied', 'appealed')),
  CONSTRAINT "insurance_claim_sequence_unique" UNIQUE ("organization_id", "sequence")
);--> statement-breakpoint
CREATE INDEX "insurance_claim_org_idx" ON "insurance_claim" ("organization_id", "updated_at", "id");--> statement-breakpoint
CREATE INDEX "insurance_claim_payer_idx" ON "insurance_claim" ("payer_organization_id", "status", "updated_at") WHERE "status" <> 'draft';--> statement-breakpoint
CREATE INDEX "insurance_claim_invoice_idx" ON "insurance_claim" ("invoice_id");--> statement-breakpoint
CREATE TABLE "insurance_claim_line" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "claim_id" uuid NOT NULL REFERENCES "insurance_claim"("id") ON DELETE CASCADE,
  "position" smallint NOT NULL,
  "service_date" date NOT NULL,
  "procedure_code" text NOT NULL,
  "modifiers" text[] DEFAULT '{}'::text[] NOT NULL,
  "units" smallint NOT NULL,
  "charge_minor" bigint NOT NULL,
  "diagnosis_pointers" smallint[] NOT NULL,
  "place_of_service" text,
  "invoice_line_id" uuid REFERENCES "invoice_line"("id") ON DELETE SET NULL,
  "allowed_minor" bigint,
  "paid_minor" bigint,
  "patient_responsibility_minor" bigint,
  "adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX "insurance_claim_line_claim_idx" ON "insurance_claim_line" ("claim_id", "position");--> statement-breakpoint
CREATE TABLE "insurance_claim_event" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "claim_id" uuid NOT NULL REFERENCES "insurance_claim"("id") ON DELETE CASCADE,
  "from_status" text,
  "to_status" text NOT NULL,
  "side" text NOT NULL,
  "by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "note" text,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "insurance_claim_event_side_check" CHECK ("side" IN ('practice', 'insurer'))
);--> statement-breakpoint
CREATE INDEX "insurance_claim_event_claim_idx" ON "insurance_claim_event" ("claim_id", "at");--> statement-breakpoint
CREATE TABLE "subscription_change" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "from_plan" text,
  "from_period" text,
  "to_plan" text NOT NULL,
  "to_period" text NOT NULL,
  "by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "subscription_change_org_idx" ON "subscription_change" ("organization_id", "at");
