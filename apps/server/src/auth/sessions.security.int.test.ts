/**
 * Decision 0020: sessions on shared computers. An idle session ends (the clock is injected), the
 * web's session monitor does not count as activity, the idle minutes are the organization's to set
 * (its owner or practice administrator only), "Remember me" decides between a browser-session cookie
 * and at most 14 days, and on https the cookie is `__Host-`.
 */
import { REMEMBERED_SESSION_SECONDS } from '@verdant/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { organization, session } from '../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../test/app.ts';
import { sessionCookieName } from './auth.ts';

const MINUTE = 60_000;

let now = Date.now();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
beforeEach(() => {
  now = Date.now(); // sessions start at the real time; each test moves the clock from there
});
afterAll(async () => {
  await t?.close();
});

function cookieOf(res: { headers: Headers }, name: string): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

/** A practice with an owner (manages it), a practice administrator, and a plain member. */
async function practiceWithStaff(minutes?: number) {
  const practiceId = await t.createPractice(`Practice ${Math.random()}`);
  if (minutes) {
    await t.database.db
      .update(organization)
      .set({ idleTimeoutMinutes: minutes })
      .where(eq(organization.id, practiceId));
  }
  const owner = await t.signedIn({
    roles: ['dietitian'],
    memberships: [{ organizationId: practiceId, orgRole: 'owner' }],
  });
  const admin = await t.signedIn({
    roles: ['admin'],
    memberships: [{ organizationId: practiceId, orgRole: 'member' }],
  });
  const member = await t.signedIn({
    roles: ['staff'],
    memberships: [{ organizationId: practiceId, orgRole: 'member' }],
  });
  return { practiceId, owner, admin, member };
}

