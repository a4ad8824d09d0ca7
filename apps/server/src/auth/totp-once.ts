/**
 * Each TOTP code is accepted once (RFC 6238 §5.2). better-auth accepts a code of the current 30 s step
 * and of one step either side (so one code is good for up to 90 s) and keeps no record of use. Before
 * `/two-factor/verify-totp` runs, this finds the step the code belongs to and claims it atomically:
 * `two_factor.last_used_step` only moves forward, so a code of a step already used (or older) is
 * refused, even by two requests racing with the same code. A code that matches no step is left for
 * better-auth to refuse (and count as a failure).
 */
import { createHmac } from 'node:crypto';
import { ERROR_MESSAGES } from '@verdant/shared';
import type { GenericEndpointContext } from 'better-auth';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { twoFactor } from '../db/schema/index.ts';

export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted either side of the current one (better-auth's default). */
const TOTP_WINDOW = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(input: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of input.toUpperCase().replace(/=+$/, '')) {
    const idx = BASE32.indexOf(ch);
    if (idx < 0) continue;
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function hotp(key: Buffer, counter: number, digits = 6): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits).padStart(digits, '0');
}

/** The time step (within the accepted window) whose code is `code`, newest first; null if none. */
export function stepOfCode(key: Buffer, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  for (let i = TOTP_WINDOW; i >= -TOTP_WINDOW; i--) {
    if (hotp(key, current + i, code.length) === code) return current + i;
  }
  return null;
}

/** The user a verify-totp request is about: the signed-in user (enrolment) or the sign-in challenge's. */
export async function challengedUserId(ctx: GenericEndpointContext): Promise<string | null> {
  const signedIn = await getSessionFromCtx(ctx).catch(() => null);
  if (signedIn?.user.id) return signedIn.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const found = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return found?.value ?? null;
}

/** The before-hook of `/two-factor/verify-totp`. */
export async function claimTotpCode(ctx: GenericEndpointContext, db: Db): Promise<void> {
  const raw = (ctx.body as { code?: unknown } | undefined)?.code;
  const code = typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{6}$/.test(code)) return;
  const userId = await challengedUserId(ctx);
  if (!userId) return;
  const [row] = await db
    .select({ id: twoFactor.id, secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  if (!row) return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  // Secrets imported from elsewhere are stored as `base32:<secret>`; generated ones are used as bytes.
  const key = secret.startsWith('base32:') ? base32Decode(secret.slice(7)) : Buffer.from(secret, 'utf8');
  const step = stepOfCode(key, code);
  if (step === null) return;
  const claimed = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(eq(twoFactor.id, row.id), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))),
    )
    .returning({ id: twoFactor.id });
  if (!claimed.length) {
    throw new APIError('UNAUTHORIZED', {
      code: 'INVALID_TWO_FACTOR_CODE',
      message: ERROR_MESSAGES.INVALID_TWO_FACTOR_CODE,
      details: { reason: 'codeAlreadyUsed' },
    });
  }
}

/**
 * The before-hook of every two-factor verification: an account that better-auth's two-factor lockout
 * locked answers ACCOUNT_LOCKED with the time the lock ends (better-auth's own answer carries no time).
 */
export async function assertTwoFactorNotLocked(ctx: GenericEndpointContext, db: Db): Promise<void> {
  const userId = await challengedUserId(ctx);
  if (!userId) return;
  const [row] = await db
    .select({ lockedUntil: twoFactor.lockedUntil })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  const until = row?.lockedUntil;
  if (!until || until.getTime() <= Date.now()) return;
  throw new APIError('TOO_MANY_REQUESTS', {
    code: 'ACCOUNT_LOCKED',
    message: ERROR_MESSAGES.ACCOUNT_LOCKED,
    details: {
      lockedUntil: until.toISOString(),
      retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
    },
  });
}
