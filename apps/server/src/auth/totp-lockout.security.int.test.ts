// security: a two-factor lockout answers that the account is locked, and until when (not a per-address
// rate limit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/client.ts';
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
