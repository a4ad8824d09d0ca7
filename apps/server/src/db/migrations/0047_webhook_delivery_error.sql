-- ADR 0056: why a webhook delivery did not reach its receiver, as a code the web translates
-- (the response excerpt keeps only what the receiver itself answered, or a network cause code).
ALTER TABLE "webhook_delivery" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_error_code_check"
  CHECK ("error_code" IS NULL OR "error_code" IN ('paused', 'private_address', 'unresolvable', 'network'));