describe('idle timeout (decision 0020)', () => {
  it('refuses a session idle past the timeout and keeps one active within it, cache or not', async () => {
    const { member } = await practiceWithStaff(10);
    const other = await t.signedIn({ roles: ['staff'] }); // no organization: the default, 30
    expect((await member.client.get('/api/v1/me')).status).toBe(200);
    expect((await other.client.get('/api/v1/me')).status).toBe(200);

    // Active every 8 minutes for 40 minutes: still signed in.
    for (let i = 0; i < 5; i++) {
      now += 8 * MINUTE;
      const active = await member.client.get('/api/v1/me');
      expect(active.status).toBe(200);
      expect(active.headers.get('clear-site-data')).toBeNull();
    }
    // 12 minutes without anything: the cached principal (warm a moment ago) does not save it.
    expect((await member.client.get('/api/v1/me')).status).toBe(200);
    now += 12 * MINUTE;
    const refused = await member.client.get('/api/v1/me');
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('UNAUTHENTICATED');
    expect(refused.body.error.details).toMatchObject({ reason: 'idle_timeout', idleMinutes: 10 });
    // The answer that reports the end clears what the browser kept, like a sign-out.
    expect(refused.headers.get('clear-site-data')).toBe('"cache", "storage"');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // Revoked, not just refused once: the session row is gone, and going back in time does not help.
    now -= 12 * MINUTE;
    const after = await member.client.get('/api/v1/me');
    expect(after.status).toBe(401);
    expect(await t.database.db.select().from(session).where(eq(session.userId, member.id))).toEqual([]);

    // The account without an organization had its 30 minutes: 52 minutes have passed.
    now += 12 * MINUTE;
    expect((await other.client.get('/api/v1/me')).status).toBe(401);
  });

  it('ends bearer access tokens of an idle session too', async () => {
    const { member } = await practiceWithStaff(5);
    const token = (await member.client.get('/api/v1/session')).body.access_token as string;
    const bearer = t.client();
    expect((await bearer.get('/api/v1/me', { bearer: token })).status).toBe(200);
    now += 7 * MINUTE;
    expect((await bearer.get('/api/v1/me', { bearer: token })).status).toBe(401);
  });

  it('does not count the session monitor (session read, token refresh, get-session, background) as activity', async () => {
    const { member } = await practiceWithStaff(10);
    expect((await member.client.get('/api/v1/me')).status).toBe(200);
    const started = now;
    // What an unattended tab does for 15 minutes: every 30 s a session read, every minute or so a
    // token refresh, better-auth's get-session, and a background poll.
    while (now < started + 15 * MINUTE) {
      now += 30_000;
      const read = await member.client.get('/api/v1/session');
      if (read.status !== 200 || read.body === null) break;
      await member.client.post('/api/v1/session/refresh', {});
      await member.client.get('/api/auth/get-session');
      await member.client.get('/api/v1/me', { headers: { 'x-verdant-background': '1' } });
    }
    // The session ended at 10 (+1) minutes, not kept alive by any of it.
    expect(now - started).toBeLessThanOrEqual(12 * MINUTE);
    expect((await member.client.get('/api/v1/session')).body).toBeNull();
    expect((await member.client.get('/api/v1/me')).status).toBe(401);
  });

  it('tells the web when the session ends, and "Stay signed in" moves it', async () => {
    const { member } = await practiceWithStaff(10);
    expect((await member.client.get('/api/v1/me')).status).toBe(200);
    const first = (await member.client.get('/api/v1/session')).body;
    expect(first.idle_timeout_seconds).toBe(600);
    // counted from the sign-in a moment ago
    expect(first.idle_expires_at).toBeGreaterThanOrEqual(Math.floor((now + 10 * MINUTE) / 1000));
    expect(first.idle_expires_at).toBeLessThanOrEqual(Math.floor((now + 10 * MINUTE) / 1000) + 10);
    now += 8 * MINUTE;
    const stay = await member.client.post('/api/v1/session/activity', {});
    expect(stay.status).toBe(200);
    expect(stay.body).toEqual({
      idle_timeout_seconds: 600,
      idle_expires_at: Math.floor((now + 10 * MINUTE) / 1000),
      idle_expires_in: 600,
    });
    now += 9 * MINUTE;
    expect((await member.client.get('/api/v1/me')).status).toBe(200);
  });

  it('gives patients 30 minutes unless remembered; a remembered professional is still timed out', async () => {
    const patient = await t.createUser({ roles: ['patient'] });
    const remembered = t.client();
    expect((await remembered.signIn(patient.email, undefined, { rememberMe: true })).status).toBe(200);
    const forgotten = t.client();
    expect((await forgotten.signIn(patient.email)).status).toBe(200);
    const practiceId = await t.createPractice();
    const pro = await t.createUser({
      roles: ['medical'],
      memberships: [{ organizationId: practiceId, orgRole: 'member' }],
    });
    const proRemembered = t.client();
    expect((await proRemembered.signIn(pro.email, undefined, { rememberMe: true })).status).toBe(200);
    for (const c of [remembered, forgotten, proRemembered]) {
      expect((await c.get('/api/v1/me')).status).toBe(200);
    }
    now += 40 * MINUTE;
    expect((await remembered.get('/api/v1/me')).status).toBe(200);
    expect((await forgotten.get('/api/v1/me')).status).toBe(401);
    expect((await proRemembered.get('/api/v1/me')).status).toBe(401);
  });
});

