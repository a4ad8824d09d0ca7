import { DEMO_PASSWORD } from '@verdant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../test/app.ts';
import { seedDemoIfEmpty } from './demo.ts';

let t: TestApp;
const as = async (email: string): Promise<TestClient> => {
  const client = t.client();
  expect((await client.signIn(email, DEMO_PASSWORD)).status).toBe(200);
  return client;
};

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoIfEmpty(t.database.db, { storage: t.deps.storage })).toBe(true);
});
afterAll(async () => {
  await t?.close();
});

describe('demo consultations', () => {
  it('the demo patient sees her completed consultations with accepted insights, never a private assessment', async () => {
    const emma = await as('patient@demo.verdant.health');
    const list = (await emma.get('/api/v1/me/consultations')).body.items;
    expect(list.length).toBe(4);
    expect(list.filter((c: { insightCount: number }) => c.insightCount > 0).length).toBeGreaterThanOrEqual(3);
    const details = await Promise.all(
      list.map(async (c: { id: string }) => (await emma.get(`/api/v1/me/consultations/${c.id}`)).body),
    );
    expect(details.some((d) => d.assessment === null)).toBe(true); // the medical visit keeps it private
    expect(
      details.flatMap((d) => d.insights).every((i: { section: string }) => i.section !== 'providerActions'),
    ).toBe(true);
  });

  it('the dietitian has completed, draft and scheduled consultations, recordings and transcripts, series over months', async () => {
    const maya = await as('dietitian@demo.verdant.health');
    const page = (await maya.get('/api/v1/consultations?pageSize=100')).body;
    const statuses = new Set(page.items.map((c: { status: string }) => c.status));
    expect([...statuses].sort()).toEqual(['completed', 'draft', 'scheduled']);
    expect(new Set(page.items.map((c: { patient: { id: string } }) => c.patient.id)).size).toBeGreaterThan(8);
    const emmaId = (await maya.get('/api/v1/patients?q=patient@demo.verdant.health')).body.items[0].id;
    const first = page.items.find(
      (c: { patient: { id: string }; sessionType: string }) =>
        c.patient.id === emmaId && c.sessionType === 'initial',
    );
    const recordings = (await maya.get(`/api/v1/consultations/${first.id}/recordings`)).body.items;
    expect(recordings[0]).toMatchObject({
      status: 'available',
      container: 'wav',
      transcript: { source: 'vtt' },
    });
    const media = await maya.get(`/api/v1/consultations/${first.id}/recordings/${recordings[0].id}/media`, {
      headers: { range: 'bytes=0-11' },
    });
    expect(media.status).toBe(206);
    expect(media.text).toContain('WAVE');
    const transcript = (
      await maya.get(`/api/v1/consultations/${first.id}/recordings/${recordings[0].id}/transcript`)
    ).body;
    expect(transcript.segments.length).toBeGreaterThan(5);
    const insights = (await maya.get(`/api/v1/consultations/${first.id}/insights`)).body.items;
    expect(new Set(insights.map((i: { status: string }) => i.status))).toEqual(
      new Set(['accepted', 'draft']),
    );
    const vitals = (await maya.get(`/api/v1/patients/${emmaId}/vitals`)).body.items;
    expect(vitals.length).toBeGreaterThanOrEqual(10);
    const span = Date.parse(vitals[0].measuredAt) - Date.parse(vitals.at(-1).measuredAt);
    expect(span).toBeGreaterThan(150 * 86_400_000);
    expect(
      (await maya.get(`/api/v1/patients/${emmaId}/anthropometrics`)).body.items.length,
    ).toBeGreaterThanOrEqual(8);
  });

  it('the medical professional has his own; the second practice has its own and sees none of the first', async () => {
    const daniel = await as('medical@demo.verdant.health');
    const his = (await daniel.get('/api/v1/consultations?pageSize=100')).body.items;
    expect(his.length).toBeGreaterThan(2);
    const noor = await as('dietitian2@demo.verdant.health');
    const hers = (await noor.get('/api/v1/consultations?pageSize=100')).body.items;
    expect(hers.length).toBeGreaterThanOrEqual(3);
    const ids = new Set(his.map((c: { id: string }) => c.id));
    expect(hers.some((c: { id: string }) => ids.has(c.id))).toBe(false);
    expect((await noor.get(`/api/v1/consultations/${his[0].id}`)).status).toBe(404);
  });
});
