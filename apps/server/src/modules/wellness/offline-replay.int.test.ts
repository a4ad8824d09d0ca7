import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notification, patient, wellnessEntry } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';

/**
 * ADR 0046: a patient's phone queues the changes made offline, each with an Idempotency-Key made on
 * the phone, and sends them once online — again, with the same key, whenever an answer was lost. The
 * server must make each change once, however many times it arrives.
 */
let t: TestApp;
let dietitian: { id: string; client: TestClient };
let patientUser: { id: string; client: TestClient };
let pid: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const today = day(0);

const entries = async (kind: 'mood' | 'sleep' | 'phq9') =>
  t.database.db
    .select({ id: wellnessEntry.id })
    .from(wellnessEntry)
    .where(and(eq(wellnessEntry.patientId, pid), eq(wellnessEntry.kind, kind)));

beforeAll(async () => {
  t = await createTestApp();
  const practice = await t.createPractice('Offline replay');
  dietitian = await t.signedIn({
    roles: ['dietitian'],
    memberships: [{ organizationId: practice, orgRole: 'member' }],
  });
  patientUser = await t.signedIn({ roles: ['patient'], memberships: [] });
  const res = await dietitian.client.post('/api/v1/patients', {
    firstName: 'Olga',
    lastName: 'Sinred',
    email: uniqueEmail('offline'),
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

describe('wellness: a change sent again with its Idempotency-Key is made once', () => {
  it('a mood check-in replayed with the same key creates one entry and answers the first answer', async () => {
    const body = { date: today, mood: 2, note: 'written on the bus' };
    const headers = { 'idempotency-key': 'phone-7b1f0c1e-mood-1' };
    const first = await patientUser.client.post('/api/v1/me/wellness/mood', body, { headers });
    expect(first.status, first.text).toBe(201);
    const again = await patientUser.client.post('/api/v1/me/wellness/mood', body, { headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await entries('mood')).toHaveLength(1);

    // the phone's next change has its own key: a new entry
    const next = await patientUser.client.post(
      '/api/v1/me/wellness/mood',
      { ...body, mood: 4, note: null },
      { headers: { 'idempotency-key': 'phone-7b1f0c1e-mood-2' } },
    );
    expect(next.status).toBe(201);
    expect(await entries('mood')).toHaveLength(2);
  });

  it('two tabs sending the same queued night at once still make one entry', async () => {
    const body = { date: day(-1), bedTime: '23:10', wakeTime: '06:50', awakenings: 1, quality: 4 };
    const headers = { 'idempotency-key': 'phone-sleep-1' };
    const [a, b] = await Promise.all([
      patientUser.client.post('/api/v1/me/wellness/sleep', body, { headers }),
      patientUser.client.post('/api/v1/me/wellness/sleep', body, { headers }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await entries('sleep')).toHaveLength(1);
  });

  it('a replayed PHQ-9 with item 9 above zero is scored, stored and tells the care team once', async () => {
    const body = { date: today, kind: 'phq9', answers: [1, 1, 1, 0, 0, 0, 0, 0, 1] };
    const headers = { 'idempotency-key': 'phone-phq9-1' };
    for (let i = 0; i < 3; i++) {
      const res = await patientUser.client.post('/api/v1/me/wellness/questionnaires', body, { headers });
      expect(res.status, res.text).toBe(201);
      expect(res.body.questionnaire).toMatchObject({ total: 4, crisis: true });
    }
    expect(await entries('phq9')).toHaveLength(1);
    const alerts = await t.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, dietitian.id), eq(notification.bodyKey, 'wellnessCrisis')));
    expect(alerts).toHaveLength(1);
  });

  it('the same key with a different change is refused and changes nothing', async () => {
    const headers = { 'idempotency-key': 'phone-reused' };
    const first = await patientUser.client.post(
      '/api/v1/me/wellness/mood',
      { date: today, mood: 5, note: null },
      { headers },
    );
    expect(first.status).toBe(201);
    const before = (await entries('mood')).length;
    const other = await patientUser.client.post(
      '/api/v1/me/wellness/mood',
      { date: today, mood: 1, note: null },
      { headers },
    );
    expect(other.status).toBe(409);
    expect(other.body.error).toMatchObject({ code: 'CONFLICT', details: { reason: 'idempotencyKeyReused' } });
    expect(await entries('mood')).toHaveLength(before);
  });

  it('a refused change (bad input) keeps no record of its key: the phone may fix it and send it again', async () => {
    const headers = { 'idempotency-key': 'phone-bad-first' };
    const bad = await patientUser.client.post(
      '/api/v1/me/wellness/mood',
      { date: today, mood: 9, note: null },
      { headers },
    );
    expect(bad.status).toBe(400);
    const fixed = await patientUser.client.post(
      '/api/v1/me/wellness/mood',
      { date: today, mood: 3, note: null },
      { headers },
    );
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
  });

  it('steps sent twice with the same key (a PUT) stay one entry for the date', async () => {
    const body = { date: today, steps: 6_200, activeMinutes: 25 };
    const headers = { 'idempotency-key': 'phone-steps-1' };
    const first = await patientUser.client.put('/api/v1/me/wellness/activity', body, { headers });
    const again = await patientUser.client.put('/api/v1/me/wellness/activity', body, { headers });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.id).toBe(first.body.id);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(wellnessEntry)
      .where(and(eq(wellnessEntry.patientId, pid), eq(wellnessEntry.kind, 'activity')));
    expect(Number(row?.n)).toBe(1);
  });
});
