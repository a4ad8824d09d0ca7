import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_SECONDS } from '@verdant/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { job, organization, webhookDelivery, webhookEndpoint } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/app.ts';
import { setWebhookResolverForTests } from './webhooks.ts';
import { bookConfirmed, createProvider } from '../providers/test-fixtures.ts';

/** A receiver on 127.0.0.1 answering each request with the next status of `statuses` (then 200). */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let server: Server;
let receiverUrl = '';
const received: Received[] = [];
let statuses: number[] = [];

/** What a receiver does with the documented header: recompute and compare, refuse stale timestamps. */
function verify(secret: string, header: string, body: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

let t: TestApp;
let admin: TestClient;
let adminPractice: string;
const SECRET = 'whsec-a-long-enough-shared-secret';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const status = statuses.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 200 ? 'thanks' : `temporarily broken (${status})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/verdant`;
  // the receiver listens on 127.0.0.1: this installation allows private addresses (README)
  t = await createTestApp({
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    AI_BASE_URL: 'http://127.0.0.1:9',
    AI_API_KEY: 'sk-never-shown-0123',
    AI_MODEL: 'm1',
  });
  const a = await t.signedIn({ roles: ['admin'] });
  admin = a.client;
  adminPractice = await t.testPractice();
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Makes the pending webhook jobs due now (as if their backoff had passed), then runs them. */
async function retryNow() {
  await t.database.db.execute(
    sql`update ${job} set run_at = now() where kind = 'webhook.deliver' and done_at is null`,
  );
  await t.runJobs();
}

describe('webhooks', () => {
  it('a booking is delivered signed, with ids only; the receiver verifies the signature', async () => {
    const created = await admin.post('/api/v1/admin/webhooks', {
      url: receiverUrl,
      events: ['appointment.booked', 'appointment.cancelled'],
      secret: SECRET,
    });
    expect(created.status, created.text).toBe(201);
    const provider = await createProvider(t, { displayName: 'Hook Provider' }, adminPractice);
    received.length = 0;
    const appointmentId = await bookConfirmed(t, provider.profileId, provider.serviceIds[0]!, {
      firstName: 'Wilhelmina',
      lastName: 'Hookbody',
      email: `wh-${randomUUID()}@example.com`,
    });
    await t.runJobs();
    const hit = received.find((r) => r.headers['verdant-event'] === 'appointment.booked');
    expect(hit, JSON.stringify(received.map((r) => r.headers['verdant-event']))).toBeDefined();
    const header = String(hit!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const now = Math.floor(Date.now() / 1000);
    expect(verify(SECRET, header, hit!.body, now)).toBe(true);
    // a changed body, a wrong secret or a stale timestamp fail
    expect(verify(SECRET, header, hit!.body.replace('booked', 'cancelled'), now)).toBe(false);
    expect(verify('another-secret-of-enough-length', header, hit!.body, now)).toBe(false);
    expect(verify(SECRET, header, hit!.body, now + WEBHOOK_TOLERANCE_SECONDS + 60)).toBe(false);
    const body = JSON.parse(hit!.body);
    expect(body.event).toBe('appointment.booked');
    expect(body.organizationId).toBe(adminPractice);
    expect(body.data.appointmentId).toBe(appointmentId);
    // ids, never the patient's name or address
    expect(hit!.body).not.toMatch(/Wilhelmina|Hookbody|example\.com/);
    const deliveries = await admin.get(`/api/v1/admin/webhooks/${created.body.id}/deliveries`);
    expect(deliveries.status).toBe(200);
    expect(deliveries.body.items[0]).toMatchObject({
      event: 'appointment.booked',
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      responseExcerpt: 'thanks',
    });
  });

  it('a failed delivery is retried with growing backoff through the jobs table, then succeeds', async () => {
    const created = await admin.post('/api/v1/admin/webhooks', {
      url: `${receiverUrl}?retry`,
      events: ['invoice.paid'],
      secret: SECRET,
    });
    expect(created.status, created.text).toBe(201);
    statuses = [503, 500];
    received.length = 0;
    const ping = await admin.post(`/api/v1/admin/webhooks/${created.body.id}/ping`);
    expect(ping.status, ping.text).toBe(202);
    await t.runJobs();
    const load = async () =>
      (await t.database.db.select().from(webhookDelivery).where(eq(webhookDelivery.id, ping.body.id)))[0]!;
    const first = await load();
    expect([first.status, first.attempts, first.responseStatus]).toEqual(['retrying', 1, 503]);
    expect(first.responseExcerpt).toBe('temporarily broken (503)');
    expect(first.nextAttemptAt!.getTime() - first.lastAttemptAt!.getTime()).toBe(10_000);
    // not due yet: running the jobs again sends nothing
    await t.runJobs();
    expect(received).toHaveLength(1);
    const [queued] = await t.database.db
      .select({ runAt: job.runAt, attempts: job.attempts })
      .from(job)
      .where(sql`${job.payload}->>'deliveryId' = ${ping.body.id}`);
    expect(queued!.attempts).toBe(1);
    expect(queued!.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000);

    await retryNow();
    const second = await load();
    expect([second.status, second.attempts, second.responseStatus]).toEqual(['retrying', 2, 500]);
    expect(second.nextAttemptAt!.getTime() - second.lastAttemptAt!.getTime()).toBe(20_000);

    await retryNow();
    const third = await load();
    expect([third.status, third.attempts, third.responseStatus, third.nextAttemptAt]).toEqual([
      'succeeded',
      3,
      200,
      null,
    ]);
    expect(received).toHaveLength(3);
    // every attempt is signed afresh and verifies
    for (const r of received) {
      expect(
        verify(SECRET, String(r.headers['verdant-signature']), r.body, Math.floor(Date.now() / 1000)),
      ).toBe(true);
    }
  });

  it('the secret is never returned, and is stored encrypted', async () => {
    const secret = 'never-comes-back-0123456789';
    const created = await admin.post('/api/v1/admin/webhooks', {
      url: receiverUrl,
      events: ['referral.changed'],
      secret,
    });
    expect(created.status).toBe(201);
    expect(created.body.secretSet).toBe(true);
    const changed = await admin.put(`/api/v1/admin/webhooks/${created.body.id}`, {
      url: receiverUrl,
      events: ['referral.changed', 'lab_result.released'],
      secret: 'a-new-secret-0123456789',
    });
    expect(changed.status, changed.text).toBe(200);
    const listed = await admin.get('/api/v1/admin/webhooks');
    const overview = await admin.get('/api/v1/admin/integrations');
    for (const res of [created, changed, listed, overview]) {
      expect(res.text).not.toContain(secret);
      expect(res.text).not.toContain('a-new-secret-0123456789');
      expect(res.text).not.toContain('sk-never-shown-0123');
      expect(res.text).not.toMatch(/secretEncrypted|secret_encrypted/);
    }
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoint)
      .where(eq(webhookEndpoint.id, created.body.id));
    expect(row!.secretEncrypted).not.toContain('a-new-secret');
    expect(row!.events).toEqual(['referral.changed', 'lab_result.released']);
  });

  it('refuses a bad URL or a short secret, and another organization gets 404', async () => {
    const bad = await admin.post('/api/v1/admin/webhooks', {
      url: 'ftp://x',
      events: ['invoice.paid'],
      secret: SECRET,
    });
    expect(bad.status).toBe(400);
    const short = await admin.post('/api/v1/admin/webhooks', {
      url: receiverUrl,
      events: ['invoice.paid'],
      secret: 'short',
    });
    expect(short.status).toBe(400);
    const none = await admin.post('/api/v1/admin/webhooks', { url: receiverUrl, events: [], secret: SECRET });
    expect(none.status).toBe(400);
    const mine = await admin.post('/api/v1/admin/webhooks', {
      url: receiverUrl,
      events: ['invoice.paid'],
      secret: SECRET,
    });
    const other = await t.createPractice('Another Practice');
    const stranger = await t.signedIn({
      roles: ['admin'],
      memberships: [{ organizationId: other, orgRole: 'member' }],
    });
    expect((await stranger.client.get(`/api/v1/admin/webhooks/${mine.body.id}/deliveries`)).status).toBe(404);
    expect((await stranger.client.delete(`/api/v1/admin/webhooks/${mine.body.id}`)).status).toBe(404);
    expect((await stranger.client.get('/api/v1/admin/webhooks')).body.items).toEqual([]);
  });
});

describe('webhooks refuse private addresses (SSRF), at subscription and at delivery', () => {
  let strict: TestApp;
  let strictAdmin: TestClient;
  const names = new Map<string, string[]>();
  let lookups = 0;

  beforeAll(async () => {
    // an installation without WEBHOOKS_ALLOW_PRIVATE; names resolve from the table above
    strict = await createTestApp();
    strictAdmin = (await strict.signedIn({ roles: ['admin'] })).client;
    setWebhookResolverForTests(async (host) => {
      lookups += 1;
      const list = names.get(host);
      if (!list) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    });
  });
  afterAll(async () => {
    setWebhookResolverForTests(null);
    await strict?.close();
  });

  const subscribe = (url: string) =>
    strictAdmin.post('/api/v1/admin/webhooks', { url, events: ['invoice.paid'], secret: SECRET });

  it('refuses a URL written as, or resolving to, a private, loopback, link-local or unique-local address', async () => {
    names.set('rebind.example.com', ['93.184.216.34', '10.1.2.3']);
    names.set('mapped.example.com', ['::ffff:127.0.0.1']);
    names.set('ula.example.com', ['fd12:3456::1']);
    names.set('linklocal.example.com', ['fe80::1']);
    names.set('metadata.example.com', ['169.254.169.254']);
    for (const url of [
      receiverUrl,
      'http://2130706433/hook', // 127.0.0.1 written as a number
      'http://localhost:8080/hook',
      'http://printer.local/hook',
      'https://rebind.example.com/hook', // one private address among public ones
      'https://mapped.example.com/hook',
      'https://ula.example.com/hook',
      'https://linklocal.example.com/hook',
      'https://metadata.example.com/hook',
    ]) {
      const res = await subscribe(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.details.fields.url, url).toBe('urlPrivate');
    }
    const unknown = await subscribe('https://nowhere.example.com/hook');
    expect(unknown.body.error.details.fields.url).toBe('urlUnresolvable');
    expect((await strictAdmin.get('/api/v1/admin/webhooks')).body.items).toEqual([]);
  });

  it('a name that later resolves to a private address is refused at delivery, without retries', async () => {
    names.set('hooks.example.com', ['93.184.216.34']);
    const created = await subscribe('https://hooks.example.com/verdant');
    expect(created.status, created.text).toBe(201);
    // the DNS answer changes after the subscription
    names.set('hooks.example.com', ['::ffff:192.168.1.20']);
    const ping = await strictAdmin.post(`/api/v1/admin/webhooks/${created.body.id}/ping`);
    expect(ping.status).toBe(202);
    received.length = 0;
    await strict.runJobs();
    const deliveries = await strictAdmin.get(`/api/v1/admin/webhooks/${created.body.id}/deliveries`);
    expect(deliveries.body.items[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      errorCode: 'private_address',
      responseStatus: null,
      nextAttemptAt: null,
    });
    const overview = await strictAdmin.get('/api/v1/admin/integrations');
    const hooks = overview.body.connections.find((c: { kind: string }) => c.kind === 'webhooks');
    expect(hooks.lastError).toEqual({ code: 'webhookPrivate', params: { host: 'hooks.example.com' } });
    expect(received).toHaveLength(0);
  });

  it('the connection is pinned: a name public at the check and private at the connect is refused', async () => {
    names.set('flip.example.com', ['93.184.216.34']);
    const created = await subscribe('https://flip.example.com/verdant');
    expect(created.status, created.text).toBe(201);
    // every look-up after the next one (the delivery's check) answers a loopback address
    const at = lookups;
    setWebhookResolverForTests(async () => {
      lookups += 1;
      return [{ address: lookups > at + 1 ? '127.0.0.1' : '93.184.216.34', family: 4 }];
    });
    await strictAdmin.post(`/api/v1/admin/webhooks/${created.body.id}/ping`);
    await strict.runJobs();
    const deliveries = await strictAdmin.get(`/api/v1/admin/webhooks/${created.body.id}/deliveries`);
    expect(deliveries.body.items[0]).toMatchObject({ status: 'failed', errorCode: 'private_address' });
    expect(lookups).toBeGreaterThanOrEqual(at + 2);
  });
});

describe('connections', () => {
  it('lists each connection with its state; a test records success or the error', async () => {
    const overview = await admin.get('/api/v1/admin/integrations');
    expect(overview.status).toBe(200);
    const kinds = overview.body.connections.map((c: { kind: string }) => c.kind);
    expect(kinds).toEqual(['email', 'google', 'ai', 'storage', 'calendar', 'webhooks']);
    const byKind = (b: { connections: { kind: string }[] }, k: string) =>
      b.connections.find((c) => c.kind === k) as Record<string, unknown>;
    expect(byKind(overview.body, 'google')).toMatchObject({
      state: 'not_configured',
      needs: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    });
    // the test app's BASE_URL is localhost: calendar apps could not reach the feed
    expect(byKind(overview.body, 'calendar')).toMatchObject({ state: 'not_configured', needs: ['BASE_URL'] });
    expect(overview.body.recordingImports.map((r: { platform: string; state: string }) => r.state)).toEqual([
      'needs_credentials',
      'needs_credentials',
      'needs_credentials',
    ]);

    const storage = await admin.post('/api/v1/admin/integrations/storage/test');
    expect(storage.status, storage.text).toBe(200);
    expect(storage.body.ok).toBe(true);
    expect(storage.body.connection.state).toBe('configured');
    expect(storage.body.connection.lastSuccessAt).not.toBeNull();

    // nothing listens on 127.0.0.1:9: the AI test fails honestly and the error is kept
    const ai = await admin.post('/api/v1/admin/integrations/ai/test');
    expect(ai.body.ok).toBe(false);
    expect(ai.body.connection).toMatchObject({ state: 'error', mode: 'm1', target: '127.0.0.1:9' });
    // a code and its parameters, translated on the web; no English sentence from the server
    // (port 9 is one fetch refuses to call: the network error's own short cause is the parameter)
    expect(ai.body.outcome).toEqual({ code: 'networkError', params: { detail: 'bad port' } });
    expect(ai.body.connection.lastError).toEqual(ai.body.outcome);
    expect(storage.body.outcome).toEqual({ code: 'storageOk', params: { mode: 'local' } });
    const google = await admin.post('/api/v1/admin/integrations/google/test');
    expect(google.body).toMatchObject({
      ok: false,
      outcome: { code: 'notConfigured', params: { vars: 'GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET' } },
    });
    const calendar = await admin.post('/api/v1/admin/integrations/calendar/test');
    expect(calendar.body.outcome.code).toBe('calendarPrivate');
    expect(ai.text).not.toContain('sk-never-shown-0123');
  });

  it('"send a test" e-mails the administrator, in the practice brand', async () => {
    const me = (await admin.get('/api/v1/me')).body;
    const res = await admin.post('/api/v1/admin/integrations/email/test');
    expect(res.status, res.text).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(res.body.outcome.code).toBe('emailInOutbox');
    const sent = await t.lastEmailTo(me.user.email);
    expect(sent?.subject).toBe('Test e-mail from Test Practice');
    expect(sent?.html).toContain('Test Practice');
  });
});

describe('setup and branding', () => {
  it('onboarding saves the practice and reuses the billing details; team invitations carry the join code', async () => {
    const saved = await admin.put('/api/v1/admin/setup', {
      name: 'Clínica Verde',
      addressLine1: 'Calle Mayor 1',
      city: 'Madrid',
      postalCode: '28013',
      country: 'ES',
      timeZone: 'Europe/Madrid',
      currency: 'EUR',
      taxRateBasisPoints: 2100,
      openingHours: [
        { weekday: 2, opens: '09:00', closes: '14:00' },
        { weekday: 1, opens: '09:00', closes: '17:00' },
      ],
      complete: true,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Clínica Verde', timeZone: 'Europe/Madrid', currency: 'EUR' });
    expect(saved.body.openingHours[0].weekday).toBe(1);
    expect(saved.body.completedAt).not.toBeNull();
    const billing = await admin.get(`/api/v1/organizations/${adminPractice}/billing-profile`);
    expect([billing.body.currency, billing.body.defaultTaxRateBasisPoints, billing.body.city]).toEqual([
      'EUR',
      2100,
      'Madrid',
    ]);
    const badZone = await admin.put('/api/v1/admin/setup', { ...saved.body, timeZone: 'Mars/Olympus' });
    expect(badZone.status).toBe(400);
    const invite = await admin.post('/api/v1/admin/setup/team-invitations', {
      emails: ['new.colleague@example.com'],
    });
    expect(invite.body).toEqual({ sent: 1 });
    const mail = await t.lastEmailTo('new.colleague@example.com');
    expect(mail?.text).toContain(saved.body.joinCode);
    await t.database.db
      .update(organization)
      .set({ name: 'Test Practice' })
      .where(eq(organization.id, adminPractice));
  });

  it('branding is refused under the Starter plan; under Professional a low-contrast colour is refused', async () => {
    const path = `/api/v1/organizations/${adminPractice}/billing-profile`;
    const current = (await admin.get(path)).body;
    const input = { ...current, accentColor: '#1f6f78' };
    for (const k of ['hasLogo', 'brandingAllowed', 'canManage', 'organizationName']) delete input[k];
    await t.database.db
      .update(organization)
      .set({ plan: 'starter' })
      .where(eq(organization.id, adminPractice));
    const refused = await admin.put(path, input);
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe('BRANDING_NOT_IN_PLAN');

    await t.database.db
      .update(organization)
      .set({ plan: 'professional' })
      .where(eq(organization.id, adminPractice));
    const pale = await admin.put(path, { ...input, accentColor: '#ffd54f' });
    expect(pale.status).toBe(400);
    expect(JSON.stringify(pale.body)).toContain('colorContrast');
    const ok = await admin.put(path, input);
    expect(ok.status, ok.text).toBe(200);

    // the practice's patient sees it on the portal
    const patientUser = await t.signedIn({ roles: ['patient'] });
    await t.database.db.execute(
      sql`insert into patient (organization_id, user_id, first_name, last_name, email) values (${adminPractice}, ${patientUser.id}, 'Bea', 'Brand', ${patientUser.email})`,
    );
    const branding = await patientUser.client.get('/api/v1/branding');
    expect(branding.body.items).toEqual([
      { organizationId: adminPractice, practiceName: 'Test Practice', accentColor: '#1f6f78', logoUrl: null },
    ]);
    // someone else's practice: nothing, and its logo is 404
    const outsider = await t.signedIn({ roles: ['patient'] });
    expect((await outsider.client.get('/api/v1/branding')).body.items).toEqual([]);
    expect((await outsider.client.get(`/api/v1/branding/${adminPractice}/logo`)).status).toBe(404);
    // the e-mails carry the colour
    await admin.post('/api/v1/admin/integrations/email/test');
    const me = (await admin.get('/api/v1/me')).body;
    expect((await t.lastEmailTo(me.user.email))?.html).toContain('background:#1f6f78');
  });
});
