// security: failed sign-ins throttle one (account, address) pair, never the account for everyone
// (anyone could otherwise lock out any user).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempt } from '../db/schema/index.ts';
import { createTestApp, type TestApp, TEST_PASSWORD } from '../test/app.ts';
import { SIGN_IN_THROTTLE, throttleDelaySeconds } from './account-lock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Lets every waiting pair try again now (as if its delay had passed). */
const waitOut = () =>
  t.database.db.update(loginAttempt).set({ lockedUntil: sql`now() - interval '1 second'` });

describe('security: sign-in throttle per account and address', () => {
  it('grows the delay for the failing address only; the owner signs in from elsewhere', async () => {
    const { email } = await t.createUser();
    const attacker = t.client();
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures + 1; i++) {
      expect((await attacker.signIn(email, `wrong-${i}`)).status).toBe(401);
    }
    const held = await attacker.signIn(email, TEST_PASSWORD);
    expect(held.status).toBe(429);
    expect(held.body.error).toMatchObject({ code: 'RATE_LIMITED', details: { scope: 'account' } });
    const first = held.body.error.details.retryAfterSeconds as number;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(throttleDelaySeconds(SIGN_IN_THROTTLE.freeFailures + 1));

    // the owner, on another address, is not locked out
    expect((await t.client().signIn(email)).status).toBe(200);

    // the next failure from the attacker's address waits twice as long
    await waitOut();
    expect((await attacker.signIn(email, 'wrong-again')).status).toBe(401);
    const longer = await attacker.signIn(email, 'wrong-again');
    expect(longer.status).toBe(429);
    expect(longer.body.error.details.retryAfterSeconds).toBeGreaterThan(first);
  });

  it('delays double up to a ceiling of 15 minutes', () => {
    const free = SIGN_IN_THROTTLE.freeFailures;
    expect(throttleDelaySeconds(free)).toBe(0);
    expect(throttleDelaySeconds(free + 1)).toBe(2);
    expect(throttleDelaySeconds(free + 2)).toBe(4);
    expect(throttleDelaySeconds(free + 3)).toBe(8);
    expect(throttleDelaySeconds(1000)).toBe(15 * 60);
  });

  it('the owner throttled on their own address gets in with an e-mailed reset link', async () => {
    const { email } = await t.createUser();
    const owner = t.client();
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures + 1; i++) await owner.signIn(email, `forgot-${i}`);
    expect((await owner.signIn(email)).status).toBe(429);
    await owner.post('/api/auth/request-password-reset', { email });
    const token = await t.tokenFromEmail(email, 'Reset your password');
    const newPassword = 'remembered-it-now-2026';
    expect((await owner.post('/api/auth/reset-password', { token, newPassword })).status).toBe(200);
    expect((await owner.signIn(email, newPassword)).status).toBe(200);
  });

  it('keys reveal neither the e-mail nor the address', async () => {
    const { email } = await t.createUser();
    const client = t.client();
    await client.signIn(email, 'wrong');
    const rows = await t.database.db.select({ key: loginAttempt.keyHash }).from(loginAttempt);
    const all = rows.map((r) => r.key).join('\n');
    expect(all).not.toContain(email);
    expect(all).not.toContain(client.ip);
  });
});
