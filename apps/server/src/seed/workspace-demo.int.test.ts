/**
 * The demo's dashboards (issue 21, ADR 0048): every demo role with a workspace finds at least three
 * real items on it (the e2e journeys open one of them).
 */
import { DEMO_PASSWORD } from '@verdant/shared';
import type { Workspace } from '@verdant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { seedDemoIfEmpty } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.database.db, { storage: t.deps.storage });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the demo workspaces', () => {
  it.each(['dietitian', 'medical', 'fitness', 'lab', 'insurance', 'admin'])(
    '%s@demo finds at least three items on their dashboard',
    async (key) => {
      const client = t.client();
      expect((await client.signIn(`${key}@demo.verdant.health`, DEMO_PASSWORD)).status).toBe(200);
      const res = await client.get('/api/v1/workspace?tz=UTC');
      expect(res.status, res.text).toBe(200);
      const w = res.body as Workspace;
      const items = w.sections.flatMap((s) => s.items);
      expect(items.length).toBeGreaterThanOrEqual(3);
      // every item links to a screen of the app
      for (const i of items) expect(i.href).toMatch(/^\/[a-z]/);
    },
  );
});
