import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/app.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn({ roles: ['admin'], firstName: 'Jordan', lastName: 'Reyes' })).client;
});
afterAll(async () => {
  await t.close();
});

const post = (slug: string, over: Record<string, unknown> = {}) => ({
  slug,
  lang: 'en',
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}`,
  bodyMarkdown: `# ${slug}\n\nBody of **${slug}**.`,
  ...over,
});

async function postCount(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from blog_post`),
  );
  return row!.n;
}

async function publish(slug: string, over: Record<string, unknown> = {}): Promise<string> {
  const created = await admin.post('/api/v1/admin/blog/posts', post(slug, over));
  expect(created.status).toBe(201);
  const published = await admin.post(`/api/v1/admin/blog/posts/${created.body.id}/publish`);
  expect(published.status).toBe(200);
  return created.body.id;
}

describe('admin blog', () => {
  it('writes a draft, edits, publishes, unpublishes and deletes it', async () => {
    const created = await admin.post('/api/v1/admin/blog/posts', post('lifecycle'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'lifecycle',
      status: 'draft',
      publishedAt: null,
      authorName: 'Jordan Reyes',
    });
    const id = created.body.id;

    // A draft is invisible to the public.
    expect((await t.client().get('/api/v1/blog/posts/lifecycle')).status).toBe(404);
    expect(
      (await t.client().get('/api/v1/blog/posts?lang=en')).body.items.map((p: { slug: string }) => p.slug),
    ).not.toContain('lifecycle');

    const edited = await admin.patch(`/api/v1/admin/blog/posts/${id}`, { title: 'A better title' });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('A better title');

    const published = await admin.post(`/api/v1/admin/blog/posts/${id}/publish`);
    expect(published.body.status).toBe('published');
    const firstPublishedAt = published.body.publishedAt;
    expect(firstPublishedAt).toBeTruthy();
    const pub = await t.client().get('/api/v1/blog/posts/lifecycle?lang=en');
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({
      id,
      slug: 'lifecycle',
      lang: 'en',
      title: 'A better title',
      authorName: 'Jordan Reyes',
    });
    expect(pub.body.bodyMarkdown).toBe('# lifecycle\n\nBody of **lifecycle**.');

    const unpublished = await admin.post(`/api/v1/admin/blog/posts/${id}/unpublish`);
    expect(unpublished.body.status).toBe('draft');
    expect((await t.client().get('/api/v1/blog/posts/lifecycle')).status).toBe(404);
    const again = await admin.post(`/api/v1/admin/blog/posts/${id}/publish`);
    expect(again.body.publishedAt).toBe(firstPublishedAt);

    const list = await admin.get('/api/v1/admin/blog/posts');
    expect(list.body.items.find((p: { id: string }) => p.id === id)).toMatchObject({ status: 'published' });

    expect((await admin.delete(`/api/v1/admin/blog/posts/${id}`)).status).toBe(204);
    expect((await admin.delete(`/api/v1/admin/blog/posts/${id}`)).status).toBe(404);
    expect((await t.client().get('/api/v1/blog/posts/lifecycle')).status).toBe(404);
  });

  it('stores markdown with raw HTML verbatim and returns it as markdown, never as HTML', async () => {
    const body =
      'Hi <script>alert("x")</script>\n\n<img src=x onerror=alert(1)>\n\n[link](javascript:alert(1))';
    await publish('xss-check', { bodyMarkdown: body });
    const res = await t.client().get('/api/v1/blog/posts/xss-check');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.bodyMarkdown).toBe(body);
    const [row] = rowsOf<{ body_markdown: string }>(
      await t.database.db.execute(sql`select body_markdown from blog_post where slug = 'xss-check'`),
    );
    expect(row!.body_markdown).toBe(body);
  });

  it('refuses a taken slug and invalid input, changing nothing', async () => {
    await publish('taken-slug');
    const before = await postCount();
    const dup = await admin.post('/api/v1/admin/blog/posts', post('taken-slug', { lang: 'es' }));
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({ code: 'CONFLICT', details: { fields: { slug: 'slugTaken' } } });
    const bad = await admin.post('/api/v1/admin/blog/posts', {
      slug: 'Not A Slug',
      lang: 'fr',
      title: ' ',
      excerpt: '',
      bodyMarkdown: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({
      slug: 'slugInvalid',
      lang: 'invalidOption',
      title: 'titleRequired',
      excerpt: 'excerptRequired',
      bodyMarkdown: 'bodyRequired',
    });
    expect(await postCount()).toBe(before);
    expect(
      (await admin.patch('/api/v1/admin/blog/posts/00000000-0000-4000-8000-000000000000', { title: 'x' }))
        .status,
    ).toBe(404);
    expect((await admin.post('/api/v1/admin/blog/posts/not-a-uuid/publish')).status).toBe(404);
  });

  it('refuses other roles (403) and anonymous callers (401) on every admin endpoint', async () => {
    const dietitian = (await t.signedIn({ roles: ['dietitian'] })).client;
    const anon = t.client();
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/admin/blog/posts'],
      ['POST', '/api/v1/admin/blog/posts', post('nope')],
      ['PATCH', `/api/v1/admin/blog/posts/${id}`, { title: 'x' }],
      ['POST', `/api/v1/admin/blog/posts/${id}/publish`],
      ['POST', `/api/v1/admin/blog/posts/${id}/unpublish`],
      ['DELETE', `/api/v1/admin/blog/posts/${id}`],
    ];
    for (const [method, path, json] of calls) {
      const opts = json === undefined ? {} : { json };
      expect((await dietitian.request(method, path, opts)).status, `${method} ${path}`).toBe(403);
      expect((await anon.request(method, path, opts)).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('public blog', () => {
  it('lists published posts of a language newest first, with a cursor', async () => {
    for (const [i, slug] of ['es-uno', 'es-dos', 'es-tres'].entries()) {
      await publish(slug, { lang: 'es' });
      // distinct publication times, whatever the clock resolution
      await t.database.db.execute(
        sql`update blog_post set published_at = ${new Date(Date.UTC(2026, 0, 1 + i)).toISOString()}::timestamptz where slug = ${slug}`,
      );
    }
    await admin.post('/api/v1/admin/blog/posts', post('es-borrador', { lang: 'es' }));
    const first = await t.client().get('/api/v1/blog/posts?lang=es&limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items.map((p: { slug: string }) => p.slug)).toEqual(['es-tres', 'es-dos']);
    expect(first.body.items[0]).toMatchObject({
      lang: 'es',
      title: 'Title of es-tres',
      excerpt: 'Excerpt of es-tres',
      authorName: 'Jordan Reyes',
    });
    expect(first.body.items[0].bodyMarkdown).toBeUndefined();
    const second = await t.client().get(`/api/v1/blog/posts?lang=es&limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((p: { slug: string }) => p.slug)).toEqual(['es-uno']);
    expect(second.body.nextCursor).toBeNull();
    const english = await t.client().get('/api/v1/blog/posts');
    expect(english.body.items.every((p: { lang: string }) => p.lang === 'en')).toBe(true);
    const bad = await t.client().get('/api/v1/blog/posts?lang=fr&cursor=x');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({ lang: 'invalidOption', cursor: 'invalidOption' });
  });
});
