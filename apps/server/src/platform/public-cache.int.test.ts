import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { blogPost, providerProfile } from '../db/schema/index.ts';
import { syncDirectory } from '../modules/providers/index.ts';
import { createProvider, type ProviderFixture, profileInput } from '../modules/providers/test-fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../test/app.ts';
import { MIN_COMPRESSED_BYTES, PUBLIC_CACHE_CONTROL } from './public-cache.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Verdant</title></head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let admin: TestClient;
let webApp: App;
let dist: string;
let pro: ProviderFixture;
let postId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn({ roles: ['admin'] })).client;
  dist = await mkdtemp(path.join(os.tmpdir(), 'verdant-cache-dist-'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  webApp = buildApp(t.deps, { webDist: dist });
  pro = await createProvider(t, { displayName: 'Cachet Quill', specialties: ['Gut health'] });
  const created = await admin.post('/api/v1/admin/blog/posts', {
    slug: 'cache-first',
    lang: 'en',
    title: 'First title',
    excerpt: 'About caching.',
    bodyMarkdown: 'Body.',
  });
  postId = created.body.id;
  await admin.post(`/api/v1/admin/blog/posts/${postId}/publish`);
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = async (pathname: string, headers: Record<string, string> = {}) => {
  const res = await webApp.request(`http://localhost:3000${pathname}`, { headers });
  return { status: res.status, text: await res.text(), headers: res.headers };
};
const json = async (pathname: string) => {
  const res = await get(pathname);
  expect(res.status, `${pathname} ${res.text}`).toBe(200);
  return JSON.parse(res.text);
};
const providerNames = async (qs = '') =>
  (await json(`/api/v1/providers?pageSize=50${qs}`)).items.map((i: { displayName: string }) => i.displayName);
const postTitles = async () =>
  (await json('/api/v1/blog/posts?lang=en')).items.map((i: { title: string }) => i.title);
/** Reads until the condition holds: a write by another connection arrives by NOTIFY after its commit. */
const eventually = (fn: () => Promise<unknown>) => expect.poll(fn, { timeout: 5_000, interval: 50 });

describe('ETag and Cache-Control on public reads', () => {
  it('answers If-None-Match with 304 and a changed body with a new ETag', async () => {
    const paths = [
      '/api/v1/providers',
      '/api/v1/providers?q=cachet',
      `/api/v1/providers/${pro.profileId}`,
      '/api/v1/blog/posts?lang=en',
      '/api/v1/blog/posts/cache-first',
      '/home',
      '/care',
      '/blog',
      '/blog/cache-first',
      `/providers/dietitian/${pro.profileId}`,
    ];
    for (const p of paths) {
      const first = await get(p);
      expect(first.status, p).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag, p).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(first.headers.get('cache-control'), p).toBe(PUBLIC_CACHE_CONTROL);
      const again = await get(p);
      expect(again.text, p).toBe(first.text);
      expect(again.headers.get('etag'), p).toBe(etag);
      const revalidated = await get(p, { 'if-none-match': etag! });
      expect(revalidated.status, p).toBe(304);
      expect(revalidated.text, p).toBe('');
      expect(revalidated.headers.get('etag'), p).toBe(etag);
      expect((await get(p, { 'if-none-match': `W/${etag}, "other"` })).status, p).toBe(304);
      expect((await get(p, { 'if-none-match': '"stale"' })).status, p).toBe(200);
    }
  });

  it('gives each language of a page its own answer', async () => {
    const en = await get('/care');
    const es = await get('/care', { 'accept-language': 'es' });
    expect(es.text).toContain('<html lang="es">');
    expect(es.headers.get('etag')).not.toBe(en.headers.get('etag'));
    expect(es.headers.get('vary')).toBe('accept-language, cookie, accept-encoding');
    expect((await get('/care?lang=es')).text).toBe(es.text);
  });

  it('compresses a page and an API read for a client that accepts it (decision 0067)', async () => {
    for (const p of ['/care', '/blog/cache-first']) {
      const plain = await webApp.request(`http://localhost:3000${p}`);
      const plainBody = await plain.text();
      expect(plain.headers.get('content-encoding'), p).toBeNull();
      expect(plain.headers.get('vary'), p).toMatch(/accept-encoding/);
      for (const [accept, coding, decode] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        const res = await webApp.request(`http://localhost:3000${p}`, {
          headers: { 'accept-encoding': accept },
        });
        expect(res.status, p).toBe(200);
        expect(res.headers.get('content-encoding'), p).toBe(coding);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(decode(bytes).toString('utf8'), p).toBe(plainBody);
        expect(bytes.length, p).toBeLessThan(Buffer.byteLength(plainBody) / 2);
        // The compressed form carries the weak ETag; either form revalidates either.
        expect(res.headers.get('etag'), p).toBe(`W/${plain.headers.get('etag')}`);
        const revalidated = await webApp.request(`http://localhost:3000${p}`, {
          headers: { 'accept-encoding': accept, 'if-none-match': plain.headers.get('etag')! },
        });
        expect(revalidated.status, p).toBe(304);
        expect(revalidated.headers.get('content-encoding'), p).toBeNull();
      }
    }
    // A short answer (one post's JSON here) goes as it is.
    const short = await webApp.request('http://localhost:3000/api/v1/blog/posts/cache-first', {
      headers: { 'accept-encoding': 'br' },
    });
    expect((await short.clone().text()).length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(short.headers.get('content-encoding')).toBeNull();
  });

  it('caches no errors and not the open slots', async () => {
    const bad = await get('/api/v1/providers?type=wizard');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('etag')).toBeNull();
    const slots = await get(`/api/v1/providers/${pro.profileId}/slots?serviceId=${pro.serviceIds[0]}`);
    expect(slots.status).toBe(200);
    expect(slots.headers.get('etag')).toBeNull();
  });
});

describe('invalidation on every write path', () => {
  it('a provider editing, unpublishing and republishing their profile', async () => {
    // Warm every cached read that shows the profile.
    expect(await providerNames()).toContain('Cachet Quill');
    expect(await providerNames('&q=cachet')).toEqual(['Cachet Quill']);
    expect(await providerNames('&specialty=gut')).toEqual(['Cachet Quill']);
    expect((await json(`/api/v1/providers/${pro.profileId}`)).headline).toBe(profileInput().headline);
    const page = `/providers/dietitian/${pro.profileId}`;
    expect((await get(page)).text).toContain('<title>Cachet Quill — Dietitian | Verdant</title>');

    const renamed = await pro.client.put(
      '/api/v1/me/provider-profile',
      profileInput({ displayName: 'Cachet Renamed', headline: 'New headline', specialties: ['Sleep'] }),
    );
    expect(renamed.status).toBe(200);
    expect(await providerNames()).toContain('Cachet Renamed');
    expect(await providerNames()).not.toContain('Cachet Quill');
    expect(await providerNames('&q=cachet')).toEqual(['Cachet Renamed']);
    expect(await providerNames('&specialty=gut')).toEqual([]);
    expect((await json(`/api/v1/providers/${pro.profileId}`)).headline).toBe('New headline');
    expect((await get(page)).text).toContain('<title>Cachet Renamed — Dietitian | Verdant</title>');

    await pro.client.put(
      '/api/v1/me/provider-profile',
      profileInput({ displayName: 'Cachet Renamed', published: false }),
    );
    expect(await providerNames('&q=cachet')).toEqual([]);
    expect((await get(`/api/v1/providers/${pro.profileId}`)).status).toBe(404);
    expect((await get(page)).status).toBe(404);

    await pro.client.put('/api/v1/me/provider-profile', profileInput({ displayName: 'Cachet Back' }));
    expect(await providerNames('&q=cachet')).toEqual(['Cachet Back']);
    expect((await get(page)).status).toBe(200);
  });

  it('an administrator writing, publishing, editing, unpublishing and deleting a post', async () => {
    expect(await postTitles()).toContain('First title');
    expect((await get('/blog/second-post')).status).toBe(404);
    const created = await admin.post('/api/v1/admin/blog/posts', {
      slug: 'second-post',
      lang: 'en',
      title: 'Second post',
      excerpt: 'x',
      bodyMarkdown: 'y',
    });
    expect(await postTitles()).not.toContain('Second post'); // a draft
    await admin.post(`/api/v1/admin/blog/posts/${created.body.id}/publish`);
    expect(await postTitles()).toContain('Second post');
    expect((await json('/api/v1/blog/posts/second-post')).title).toBe('Second post');
    expect((await get('/blog/second-post')).text).toContain('<title>Second post — Verdant</title>');

    await admin.patch(`/api/v1/admin/blog/posts/${created.body.id}`, { title: 'Second, edited' });
    expect(await postTitles()).toContain('Second, edited');
    expect((await json('/api/v1/blog/posts/second-post')).title).toBe('Second, edited');
    expect((await get('/blog/second-post')).text).toContain('<title>Second, edited — Verdant</title>');

    await admin.post(`/api/v1/admin/blog/posts/${created.body.id}/unpublish`);
    expect(await postTitles()).not.toContain('Second, edited');
    expect((await get('/api/v1/blog/posts/second-post')).status).toBe(404);
    expect((await get('/blog/second-post')).status).toBe(404);

    await admin.post(`/api/v1/admin/blog/posts/${created.body.id}/publish`);
    expect((await get('/blog/second-post')).status).toBe(200);
    expect((await admin.delete(`/api/v1/admin/blog/posts/${created.body.id}`)).status).toBe(204);
    expect(await postTitles()).not.toContain('Second, edited');
    expect((await get('/api/v1/blog/posts/second-post')).status).toBe(404);
    expect((await get('/blog/second-post')).status).toBe(404);
  });

  it('a write that bypasses the API (another instance, a job) reaches every cache by NOTIFY', async () => {
    // Warm, then change the database directly: no route of this process calls the invalidation.
    expect(await postTitles()).toContain('First title');
    expect((await get('/blog/cache-first')).text).toContain('<title>First title — Verdant</title>');
    await t.deps.db.update(blogPost).set({ title: 'Changed elsewhere' }).where(eq(blogPost.id, postId));
    await eventually(postTitles).toContain('Changed elsewhere');
    await eventually(async () => (await get('/blog/cache-first')).text).toContain(
      '<title>Changed elsewhere — Verdant</title>',
    );
    await eventually(async () => (await json('/api/v1/blog/posts/cache-first')).title).toBe(
      'Changed elsewhere',
    );

    expect(await providerNames('&q=cachet')).toEqual(['Cachet Back']);
    await t.deps.db.transaction(async (tx) => {
      await tx
        .update(providerProfile)
        .set({ displayName: 'Cachet Direct' })
        .where(eq(providerProfile.id, pro.profileId));
      await syncDirectory(tx, pro.profileId);
    });
    await eventually(() => providerNames('&q=cachet')).toEqual(['Cachet Direct']);
    await eventually(async () => (await json(`/api/v1/providers/${pro.profileId}`)).displayName).toBe(
      'Cachet Direct',
    );
  });
});
