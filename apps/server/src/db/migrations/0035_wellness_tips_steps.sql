-- Steps and active minutes (issue 19, ADR 0043): a wellness entry of kind 'activity', one per
-- patient record and date; the care team may assign it as a habit.
ALTER TABLE "wellness_entry" DROP CONSTRAINT "wellness_entry_kind_check";--> statement-breakpoint
ALTER TABLE "wellness_entry" ADD CONSTRAINT "wellness_entry_kind_check" CHECK ("kind" IN ('sleep', 'mood', 'activity', 'phq4', 'phq9', 'gad7', 'who5', 'berlin'));--> statement-breakpoint
CREATE UNIQUE INDEX "wellness_entry_activity_day_idx" ON "wellness_entry" ("patient_id", "entry_date") WHERE "kind" = 'activity';--> statement-breakpoint
ALTER TABLE "wellness_assignment" DROP CONSTRAINT "wellness_assignment_target_check";--> statement-breakpoint
ALTER TABLE "wellness_assignment" ADD CONSTRAINT "wellness_assignment_target_check" CHECK ("target" IN ('sleep', 'mood', 'activity', 'phq4', 'phq9', 'gad7', 'who5', 'berlin'));
