/**
 * Public-site demo data, seeded with the demo accounts (db/seed/demo.ts): the blog articles, public
 * profiles for the demo dietitian, medical and fitness accounts, and 30 more generated published
 * providers (each with an account that has no password, so nobody can sign in as them) so the `/care`
 * directory has something to search. Deterministic: the same data on every fresh database.
 */
import {
  type AvailabilityRule,
  type Currency,
  DEMO_ACCOUNTS,
  DEMO_EMAIL_DOMAIN,
  type ProviderType,
  type ServiceMode,
} from '@verdant/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { blogPost, organization, providerProfile, providerService, user } from '../db/schema/index.ts';
import { createAccount } from '../modules/accounts/index.ts';
import { createOrganization } from '../modules/organizations/index.ts';
import { PAGE_FIELDS, pickFields, syncDirectory } from '../modules/providers/index.ts';
import demoProfileData from './data/demo-profiles.json' with { type: 'json' };
import providerTypeData from './data/provider-types.json' with { type: 'json' };
import { SEED_POSTS } from './public-site-posts.ts';

export interface SeedService {
  name: string;
  durationMinutes: number;
  priceMinor: number;
  currency: Currency;
  mode?: ServiceMode | null;
}

export interface SeedProfile {
  type: ProviderType;
  displayName: string;
  headline: string;
  specialties: string[];
  languages: string[];
  city: string | null;
  country: string | null;
  online: boolean;
  inPerson: boolean;
  bio: string;
  timeZone: string;
  services: SeedService[];
  availability: AvailabilityRule[];
}

const weekdays = (days: number[], start: string, end: string): AvailabilityRule[] =>
  days.map((weekday) => ({ weekday, start, end }));

/** A profile as `data/demo-profiles.json` holds it: services as rows, hours as days with one range. */
interface ProfileData extends Omit<SeedProfile, 'services' | 'availability'> {
  services: [
    name: string,
    durationMinutes: number,
    priceMinor: number,
    currency: Currency,
    mode?: ServiceMode,
  ][];
  hours: { days: number[]; start: string; end: string }[];
}

function fromData({ services, hours, ...profile }: ProfileData): SeedProfile {
  return {
    ...profile,
    services: services.map(([name, durationMinutes, priceMinor, currency, mode]) => ({
      name,
      durationMinutes,
      priceMinor,
      currency,
      mode: mode ?? null,
    })),
    availability: hours.flatMap((h) => weekdays(h.days, h.start, h.end)),
  };
}

const profileData = demoProfileData as unknown as Record<
  'dietitian' | 'medical' | 'fitness' | 'multi',
  ProfileData
>;

/** Profiles of the demo accounts (keys of DEMO_ACCOUNTS), written out in `data/demo-profiles.json`. */
export const DEMO_PROFILES: Record<'dietitian' | 'medical' | 'fitness', SeedProfile> = {
  dietitian: fromData(profileData.dietitian),
  medical: fromData(profileData.medical),
  fitness: fromData(profileData.fitness),
};

/** The multi-role account's own profile: saved, not published (they can publish it from settings). */
export const MULTI_PROFILE: SeedProfile = fromData(profileData.multi);

// ---------------------------------------------------------------------------------------------
// Generated providers

interface Place {
  city: string;
  country: string;
  timeZone: string;
  currency: Currency;
  /** Price multiplier from a USD base. */
  rate: number;
  languages: string[];
}

