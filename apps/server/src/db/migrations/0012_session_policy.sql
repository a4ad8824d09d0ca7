-- Session policy (docs/decisions/0020): sessions end after a period of inactivity. Each session keeps
-- when its owner last did something (written at most once a minute) and whether "Remember me" was
-- ticked; each organization chooses the idle timeout of its professionals and staff (5-240 minutes).
ALTER TABLE "session" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "remember" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "idle_timeout_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_idle_timeout_minutes_check" CHECK ("idle_timeout_minutes" BETWEEN 5 AND 240);--> statement-breakpoint
-- Sessions issued before this migration slid for 30 days: none outlives the new 14-day cap.
UPDATE "session" SET "expires_at" = LEAST("expires_at", now() + interval '14 days');
