/**
 * Providers: a professional's public profile, its services, and the narrow directory row the `/care`
 * search reads. Patients and appointments are in ./patients.ts.
 */
import type { AppointmentType, AvailabilityRule } from '@verdant/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { organization } from './access.ts';
import { user } from './auth.ts';

const _inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

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
    /** How the service is given; null: as the profile offers (decision 0072). */
    mode: text('mode').$type<AppointmentType>(),
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('provider_service_profile_id_idx').on(t.profileId, t.position),
    check('provider_service_duration_check', sql`${t.durationMinutes} between 5 and 480`),
    check('provider_service_price_check', sql`${t.priceMinor} >= 0`),
    check(
      'provider_service_mode_check',
      sql`${t.mode} is null or ${t.mode} in ('in_person', 'video', 'phone')`,
    ),
  ],
);
