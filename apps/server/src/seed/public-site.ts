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
} from '@verdant/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { blogPost, organization, providerProfile, providerService, user } from '../db/schema/index.ts';
import { createAccount } from '../modules/accounts/index.ts';
import { createOrganization } from '../modules/organizations/index.ts';
import { PAGE_FIELDS, pickFields, syncDirectory } from '../modules/providers/index.ts';
import { SEED_POSTS } from './public-site-posts.ts';

export interface SeedService {
  name: string;
  durationMinutes: number;
  priceMinor: number;
  currency: Currency;
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

/** Profiles of the demo accounts (keys of DEMO_ACCOUNTS). */
export const DEMO_PROFILES: Record<'dietitian' | 'medical' | 'fitness', SeedProfile> = {
  dietitian: {
    type: 'dietitian',
    displayName: 'Dr. Maya Chen, RDN',
    headline: 'Registered dietitian for sports nutrition and diabetes care',
    specialties: ['Sports nutrition', 'Diabetes management', 'Weight management', 'Plant-based nutrition'],
    languages: ['en', 'es', 'zh'],
    city: 'New York',
    country: 'United States',
    online: true,
    inPerson: true,
    bio: 'I help active people and people living with type 2 diabetes eat in a way that fits their training, their culture and their schedule. After ten years in hospital and sports-club practice I opened my own clinic in Manhattan, and I see most follow-ups online.\n\nA first visit covers your history, a food diary review and body composition, and ends with two or three concrete changes. You get your plan and progress in the Verdant patient portal and can message me between visits.',
    timeZone: 'America/New_York',
    services: [
      { name: 'Initial nutrition assessment', durationMinutes: 60, priceMinor: 12000, currency: 'USD' },
      { name: 'Follow-up consultation', durationMinutes: 30, priceMinor: 6500, currency: 'USD' },
      { name: 'Meal plan review', durationMinutes: 45, priceMinor: 9000, currency: 'USD' },
    ],
    availability: [
      ...weekdays([1, 2, 3, 4], '09:00', '12:00'),
      ...weekdays([1, 2, 3, 4], '13:00', '17:00'),
      ...weekdays([5], '09:00', '13:00'),
    ],
  },
  medical: {
    type: 'medical',
    displayName: 'Dr. Daniel Weiss, MD',
    headline: 'Internal medicine: prevention, blood pressure and cholesterol',
    specialties: ['Internal medicine', 'Preventive care', 'Hypertension', 'Lipid disorders'],
    languages: ['en', 'de'],
    city: 'Chicago',
    country: 'United States',
    online: true,
    inPerson: true,
    bio: 'Board-certified internist focused on preventing heart disease before it starts. I work closely with dietitians and trainers on the same team, so lab results, blood pressure readings and lifestyle plans live in one record.\n\nNew patients get a 45-minute visit with a full review of history and recent labs. Short follow-ups and medication reviews can be done by video.',
    timeZone: 'America/Chicago',
    services: [
      { name: 'New patient visit', durationMinutes: 45, priceMinor: 18000, currency: 'USD' },
      { name: 'Follow-up visit', durationMinutes: 20, priceMinor: 9000, currency: 'USD' },
      { name: 'Telehealth consultation', durationMinutes: 20, priceMinor: 7500, currency: 'USD' },
    ],
    availability: [...weekdays([1, 3, 5], '08:00', '12:00'), ...weekdays([2, 4], '13:00', '18:00')],
  },
  fitness: {
    type: 'fitness',
    displayName: 'Lena Park',
    headline: 'Strength and mobility coach, pre- and postnatal certified',
    specialties: ['Strength training', 'Mobility', 'Postnatal fitness', 'Running'],
    languages: ['en', 'ko'],
    city: 'Los Angeles',
    country: 'United States',
    online: true,
    inPerson: true,
    bio: 'Certified strength and conditioning specialist. I build programmes around what your body can do today, whether you are returning to exercise after pregnancy, training for your first half marathon or simply want to lift your grandchildren without back pain.\n\nSessions are at my studio in Silver Lake or online; every client gets a written routine and weekly check-ins.',
    timeZone: 'America/Los_Angeles',
    services: [
      { name: 'Personal training session', durationMinutes: 60, priceMinor: 8500, currency: 'USD' },
      { name: 'Movement assessment', durationMinutes: 45, priceMinor: 7000, currency: 'USD' },
      { name: 'Online coaching check-in', durationMinutes: 30, priceMinor: 4000, currency: 'USD' },
    ],
    availability: [
      ...weekdays([1, 2, 3, 4, 5], '06:00', '10:00'),
      ...weekdays([1, 3], '17:00', '20:00'),
      ...weekdays([6], '08:00', '12:00'),
    ],
  },
};

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

const PLACES: Place[] = [
  {
    city: 'Madrid',
    country: 'Spain',
    timeZone: 'Europe/Madrid',
    currency: 'EUR',
    rate: 0.9,
    languages: ['es', 'en'],
  },
  {
    city: 'Barcelona',
    country: 'Spain',
    timeZone: 'Europe/Madrid',
    currency: 'EUR',
    rate: 0.9,
    languages: ['es', 'ca', 'en'],
  },
  {
    city: 'Sevilla',
    country: 'Spain',
    timeZone: 'Europe/Madrid',
    currency: 'EUR',
    rate: 0.8,
    languages: ['es'],
  },
  {
    city: 'Mexico City',
    country: 'Mexico',
    timeZone: 'America/Mexico_City',
    currency: 'MXN',
    rate: 12,
    languages: ['es', 'en'],
  },
  {
    city: 'Guadalajara',
    country: 'Mexico',
    timeZone: 'America/Mexico_City',
    currency: 'MXN',
    rate: 10,
    languages: ['es'],
  },
  {
    city: 'Buenos Aires',
    country: 'Argentina',
    timeZone: 'America/Argentina/Buenos_Aires',
    currency: 'ARS',
    rate: 900,
    languages: ['es', 'it'],
  },
  {
    city: 'Bogotá',
    country: 'Colombia',
    timeZone: 'America/Bogota',
    currency: 'COP',
    rate: 3000,
    languages: ['es'],
  },
  {
    city: 'Lima',
    country: 'Peru',
    timeZone: 'America/Lima',
    currency: 'PEN',
    rate: 3,
    languages: ['es', 'en'],
  },
  {
    city: 'London',
    country: 'United Kingdom',
    timeZone: 'Europe/London',
    currency: 'GBP',
    rate: 0.8,
    languages: ['en'],
  },
  {
    city: 'Toronto',
    country: 'Canada',
    timeZone: 'America/Toronto',
    currency: 'CAD',
    rate: 1.35,
    languages: ['en', 'fr'],
  },
  {
    city: 'Sydney',
    country: 'Australia',
    timeZone: 'Australia/Sydney',
    currency: 'AUD',
    rate: 1.5,
    languages: ['en'],
  },
  {
    city: 'Berlin',
    country: 'Germany',
    timeZone: 'Europe/Berlin',
    currency: 'EUR',
    rate: 0.9,
    languages: ['de', 'en'],
  },
  {
    city: 'Paris',
    country: 'France',
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    rate: 0.95,
    languages: ['fr', 'en'],
  },
  {
    city: 'São Paulo',
    country: 'Brazil',
    timeZone: 'America/Sao_Paulo',
    currency: 'BRL',
    rate: 4,
    languages: ['pt', 'es', 'en'],
  },
  {
    city: 'Zurich',
    country: 'Switzerland',
    timeZone: 'Europe/Zurich',
    currency: 'CHF',
    rate: 1.1,
    languages: ['de', 'fr', 'en'],
  },
  {
    city: 'Miami',
    country: 'United States',
    timeZone: 'America/New_York',
    currency: 'USD',
    rate: 1,
    languages: ['en', 'es'],
  },
  {
    city: 'Austin',
    country: 'United States',
    timeZone: 'America/Chicago',
    currency: 'USD',
    rate: 1,
    languages: ['en'],
  },
  {
    city: 'Seattle',
    country: 'United States',
    timeZone: 'America/Los_Angeles',
    currency: 'USD',
    rate: 1.1,
    languages: ['en', 'vi'],
  },
];

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

const TYPE_DATA: Record<
  ProviderType,
  {
    specialties: string[];
    titleEn: string;
    titleEs: string;
    services: { name: string; minutes: number; usd: number }[];
  }
> = {
  dietitian: {
    specialties: [
      'Sports nutrition',
      'Diabetes management',
      'Weight management',
      'Plant-based nutrition',
      'Pediatric nutrition',
      'Gut health',
      'Eating disorders',
      'Pregnancy nutrition',
      'Food allergies',
      'Renal nutrition',
    ],
    titleEn: 'Registered dietitian',
    titleEs: 'Dietista-nutricionista',
    services: [
      { name: 'Initial nutrition assessment', minutes: 60, usd: 95 },
      { name: 'Follow-up consultation', minutes: 30, usd: 50 },
      { name: 'Online check-in', minutes: 20, usd: 35 },
    ],
  },
  medical: {
    specialties: [
      'Family medicine',
      'Internal medicine',
      'Cardiology',
      'Endocrinology',
      'Pediatrics',
      'Gastroenterology',
      'Preventive care',
      "Women's health",
      'Sports medicine',
    ],
    titleEn: 'Physician',
    titleEs: 'Médico',
    services: [
      { name: 'New patient visit', minutes: 45, usd: 150 },
      { name: 'Follow-up visit', minutes: 20, usd: 80 },
      { name: 'Video consultation', minutes: 20, usd: 70 },
    ],
  },
  fitness: {
    specialties: [
      'Strength training',
      'Yoga',
      'Pilates',
      'Running',
      'HIIT',
      'Mobility',
      'Senior fitness',
      'Postnatal fitness',
      'Weight loss coaching',
    ],
    titleEn: 'Personal trainer',
    titleEs: 'Entrenador personal',
    services: [
      { name: 'Personal training session', minutes: 60, usd: 70 },
      { name: 'Small-group class', minutes: 45, usd: 25 },
      { name: 'Online coaching check-in', minutes: 30, usd: 35 },
    ],
  },
  lab: {
    specialties: [
      'Blood tests',
      'Hormone panels',
      'Allergy testing',
      'Vitamin and mineral panels',
      'Microbiome analysis',
      'Genetic testing',
    ],
    titleEn: 'Clinical laboratory',
    titleEs: 'Laboratorio clínico',
    services: [
      { name: 'Blood draw appointment', minutes: 15, usd: 30 },
      { name: 'Comprehensive metabolic panel', minutes: 15, usd: 60 },
      { name: 'Results consultation', minutes: 30, usd: 45 },
    ],
  },
};

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
    const services = data.services.slice(0, 2 + Math.floor(rand() * 2)).map((s) => ({
      name: s.name,
      durationMinutes: s.minutes,
      priceMinor: shelfPrice(s.usd * place.rate * (0.8 + rand() * 0.5)),
      currency: place.currency,
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
