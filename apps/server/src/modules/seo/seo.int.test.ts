import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/app.ts';
import { createProvider, type ProviderFixture } from '../providers/test-fixtures.ts';
import { pageOf, webDistFixture } from './test-fixtures.ts';

let t: TestApp;
let admin: TestClient;
let webApp: App;
let dist: string;
let published: ProviderFixture;
let unpublished: ProviderFixture;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn({ roles: ['admin'] })).client;
  dist = await webDistFixture();
  webApp = buildApp(t.deps, { webDist: dist });

  const live = await admin.post('/api/v1/admin/blog/posts', {
    slug: 'eat-the-rainbow',
    lang: 'es',
    title: 'Come de todos los colores',
    excerpt: 'Por qué la variedad de colores en el plato importa.',
    bodyMarkdown: '# Colores\n\nTexto.',
  });
  await admin.post(`/api/v1/admin/blog/posts/${live.body.id}/publish`);
  await admin.post('/api/v1/admin/blog/posts', {
    slug: 'secret-draft',
    lang: 'en',
    title: 'Draft',
    excerpt: 'Not yet',
    bodyMarkdown: 'x',
  });
  published = await createProvider(t, {
    displayName: 'Sofía Márquez',
    type: 'medical',
    headline: 'Family medicine "and" more',
    city: 'Valencia',
    country: 'Spain',
  });
  unpublished = await createProvider(t, { displayName: 'Private Pat', published: false });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (pathname: string, headers: Record<string, string> = {}) => pageOf(webApp, pathname, headers);

describe('sitemap.xml and robots.txt', () => {
  it('lists public pages, published posts and published providers, not drafts', async () => {
    const res = await t.client().get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = res.text;
    for (const p of ['/', '/home', '/blog', '/care', '/for-dietitians', '/install']) {
      expect(xml).toContain(`<loc>http://localhost:3000${p}</loc>`);
    }
    expect(xml).toContain('<loc>http://localhost:3000/blog/eat-the-rainbow</loc>');
    expect(xml).toContain(`<loc>http://localhost:3000/providers/medical/${published.profileId}</loc>`);
    expect(xml).not.toContain('secret-draft');
    expect(xml).not.toContain(unpublished.profileId);
  });

  it('robots.txt points to the sitemap and keeps crawlers out of the API and private areas', async () => {
    const res = await t.client().get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toContain('Disallow: /admin');
  });
});

describe('index.html head per page', () => {
  it('static pages in English by default and Spanish by ?lang=es or Accept-Language', async () => {
    const en = await page('/care');
    expect(en.status).toBe(200);
    expect(en.html).toContain('<title>Find care — dietitians, doctors and trainers | Verdant</title>');
    expect(en.html).toContain('<meta property="og:url" content="http://localhost:3000/care" />');
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    const es = await page('/care?lang=es');
    expect(es.html).toContain('<title>Encuentra atención');
    expect(es.html).toContain('<html lang="es">');
    const byHeader = await page('/', { 'accept-language': 'es-AR,es;q=0.9,en;q=0.5' });
    expect(byHeader.html).toContain('<meta property="og:locale" content="es_ES" />');
    expect(byHeader.html).toContain('Gestiona tu consulta');
  });

  it('blog posts and provider pages from the database, escaped', async () => {
    const post = await page('/blog/eat-the-rainbow');
    expect(post.status).toBe(200);
    expect(post.html).toContain('<title>Come de todos los colores — Verdant</title>');
    expect(post.html).toContain(
      '<meta name="description" content="Por qué la variedad de colores en el plato importa." />',
    );
    expect(post.html).toContain('<meta property="og:type" content="article" />');
    expect(post.html).toContain('<html lang="es">');
    const provider = await page(`/providers/medical/${published.profileId}`);
    expect(provider.status).toBe(200);
    expect(provider.html).toContain('<title>Sofía Márquez — Medical professional | Verdant</title>');
    expect(provider.html).toContain('Family medicine &quot;and&quot; more');
    expect(provider.html).toContain('<meta property="og:type" content="profile" />');
  });

  it('drafts, unpublished and unknown profiles answer 404 with the app and noindex', async () => {
    for (const p of [
      '/blog/secret-draft',
      `/providers/dietitian/${unpublished.profileId}`,
      '/providers/medical/nope',
    ]) {
      const res = await page(p);
      expect(res.status, p).toBe(404);
      expect(res.html).toContain('<meta name="robots" content="noindex" />');
      expect(res.html).toContain('<div id="root"></div>');
      expect(res.html).not.toContain('Draft');
    }
  });

  it('answers 404 for a path that is no route of the app, 200 for every app route', async () => {
    for (const p of ['/nope', '/blog/a/b', '/providers/dietitian', '/admin/overview/extra', '/book']) {
      const res = await page(p);
      expect(res.status, p).toBe(404);
      expect(res.html, p).toContain('<div id="root"></div>');
      expect(res.html, p).toContain('<meta name="robots" content="noindex" />');
    }
    for (const p of [
      '/',
      '/home',
      '/care',
      '/blog',
      '/install',
      '/auth',
      '/book/anything',
      '/admin/overview',
      '/dietitian/patients/p1/edit',
      '/patient/dashboard/',
      `/providers/medical/${published.profileId}`,
    ]) {
      expect((await page(p)).status, p).toBe(200);
    }
  });

  it('leaves files and the API alone', async () => {
    const file = await page('/app.js');
    expect(file.html).toBe('console.log(1)');
    expect((await page('/missing.js')).status).toBe(404);
    const api = await webApp.request('http://localhost:3000/api/v1/blog/posts');
    expect(api.headers.get('content-type')).toMatch(/json/);
  });
});