/** City, country, time zone, currency, price multiplier from a USD base, languages spoken. */
const PLACES: Place[] = (
  [
    ['Madrid', 'Spain', 'Europe/Madrid', 'EUR', 0.9, ['es', 'en']],
    ['Barcelona', 'Spain', 'Europe/Madrid', 'EUR', 0.9, ['es', 'ca', 'en']],
    ['Sevilla', 'Spain', 'Europe/Madrid', 'EUR', 0.8, ['es']],
    ['Mexico City', 'Mexico', 'America/Mexico_City', 'MXN', 12, ['es', 'en']],
    ['Guadalajara', 'Mexico', 'America/Mexico_City', 'MXN', 10, ['es']],
    ['Buenos Aires', 'Argentina', 'America/Argentina/Buenos_Aires', 'ARS', 900, ['es', 'it']],
    ['Bogotá', 'Colombia', 'America/Bogota', 'COP', 3000, ['es']],
    ['Lima', 'Peru', 'America/Lima', 'PEN', 3, ['es', 'en']],
    ['London', 'United Kingdom', 'Europe/London', 'GBP', 0.8, ['en']],
    ['Toronto', 'Canada', 'America/Toronto', 'CAD', 1.35, ['en', 'fr']],
    ['Sydney', 'Australia', 'Australia/Sydney', 'AUD', 1.5, ['en']],
    ['Berlin', 'Germany', 'Europe/Berlin', 'EUR', 0.9, ['de', 'en']],
    ['Paris', 'France', 'Europe/Paris', 'EUR', 0.95, ['fr', 'en']],
    ['São Paulo', 'Brazil', 'America/Sao_Paulo', 'BRL', 4, ['pt', 'es', 'en']],
    ['Zurich', 'Switzerland', 'Europe/Zurich', 'CHF', 1.1, ['de', 'fr', 'en']],
    ['Miami', 'United States', 'America/New_York', 'USD', 1, ['en', 'es']],
    ['Austin', 'United States', 'America/Chicago', 'USD', 1, ['en']],
    ['Seattle', 'United States', 'America/Los_Angeles', 'USD', 1.1, ['en', 'vi']],
  ] satisfies [string, string, string, Currency, number, string[]][]
).map(([city, country, timeZone, currency, rate, languages]) => ({
  city,
  country,
  timeZone,
  currency,
  rate,
  languages,
}));

const NAMES: [string, string][] = [
  ['Lucía', 'Fernández'],
  ['Javier', 'Morales'],
  ['Carmen', 'Ortega'],
  ['Valentina', 'Rojas'],
  ['Diego', 'Herrera'],
  ['Sofía', 'Castillo'],
  ['Mateo', 'Vargas'],
  ['Camila', 'Torres'],
  ['Oliver', 'Bennett'],
  ['Amelia', 'Hughes'],
  ['Noah', 'Tremblay'],
  ['Chloé', 'Gagnon'],
  ['Isla', 'Mitchell'],
  ['Jack', 'Nguyen'],
  ['Jonas', 'Becker'],
  ['Lea', 'Hoffmann'],
  ['Camille', 'Laurent'],
  ['Hugo', 'Moreau'],
  ['Beatriz', 'Santos'],
  ['Rafael', 'Oliveira'],
  ['Anna', 'Keller'],
  ['Marco', 'Rossi'],
  ['Gabriela', 'Méndez'],
  ['Andrés', 'Salazar'],
  ['Priya', 'Raman'],
  ['Kwame', 'Mensah'],
  ['Hannah', 'Cohen'],
  ['Yuki', 'Tanaka'],
  ['Fatima', 'El Amrani'],
  ['Liam', "O'Connor"],
];

/** Per provider type: specialties to draw from, titles, and services (name, minutes, USD base price). */
const TYPE_DATA = providerTypeData as Record<
  ProviderType,
  {
    specialties: string[];
    titleEn: string;
    titleEs: string;
    /** A fourth element: the service's mode (given only by a profile that offers it). */
    services: [name: string, minutes: number, usd: number, mode?: ServiceMode][];
  }
>;

