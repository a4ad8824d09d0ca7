/**
 * Lab orders and results (migration 0023, ADR 0031): the order (the practice's `organization_id`, the
 * laboratory it is addressed to), its dated status changes, its results per analyte (a correction
 * supersedes the value it corrects) and the result-file rows that matched no order.
 */
import type { LabFasting, LabOrderStatus, LabPriority, LabResultFlag, LabUnitSystem } from '@verdant/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { user } from './auth.ts';
import { ts } from './columns.ts';
import { patient } from './patients.ts';

export const labOrder = pgTable(
  'lab_order',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    laboratoryId: uuid('laboratory_id').references(() => organization.id, { onDelete: 'restrict' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patient.id, { onDelete: 'cascade' }),
    /** From `lab_order_number_seq`: the readable number is `labOrderNumber(sequence)`. */
    sequence: integer('sequence').notNull().default(sql`nextval('lab_order_number_seq')`),
    source: text('source').$type<'order' | 'outside'>().notNull().default('order'),
    status: text('status').$type<LabOrderStatus>().notNull().default('ordered'),
    priority: text('priority').$type<LabPriority>().notNull().default('routine'),
    fasting: text('fasting').$type<LabFasting>().notNull().default('none'),
    codes: text('codes').array().notNull().default([]),
    analytes: text('analytes').array().notNull().default([]),
    notes: text('notes').notNull().default(''),
    outsideLaboratory: text('outside_laboratory'),
    orderedByUserId: text('ordered_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    reviewComment: text('review_comment').notNull().default(''),
    reviewedByUserId: text('reviewed_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    cancelReason: text('cancel_reason').notNull().default(''),
    documentKey: text('document_key'),
    documentName: text('document_name'),
    documentType: text('document_type'),
    documentSize: integer('document_size'),
    orderedAt: ts('ordered_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** A laboratory's own order (walk-in, paper requisition): the ordering clinician's name as written (migration 0029). */
    orderingClinician: text('ordering_clinician'),
    registeredByLab: boolean('registered_by_lab').notNull().default(false),
    /** When the results became final (the automatic release to the patient counts from it). */
    finalAt: ts('final_at'),
    /** When final results were released to the patient without a review (the practice's setting). */
    releasedAt: ts('released_at'),
  },
  (t) => [
    index('lab_order_release_idx')
      .on(t.finalAt)
      .where(sql`${t.status} = 'final' and ${t.releasedAt} is null`),
    index('lab_order_org_idx').on(t.organizationId, t.orderedAt),
    index('lab_order_lab_idx').on(t.laboratoryId, t.status, t.orderedAt),
    index('lab_order_patient_idx').on(t.patientId, t.orderedAt),
  ],
);

export const labOrderEvent = pgTable(
  'lab_order_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => labOrder.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    status: text('status').$type<LabOrderStatus>().notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('lab_order_event_order_idx').on(t.orderId, t.at)],
);

export const labResult = pgTable(
  'lab_result',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => labOrder.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patient.id, { onDelete: 'cascade' }),
    loinc: text('loinc').notNull(),
    value: doublePrecision('value').notNull(),
    unit: text('unit').notNull(),
    referenceLow: doublePrecision('reference_low'),
    referenceHigh: doublePrecision('reference_high'),
    rangeSource: text('range_source').$type<'performing-lab' | 'reference-table'>().notNull(),
    flag: text('flag').$type<LabResultFlag>().notNull(),
    comment: text('comment').notNull().default(''),
    status: text('status').$type<'current' | 'superseded'>().notNull().default('current'),
    enteredByUserId: text('entered_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    enteredAt: ts('entered_at').notNull().defaultNow(),
    acknowledgedAt: ts('acknowledged_at'),
    acknowledgedByUserId: text('acknowledged_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('lab_result_order_idx').on(t.orderId, t.loinc),
    index('lab_result_patient_idx').on(t.patientId, t.loinc, t.enteredAt),
  ],
);

export const labHeldResult = pgTable(
  'lab_held_result',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    laboratoryId: uuid('laboratory_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    loinc: text('loinc').notNull(),
    value: text('value').notNull(),
    unit: text('unit').notNull(),
    referenceLow: text('reference_low').notNull().default(''),
    referenceHigh: text('reference_high').notNull().default(''),
    comment: text('comment').notNull().default(''),
    reason: text('reason')
      .$type<'unknown_order' | 'unknown_test' | 'not_resultable' | 'invalid_value'>()
      .notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [index('lab_held_result_lab_idx').on(t.laboratoryId, t.receivedAt)],
);

/** A practice's lab settings (migration 0029; no row: the defaults of @verdant/shared). */
export const labSettings = pgTable(
  'lab_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** Days after which final, unreviewed results are released to the patient; 0 = never automatically. */
    autoReleaseDays: integer('auto_release_days').notNull().default(7),
    updatedByUserId: text('updated_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('lab_settings_auto_release_days_check', sql`${t.autoReleaseDays} between 0 and 365`)],
);

/** The unit system a user reads lab values in (migration 0029; no row: conventional). */
export const labViewerPreference = pgTable(
  'lab_viewer_preference',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    unitSystem: text('unit_system').$type<LabUnitSystem>().notNull().default('conventional'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('lab_viewer_preference_unit_system_check', sql`${t.unitSystem} in ('conventional', 'si')`)],
);
