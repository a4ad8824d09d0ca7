-- Public-read cache invalidation (decision 0009): every write to a table behind a cached public
-- answer notifies `verdant_public`; PostgreSQL delivers it after commit to every instance that listens.
CREATE FUNCTION "verdant_public_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('verdant_public', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "blog_post_public_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_post" FOR EACH STATEMENT EXECUTE FUNCTION "verdant_public_changed"();--> statement-breakpoint
CREATE TRIGGER "provider_profile_public_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "provider_profile" FOR EACH STATEMENT EXECUTE FUNCTION "verdant_public_changed"();--> statement-breakpoint
CREATE TRIGGER "provider_service_public_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "provider_service" FOR EACH STATEMENT EXECUTE FUNCTION "verdant_public_changed"();--> statement-breakpoint
CREATE TRIGGER "provider_directory_public_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "provider_directory" FOR EACH STATEMENT EXECUTE FUNCTION "verdant_public_changed"();--> statement-breakpoint
-- The specialty filter matches words (decision 0006): every prefix (2 to 20 characters) of every word
-- of the specialties, folded like search_prefixes. Existing rows are filled from specialty_keys,
-- which are already folded; new rows get it from the server (providers/service.ts searchColumns).
ALTER TABLE "provider_directory" ADD COLUMN "specialty_prefixes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "provider_directory" d SET "specialty_prefixes" = coalesce((
  SELECT array_agg(DISTINCT left(w, n))
  FROM unnest(d."specialty_keys") AS k,
       regexp_split_to_table(k, '[^a-z0-9]+') AS w,
       generate_series(2, least(20, length(w))) AS n
  WHERE w <> ''
), '{}'::text[]);--> statement-breakpoint
CREATE INDEX "provider_directory_specialty_prefixes_gin" ON "provider_directory" USING gin ("specialty_prefixes") WITH (fastupdate=false);
