// security: GET /api/metrics is denied by default (no METRICS_TOKEN: 404 for everyone, a platform
// administrator included); with a token only its bearer gets the figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { metricsTokenMatches } from './metrics.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789abcdef';

let off: TestApp;
let on: TestApp;
beforeAll(async () => {
  off = await createTestApp();
  on = await createTestApp({ METRICS_TOKEN: TOKEN }, { database: off.database });
});
afterAll(async () => {
  // `on` serves `off`'s database: only its own parts are closed here
  await on?.deps.realtime.close();
  await on?.deps.principals.stop();
  await off?.close();
});

describe('security: the metrics endpoint', () => {
  it('answers 404 to everyone when METRICS_TOKEN is not set, whatever they send', async () => {
    expect((await off.client().get('/api/metrics')).status).toBe(404);
    expect((await off.client().get('/api/metrics', { bearer: TOKEN })).status).toBe(404);
    const admin = await off.signedIn({ roles: ['admin'] });
    const res = await admin.client.get('/api/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('rssBytes');
  });

  it('with a token: 401 without it, with another one, or with a session; the figures with it', async () => {
    expect((await on.client().get('/api/metrics')).status).toBe(401);
    expect((await on.client().get('/api/metrics', { bearer: `${TOKEN}x` })).status).toBe(401);
    expect((await on.client().get('/api/metrics', { headers: { authorization: TOKEN } })).status).toBe(401);
    const admin = await on.signedIn({ roles: ['admin'] });
    expect((await admin.client.get('/api/metrics')).status).toBe(401);

    const res = await on.client().get('/api/metrics', { bearer: TOKEN });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.memory.rssBytes).toBeGreaterThan(1_000_000);
    expect(res.body.memory.heapUsedBytes).toBeGreaterThan(0);
    expect(res.body.eventLoop.p99Ms).toBeGreaterThanOrEqual(0);
    expect(res.body.database.kind).toBe(on.database.kind);
    expect(res.body.jobs.queued).toBeGreaterThanOrEqual(0);
    expect(res.body.realtime.streams).toBe(0);
  });

  it('counts due jobs in the queue', async () => {
    const before = (await on.client().get('/api/metrics', { bearer: TOKEN })).body.jobs.queued as number;
    const { enqueueJob } = await import('./jobs.ts');
    await enqueueJob(on.database.db, 'test.metrics', {});
    const after = (await on.client().get('/api/metrics', { bearer: TOKEN })).body.jobs.queued as number;
    expect(after).toBe(before + 1);
  });

  it('compares the token exactly', () => {
    expect(metricsTokenMatches(undefined, `Bearer ${TOKEN}`)).toBe(false);
    expect(metricsTokenMatches(TOKEN, undefined)).toBe(false);
    expect(metricsTokenMatches(TOKEN, `Bearer ${TOKEN}`)).toBe(true);
    expect(metricsTokenMatches(TOKEN, `bearer ${TOKEN}`)).toBe(true);
    expect(metricsTokenMatches(TOKEN, `Bearer ${TOKEN.slice(0, -1)}`)).toBe(false);
    expect(metricsTokenMatches(TOKEN, `Basic ${TOKEN}`)).toBe(false);
  });
});
