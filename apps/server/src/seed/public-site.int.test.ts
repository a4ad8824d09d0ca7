import { DEMO_ACCOUNTS } from '@verdant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { GENERATED_PROVIDER_COUNT, generateProviders } from './public-site.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoIfEmpty(t.database.db)).toBe(true);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('public-site demo data', () => {
  it('publishes three articles per language', async () => {
    for (const lang of ['en', 'es']) {
      const res = await t.client().get(`/api/v1/blog/posts?lang=${lang}`);
      expect(res.body.items).toHaveLength(3);
      for (const item of res.body.items) {
        const post = await t.client().get(`/api/v1/blog/posts/${item.slug}`);
        expect(post.body.lang).toBe(lang);
        expect(post.body.bodyMarkdown.split(/\s+/).length).toBeGreaterThan(280);
        expect(post.body.authorName).toBe('Dr. Maya Chen');
      }
    }
  });

  it('publishes the demo dietitian, medical and fitness profiles plus generated providers', async () => {
    const all = await t.client().get('/api/v1/providers?pageSize=50');
    expect(all.body.total).toBe(3 + GENERATED_PROVIDER_COUNT);
    const types = new Set(all.body.items.map((p: { type: string }) => p.type));
    expect([...types].sort()).toEqual(['dietitian', 'fitness', 'lab', 'medical']);
    const languages = new Set(all.body.items.flatMap((p: { languages: string[] }) => p.languages));
    expect(languages.has('es') && languages.has('en') && languages.has('fr')).toBe(true);

    const maya = await t.client().get('/api/v1/providers?q=maya%20chen');
    expect(maya.body.items).toHaveLength(1);
    const id = maya.body.items[0].id;
    const profile = await t.client().get(`/api/v1/providers/${id}`);
    expect(profile.body).toMatchObject({ type: 'dietitian', timeZone: 'America/New_York', city: 'New York' });
    const slots = await t
      .client()
      .get(`/api/v1/providers/${id}/slots?serviceId=${profile.body.services[0].id}`);
    expect(slots.body.slots.length).toBeGreaterThan(10);

    // The demo accounts can edit their profile.
    const dietitian = DEMO_ACCOUNTS.find((a) => a.key === 'dietitian')!;
    const client = t.client();
    expect((await client.signIn(dietitian.email, 'Verdant-demo-2026')).status).toBe(200);
    expect((await client.get('/api/v1/me/provider-profile')).body.id).toBe(id);
  });

  it('generates the same providers every time', () => {
    expect(generateProviders(5)).toEqual(generateProviders(5));
    const many = generateProviders(40);
    expect(new Set(many.map((p) => p.email)).size).toBe(40);
    for (const p of many) {
      expect(p.profile.services.length).toBeGreaterThanOrEqual(2);
      expect(p.profile.availability.length).toBeGreaterThan(0);
    }
  });
});
