-- The practice figures' monthly summaries (docs/decisions/0065). Each row is recomputed from the
-- records (appointments, invoices, their lines and payments) for one practice and one calendar month
-- (UTC); a write to those records marks its (practice, month) dirty in the same transaction (the
-- statement triggers below), and the next read of the figures recomputes the dirty months before it
-- reads, so the summary never answers with a figure the records no longer give.
CREATE TABLE "analytics_appointment_month" (
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "month" date NOT NULL,
  "provider_user_id" text NOT NULL,
  "service_id" uuid,
  "booked" integer NOT NULL,
  "completed" integer NOT NULL,
  "cancelled" integer NOT NULL,
  "no_show" integer NOT NULL,
  "scheduled" integer NOT NULL,
  -- completed and scheduled appointments by the hour they start in their own time zone (0–23)
  "hours" integer[] NOT NULL,
  "computed_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "analytics_appointment_month_idx" ON "analytics_appointment_month" ("organization_id", "month");--> statement-breakpoint
-- Money by month: invoiced by issue month, collected by payment month. "service_id" NULL is every
-- service (the invoice counted once); a row with a service counts each invoice whose lines bill it.
CREATE TABLE "analytics_money_month" (
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "month" date NOT NULL,
  "provider_user_id" text,
  "service_id" uuid,
  "currency" text NOT NULL,
  "invoiced_minor" bigint NOT NULL,
  "invoices" integer NOT NULL,
  "collected_minor" bigint NOT NULL,
  "computed_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "analytics_money_month_idx" ON "analytics_money_month" ("organization_id", "month");--> statement-breakpoint
CREATE TABLE "analytics_dirty_month" (
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "month" date NOT NULL,
  "marked_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "analytics_dirty_month_idx" ON "analytics_dirty_month" ("organization_id", "month");--> statement-breakpoint
-- Payments by day (the collected figure of a month, live or recomputed).
CREATE INDEX "invoice_payment_paid_on_idx" ON "invoice_payment" ("paid_on", "invoice_id") WHERE "kind" = 'payment' AND "voided_at" IS NULL;--> statement-breakpoint
-- What is owed today (the ageing, read live): the open invoices of a practice only.
CREATE INDEX "invoice_open_owed_idx" ON "invoice" ("organization_id", "due_date") WHERE "deleted_at" IS NULL AND "kind" = 'invoice' AND "status" IN ('sent', 'overdue');--> statement-breakpoint
-- Marks (practice, month) pairs dirty, once each (a pair already waiting is not added again).
CREATE FUNCTION "analytics_mark"("org" uuid[], "months" date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "analytics_dirty_month" ("organization_id", "month")
  SELECT DISTINCT x."o", x."m" FROM unnest("org", "months") AS x("o", "m")
  WHERE x."o" IS NOT NULL AND x."m" IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM "analytics_dirty_month" d WHERE d."organization_id" = x."o" AND d."month" = x."m");
$$;--> statement-breakpoint
-- An invoice's months: its issue month and the months of its payments.
CREATE FUNCTION "analytics_mark_invoices"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE o uuid[]; m date[];
BEGIN
  -- each invoice by its key (a join, not "id = ANY(ids)": that one may scan every invoice per call)
  SELECT array_agg(i."organization_id"), array_agg(date_trunc('month', x."d")::date) INTO o, m
  FROM unnest("ids") AS u("id") JOIN "invoice" i ON i."id" = u."id" CROSS JOIN LATERAL (
    SELECT i."issue_date" AS "d" UNION SELECT p."paid_on" FROM "invoice_payment" p WHERE p."invoice_id" = i."id"
  ) x;
  IF o IS NOT NULL THEN PERFORM "analytics_mark"(o, m); END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "analytics_appointment_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o uuid[]; m date[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg("organization_id"), array_agg(date_trunc('month', "starts_at" AT TIME ZONE 'UTC')::date) INTO o, m FROM "new_rows";
    PERFORM "analytics_mark"(o, m);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT array_agg("organization_id"), array_agg(date_trunc('month', "starts_at" AT TIME ZONE 'UTC')::date) INTO o, m FROM "old_rows";
    PERFORM "analytics_mark"(o, m);
  END IF;
  -- an appointment's service decides which service the invoices billing it count for
  IF TG_OP = 'UPDATE' THEN
    PERFORM "analytics_mark_invoices"(array(
      SELECT l."invoice_id" FROM "new_rows" n JOIN "old_rows" r ON r."id" = n."id"
      JOIN "invoice_line" l ON l."source" = 'appointment' AND l."source_id" = n."id"
      WHERE r."service_id" IS DISTINCT FROM n."service_id"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "analytics_invoice_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o uuid[]; m date[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM "analytics_mark_invoices"(array(SELECT "id" FROM "new_rows"));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT array_agg("organization_id"), array_agg(date_trunc('month', "issue_date")::date) INTO o, m FROM "old_rows";
    PERFORM "analytics_mark"(o, m);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "analytics_invoice_part_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o uuid[]; m date[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM "analytics_mark_invoices"(array(SELECT DISTINCT "invoice_id" FROM "new_rows"));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM "analytics_mark_invoices"(array(SELECT DISTINCT "invoice_id" FROM "old_rows"));
    IF TG_TABLE_NAME = 'invoice_payment' THEN
      SELECT array_agg(i."organization_id"), array_agg(date_trunc('month', r."paid_on")::date) INTO o, m
      FROM "old_rows" r JOIN "invoice" i ON i."id" = r."invoice_id";
      IF o IS NOT NULL THEN PERFORM "analytics_mark"(o, m); END IF;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "analytics_appointment_insert" AFTER INSERT ON "appointment" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_appointment_changed"();--> statement-breakpoint
CREATE TRIGGER "analytics_appointment_update" AFTER UPDATE ON "appointment" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_appointment_changed"();--> statement-breakpoint
CREATE TRIGGER "analytics_appointment_delete" AFTER DELETE ON "appointment" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_appointment_changed"();--> statement-breakpoint
CREATE TRIGGER "analytics_invoice_insert" AFTER INSERT ON "invoice" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_invoice_changed"();--> statement-breakpoint
CREATE TRIGGER "analytics_invoice_update" AFTER UPDATE ON "invoice" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_invoice_changed"();--> statement-breakpoint
CREATE TRIGGER "analytics_invoice_delete" AFTER DELETE ON "invoice" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_invoice_changed"();--> statement-breakpoint
CREATE TRIGGER "analytics_invoice_payment_insert" AFTER INSERT ON "invoice_payment" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_invoice_part_changed"();--> statement-breakpoint
CREATE TRIGGER "analytics_invoice_payment_update" AFTER UPDATE ON "invoice_payment" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_invoice_part_changed"();--> statement-breakpoint
CREATE TRIGGER "analytics_invoice_payment_delete" AFTER DELETE ON "invoice_payment" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_invoice_part_changed"();--> statement-breakpoint
CREATE TRIGGER "analytics_invoice_line_insert" AFTER INSERT ON "invoice_line" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_invoice_part_changed"();--> statement-breakpoint
CREATE TRIGGER "analytics_invoice_line_update" AFTER UPDATE ON "invoice_line" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_invoice_part_changed"();--> statement-breakpoint
CREATE TRIGGER "analytics_invoice_line_delete" AFTER DELETE ON "invoice_line" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "analytics_invoice_part_changed"();--> statement-breakpoint
-- The months the records already hold: the first read of each practice's figures computes them.
INSERT INTO "analytics_dirty_month" ("organization_id", "month")
  SELECT "organization_id", date_trunc('month', "starts_at" AT TIME ZONE 'UTC')::date FROM "appointment"
  UNION SELECT "organization_id", date_trunc('month', "issue_date")::date FROM "invoice"
  UNION SELECT i."organization_id", date_trunc('month', p."paid_on")::date FROM "invoice_payment" p JOIN "invoice" i ON i."id" = p."invoice_id";
