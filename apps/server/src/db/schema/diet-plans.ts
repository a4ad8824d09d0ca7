/**
 * Diet plans: a practice's plan for one patient and its menu (the foods of each meal of each menu
 * day). At most one plan per patient is active (a partial unique index). Soft-deleted like patients.
 */
import type {
  DailyTargets,
  DietaryTag,
  DietPlanStatus,
  Dislikes,
  ItemReason,
  MealLogStatus,
  MealSlot,
  TargetBasis,
} from '@verdant/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
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

export interface ConflictOverride {
  reason: string;
  at: string;
  byUserId: string | null;
  /** The conflicts the override accepted, as `day:slot:ndbNo:code`. */
  conflicts: string[];
}

export const dietPlan = pgTable(
  'diet_plan',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patient.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    menuDays: smallint('menu_days').notNull().default(7),
    goals: text('goals'),
    dietaryTags: text('dietary_tags').array().$type<DietaryTag[]>().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    mealPrepNotes: text('meal_prep_notes'),
    status: text('status').$type<DietPlanStatus>().notNull().default('draft'),
    targets: jsonb('targets').$type<DailyTargets>().notNull(),
    targetBasis: jsonb('target_basis').$type<TargetBasis>(),
    dislikes: jsonb('dislikes').$type<Dislikes>().notNull().default({ foods: [], words: [] }),
    dayNotes: jsonb('day_notes').$type<string[]>().notNull().default([]),
    sharedAt: ts('shared_at'),
    sharedByUserId: text('shared_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    conflictOverride: jsonb('conflict_override').$type<ConflictOverride>(),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    /** Bumped by every change: a save carrying an older version is CONFLICT. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('diet_plan_one_active_idx')
      .on(t.patientId)
      .where(sql`${t.status} = 'active' and ${t.deletedAt} is null`),
    index('diet_plan_org_updated_idx')
      .on(t.organizationId, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('diet_plan_patient_idx').on(t.patientId, t.updatedAt).where(sql`${t.deletedAt} is null`),
    check('diet_plan_status_check', sql`${t.status} in ('draft', 'active', 'completed', 'archived')`),
    check('diet_plan_menu_days_check', sql`${t.menuDays} between 1 and 14`),
    check('diet_plan_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const dietPlanItem = pgTable(
  'diet_plan_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => dietPlan.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    slot: text('slot').$type<MealSlot>().notNull(),
    position: smallint('position').notNull(),
    /** SR28 NDB number. */
    ndbNo: text('ndb_no').notNull(),
    grams: numeric('grams', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    portionSeq: smallint('portion_seq'),
    quantity: numeric('quantity', { precision: 7, scale: 2, mode: 'number' }),
    locked: boolean('locked').notNull().default(false),
    /** Why the planner picked it (null for a food added by hand). */
    reason: jsonb('reason').$type<ItemReason>(),
  },
  (t) => [
    index('diet_plan_item_plan_idx').on(t.planId, t.day, t.slot, t.position),
    check('diet_plan_item_day_check', sql`${t.day} between 1 and 14`),
    check(
      'diet_plan_item_slot_check',
      sql`${t.slot} in ('breakfast', 'morning_snack', 'lunch', 'afternoon_snack', 'dinner', 'evening_snack')`,
    ),
    check('diet_plan_item_grams_check', sql`${t.grams} > 0`),
  ],
);

/**
 * The patient's log of their plan's meals (docs/decisions/0053): one row per plan, calendar day and
 * meal, eaten, partly eaten or skipped, with an optional short note. Written by the patient (an
 * upsert); read as adherence by the professional and the practice analytics.
 */
export const dietMealLog = pgTable(
  'diet_meal_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patient.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => dietPlan.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    slot: text('slot').$type<MealSlot>().notNull(),
    status: text('status').$type<MealLogStatus>().notNull(),
    note: text('note'),
    loggedByUserId: text('logged_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('diet_meal_log_meal_idx').on(t.planId, t.day, t.slot),
    index('diet_meal_log_org_day_idx').on(t.organizationId, t.day, t.patientId),
    check('diet_meal_log_status_check', sql`${t.status} in ('eaten', 'partly', 'skipped')`),
    check(
      'diet_meal_log_slot_check',
      sql`${t.slot} in ('breakfast', 'morning_snack', 'lunch', 'afternoon_snack', 'dinner', 'evening_snack')`,
    ),
    check('diet_meal_log_note_check', sql`${t.note} is null or char_length(${t.note}) <= 280`),
  ],
);
