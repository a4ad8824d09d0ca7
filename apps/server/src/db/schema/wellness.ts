/**
 * The patient's day (migration 0028): wellness entries (sleep diary, mood check-in, scored
 * questionnaires) and the care team's assignments (a questionnaire or a habit with a frequency).
 * An entry the patient makes is written to each of their linked records (one row per practice,
 * sharing `submission_id`).
 */
import type { AssignmentFrequency, TipCategory, WellnessEntryKind } from '@verdant/shared';
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { user } from './auth.ts';
import { patient } from './patients.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const wellnessEntry = pgTable(
  'wellness_entry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patient.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id').notNull(),
    kind: text('kind').notNull().$type<WellnessEntryKind>(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    score: smallint('score'),
    band: text('band'),
    high: boolean('high').notNull().default(false),
    crisis: boolean('crisis').notNull().default(false),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wellness_entry_patient_idx').on(t.patientId, t.entryDate, t.kind),
    index('wellness_entry_org_idx').on(t.organizationId, t.entryDate),
    uniqueIndex('wellness_entry_activity_day_idx')
      .on(t.patientId, t.entryDate)
      .where(sql`${t.kind} = 'activity'`),
    check(
      'wellness_entry_kind_check',
      sql`${t.kind} IN ('sleep', 'mood', 'activity', 'phq4', 'phq9', 'gad7', 'who5', 'berlin')`,
    ),
  ],
);

export const wellnessAssignment = pgTable(
  'wellness_assignment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patient.id, { onDelete: 'cascade' }),
    target: text('target').notNull().$type<WellnessEntryKind>(),
    frequency: text('frequency').notNull().$type<AssignmentFrequency>(),
    note: text('note'),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    endedAt: ts('ended_at'),
  },
  (t) => [
    index('wellness_assignment_patient_idx').on(t.patientId).where(sql`${t.endedAt} IS NULL`),
    index('wellness_assignment_org_idx').on(t.organizationId),
    check(
      'wellness_assignment_target_check',
      sql`${t.target} IN ('sleep', 'mood', 'activity', 'phq4', 'phq9', 'gad7', 'who5', 'berlin')`,
    ),
    check(
      'wellness_assignment_frequency_check',
      sql`${t.frequency} IN ('daily', 'weekly', 'every2weeks', 'monthly')`,
    ),
  ],
);

/**
 * The daily health tips (migration 0035, ADR 0043): platform tips (`organizationId` null; the
 * library's, keyed by `libraryIndex`, and those platform administrators add) and a practice's own.
 */
export const healthTip = pgTable(
  'health_tip',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organization.id, { onDelete: 'cascade' }),
    libraryIndex: integer('library_index'),
    category: text('category').notNull().$type<TipCategory>(),
    textEn: text('text_en').notNull(),
    textEs: text('text_es').notNull(),
    sourceName: text('source_name').notNull(),
    sourceUrl: text('source_url').notNull(),
    active: boolean('active').notNull().default(true),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedByUserId: text('updated_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('health_tip_library_idx').on(t.libraryIndex),
    index('health_tip_org_idx').on(t.organizationId, t.createdAt),
    check(
      'health_tip_category_check',
      sql`${t.category} IN ('nutrition', 'movement', 'sleep', 'stress', 'mood', 'prevention')`,
    ),
    check('health_tip_library_check', sql`${t.libraryIndex} IS NULL OR ${t.organizationId} IS NULL`),
  ],
);

/** Platform tips a practice does not show its patients. */
export const healthTipHidden = pgTable(
  'health_tip_hidden',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    tipId: uuid('tip_id')
      .notNull()
      .references(() => healthTip.id, { onDelete: 'cascade' }),
    hiddenByUserId: text('hidden_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'health_tip_hidden_pk', columns: [t.organizationId, t.tipId] })],
);
