/**
 * Provider profiles: a professional's public profile with services and weekly availability, the
 * `/care` directory search, and open slots.
 */
import type {
  AvailabilityRule,
  Currency,
  MyProviderProfile,
  ProviderCard,
  ProviderProfileData,
  ProviderService,
  ProviderType,
  PublicProvider,
  Role,
} from '@verdant/shared';
import { and, arrayContains, asc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../../db/client.ts';
import { providerDirectory, providerProfile, providerService } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import {
  actorUserId,
  principalIn,
  type ServiceContext,
  withTransaction,
} from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { isUuid } from '../../platform/params.ts';

type ProfileRow = typeof providerProfile.$inferSelect;
type ServiceRow = typeof providerService.$inferSelect;

/** Lower-case, accents removed: what the search columns hold and what queries are compared in. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The words of a search text: folded, split on anything that is not a letter or digit. */
export function searchWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words are indexed and matched on their first 20 characters. */
export const MAX_PREFIX = 20;

/**
 * Every prefix of 2 to 20 characters of every word (queries ignore one-character words).
 */
export function wordPrefixes(words: readonly string[]): string[] {
  const out = new Set<string>();
  for (const word of words) {
    for (let n = 2; n <= Math.min(MAX_PREFIX, word.length); n++) out.add(word.slice(0, n));
  }
  return [...out];
}

/** The derived search columns of a directory row. */
export function searchColumns(p: {
  displayName: string;
  specialties: string[];
  city?: string | null | undefined;
  country?: string | null | undefined;
}) {
  return {
    sortKey: fold(p.displayName),
    searchPrefixes: wordPrefixes(searchWords([p.displayName, ...p.specialties].join(' '))),
    specialtyKeys: p.specialties.map(fold),
    specialtyPrefixes: wordPrefixes(searchWords(p.specialties.join(' '))),
    locationText: fold([p.city, p.country].filter(Boolean).join(' | ')),
  };
}

function toService(s: ServiceRow): ProviderService {
  return {
    id: s.id,
    name: s.name,
    durationMinutes: s.durationMinutes,
    priceMinor: s.priceMinor,
    currency: s.currency as Currency,
    mode: s.mode,
  };
}

/**
 * The fields a profile shows on its directory card, then those its page adds: written once, copied by
 * the public profile, the directory row, the saved profile and the seed.
 */
export const CARD_FIELDS = [
  'type',
  'displayName',
  'headline',
  'specialties',
  'languages',
  'city',
  'country',
  'online',
  'inPerson',
] as const satisfies readonly (keyof ProfileRow)[];
export const PAGE_FIELDS = [...CARD_FIELDS, 'bio', 'timeZone'] as const;
export type CardFields = Pick<ProfileRow, (typeof CARD_FIELDS)[number]>;
export type PageFields = Pick<ProfileRow, (typeof PAGE_FIELDS)[number]>;

/** Copies `keys` of `source` into a new object (and nothing else). */
export function pickFields<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = source[k];
  return out;
}

function toPublic(p: ProfileRow, services: ServiceRow[]): PublicProvider {
  return {
    id: p.id,
    ...pickFields(p, PAGE_FIELDS),
    services: services.map(toService),
    availability: p.availability,
    bookingWindowDays: p.bookingWindowDays,
  };
}

async function servicesOf(db: DbOrTx, profileId: string): Promise<ServiceRow[]> {
  return db
    .select()
    .from(providerService)
    .where(eq(providerService.profileId, profileId))
    .orderBy(asc(providerService.position), asc(providerService.createdAt));
}

