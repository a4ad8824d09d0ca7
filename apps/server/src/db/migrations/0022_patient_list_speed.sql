-- The patient list filtered by status (active / inactive), in name order, read and counted from the
-- index alone.
CREATE INDEX "patient_live_status_name_idx" ON "patient" ("organization_id", "status", "last_name", "first_name", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- How many live patients each organization has by status, kept by the database itself at the end of
-- every statement that changes patients (statement triggers with transition tables: an import of
-- 500 rows updates each tally row once, always in the same order), so the practice's list shows its
-- exact total without counting.
CREATE TABLE "patient_tally" (
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "status" text NOT NULL,
  "n" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("organization_id", "status")
);--> statement-breakpoint
INSERT INTO "patient_tally" ("organization_id", "status", "n")
  SELECT "organization_id", "status", count(*)::int FROM "patient" WHERE "deleted_at" IS NULL GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION "patient_tally_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "patient_tally" ("organization_id", "status", "n")
    SELECT "organization_id", "status", count(*)::int FROM "new_rows" WHERE "deleted_at" IS NULL
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("organization_id", "status") DO UPDATE SET "n" = "patient_tally"."n" + EXCLUDED."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "patient_tally_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "patient_tally" t SET "n" = t."n" - d."n"
    FROM (SELECT "organization_id", "status", count(*)::int AS "n" FROM "old_rows" WHERE "deleted_at" IS NULL GROUP BY 1, 2) d
    WHERE t."organization_id" = d."organization_id" AND t."status" = d."status";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "patient_tally_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "patient_tally" ("organization_id", "status", "n")
    SELECT "organization_id", "status", sum("d")::int FROM (
      SELECT "organization_id", "status", 1 AS "d" FROM "new_rows" WHERE "deleted_at" IS NULL
      UNION ALL
      SELECT "organization_id", "status", -1 FROM "old_rows" WHERE "deleted_at" IS NULL
    ) x GROUP BY 1, 2 HAVING sum("d") <> 0 ORDER BY 1, 2
  ON CONFLICT ("organization_id", "status") DO UPDATE SET "n" = "patient_tally"."n" + EXCLUDED."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "patient_tally_insert" AFTER INSERT ON "patient" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "patient_tally_add"();--> statement-breakpoint
CREATE TRIGGER "patient_tally_delete" AFTER DELETE ON "patient" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "patient_tally_remove"();--> statement-breakpoint
CREATE TRIGGER "patient_tally_update" AFTER UPDATE ON "patient" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "patient_tally_change"();
