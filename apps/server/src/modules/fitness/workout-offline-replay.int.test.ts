/**
 * ADR 0054 (after ADR 0046): the client's phone keeps a workout session logged without signal in its
 * outbox and sends it later with the Idempotency-Key made when it was first tried. The server makes
 * it once whatever happens to the answers: sent again, sent by two tabs at once, or sent days later
 * (a past date is a normal session). The same key with another session is refused and changes
 * nothing; a session refused for good keeps no key, so the corrected one goes through.
 */
import type { Routine } from '@verdant/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patient, workoutSession } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { routineBody } from './test-fixtures.ts';

// the business clock: Wednesday 2026-03-18
const NOW = Date.parse('2026-03-18T12:00:00Z');
let t: TestApp;
let trainer: { id: string; client: TestClient };
let client: { id: string; client: TestClient };
let routine: Routine;

const path = () => `/api/v1/me/routines/${routine.id}/sessions`;
const sessions = async () =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(workoutSession)
        .where(eq(workoutSession.routineId, routine.id))
    )[0]!.n,
  );

function body(performedOn: string, load = 40, feeling: number | null = 4) {
  return {
    dayIndex: 0,
    performedOn,
    feeling,
    notes: 'logged in the gym basement',
    sets: routine.days[0]!.exercises.flatMap((ex, exerciseIndex) =>
      ex.sets.map((s, setIndex) => ({
        exerciseIndex,
        setIndex,
        done: true,
        reps: s.reps,
        seconds: null,
        loadKg: load,
      })),
    ),
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  const practice = await t.createPractice('Fuerza Norte');
  trainer = await t.signedIn({
    roles: ['fitness'],
    memberships: [{ organizationId: practice, orgRole: 'member' }],
  });
  client = await t.signedIn({ roles: ['patient'], memberships: [] });
  const created = await trainer.client.post('/api/v1/patients', {
    firstName: 'Grace',
    lastName: 'Okafor',
    email: uniqueEmail('gym'),
  });
  expect(created.status, created.text).toBe(201);
  await t.database.db
    .update(patient)
    .set({ userId: client.id, platformAccess: 'platform_user' })
    .where(eq(patient.id, created.body.id));
  const library = await trainer.client.get('/api/v1/exercises?q=squat&pageSize=2');
  const template = await trainer.client.post(
    '/api/v1/routines',
    routineBody(library.body.items.map((e: { id: string }) => e.id)),
  );
  expect(template.status, template.text).toBe(201);
  const assigned = await trainer.client.post(`/api/v1/routines/${template.body.id}/assign`, {
    patientId: created.body.id,
    startDate: '2026-03-02',
  });
  expect(assigned.status, assigned.text).toBe(201);
  routine = assigned.body;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('a workout session sent again with its Idempotency-Key is logged once', () => {
  it('replayed after a lost answer: one session, the first answer again; the trainer’s adherence counts it once', async () => {
    const headers = { 'idempotency-key': 'phone-4c1d-workout-1' };
    const first = await client.client.post(path(), body('2026-03-16'), { headers });
    expect(first.status, first.text).toBe(201);
    for (let i = 0; i < 2; i++) {
      const again = await client.client.post(path(), body('2026-03-16'), { headers });
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body.id).toBe(first.body.id);
    }
    expect(await sessions()).toBe(1);
    const seen = (await trainer.client.get(`/api/v1/routines/${routine.id}`)).body as Routine;
    expect(seen.progress!.adherence.at(-1)).toEqual({ weekStart: '2026-03-16', done: 1, planned: 1 });
    expect(seen.progress!.sessions).toHaveLength(1);
  });

  it('two tabs flushing the same queued session at once still make one', async () => {
    const headers = { 'idempotency-key': 'phone-4c1d-workout-2' };
    const before = await sessions();
    const [a, b] = await Promise.all([
      client.client.post(path(), body('2026-03-17', 42.5), { headers }),
      client.client.post(path(), body('2026-03-17', 42.5), { headers }),
    ]);
    const statuses = [a.status, b.status].sort();
    // the loser either waits for the answer or is told the key is in progress (the phone retries)
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    if (statuses[1] === 201) expect(a.body.id).toBe(b.body.id);
    expect(await sessions()).toBe(before + 1);
  });

  it('a session from days ago sent when the signal is back is logged on its own date', async () => {
    const late = await client.client.post(path(), body('2026-03-09', 40, 3), {
      headers: { 'idempotency-key': 'phone-4c1d-workout-3' },
    });
    expect(late.status, late.text).toBe(201);
    expect(late.body.performedOn).toBe('2026-03-09');
    const seen = (await trainer.client.get(`/api/v1/routines/${routine.id}`)).body as Routine;
    expect(seen.progress!.adherence.find((w) => w.weekStart === '2026-03-09')).toEqual({
      weekStart: '2026-03-09',
      done: 1,
      planned: 1,
    });
  });

  it('the same key with another session is refused and changes nothing', async () => {
    const before = await sessions();
    const conflict = await client.client.post(path(), body('2026-03-16', 60), {
      headers: { 'idempotency-key': 'phone-4c1d-workout-1' },
    });
    expect(conflict.status).toBe(409);
    expect(await sessions()).toBe(before);
    const rows = await t.database.db
      .select({ sets: workoutSession.sets })
      .from(workoutSession)
      .where(and(eq(workoutSession.routineId, routine.id), eq(workoutSession.performedOn, '2026-03-16')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sets.every((s) => s.loadKg === 40)).toBe(true);
  });

  it('a session refused for good keeps no key: corrected, the same change goes through', async () => {
    const headers = { 'idempotency-key': 'phone-4c1d-workout-4' };
    const before = await sessions();
    const future = await client.client.post(path(), body('2026-03-19'), { headers });
    expect(future.status).toBe(400);
    expect(await sessions()).toBe(before);
    const fixed = await client.client.post(path(), body('2026-03-18'), { headers });
    expect(fixed.status, fixed.text).toBe(201);
    expect(await sessions()).toBe(before + 1);
  });
});
