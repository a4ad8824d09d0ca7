// security: each TOTP code and each backup code works once (also under a race), backup codes are
// encrypted at rest, and a two-factor lockout answers that the account is locked, and until when (not
// a per-address rate limit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '../db/client.ts';
import { createTestApp, type TestApp, TEST_PASSWORD } from '../test/app.ts';
import { secretFromUri, totp } from '../test/totp.ts';
import { mapAuthError } from './handler.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('security: two-factor lockout', () => {
  it('answers ACCOUNT_LOCKED with the time the lock ends, even for the right code', async () => {
    const { email, id } = await t.createUser();
    const owner = t.client();
    await owner.signIn(email);
    const enable = await owner.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD });
    const secret = secretFromUri(enable.body.totpURI);
    expect((await owner.post('/api/auth/two-factor/verify-totp', { code: totp(secret) })).status).toBe(200);

    const client = t.client();
    expect((await client.signIn(email)).body).toMatchObject({ twoFactorRedirect: true });
    // better-auth locks the account after its failed-attempt budget; here the lock is set directly
    await t.database.db.execute(
      sql`update two_factor set locked_until = now() + interval '15 minutes' where user_id = ${id}`,
    );
    for (const [path, code] of [
      ['/api/auth/two-factor/verify-totp', totp(secret, Date.now() + 30_000)],
      ['/api/auth/two-factor/verify-backup-code', 'abcde-fghij'],
    ] as const) {
      const res = await client.post(path, { code });
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe('ACCOUNT_LOCKED');
      expect(res.body.error.details.scope).toBeUndefined();
      const until = Date.parse(res.body.error.details.lockedUntil);
      expect(until).toBeGreaterThan(Date.now() + 14 * 60_000);
      expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
      expect(res.body.error.details.retryAfterSeconds).toBeGreaterThan(14 * 60);
    }
    expect((await client.get('/api/v1/session')).body).toBeNull();

    // once the lock is over, the right code signs in
    await t.database.db.execute(
      sql`update two_factor set locked_until = now() - interval '1 second' where user_id = ${id}`,
    );
    const ok = await client.post('/api/auth/two-factor/verify-totp', {
      code: totp(secret, Date.now() + 30_000),
    });
    expect(ok.status).toBe(200);
  });

  it("better-auth's own lock answer maps to ACCOUNT_LOCKED, not a per-address limit", () => {
    const mapped = mapAuthError(429, { code: 'ACCOUNT_TEMPORARILY_LOCKED', message: 'locked' });
    expect(mapped.code).toBe('ACCOUNT_LOCKED');
    expect(mapped.details?.scope).toBeUndefined();
    expect(mapAuthError(429, {}).details).toMatchObject({ scope: 'address' });
  });
});

describe('two-factor: one use per code', () => {
  async function enrolled() {
    const { email } = await t.createUser();
    const client = t.client();
    await client.signIn(email);
    const enable = await client.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD });
    const secret = secretFromUri(enable.body.totpURI);
    const code = totp(secret);
    expect((await client.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(200);
    return { email, secret, code, backupCodes: enable.body.backupCodes as string[] };
  }

  async function challenged(email: string) {
    const client = t.client();
    const res = await client.signIn(email);
    expect(res.body).toMatchObject({ twoFactorRedirect: true });
    return client;
  }

  it('refuses a TOTP code used once already, at sign-in too, even within its window', async () => {
    const { email, secret, code } = await enrolled();
    // the code that completed enrolment cannot complete a sign-in
    const first = await challenged(email);
    const replay = await first.post('/api/auth/two-factor/verify-totp', { code });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toMatchObject({
      code: 'INVALID_TWO_FACTOR_CODE',
      details: { reason: 'codeAlreadyUsed' },
    });
    expect((await first.get('/api/v1/session')).body).toBeNull();

    const next = totp(secret, Date.now() + 30_000);
    expect((await first.post('/api/auth/two-factor/verify-totp', { code: next })).status).toBe(200);
    // the same code again, on another sign-in: refused, and so is an older one
    const second = await challenged(email);
    expect((await second.post('/api/auth/two-factor/verify-totp', { code: next })).status).toBe(401);
    expect((await second.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(401);
    expect((await second.get('/api/v1/session')).body).toBeNull();
  });

  it('two sign-ins racing with one code: only one gets a session', async () => {
    const { email, secret } = await enrolled();
    const code = totp(secret, Date.now() + 30_000);
    const [a, b] = await Promise.all([challenged(email), challenged(email)]);
    const results = await Promise.all([
      a.post('/api/auth/two-factor/verify-totp', { code }),
      b.post('/api/auth/two-factor/verify-totp', { code }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('signs in with a backup code, each backup code once', async () => {
    const { email, backupCodes } = await enrolled();
    expect(backupCodes).toHaveLength(10);
    const backup = backupCodes[0]!;
    const first = await challenged(email);
    const ok = await first.post('/api/auth/two-factor/verify-backup-code', { code: backup });
    expect(ok.status, ok.text).toBe(200);
    expect((await first.get('/api/v1/session')).body.user.email).toBe(email);

    const second = await challenged(email);
    const again = await second.post('/api/auth/two-factor/verify-backup-code', { code: backup });
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await second.get('/api/v1/session')).body).toBeNull();
    const other = await second.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[1] });
    expect(other.status).toBe(200);
  });

  it('keeps backup codes encrypted at rest', async () => {
    const { email, backupCodes } = await enrolled();
    const rows = rowsOf<{ backup_codes: string }>(
      await t.database.db.execute(
        sql`select tf.backup_codes from two_factor tf join "user" u on u.id = tf.user_id where u.email = ${email}`,
      ),
    );
    expect(rows[0]!.backup_codes).not.toContain(backupCodes[0]!);
  });
});
