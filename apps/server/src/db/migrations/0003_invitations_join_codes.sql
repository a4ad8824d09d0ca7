-- Two-factor: the time step of the last TOTP code accepted, so each code is usable once (RFC 6238 §5.2).
ALTER TABLE "two_factor" ADD COLUMN "last_used_step" bigint;