describe('session policy route (decision 0020)', () => {
  it('lets the owner and the practice administrator change the idle minutes, not other members', async () => {
    const { practiceId, owner, admin, member } = await practiceWithStaff();
    const url = `/api/v1/organizations/${practiceId}/session-policy`;
    expect((await member.client.get(url)).body).toEqual({ idleTimeoutMinutes: 30, canManage: false });
    expect((await admin.client.get(url)).body).toEqual({ idleTimeoutMinutes: 30, canManage: true });

    const refused = await member.client.put(url, { idleTimeoutMinutes: 240 });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    const stranger = await t.signedIn({ roles: ['dietitian'] });
    expect((await stranger.client.put(url, { idleTimeoutMinutes: 240 })).status).toBe(404);

    expect((await admin.client.put(url, { idleTimeoutMinutes: 15 })).body).toEqual({
      idleTimeoutMinutes: 15,
      canManage: true,
    });
    expect((await owner.client.put(url, { idleTimeoutMinutes: 20 })).status).toBe(200);
    // The members' sessions follow at once.
    expect((await member.client.get('/api/v1/session')).body.idle_timeout_seconds).toBe(20 * 60);
  });

  it('refuses minutes outside 5-240 with a field message and changes nothing', async () => {
    const { practiceId, owner } = await practiceWithStaff();
    const url = `/api/v1/organizations/${practiceId}/session-policy`;
    for (const idleTimeoutMinutes of [4, 241, 7.5, '30', null]) {
      const res = await owner.client.put(url, { idleTimeoutMinutes });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details.fields.idleTimeoutMinutes).toBe('idleTimeoutRange');
    }
    expect((await owner.client.get(url)).body.idleTimeoutMinutes).toBe(30);
  });
});

describe('"Remember me" and the cookie (decision 0020)', () => {
  async function signInWith(extra: Record<string, unknown>, app = t) {
    const user = await app.createUser({ roles: ['patient'] });
    const client: TestClient = app.client();
    const res = await client.signIn(user.email, undefined, extra);
    expect(res.status).toBe(200);
    const [row] = await app.database.db.select().from(session).where(eq(session.userId, user.id));
    return { res, row: row! };
  }

  it('without "Remember me" (the default) sets a browser-session cookie and at most 12 hours', async () => {
    for (const extra of [{}, { rememberMe: false }]) {
      const { res, row } = await signInWith(extra);
      const cookie = cookieOf(res, 'verdant.session_token');
      expect(cookie).toBeDefined();
      expect(cookie).not.toMatch(/max-age/i);
      expect(cookie).not.toMatch(/expires=/i);
      expect(row.remember).toBe(false);
      expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(12 * 60 * MINUTE);
    }
  });

  it('with "Remember me" the cookie and the session last at most 14 days, not extended later', async () => {
    const { res, row } = await signInWith({ rememberMe: true });
    const cookie = cookieOf(res, 'verdant.session_token')!;
    const maxAge = Number(/max-age=(\d+)/i.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(14 * 24 * 60 * 60);
    expect(maxAge).toBe(REMEMBERED_SESSION_SECONDS);
    expect(row.remember).toBe(true);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(REMEMBERED_SESSION_SECONDS * 1000);
  });

  it('on an https BASE_URL names the cookie __Host- with Secure, Path=/ and no Domain', async () => {
    const https = await createTestApp({
      BASE_URL: 'https://verdant.example.test',
      TRUSTED_ORIGINS: 'http://localhost:3000',
    });
    try {
      expect(sessionCookieName(https.config)).toBe('__Host-verdant.session_token');
      const { res } = await signInWith({ rememberMe: true }, https);
      const cookies = res.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie.startsWith('__Host-verdant.')).toBe(true);
        expect(cookie).toMatch(/;\s*Secure/i);
        expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
        expect(cookie).not.toMatch(/domain=/i);
      }
      // The server reads the cookie it set: signed in, and signed out again with Clear-Site-Data.
      const client = https.client();
      const user = await https.createUser({ roles: ['patient'] });
      expect((await client.signIn(user.email)).status).toBe(200);
      expect([...client.cookies.keys()]).toContain('__Host-verdant.session_token');
      expect((await client.get('/api/v1/me')).status).toBe(200);
      const out = await client.post('/api/auth/sign-out', {});
      expect(out.status).toBe(200);
      expect(out.headers.get('clear-site-data')).toBe('"cache", "storage"');
      expect((await client.get('/api/v1/me')).status).toBe(401);
    } finally {
      await https.close();
    }
    expect(sessionCookieName(t.config)).toBe('verdant.session_token');
  });
});
