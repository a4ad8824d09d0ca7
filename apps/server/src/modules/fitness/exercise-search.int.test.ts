/**
 * The library search ranks the shared exercises in memory (trigram.ts): these tests hold it to the
 * database's own answer — pg_trgm's word_similarity on every library row, and the whole ranked result
 * of the SQL search it replaced (own exercises included, another practice's never).
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exercise } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/app.ts';
import { foldText } from './exercises.ts';
import { trigramsOf, wordSimilarity } from './trigram.ts';

let t: TestApp;
let practiceA: string;
let trainerA: { id: string; client: TestClient };
let trainerB: { id: string; client: TestClient };

const QUERIES = [
  'sqat',
  'squat',
  'benchpres',
  'dumbel curl',
  'press',
  'curl',
  'kettle bel swing',
  'pull up',
  'remo',
  'ab',
  'sled push',
  'lunge walking',
  'Élévation',
];

beforeAll(async () => {
  t = await createTestApp();
  practiceA = await t.createPractice('Fuerza Norte');
  const practiceB = await t.createPractice('Other Gym');
  trainerA = await t.signedIn({
    roles: ['fitness'],
    memberships: [{ organizationId: practiceA, orgRole: 'member' }],
  });
  trainerB = await t.signedIn({
    roles: ['fitness'],
    memberships: [{ organizationId: practiceB, orgRole: 'member' }],
  });
  for (const [client, name] of [
    [trainerA.client, 'Sled push heavy'],
    [trainerA.client, 'Squat to box (own)'],
    [trainerB.client, 'Sled push other gym'],
  ] as const) {
    const res = await client.post('/api/v1/exercises', {
      name,
      category: 'Legs',
      primaryMuscles: ['Quadriceps femoris (Quads)'],
      equipment: ['Sled'],
      description: 'Push the loaded sled 20 m with short steps.',
    });
    expect(res.status, res.text).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('the in-memory library search', () => {
  it("computes pg_trgm's word_similarity exactly, on every library row", async () => {
    const rows = await t.database.db
      .select({ id: exercise.id, text: exercise.searchText })
      .from(exercise)
      .where(isNull(exercise.organizationId));
    expect(rows.length).toBe(872);
    const mismatches: string[] = [];
    for (const q of QUERIES.map(foldText)) {
      const db = await t.database.db
        .select({ id: exercise.id, s: sql<number>`word_similarity(${q}, ${exercise.searchText})` })
        .from(exercise)
        .where(isNull(exercise.organizationId));
      const byId = new Map(db.map((r) => [r.id, Number(r.s)]));
      const qt = trigramsOf(q);
      for (const r of rows) {
        const mine = wordSimilarity(qt, trigramsOf(r.text));
        if (Math.abs(mine - byId.get(r.id)!) > 1e-6)
          mismatches.push(`${q} / ${r.text}: ${mine} ≠ ${byId.get(r.id)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('answers what the SQL search answered: the same exercises in the same order, own ones included', async () => {
    for (const [q, filter] of [
      ...QUERIES.map((q) => [q, {}] as const),
      ['press', { equipment: 'Barbell' }],
      ['curl', { muscle: 'Biceps brachii (Biceps)' }],
      ['sled', { category: 'Legs' }],
    ] as const) {
      const f = foldText(q);
      const like = `%${f}%`;
      const joined = `%${f.replace(/\s+/g, '')}%`;
      const conditions = [
        or(isNull(exercise.organizationId), eq(exercise.organizationId, practiceA))!,
        sql`(${exercise.searchText} like ${like} or replace(${exercise.searchText}, ' ', '') like ${joined} or word_similarity(${f}, ${exercise.searchText}) >= 0.3)`,
      ];
      const params = new URLSearchParams({ q, pageSize: '50' });
      if ('equipment' in filter) {
        conditions.push(sql`${exercise.equipment} @> array[${filter.equipment}]::text[]`);
        params.set('equipment', filter.equipment);
      }
      if ('muscle' in filter) {
        conditions.push(
          sql`(${exercise.primaryMuscles} @> array[${filter.muscle}]::text[] or ${exercise.secondaryMuscles} @> array[${filter.muscle}]::text[])`,
        );
        params.set('muscle', filter.muscle);
      }
      if ('category' in filter) {
        conditions.push(sql`${exercise.category} = ${filter.category}`);
        params.set('category', filter.category);
      }
      // the SQL search as it was (names in code point order, as the in-memory one sorts them)
      const expected = await t.database.db
        .select({ id: exercise.id })
        .from(exercise)
        .where(and(...conditions))
        .orderBy(
          sql`(${exercise.searchText} = ${f}) desc`,
          sql`(${exercise.searchText} like ${`${f}%`}) desc`,
          sql`(${exercise.searchText} like ${like}) desc`,
          sql`word_similarity(${f}, ${exercise.searchText}) desc`,
          sql`${exercise.name} collate "C"`,
          sql`${exercise.id}`,
        );
      const got: string[] = [];
      let total = 0;
      for (let page = 1; page <= 40; page++) {
        params.set('page', String(page));
        const res = await trainerA.client.get(`/api/v1/exercises?${params}`);
        expect(res.status, res.text).toBe(200);
        total = res.body.total;
        got.push(...res.body.items.map((e: { id: string }) => e.id));
        if (got.length >= total || res.body.items.length === 0) break;
      }
      const label = `${q} ${JSON.stringify(filter)}`;
      expect([label, total, got]).toEqual([label, expected.length, expected.map((r) => r.id)]);
    }
  });

  it("finds the practice's own exercises by typo, and never another practice's", async () => {
    const mine = (await trainerA.client.get('/api/v1/exercises?q=sled pusj')).body.items;
    expect(mine.map((e: { name: string }) => e.name)).toContain('Sled push heavy');
    expect(mine.map((e: { name: string }) => e.name)).not.toContain('Sled push other gym');
  });
});
