import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, patient } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { TIP_LIBRARY } from './tip-library.ts';

/** Tip editing (ADR 0043): platform tips by platform administrators; a practice's own, and hiding. */
let t: TestApp;
let platformAdmin: TestClient;
let adminA: TestClient;
let adminB: TestClient;
let dietitianA: TestClient;
let patientA: TestClient;

const DATE = '2026-06-10';
const tipText = {
  category: 'movement',
  textEn: 'Take the stairs to the second floor.',
  textEs: 'Sube por la escalera hasta el segundo piso.',
  sourceName: 'WHO, Physical activity',
  sourceUrl: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
};

beforeAll(async () => {
  t = await createTestApp();
  const practiceA = await t.createPractice('Tips A');
  const practiceB = await t.createPractice('Tips B');
  const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];
  platformAdmin = (await t.signedIn({ roles: ['admin'] })).client;
  adminA = (await t.signedIn({ roles: ['admin'], memberships: member(practiceA) })).client;
  adminB = (await t.signedIn({ roles: ['admin'], memberships: member(practiceB) })).client;
  dietitianA = (await t.signedIn({ roles: ['dietitian'], memberships: member(practiceA) })).client;
  const patientUser = await t.signedIn({ roles: ['patient'], memberships: [] });
  patientA = patientUser.client;
  const res = await dietitianA.post('/api/v1/patients', {
    firstName: 'Tip',
    lastName: 'Reader',
    email: uniqueEmail('tips'),
  });
  expect(res.status, res.text).toBe(201);
  await t.database.db
    .update(patient)
    .set({ userId: patientUser.id, platformAccess: 'platform_user' })
    .where(eq(patient.id, res.body.id));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const audits = async (action: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvent)
    .where(and(eq(auditEvent.action, action)));
  return Number(row?.n ?? 0);
};

describe('health tips: a table filled from the library, edited by administrators', () => {
  it('lists the library as platform tips, editable by a platform administrator only', async () => {
    const mine = await platformAdmin.get('/api/v1/admin/health-tips');
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.canEditPlatform).toBe(true);
    expect(mine.body.items).toHaveLength(TIP_LIBRARY.length);
    expect(mine.body.items[0]).toMatchObject({
      owner: 'platform',
      textEn: TIP_LIBRARY[0]!.en,
      textEs: TIP_LIBRARY[0]!.es,
      editable: true,
      active: true,
    });
    const practice = await adminA.get('/api/v1/admin/health-tips');
    expect(practice.body).toMatchObject({
      canEditPlatform: false,
      practice: true,
      rotation: TIP_LIBRARY.length,
    });
    expect(practice.body.items.every((x: { editable: boolean }) => !x.editable)).toBe(true);
    expect((await dietitianA.get('/api/v1/admin/health-tips')).status).toBe(403);
    const sleep = await platformAdmin.get('/api/v1/admin/health-tips?category=sleep');
    expect(sleep.body.items.every((x: { category: string }) => x.category === 'sleep')).toBe(true);
  });

  it('the rotation is unchanged by the move: the public tip of a date is the library’s', async () => {
    const pub = await t.client().get(`/api/v1/health-tips/today?today=${DATE}&lang=es`);
    expect(pub.status).toBe(200);
    expect(TIP_LIBRARY.map((x) => x.es)).toContain(pub.body.text);
    const again = await t.client().get(`/api/v1/health-tips/today?today=${DATE}&lang=es`);
    expect(again.body).toEqual(pub.body);
  });

  it('an impossible date is a 400, not a failure (found by the OpenAPI fuzz test)', async () => {
    for (const day of ['9999-99-99', '2026-02-30']) {
      expect((await t.client().get(`/api/v1/health-tips/today?today=${day}`)).status).toBe(400);
    }
  });

  it("a platform administrator's edit shows in the day's tip for everyone; a practice administrator may not edit it", async () => {
    const day = (await t.client().get(`/api/v1/health-tips/today?today=${DATE}&lang=en`)).body;
    const refused = await adminA.patch(`/api/v1/admin/health-tips/${day.id}`, {
      textEn: 'A practice rewrite of it.',
    });
    expect(refused.status).toBe(403);
    const edited = await platformAdmin.patch(`/api/v1/admin/health-tips/${day.id}`, {
      textEn: 'Walk ten minutes after each meal.',
    });
    expect(edited.status, edited.text).toBe(200);
    const after = (await t.client().get(`/api/v1/health-tips/today?today=${DATE}&lang=en`)).body;
    expect(after).toMatchObject({ id: day.id, text: 'Walk ten minutes after each meal.' });
    expect(await audits('health_tip.update')).toBe(1);
    const bad = await platformAdmin.patch(`/api/v1/admin/health-tips/${day.id}`, {
      sourceUrl: 'http://plain.example',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({ sourceUrl: 'httpsUrl' });
  });

  it('a practice adds its own tip and hides platform ones for its patients only; another practice never sees them', async () => {
    const created = await adminA.post('/api/v1/admin/health-tips', tipText);
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ owner: 'practice', editable: true, active: true });
    expect((await adminA.post('/api/v1/admin/health-tips', { ...tipText, owner: 'platform' })).status).toBe(
      403,
    );
    const listB = await adminB.get('/api/v1/admin/health-tips');
    expect(listB.body.items.map((x: { id: string }) => x.id)).not.toContain(created.body.id);
    expect(
      (await adminB.patch(`/api/v1/admin/health-tips/${created.body.id}`, { active: false })).status,
    ).toBe(404);

    const day = (await patientA.get(`/api/v1/me/wellness/tip?today=${DATE}&lang=en`)).body;
    const everyone = (await t.client().get(`/api/v1/health-tips/today?today=${DATE}&lang=en`)).body;
    const hide = await adminA.put(`/api/v1/admin/health-tips/${day.id}/hidden`, { hidden: true });
    expect(hide.status, hide.text).toBe(200);
    expect(hide.body.hidden).toBe(true);
    const list = (await adminA.get('/api/v1/admin/health-tips')).body;
    expect(list.rotation).toBe(TIP_LIBRARY.length); // one hidden, one added
    const patientsDay = (await patientA.get(`/api/v1/me/wellness/tip?today=${DATE}&lang=en`)).body;
    expect(patientsDay.id).not.toBe(day.id);
    // the same answer every time (deterministic over the practice's active set)
    expect((await patientA.get(`/api/v1/me/wellness/tip?today=${DATE}&lang=en`)).body).toEqual(patientsDay);
    // the platform's rotation is untouched
    expect((await t.client().get(`/api/v1/health-tips/today?today=${DATE}&lang=en`)).body).toEqual(everyone);
    // within the practice's set's length, the practice's own tip comes round and no tip repeats
    const ids: string[] = [];
    for (let i = 0; i < list.rotation; i++) {
      const date = new Date(Date.parse(`${DATE}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
      ids.push((await patientA.get(`/api/v1/me/wellness/tip?today=${date}&lang=en`)).body.id);
    }
    expect(new Set(ids).size).toBeGreaterThan(list.rotation / 2 + 5);
    expect(ids).not.toContain(day.id);
    const shown = await adminA.put(`/api/v1/admin/health-tips/${day.id}/hidden`, { hidden: false });
    expect(shown.body.hidden).toBe(false);
    expect(await audits('health_tip.hide')).toBe(1);
    expect(await audits('health_tip.show')).toBe(1);
    expect(
      (await adminB.put(`/api/v1/admin/health-tips/${created.body.id}/hidden`, { hidden: true })).status,
    ).toBe(404);
  });
});
