import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, patient, wellnessEntry } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';

/** Flow's steps and active minutes: one entry per date, changed or deleted the same day only. */
let t: TestApp;
let dietitianA: { id: string; client: TestClient };
let fitnessA: { id: string; client: TestClient };
let dietitianB: { id: string; client: TestClient };
let patientUser: { id: string; client: TestClient };
let stranger: { id: string; client: TestClient };
let pid: string;
let pid2: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const today = day(0);

const auditCount = async (action: string, patientId: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvent)
    .where(and(eq(auditEvent.action, action), eq(auditEvent.patientId, patientId)));
  return Number(row?.n ?? 0);
};

beforeAll(async () => {
  t = await createTestApp();
  const practiceA = await t.createPractice('Steps A');
  const practiceB = await t.createPractice('Steps B');
  const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];
  dietitianA = await t.signedIn({ roles: ['dietitian'], memberships: member(practiceA) });
  fitnessA = await t.signedIn({ roles: ['fitness'], memberships: member(practiceA) });
  dietitianB = await t.signedIn({ roles: ['dietitian'], memberships: member(practiceB) });
  patientUser = await t.signedIn({ roles: ['patient'], memberships: [] });
  stranger = await t.signedIn({ roles: ['patient'], memberships: [] });
  for (const [client, name] of [
    [dietitianA.client, 'A'],
    [dietitianB.client, 'B'],
  ] as const) {
    const res = await client.post('/api/v1/patients', {
      firstName: 'Luz',
      lastName: `Pasos ${name}`,
      email: uniqueEmail(`steps${name}`),
    });
    expect(res.status, res.text).toBe(201);
    if (name === 'A') pid = res.body.id;
    else pid2 = res.body.id;
  }
  await t.database.db
    .update(patient)
    .set({ userId: patientUser.id, platformAccess: 'platform_user' })
    .where(sql`${patient.id} in (${pid}, ${pid2})`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('wellness: steps and active minutes', () => {
  it('records a date once on every record, changes it on a second send, and audits each write', async () => {
    const first = await patientUser.client.put('/api/v1/me/wellness/activity', {
      date: today,
      steps: 8_400,
      activeMinutes: 35,
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({
      kind: 'activity',
      date: today,
      activity: { steps: 8_400, activeMinutes: 35, editable: true },
    });
    // the same request again (an offline retry) changes nothing and creates nothing
    const again = await patientUser.client.put('/api/v1/me/wellness/activity', {
      date: today,
      steps: 8_400,
      activeMinutes: 35,
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const changed = await patientUser.client.put('/api/v1/me/wellness/activity', {
      date: today,
      steps: 9_100,
      activeMinutes: 42,
    });
    expect(changed.body.activity).toMatchObject({ steps: 9_100, activeMinutes: 42 });
    const rows = await t.database.db
      .select()
      .from(wellnessEntry)
      .where(and(eq(wellnessEntry.kind, 'activity'), eq(wellnessEntry.entryDate, today)));
    expect(rows.map((r) => r.patientId).sort()).toEqual([pid, pid2].sort());
    expect(rows.every((r) => (r.data as { steps: number }).steps === 9_100)).toBe(true);
    expect(await auditCount('wellness.create', pid)).toBe(1);
    expect(await auditCount('wellness.update', pid)).toBe(2);
    const mine = await patientUser.client.get(`/api/v1/me/wellness?today=${today}`);
    expect(mine.body.entries.filter((e: { kind: string }) => e.kind === 'activity')).toHaveLength(1);
  });

  it('refuses steps or minutes out of range and a future date, changing nothing', async () => {
    for (const body of [
      { date: today, steps: 100_001, activeMinutes: 10 },
      { date: today, steps: -1, activeMinutes: 10 },
      { date: today, steps: 10, activeMinutes: 1_441 },
      { date: today, steps: 1.5, activeMinutes: 10 },
    ]) {
      const res = await patientUser.client.put('/api/v1/me/wellness/activity', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    const future = await patientUser.client.put('/api/v1/me/wellness/activity', {
      date: day(3),
      steps: 10,
      activeMinutes: 1,
    });
    expect(future.status).toBe(400);
    expect(future.body.error.details.fields).toEqual({ date: 'dateOutOfRange' });
    const edge = await patientUser.client.put('/api/v1/me/wellness/activity', {
      date: day(-2),
      steps: 100_000,
      activeMinutes: 1_440,
    });
    expect(edge.status, edge.text).toBe(200);
    const mine = await patientUser.client.get(`/api/v1/me/wellness?today=${today}`);
    const todays = mine.body.entries.find(
      (e: { kind: string; date: string }) => e.kind === 'activity' && e.date === today,
    );
    expect(todays.activity).toMatchObject({ steps: 9_100, activeMinutes: 42 });
  });

  it('locks an entry after its day: no change, no delete', async () => {
    const old = day(-5);
    const created = await patientUser.client.put('/api/v1/me/wellness/activity', {
      date: old,
      steps: 4_000,
      activeMinutes: 20,
    });
    expect(created.status).toBe(200);
    // recorded five days ago, as the demo's history is
    await t.database.db
      .update(wellnessEntry)
      .set({ createdAt: new Date(Date.now() - 5 * 86_400_000) })
      .where(and(eq(wellnessEntry.kind, 'activity'), eq(wellnessEntry.entryDate, old)));
    const mine = await patientUser.client.get(`/api/v1/me/wellness?today=${today}`);
    const entry = mine.body.entries.find(
      (e: { kind: string; date: string }) => e.kind === 'activity' && e.date === old,
    );
    expect(entry.activity.editable).toBe(false);
    const change = await patientUser.client.put('/api/v1/me/wellness/activity', {
      date: old,
      steps: 40_000,
      activeMinutes: 200,
    });
    expect(change.status).toBe(400);
    expect(change.body.error.details.fields).toEqual({ date: 'activityLocked' });
    const del = await patientUser.client.delete(`/api/v1/me/wellness/activity/${old}`);
    expect(del.status).toBe(400);
    const rows = await t.database.db
      .select()
      .from(wellnessEntry)
      .where(and(eq(wellnessEntry.kind, 'activity'), eq(wellnessEntry.entryDate, old)));
    expect(rows).toHaveLength(2);
    expect((rows[0]!.data as { steps: number }).steps).toBe(4_000);
  });

  it('deletes the same day, on every record, audited; a second delete is 404', async () => {
    const date = day(-1);
    await patientUser.client.put('/api/v1/me/wellness/activity', { date, steps: 5_000, activeMinutes: 25 });
    const del = await patientUser.client.delete(`/api/v1/me/wellness/activity/${date}`);
    expect(del.status, del.text).toBe(204);
    const rows = await t.database.db
      .select()
      .from(wellnessEntry)
      .where(and(eq(wellnessEntry.kind, 'activity'), eq(wellnessEntry.entryDate, date)));
    expect(rows).toHaveLength(0);
    expect(await auditCount('wellness.delete', pid)).toBe(1);
    expect(await auditCount('wellness.delete', pid2)).toBe(1);
    expect((await patientUser.client.delete(`/api/v1/me/wellness/activity/${date}`)).status).toBe(404);
  });

  it('a user with no patient record records nothing', async () => {
    const res = await stranger.client.put('/api/v1/me/wellness/activity', {
      date: today,
      steps: 10,
      activeMinutes: 1,
    });
    expect(res.status).toBe(403);
  });

  it('the care team reads the steps on the Wellness tab; another practice only its own copy, a trainer nothing', async () => {
    const tab = await dietitianA.client.get(`/api/v1/patients/${pid}/wellness?today=${today}`);
    expect(tab.status).toBe(200);
    const steps = tab.body.entries.filter((e: { kind: string }) => e.kind === 'activity');
    expect(steps.map((e: { date: string }) => e.date)).toContain(today);
    expect(steps.find((e: { date: string }) => e.date === today).activity.steps).toBe(9_100);
    expect((await dietitianB.client.get(`/api/v1/patients/${pid}/wellness`)).status).toBe(404);
    expect((await fitnessA.client.get(`/api/v1/patients/${pid}/wellness`)).status).toBe(403);
  });

  it('the care team assigns logging steps as a habit, with adherence', async () => {
    const res = await dietitianA.client.post(`/api/v1/patients/${pid}/wellness/assignments`, {
      target: 'activity',
      frequency: 'daily',
    });
    expect(res.status, res.text).toBe(201);
    const mine = await patientUser.client.get(`/api/v1/me/wellness?today=${today}`);
    const task = mine.body.assignments.find((a: { target: string }) => a.target === 'activity');
    expect(task).toMatchObject({ frequency: 'daily', dueNow: false });
  });
});
