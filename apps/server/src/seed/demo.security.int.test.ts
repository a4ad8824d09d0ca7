// security: a demo installation says so: health carries `demo`, the web app shows a notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { seedDemoIfEmpty } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('security: demo installation flag', () => {
  it('is false without demo accounts and true once they exist', async () => {
    const before = await t.client().get('/api/health');
    expect(before.status).toBe(200);
    expect(before.body.demo).toBe(false);

    // another installation, seeded before its first health answer (the answer is cached for 30 s)
    const fresh = await createTestApp();
    try {
      expect(await seedDemoIfEmpty(fresh.database.db)).toBe(true);
      expect((await fresh.client().get('/api/health')).body.demo).toBe(true);
    } finally {
      await fresh.close();
    }
  }, 120_000); // seeds a whole demo installation: 10–45 s on a busy machine
});
