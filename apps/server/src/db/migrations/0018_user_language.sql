-- The language a user reads Verdant in (English or Spanish): set at sign-up and invitation from the
-- interface language, changed when the signed-in user switches language, and used for every e-mail
-- to them. Laboratory and insurer requesters keep the language they registered in.
ALTER TABLE "user" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_language_check" CHECK ("language" IN ('en', 'es'));--> statement-breakpoint
UPDATE "user" u SET "language" = r."locale"
  FROM "organization_request" r WHERE r."requested_by" = u."id" AND r."locale" = 'es';--> statement-breakpoint
-- A HEIC document's JPEG rendition for display, stored beside the original (both downloadable).
ALTER TABLE "patient_document" ADD COLUMN "display_key" text;--> statement-breakpoint
ALTER TABLE "patient_document" ADD CONSTRAINT "patient_document_display_key_unique" UNIQUE ("display_key");--> statement-breakpoint
ALTER TABLE "patient_document" ADD COLUMN "display_size" integer;--> statement-breakpoint
ALTER TABLE "patient_document" ADD CONSTRAINT "patient_document_display_check"
  CHECK (("display_key" IS NULL) = ("display_size" IS NULL));
