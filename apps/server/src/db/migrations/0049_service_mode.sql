-- A service says how it is given (decision 0072): in person, by video or by phone; null: as the
-- profile offers (in person where it does, else by video). Bookings of the service take this type.
ALTER TABLE "provider_service" ADD COLUMN "mode" text;
--> statement-breakpoint
ALTER TABLE "provider_service" ADD CONSTRAINT "provider_service_mode_check" CHECK ("mode" IS NULL OR "mode" IN ('in_person', 'video', 'phone'));
