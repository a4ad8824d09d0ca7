-- Disabled accounts (an administrator's switch) and change notifications for the principal cache
-- (docs/decisions/0008): every change that can end a session or alter who a user is or what they may
-- do sends NOTIFY verdant_auth with the user's id ('*' when it concerns every member of an
-- organization), delivered to every instance when the transaction commits.
ALTER TABLE "user" ADD COLUMN "disabled_at" timestamp with time zone;
--> statement-breakpoint
CREATE FUNCTION "verdant_notify_auth_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('verdant_auth', OLD.user_id);
	ELSIF TG_OP = 'INSERT' THEN
		PERFORM pg_notify('verdant_auth', NEW.user_id);
	ELSE
		PERFORM pg_notify('verdant_auth', OLD.user_id);
		PERFORM pg_notify('verdant_auth', NEW.user_id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "verdant_notify_auth_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('verdant_auth', OLD.id);
	ELSE
		PERFORM pg_notify('verdant_auth', NEW.id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "verdant_notify_auth_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('verdant_auth', '*');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_revoked_notify" AFTER DELETE ON "session"
	FOR EACH ROW EXECUTE FUNCTION "verdant_notify_auth_user"();
--> statement-breakpoint
CREATE TRIGGER "session_shortened_notify" AFTER UPDATE ON "session" FOR EACH ROW
	WHEN (NEW.expires_at < OLD.expires_at OR NEW.token <> OLD.token OR NEW.user_id <> OLD.user_id)
	EXECUTE FUNCTION "verdant_notify_auth_user"();
--> statement-breakpoint
CREATE TRIGGER "user_changed_notify" AFTER UPDATE OR DELETE ON "user"
	FOR EACH ROW EXECUTE FUNCTION "verdant_notify_auth_account"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_changed_notify" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
	FOR EACH ROW EXECUTE FUNCTION "verdant_notify_auth_user"();
--> statement-breakpoint
CREATE TRIGGER "membership_changed_notify" AFTER INSERT OR UPDATE OR DELETE ON "membership"
	FOR EACH ROW EXECUTE FUNCTION "verdant_notify_auth_user"();
--> statement-breakpoint
CREATE TRIGGER "organization_changed_notify" AFTER UPDATE OR DELETE ON "organization"
	FOR EACH STATEMENT EXECUTE FUNCTION "verdant_notify_auth_all"();
