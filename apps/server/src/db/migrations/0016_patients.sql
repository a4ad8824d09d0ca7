-- Patients: structured conditions and medications, allergies as major-allergen codes plus free text,
-- soft delete, care teams, documents, revocable invitations and typo-tolerant search (pg_trgm, a
-- trusted extension on PostgreSQL 13+; PGlite loads it from its contrib bundle).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "allergies_other" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "conditions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "patient" ADD COLUMN "medication_list" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Existing free-text entries become named list items; allergies that are not allergen codes move to the free text.
UPDATE "patient" SET
  "conditions" = COALESCE((SELECT jsonb_agg(jsonb_build_object('name', c, 'since', NULL, 'notes', NULL)) FROM unnest("medical_conditions") c), '[]'::jsonb),
  "medication_list" = COALESCE((SELECT jsonb_agg(jsonb_build_object('name', m, 'dose', NULL, 'frequency', NULL)) FROM unnest("medications") m), '[]'::jsonb),
  "allergies_other" = ARRAY(SELECT a FROM unnest("allergies") a WHERE a NOT IN ('milk','egg','fish','shellfish','tree_nuts','peanuts','wheat_gluten','soy','sesame')),
  "allergies" = ARRAY(SELECT a FROM unnest("allergies") a WHERE a IN ('milk','egg','fish','shellfish','tree_nuts','peanuts','wheat_gluten','soy','sesame'));--> statement-breakpoint
ALTER TABLE "patient" DROP COLUMN "medical_conditions";--> statement-breakpoint
ALTER TABLE "patient" DROP COLUMN "medications";--> statement-breakpoint
ALTER TABLE "patient" RENAME COLUMN "conditions" TO "medical_conditions";--> statement-breakpoint
ALTER TABLE "patient" RENAME COLUMN "medication_list" TO "medications";--> statement-breakpoint
ALTER TABLE "patient" ADD CONSTRAINT "patient_allergies_check" CHECK ("allergies" <@ ARRAY['milk','egg','fish','shellfish','tree_nuts','peanuts','wheat_gluten','soy','sesame']::text[]);--> statement-breakpoint
ALTER TABLE "patient" ADD CONSTRAINT "patient_gender_check" CHECK ("gender" IS NULL OR "gender" IN ('female', 'male', 'other', 'undisclosed'));--> statement-breakpoint
-- What the search matches: name, e-mail and phone, lower-cased and without accents (translate() is
-- immutable, unlike unaccent()), kept by the database itself.
ALTER TABLE "patient" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower("first_name" || ' ' || "last_name" || ' ' || COALESCE("email", '') || ' ' || COALESCE("phone", '')), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿ', 'aaaaaaaeeeeeiiiiiooooooouuuuuncyy')) STORED;--> statement-breakpoint
CREATE INDEX "patient_search_text_trgm_idx" ON "patient" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- A deleted record no longer holds its e-mail: the practice may add the person again.
DROP INDEX "patient_organization_id_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "patient_organization_id_email_unique" ON "patient" ("organization_id", lower("email")) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "patient_live_name_idx" ON "patient" ("organization_id", "last_name", "first_name", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "patient_live_created_idx" ON "patient" ("organization_id", "created_at", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE TABLE "care_team_member" (
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "added_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "added_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("patient_id", "user_id")
);--> statement-breakpoint
CREATE INDEX "care_team_member_user_id_idx" ON "care_team_member" ("user_id", "patient_id");--> statement-breakpoint
CREATE TABLE "patient_document" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "storage_key" text NOT NULL UNIQUE,
  "filename" text NOT NULL,
  "type" text NOT NULL,
  "size" integer NOT NULL,
  "uploaded_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "patient_document_type_check" CHECK ("type" IN ('pdf', 'png', 'jpeg', 'heic'))
);--> statement-breakpoint
CREATE INDEX "patient_document_patient_id_idx" ON "patient_document" ("patient_id", "created_at");--> statement-breakpoint
ALTER TABLE "patient_invitation" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_email" DROP CONSTRAINT "outbox_email_one_time_link_kind_check";--> statement-breakpoint
ALTER TABLE "outbox_email" ADD CONSTRAINT "outbox_email_one_time_link_kind_check" CHECK ("one_time_link_kind" IN ('password-reset', 'email-verification', 'booking-links', 'patient-invitation'));
