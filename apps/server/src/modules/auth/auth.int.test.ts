import { createTestApp, type TestApp, TEST_PASSWORD, uniqueEmail } from '../../test/app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretFromUri, totp } from '../../test/totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Ruiz',
  name: 'Ana Ruiz',
  email,
  password: TEST_PASSWORD,
  ...extra,
});

describe('sign-up', () => {
  it('answers every field message of the sign-up form server-side on better-auth sign-up', async () => {
    const res = await t.client().post('/api/auth/sign-up/email', {
      firstName: ' ',
      lastName: '',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      details: {
        fields: {
          firstName: 'firstNameRequired',
          lastName: 'lastNameRequired',
          email: 'emailInvalid',
          password: 'passwordTooShort',
          confirmPassword: 'passwordsDoNotMatch',
        },
      },
    });
    const empty = await t.client().post('/api/auth/sign-up/email', {});
    expect(empty.body.error.details.fields).toMatchObject({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
    const mismatch = await t
      .client()
      .post('/api/auth/sign-up/email', signUpBody(uniqueEmail(), { confirmPassword: 'different-password' }));
    expect(mismatch.body.error.details.fields).toEqual({ confirmPassword: 'passwordsDoNotMatch' });
  });

  it('requires confirmPassword on /api/v1/auth/sign-up', async () => {
    const { name: _n, ...body } = signUpBody(uniqueEmail());
    const res = await t.client().post('/api/v1/auth/sign-up', body);
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({ confirmPassword: 'passwordRequired' });
  });

  it('creates an unverified account, e-mails a verification link; verifying confirms the address, then the password signs in', async () => {
    const email = uniqueEmail('new');
    const client = t.client();
    const res = await client.post('/api/v1/auth/sign-up', {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: `  ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user: { email, firstName: 'Ana', lastName: 'Ruiz', name: 'Ana Ruiz', emailVerified: false },
      verificationEmailSent: true,
    });
    expect(client.cookies.size).toBe(0);

    // unverified: the right password still does not sign in (no fresh link within the cooldown)
    const early = await client.signIn(email);
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('EMAIL_NOT_VERIFIED');

    const email1 = await t.lastEmailTo(email, 'Verify your email address');
    expect(email1?.status).toBe('queued');
    // the outbox keeps a placeholder, never the link (see auth-links.security.int.test.ts)
    expect(email1?.text).not.toContain('token=');
    expect(await t.runJobs()).toBeGreaterThanOrEqual(1);
    expect((await t.lastEmailTo(email, 'Verify your email address'))?.status).toBe('sent');
    expect(t.mail.messages.some((m) => m.to === email && m.subject === 'Verify your email address')).toBe(
      true,
    );

    const token = await t.tokenFromEmail(email, 'Verify your email address');
    const verified = await client.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(verified.status).toBe(200);
    // decision 0018: the link confirms the address only; it signs nobody in
    expect((await client.get('/api/v1/session')).body).toBeNull();
    expect((await client.signIn(email)).status).toBe(200);
    const session = await client.get('/api/v1/session');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ email, emailVerified: true, profileComplete: false });

    const bad = await t.client().get('/api/auth/verify-email?token=nonsense');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_TOKEN');
  });

  it('ignores fields a user may not set at sign-up', async () => {
    const email = uniqueEmail('sneaky');
    const res = await t
      .client()
      .post('/api/auth/sign-up/email', signUpBody(email, { profileComplete: true, emailVerified: true }));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, profileComplete: false, emailVerified: false });
    expect((await t.client().signIn(email)).body.error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('says "Email already exists" for a taken address, whatever its case', async () => {
    const { email } = await t.createUser();
    const res = await t.client().post('/api/auth/sign-up/email', signUpBody(email.toUpperCase()));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'EMAIL_ALREADY_EXISTS', message: 'Email already exists' });
    // better-auth's client reads the top-level code/message
    expect(res.body.message).toBe('Email already exists');
  });
});

describe('sign-in', () => {
  it('signs in with the session cookie only (no token in the body), and signs out', async () => {
    const { email } = await t.createUser();
    const client = t.client();
    const res = await client.signIn(email, TEST_PASSWORD, { rememberMe: true });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeNull();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('verdant.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect((await client.get('/api/v1/session')).status).toBe(200);
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    const after = await client.get('/api/v1/session');
    expect(after.status).toBe(200);
    expect(after.body).toBeNull();
  });

  it('without remember me the cookie lasts for the browser session', async () => {
    const { email } = await t.createUser();
    const res = await t.client().signIn(email, TEST_PASSWORD, { rememberMe: false });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('verdant.session_token='));
    expect(cookie).not.toMatch(/Max-Age/i);
  });

  it('answers "Invalid email or password" for a wrong password and an unknown e-mail alike', async () => {
    const { email } = await t.createUser();
    const wrong = await t.client().signIn(email, 'wrong-password');
    const unknown = await t.client().signIn(uniqueEmail('nobody'), 'wrong-password');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('INVALID_CREDENTIALS');
      expect(res.body.error.message).toBe('Invalid email or password');
    }
  });

  it('validates the sign-in form', async () => {
    const res = await t.client().post('/api/auth/sign-in/email', { email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
  });

  it('refuses auth writes from an untrusted Origin', async () => {
    const { email } = await t.createUser();
    const evil = await t
      .client()
      .post(
        '/api/auth/sign-in/email',
        { email, password: TEST_PASSWORD },
        { headers: { origin: 'https://evil.example' } },
      );
    expect(evil.status).toBe(403);
    expect(evil.body.error.code).toBe('FORBIDDEN');
  });
});

describe('password reset', () => {
  it('resets end to end through the outbox, and revokes existing sessions', async () => {
    const { email } = await t.createUser();
    const old = t.client();
    expect((await old.signIn(email)).status).toBe(200);

    const client = t.client();
    const req = await client.post('/api/auth/request-password-reset', { email });
    expect(req.status).toBe(200);
    const token = await t.tokenFromEmail(email, 'Reset your password');
    expect(t.mail.messages.findLast((m) => m.to === email)?.text).toContain(
      `${t.config.baseUrl}/reset-password?token=`,
    );

    const short = await client.post('/api/auth/reset-password', { token, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error.details.fields).toEqual({ password: 'passwordTooShort' });

    const newPassword = 'a-brand-new-password';
    const reset = await client.post('/api/auth/reset-password', { token, newPassword });
    expect(reset.status).toBe(200);
    expect((await client.post('/api/auth/reset-password', { token, newPassword })).body.error.code).toBe(
      'INVALID_TOKEN',
    );

    expect((await old.get('/api/v1/session')).body).toBeNull();
    expect((await old.get('/api/v1/me')).status).toBe(401);
    expect((await t.client().signIn(email, TEST_PASSWORD)).status).toBe(401);
    expect((await t.client().signIn(email, newPassword)).status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await t.client().post('/api/auth/request-password-reset', { email });
    expect(res.status).toBe(200);
    expect(await t.lastEmailTo(email)).toBeUndefined();
    const invalid = await t.client().post('/api/auth/request-password-reset', { email: 'nope' });
    expect(invalid.body.error.details.fields).toEqual({ email: 'emailInvalid' });
  });
});

describe('two-factor (TOTP)', () => {
  it('enrols, challenges at sign-in, and disables', async () => {
    const { email } = await t.createUser();
    const client = t.client();
    await client.signIn(email);

    const wrongPassword = await client.post('/api/auth/two-factor/enable', { password: 'not-my-password' });
    expect(wrongPassword.body.error.code).toBe('INVALID_CREDENTIALS');

    const enable = await client.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD });
    expect(enable.status).toBe(200);
    expect(enable.body.totpURI).toMatch(/^otpauth:\/\/totp\/Verdant/);
    expect(enable.body.backupCodes.length).toBeGreaterThan(0);
    const secret = secretFromUri(enable.body.totpURI);

    const badCode = await client.post('/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(badCode.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    const verify = await client.post('/api/auth/two-factor/verify-totp', { code: totp(secret) });
    expect(verify.status).toBe(200);
    expect((await client.get('/api/v1/session')).body.user.twoFactorEnabled).toBe(true);

    // sign-in now stops at the challenge: no session until the code
    const other = t.client();
    const first = await other.signIn(email);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ twoFactorRedirect: true });
    expect((await other.get('/api/v1/session')).body).toBeNull();
    // the enrolment code is spent: the challenge takes the next step's code (accepted ±1 step)
    const challenge = await other.post('/api/auth/two-factor/verify-totp', {
      code: totp(secret, Date.now() + 30_000),
    });
    expect(challenge.status).toBe(200);
    expect(challenge.body.token).toBeNull();
    expect((await other.get('/api/v1/session')).status).toBe(200);

    const disable = await other.post('/api/auth/two-factor/disable', { password: TEST_PASSWORD });
    expect(disable.status).toBe(200);
    const third = t.client();
    const plain = await third.signIn(email);
    expect(plain.body.twoFactorRedirect).toBeUndefined();
    expect((await third.get('/api/v1/session')).body.user.twoFactorEnabled).toBe(false);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per client address', async () => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await client.signIn(uniqueEmail('probe'), 'wrong-password')).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await client.signIn(uniqueEmail('probe'), 'wrong-password');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.body.error.details.scope).toBe('address');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // another address is not affected
    expect((await t.client().signIn(uniqueEmail('probe'), 'wrong-password')).status).toBe(401);
  });

  it('limits sign-up per client address', async () => {
    const client = t.client();
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/sign-up/email', signUpBody(uniqueEmail('burst')))).status).toBe(
        200,
      );
    }
    expect((await client.post('/api/auth/sign-up/email', signUpBody(uniqueEmail('burst')))).status).toBe(429);
  });

  it('limits password-reset requests per client address', async () => {
    const client = t.client();
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/auth/request-password-reset', { email: uniqueEmail() })).status).toBe(
        200,
      );
    }
    expect((await client.post('/api/auth/request-password-reset', { email: uniqueEmail() })).status).toBe(
      429,
    );
  });

  it('a successful sign-in clears earlier failures', async () => {
    const { email } = await t.createUser();
    const client = t.client();
    for (let i = 0; i < 3; i++) expect((await client.signIn(email, 'wrong-password')).status).toBe(401);
    expect((await client.signIn(email)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await client.signIn(email, 'wrong-password')).status).toBe(401);
    expect((await client.signIn(email)).status).toBe(200);
  });
});

describe('logs', () => {
  it('carry no e-mail address, password or token', async () => {
    await t.runJobs();
    const all = t.logs.join('\n');
    expect(all).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
    expect(all).not.toContain(TEST_PASSWORD);
    expect(all).not.toMatch(/token=/);
    expect(all).toContain('"path":"/api/auth/sign-in/email"');
  });
});

describe('GET /api/v1/auth/providers', () => {
  it('offers Google only when both Google variables are set', async () => {
    expect((await t.client().get('/api/v1/auth/providers')).body).toEqual({ google: false });
    const { buildApp } = await import('../../app.ts');
    const withGoogle = buildApp({
      ...t.deps,
      config: { ...t.deps.config, google: { clientId: 'id', clientSecret: 'secret' } },
    });
    const res = await withGoogle.request('http://localhost:3000/api/v1/auth/providers');
    expect(await res.json()).toEqual({ google: true });
  });
});
