-- The patient's access log in one ordered index (ADR 0044). Every audit event about a patient — on
-- their record (`patient_id`) or a list read that showed them (`patient_ids`) — gets one row here,
-- written by a statement trigger in the same statement as the event, so the log is a walk of
-- (patient_id, at desc) that stops after a page, whichever kind of event it is. Append-only like
-- the trail; no foreign keys (the trail outlives the records it names).
CREATE TABLE "audit_event_patient" (
  "patient_id" text NOT NULL,
  "at" timestamp with time zone NOT NULL,
  "event_id" uuid NOT NULL,
  "actor_user_id" text
);--> statement-breakpoint
CREATE INDEX "audit_event_patient_at_idx" ON "audit_event_patient" ("patient_id", "at" DESC, "event_id" DESC) INCLUDE ("actor_user_id");--> statement-breakpoint
CREATE INDEX "audit_event_patient_actor_idx" ON "audit_event_patient" ("patient_id", "actor_user_id", "at" DESC);--> statement-breakpoint
CREATE FUNCTION "verdant_audit_event_patients"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "audit_event_patient" ("patient_id", "at", "event_id", "actor_user_id")
  SELECT DISTINCT p, e."at", e."id", e."actor_user_id"
  FROM "inserted_audit_event" e
  CROSS JOIN LATERAL unnest(
    coalesce(e."patient_ids", '{}'::text[]) || CASE WHEN e."patient_id" IS NULL THEN '{}'::text[] ELSE ARRAY[e."patient_id"] END
  ) AS p;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_event_patients" AFTER INSERT ON "audit_event"
  REFERENCING NEW TABLE AS "inserted_audit_event"
  FOR EACH STATEMENT EXECUTE FUNCTION "verdant_audit_event_patients"();--> statement-breakpoint
INSERT INTO "audit_event_patient" ("patient_id", "at", "event_id", "actor_user_id")
SELECT DISTINCT p, e."at", e."id", e."actor_user_id"
FROM "audit_event" e
CROSS JOIN LATERAL unnest(
  coalesce(e."patient_ids", '{}'::text[]) || CASE WHEN e."patient_id" IS NULL THEN '{}'::text[] ELSE ARRAY[e."patient_id"] END
) AS p;
