/**
 * Sign-in throttle per account AND client address, on top of better-auth's per-address rate limit.
 * Each (e-mail, address) pair gets THROTTLE.freeFailures wrong passwords for free; every further one
 * makes that pair wait twice as long as the previous (2 s, 4 s, 8 s, … up to 15 minutes). Another
 * address is not affected, so nobody can lock an owner out of their own account by failing on
 * purpose; the owner who is throttled on their own address gets in with a password-reset link, and a
 * successful reset clears the throttle for every address. A pair is forgotten a day after its last
 * failure, and on a successful sign-in. Keys are HMACs of the normalised e-mail and of the address,
 * computed whether or not an account exists, so the table reveals neither.
 */
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempt } from '../db/schema/index.ts';

export const SIGN_IN_THROTTLE = {
  freeFailures: 3,
  baseDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

/** Seconds to wait after the n-th consecutive failure of one (account, address) pair. */
export function throttleDelaySeconds(failures: number): number {
  const { freeFailures, baseDelaySeconds, maxDelaySeconds } = SIGN_IN_THROTTLE;
  if (failures <= freeFailures) return 0;
  return Math.min(maxDelaySeconds, baseDelaySeconds * 2 ** Math.min(30, failures - freeFailures - 1));
}

const hmac = (secret: string, s: string) => createHmac('sha256', secret).update(s).digest('base64url');

/** The prefix every key of one account shares. */
export function accountKey(secret: string, email: string): string {
  return hmac(secret, `login:${email.trim().toLowerCase()}`);
}

/** The key of one (account, client address) pair. */
export function accountAddressKey(secret: string, email: string, clientIp: string): string {
  return `${accountKey(secret, email)}.${hmac(secret, `address:${clientIp}`)}`;
}

/** Seconds until this pair may try again, or null when it may now. */
export async function accountLockedFor(db: Db, key: string): Promise<number | null> {
  const [row] = await db
    .select({ lockedUntil: loginAttempt.lockedUntil })
    .from(loginAttempt)
    .where(eq(loginAttempt.keyHash, key));
  const until = row?.lockedUntil?.getTime();
  if (!until || until <= Date.now()) return null;
  return Math.max(1, Math.ceil((until - Date.now()) / 1000));
}

/** Counts a wrong password for the pair and returns the delay it now has to wait (seconds). */
export async function recordSignInFailure(db: Db, key: string): Promise<number> {
  const stale = sql`${loginAttempt.updatedAt} < now() - make_interval(secs => ${SIGN_IN_THROTTLE.forgetAfterSeconds})`;
  const [row] = await db
    .insert(loginAttempt)
    .values({ keyHash: key, failures: 1 })
    .onConflictDoUpdate({
      target: loginAttempt.keyHash,
      set: {
        failures: sql`(case when ${stale} then 1 else ${loginAttempt.failures} + 1 end)`,
        windowStart: sql`(case when ${stale} then now() else ${loginAttempt.windowStart} end)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ failures: loginAttempt.failures });
  const delay = throttleDelaySeconds(row?.failures ?? 1);
  await db
    .update(loginAttempt)
    .set({ lockedUntil: delay ? sql`now() + make_interval(secs => ${delay})` : null })
    .where(eq(loginAttempt.keyHash, key));
  return delay;
}

export async function clearSignInFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempt).where(eq(loginAttempt.keyHash, key));
}

/** Forgets every address's failures for an account (after its owner reset the password). */
export async function clearAccountSignInFailures(db: Db, secret: string, email: string): Promise<void> {
  const prefix = `${accountKey(secret, email)}.`;
  await db.delete(loginAttempt).where(sql`left(${loginAttempt.keyHash}, ${prefix.length}) = ${prefix}`);
}
