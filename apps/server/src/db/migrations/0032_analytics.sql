-- Practice analytics (docs/decisions/0040): the practice's choice to share its figures with every
-- professional (otherwise a dietitian, medical or fitness professional sees only their own work).
-- The figures themselves are read from the records by the indexes those tables already have.
CREATE TABLE "analytics_settings" (
  "organization_id" uuid PRIMARY KEY NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "share_with_professionals" boolean DEFAULT false NOT NULL,
  "updated_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
