/**
 * The exercise library: the wger rows (organization null, every practice) and the caller's practice's
 * own exercises, searched with typos (pg_trgm word similarity on name and aliases, accents folded)
 * and filtered by muscle, equipment and category. Nothing is held in memory: the 872 rows live in
 * the database (migration 0026) and each search is one indexed query.
 */
import {
  type Exercise,
  type ExerciseCreateInput,
  type ExerciseFacets,
  type ExercisePage,
  type ExerciseQuery,
  exerciseCreateSchema,
  exerciseQuerySchema,
} from '@verdant/shared';
import { and, asc, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { exercise } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { cappedCount, numberedPage, pageOffset } from '../../platform/paging.ts';
import { actorUserId, type ServiceContext } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { requireFitness } from './policy.ts';

export type ExerciseRow = typeof exercise.$inferSelect;

const ACCENTS_FROM = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿ';
const ACCENTS_TO = 'aaaaaaaeeeeeiiiiiooooooouuuuuncyy';

/** Lower case without accents: what `search_text` holds. */
export function foldText(s: string): string {
  return [...s.toLowerCase()]
    .map((c) => {
      const i = ACCENTS_FROM.indexOf(c);
      return i >= 0 ? ACCENTS_TO[i] : c;
    })
    .join('')
    .trim();
}

export function toExercise(row: ExerciseRow): Exercise {
  return {
    id: row.id,
    name: row.name,
    aliases: row.aliases,
    category: row.category,
    primaryMuscles: row.primaryMuscles,
    secondaryMuscles: row.secondaryMuscles,
    equipment: row.equipment,
    description: row.description,
    license: row.license,
    licenseAuthor: row.licenseAuthor,
    wgerId: row.wgerId,
    own: row.organizationId !== null,
  };
}

/** The library and the caller's practice's own exercises. */
export function visibleExercises(ctx: ServiceContext): SQL {
  const org = activeOrganization(ctx, ['practice']);
  return or(isNull(exercise.organizationId), sql`${exercise.organizationId} = ${org.id}`)!;
}

export async function searchExercises(ctx: ServiceContext, raw: ExerciseQuery): Promise<ExercisePage> {
  requireFitness(ctx, 'library');
  const query = exerciseQuerySchema.parse(raw);
  const conditions = [visibleExercises(ctx)];
  if (query.muscle) {
    conditions.push(
      sql`(${exercise.primaryMuscles} @> array[${query.muscle}]::text[] or ${exercise.secondaryMuscles} @> array[${query.muscle}]::text[])`,
    );
  }
  if (query.equipment) conditions.push(sql`${exercise.equipment} @> array[${query.equipment}]::text[]`);
  if (query.category) conditions.push(sql`${exercise.category} = ${query.category}`);
  const q = query.q ? foldText(query.q) : '';
  let order: SQL[] = [asc(exercise.name), asc(exercise.id)];
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const joined = `%${q.replace(/\s+/g, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // a substring (spaces ignored: "benchpress"), or a close word, a typo: "sqat", "dumbel curl"
    conditions.push(
      sql`(${exercise.searchText} like ${like} or replace(${exercise.searchText}, ' ', '') like ${joined} or word_similarity(${q}, ${exercise.searchText}) >= 0.3)`,
    );
    const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // the name itself, then names starting with it, then containing it, then the closest words
    order = [
      sql`(${exercise.searchText} = ${q}) desc`,
      sql`(${exercise.searchText} like ${prefix}) desc`,
      sql`(${exercise.searchText} like ${like}) desc`,
      sql`word_similarity(${q}, ${exercise.searchText}) desc`,
      asc(exercise.name),
      asc(exercise.id),
    ];
  }
  const where = and(...conditions)!;
  const [rows, counted] = await Promise.all([
    ctx.db
      .select()
      .from(exercise)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize + 1)
      .offset(pageOffset(query)),
    cappedCount(ctx.db, exercise, where),
  ]);
  return numberedPage(query, rows, counted, toExercise);
}

export async function exerciseFacets(ctx: ServiceContext): Promise<ExerciseFacets> {
  requireFitness(ctx, 'library');
  const where = visibleExercises(ctx);
  const distinct = async (expr: SQL) => {
    const rows = await ctx.db
      .selectDistinct({ v: sql<string>`${expr}` })
      .from(exercise)
      .where(where);
    return rows.filter((r) => r.v).sort((a, b) => a.v.localeCompare(b.v, 'en'));
  };
  const [muscles, equipment, categories] = await Promise.all([
    distinct(sql`unnest(${exercise.primaryMuscles} || ${exercise.secondaryMuscles})`),
    distinct(sql`unnest(${exercise.equipment})`),
    distinct(sql`${exercise.category}`),
  ]);
  return {
    muscles: muscles.map((r) => r.v),
    equipment: equipment.map((r) => r.v),
    categories: categories.map((r) => r.v),
  };
}

export async function createExercise(ctx: ServiceContext, raw: ExerciseCreateInput): Promise<Exercise> {
  requireFitness(ctx, 'routines');
  const input = exerciseCreateSchema.parse(raw);
  const org = activeOrganization(ctx, ['practice']);
  const [row] = await ctx.db
    .insert(exercise)
    .values({
      organizationId: org.id,
      name: input.name,
      category: input.category,
      primaryMuscles: input.primaryMuscles,
      equipment: input.equipment,
      description: input.description,
      license: null,
      licenseAuthor: '',
      searchText: foldText(input.name),
      createdByUserId: actorUserId(ctx),
    })
    .returning();
  await audit(ctx, { action: 'exercise.create', resourceType: 'exercise', resourceId: row!.id });
  return toExercise(row!);
}

/** The visible exercises with these ids, by id (unknown or another practice's ids are absent). */
export async function exercisesById(
  ctx: ServiceContext,
  ids: Iterable<string>,
): Promise<Map<string, ExerciseRow>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(exercise)
    .where(and(inArray(exercise.id, wanted), visibleExercises(ctx)));
  return new Map(rows.map((r) => [r.id, r]));
}
