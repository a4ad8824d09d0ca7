/**
 * Public site (issue 4): blog posts, demo requests, contact messages, provider profiles and their
 * services. Patients and appointments are in ./patients.ts.
 */
import type { AvailabilityRule } from '@verdant/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { user } from './auth.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Markdown posts; slugs are unique across languages so `/blog/{slug}` names one post. */
export const blogPost = pgTable(
  'blog_post',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    lang: text('lang').notNull().$type<'en' | 'es'>(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Stored verbatim; never rendered to HTML by the server. */
    bodyMarkdown: text('body_markdown').notNull(),
    authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The author's name when written, so a post keeps its byline. */
    authorName: text('author_name').notNull(),
    status: text('status').notNull().default('draft').$type<'draft' | 'published'>(),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('blog_post_published_idx')
      .on(t.lang, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('blog_post_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    check('blog_post_lang_check', sql`${t.lang} in ('en', 'es')`),
    check('blog_post_status_check', sql`${t.status} in ('draft', 'published')`),
    check('blog_post_published_at_check', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
  ],
);

export const DEMO_REQUEST_STATUS_VALUES = ['new', 'contacted', 'scheduled', 'closed'] as const;

export const demoRequest = pgTable(
  'demo_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    jobTitle: text('job_title'),
    organizationName: text('organization_name').notNull(),
    organizationType: text('organization_type').notNull(),
    organizationSize: text('organization_size').notNull(),
    country: text('country').notNull(),
    website: text('website'),
    professions: text('professions').array().notNull(),
    patientVolume: text('patient_volume').notNull(),
    currentTools: text('current_tools'),
    interests: text('interests').array().notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    preferredTime: text('preferred_time').notNull(),
    timeZone: text('time_zone').notNull(),
    contactMethod: text('contact_method').notNull(),
    schedulingNotes: text('scheduling_notes'),
    status: text('status').notNull().default('new').$type<(typeof DEMO_REQUEST_STATUS_VALUES)[number]>(),
    /** The administrators' notes. */
    notes: text('notes').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('demo_request_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('demo_request_status_created_at_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    check('demo_request_status_check', sql`${t.status} in (${inList(DEMO_REQUEST_STATUS_VALUES)})`),
  ],
);

export const contactMessage = pgTable(
  'contact_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic'),
    message: text('message').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_message_created_at_idx').on(t.createdAt.desc())],
);

/** A professional's public profile (one per user). The directory search reads `provider_directory`. */
export const providerProfile = pgTable(
  'provider_profile',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    type: text('type').notNull().$type<'dietitian' | 'medical' | 'fitness' | 'lab'>(),
    displayName: text('display_name').notNull(),
    headline: text('headline').notNull().default(''),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    city: text('city'),
    country: text('country'),
    online: boolean('online').notNull().default(false),
    inPerson: boolean('in_person').notNull().default(false),
    bio: text('bio').notNull().default(''),
    timeZone: text('time_zone').notNull(),
    availability: jsonb('availability').$type<AvailabilityRule[]>().notNull().default([]),
    /** Public bookings are accepted up to this many days ahead (decision 0017). */
    bookingWindowDays: integer('booking_window_days').notNull().default(60),
    /** New-patient bookings accepted per local day; 0: none. */
    maxNewPatientsPerDay: integer('max_new_patients_per_day').notNull().default(8),
    published: boolean('published').notNull().default(false),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('provider_profile_published_idx').on(t.id).where(sql`${t.published}`),
    index('provider_profile_organization_id_idx').on(t.organizationId),
    check('provider_profile_type_check', sql`${t.type} in ('dietitian', 'medical', 'fitness', 'lab')`),
    check('provider_profile_booking_window_days_check', sql`${t.bookingWindowDays} between 1 and 365`),
    check(
      'provider_profile_max_new_patients_per_day_check',
      sql`${t.maxNewPatientsPerDay} between 0 and 100`,
    ),
  ],
);

/**
 * The `/care` directory: one narrow row per *published* profile, rewritten in the transaction that
 * saves the profile (modules/providers/service.ts `syncDirectory`). It holds the card fields and the
 * search columns, derived lower-cased and without accents. `search_prefixes` holds every prefix of
 * every word of the name and specialties, so "each query word starts a word" is array containment
 * on a GIN index, which the planner estimates well (a tsvector prefix query `ana:*` is correct too,
 * but its GIN cost is overestimated and PostgreSQL falls back to a slow sequential scan). Languages
 * and specialties use GIN containment, type and name order btree. Narrow rows keep the exact total
 * count cheap. No extension needed (PostgreSQL 15 and PGlite). Measured by bench/care-search.ts.
 */
export const providerDirectory = pgTable(
  'provider_directory',
  {
    profileId: uuid('profile_id')
      .primaryKey()
      .references(() => providerProfile.id, { onDelete: 'cascade' }),
    type: text('type').notNull().$type<'dietitian' | 'medical' | 'fitness' | 'lab'>(),
    displayName: text('display_name').notNull(),
    headline: text('headline').notNull(),
    specialties: text('specialties').array().notNull(),
    languages: text('languages').array().notNull(),
    city: text('city'),
    country: text('country'),
    online: boolean('online').notNull(),
    inPerson: boolean('in_person').notNull(),
    fromPriceMinor: integer('from_price_minor'),
    currency: text('currency'),
    /** The display name folded (lower case, no accents): the directory's order. */
    sortKey: text('sort_key').notNull(),
    searchPrefixes: text('search_prefixes').array().notNull(),
    specialtyKeys: text('specialty_keys').array().notNull(),
    /** Every 2–20 character prefix of every word of the specialties (the specialty filter). */
    specialtyPrefixes: text('specialty_prefixes').array().notNull().default(sql`'{}'::text[]`),
    locationText: text('location_text').notNull(),
  },
  (t) => [
    index('provider_directory_sort_idx').on(t.sortKey, t.profileId),
    index('provider_directory_type_sort_idx').on(t.type, t.sortKey, t.profileId),
    // fastupdate off: no pending list, whose size makes the planner shun the index (PGlite has no
    // autovacuum to flush it). Directory writes are rare; reads are what must be fast.
    index('provider_directory_search_prefixes_gin')
      .using('gin', t.searchPrefixes)
      .with({ fastupdate: false }),
    index('provider_directory_languages_gin').using('gin', t.languages).with({ fastupdate: false }),
    index('provider_directory_specialty_keys_gin').using('gin', t.specialtyKeys).with({ fastupdate: false }),
    index('provider_directory_specialty_prefixes_gin')
      .using('gin', t.specialtyPrefixes)
      .with({ fastupdate: false }),
  ],
);

export const providerService = pgTable(
  'provider_service',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => providerProfile.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('provider_service_profile_id_idx').on(t.profileId, t.position),
    check('provider_service_duration_check', sql`${t.durationMinutes} between 5 and 480`),
    check('provider_service_price_check', sql`${t.priceMinor} >= 0`),
  ],
);

/**
 * Fixed-window request counters for the anonymous public forms (demo request, contact, booking),
 * keyed by action and client address. In the database, so every instance shares them.
 */
export const publicRateLimit = pgTable('public_rate_limit', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull().defaultNow(),
  count: integer('count').notNull().default(0),
});

/**
 * `Idempotency-Key` records of creating requests: a retry with the same key and body gets the first
 * answer again instead of creating twice. Written in the transaction of the creation itself.
 */
export const idempotencyRecord = pgTable(
  'idempotency_record',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull().default(0),
    response: jsonb('response').$type<unknown>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_record_created_at_idx').on(t.createdAt),
  ],
);
