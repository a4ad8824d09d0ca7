CREATE TABLE "appointment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider_user_id" text NOT NULL,
	"provider_profile_id" uuid,
	"patient_id" uuid NOT NULL,
	"service_id" uuid,
	"service_name" text NOT NULL,
	"service_duration_minutes" integer NOT NULL,
	"service_price_minor" integer NOT NULL,
	"service_currency" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"confirmation_code" text NOT NULL,
	"booked_by_user_id" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_status_check" CHECK ("appointment"."status" in ('confirmed', 'cancelled', 'completed')),
	CONSTRAINT "appointment_time_check" CHECK ("appointment"."ends_at" > "appointment"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "patient" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"date_of_birth" date,
	"gender" text,
	"address" text,
	"city" text,
	"country" text,
	"height_cm" numeric(5, 1),
	"weight_kg" numeric(5, 1),
	"medical_conditions" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergies" text[] DEFAULT '{}'::text[] NOT NULL,
	"medications" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"last_visit_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"platform_access" text DEFAULT 'none' NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_status_check" CHECK ("patient"."status" in ('active', 'inactive')),
	CONSTRAINT "patient_platform_access_check" CHECK ("patient"."platform_access" in ('none', 'invite_pending', 'platform_user'))
);
--> statement-breakpoint
CREATE TABLE "patient_invitation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_invitation_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "blog_post" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body_markdown" text NOT NULL,
	"author_user_id" text,
	"author_name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_post_lang_check" CHECK ("blog_post"."lang" in ('en', 'es')),
	CONSTRAINT "blog_post_status_check" CHECK ("blog_post"."status" in ('draft', 'published')),
	CONSTRAINT "blog_post_published_at_check" CHECK ("blog_post"."status" = 'draft' or "blog_post"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "contact_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"job_title" text,
	"organization_name" text NOT NULL,
	"organization_type" text NOT NULL,
	"organization_size" text NOT NULL,
	"country" text NOT NULL,
	"website" text,
	"professions" text[] NOT NULL,
	"patient_volume" text NOT NULL,
	"current_tools" text,
	"interests" text[] NOT NULL,
	"preferred_date" date NOT NULL,
	"preferred_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"contact_method" text NOT NULL,
	"scheduling_notes" text,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_request_status_check" CHECK ("demo_request"."status" in ('new', 'contacted', 'scheduled', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_record" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer DEFAULT 0 NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_record_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "provider_directory" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"display_name" text NOT NULL,
	"headline" text NOT NULL,
	"specialties" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"city" text,
	"country" text,
	"online" boolean NOT NULL,
	"in_person" boolean NOT NULL,
	"from_price_minor" integer,
	"currency" text,
	"sort_key" text NOT NULL,
	"search_prefixes" text[] NOT NULL,
	"specialty_keys" text[] NOT NULL,
	"location_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_profile" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" text NOT NULL,
	"display_name" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"city" text,
	"country" text,
	"online" boolean DEFAULT false NOT NULL,
	"in_person" boolean DEFAULT false NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"time_zone" text NOT NULL,
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_profile_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "provider_profile_type_check" CHECK ("provider_profile"."type" in ('dietitian', 'medical', 'fitness', 'lab'))
);
--> statement-breakpoint
CREATE TABLE "provider_service" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_service_duration_check" CHECK ("provider_service"."duration_minutes" between 5 and 480),
	CONSTRAINT "provider_service_price_check" CHECK ("provider_service"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "public_rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_provider_user_id_user_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_provider_profile_id_provider_profile_id_fk" FOREIGN KEY ("provider_profile_id") REFERENCES "public"."provider_profile"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_patient_id_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_service_id_provider_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."provider_service"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_booked_by_user_id_user_id_fk" FOREIGN KEY ("booked_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient" ADD CONSTRAINT "patient_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient" ADD CONSTRAINT "patient_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_invitation" ADD CONSTRAINT "patient_invitation_patient_id_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_invitation" ADD CONSTRAINT "patient_invitation_invited_by_user_id_user_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_directory" ADD CONSTRAINT "provider_directory_profile_id_provider_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."provider_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profile" ADD CONSTRAINT "provider_profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profile" ADD CONSTRAINT "provider_profile_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_service" ADD CONSTRAINT "provider_service_profile_id_provider_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."provider_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_provider_live_start_unique" ON "appointment" USING btree ("provider_user_id","starts_at") WHERE "appointment"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "appointment_provider_user_id_starts_at_idx" ON "appointment" USING btree ("provider_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointment_patient_id_starts_at_idx" ON "appointment" USING btree ("patient_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointment_organization_id_starts_at_idx" ON "appointment" USING btree ("organization_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_organization_id_email_unique" ON "patient" USING btree ("organization_id",lower("email"));--> statement-breakpoint
CREATE INDEX "patient_organization_id_last_name_idx" ON "patient" USING btree ("organization_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "patient_user_id_idx" ON "patient" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "patient_invitation_patient_id_idx" ON "patient_invitation" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "blog_post_published_idx" ON "blog_post" USING btree ("lang","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "blog_post"."status" = 'published';--> statement-breakpoint
CREATE INDEX "blog_post_created_at_idx" ON "blog_post" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_message_created_at_idx" ON "contact_message" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "demo_request_created_at_idx" ON "demo_request" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "demo_request_status_created_at_idx" ON "demo_request" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idempotency_record_created_at_idx" ON "idempotency_record" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "provider_directory_sort_idx" ON "provider_directory" USING btree ("sort_key","profile_id");--> statement-breakpoint
CREATE INDEX "provider_directory_type_sort_idx" ON "provider_directory" USING btree ("type","sort_key","profile_id");--> statement-breakpoint
CREATE INDEX "provider_directory_search_prefixes_gin" ON "provider_directory" USING gin ("search_prefixes") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "provider_directory_languages_gin" ON "provider_directory" USING gin ("languages") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "provider_directory_specialty_keys_gin" ON "provider_directory" USING gin ("specialty_keys") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "provider_profile_published_idx" ON "provider_profile" USING btree ("id") WHERE "provider_profile"."published";--> statement-breakpoint
CREATE INDEX "provider_profile_organization_id_idx" ON "provider_profile" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "provider_service_profile_id_idx" ON "provider_service" USING btree ("profile_id","position");