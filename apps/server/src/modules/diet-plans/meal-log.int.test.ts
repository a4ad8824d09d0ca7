/**
 * The meal log and adherence (docs/decisions/0053): the patient marks their plan's meals, the
 * professional reads the weekly adherence, and nobody else reaches either.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, patient } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { plannerPool } from './planner-pool.ts';

let t: TestApp;
let dietitianA: TestClient;
let staffA: TestClient;
let dietitianB: TestClient;
let patientUser: { id: string; client: TestClient };
let otherPatient: TestClient;
let planId: string;

const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);
const OATS = '08121';
const BROCCOLI = '11091';
const APPLE = '09003';

const auditCount = async (action: string, resourceId: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvent)
    .where(and(eq(auditEvent.action, action), eq(auditEvent.resourceId, resourceId)));
  return Number(row?.n ?? 0);
};

beforeAll(async () => {
  t = await createTestApp();
  const practiceA = await t.createPractice('Nutrición Norte');
  const practiceB = await t.createPractice('Practice B');
  const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];
  dietitianA = (await t.signedIn({ roles: ['dietitian'], memberships: member(practiceA) })).client;
  staffA = (await t.signedIn({ roles: ['staff'], memberships: member(practiceA) })).client;
  dietitianB = (await t.signedIn({ roles: ['dietitian'], memberships: member(practiceB) })).client;
  patientUser = await t.signedIn({ roles: ['patient'], memberships: [] });
  otherPatient = (await t.signedIn({ roles: ['patient'], memberships: [] })).client;

  const created = await dietitianA.post('/api/v1/patients', {
    firstName: 'Emma',
    lastName: 'Ruiz',
    email: uniqueEmail('meal-log'),
    dateOfBirth: '1988-02-01',
    gender: 'female',
    heightCm: 165,
    weightKg: 62,
  });
  expect(created.status, created.text).toBe(201);
  await t.database.db
    .update(patient)
    .set({ userId: patientUser.id, platformAccess: 'platform_user' })
    .where(eq(patient.id, created.body.id));
  // a two-day menu: day 1 breakfast and lunch, day 2 breakfast only; started 20 days ago
  const plan = await dietitianA.post('/api/v1/diet-plans', {
    patientId: created.body.id,
    name: 'Plan de Emma',
    startDate: daysAgo(20),
    endDate: daysAgo(-10),
    menuDays: 2,
    targets: {
      calories: { target: 2000, min: 1900, max: 2100 },
      protein: { target: 100, min: 90, max: 110 },
      carbs: { target: 250, min: 225, max: 275 },
      fat: { target: 67, min: 60, max: 73 },
      fiber: { target: 28, min: 28, max: 56 },
    },
    items: [
      { day: 1, slot: 'breakfast', ndbNo: OATS, grams: 234, portionSeq: 1, quantity: 1 },
      { day: 1, slot: 'lunch', ndbNo: BROCCOLI, grams: 312, portionSeq: 1, quantity: 2 },
      { day: 2, slot: 'breakfast', ndbNo: APPLE, grams: 182, portionSeq: 4, quantity: 1 },
    ],
  });
  expect(plan.status, plan.text).toBe(201);
  planId = plan.body.id;
  await dietitianA.post(`/api/v1/diet-plans/${planId}/transition`, { to: 'active' });
  await dietitianA.post(`/api/v1/diet-plans/${planId}/share`);
}, 120_000);
afterAll(async () => {
  await plannerPool().close();
  await t?.close();
});

/** The menu day of a date (the plan started 20 days ago, two menu days). */
const menuDay = (date: string) => (Math.round((Date.parse(date) - Date.parse(daysAgo(20))) / DAY) % 2) + 1;
/** A day of the window whose menu day is 1 (breakfast and lunch). */
const dayOne = [0, 1].map(daysAgo).find((d) => menuDay(d) === 1)!;
const dayTwo = [0, 1].map(daysAgo).find((d) => menuDay(d) === 2)!;

