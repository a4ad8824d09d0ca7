/**
 * Stored text (blog posts, provider profiles) and the page address reach the server-rendered head
 * escaped and inserted by position: `$&`, `$'` and `` $` `` in them are never replacement patterns.
 */
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { blogPost, providerProfile } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/app.ts';
import { createProvider } from '../providers/test-fixtures.ts';
import { pageOf, webDistFixture } from './test-fixtures.ts';

let t: TestApp;
let admin: TestClient;
let webApp: App;
let dist: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn({ roles: ['admin'] })).client;
  dist = await webDistFixture();
  webApp = buildApp(t.deps, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (pathname: string) => pageOf(webApp, pathname);

describe('stored text in the head is never a replacement pattern', () => {
  // String.replace reads $& (the match), $' (after it), $` (before it) and $$ in a replacement.
  const DOLLARS = "A$'B$&C$`D$$E";
  const escaped = 'A$&#39;B$&amp;C$`D$$E';
  const head = (html: string) => html.slice(0, html.indexOf('</head>') + 7);
  const expectIntact = (html: string, field: string, text = escaped) => {
    expect(html, field).toContain(text);
    expect(html.match(/<\/head>/g), field).toHaveLength(1);
    expect(html.match(/<body>/g), field).toHaveLength(1);
    expect(html.match(/<title>/g), field).toHaveLength(1);
    expect(html.trimEnd().endsWith('</html>'), field).toBe(true);
  };

  it('blog title, excerpt and a description taken from the body', async () => {
    const post = async (slug: string, fields: Record<string, string>) => {
      const created = await admin.post('/api/v1/admin/blog/posts', {
        slug,
        lang: 'en',
        title: 'Title',
        excerpt: 'Excerpt',
        bodyMarkdown: 'Body',
        ...fields,
      });
      expect(created.status, created.text).toBe(201);
      await admin.post(`/api/v1/admin/blog/posts/${created.body.id}/publish`);
      const res = await page(`/blog/${slug}`);
      expect(res.status).toBe(200);
      return res.html;
    };
    const byTitle = await post('dollar-title', { title: DOLLARS });
    expectIntact(byTitle, 'title');
    expect(head(byTitle)).toContain(`<title>${escaped} — Verdant</title>`);
    expect(head(byTitle)).toContain(`<meta property="og:title" content="${escaped} — Verdant" />`);
    expectIntact(await post('dollar-excerpt', { excerpt: DOLLARS }), 'excerpt');
    // A post without an excerpt (older data) is described by its body.
    const created = await admin.post('/api/v1/admin/blog/posts', {
      slug: 'dollar-body',
      lang: 'en',
      title: 'Title',
      excerpt: 'x',
      bodyMarkdown: DOLLARS,
    });
    await admin.post(`/api/v1/admin/blog/posts/${created.body.id}/publish`);
    await t.deps.db.update(blogPost).set({ excerpt: '' }).where(eq(blogPost.id, created.body.id));
    const byBody = await page('/blog/dollar-body');
    // (Markdown emphasis and code marks, the backtick among them, are dropped from descriptions.)
    const plain = 'A$&#39;B$&amp;C$D$$E';
    expectIntact(byBody.html, 'body', plain);
    expect(head(byBody.html)).toContain(`<meta name="description" content="${plain}" />`);
  });

  it('provider display name, headline, specialties, city, country and bio', async () => {
    const fields: Record<string, object> = {
      displayName: { displayName: DOLLARS },
      headline: { headline: DOLLARS },
      specialties: { specialties: [DOLLARS] },
      city: { city: DOLLARS },
      country: { country: DOLLARS },
    };
    for (const [field, over] of Object.entries(fields)) {
      const p = await createProvider(t, { type: 'fitness', displayName: 'Dollar Pro', ...over });
      const res = await page(`/providers/fitness/${p.profileId}`);
      expect(res.status, field).toBe(200);
      expectIntact(res.html, field);
    }
    // a profile with nothing else to say is described by its bio
    const quiet = await createProvider(t, { type: 'fitness', displayName: 'Quiet Pro' });
    await t.deps.db
      .update(providerProfile)
      .set({ headline: '', specialties: [], city: '', country: '', online: false, bio: DOLLARS })
      .where(eq(providerProfile.id, quiet.profileId));
    const byBio = await page(`/providers/fitness/${quiet.profileId}`);
    expectIntact(byBio.html, 'bio');
    expect(head(byBio.html)).toContain(`<meta name="description" content="${escaped}" />`);
  });

  it('the page address in the canonical link', async () => {
    const res = await page("/blog/x$'y$&z$`");
    expect(res.status).toBe(404);
    expect(res.html).toContain('<link rel="canonical" href="http://localhost:3000/blog/x$');
    expect(res.html.match(/<\/head>/g)).toHaveLength(1);
    expect(res.html.match(/<body>/g)).toHaveLength(1);
  });
});