export async function getMyProfile(ctx: ServiceContext): Promise<MyProviderProfile> {
  const { db } = ctx;
  const userId = actorUserId(ctx) ?? '';
  const [p] = await db.select().from(providerProfile).where(eq(providerProfile.userId, userId));
  if (!p) throw new AppError('NOT_FOUND');
  return {
    ...toPublic(p, await servicesOf(db, p.id)),
    maxNewPatientsPerDay: p.maxNewPatientsPerDay,
    published: p.published,
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The role a profile type needs. */
const TYPE_ROLE: Record<ProviderType, Role> = {
  dietitian: 'dietitian',
  medical: 'medical',
  fitness: 'fitness',
  lab: 'lab',
};

/**
 * Creates or replaces the caller's profile, listed under their active organization (ADR 0022: the
 * role of its type is held there); services are matched by id (kept), added or removed.
 */
export async function saveMyProfile(
  ctx: ServiceContext,
  input: ProviderProfileData,
): Promise<MyProviderProfile> {
  const principal = principalIn(ctx);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  if (!principal.roles.includes(TYPE_ROLE[input.type])) throw fieldError({ type: 'invalidOption' });
  if (!ctx.organization) {
    throw new AppError('FORBIDDEN', 'Join or create a practice before publishing a profile.', {
      reason: 'noOrganization',
    });
  }
  const organizationId = activeOrganization(ctx).id;
  await withTransaction(ctx, async (t) => {
    const tx = t.db;
    const [existing] = await tx
      .select({
        id: providerProfile.id,
        organizationId: providerProfile.organizationId,
        publishedAt: providerProfile.publishedAt,
      })
      .from(providerProfile)
      .where(eq(providerProfile.userId, principal.userId))
      .for('update');
    const now = t.now();
    const values = {
      userId: principal.userId,
      organizationId,
      ...pickFields(input, PAGE_FIELDS),
      city: input.city ?? null,
      country: input.country ?? null,
      availability: sortRules(input.availability),
      bookingWindowDays: input.bookingWindowDays,
      maxNewPatientsPerDay: input.maxNewPatientsPerDay,
      published: input.published,
      publishedAt: input.published ? (existing?.publishedAt ?? now) : (existing?.publishedAt ?? null),
      updatedAt: now,
    };
    const [saved] = existing
      ? await tx
          .update(providerProfile)
          .set(values)
          .where(eq(providerProfile.id, existing.id))
          .returning({ id: providerProfile.id })
      : await tx.insert(providerProfile).values(values).returning({ id: providerProfile.id });
    const profileId = saved!.id;

    const current = await servicesOf(tx, profileId);
    const currentIds = new Set(current.map((s) => s.id));
    const keep = input.services.filter((s) => s.id && currentIds.has(s.id)).map((s) => s.id as string);
    if (current.length) {
      await tx
        .delete(providerService)
        .where(
          keep.length
            ? and(eq(providerService.profileId, profileId), notInArray(providerService.id, keep))
            : eq(providerService.profileId, profileId),
        );
    }
    for (const [position, s] of input.services.entries()) {
      const row = {
        name: s.name,
        durationMinutes: s.durationMinutes,
        priceMinor: s.priceMinor,
        currency: s.currency,
        mode: s.mode,
        position,
      };
      if (s.id && currentIds.has(s.id)) {
        await tx.update(providerService).set(row).where(eq(providerService.id, s.id));
      } else {
        await tx.insert(providerService).values({ ...row, profileId });
      }
    }
    await syncDirectory(tx, profileId);
  });
  return getMyProfile(ctx);
}

function sortRules(rules: readonly AvailabilityRule[]): AvailabilityRule[] {
  return [...rules]
    .map((r) => ({ weekday: r.weekday, start: r.start, end: r.end }))
    .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
}

/**
 * Rewrites the directory row of a profile: present (with fresh card and search columns) while the
 * profile is published, absent otherwise. Call in the transaction that changed the profile.
 */
export async function syncDirectory(tx: DbOrTx, profileId: string): Promise<void> {
  await tx.delete(providerDirectory).where(eq(providerDirectory.profileId, profileId));
  const [p] = await tx.select().from(providerProfile).where(eq(providerProfile.id, profileId));
  if (!p?.published) return;
  const services = await servicesOf(tx, profileId);
  await tx.insert(providerDirectory).values(directoryRow(p, services));
}

/** The directory row of a published profile. */
export function directoryRow(
  p: CardFields & Pick<ProfileRow, 'id'>,
  services: readonly { priceMinor: number; currency: string }[],
): typeof providerDirectory.$inferInsert {
  const cheapest = [...services].sort((a, b) => a.priceMinor - b.priceMinor)[0];
  return {
    profileId: p.id,
    ...pickFields(p, CARD_FIELDS),
    fromPriceMinor: cheapest?.priceMinor ?? null,
    currency: cheapest?.currency ?? null,
    ...searchColumns(p),
  };
}

export interface ProviderSearch {
  q?: string | undefined;
  type?: ProviderType | undefined;
  specialty?: string | undefined;
  language?: string | undefined;
  location?: string | undefined;
  mode?: 'online' | 'in_person' | undefined;
  page: number;
  pageSize: number;
}

const d = providerDirectory;

/** The filters of a search (besides `q`), on `provider_directory`. */
function filterConditions(s: ProviderSearch): SQL[] {
  const conditions: SQL[] = [];
  if (s.type) conditions.push(eq(d.type, s.type));
  if (s.specialty?.trim()) {
    // Every word of two or more characters must start a word of one of the specialties
    // ("diabetes" finds "Diabetes management"); with no such word, the exact specialty.
    const words = queryWords(s.specialty);
    conditions.push(
      words.length
        ? arrayContains(d.specialtyPrefixes, words)
        : arrayContains(d.specialtyKeys, [fold(s.specialty)]),
    );
  }
  if (s.language?.trim()) conditions.push(arrayContains(d.languages, [s.language.trim().toLowerCase()]));
  const location = fold(s.location ?? '');
  if (location) conditions.push(sql`${d.locationText} like ${`%${likeEscape(location)}%`}`);
  if (s.mode === 'online') conditions.push(eq(d.online, true));
  if (s.mode === 'in_person') conditions.push(eq(d.inPerson, true));
  return conditions;
}

/**
 * The words of `q` as they are indexed: every one must start a word of the name or a specialty.
 * One-character words are ignored (only two or more characters narrow the search).
 */
export function queryWords(q: string | undefined): string[] {
  const words = searchWords(q ?? '')
    .filter((w) => w.length > 1)
    .map((w) => w.slice(0, MAX_PREFIX));
  return [...new Set(words)].slice(0, 6);
}

const CARD_COLUMNS = sql`profile_id as "id", type, display_name as "displayName", headline, specialties, languages,
  city, country, online, in_person as "inPerson", from_price_minor as "fromPriceMinor", currency`;

type CardRow = ProviderCard;

function toCard(r: CardRow): ProviderCard {
  return {
    id: r.id,
    type: r.type,
    displayName: r.displayName,
    headline: r.headline,
    specialties: r.specialties,
    languages: r.languages,
    city: r.city,
    country: r.country,
    online: r.online,
    inPerson: r.inPerson,
    fromPriceMinor: r.fromPriceMinor === null ? null : Number(r.fromPriceMinor),
    currency: r.currency,
  };
}

/**
 * The `/care` search: published providers ordered by name (accent- and case-insensitive), one page
 * and the exact total, from the narrow `provider_directory` table. With `q`, the matches come from
 * the GIN index into a materialised CTE and are sorted there (otherwise the planner may walk the
 * name index filtering thousands of rows for a name far down the alphabet), the total riding along
 * as a window count. Without `q`, the page walks the name index and the total is a separate count,
 * skipped when the page itself shows it.
 */
export async function searchProviders(db: Db, s: ProviderSearch) {
  const conditions = filterConditions(s);
  const words = queryWords(s.q);
  if (words.length) conditions.unshift(arrayContains(d.searchPrefixes, words));
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const offset = (s.page - 1) * s.pageSize;
  const count = async () => {
    const [row] = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*) as n from ${d} where ${where}`),
    );
    return Number(row?.n ?? 0);
  };
  if (words.length) {
    const rows = rowsOf<CardRow & { total: number | string }>(
      await db.execute(sql`
        with matches as materialized (select ${CARD_COLUMNS}, sort_key from ${d} where ${where})
        select *, count(*) over () as total from matches
        order by sort_key, "id" limit ${s.pageSize} offset ${offset}`),
    );
    const total = rows.length ? Number(rows[0]!.total) : offset > 0 ? await count() : 0;
    return { items: rows.map(toCard), total, page: s.page, pageSize: s.pageSize };
  }
  const rows = rowsOf<CardRow>(
    await db.execute(sql`
      select ${CARD_COLUMNS} from ${d} where ${where}
      order by sort_key, profile_id limit ${s.pageSize} offset ${offset}`),
  );
  const partial = rows.length < s.pageSize && (rows.length > 0 || offset === 0);
  const total = partial ? offset + rows.length : await count();
  return { items: rows.map(toCard), total, page: s.page, pageSize: s.pageSize };
}

/** A published profile with its services; NOT_FOUND for unknown or unpublished ones. */
export async function getPublishedProfile(
  db: DbOrTx,
  id: string,
): Promise<{ row: ProfileRow; services: ServiceRow[] }> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(providerProfile)
    .where(and(eq(providerProfile.id, id), eq(providerProfile.published, true)));
  if (!row) throw new AppError('NOT_FOUND');
  return { row, services: await servicesOf(db, row.id) };
}

export async function getPublicProvider(db: Db, id: string): Promise<PublicProvider> {
  const { row, services } = await getPublishedProfile(db, id);
  return toPublic(row, services);
}

/** Published profiles for the sitemap. */
export async function publishedProvidersForSitemap(db: Db) {
  return db
    .select({ id: providerProfile.id, type: providerProfile.type, updatedAt: providerProfile.updatedAt })
    .from(providerProfile)
    .where(eq(providerProfile.published, true))
    .orderBy(asc(providerProfile.displayName), asc(providerProfile.id));
}

export function findService(services: ServiceRow[], serviceId: string): ServiceRow {
  const service = services.find((s) => s.id === serviceId);
  if (!service) throw fieldError({ serviceId: 'serviceInvalid' });
  return service;
}
