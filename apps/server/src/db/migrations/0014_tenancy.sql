-- Tenancy (issue "Architecture seams", ADR 0022). Roles are held in an organization: a non-patient
-- role belongs to one organization the user is a member of; `patient` is held in none (a patient is
-- not a member of a practice, their records belong to practices). The session remembers which of
-- its user's organizations is active.
ALTER TABLE "user_roles" ADD COLUMN "organization_id" uuid REFERENCES "organization"("id") ON DELETE CASCADE;--> statement-breakpoint
-- Backfill: a non-patient role becomes one row per organization its holder is a member of (the demo
-- administrator is admin of the demo practice and of the platform organization).
INSERT INTO "user_roles" ("user_id", "role", "organization_id", "created_at")
SELECT r."user_id", r."role", m."organization_id", r."created_at"
FROM "user_roles" r JOIN "membership" m ON m."user_id" = r."user_id"
WHERE r."role" <> 'patient' AND r."organization_id" IS NULL;--> statement-breakpoint
-- A non-patient role without any membership granted nothing anyone could scope: it goes.
DELETE FROM "user_roles" WHERE "role" <> 'patient' AND "organization_id" IS NULL;--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_user_id_role_unique";--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_role_organization_id_unique" UNIQUE NULLS NOT DISTINCT ("user_id", "role", "organization_id");--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_organization_check" CHECK (("role" = 'patient') = ("organization_id" IS NULL));--> statement-breakpoint
CREATE INDEX "user_roles_organization_id_idx" ON "user_roles" ("organization_id");--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "active_organization_id" uuid REFERENCES "organization"("id") ON DELETE SET NULL;