const AVAILABILITY_PATTERNS: AvailabilityRule[][] = [
  [...weekdays([1, 2, 3, 4, 5], '09:00', '13:00'), ...weekdays([1, 2, 3, 4, 5], '14:00', '18:00')],
  weekdays([1, 3, 5], '08:00', '14:00'),
  [...weekdays([2, 4], '12:00', '20:00'), ...weekdays([6], '09:00', '13:00')],
  weekdays([1, 2, 3, 4], '16:00', '20:00'),
  [...weekdays([1, 2, 3, 4, 5], '07:00', '10:00'), ...weekdays([1, 2, 3, 4, 5], '17:00', '20:00')],
  [...weekdays([1, 2, 3, 4, 5], '08:00', '12:00'), ...weekdays([6], '08:00', '11:00')],
];

const TYPES_CYCLE: ProviderType[] = [
  'dietitian',
  'medical',
  'fitness',
  'dietitian',
  'fitness',
  'medical',
  'dietitian',
  'lab',
];

/** A small deterministic PRNG (mulberry32) so the demo data is the same on every fresh database. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(rand: () => number, list: readonly T[], n: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
  return out;
}

/** Rounds a price to a "shelf" price in minor units (…5 or …0 in the major unit). */
function shelfPrice(major: number): number {
  const step = major >= 1000 ? 100 : major >= 100 ? 5 : 1;
  return Math.max(step, Math.round(major / step) * step) * 100;
}

export interface GeneratedProvider {
  firstName: string;
  lastName: string;
  email: string;
  organizationName: string;
  organizationKind: 'practice' | 'laboratory';
  profile: SeedProfile;
}

/** `count` varied providers (types, specialties, languages, cities, time zones, prices, hours). */
export function generateProviders(
  count: number,
  seed = 2026,
  emailDomain = DEMO_EMAIL_DOMAIN,
): GeneratedProvider[] {
  const rand = prng(seed);
  const out: GeneratedProvider[] = [];
  for (let i = 0; i < count; i++) {
    // The first 30 are the listed pairs; beyond that (benchmarks) first and last names are mixed.
    const round = Math.floor(i / NAMES.length);
    const firstName = NAMES[i % NAMES.length]![0];
    const last = NAMES[round ? (i * 13 + round) % NAMES.length : i]![1];
    const type = TYPES_CYCLE[i % TYPES_CYCLE.length]!;
    const data = TYPE_DATA[type];
    const place = PLACES[(i * 7 + round) % PLACES.length]!;
    const specialties = pick(rand, data.specialties, 2 + Math.floor(rand() * 3));
    const extraLanguage =
      rand() < 0.25 ? pick(rand, ['en', 'es', 'fr', 'de', 'pt', 'it', 'ar', 'zh'], 1) : [];
    const languages = [...new Set([...place.languages, ...extraLanguage])];
    const spanish = languages[0] === 'es';
    const online = type === 'lab' ? false : rand() < 0.75;
    const inPerson = type === 'lab' || !online || rand() < 0.7;
    const years = 3 + Math.floor(rand() * 20);
    const displayName =
      type === 'lab'
        ? `${last} ${spanish ? 'Laboratorio Clínico' : 'Diagnostics'}`
        : type === 'medical'
          ? `Dr. ${firstName} ${last}`
          : `${firstName} ${last}`;
    const title = spanish ? data.titleEs : data.titleEn;
    const [s1, s2] = specialties as [string, string];
    const bio = spanish
      ? `${type === 'lab' ? 'Laboratorio' : title} en ${place.city} con ${years} años de experiencia. Trabajo sobre todo en ${s1.toLowerCase()} y ${s2.toLowerCase()}, con planes claros y seguimiento cercano${online ? ', en consulta o en línea' : ''}.`
      : `${type === 'lab' ? 'Accredited laboratory' : title} in ${place.city} with ${years} years of experience. I focus on ${s1.toLowerCase()} and ${s2.toLowerCase()}, with clear plans and close follow-up${online ? ', in person or online' : ''}.`;
    const services = data.services
      .filter(([, , , mode]) => (mode === 'in_person' ? inPerson : mode ? online : true))
      .slice(0, 2 + Math.floor(rand() * 2))
      .map(([name, minutes, usd, mode]) => ({
        name,
        durationMinutes: minutes,
        priceMinor: shelfPrice(usd * place.rate * (0.8 + rand() * 0.5)),
        currency: place.currency,
        mode: mode ?? null,
      }));
    out.push({
      firstName,
      lastName: last,
      email: `provider-${String(i + 1).padStart(3, '0')}@${emailDomain}`,
      organizationName:
        type === 'lab'
          ? displayName
          : `${last} ${type === 'fitness' ? 'Training' : type === 'medical' ? 'Medical' : 'Nutrition'} (${place.city})`,
      organizationKind: type === 'lab' ? 'laboratory' : 'practice',
      profile: {
        type,
        displayName,
        headline: `${title} · ${specialties.slice(0, 2).join(', ')}`,
        specialties,
        languages,
        city: place.city,
        country: place.country,
        online,
        inPerson,
        bio,
        timeZone: place.timeZone,
        services,
        availability: AVAILABILITY_PATTERNS[Math.floor(rand() * AVAILABILITY_PATTERNS.length)]!,
      },
    });
  }
  return out;
}

