-- ADR 0055: a professional's patients due a follow-up (the workspace's `followUps`) read each care-team
-- patient's last completed visit with them: one index probe per patient instead of a scan of the
-- professional's whole history (40,000 appointments in the analytics issue's five-year data set).
CREATE INDEX IF NOT EXISTS "appointment_completed_last_visit_idx" ON "appointment" ("provider_user_id", "patient_id", "starts_at" DESC) WHERE "status" = 'completed';
