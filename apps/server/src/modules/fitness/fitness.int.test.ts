import type { Routine } from '@verdant/shared';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, patient } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { routineBody } from './test-fixtures.ts';

// the business clock: Wednesday 2026-03-18
const NOW = Date.parse('2026-03-18T12:00:00Z');
let t: TestApp;
let trainerA: { id: string; client: TestClient };
let dietitianA: { id: string; client: TestClient };
let staffA: { id: string; client: TestClient };
let trainerB: { id: string; client: TestClient };
let patientUser: { id: string; client: TestClient };

async function newPatient(client: TestClient, over: Record<string, unknown> = {}): Promise<string> {
  const res = await client.post('/api/v1/patients', {
    firstName: 'Marta',
    lastName: 'Ibáñez',
    email: uniqueEmail('fit-patient'),
    dateOfBirth: '1986-05-10',
    gender: 'female',
    heightCm: 168,
    weightKg: 64,
    ...over,
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

async function exerciseIds(client: TestClient, q: string, n: number): Promise<string[]> {
  const res = await client.get(`/api/v1/exercises?q=${encodeURIComponent(q)}&pageSize=${n}`);
  expect(res.status, res.text).toBe(200);
  return res.body.items.map((e: { id: string }) => e.id);
}

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
  t = await createTestApp({}, { now: () => NOW });
  const practiceA = await t.createPractice('Fuerza Norte');
  const practiceB = await t.createPractice('Other Gym');
  const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];
  trainerA = await t.signedIn({ roles: ['fitness'], memberships: member(practiceA) });
  dietitianA = await t.signedIn({ roles: ['dietitian'], memberships: member(practiceA) });
  staffA = await t.signedIn({ roles: ['staff'], memberships: member(practiceA) });
  trainerB = await t.signedIn({ roles: ['fitness'], memberships: member(practiceB) });
  patientUser = await t.signedIn({ roles: ['patient'], memberships: [] });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the exercise library', () => {
  it('holds the 872 wger exercises with their licence and authors, found with typos and filtered by muscle and equipment', async () => {
    const all = await trainerA.client.get('/api/v1/exercises?pageSize=1');
    expect(all.body.total).toBe(872);
    const typo = await trainerA.client.get('/api/v1/exercises?q=benchpres');
    expect(typo.status).toBe(200);
    expect(typo.body.items.some((e: { name: string }) => /bench press/i.test(e.name))).toBe(true);
    const misspelt = await trainerA.client.get('/api/v1/exercises?q=sqat');
    expect(misspelt.body.items.some((e: { name: string }) => /squat/i.test(e.name))).toBe(true);
    const zottman = (await trainerA.client.get('/api/v1/exercises?q=zottman')).body.items[0];
    expect(zottman).toMatchObject({
      name: 'Zottman curl',
      license: 'CC-BY-SA-4.0',
      licenseAuthor: 'meldun',
      wgerId: 1683,
      own: false,
    });
    const facets = (await trainerA.client.get('/api/v1/exercises/facets')).body;
    expect(facets.muscles).toContain('Latissimus dorsi (Lats)');
    expect(facets.equipment).toContain('Kettlebell');
    expect(facets.categories).toEqual([
      'Abs',
      'Arms',
      'Back',
      'Calves',
      'Cardio',
      'Chest',
      'Legs',
      'Shoulders',
    ]);
    const kb = await trainerA.client.get(
      `/api/v1/exercises?equipment=Kettlebell&muscle=${encodeURIComponent('Gluteus maximus (Glutes)')}&pageSize=50`,
    );
    expect(kb.body.items.length).toBeGreaterThan(0);
    for (const e of kb.body.items) {
      expect(e.equipment).toContain('Kettlebell');
      expect([...e.primaryMuscles, ...e.secondaryMuscles]).toContain('Gluteus maximus (Glutes)');
    }
  });

  it("adds a practice's own exercise, seen by that practice only; staff get 403", async () => {
    const created = await trainerA.client.post('/api/v1/exercises', {
      name: 'Sled push Fuerza Norte',
      category: 'Legs',
      primaryMuscles: ['Quadriceps femoris (Quads)'],
      equipment: ['Sled'],
      description: 'Push the loaded sled 20 m, low hips, short steps.',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ own: true, license: null });
    expect((await dietitianA.client.get('/api/v1/exercises?q=sled push fuerza')).body.items[0].id).toBe(
      created.body.id,
    );
    const other = (await trainerB.client.get('/api/v1/exercises?q=sled push fuerza')).body.items;
    expect(other.map((e: { id: string }) => e.id)).not.toContain(created.body.id);
    expect((await staffA.client.get('/api/v1/exercises')).status).toBe(403);
    const bad = await trainerA.client.post('/api/v1/exercises', { name: 'x', category: '', description: '' });
    expect(bad.status).toBe(400);
  });
});

