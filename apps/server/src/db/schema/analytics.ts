/**
 * Practice analytics (docs/decisions/0040, 0047): the practice's sharing and monthly e-mail choices,
 * and the reports built in the background.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { user } from './auth.ts';
import { ts } from './columns.ts';

export const analyticsSettings = pgTable('analytics_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  /** Every professional of the practice sees the practice's figures (not only their own work). */
  shareWithProfessionals: boolean('share_with_professionals').notNull().default(false),
  /** The practice monthly summary goes to the owner by e-mail on the first day of each month. */
  monthlyEmail: boolean('monthly_email').notNull().default(false),
  updatedByUserId: text('updated_by_user_id').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A report built by a job for the user who asked (migration 0040): only they download it. */
export const reportRun = pgTable(
  'report_run',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    format: text('format').notNull().$type<'csv' | 'pdf'>(),
    /** The report's query as asked (kind, period, filters). */
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    language: text('language').notNull().$type<'en' | 'es'>(),
    status: text('status')
      .notNull()
      .default('queued')
      .$type<'queued' | 'running' | 'ready' | 'failed' | 'expired'>(),
    progress: integer('progress').notNull().default(0),
    storageKey: text('storage_key'),
    filename: text('filename'),
    size: integer('size'),
    rows: integer('rows'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    expiresAt: ts('expires_at'),
  },
  (t) => [
    index('report_run_user_idx').on(t.organizationId, t.userId, t.createdAt),
    index('report_run_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'ready'`),
    check('report_run_status_check', sql`${t.status} IN ('queued', 'running', 'ready', 'failed', 'expired')`),
    check('report_run_format_check', sql`${t.format} IN ('csv', 'pdf')`),
    check('report_run_progress_check', sql`${t.progress} BETWEEN 0 AND 100`),
  ],
);

/**
 * The practice figures' monthly summaries (migration 0048, docs/decisions/0065): recomputed from the
 * records for one practice and one UTC month whenever a write marked that month dirty
 * (`analyticsDirtyMonth`, filled by the records' statement triggers), before the next read.
 * Appointments (not pending holds) by month, professional and service.
 */
export const analyticsAppointmentMonth = pgTable(
  'analytics_appointment_month',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    serviceId: uuid('service_id'),
    booked: integer('booked').notNull(),
    completed: integer('completed').notNull(),
    cancelled: integer('cancelled').notNull(),
    noShow: integer('no_show').notNull(),
    scheduled: integer('scheduled').notNull(),
    /** Completed and scheduled appointments by their starting hour in their own time zone (24 entries). */
    hours: integer('hours').array().notNull(),
    computedAt: ts('computed_at').notNull().defaultNow(),
  },
  (t) => [index('analytics_appointment_month_idx').on(t.organizationId, t.month)],
);

/**
 * Money by month (migration 0048): invoiced by issue month, collected by payment month, by the
 * invoice's author and currency. `serviceId` null: every service (each invoice once); a service:
 * the invoices whose lines bill it.
 */
export const analyticsMoneyMonth = pgTable(
  'analytics_money_month',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    providerUserId: text('provider_user_id'),
    serviceId: uuid('service_id'),
    currency: text('currency').notNull(),
    invoicedMinor: bigint('invoiced_minor', { mode: 'number' }).notNull(),
    /** How many invoices `invoicedMinor` adds up. */
    invoices: integer('invoices').notNull(),
    collectedMinor: bigint('collected_minor', { mode: 'number' }).notNull(),
    computedAt: ts('computed_at').notNull().defaultNow(),
  },
  (t) => [index('analytics_money_month_idx').on(t.organizationId, t.month)],
);

/** (practice, month) pairs written since their summary was computed (migration 0048's triggers). */
export const analyticsDirtyMonth = pgTable(
  'analytics_dirty_month',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    markedAt: ts('marked_at').notNull().defaultNow(),
  },
  (t) => [index('analytics_dirty_month_idx').on(t.organizationId, t.month)],
);
