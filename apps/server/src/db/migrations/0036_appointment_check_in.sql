-- The front desk marks a patient as arrived for their visit (and can take it back).
ALTER TABLE "appointment" ADD COLUMN "checked_in_at" timestamp with time zone;