describe('routines', () => {
  it('builds a template, assigns a copy to a client who logs sessions; adherence, volume, records and the progression rule follow', async () => {
    const pid = await newPatient(trainerA.client);
    await t.database.db
      .update(patient)
      .set({ userId: patientUser.id, platformAccess: 'platform_user' })
      .where(eq(patient.id, pid));
    const ids = await exerciseIds(trainerA.client, 'squat', 2);
    const template = await trainerA.client.post('/api/v1/routines', routineBody(ids));
    expect(template.status, template.text).toBe(201);
    expect(template.body.patient).toBeNull();
    expect(template.body.exercises[ids[0]!].license).toBeTruthy();

    // unknown exercise: refused, nothing saved
    const before = (await trainerA.client.get('/api/v1/routines')).body.items.length;
    const unknown = await trainerA.client.post(
      '/api/v1/routines',
      routineBody(['00000000-0000-4000-8000-000000000000']),
    );
    expect(unknown.status).toBe(400);
    expect((await trainerA.client.get('/api/v1/routines')).body.items.length).toBe(before);

    const assigned = await trainerA.client.post(`/api/v1/routines/${template.body.id}/assign`, {
      patientId: pid,
      startDate: '2026-03-02',
    });
    expect(assigned.status, assigned.text).toBe(201);
    const routine: Routine = assigned.body;
    expect(routine.patient?.id).toBe(pid);
    expect(routine.progress?.adherence).toEqual([
      { weekStart: '2026-03-02', done: 0, planned: 1 },
      { weekStart: '2026-03-09', done: 0, planned: 1 },
      { weekStart: '2026-03-16', done: 0, planned: 1 },
    ]);

    // the client sees it and logs a session: every set complete
    const mine = await patientUser.client.get('/api/v1/me/routines');
    expect(mine.body.items.map((r: Routine) => r.id)).toEqual([routine.id]);
    const sets = routine.days[0]!.exercises.flatMap((ex, exerciseIndex) =>
      ex.sets.map((s, setIndex) => ({
        exerciseIndex,
        setIndex,
        done: true,
        reps: s.reps,
        seconds: null,
        loadKg: s.loadKg,
      })),
    );
    const logged = await patientUser.client.post(`/api/v1/me/routines/${routine.id}/sessions`, {
      dayIndex: 0,
      performedOn: '2026-03-17',
      feeling: 4,
      sets,
    });
    expect(logged.status, logged.text).toBe(201);
    expect(logged.body).toMatchObject({ setsDone: 4, setsPlanned: 4, volumeKg: 8 * 40 * 2 + 8 * 50 * 2 });
    // a set outside the day, or a date in the future: refused
    const outside = await patientUser.client.post(`/api/v1/me/routines/${routine.id}/sessions`, {
      dayIndex: 0,
      performedOn: '2026-03-17',
      sets: [{ exerciseIndex: 9, setIndex: 0, done: true, reps: 8, seconds: null, loadKg: 40 }],
    });
    expect(outside.status).toBe(400);
    const future = await patientUser.client.post(`/api/v1/me/routines/${routine.id}/sessions`, {
      dayIndex: 0,
      performedOn: '2026-03-19',
      sets,
    });
    expect(future.status).toBe(400);
    // another user is not this patient
    expect(
      (
        await trainerB.client.post(`/api/v1/me/routines/${routine.id}/sessions`, {
          dayIndex: 0,
          performedOn: '2026-03-17',
          sets,
        })
      ).status,
    ).toBe(404);

    const seen = (await trainerA.client.get(`/api/v1/routines/${routine.id}`)).body as Routine;
    expect(seen.progress!.adherence.at(-1)).toEqual({ weekStart: '2026-03-16', done: 1, planned: 1 });
    expect(seen.progress!.sessions).toHaveLength(1);
    expect(seen.progress!.records[0]!.estimatedOneRepMaxKg).toBeCloseTo(50 * (1 + 8 / 30), 1);
    expect(seen.progress!.volumeByMuscle.reduce((n, m) => n + m.sets, 0)).toBeGreaterThanOrEqual(4);
    // all sets complete: the next targets add 2.5 kg
    expect(seen.nextTargets[0]!.exercises[0]!.sets[0]!.loadKg).toBe(42.5);
    expect(seen.days[0]!.exercises[0]!.sets[0]!.loadKg).toBe(40);
    expect(await auditCount('routine.read', pid)).toBeGreaterThan(0);

    // the PDF: the routine's exercises with their credit, in the asked language
    const pdf = await t.app.request(
      `http://localhost:3000/api/v1/routines/${routine.id}/pdf?lang=es&download=1`,
      {
        headers: {
          origin: 'http://localhost:3000',
          cookie: [...trainerA.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      },
      {
        incoming: {
          socket: { remoteAddress: trainerA.client.ip, remotePort: 40000, remoteFamily: 'IPv4' },
        },
      },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const text = (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.normalize(
      'NFKC',
    );
    expect(text).toContain('Full body A');
    expect(text).toContain('Créditos de los ejercicios');
    expect(text).toMatch(/CC-BY-SA/);
    expect(text).toContain('Marta Ibáñez'.normalize('NFKC'));
    expect(await auditCount('routine.pdf', pid)).toBe(1);

    // another practice: 404, and not in its list
    expect((await trainerB.client.get(`/api/v1/routines/${routine.id}`)).status).toBe(404);
    expect((await trainerB.client.get('/api/v1/routines')).body.items).toEqual([]);
    // an older version is refused
    const { patientId: _p, ...update } = { ...routineBody(ids), patientId: '' };
    const saved = await trainerA.client.put(`/api/v1/routines/${routine.id}`, { ...update, version: 1 });
    expect(saved.status, saved.text).toBe(200);
    expect(
      (await trainerA.client.put(`/api/v1/routines/${routine.id}`, { ...update, version: 1 })).status,
    ).toBe(409);
  });
});

describe('BIA', () => {
  it('computes the figures with their citation, withholds those outside the validated population, refuses impossible input', async () => {
    const pid = await newPatient(dietitianA.client);
    const body = {
      measuredAt: '2026-03-10T09:00:00Z',
      sex: 'F',
      heightCm: 168,
      weightKg: 64,
      ageYears: 39,
      resistanceOhm: 580,
      reactanceOhm: 62,
      device: 'Akern BIA 101',
    };
    const rec = await dietitianA.client.post(`/api/v1/patients/${pid}/bia`, body);
    expect(rec.status, rec.text).toBe(201);
    // Kyle 2001: −4.104 + 0.518·168²/580 + 0.231·64 + 0.130·62 = 43.95 kg
    expect(rec.body.ffm.value).toBeCloseTo(43.9, 1);
    expect(rec.body.ffm.citation).toBe('KYLE2001');
    expect(rec.body.ffm.reference).toMatch(/Kyle UG/);
    expect(rec.body.fatMass.value).toBeCloseTo(20.1, 1);
    expect(rec.body.phaseAngle.value).toBeCloseTo(6.1, 1);
    expect(rec.body.tbw.citation).toBe('SUN2003');

    // 17 years old: outside Kyle 2001 (20-94 y): no number, the reason instead
    const young = await dietitianA.client.post(`/api/v1/patients/${pid}/bia`, { ...body, ageYears: 17 });
    expect(young.body.ffm.value).toBeNull();
    expect(young.body.ffm.warnings.map((w: { code: string }) => w.code)).toContain('kyle2001.age');
    expect(young.body.tbw.value).not.toBeNull();

    const impossible = await dietitianA.client.post(`/api/v1/patients/${pid}/bia`, {
      ...body,
      resistanceOhm: 0,
    });
    expect(impossible.status).toBe(400);
    const history = (await dietitianA.client.get(`/api/v1/patients/${pid}/bia`)).body;
    expect(history.items).toHaveLength(2);
    expect(history.patient.sex).toBe('F');
    // trainer not on the care team, another practice: 404; staff: 403
    expect((await trainerB.client.get(`/api/v1/patients/${pid}/bia`)).status).toBe(404);
    expect((await staffA.client.get(`/api/v1/patients/${pid}/bia`)).status).toBe(403);
    expect(await auditCount('bia.read', pid)).toBe(1);

    // the patient sees their own
    await t.database.db
      .update(patient)
      .set({ userId: patientUser.id, platformAccess: 'platform_user' })
      .where(eq(patient.id, pid));
    const own = (await patientUser.client.get('/api/v1/me/bia')).body.history;
    expect(own.items[0].ffm.value).toBeNull();
  });
});

describe('activity', () => {
  it('computes energy from MET × weight × hours and weekly moderate-equivalent minutes, with Karvonen zones', async () => {
    const pid = await newPatient(trainerA.client, { weightKg: 70 });
    // brisk walking 4.3 MET × 3.5 × 70 / 200 × 40 min = 210.7 kcal
    const walk = await trainerA.client.post(`/api/v1/patients/${pid}/activities`, {
      performedOn: '2026-03-16',
      code: '17200',
      minutes: 40,
    });
    expect(walk.status, walk.text).toBe(201);
    expect(walk.body).toMatchObject({ kcal: 211, weightKg: 70, intensity: 'moderate' });
    // running 6 mph (9.8 MET, vigorous): 30 min count 60 moderate-equivalent minutes
    await trainerA.client.post(`/api/v1/patients/${pid}/activities`, {
      performedOn: '2026-03-17',
      code: '12050',
      minutes: 30,
    });
    const bad = await trainerA.client.post(`/api/v1/patients/${pid}/activities`, {
      performedOn: '2026-03-17',
      code: '99999',
      minutes: 30,
    });
    expect(bad.status).toBe(400);
    const zones = await trainerA.client.put(`/api/v1/patients/${pid}/heart-rate`, {
      restingHr: 60,
      maxHr: 180,
    });
    expect(zones.body.zones[0]).toEqual({ zone: 1, from: 120, to: 132 });
    const o = (await trainerA.client.get(`/api/v1/patients/${pid}/activities`)).body;
    expect(o.weeks).toHaveLength(8);
    expect(o.weeks.at(-1)).toMatchObject({ weekStart: '2026-03-16', moderateEquivalentMinutes: 100 });
    expect(o.who).toMatchObject({ min: 150, max: 300 });
    expect(o.heartRate.zones).toHaveLength(5);
    expect((await trainerB.client.get(`/api/v1/patients/${pid}/activities`)).status).toBe(404);
  });
});
