import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, notification, patient, wellnessEntry } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';

let t: TestApp;
let dietitianA: { id: string; client: TestClient };
let otherDietitianA: { id: string; client: TestClient };
let staffA: { id: string; client: TestClient };
let fitnessA: { id: string; client: TestClient };
let dietitianB: { id: string; client: TestClient };
let patientUser: { id: string; client: TestClient };
let strangerPatient: { id: string; client: TestClient };
let pid: string;

const today = new Date().toISOString().slice(0, 10);

const auditCount = async (action: string, patientId: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvent)
    .where(
      and(
        eq(auditEvent.action, action),
        sql`(${auditEvent.patientId} = ${patientId} or ${auditEvent.patientIds} @> array[${patientId}]::text[])`,
      ),
    );
  return Number(row?.n ?? 0);
};

beforeAll(async () => {
  t = await createTestApp();
  const practiceA = await t.createPractice('Bienestar Sur');
  const practiceB = await t.createPractice('Practice B');
  const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];
  dietitianA = await t.signedIn({ roles: ['dietitian'], memberships: member(practiceA) });
  otherDietitianA = await t.signedIn({ roles: ['dietitian'], memberships: member(practiceA) });
  staffA = await t.signedIn({ roles: ['staff'], memberships: member(practiceA) });
  fitnessA = await t.signedIn({ roles: ['fitness'], memberships: member(practiceA) });
  dietitianB = await t.signedIn({ roles: ['dietitian'], memberships: member(practiceB) });
  patientUser = await t.signedIn({ roles: ['patient'], memberships: [] });
  strangerPatient = await t.signedIn({ roles: ['patient'], memberships: [] });
  const res = await dietitianA.client.post('/api/v1/patients', {
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: uniqueEmail('wellness'),
    country: 'ES',
  });
  expect(res.status, res.text).toBe(201);
  pid = res.body.id;
  await t.database.db
    .update(patient)
    .set({ userId: patientUser.id, platformAccess: 'platform_user' })
    .where(eq(patient.id, pid));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('wellness: the patient records their own day', () => {
  it('keeps a sleep diary and a mood check-in, with streaks, audited on the record', async () => {
    const sleep = await patientUser.client.post('/api/v1/me/wellness/sleep', {
      date: today,
      bedTime: '23:15',
      wakeTime: '06:45',
      awakenings: 2,
      quality: 4,
    });
    expect(sleep.status, sleep.text).toBe(201);
    expect(sleep.body.sleep).toMatchObject({ minutes: 450, awakenings: 2, quality: 4 });
    const mood = await patientUser.client.post('/api/v1/me/wellness/mood', {
      date: today,
      mood: 4,
      note: '  Good walk at lunch ',
    });
    expect(mood.status, mood.text).toBe(201);
    expect(mood.body.mood).toEqual({ mood: 4, note: 'Good walk at lunch' });
    const mine = await patientUser.client.get(`/api/v1/me/wellness?today=${today}`);
    expect(mine.status).toBe(200);
    expect(mine.body.entries.map((e: { kind: string }) => e.kind)).toEqual(['sleep', 'mood']);
    expect(mine.body.streaks).toEqual({ sleep: 1, mood: 1 });
    expect(mine.body.country).toBe('ES');
    expect(await auditCount('wellness.create', pid)).toBe(2);
    expect(await auditCount('wellness.read', pid)).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const [before] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(wellnessEntry)
      .where(eq(wellnessEntry.patientId, pid));
    const bad = await patientUser.client.post('/api/v1/me/wellness/sleep', {
      date: today,
      bedTime: '25:00',
      wakeTime: '07:00',
      awakenings: -1,
      quality: 9,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields)).toEqual(
      expect.arrayContaining(['bedTime', 'awakenings', 'quality']),
    );
    const short = await patientUser.client.post('/api/v1/me/wellness/questionnaires', {
      date: today,
      kind: 'phq9',
      answers: [1, 1, 1],
    });
    expect(short.status).toBe(400);
    const future = await patientUser.client.post('/api/v1/me/wellness/mood', { date: '2099-01-01', mood: 3 });
    expect(future.status).toBe(400);
    expect(future.body.error.details.fields).toEqual({ date: 'dateOutOfRange' });
    const [after] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(wellnessEntry)
      .where(eq(wellnessEntry.patientId, pid));
    expect(after!.n).toBe(before!.n);
  });

  it('lets only a patient with a record write: a professional or an unlinked account gets 403', async () => {
    const body = { date: today, mood: 3 };
    expect((await dietitianA.client.post('/api/v1/me/wellness/mood', body)).status).toBe(403);
    expect((await strangerPatient.client.post('/api/v1/me/wellness/mood', body)).status).toBe(403);
    const theirs = await strangerPatient.client.get(`/api/v1/me/wellness?today=${today}`);
    expect(theirs.body.entries).toEqual([]);
  });
});

describe('wellness: scores reach the care team', () => {
  it('scores a GAD-7 by its published bands and notifies the care team when high', async () => {
    const res = await patientUser.client.post('/api/v1/me/wellness/questionnaires', {
      date: today,
      kind: 'gad7',
      answers: [2, 2, 2, 2, 1, 1, 2],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.questionnaire).toMatchObject({
      total: 12,
      max: 21,
      band: 'moderate',
      high: true,
      crisis: false,
    });
    const notes = await t.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, dietitianA.id), eq(notification.patientId, pid)));
    expect(notes.map((n) => [n.kind, n.bodyKey])).toContainEqual(['wellness.alert', 'wellnessHigh']);
    // the care team sees it on the record; outside the care team or practice it is 404; staff 403
    const tab = await dietitianA.client.get(`/api/v1/patients/${pid}/wellness?today=${today}`);
    expect(tab.status).toBe(200);
    expect(tab.body.entries[0]).toMatchObject({
      kind: 'gad7',
      questionnaire: { total: 12, band: 'moderate' },
    });
    expect((await otherDietitianA.client.get(`/api/v1/patients/${pid}/wellness`)).status).toBe(404);
    expect((await dietitianB.client.get(`/api/v1/patients/${pid}/wellness`)).status).toBe(404);
    expect((await staffA.client.get(`/api/v1/patients/${pid}/wellness`)).status).toBe(403);
    expect((await fitnessA.client.get(`/api/v1/patients/${pid}/wellness`)).status).toBe(403);
  });

  it('flags PHQ-9 item 9 above zero as a crisis, even with a low total, and alerts the care team', async () => {
    const res = await patientUser.client.post('/api/v1/me/wellness/questionnaires', {
      date: today,
      kind: 'phq9',
      answers: [0, 1, 0, 0, 0, 0, 0, 0, 1],
    });
    expect(res.status).toBe(201);
    expect(res.body.questionnaire).toMatchObject({ total: 2, band: 'minimal', crisis: true });
    const notes = await t.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, dietitianA.id), eq(notification.bodyKey, 'wellnessCrisis')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.link).toBe(`/patients/${pid}?tab=wellness`);
  });

  it('a low score notifies nobody', async () => {
    const count = async () =>
      (await t.database.db.select().from(notification).where(eq(notification.userId, dietitianA.id))).length;
    const before = await count();
    const res = await patientUser.client.post('/api/v1/me/wellness/questionnaires', {
      date: today,
      kind: 'who5',
      answers: [4, 4, 3, 3, 4],
    });
    expect(res.body.questionnaire).toMatchObject({ total: 18, percent: 72, band: 'good', high: false });
    expect(await count()).toBe(before);
  });
});

