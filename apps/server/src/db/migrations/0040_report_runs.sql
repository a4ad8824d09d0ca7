-- Practice analytics, second part (docs/decisions/0047): long reports built by a job, and the
-- monthly summary e-mailed to the practice's owner.
-- A report run: one requester's report (kind, period, filters as asked), built in the background
-- into platform storage; only the requester downloads it, until `expires_at`.
CREATE TABLE "report_run" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "format" text NOT NULL,
  "query" jsonb NOT NULL,
  "language" text NOT NULL,
  "status" text DEFAULT 'queued' NOT NULL,
  "progress" integer DEFAULT 0 NOT NULL,
  "storage_key" text,
  "filename" text,
  "size" integer,
  "rows" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "finished_at" timestamp with time zone,
  "expires_at" timestamp with time zone,
  CONSTRAINT "report_run_status_check" CHECK ("status" IN ('queued', 'running', 'ready', 'failed', 'expired')),
  CONSTRAINT "report_run_format_check" CHECK ("format" IN ('csv', 'pdf')),
  CONSTRAINT "report_run_progress_check" CHECK ("progress" BETWEEN 0 AND 100)
);--> statement-breakpoint
CREATE INDEX "report_run_user_idx" ON "report_run" ("organization_id", "user_id", "created_at");--> statement-breakpoint
CREATE INDEX "report_run_expires_idx" ON "report_run" ("expires_at") WHERE "status" = 'ready';--> statement-breakpoint
-- The owner's opt-in: the practice monthly summary by e-mail on the first day of each month.
ALTER TABLE "analytics_settings" ADD COLUMN "monthly_email" boolean DEFAULT false NOT NULL;
