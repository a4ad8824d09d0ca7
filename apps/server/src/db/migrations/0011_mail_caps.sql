-- Per-recipient e-mail caps (decision 0018). The counters themselves live in public_rate_limit
-- (key: mail:<kind>:<HMAC of the normalised address>); this table counts what the caps suppressed,
-- per kind, for administrators. It never holds an address.
CREATE TABLE "mail_suppressed" (
	"kind" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
