import { loadFoodTable, type FoodTable } from '@verdant/clinical';
import {
  type DietPlan,
  type GenerateEvent,
  type GenerateResult,
  PATIENT_ALLERGENS,
  type PlanItemInput,
} from '@verdant/shared';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, patient } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { plannerPool } from './planner-pool.ts';

let t: TestApp;
let table: FoodTable;
let practiceA: string;
let dietitianA: { id: string; client: TestClient };
let otherDietitianA: { id: string; client: TestClient };
let medicalA: { id: string; client: TestClient };
let staffA: { id: string; client: TestClient };
let dietitianB: { id: string; client: TestClient };
let patientUser: { id: string; client: TestClient };

const PEANUT_BUTTER = '16098';
const APPLE = '09003';
const BROCCOLI = '11091';
const OATS = '08121';

const TARGETS = {
  calories: { target: 2000, min: 1900, max: 2100 },
  protein: { target: 100, min: 90, max: 110 },
  carbs: { target: 250, min: 225, max: 275 },
  fat: { target: 67, min: 60, max: 73 },
  fiber: { target: 28, min: 28, max: 56 },
};

async function newPatient(client: TestClient, over: Record<string, unknown> = {}): Promise<string> {
  const res = await client.post('/api/v1/patients', {
    firstName: 'Lucía',
    lastName: 'Peña',
    email: uniqueEmail('plan-patient'),
    dateOfBirth: '1988-02-01',
    gender: 'female',
    heightCm: 165,
    weightKg: 62,
    allergies: { allergens: ['peanuts'], other: [] },
    ...over,
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

const planBody = (patientId: string, items: PlanItemInput[] = [], over: Record<string, unknown> = {}) => ({
  patientId,
  name: 'Semana ligera de otoño',
  startDate: '2026-11-02',
  endDate: '2026-11-29',
  menuDays: 7,
  goals: 'Lose 2 kg in a month',
  targets: TARGETS,
  items,
  ...over,
});

async function createPlan(client: TestClient, body: Record<string, unknown>): Promise<DietPlan> {
  const res = await client.post('/api/v1/diet-plans', body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const { version: _v, patientId: _p, ...noPatient } = { version: 0, ...planBody('') };
const updateBody = (plan: DietPlan, over: Record<string, unknown> = {}) => ({
  ...noPatient,
  name: plan.name,
  menuDays: plan.menuDays,
  items: plan.items,
  version: plan.version,
  ...over,
});

function events(text: string): GenerateEvent[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as GenerateEvent);
}

async function generate(
  client: TestClient,
  body: Record<string, unknown>,
): Promise<{ events: GenerateEvent[]; result: GenerateResult }> {
  const res = await client.post('/api/v1/diet-plans/generate', body);
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/x-ndjson');
  const all = events(res.text);
  const last = all.at(-1);
  if (last?.type !== 'result') throw new Error(`no result: ${res.text.slice(0, 300)}`);
  return { events: all, result: last.result };
}

const dayKcal = (items: readonly { ndbNo: string; grams: number }[]) =>
  items.reduce((a, i) => a + ((table.food(i.ndbNo).nutrients.energy_kcal ?? 0) * i.grams) / 100, 0);

const auditCount = async (action: string, resourceId: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvent)
    .where(and(eq(auditEvent.action, action), eq(auditEvent.resourceId, resourceId)));
  return Number(row?.n ?? 0);
};

beforeAll(async () => {
  t = await createTestApp();
  table = await loadFoodTable();
  practiceA = await t.createPractice('Nutrición Norte');
  const practiceB = await t.createPractice('Practice B');
  const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];
  dietitianA = await t.signedIn({ roles: ['dietitian'], memberships: member(practiceA) });
  otherDietitianA = await t.signedIn({ roles: ['dietitian'], memberships: member(practiceA) });
  medicalA = await t.signedIn({ roles: ['medical'], memberships: member(practiceA) });
  staffA = await t.signedIn({ roles: ['staff'], memberships: member(practiceA) });
  dietitianB = await t.signedIn({ roles: ['dietitian'], memberships: member(practiceB) });
  patientUser = await t.signedIn({ roles: ['patient'], memberships: [] });
}, 120_000);
afterAll(async () => {
  await plannerPool().close();
  await t?.close();
});

describe('diet plans: who sees them', () => {
  it("another practice gets 404 for a plan, and its list and search never show it; staff get 403; only the patient's care team sees it", async () => {
    const pid = await newPatient(dietitianA.client);
    const plan = await createPlan(
      dietitianA.client,
      planBody(pid, [{ day: 1, slot: 'breakfast', ndbNo: APPLE, grams: 182 }]),
    );
    for (const path of [`/api/v1/diet-plans/${plan.id}`, `/api/v1/diet-plans/${plan.id}/pdf`]) {
      expect((await dietitianB.client.get(path)).status).toBe(404);
    }
    expect((await dietitianB.client.put(`/api/v1/diet-plans/${plan.id}`, updateBody(plan))).status).toBe(404);
    expect(
      (await dietitianB.client.post(`/api/v1/diet-plans/${plan.id}/transition`, { to: 'active' })).status,
    ).toBe(404);
    const listB = await dietitianB.client.get(`/api/v1/diet-plans?q=${encodeURIComponent('Semana')}`);
    expect(listB.body.items.map((p: { id: string }) => p.id)).not.toContain(plan.id);
    expect((await dietitianB.client.get(`/api/v1/diet-plans?patientId=${pid}`)).body.total).toBe(0);
    // plans are clinical: staff do not see them
    expect((await staffA.client.get(`/api/v1/diet-plans/${plan.id}`)).status).toBe(403);
    // a professional of the practice outside the patient's care team: 404
    expect((await otherDietitianA.client.get(`/api/v1/diet-plans/${plan.id}`)).status).toBe(404);
    expect((await medicalA.client.get(`/api/v1/diet-plans/${plan.id}`)).status).toBe(404);
    await dietitianA.client.post(`/api/v1/patients/${pid}/care-team`, { userId: medicalA.id });
    const read = await medicalA.client.get(`/api/v1/diet-plans/${plan.id}`);
    expect(read.status).toBe(200);
    // medical professionals read, dietitians write
    expect((await medicalA.client.put(`/api/v1/diet-plans/${plan.id}`, updateBody(read.body))).status).toBe(
      403,
    );
    expect(await auditCount('diet_plan.read', plan.id)).toBeGreaterThanOrEqual(1);
  });
});

describe('diet plans: the plan and its menu', () => {
  it('searches foods by their Spanish names for a Spanish reader, answering in Spanish', async () => {
    const es = await dietitianA.client.get(`/api/v1/foods?q=${encodeURIComponent('manzana cruda')}&lang=es`);
    expect(es.status).toBe(200);
    expect(es.body.items.length).toBeGreaterThan(0);
    for (const food of es.body.items) expect(food.description).toMatch(/^Manzana.*cruda/);
    expect(es.body.items.map((f: { ndbNo: string }) => f.ndbNo)).toContain(APPLE);
    // English words still find foods, named in Spanish
    const cheddar = await dietitianA.client.get('/api/v1/foods?q=cheddar&lang=es&limit=3');
    expect(cheddar.body.items[0].description).toMatch(/^Queso, cheddar/);
    const en = await dietitianA.client.get('/api/v1/foods?q=apple&limit=3');
    expect(en.body.items[0].description).toMatch(/^Apples?,/);
  });

  it('saves every field and the menu in household measures, recomputes grams, lists and filters', async () => {
    const pid = await newPatient(dietitianA.client, { allergies: { allergens: [], other: [] } });
    const plan = await createPlan(
      dietitianA.client,
      planBody(
        pid,
        [
          { day: 1, slot: 'breakfast', ndbNo: OATS, grams: 1, portionSeq: 1, quantity: 1 },
          { day: 1, slot: 'breakfast', ndbNo: APPLE, grams: 150 },
          { day: 2, slot: 'dinner', ndbNo: BROCCOLI, grams: 78, portionSeq: 1, quantity: 1, locked: true },
        ],
        {
          dietaryTags: ['vegetarian'],
          description: 'Plenty of vegetables',
          mealPrepNotes: 'Cook oats the night before',
        },
      ),
    );
    expect(plan).toMatchObject({
      status: 'draft',
      menuDays: 7,
      dietaryTags: ['vegetarian'],
      description: 'Plenty of vegetables',
      mealPrepNotes: 'Cook oats the night before',
      version: 1,
      conflicts: [],
    });
    expect(plan.items[0]).toMatchObject({ ndbNo: OATS, portionSeq: 1, quantity: 1, grams: 234 });
    expect(plan.items[2]).toMatchObject({ ndbNo: BROCCOLI, locked: true, day: 2, slot: 'dinner' });
    expect(plan.foods[APPLE]?.per100g.energy_kcal).toBeGreaterThan(0);

    const saved = await dietitianA.client.put(
      `/api/v1/diet-plans/${plan.id}`,
      updateBody(plan, { name: 'Semana 2' }),
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.version).toBe(2);
    // a save from an older read is refused
    const stale = await dietitianA.client.put(`/api/v1/diet-plans/${plan.id}`, updateBody(plan));
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('CONFLICT');
    const bad = await dietitianA.client.put(
      `/api/v1/diet-plans/${plan.id}`,
      updateBody(saved.body, {
        endDate: '2026-10-01',
        items: [{ day: 9, slot: 'lunch', ndbNo: APPLE, grams: 10 }],
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toMatchObject({ endDate: 'endBeforeStart' });
    const unknown = await dietitianA.client.put(
      `/api/v1/diet-plans/${plan.id}`,
      updateBody(saved.body, { items: [{ day: 1, slot: 'lunch', ndbNo: '99999', grams: 10 }] }),
    );
    expect(unknown.body.error.details.fields.items).toBe('foodUnknown');

    const list = await dietitianA.client.get(`/api/v1/diet-plans?patientId=${pid}&status=draft`);
    expect(list.body.items.map((p: { name: string }) => p.name)).toEqual(['Semana 2']);
    expect(
      (await dietitianA.client.get(`/api/v1/diet-plans?patientId=${pid}&status=active`)).body.total,
    ).toBe(0);
  });

  it('refuses foods against the allergies or dietary tags without an override, and records the override', async () => {
    const pid = await newPatient(dietitianA.client);
    const items = [{ day: 1, slot: 'morning_snack' as const, ndbNo: PEANUT_BUTTER, grams: 32 }];
    const refused = await dietitianA.client.post(
      '/api/v1/diet-plans',
      planBody(pid, items, { dietaryTags: ['nut_free'] }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('DIET_PLAN_CONFLICTS');
    expect(refused.body.error.details.conflicts).toEqual([
      { day: 1, slot: 'morning_snack', ndbNo: PEANUT_BUTTER, kind: 'allergy', code: 'peanuts' },
      { day: 1, slot: 'morning_snack', ndbNo: PEANUT_BUTTER, kind: 'dietaryTag', code: 'nut_free' },
    ]);
    const empty = await dietitianA.client.post(
      '/api/v1/diet-plans',
      planBody(pid, items, { overrideConflicts: { reason: ' ' } }),
    );
    expect(empty.body.error.details.fields['overrideConflicts.reason']).toBe('overrideReasonRequired');
    const kept = await createPlan(
      dietitianA.client,
      planBody(pid, items, { overrideConflicts: { reason: 'Tolerance test agreed with the allergist' } }),
    );
    expect(kept.conflicts).toHaveLength(1);
    expect(kept.conflictOverride).toMatchObject({ reason: 'Tolerance test agreed with the allergist' });
    expect(await auditCount('diet_plan.override_conflicts', kept.id)).toBe(1);
    // the recorded override keeps covering the same foods on later saves
    const again = await dietitianA.client.put(`/api/v1/diet-plans/${kept.id}`, updateBody(kept));
    expect(again.status, again.text).toBe(200);
  });
});

describe('diet plans: lifecycle', () => {
  it('allows draft → active → completed → archived → draft, refuses the rest, and keeps one active plan per patient', async () => {
    const pid = await newPatient(dietitianA.client, { allergies: { allergens: [], other: [] } });
    const first = await createPlan(dietitianA.client, planBody(pid, [], { name: 'First' }));
    const move = (id: string, to: string, completeActive?: boolean) =>
      dietitianA.client.post(`/api/v1/diet-plans/${id}/transition`, {
        to,
        ...(completeActive ? { completeActive } : {}),
      });

    const skip = await move(first.id, 'completed');
    expect(skip.status).toBe(409);
    expect(skip.body.error).toMatchObject({
      code: 'DIET_PLAN_TRANSITION',
      details: { from: 'draft', to: 'completed' },
    });
    expect((await move(first.id, 'active')).body.status).toBe('active');
    expect((await dietitianA.client.delete(`/api/v1/diet-plans/${first.id}`)).body.error.code).toBe(
      'DIET_PLAN_TRANSITION',
    );

    const second = await createPlan(dietitianA.client, planBody(pid, [], { name: 'Second' }));
    const clash = await move(second.id, 'active');
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({
      code: 'DIET_PLAN_ACTIVE_EXISTS',
      details: { active: { id: first.id, name: 'First' } },
    });
    expect((await move(second.id, 'active', true)).body.status).toBe('active');
    const old = await dietitianA.client.get(`/api/v1/diet-plans/${first.id}`);
    expect(old.body.status).toBe('completed');

    // a completed plan is a record
    const edit = await dietitianA.client.put(`/api/v1/diet-plans/${first.id}`, updateBody(old.body));
    expect(edit.body.error.code).toBe('DIET_PLAN_READ_ONLY');
    expect((await move(first.id, 'active')).body.error.code).toBe('DIET_PLAN_TRANSITION');
    expect((await move(first.id, 'archived')).body.status).toBe('archived');
    expect((await move(first.id, 'completed')).status).toBe(409);
    expect((await move(first.id, 'draft')).body.status).toBe('draft');

    expect((await dietitianA.client.delete(`/api/v1/diet-plans/${first.id}`)).status).toBe(204);
    expect((await dietitianA.client.get(`/api/v1/diet-plans/${first.id}`)).status).toBe(404);
    expect(await auditCount('diet_plan.delete', first.id)).toBe(1);
  });
});

describe('diet plans: sharing, the patient side, templates and the PDF', () => {
  it("shows the patient only their active shared plan, day by day with a week's shopping list, and its PDF", async () => {
    const pid = await newPatient(dietitianA.client, {
      allergies: { allergens: [], other: [] },
      firstName: 'Emma',
    });
    await t.database.db
      .update(patient)
      .set({ userId: patientUser.id, platformAccess: 'platform_user' })
      .where(eq(patient.id, pid));
    const items: PlanItemInput[] = [
      { day: 1, slot: 'breakfast', ndbNo: OATS, grams: 234, portionSeq: 1, quantity: 1 },
      { day: 1, slot: 'lunch', ndbNo: BROCCOLI, grams: 312, portionSeq: 1, quantity: 2 }, // ½ cup = 78 g
      { day: 2, slot: 'breakfast', ndbNo: APPLE, grams: 182, portionSeq: 4, quantity: 1 },
    ];
    const plan = await createPlan(
      dietitianA.client,
      planBody(pid, items, { menuDays: 2, name: 'Plan para Emma' }),
    );
    const mine = () => patientUser.client.get('/api/v1/me/diet-plans?today=2026-11-03');
    expect((await mine()).body.items).toEqual([]); // a draft
    await dietitianA.client.post(`/api/v1/diet-plans/${plan.id}/transition`, { to: 'active' });
    expect((await mine()).body.items).toEqual([]); // active, not shared
    const notifications = async () =>
      (await patientUser.client.get('/api/v1/notifications')).body.items.filter(
        (n: { kind: string }) => n.kind === 'diet_plan.shared',
      );
    const before = (await notifications()).length;
    const shared = await dietitianA.client.post(`/api/v1/diet-plans/${plan.id}/share`);
    expect(shared.body.sharedAt).not.toBeNull();
    // the patient is told, once: sharing the shared plan again says nothing new
    await dietitianA.client.post(`/api/v1/diet-plans/${plan.id}/share`);
    const told = await notifications();
    expect(told.length).toBe(before + 1);
    expect(told[0]).toMatchObject({ titleKey: 'dietPlanShared', link: '/patient/fuel' });
    expect(told[0].params.professional).toBeTruthy();
    const [fuel] = (await mine()).body.items;
    expect(fuel).toMatchObject({
      id: plan.id,
      name: 'Plan para Emma',
      practiceName: 'Nutrición Norte',
      todayDay: 2,
    });
    expect(fuel.days[0].meals.map((m: { slot: string }) => m.slot)).toEqual(['breakfast', 'lunch']);
    expect(fuel.days[0].meals[1].items[0]).toMatchObject({
      ndbNo: BROCCOLI,
      quantity: 2,
      measure: 'cup, chopped',
    });
    // seven days from day 2 of a 2-day menu: day 2 four times, day 1 three times
    const byFood = Object.fromEntries(
      fuel.shoppingList.flatMap((g: { items: { ndbNo: string; grams: number }[] }) =>
        g.items.map((i) => [i.ndbNo, i.grams]),
      ),
    );
    expect(byFood).toEqual({ [OATS]: 702, [BROCCOLI]: 936, [APPLE]: 728 });
    expect(fuel.shoppingList.map((g: { groupCode: string }) => g.groupCode)).toEqual([
      '0800',
      '0900',
      '1100',
    ]);

    // a Spanish reader reads the foods in Spanish: the Fuel screen, the shopping list, the editor's foods
    const fuelEs = (await patientUser.client.get('/api/v1/me/diet-plans?today=2026-11-03&lang=es')).body
      .items[0];
    expect(fuelEs.days[1].meals[0].items[0]).toMatchObject({
      ndbNo: APPLE,
      description: 'Manzana, cruda, con cáscara',
    });
    expect(JSON.stringify(fuelEs.shoppingList)).toContain('"description":"Manzana, cruda, con cáscara"');
    // and the household measures in Spanish
    expect(fuelEs.days[0].meals[1].items[0]).toMatchObject({ ndbNo: BROCCOLI, measure: 'taza, picada' });
    expect(fuelEs.name).toBe('Plan para Emma');
    const editorEs = (await dietitianA.client.get(`/api/v1/diet-plans/${plan.id}?lang=es`)).body;
    expect(editorEs.foods[APPLE].description).toBe('Manzana, cruda, con cáscara');
    expect(editorEs.foods[BROCCOLI].description).toMatch(/^Brócoli, /);
    expect((await dietitianA.client.get(`/api/v1/diet-plans/${plan.id}`)).body.foods[APPLE].description).toBe(
      'Apples, raw, with skin',
    );

    const pdf = await patientUser.client.get(`/api/v1/me/diet-plans/${plan.id}/pdf?lang=es`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // another patient, staff: nothing
    expect((await staffA.client.get('/api/v1/me/diet-plans')).body.items).toEqual([]);
    expect((await staffA.client.get(`/api/v1/me/diet-plans/${plan.id}/pdf`)).status).toBe(404);

    await dietitianA.client.delete(`/api/v1/diet-plans/${plan.id}/share`);
    expect((await mine()).body.items).toEqual([]);
  });

  it('prints a PDF that opens, in the reader language, with the plan name and every letter', async () => {
    const pid = await newPatient(dietitianA.client, { allergies: { allergens: [], other: [] } });
    const plan = await createPlan(
      dietitianA.client,
      planBody(pid, [{ day: 1, slot: 'breakfast', ndbNo: APPLE, grams: 182, portionSeq: 4, quantity: 1 }], {
        name: 'Menú mediterráneo ½ ración ≥ 5 µg',
      }),
    );
    const res = await t.app.request(
      `http://localhost:3000/api/v1/diet-plans/${plan.id}/pdf?lang=es&download=1`,
      {
        headers: {
          origin: 'http://localhost:3000',
          cookie: [...dietitianA.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      },
      {
        incoming: {
          socket: { remoteAddress: dietitianA.client.ip, remotePort: 40000, remoteFamily: 'IPv4' },
        },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const normal = text.normalize('NFKC');
    expect(normal).toContain('Menú mediterráneo ½ ración ≥ 5 µg'.normalize('NFKC'));
    expect(normal).toContain('Día 1');
    expect(normal).toContain('Nutrición Norte');
    // the foods in the reader's language too (this test read the English SR names before)
    expect(normal).toContain('Manzana, cruda, con cáscara');
    expect(normal).not.toContain('Apples, raw');
    expect(await auditCount('diet_plan.pdf', plan.id)).toBe(1);
  });

  it('duplicates a plan as a template for another patient, leaving out or keeping the conflicting foods', async () => {
    const a = await newPatient(dietitianA.client, { allergies: { allergens: [], other: [] } });
    const b = await newPatient(dietitianA.client); // allergic to peanuts
    const source = await createPlan(
      dietitianA.client,
      planBody(a, [
        { day: 1, slot: 'morning_snack', ndbNo: PEANUT_BUTTER, grams: 32 },
        { day: 1, slot: 'breakfast', ndbNo: APPLE, grams: 182 },
      ]),
    );
    const refused = await dietitianA.client.post(`/api/v1/diet-plans/${source.id}/duplicate`, {
      patientId: b,
    });
    expect(refused.body.error.code).toBe('DIET_PLAN_CONFLICTS');
    const copy = await dietitianA.client.post(`/api/v1/diet-plans/${source.id}/duplicate`, {
      patientId: b,
      dropConflicts: true,
      name: 'Template copy',
      startDate: '2027-01-04',
    });
    expect(copy.status, copy.text).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Template copy',
      status: 'draft',
      startDate: '2027-01-04',
      endDate: '2027-01-31',
      sharedAt: null,
      patient: { id: b },
    });
    expect(copy.body.items.map((i: { ndbNo: string }) => i.ndbNo)).toEqual([APPLE]);
    const same = await dietitianA.client.post(`/api/v1/diet-plans/${source.id}/duplicate`, { patientId: a });
    expect(same.body.items).toHaveLength(2);
    // another practice's patient is not in scope
    const other = await dietitianB.client.post('/api/v1/patients', { firstName: 'X', lastName: 'Y' });
    expect(
      (
        await dietitianA.client.post(`/api/v1/diet-plans/${source.id}/duplicate`, {
          patientId: other.body.id,
        })
      ).status,
    ).toBe(404);
  });
});

describe('AI meal recommendations (the meal planner)', () => {
  it('generates a week with progress for each day, every day within ±5 % of the calorie target when the planner succeeds', async () => {
    const pid = await newPatient(dietitianA.client);
    const { events: all, result } = await generate(dietitianA.client, {
      patientId: pid,
      menuDays: 7,
      targets: TARGETS,
      scope: { kind: 'plan' },
      seed: 3,
    });
    expect(all.filter((e) => e.type === 'progress').map((e) => (e as { done: number }).done)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(result.status).toBe('ok');
    expect(result.days).toHaveLength(7);
    expect(result.exclusions.allergens).toEqual(['peanuts']);
    for (const day of result.days) {
      const kcal = dayKcal(day.items);
      expect(kcal).toBeGreaterThanOrEqual(2000 * 0.95);
      expect(kcal).toBeLessThanOrEqual(2000 * 1.05);
      expect(day.checks.calories?.ok).toBe(true);
      for (const item of day.items) {
        expect(table.tags(item.ndbNo).allergens).not.toContain('peanuts');
        expect(item.reason?.code).toMatch(/^planner\.serves\./);
        expect(result.foods[item.ndbNo]).toBeDefined();
      }
    }
  });

  it('keeps locked foods and fills the rest of a day, or one meal', async () => {
    const pid = await newPatient(dietitianA.client, { allergies: { allergens: [], other: [] } });
    const locked = {
      day: 2,
      slot: 'breakfast' as const,
      ndbNo: OATS,
      grams: 234,
      portionSeq: 1,
      quantity: 1,
      locked: true,
    };
    const loose = { day: 2, slot: 'lunch' as const, ndbNo: BROCCOLI, grams: 78, locked: false };
    const other = { day: 1, slot: 'lunch' as const, ndbNo: APPLE, grams: 182, locked: false };
    const { result } = await generate(dietitianA.client, {
      patientId: pid,
      menuDays: 2,
      targets: TARGETS,
      items: [locked, loose, other],
      scope: { kind: 'day', day: 2 },
      seed: 9,
    });
    expect(result.days.map((d) => d.day)).toEqual([2]);
    const day = result.days[0]!;
    expect(day.items[0]).toMatchObject({ ndbNo: OATS, locked: true, slot: 'breakfast' });
    expect(day.items.filter((i) => i.ndbNo === BROCCOLI && i.slot === 'lunch' && !i.reason)).toEqual([]);
    if (result.status === 'ok') expect(Math.abs(dayKcal(day.items) - 2000)).toBeLessThanOrEqual(100);

    const meal = await generate(dietitianA.client, {
      patientId: pid,
      menuDays: 2,
      targets: TARGETS,
      items: day.items,
      scope: { kind: 'meal', day: 2, slot: 'dinner' },
      seed: 4,
    });
    const after = meal.result.days[0]!.items;
    // every other meal is as it was
    const keep = (items: typeof after) =>
      items.filter((i) => i.slot !== 'dinner').map((i) => `${i.slot}:${i.ndbNo}:${i.grams}`);
    expect(keep(after)).toEqual(keep(day.items));
    expect(after.some((i) => i.slot === 'dinner')).toBe(true);
  });

  it('never puts a food the patient is allergic to in a generated plan (property test over allergy sets)', async () => {
    const pid = await newPatient(dietitianA.client);
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...PATIENT_ALLERGENS], { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 10_000 }),
        async (allergens, seed) => {
          const r = await dietitianA.client.patch(`/api/v1/patients/${pid}`, {
            allergies: { allergens, other: [] },
          });
          expect(r.status).toBe(200);
          const { result } = await generate(dietitianA.client, {
            patientId: pid,
            menuDays: 2,
            targets: TARGETS,
            scope: { kind: 'plan' },
            seed,
          });
          for (const item of result.days.flatMap((d) => d.items)) {
            const tags = table.tags(item.ndbNo).allergens;
            expect(tags.filter((a) => allergens.includes(a))).toEqual([]);
          }
        },
      ),
      { numRuns: 8 },
    );
  });

  it('offers swaps of the same kind that keep the day within its targets and avoid the allergies', async () => {
    const pid = await newPatient(dietitianA.client, {
      allergies: { allergens: ['milk', 'peanuts'], other: [] },
    });
    const { result } = await generate(dietitianA.client, {
      patientId: pid,
      menuDays: 1,
      targets: TARGETS,
      scope: { kind: 'plan' },
      seed: 21,
    });
    const items = result.days[0]!.items;
    const replace = items.findIndex((i) => i.slot === 'lunch');
    const res = await dietitianA.client.post('/api/v1/diet-plans/swap', {
      patientId: pid,
      targets: TARGETS,
      items,
      replace,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    for (const option of res.body.items) {
      expect(option.item).toMatchObject({ day: 1, slot: 'lunch' });
      expect(option.withinTargets).toBe(true);
      expect(option.food.allergens).not.toContain('milk');
      expect(option.food.allergens).not.toContain('peanuts');
      const swapped = items.map((it, k) => (k === replace ? option.item : it));
      expect(Math.abs(dayKcal(swapped) - 2000)).toBeLessThanOrEqual(100.5);
    }
  });

  it('names the targets to relax, in plain words, when they cannot be met', async () => {
    const pid = await newPatient(dietitianA.client);
    const { result } = await generate(dietitianA.client, {
      patientId: pid,
      menuDays: 1,
      targets: {
        ...TARGETS,
        protein: { target: 400, min: 380, max: 420 },
        fat: { target: 150, min: 140, max: 160 },
      },
      scope: { kind: 'plan' },
    });
    expect(result.status).toBe('infeasible');
    expect(result.relax[0]?.code).toMatch(/^planner\.relax\./);
    expect(result.relax[0]?.message.length).toBeGreaterThan(20);
  });

  it('answers another practice 404 for a patient, before planning anything', async () => {
    const pid = await newPatient(dietitianA.client);
    const res = await dietitianB.client.post('/api/v1/diet-plans/generate', {
      patientId: pid,
      menuDays: 1,
      targets: TARGETS,
      scope: { kind: 'plan' },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
