/**
 * Platform tables: audit trail, e-mail outbox, background jobs, per-account sign-in throttle, request
 * counters of the public forms, and `Idempotency-Key` records.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/** Append-only. No foreign keys: the trail outlives the users and records it mentions. */
export const auditEvent = pgTable(
  'audit_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id'),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id'),
    patientId: text('patient_id'),
    /** A read of many records (a list page, a search, an export): every patient it showed. */
    patientIds: text('patient_ids').array(),
    /** The organization the actor acted in (null for the system and for a patient's own reads). */
    organizationId: uuid('organization_id'),
    at: ts('at').notNull().defaultNow(),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_event_patient_id_at_idx').on(t.patientId, t.at),
    // the people of a patient's access log (migration 0030, ADR 0038)
    index('audit_event_patient_id_actor_idx').on(t.patientId, t.actorUserId),
    index('audit_event_patient_ids_idx').using('gin', t.patientIds),
    index('audit_event_organization_id_at_idx').on(t.organizationId, t.at),
    index('audit_event_actor_user_id_at_idx').on(t.actorUserId, t.at),
    index('audit_event_at_idx').on(t.at),
  ],
);

/**
 * One row per audit event about a patient (on their record or in a list read that showed them),
 * written by a statement trigger on `audit_event` (migration 0037, ADR 0044): the patient's access
 * log walks `(patient_id, at desc, event_id desc)` and stops after a page. Never written by the app.
 */
export const auditEventPatient = pgTable(
  'audit_event_patient',
  {
    patientId: text('patient_id').notNull(),
    at: ts('at').notNull(),
    eventId: uuid('event_id').notNull(),
    actorUserId: text('actor_user_id'),
  },
  (t) => [
    index('audit_event_patient_at_idx').on(t.patientId, t.at.desc(), t.eventId.desc()),
    index('audit_event_patient_actor_idx').on(t.patientId, t.actorUserId, t.at.desc()),
  ],
);

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
  /** An inline image the HTML part shows as `cid:<cid>` (a branded e-mail's logo, ADR 0062). */
  cid?: string;
}

export const OUTBOX_STATUSES = ['queued', 'stored', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
import type { OneTimeLinkKind } from '@verdant/shared/admin';

export { ONE_TIME_LINK_KINDS, type OneTimeLinkKind } from '@verdant/shared/admin';

/**
 * Every e-mail the platform sends. `stored`: no SMTP configured, the message lives only here (the
 * embedded default); `sent`: handed to the SMTP server.
 */
export const outboxEmail = pgTable(
  'outbox_email',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: text('status').notNull().default('queued').$type<OutboxStatus>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    /** Set when the message carries a one-time link (its text holds ONE_TIME_LINK_PLACEHOLDER). */
    oneTimeLinkKind: text('one_time_link_kind').$type<OneTimeLinkKind>(),
    oneTimeLinkExpiresAt: ts('one_time_link_expires_at'),
    /** The link itself, only until delivery; never returned by the API. */
    oneTimeLinkUrl: text('one_time_link_url'),
  },
  (t) => [
    index('outbox_email_created_at_idx').on(t.createdAt, t.id),
    check('outbox_email_status_check', sql`${t.status} in ('queued', 'stored', 'sent', 'failed')`),
    check(
      'outbox_email_one_time_link_kind_check',
      sql`${t.oneTimeLinkKind} in ('password-reset', 'email-verification', 'booking-links', 'patient-invitation')`,
    ),
  ],
);

/** Background jobs, claimed with `FOR UPDATE SKIP LOCKED` (src/platform/jobs.ts). */
export const job = pgTable(
  'job',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    doneAt: ts('done_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** At most one job per key, ever (a schedule's period, a one-off that must happen once). */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('job_pending_run_at_idx').on(t.runAt).where(sql`${t.doneAt} is null`),
    uniqueIndex('job_dedupe_key_idx').on(t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    index('job_done_at_idx').on(t.doneAt).where(sql`${t.doneAt} is not null`),
  ],
);

/**
 * Failed sign-ins per account (keyed by a hash of the normalised e-mail, whether or not the account
 * exists, so the lock reveals nothing). See src/auth/account-lock.ts.
 */
export const loginAttempt = pgTable('login_attempt', {
  keyHash: text('key_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: ts('window_start').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * E-mails suppressed by the per-recipient caps (platform/limits.ts MAIL_CAPS), counted per kind. No
 * address, no text: only how many, and when the last one was.
 */
export const mailSuppressed = pgTable('mail_suppressed', {
  kind: text('kind').primaryKey(),
  count: integer('count').notNull().default(0),
  lastAt: ts('last_at').notNull().defaultNow(),
});

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
