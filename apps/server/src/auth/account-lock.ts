/**
 * Per-account sign-in throttle, on top of better-auth's per-address rate limit: after MAX_FAILURES wrong
 * passwords for one e-mail within WINDOW, sign-in for that e-mail is refused for LOCK, from any address.
 * Keyed by an HMAC of the normalised e-mail whether or not an account exists, so it reveals nothing.
 */
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempt } from '../db/schema/index.ts';

export const ACCOUNT_LOCK = { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 5 * 60 } as const;

export function accountKey(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`login:${email.trim().toLowerCase()}`).digest('base64url');
}

/** Seconds until the account may try again, or null when it may now. */
export async function accountLockedFor(db: Db, key: string): Promise<number | null> {
  const [row] = await db
    .select({ lockedUntil: loginAttempt.lockedUntil })
    .from(loginAttempt)
    .where(eq(loginAttempt.keyHash, key));
  const until = row?.lockedUntil?.getTime();
  if (!until || until <= Date.now()) return null;
  return Math.max(1, Math.ceil((until - Date.now()) / 1000));
}

export async function recordSignInFailure(db: Db, key: string): Promise<void> {
  const { maxFailures, windowSeconds, lockSeconds } = ACCOUNT_LOCK;
  const stale = sql`(${loginAttempt.windowStart} < now() - make_interval(secs => ${windowSeconds})
    or (${loginAttempt.lockedUntil} is not null and ${loginAttempt.lockedUntil} <= now()))`;
  const next = sql`(case when ${stale} then 1 else ${loginAttempt.failures} + 1 end)`;
  await db
    .insert(loginAttempt)
    .values({ keyHash: key, failures: 1 })
    .onConflictDoUpdate({
      target: loginAttempt.keyHash,
      set: {
        failures: next,
        windowStart: sql`(case when ${stale} then now() else ${loginAttempt.windowStart} end)`,
        lockedUntil: sql`(case when ${next} >= ${maxFailures} then now() + make_interval(secs => ${lockSeconds}) else null end)`,
        updatedAt: sql`now()`,
      },
    });
}

export async function clearSignInFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempt).where(eq(loginAttempt.keyHash, key));
}
