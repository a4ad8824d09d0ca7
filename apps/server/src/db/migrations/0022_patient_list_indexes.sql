-- The patient list filtered by status (active / inactive), in name order, read and counted from the
-- index alone.
CREATE INDEX "patient_live_status_name_idx" ON "patient" ("organization_id", "status", "last_name", "first_name", "id") WHERE "deleted_at" IS NULL;
