-- Laboratories and insurers register themselves and wait for a platform administrator; practices get
-- a subscription record (plan, billing period, status, start). See docs/decisions/0011.
ALTER TABLE "organization" DROP CONSTRAINT "organization_kind_check";
--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_kind_check" CHECK ("organization"."kind" in ('practice', 'laboratory', 'insurer', 'platform'));
--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;
--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_status_check" CHECK ("organization"."status" in ('pending', 'active', 'declined'));
--> statement-breakpoint
CREATE UNIQUE INDEX "organization_one_platform_idx" ON "organization" ("kind") WHERE "kind" = 'platform';
--> statement-breakpoint
-- The operator's own organization (DECISIONS.md "Who an administrator is"): its admins are the
-- platform administrators. Nobody joins it by code.
INSERT INTO "organization" ("name", "kind", "plan", "join_code", "status")
VALUES ('Verdant platform', 'platform', 'enterprise', 'PLATFORM-' || upper(substr(md5(random()::text || clock_timestamp()::text), 1, 16)), 'active');
--> statement-breakpoint
CREATE TABLE "subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"billing_period" text DEFAULT 'monthly' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_organization_id_unique" UNIQUE("organization_id"),
	CONSTRAINT "subscription_plan_check" CHECK ("subscription"."plan" in ('starter', 'professional', 'enterprise')),
	CONSTRAINT "subscription_billing_period_check" CHECK ("subscription"."billing_period" in ('monthly', 'annual')),
	CONSTRAINT "subscription_status_check" CHECK ("subscription"."status" in ('active', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "subscription" ("organization_id", "plan", "billing_period", "status", "started_at")
SELECT "id", "plan", 'monthly', 'active', "created_at" FROM "organization" WHERE "kind" = 'practice';
--> statement-breakpoint
CREATE TABLE "organization_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"requested_by" text,
	"role" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_request_organization_id_unique" UNIQUE("organization_id"),
	CONSTRAINT "organization_request_role_check" CHECK ("organization_request"."role" in ('lab', 'insurance')),
	CONSTRAINT "organization_request_status_check" CHECK ("organization_request"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "organization_request_locale_check" CHECK ("organization_request"."locale" in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "organization_request" ADD CONSTRAINT "organization_request_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organization_request" ADD CONSTRAINT "organization_request_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "organization_request_status_created_at_idx" ON "organization_request" ("status","created_at");
