-- Account security (issue 15). One-time links (password reset, e-mail verification) never sit in an
-- outbox message's text: the message keeps a placeholder, the link itself waits in one_time_link_url
-- only until delivery (then it is cleared), and the outbox shows its kind and expiry instead.
ALTER TABLE "outbox_email" ADD COLUMN "one_time_link_kind" text;--> statement-breakpoint
ALTER TABLE "outbox_email" ADD COLUMN "one_time_link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_email" ADD COLUMN "one_time_link_url" text;--> statement-breakpoint
ALTER TABLE "outbox_email" ADD CONSTRAINT "outbox_email_one_time_link_kind_check" CHECK ("one_time_link_kind" in ('password-reset', 'email-verification'));--> statement-breakpoint
-- Messages written before this migration carry their links in the text: remove them.
UPDATE "outbox_email"
SET
  "text" = regexp_replace("text", 'https?://[^[:space:]"<>]*[?&]token=[^[:space:]"<>]*', '[one-time link removed]', 'g'),
  "html" = regexp_replace("html", 'https?://[^[:space:]"<>]*[?&]token=[^[:space:]"<>]*', '[one-time link removed]', 'g'),
  "one_time_link_kind" = CASE WHEN "text" LIKE '%/reset-password?token=%' THEN 'password-reset' ELSE 'email-verification' END
WHERE "text" ~ 'https?://[^[:space:]"<>]*[?&]token=';