describe('wellness: assignments and adherence', () => {
  it('the care team assigns a habit; the patient sees it as a task, done once they log it', async () => {
    const a = await dietitianA.client.post(`/api/v1/patients/${pid}/wellness/assignments`, {
      target: 'sleep',
      frequency: 'daily',
      note: 'Every morning',
    });
    expect(a.status, a.text).toBe(201);
    expect(a.body).toMatchObject({ target: 'sleep', frequency: 'daily', note: 'Every morning' });
    const bad = await dietitianA.client.post(`/api/v1/patients/${pid}/wellness/assignments`, {
      target: 'yoga',
      frequency: 'hourly',
    });
    expect(bad.status).toBe(400);
    expect(
      (await dietitianB.client.post(`/api/v1/patients/${pid}/wellness/assignments`, a.body)).status,
    ).toBe(404);
    const mine = await patientUser.client.get(`/api/v1/me/wellness?today=${today}`);
    // the sleep entry logged today counts for today's period
    expect(mine.body.assignments).toEqual([
      expect.objectContaining({ target: 'sleep', done: 1, expected: 1, dueNow: false }),
    ]);
    const tip = await patientUser.client.get(`/api/v1/me/wellness/tip?today=2026-03-02&lang=es`);
    expect(tip.status).toBe(200);
    expect(tip.body.category).toBe('sleep');
    const ended = await dietitianA.client.delete(`/api/v1/patients/${pid}/wellness/assignments/${a.body.id}`);
    expect(ended.status).toBe(204);
    expect((await patientUser.client.get(`/api/v1/me/wellness?today=${today}`)).body.assignments).toEqual([]);
    expect(await auditCount('wellness_assignment.create', pid)).toBe(1);
    expect(await auditCount('wellness_assignment.end', pid)).toBe(1);
  });
});

describe('the public daily tip', () => {
  it('is the same for everyone on a date, in the language asked, with its source', async () => {
    const en = await t.client().get('/api/v1/health-tips/today?today=2026-11-28&lang=en');
    const es = await t.client().get('/api/v1/health-tips/today?today=2026-11-28&lang=es');
    expect(en.status).toBe(200);
    expect(en.body.id).toBe(es.body.id);
    expect(en.body.text).not.toBe(es.body.text);
    expect(en.body.sourceUrl).toMatch(/^https:\/\//);
    const again = await t.client().get('/api/v1/health-tips/today?today=2026-11-28&lang=en');
    expect(again.body).toEqual(en.body);
  });
});