describe('the meal log', () => {
  it('lets the patient mark meals of today and the seven days before, replacing a mark, and audits it', async () => {
    const log = await patientUser.client.get(`/api/v1/me/diet-plans/${planId}/meals?today=${today}`);
    expect(log.status, log.text).toBe(200);
    expect(log.body.days.map((d: { date: string }) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map(daysAgo));
    expect(log.body.entries).toEqual([]);

    const put = (body: Record<string, unknown>) =>
      patientUser.client.put(`/api/v1/me/diet-plans/${planId}/meals`, { today, ...body });
    const first = await put({ day: dayOne, slot: 'lunch', status: 'partly', note: 'Half the broccoli' });
    expect(first.status, first.text).toBe(200);
    const again = await put({ day: dayOne, slot: 'lunch', status: 'eaten' });
    expect(again.status).toBe(200);
    expect((await put({ day: dayOne, slot: 'breakfast', status: 'skipped' })).status).toBe(200);
    expect((await put({ day: dayTwo, slot: 'breakfast', status: 'partly' })).status).toBe(200);

    const entries = (await patientUser.client.get(`/api/v1/me/diet-plans/${planId}/meals?today=${today}`))
      .body.entries as { day: string; slot: string; status: string; note: string | null }[];
    expect(entries).toHaveLength(3); // one row per day and meal: the second lunch mark replaced the first
    expect(entries.find((e) => e.day === dayOne && e.slot === 'lunch')).toMatchObject({
      status: 'eaten',
      note: null,
    });
    expect(await auditCount('diet_meal_log.write', planId)).toBe(4);
    expect(await auditCount('diet_meal_log.read', planId)).toBeGreaterThanOrEqual(2);
  });

  it('refuses a day out of the window, a meal not on that day, a bad status and a long note, changing nothing', async () => {
    const put = (body: Record<string, unknown>) =>
      patientUser.client.put(`/api/v1/me/diet-plans/${planId}/meals`, { today, ...body });
    const old = await put({ day: daysAgo(8), slot: 'breakfast', status: 'eaten' });
    expect(old.status).toBe(400);
    expect(old.body.error.details.fields).toEqual({ day: 'mealDayOutside' });
    expect(
      (await put({ day: daysAgo(-1), slot: 'breakfast', status: 'eaten' })).body.error.details.fields,
    ).toEqual({ day: 'mealDayOutside' });
    const notPlanned = await put({ day: dayTwo, slot: 'lunch', status: 'eaten' });
    expect(notPlanned.body.error.details.fields).toEqual({ slot: 'mealNotPlanned' });
    expect((await put({ day: dayOne, slot: 'lunch', status: 'devoured' })).status).toBe(400);
    expect((await put({ day: dayOne, slot: 'lunch', status: 'eaten', note: 'x'.repeat(281) })).status).toBe(
      400,
    );
    const entries = (await patientUser.client.get(`/api/v1/me/diet-plans/${planId}/meals?today=${today}`))
      .body.entries;
    expect(entries).toHaveLength(3);
  });

  it("gives nobody else the patient's log: another patient, a professional of another practice", async () => {
    expect((await otherPatient.get(`/api/v1/me/diet-plans/${planId}/meals`)).status).toBe(404);
    const put = { day: today, slot: 'breakfast', status: 'eaten' };
    expect((await otherPatient.put(`/api/v1/me/diet-plans/${planId}/meals`, put)).status).toBe(404);
    expect((await dietitianB.put(`/api/v1/me/diet-plans/${planId}/meals`, put)).status).toBe(404);
  });
});

describe('adherence for the professional', () => {
  it('counts eaten + half of partly over the meals logged, per week, with the planned meals and the notes', async () => {
    await patientUser.client.put(`/api/v1/me/diet-plans/${planId}/meals`, {
      today,
      day: dayTwo,
      slot: 'breakfast',
      status: 'partly',
      note: 'Only half the apple',
    });
    const res = await dietitianA.get(`/api/v1/diet-plans/${planId}/adherence?today=${today}`);
    expect(res.status, res.text).toBe(200);
    // logged: eaten 1, partly 1, skipped 1 → (1 + 0.5) / 3 = 50 %
    expect(res.body.overall).toMatchObject({ logged: 3, eaten: 1, partly: 1, skipped: 1, adherence: 50 });
    // planned: 21 days (20 ago .. today), alternating 2 and 1 meals: day 1 has 11 days, day 2 has 10
    expect(res.body.overall.planned).toBe(11 * 2 + 10 * 1);
    const weeks = res.body.weeks as { weekStart: string; logged: number; planned: number }[];
    expect(weeks.reduce((a, w) => a + w.planned, 0)).toBe(32);
    expect(weeks.reduce((a, w) => a + w.logged, 0)).toBe(3);
    expect(weeks[0]!.weekStart >= weeks.at(-1)!.weekStart).toBe(true);
    expect(new Date(`${weeks[0]!.weekStart}T00:00:00Z`).getUTCDay()).toBe(1); // a Monday
    expect(res.body.notes).toEqual([
      { day: dayTwo, slot: 'breakfast', status: 'partly', note: 'Only half the apple' },
    ]);
    expect(await auditCount('diet_meal_log.read', planId)).toBeGreaterThanOrEqual(3);
    // staff see no plans; another practice's dietitian gets 404
    expect((await staffA.get(`/api/v1/diet-plans/${planId}/adherence`)).status).toBe(403);
    expect((await dietitianB.get(`/api/v1/diet-plans/${planId}/adherence`)).status).toBe(404);
  });
});
