-- Public bookings (security findings 2 and 5, decision 0017). Appointment statuses become the
-- specification's: scheduled, completed, cancelled, no-show, plus pending for a public booking not
-- yet confirmed from its e-mail. A pending hold has no patient (nothing reaches a patient record
-- before confirmation): the booker's contact details wait on the hold until it is confirmed, and a
-- hold older than hold_expires_at counts as free.
ALTER TABLE "appointment" DROP CONSTRAINT "appointment_status_check";--> statement-breakpoint
UPDATE "appointment" SET "status" = 'scheduled' WHERE "status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "appointment" ALTER COLUMN "status" SET DEFAULT 'scheduled';--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_status_check" CHECK ("appointment"."status" in ('pending', 'scheduled', 'completed', 'cancelled', 'no-show'));--> statement-breakpoint
ALTER TABLE "appointment" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "new_patient" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "hold_client_key" text;--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "booker_first_name" text;--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "booker_last_name" text;--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "booker_email" text;--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "booker_phone" text;--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_manage_token_hash_unique" UNIQUE ("manage_token_hash");--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_patient_check" CHECK ("appointment"."patient_id" is not null or "appointment"."status" in ('pending', 'cancelled'));--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_pending_hold_check" CHECK ("appointment"."status" <> 'pending' or ("appointment"."hold_expires_at" is not null and "appointment"."booker_email" is not null));--> statement-breakpoint
CREATE INDEX "appointment_pending_hold_idx" ON "appointment" USING btree ("hold_expires_at") WHERE "appointment"."status" = 'pending';--> statement-breakpoint
-- Provider-side limits of public booking: how far ahead, and how many new-patient bookings a day.
ALTER TABLE "provider_profile" ADD COLUMN "booking_window_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profile" ADD COLUMN "max_new_patients_per_day" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profile" ADD CONSTRAINT "provider_profile_booking_window_days_check" CHECK ("provider_profile"."booking_window_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "provider_profile" ADD CONSTRAINT "provider_profile_max_new_patients_per_day_check" CHECK ("provider_profile"."max_new_patients_per_day" between 0 and 100);--> statement-breakpoint
-- The confirm and cancel links of a booking wait outside the outbox text like other one-time links.
ALTER TABLE "outbox_email" DROP CONSTRAINT "outbox_email_one_time_link_kind_check";--> statement-breakpoint
ALTER TABLE "outbox_email" ADD CONSTRAINT "outbox_email_one_time_link_kind_check" CHECK ("outbox_email"."one_time_link_kind" in ('password-reset', 'email-verification', 'booking-links'));
