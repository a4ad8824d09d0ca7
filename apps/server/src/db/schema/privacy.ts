/**
 * The patient's privacy centre (migration 0025, ADR 0033): consent directives by data category,
 * access requests, privacy requests to the practice and data exports.
 */
import type { ConsentPurpose, DataCategory, PrivacyRequestKind, RecipientKind } from '@verdant/shared';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { user } from './auth.ts';
import { ts } from './columns.ts';
import { patient } from './patients.ts';

/**
 * A patient's decision about one recipient: `permit` shares `categories` with someone outside the
 * care team (an organization: laboratory, insurer, another practice); `deny` withholds `categories`
 * from one care-team member (at most one active per member). Read by the patients module's
 * `visiblePatients`, the one policy of every patient read.
 */
export const consentDirective = pgTable('consent_directive', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' }),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patient.id, { onDelete: 'cascade' }),
  effect: text('effect').notNull().$type<'permit' | 'deny'>(),
  recipientKind: text('recipient_kind').notNull().$type<RecipientKind>(),
  recipientUserId: text('recipient_user_id').references(() => user.id, { onDelete: 'cascade' }),
  recipientOrganizationId: uuid('recipient_organization_id').references(() => organization.id, {
    onDelete: 'cascade',
  }),
  categories: text('categories').array().notNull().$type<DataCategory[]>(),
  purpose: text('purpose').notNull().default('treatment').$type<ConsentPurpose>(),
  startsAt: ts('starts_at').notNull().defaultNow(),
  endsAt: ts('ends_at'),
  status: text('status').notNull().default('active').$type<'active' | 'revoked'>(),
  revokedAt: ts('revoked_at'),
  createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
  accessRequestId: uuid('access_request_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A professional, laboratory or insurer asking a patient (by e-mail) for access. */
export const accessRequest = pgTable('access_request', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The requester's organization. */
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' }),
  requestedByUserId: text('requested_by_user_id').references(() => user.id, { onDelete: 'set null' }),
  patientEmail: text('patient_email').notNull(),
  /** The account with that e-mail when it holds patient records (null: nobody is asked). */
  patientUserId: text('patient_user_id').references(() => user.id, { onDelete: 'cascade' }),
  categories: text('categories').array().notNull().$type<DataCategory[]>(),
  purpose: text('purpose').notNull().$type<ConsentPurpose>(),
  reason: text('reason').notNull(),
  endsAt: ts('ends_at'),
  status: text('status').notNull().default('pending').$type<'pending' | 'approved' | 'denied' | 'expired'>(),
  grantedCategories: text('granted_categories').array().notNull().default([]).$type<DataCategory[]>(),
  expiresAt: ts('expires_at').notNull(),
  decidedAt: ts('decided_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** What a patient asks their practice: remove a care-team member, erase or restrict their data. */
export const privacyRequest = pgTable('privacy_request', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' }),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patient.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull().$type<PrivacyRequestKind>(),
  subjectUserId: text('subject_user_id').references(() => user.id, { onDelete: 'set null' }),
  reason: text('reason').notNull().default(''),
  status: text('status').notNull().default('open').$type<'open' | 'completed' | 'declined'>(),
  resolutionNote: text('resolution_note').notNull().default(''),
  resolvedByUserId: text('resolved_by_user_id').references(() => user.id, { onDelete: 'set null' }),
  resolvedAt: ts('resolved_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A patient's download of all their data (a FHIR Bundle), built by a job; the link works once. */
export const dataExport = pgTable('data_export', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  status: text('status')
    .notNull()
    .default('queued')
    .$type<'queued' | 'running' | 'ready' | 'downloaded' | 'failed' | 'expired'>(),
  progress: integer('progress').notNull().default(0),
  storageKey: text('storage_key'),
  size: integer('size'),
  expiresAt: ts('expires_at'),
  downloadedAt: ts('downloaded_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Break the glass (migration 0030, ADR 0038): a professional of the patient's practice opened the
 * record in an emergency, with a written reason, until `endsAt` (one hour). Read by `visiblePatients`.
 */
export const emergencyAccess = pgTable('emergency_access', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' }),
  patientId: uuid('patient_id')
    .notNull()
    .references(() => patient.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  startsAt: ts('starts_at').notNull().defaultNow(),
  endsAt: ts('ends_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
