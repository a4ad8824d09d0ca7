// security: common and guessable passwords are refused on sign-up, reset and change.
import { DEMO_PASSWORD } from '@verdant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TEST_PASSWORD, uniqueEmail } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signUp = (email: string, password: string) =>
  t.client().post('/api/auth/sign-up/email', { firstName: 'Ana', lastName: 'Ruiz', email, password });

describe('security: weak passwords are refused', () => {
  it('on sign-up (better-auth and /api/v1/auth/sign-up), saying why', async () => {
    for (const [password, key] of [
      ['password', 'passwordCommon'],
      ['12345678', 'passwordCommon'],
      ['P@ssw0rd!', 'passwordCommon'],
      ['qwertyuiop', 'passwordCommon'],
      ['anaruiz2', 'passwordWeak'],
    ] as const) {
      const res = await signUp(uniqueEmail('weak'), password);
      expect(res.status, password).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details.fields, password).toEqual({ password: key });
    }
    const v1 = await t.client().post('/api/v1/auth/sign-up', {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: uniqueEmail('weak'),
      password: '12345678',
      confirmPassword: '12345678',
    });
    expect(v1.status).toBe(400);
    expect(v1.body.error.details.fields).toEqual({ password: 'passwordCommon' });
    // the specification's minimum and message stay
    expect((await signUp(uniqueEmail('short'), 'Xy7#q')).body.error.details.fields).toEqual({
      password: 'passwordTooShort',
    });
  });

  it('accepts the demo and test passwords', async () => {
    expect((await signUp(uniqueEmail('demo'), DEMO_PASSWORD)).status).toBe(200);
    expect((await signUp(uniqueEmail('test'), TEST_PASSWORD)).status).toBe(200);
  });

  it('on reset', async () => {
    const { email } = await t.createUser();
    await t.client().post('/api/auth/request-password-reset', { email });
    const token = await t.tokenFromEmail(email, 'Reset your password');
    const client = t.client();
    const weak = await client.post('/api/auth/reset-password', { token, newPassword: 'password1' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.details.fields).toEqual({ password: 'passwordCommon' });
    // the link still works for a strong password
    expect(
      (await client.post('/api/auth/reset-password', { token, newPassword: 'quiet-lantern-harbor' })).status,
    ).toBe(200);
  });

  it('on change', async () => {
    const { email, client } = await t.signedIn();
    const weak = await client.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'iloveyou',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.details.fields).toEqual({ newPassword: 'passwordCommon' });
    const ok = await client.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'quiet-lantern-harbor',
    });
    expect(ok.status).toBe(200);
    expect((await t.client().signIn(email, 'quiet-lantern-harbor')).status).toBe(200);
  });
});
