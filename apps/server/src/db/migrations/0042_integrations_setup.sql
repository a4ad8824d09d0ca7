-- Issue 22 (ADR 0049): webhooks, connection checks and a practice's onboarding settings.
CREATE TABLE "webhook_endpoint" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE cascade,
  "url" text NOT NULL,
  "events" text[] NOT NULL,
  "secret_encrypted" text NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_endpoint_organization_idx" ON "webhook_endpoint" ("organization_id");
--> statement-breakpoint
CREATE TABLE "webhook_delivery" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE cascade,
  "endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoint"("id") ON DELETE cascade,
  "event" text NOT NULL,
  "body" text NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "response_status" integer,
  "response_excerpt" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_attempt_at" timestamp with time zone,
  "next_attempt_at" timestamp with time zone,
  CONSTRAINT "webhook_delivery_status_check" CHECK ("status" in ('pending', 'retrying', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "webhook_delivery_endpoint_idx" ON "webhook_delivery" ("endpoint_id", "created_at");
--> statement-breakpoint
CREATE TABLE "integration_check" (
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "last_success_at" timestamp with time zone,
  "last_error_at" timestamp with time zone,
  "last_error" text,
  CONSTRAINT "integration_check_pk" PRIMARY KEY ("organization_id", "kind")
);
--> statement-breakpoint
CREATE TABLE "practice_settings" (
  "organization_id" uuid PRIMARY KEY NOT NULL REFERENCES "organization"("id") ON DELETE cascade,
  "time_zone" text DEFAULT 'UTC' NOT NULL,
  "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "completed_at" timestamp with time zone,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
