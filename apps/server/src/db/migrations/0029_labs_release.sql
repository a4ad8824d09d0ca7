-- Labs, the rest of issue 12 (ADR 0037): an order a laboratory registers itself (a walk-in or a
-- paper requisition: the ordering clinician's name as written), the moment an order's results became
-- final (the automatic release counts from it) and the moment they were released to the patient
-- without a review, the practice's release setting, and each viewer's unit system.
ALTER TABLE "lab_order" ADD COLUMN "ordering_clinician" text;--> statement-breakpoint
ALTER TABLE "lab_order" ADD COLUMN "registered_by_lab" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_order" ADD COLUMN "final_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_order" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
UPDATE "lab_order" o SET "final_at" = e."at"
  FROM (SELECT "order_id", max("at") AS "at" FROM "lab_order_event" WHERE "status" = 'final' GROUP BY "order_id") e
  WHERE e."order_id" = o."id" AND o."status" = 'final';--> statement-breakpoint
CREATE INDEX "lab_order_release_idx" ON "lab_order" ("final_at") WHERE "status" = 'final' AND "released_at" IS NULL;--> statement-breakpoint
CREATE TABLE "lab_settings" (
  "organization_id" uuid PRIMARY KEY NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "auto_release_days" integer DEFAULT 7 NOT NULL,
  "updated_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "lab_settings_auto_release_days_check" CHECK ("auto_release_days" BETWEEN 0 AND 365)
);--> statement-breakpoint
CREATE TABLE "lab_viewer_preference" (
  "user_id" text PRIMARY KEY NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "unit_system" text DEFAULT 'conventional' NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "lab_viewer_preference_unit_system_check" CHECK ("unit_system" IN ('conventional', 'si'))
);
