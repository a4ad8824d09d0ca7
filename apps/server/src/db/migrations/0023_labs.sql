-- Lab orders and results (issue 12, ADR 0031): an order of a practice's patient addressed to a
-- laboratory organization (or an outside result a clinician typed in), the tests ordered, every
-- status change dated, the results per analyte (a correction supersedes, never overwrites), and the
-- rows of an uploaded result file that matched no order (held for the laboratory to resolve).
CREATE SEQUENCE "lab_order_number_seq";--> statement-breakpoint
CREATE TABLE "lab_order" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "laboratory_id" uuid REFERENCES "organization"("id") ON DELETE RESTRICT,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "sequence" integer DEFAULT nextval('lab_order_number_seq') NOT NULL UNIQUE,
  "source" text DEFAULT 'order' NOT NULL,
  "status" text DEFAULT 'ordered' NOT NULL,
  "priority" text DEFAULT 'routine' NOT NULL,
  "fasting" text DEFAULT 'none' NOT NULL,
  "codes" text[] DEFAULT '{}' NOT NULL,
  "analytes" text[] DEFAULT '{}' NOT NULL,
  "notes" text DEFAULT '' NOT NULL,
  "outside_laboratory" text,
  "ordered_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "review_comment" text DEFAULT '' NOT NULL,
  "reviewed_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "reviewed_at" timestamp with time zone,
  "cancel_reason" text DEFAULT '' NOT NULL,
  "document_key" text,
  "document_name" text,
  "document_type" text,
  "document_size" integer,
  "ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "lab_order_source_check" CHECK ("source" IN ('order', 'outside')),
  CONSTRAINT "lab_order_status_check" CHECK ("status" IN ('ordered', 'received', 'in_progress', 'partial', 'final', 'reviewed', 'cancelled')),
  CONSTRAINT "lab_order_priority_check" CHECK ("priority" IN ('routine', 'urgent')),
  CONSTRAINT "lab_order_fasting_check" CHECK ("fasting" IN ('none', 'fast_8h', 'fast_12h')),
  CONSTRAINT "lab_order_addressed_check" CHECK (("source" = 'order') = ("laboratory_id" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX "lab_order_org_idx" ON "lab_order" ("organization_id", "ordered_at" DESC);--> statement-breakpoint
CREATE INDEX "lab_order_lab_idx" ON "lab_order" ("laboratory_id", "status", "ordered_at" DESC);--> statement-breakpoint
CREATE INDEX "lab_order_patient_idx" ON "lab_order" ("patient_id", "ordered_at" DESC);--> statement-breakpoint
CREATE TABLE "lab_order_event" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "lab_order"("id") ON DELETE CASCADE,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "status" text NOT NULL,
  "user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "note" text DEFAULT '' NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "lab_order_event_order_idx" ON "lab_order_event" ("order_id", "at");--> statement-breakpoint
CREATE TABLE "lab_result" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "lab_order"("id") ON DELETE CASCADE,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "loinc" text NOT NULL,
  "value" double precision NOT NULL,
  "unit" text NOT NULL,
  "reference_low" double precision,
  "reference_high" double precision,
  "range_source" text NOT NULL,
  "flag" text NOT NULL,
  "comment" text DEFAULT '' NOT NULL,
  "status" text DEFAULT 'current' NOT NULL,
  "entered_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "entered_at" timestamp with time zone DEFAULT now() NOT NULL,
  "acknowledged_at" timestamp with time zone,
  "acknowledged_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  CONSTRAINT "lab_result_flag_check" CHECK ("flag" IN ('normal', 'low', 'high', 'critical_low', 'critical_high')),
  CONSTRAINT "lab_result_status_check" CHECK ("status" IN ('current', 'superseded')),
  CONSTRAINT "lab_result_range_source_check" CHECK ("range_source" IN ('performing-lab', 'reference-table'))
);--> statement-breakpoint
CREATE INDEX "lab_result_order_idx" ON "lab_result" ("order_id", "loinc");--> statement-breakpoint
CREATE INDEX "lab_result_patient_idx" ON "lab_result" ("patient_id", "loinc", "entered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_result_one_current" ON "lab_result" ("order_id", "loinc") WHERE "status" = 'current';--> statement-breakpoint
CREATE TABLE "lab_held_result" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "laboratory_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "order_number" text NOT NULL,
  "loinc" text NOT NULL,
  "value" text NOT NULL,
  "unit" text NOT NULL,
  "reference_low" text DEFAULT '' NOT NULL,
  "reference_high" text DEFAULT '' NOT NULL,
  "comment" text DEFAULT '' NOT NULL,
  "reason" text NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL,
  "resolved_at" timestamp with time zone,
  CONSTRAINT "lab_held_result_reason_check" CHECK ("reason" IN ('unknown_order', 'unknown_test', 'not_resultable', 'invalid_value'))
);--> statement-breakpoint
CREATE INDEX "lab_held_result_lab_idx" ON "lab_held_result" ("laboratory_id", "received_at" DESC) WHERE "resolved_at" IS NULL;
