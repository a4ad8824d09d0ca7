/**
 * Fitness (migration 0026): the exercise library (wger rows with their licence and authors, and a
 * practice's own exercises), routines (a template, or a client's copy with a start date), logged
 * workout sessions, BIA measurements (inputs only: the figures are computed on read), logged
 * activities and each client's resting and maximum heart rates.
 */
import type { Progression, RoutineDay, SessionSet } from '@verdant/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { user } from './auth.ts';
import { ts } from './columns.ts';
import { patient } from './patients.ts';

const orgRef = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' });
const patientRef = () =>
  uuid('patient_id')
    .notNull()
    .references(() => patient.id, { onDelete: 'cascade' });
const userRef = (name: string) => text(name).references(() => user.id, { onDelete: 'set null' });
const num = (name: string, precision: number, scale: number) =>
  numeric(name, { precision, scale, mode: 'number' });

export const exercise = pgTable(
  'exercise',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the wger library (every practice sees it); a practice's own exercise otherwise. */
    organizationId: uuid('organization_id').references(() => organization.id, { onDelete: 'cascade' }),
    wgerId: integer('wger_id').unique(),
    wgerUuid: uuid('wger_uuid'),
    name: text('name').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    category: text('category').notNull(),
    primaryMuscles: text('primary_muscles').array().notNull().default(sql`'{}'::text[]`),
    secondaryMuscles: text('secondary_muscles').array().notNull().default(sql`'{}'::text[]`),
    equipment: text('equipment').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    license: text('license'),
    licenseAuthor: text('license_author').notNull().default(''),
    /** Lower-cased name and aliases without accents (trigram-indexed). */
    searchText: text('search_text').notNull(),
    createdByUserId: userRef('created_by_user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** A practice's own exercise's image (migration 0031): its storage key and type. */
    imageKey: text('image_key'),
    imageType: text('image_type').$type<'png' | 'jpeg'>(),
  },
  (t) => [
    index('exercise_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('exercise_org_name_idx').on(t.organizationId, t.name),
    index('exercise_muscles_idx').using('gin', t.primaryMuscles),
    index('exercise_equipment_idx').using('gin', t.equipment),
    check('exercise_library_or_own_check', sql`(${t.wgerId} is null) <> (${t.organizationId} is null)`),
    check(
      'exercise_image_check',
      sql`(${t.imageKey} is null) = (${t.imageType} is null) and (${t.imageType} is null or ${t.imageType} in ('png', 'jpeg'))`,
    ),
  ],
);

export const routine = pgTable(
  'routine',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgRef(),
    /** Null for a template; a client's routine otherwise. */
    patientId: uuid('patient_id').references(() => patient.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id'),
    name: text('name').notNull(),
    goal: text('goal').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    days: jsonb('days').$type<RoutineDay[]>().notNull(),
    progression: jsonb('progression').$type<Progression>().notNull(),
    createdByUserId: userRef('created_by_user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('routine_org_updated_idx').on(t.organizationId, t.updatedAt),
    index('routine_patient_idx').on(t.patientId, t.startDate),
    check('routine_client_start_check', sql`(${t.patientId} is null) = (${t.startDate} is null)`),
  ],
);

export const workoutSession = pgTable(
  'workout_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgRef(),
    patientId: patientRef(),
    routineId: uuid('routine_id')
      .notNull()
      .references(() => routine.id, { onDelete: 'cascade' }),
    dayIndex: smallint('day_index').notNull(),
    performedOn: date('performed_on', { mode: 'string' }).notNull(),
    feeling: smallint('feeling'),
    notes: text('notes').notNull().default(''),
    sets: jsonb('sets').$type<SessionSet[]>().notNull(),
    loggedByUserId: userRef('logged_by_user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('workout_session_routine_idx').on(t.routineId, t.performedOn),
    index('workout_session_patient_idx').on(t.patientId, t.performedOn),
    check('workout_session_day_check', sql`${t.dayIndex} between 0 and 6`),
    check('workout_session_feeling_check', sql`${t.feeling} between 1 and 5`),
  ],
);

/** A device file imported into a client's record (migration 0031): the file is in storage. */
export const fitnessImport = pgTable(
  'fitness_import',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgRef(),
    patientId: patientRef(),
    kind: text('kind').$type<'activity' | 'bia'>().notNull(),
    format: text('format').$type<'csv' | 'gpx' | 'tcx'>().notNull(),
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    importedCount: integer('imported_count').notNull(),
    skippedCount: integer('skipped_count').notNull(),
    uploadedByUserId: userRef('uploaded_by_user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('fitness_import_patient_idx').on(t.patientId, t.createdAt),
    index('fitness_import_org_idx').on(t.organizationId),
    check('fitness_import_kind_check', sql`${t.kind} in ('activity', 'bia')`),
    check('fitness_import_format_check', sql`${t.format} in ('csv', 'gpx', 'tcx')`),
  ],
);

export const biaMeasurement = pgTable(
  'bia_measurement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgRef(),
    patientId: patientRef(),
    measuredAt: ts('measured_at').notNull(),
    sex: text('sex').$type<'M' | 'F'>().notNull(),
    heightCm: num('height_cm', 5, 1).notNull(),
    weightKg: num('weight_kg', 5, 1).notNull(),
    ageYears: smallint('age_years').notNull(),
    resistanceOhm: num('resistance_ohm', 6, 1).notNull(),
    reactanceOhm: num('reactance_ohm', 6, 1).notNull(),
    frequencyKhz: num('frequency_khz', 6, 1).notNull().default(50),
    device: text('device').notNull().default(''),
    recordedByUserId: userRef('recorded_by_user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The device file it came from (migration 0031), else null. */
    importId: uuid('import_id').references(() => fitnessImport.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('bia_measurement_patient_idx').on(t.patientId, t.measuredAt),
    index('bia_measurement_import_idx').on(t.importId).where(sql`${t.importId} is not null`),
    check('bia_measurement_sex_check', sql`${t.sex} in ('M', 'F')`),
  ],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgRef(),
    patientId: patientRef(),
    performedOn: date('performed_on', { mode: 'string' }).notNull(),
    compendiumCode: text('compendium_code').notNull(),
    met: num('met', 4, 1).notNull(),
    minutes: smallint('minutes').notNull(),
    weightKg: num('weight_kg', 5, 1).notNull(),
    averageHr: smallint('average_hr'),
    notes: text('notes').notNull().default(''),
    loggedByUserId: userRef('logged_by_user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    // migration 0031: what a device file says (a manual entry has none of these)
    startedAt: ts('started_at'),
    distanceM: integer('distance_m'),
    steps: integer('steps'),
    source: text('source').$type<'manual' | 'csv' | 'gpx' | 'tcx'>().notNull().default('manual'),
    importId: uuid('import_id').references(() => fitnessImport.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('activity_log_patient_idx').on(t.patientId, t.performedOn),
    uniqueIndex('activity_log_patient_start_uq')
      .on(t.patientId, t.startedAt)
      .where(sql`${t.startedAt} is not null`),
    index('activity_log_import_idx').on(t.importId).where(sql`${t.importId} is not null`),
    check('activity_log_minutes_check', sql`${t.minutes} between 1 and 1440`),
    check('activity_log_source_check', sql`${t.source} in ('manual', 'csv', 'gpx', 'tcx')`),
  ],
);

export const heartRateProfile = pgTable('heart_rate_profile', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => patient.id, { onDelete: 'cascade' }),
  organizationId: orgRef(),
  restingHr: smallint('resting_hr').notNull(),
  maxHr: smallint('max_hr').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
