import { createTestApp, type TestApp, uniqueEmail } from '../test/app.ts';
import { ctxOf, systemContext } from './service-context.ts';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { principalMiddleware } from '../auth/principal.ts';
import { auditEvent, job, outboxEmail } from '../db/schema/index.ts';
import { audit } from './audit.ts';
import type { AppEnv } from './context.ts';
import { handleError } from './errors.ts';
import { requestContext } from './http.ts';
import { JobWorker } from './jobs.ts';
import { Mailer } from './mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('answers the database kind and latency', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { kind: t.database.kind, ok: true } });
    expect(res.body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 with the reason and Retry-After when the database does not answer', async () => {
    const down = buildApp({
      ...t.deps,
      database: { ...t.database, ping: () => Promise.reject(new Error('down')) },
    });
    const res = await down.request('http://localhost:3000/api/health');
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({
      status: 'unavailable',
      database: { kind: t.database.kind, ok: false },
      reason: 'database: unavailable',
    });
  });
});

describe('errors and unknown routes', () => {
  it('answers 404 NOT_FOUND JSON for an unknown /api path or method', async () => {
    for (const [method, p] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/api/v1/me/roles'],
      ['DELETE', '/api/health'],
      ['GET', '/api/v1/does/not/exist?x=1'],
    ] as const) {
      const res = await t.client().request(method, p);
      expect(res.status, `${method} ${p}`).toBe(404);
      expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
  });

  it('answers BAD_REQUEST for malformed JSON and UNSUPPORTED_MEDIA_TYPE for another body type', async () => {
    const raw = await t.app.request('http://localhost:3000/api/v1/auth/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: '{"firstName": ',
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    const text = await t.app.request('http://localhost:3000/api/v1/auth/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost:3000' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    expect(((await text.json()) as { error: { code: string } }).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('echoes a well-formed x-request-id and makes one otherwise', async () => {
    const echoed = await t.client().get('/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123');
    const made = await t.client().get('/api/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('logs method, path without query, status and duration per request', async () => {
    await t
      .client()
      .get('/api/health?secret=should-not-appear', { headers: { 'x-request-id': 'log-test-1' } });
    const line = t.logs
      .map((l) => JSON.parse(l))
      .find((l) => l.reqId === 'log-test-1' && l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', path: '/api/health', status: 200 });
    expect(typeof line.durationMs).toBe('number');
    expect(t.logs.join('\n')).not.toContain('should-not-appear');
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document with the routes and their permissions', async () => {
    const res = await t.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const doc = JSON.parse(res.text);
    expect(doc.openapi).toBe('3.1.0');
    for (const p of [
      '/api/health',
      '/api/v1/session',
      '/api/v1/me/roles',
      '/api/v1/admin/users/{id}/roles/{role}',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    expect(doc.paths['/api/v1/admin/users'].get['x-permission']).toBe('roles:admin');
    expect(doc.paths['/api/v1/session'].get['x-permission']).toBe('public');
    expect(doc.paths['/api/v1/me'].get['x-permission']).toBe('authenticated');
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
  });

  it('serves the docs page and its script from this server only', async () => {
    const page = await t.client().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/api/docs/standalone.js');
    expect(page.text).not.toMatch(/<script[^>]+src="https?:/);
    // The app's icon (apps/web/public, served with the web app), so the browser asks for no /favicon.ico.
    expect(page.text).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const js = await t.client().get('/api/docs/standalone.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(js.text.length).toBeGreaterThan(100_000);
  });
});

describe('audit()', () => {
  it('writes actor, action, resource, patient, address and request id', async () => {
    const { id, client } = await t.signedIn({ roles: ['dietitian'] });
    const probe = new Hono<AppEnv>();
    probe.use('*', requestContext(t.deps));
    probe.use('/api/v1/*', principalMiddleware());
    probe.get('/api/v1/probe/:patientId', async (c) => {
      await audit(ctxOf(c), {
        action: 'patient.read',
        resourceType: 'patient',
        resourceId: c.req.param('patientId'),
        patientId: c.req.param('patientId'),
      });
      return c.json({ ok: true });
    });
    probe.onError(handleError);
    const res = await probe.request(
      'http://localhost:3000/api/v1/probe/p-42',
      {
        headers: {
          cookie: `verdant.session_token=${client.cookies.get('verdant.session_token')}`,
          'x-request-id': 'audit-1',
        },
      },
      { incoming: { socket: { remoteAddress: '203.0.113.7' } } },
    );
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(auditEvent).where(eq(auditEvent.requestId, 'audit-1'));
    expect(row).toMatchObject({
      actorUserId: id,
      action: 'patient.read',
      resourceType: 'patient',
      resourceId: 'p-42',
      patientId: 'p-42',
      ip: '203.0.113.7',
    });
    expect(row!.at.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('cappedCount', () => {
  it('counts up to the cap and says when there are more', async () => {
    const { cappedCount } = await import('./paging.ts');
    const action = `test.capped.${Math.random()}`;
    await t.database.db
      .insert(auditEvent)
      .values(Array.from({ length: 5 }, () => ({ action, resourceType: 'test' })));
    const where = eq(auditEvent.action, action);
    expect(await cappedCount(t.database.db, auditEvent, where, 3)).toEqual({ total: 3, totalCapped: true });
    expect(await cappedCount(t.database.db, auditEvent, where, 5)).toEqual({ total: 5, totalCapped: false });
    expect(await cappedCount(t.database.db, auditEvent, where, 10)).toEqual({ total: 5, totalCapped: false });
  });
});

describe('e-mail delivery through jobs', () => {
  it('stores messages in the outbox without SMTP, logging only ids and the domain (subjects carry names)', async () => {
    const to = uniqueEmail('stored');
    const mailer = new Mailer({
      db: t.database.db,
      transport: { kind: 'outbox', send: async () => 'stored' },
      from: 'Verdant <no-reply@localhost>',
      logger: t.deps.logger,
    });
    const worker = new JobWorker({
      database: t.database,
      logger: t.deps.logger,
      systemContext: (name) => systemContext(t.deps, name),
      handlers: { 'email.send': mailer.deliver },
    });
    const id = (await mailer.enqueue({ to, subject: 'Stored subject', text: 'hello' }))!;
    expect(await worker.drain()).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(outboxEmail).where(eq(outboxEmail.id, id));
    expect(row).toMatchObject({ status: 'stored', attempts: 1 });
    const line = t.logs.map((l) => JSON.parse(l)).find((l) => l.outboxId === id);
    expect(line).toMatchObject({ toDomain: 'example.test', transport: 'outbox' });
    expect(JSON.stringify(line)).not.toContain(to);
    expect(JSON.stringify(line)).not.toContain('Stored subject');
  });

  it('retries a failing delivery with backoff, then marks it failed', async () => {
    let calls = 0;
    const mailer = new Mailer({
      db: t.database.db,
      transport: {
        kind: 'smtp',
        send: async () => {
          calls++;
          throw new Error('connection refused');
        },
      },
      from: 'x@localhost',
      logger: t.deps.logger,
    });
    const worker = new JobWorker({
      database: t.database,
      logger: t.deps.logger,
      systemContext: (name) => systemContext(t.deps, name),
      handlers: { 'email.send': mailer.deliver },
    });
    const id = (await mailer.enqueue({ to: uniqueEmail('fail'), subject: 'Will fail', text: 'x' }))!;
    const [jobRow] = await t.database.db
      .select()
      .from(job)
      .where(eq(job.payload, { outboxId: id }));
    await t.database.db.update(job).set({ maxAttempts: 2 }).where(eq(job.id, jobRow!.id));

    await worker.drain();
    expect(calls).toBe(1);
    let [j] = await t.database.db.select().from(job).where(eq(job.id, jobRow!.id));
    expect(j).toMatchObject({ attempts: 1, doneAt: null, lastError: 'connection refused' });
    expect(j!.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000); // backoff: not due yet
    expect(await worker.drain()).toBe(0);

    await t.database.db
      .update(job)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(job.id, jobRow!.id));
    await worker.drain();
    expect(calls).toBe(2);
    [j] = await t.database.db.select().from(job).where(eq(job.id, jobRow!.id));
    expect(j!.attempts).toBe(2);
    const [mail] = await t.database.db.select().from(outboxEmail).where(eq(outboxEmail.id, id));
    expect(mail).toMatchObject({ status: 'failed', attempts: 2, lastError: 'connection refused' });
    // exhausted: never claimed again
    await t.database.db
      .update(job)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(job.id, jobRow!.id));
    expect(await worker.drain()).toBe(0);
  });

  it('two workers draining together run each job once', async () => {
    const seen: string[] = [];
    const handlers = {
      'test.count': async (j: { payload: Record<string, unknown> }) => {
        seen.push(String(j.payload.n));
        await new Promise((r) => setTimeout(r, 5));
      },
    };
    const { enqueueJob } = await import('./jobs.ts');
    for (let n = 0; n < 20; n++) await enqueueJob(t.database.db, 'test.count', { n });
    const a = new JobWorker({
      database: t.database,
      logger: t.deps.logger,
      handlers,
      systemContext: (name) => systemContext(t.deps, name),
    });
    const b = new JobWorker({
      database: t.database,
      logger: t.deps.logger,
      handlers,
      systemContext: (name) => systemContext(t.deps, name),
    });
    const [ra, rb] = await Promise.all([a.drain(), b.drain()]);
    expect(ra + rb).toBe(20);
    expect(new Set(seen).size).toBe(20);
    expect(seen).toHaveLength(20);
  });

  it('a schedule runs once per period however many workers enqueue it, and again the next period', async () => {
    const runs: string[] = [];
    const handlers = {
      'test.sweep': async (j: { payload: Record<string, unknown> }) => {
        runs.push(String(j.payload.period));
      },
    };
    const schedules = [{ kind: 'test.sweep', everySeconds: 3600 }];
    const make = () =>
      new JobWorker({
        database: t.database,
        logger: t.deps.logger,
        handlers,
        schedules,
        systemContext: (name) => systemContext(t.deps, name),
      });
    const [a, b] = [make(), make()];
    const hour = Date.UTC(2026, 0, 5, 10, 0, 0);
    await Promise.all([a.enqueueSchedules(hour + 60_000), b.enqueueSchedules(hour + 120_000)]);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toEqual([new Date(hour).toISOString()]);
    // a fresh worker (a restarted instance) in the same hour adds nothing
    await make().enqueueSchedules(hour + 1_800_000);
    expect(await a.drain()).toBe(0);
    await b.enqueueSchedules(hour + 3_600_000);
    await a.drain();
    expect(runs).toEqual([new Date(hour).toISOString(), new Date(hour + 3_600_000).toISOString()]);
  });

  it('a one-off job with a dedupe key is queued once', async () => {
    const { enqueueJob } = await import('./jobs.ts');
    const key = `once-${Math.random()}`;
    const later = { dedupeKey: key, runAt: new Date(Date.now() + 365 * 86_400_000) }; // never due here
    expect(await enqueueJob(t.database.db, 'test.once', {}, later)).toEqual(expect.any(String));
    expect(await enqueueJob(t.database.db, 'test.once', {}, later)).toBeNull();
    const rows = await t.database.db.select().from(job).where(eq(job.dedupeKey, key));
    expect(rows).toHaveLength(1);
  });

  it('refuses a schedule without a handler', () => {
    expect(
      () =>
        new JobWorker({
          database: t.database,
          logger: t.deps.logger,
          handlers: {},
          schedules: [{ kind: 'test.nobody', everySeconds: 60 }],
          systemContext: (name) => systemContext(t.deps, name),
        }),
    ).toThrow(/no handler/);
  });

  it('a started worker is woken by NOTIFY', async () => {
    let ran = false;
    const live = new JobWorker({
      database: t.database,
      logger: t.deps.logger,
      systemContext: (name) => systemContext(t.deps, name),
      pollMs: 60_000,
      handlers: {
        'test.wake': async () => {
          ran = true;
        },
      },
    });
    await live.start();
    const { enqueueJob } = await import('./jobs.ts');
    await enqueueJob(t.database.db, 'test.wake', {});
    for (let i = 0; i < 50 && !ran; i++) await new Promise((r) => setTimeout(r, 20));
    await live.stop();
    expect(ran).toBe(true);
  });
});

describe('the web app (SPA)', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'verdant-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Verdant</title><div id="root"></div>',
    );
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it('serves files with cache headers and falls back to index.html', async () => {
    const app = buildApp(t.deps, { webDist: dist });
    const get = (p: string) => app.request(`http://localhost:3000${p}`);
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    for (const p of ['/', '/dietitian/overview', '/patient/consultations/42', '/index.html']) {
      const page = await get(p);
      expect(page.status, p).toBe(200);
      // Always revalidated (pages by their ETag, decision 0009).
      expect(page.headers.get('cache-control'), p).toBe(
        p === '/index.html' ? 'no-cache' : 'public, no-cache',
      );
      expect(await page.text()).toContain('<div id="root">');
    }
    expect((await get('/assets/missing-file.js')).status).toBe(404);
    const api = await get('/api/unknown');
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('says how to build when the app is missing', async () => {
    const res = await t.client().get('/patient/dashboard');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });
});
