-- Calendar: how each appointment happens, its iCalendar SEQUENCE (raised by every change), who
-- cancelled it and why, and when its reminder went out. Existing appointments take their type and
-- place from the provider's profile as booking showed them.
ALTER TABLE "appointment" ADD COLUMN "type" text DEFAULT 'in_person' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "cancelled_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
UPDATE "appointment" a SET
  "type" = CASE WHEN p."in_person" THEN 'in_person' ELSE 'video' END,
  "location" = CASE WHEN p."in_person" THEN nullif(concat_ws(', ', p."city", p."country"), '') END
  FROM "provider_profile" p WHERE p."id" = a."provider_profile_id";--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_type_check" CHECK ("appointment"."type" in ('in_person', 'video', 'phone'));--> statement-breakpoint
CREATE INDEX "appointment_reminder_due_idx" ON "appointment" ("starts_at") WHERE "status" = 'scheduled' AND "reminder_sent_at" IS NULL;--> statement-breakpoint
CREATE TABLE "calendar_settings" (
  "organization_id" uuid PRIMARY KEY NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "reminder_lead_minutes" integer DEFAULT 1440 NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "calendar_settings_reminder_check" CHECK ("calendar_settings"."reminder_lead_minutes" between 0 and 10080)
);--> statement-breakpoint
CREATE TABLE "calendar_feed" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL UNIQUE REFERENCES "user"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL UNIQUE,
  "version" integer DEFAULT 1 NOT NULL,
  "detail" text DEFAULT 'private' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_fetched_at" timestamp with time zone,
  CONSTRAINT "calendar_feed_detail_check" CHECK ("calendar_feed"."detail" in ('private', 'names'))
);--> statement-breakpoint
-- Messages: conversations, their participants (with read receipts), messages and attachments.
CREATE TABLE "conversation" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "kind" text NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "partner_organization_id" uuid REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid REFERENCES "patient"("id") ON DELETE CASCADE,
  "subject" text,
  "created_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "conversation_kind_check" CHECK ("conversation"."kind" in ('care', 'team', 'partner')),
  CONSTRAINT "conversation_care_patient_check" CHECK (("conversation"."kind" = 'care') = ("conversation"."patient_id" is not null)),
  CONSTRAINT "conversation_partner_check" CHECK (("conversation"."kind" = 'partner') = ("conversation"."partner_organization_id" is not null))
);--> statement-breakpoint
CREATE INDEX "conversation_organization_id_idx" ON "conversation" ("organization_id");--> statement-breakpoint
CREATE INDEX "conversation_partner_organization_id_idx" ON "conversation" ("partner_organization_id");--> statement-breakpoint
CREATE INDEX "conversation_patient_id_idx" ON "conversation" ("patient_id");--> statement-breakpoint
CREATE TABLE "conversation_participant" (
  "conversation_id" uuid NOT NULL REFERENCES "conversation"("id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "organization_id" uuid REFERENCES "organization"("id") ON DELETE CASCADE,
  "last_read_at" timestamp with time zone,
  "joined_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "conversation_participant_conversation_id_user_id_pk" PRIMARY KEY ("conversation_id", "user_id")
);--> statement-breakpoint
CREATE INDEX "conversation_participant_user_id_idx" ON "conversation_participant" ("user_id", "conversation_id");--> statement-breakpoint
CREATE TABLE "message" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "conversation_id" uuid NOT NULL REFERENCES "conversation"("id") ON DELETE CASCADE,
  "sender_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "text" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "message_conversation_id_created_at_idx" ON "message" ("conversation_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX "message_text_trgm_idx" ON "message" USING gin (lower("text") gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "message_attachment" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "message_id" uuid NOT NULL REFERENCES "message"("id") ON DELETE CASCADE,
  "conversation_id" uuid NOT NULL REFERENCES "conversation"("id") ON DELETE CASCADE,
  "storage_key" text NOT NULL UNIQUE,
  "filename" text NOT NULL,
  "type" text NOT NULL,
  "size" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "message_attachment_type_check" CHECK ("message_attachment"."type" in ('pdf', 'png', 'jpeg', 'heic'))
);--> statement-breakpoint
CREATE INDEX "message_attachment_message_id_idx" ON "message_attachment" ("message_id");--> statement-breakpoint
-- Notifications and which kinds each user also wants by e-mail.
CREATE TABLE "notification" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "title_key" text NOT NULL,
  "body_key" text,
  "params" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "link" text,
  "patient_id" uuid REFERENCES "patient"("id") ON DELETE CASCADE,
  "read_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "notification_user_id_created_at_idx" ON "notification" ("user_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX "notification_unread_idx" ON "notification" ("user_id") WHERE "read_at" IS NULL;--> statement-breakpoint
CREATE TABLE "notification_preference" (
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "email" boolean NOT NULL,
  CONSTRAINT "notification_preference_user_id_kind_pk" PRIMARY KEY ("user_id", "kind")
);--> statement-breakpoint
-- The event stream's log (platform/realtime.ts). `seq` is given at commit by a deferred trigger that
-- first takes one transaction lock, so writers take their numbers one at a time, in commit order,
-- and each is visible before the next can take one: a reader that has seen n has seen everything
-- below n. The trigger also wakes every instance's stream with the user's id (ids only, never data).
CREATE TABLE "realtime_event" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "seq" bigint,
  "user_id" text NOT NULL,
  "kind" text NOT NULL,
  "subject_id" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "realtime_event_user_id_seq_idx" ON "realtime_event" ("user_id", "seq");--> statement-breakpoint
CREATE INDEX "realtime_event_seq_idx" ON "realtime_event" ("seq");--> statement-breakpoint
CREATE SEQUENCE "realtime_event_commit_seq";--> statement-breakpoint
CREATE FUNCTION "verdant_realtime_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7220431021);
  UPDATE "realtime_event" SET "seq" = nextval('realtime_event_commit_seq') WHERE "id" = NEW."id";
  PERFORM pg_notify('verdant_events', NEW."user_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "realtime_event_commit" AFTER INSERT ON "realtime_event" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "verdant_realtime_commit"();
