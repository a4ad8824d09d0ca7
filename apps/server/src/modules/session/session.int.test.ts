import { createTestApp, type TestApp } from '../../test/app.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '@verdant/shared';
import { decode } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/session (the session read)', () => {
  it('answers null without a session (signed out is an answer, not an error)', async () => {
    const res = await t.client().get('/api/v1/session');
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the session shape {access_token, refresh_token, expires_in, expires_at, token_type, user} with a short-lived JWT and a non-credential refresh_token', async () => {
    const { id, email, client } = await t.signedIn({
      roles: ['patient'],
      firstName: 'Emma',
      lastName: 'Rodriguez',
    });
    const before = Math.floor(Date.now() / 1000);
    const res = await client.get('/api/v1/session');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'access_token',
        'expires_at',
        'expires_in',
        'refresh_token',
        'token_type',
        'user',
        // decision 0020
        'idle_timeout_seconds',
        'idle_expires_at',
        'idle_expires_in',
        // ADR 0066: the roles, so the app routes to the first screen without GET /api/v1/me/roles
        'roles',
      ].sort(),
    );
    expect(res.body.roles).toEqual(['patient']);
    expect(res.body.token_type).toBe('bearer');
    expect(res.body.expires_in).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(res.body.expires_at).toBeGreaterThanOrEqual(before + ACCESS_TOKEN_TTL_SECONDS);
    expect(res.body.expires_at).toBeLessThanOrEqual(before + ACCESS_TOKEN_TTL_SECONDS + 5);
    expect(res.body.user).toEqual({
      id,
      email,
      firstName: 'Emma',
      lastName: 'Rodriguez',
      name: 'Emma Rodriguez',
      emailVerified: true,
      profileComplete: true,
      twoFactorEnabled: false,
    });
    const { header, payload } = decode(res.body.access_token);
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toBe(id);
    expect(payload.exp).toBe(res.body.expires_at);

    // the refresh_token is not the cookie's credential and authenticates nothing
    const cookieValue = client.cookies.get('verdant.session_token')!;
    expect(decodeURIComponent(cookieValue)).not.toContain(res.body.refresh_token);
    expect((await t.client().get('/api/v1/me', { bearer: res.body.refresh_token })).status).toBe(401);
    const forged = t.client();
    forged.cookies.set('verdant.session_token', res.body.refresh_token);
    expect((await forged.get('/api/v1/me')).status).toBe(401);
  });
});

describe('bearer access tokens', () => {
  it('authenticate every /api/v1 route until the session ends', async () => {
    const { client } = await t.signedIn({ roles: ['dietitian'] });
    const { access_token } = (await client.get('/api/v1/session')).body;
    const anonymous = t.client();
    const me = await anonymous.get('/api/v1/me/roles', { bearer: access_token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ roles: ['dietitian'] });
    // writes with a bearer token need no Origin (not a browser credential)
    const patch = await anonymous.patch(
      '/api/v1/me',
      { firstName: 'Bea' },
      { bearer: access_token, noOrigin: true },
    );
    expect(patch.status).toBe(200);
    expect(patch.body.user.firstName).toBe('Bea');

    const tampered = `${access_token.slice(0, -3)}${access_token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await anonymous.get('/api/v1/me', { bearer: tampered })).status).toBe(401);
    expect((await anonymous.get('/api/v1/me', { bearer: 'garbage' })).status).toBe(401);

    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await anonymous.get('/api/v1/me', { bearer: access_token })).status).toBe(401);
  });
});

describe('POST /api/v1/session/refresh', () => {
  it('answers a fresh session for the cookie from a trusted origin', async () => {
    const { id, client } = await t.signedIn();
    const first = (await client.get('/api/v1/session')).body;
    const res = await client.post('/api/v1/session/refresh');
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(id);
    expect(res.body.refresh_token).toBe(first.refresh_token);
    expect(res.body.expires_at).toBeGreaterThanOrEqual(first.expires_at);
    expect((await t.client().get('/api/v1/me', { bearer: res.body.access_token })).status).toBe(200);
  });

  it('refuses a cookie write from another origin, or with no origin information', async () => {
    const { client } = await t.signedIn();
    const evil = await client.post('/api/v1/session/refresh', undefined, {
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    expect(evil.body.error.code).toBe('FORBIDDEN');
    expect((await client.post('/api/v1/session/refresh', undefined, { noOrigin: true })).status).toBe(403);
    const sameOrigin = await client.post('/api/v1/session/refresh', undefined, {
      noOrigin: true,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('needs the cookie: a bearer token cannot renew itself', async () => {
    const { client } = await t.signedIn();
    const { access_token } = (await client.get('/api/v1/session')).body;
    const refresh = await t.client().post('/api/v1/session/refresh', undefined, { bearer: access_token });
    expect(refresh.status).toBe(401);
    expect(refresh.body.error.details).toEqual({ reason: 'cookie_required' });
    const read = await t.client().get('/api/v1/session', { bearer: access_token });
    expect(read.status).toBe(401);
    expect(read.body.error.details).toEqual({ reason: 'cookie_required' });
  });

  it('prefers the cookie when a browser sends both, and falls back to the bearer token', async () => {
    const a = await t.signedIn();
    const b = await t.signedIn();
    const bToken = (await b.client.get('/api/v1/session')).body.access_token;
    const both = await a.client.get('/api/v1/session', { headers: { authorization: `Bearer ${bToken}` } });
    expect(both.body.user.id).toBe(a.id);
    const stale = t.client();
    stale.cookies.set('verdant.session_token', 'expired.or-forged');
    const me = await stale.get('/api/v1/me', { headers: { authorization: `Bearer ${bToken}` } });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(b.id);
  });
});
