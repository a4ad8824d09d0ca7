/**
 * The exercise library: the wger rows (organization null, every practice) and the caller's practice's
 * own exercises, searched with typos (pg_trgm word similarity on name and aliases, accents folded)
 * and filtered by muscle, equipment and category. The 872 rows live in the database (migration 0026);
 * a search with words ranks them in memory (read once, ADR 0045) and reads only the practice's own.
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
import { LIST_COUNT_CAP } from '@verdant/shared/page';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { exercise } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { cappedCount, numberedPage, pageOffset } from '../../platform/paging.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { newStorageKey, type StoredObject } from '../../platform/storage.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { requireFitness } from './policy.ts';
import { TrigramDictionary, trigramsOf, wordSimilarity } from './trigram.ts';

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
    // the key changes with every upload, so its tail makes the address change too (no stale cache)
    imageUrl: row.imageKey ? `/api/v1/exercises/${row.id}/image?v=${row.imageKey.slice(-8)}` : null,
  };
}

/** The image of a practice's own exercise: PNG or JPEG (by content), at most this size. */
export const EXERCISE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_MIME = { png: 'image/png', jpeg: 'image/jpeg' } as const;

function sniffImage(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** One of the caller's practice's own exercises (the library's and another practice's are NOT_FOUND). */
export async function ownExercise(ctx: ServiceContext, id: string): Promise<ExerciseRow> {
  const org = activeOrganization(ctx, ['practice']);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await ctx.db
    .select()
    .from(exercise)
    .where(and(eq(exercise.id, id), eq(exercise.organizationId, org.id)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Sets (or replaces) the image of a practice's own exercise; the bytes go through platform/storage.ts. */
export async function setExerciseImage(
  ctx: ServiceContext,
  id: string,
  bytes: Uint8Array,
): Promise<Exercise> {
  requireFitness(ctx, 'routines');
  const current = await ownExercise(ctx, id);
  if (bytes.byteLength > EXERCISE_IMAGE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'An exercise image can be at most 2 MiB.', {
      maxBytes: EXERCISE_IMAGE_MAX_BYTES,
    });
  }
  const type = sniffImage(bytes);
  if (!type)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'An exercise image is a PNG or JPEG file.', {
      allowed: ['png', 'jpeg'],
    });
  const key = newStorageKey('exercise-images', current.organizationId!);
  await ctx.storage.put(key, bytes, IMAGE_MIME[type]);
  try {
    const row = await withTransaction(ctx, async (tx) => {
      const [updated] = await tx.db
        .update(exercise)
        .set({ imageKey: key, imageType: type })
        .where(eq(exercise.id, current.id))
        .returning();
      await audit(tx, { action: 'exercise.image', resourceType: 'exercise', resourceId: current.id });
      return updated!;
    });
    if (current.imageKey) await ctx.storage.delete(current.imageKey).catch(() => undefined);
    return toExercise(row);
  } catch (err) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** The image's bytes for a reader of the library (only the practice's own exercises have one). */
export async function exerciseImage(
  ctx: ServiceContext,
  id: string,
): Promise<{ object: StoredObject; contentType: string }> {
  requireFitness(ctx, 'library');
  const row = await ownExercise(ctx, id);
  if (!row.imageKey || !row.imageType) throw new AppError('NOT_FOUND');
  const object = await ctx.storage.get(row.imageKey);
  if (!object) throw new AppError('NOT_FOUND');
  return { object, contentType: IMAGE_MIME[row.imageType] };
}

/** The bytes of each exercise's image (for the routine PDF), by exercise id. */
export async function exerciseImageBytes(
  ctx: ServiceContext,
  rows: Iterable<ExerciseRow>,
): Promise<Map<string, Uint8Array>> {
  const out = new Map<string, Uint8Array>();
  for (const row of rows) {
    if (!row.imageKey) continue;
    const object = await ctx.storage.get(row.imageKey);
    if (object) out.set(row.id, new Uint8Array(await new Response(object.stream).arrayBuffer()));
  }
  return out;
}

/** The library and the caller's practice's own exercises. */
export function visibleExercises(ctx: ServiceContext): SQL {
  const org = activeOrganization(ctx, ['practice']);
  return or(isNull(exercise.organizationId), sql`${exercise.organizationId} = ${org.id}`)!;
}

/** The filters of a search, as SQL (muscle, equipment, category). */
function filterConditions(query: ReturnType<typeof exerciseQuerySchema.parse>): SQL[] {
  const conditions: SQL[] = [];
  if (query.muscle) {
    conditions.push(
      sql`(${exercise.primaryMuscles} @> array[${query.muscle}]::text[] or ${exercise.secondaryMuscles} @> array[${query.muscle}]::text[])`,
    );
  }
  if (query.equipment) conditions.push(sql`${exercise.equipment} @> array[${query.equipment}]::text[]`);
  if (query.category) conditions.push(sql`${exercise.category} = ${query.category}`);
  return conditions;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The text search as SQL (what `rankOf` decides in memory): a substring, spaces ignored, or a close word. */
function textCondition(q: string): SQL {
  const like = `%${likeEscape(q)}%`;
  const joined = `%${likeEscape(q.replace(/\s+/g, ''))}%`;
  return sql`(${exercise.searchText} like ${like} or replace(${exercise.searchText}, ' ', '') like ${joined} or word_similarity(${q}, ${exercise.searchText}) >= 0.3)`;
}

/** One row ready to be ranked: its text without spaces, and its trigrams (numbered for the library). */
interface Entry {
  row: ExerciseRow;
  joined: string;
  similarity(q: Query): number;
}
/** A query's folded text, without spaces, its trigrams and their bitmap in the library's dictionary. */
interface Query {
  q: string;
  joined: string;
  trigrams: string[];
  numbered: { found: Uint8Array; unique: number };
}

/**
 * The 872 shared exercises, read once per app (keyed by its config) and kept in memory with their
 * trigrams numbered: they come only from the migrations, so they never change while the server runs.
 * A practice's own exercises are always read from the database.
 */
interface Library {
  dictionary: TrigramDictionary;
  entries: Entry[];
}
const libraries = new WeakMap<object, Promise<Library>>();
const NO_CONFIG = {};

function library(ctx: ServiceContext): Promise<Library> {
  const key = (ctx.config as object | undefined) ?? NO_CONFIG;
  let loaded = libraries.get(key);
  if (!loaded) {
    loaded = ctx.db
      .select()
      .from(exercise)
      .where(isNull(exercise.organizationId))
      .then((rows) => {
        const dictionary = new TrigramDictionary();
        const entries = rows.map((row): Entry => {
          const numbered = dictionary.add(trigramsOf(row.searchText));
          return {
            row,
            joined: row.searchText.replace(/ /g, ''),
            similarity: (q) => dictionary.similarity(q.numbered, numbered),
          };
        });
        return { dictionary, entries };
      });
    libraries.set(key, loaded);
    loaded.catch(() => libraries.delete(key));
  }
  return loaded;
}

/** A practice's own row (read per search, so its trigrams are not numbered). */
function ownEntry(row: ExerciseRow): Entry {
  const trigrams = trigramsOf(row.searchText);
  return {
    row,
    joined: row.searchText.replace(/ /g, ''),
    similarity: (q) => wordSimilarity(q.trigrams, trigrams),
  };
}

/** The rank keys of the SQL search, in its order: the name itself, a prefix, a substring, the closest word. */
type Rank = [equal: boolean, prefix: boolean, substring: boolean, similarity: number];

function rankOf(e: Entry, query: Query): Rank | null {
  const text = e.row.searchText;
  const substring = text.includes(query.q);
  const similarity = e.similarity(query);
  if (!substring && !e.joined.includes(query.joined) && similarity < 0.3) return null;
  return [text === query.q, text.startsWith(query.q), substring, similarity];
}

function matchesFilters(row: ExerciseRow, query: ReturnType<typeof exerciseQuerySchema.parse>): boolean {
  if (
    query.muscle &&
    !row.primaryMuscles.includes(query.muscle) &&
    !row.secondaryMuscles.includes(query.muscle)
  )
    return false;
  if (query.equipment && !row.equipment.includes(query.equipment)) return false;
  return !query.category || row.category === query.category;
}

/** Ranked first: equal, prefix, substring (true first), higher similarity; then name and id (code point order). */
function compareRanked(a: { rank: Rank; row: ExerciseRow }, b: { rank: Rank; row: ExerciseRow }): number {
  for (let i = 0; i < 3; i++) if (a.rank[i] !== b.rank[i]) return a.rank[i] ? -1 : 1;
  if (a.rank[3] !== b.rank[3]) return b.rank[3] - a.rank[3];
  if (a.row.name !== b.row.name) return a.row.name < b.row.name ? -1 : 1;
  return a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0;
}

/**
 * A library search. Without words it is one indexed query, by name. With words (the typo search),
 * the shared library is searched in memory — pg_trgm's word similarity computed in TypeScript
 * (trigram.ts) on trigrams prepared once — and only the practice's own exercises are read from the
 * database (the same conditions in SQL, then ranked the same way), so a search costs one small query.
 */
export async function searchExercises(ctx: ServiceContext, raw: ExerciseQuery): Promise<ExercisePage> {
  requireFitness(ctx, 'library');
  const query = exerciseQuerySchema.parse(raw);
  const org = activeOrganization(ctx, ['practice']);
  const q = query.q ? foldText(query.q) : '';
  if (!q) {
    const where = and(visibleExercises(ctx), ...filterConditions(query))!;
    const [rows, counted] = await Promise.all([
      ctx.db
        .select()
        .from(exercise)
        .where(where)
        .orderBy(asc(exercise.name), asc(exercise.id))
        .limit(query.pageSize + 1)
        .offset(pageOffset(query)),
      cappedCount(ctx.db, exercise, where),
    ]);
    return numberedPage(query, rows, counted, toExercise);
  }
  const [shared, own] = await Promise.all([
    library(ctx),
    ctx.db
      .select()
      .from(exercise)
      .where(and(eq(exercise.organizationId, org.id), ...filterConditions(query), textCondition(q))),
  ]);
  const trigrams = trigramsOf(q);
  const search: Query = {
    q,
    joined: q.replace(/\s+/g, ''),
    trigrams,
    numbered: shared.dictionary.query(trigrams),
  };
  const hits: { rank: Rank; row: ExerciseRow }[] = [];
  for (const e of [...shared.entries, ...own.map(ownEntry)]) {
    if (!matchesFilters(e.row, query)) continue;
    const rank = rankOf(e, search);
    if (rank) hits.push({ rank, row: e.row });
  }
  hits.sort(compareRanked);
  const offset = pageOffset(query);
  const rows = hits.slice(offset, offset + query.pageSize + 1).map((h) => h.row);
  const counted =
    hits.length > LIST_COUNT_CAP
      ? { total: LIST_COUNT_CAP, totalCapped: true }
      : { total: hits.length, totalCapped: false };
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