/** Inserts a profile (published unless told otherwise), its services and its directory row for a user. */
export async function insertPublishedProfile(
  tx: DbOrTx,
  userId: string,
  organizationId: string,
  p: SeedProfile,
  now = new Date(),
  published = true,
): Promise<string> {
  const [row] = await tx
    .insert(providerProfile)
    .values({
      userId,
      organizationId,
      ...pickFields(p, PAGE_FIELDS),
      availability: p.availability,
      published,
      publishedAt: published ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: providerProfile.id });
  await tx
    .insert(providerService)
    .values(p.services.map((s, position) => ({ ...s, profileId: row!.id, position })));
  await syncDirectory(tx, row!.id);
  return row!.id;
}

export const GENERATED_PROVIDER_COUNT = 30;

/**
 * Seeds the public site. Call after the demo accounts exist (same transaction is fine).
 */
export async function seedPublicSite(tx: DbOrTx, now = new Date()): Promise<void> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const users = await tx
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(inArray(user.email, emails));
  const byKey = new Map(DEMO_ACCOUNTS.map((a) => [a.key, users.find((u) => u.email === a.email)]));
  const [practice] = await tx
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.joinCode, 'DEMO-PRAC'));

  // Blog: the dietitian writes.
  const author = byKey.get('dietitian') ?? byKey.get('admin');
  for (const post of SEED_POSTS) {
    const publishedAt = new Date(now.getTime() - post.daysAgo * 86_400_000);
    await tx.insert(blogPost).values({
      slug: post.slug,
      lang: post.lang,
      title: post.title,
      excerpt: post.excerpt,
      bodyMarkdown: post.bodyMarkdown,
      authorUserId: author?.id ?? null,
      authorName: author?.name ?? 'Verdant',
      status: 'published',
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
  }

  // The demo professionals' own profiles.
  if (practice) {
    for (const key of ['dietitian', 'medical', 'fitness'] as const) {
      const u = byKey.get(key);
      if (u) await insertPublishedProfile(tx, u.id, practice.id, DEMO_PROFILES[key], now);
    }
  }

  // More providers so /care is worth searching.
  for (const g of generateProviders(GENERATED_PROVIDER_COUNT)) {
    const organizationId = await createOrganization(tx, {
      name: g.organizationName,
      kind: g.organizationKind,
    });
    const userId = await createAccount(tx, {
      email: g.email,
      firstName: g.firstName,
      lastName: g.lastName,
      name: g.profile.displayName,
      roles: [g.profile.type],
      memberships: [{ organizationId, orgRole: 'owner' }],
    });
    await insertPublishedProfile(tx, userId, organizationId, g.profile, now);
  }
}
