/**
 * The administrator's integrations and setup (migration 0042, ADR 0049): webhook subscriptions and
 * their deliveries, the last test result of each connection, and a practice's onboarding settings
 * (time zone, opening hours, when onboarding was finished).
 */
import type {
  ConnectionKind,
  OpeningHours,
  WebhookDeliveryError,
  WebhookDeliveryStatus,
  WebhookEvent,
} from '@verdant/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { ts } from './columns.ts';

/** A URL subscribed to events of one practice; the secret is stored encrypted (AES-256-GCM). */
export const webhookEndpoint = pgTable(
  'webhook_endpoint',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull().$type<WebhookEvent[]>(),
    /** `iv.tag.ciphertext`, base64url, under a key derived from the installation's AUTH_SECRET. */
    secretEncrypted: text('secret_encrypted').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoint_organization_idx').on(t.organizationId)],
);

/** One event sent (or to be sent) to one endpoint, with the last attempt's response. */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The exact JSON body sent (ids only). */
    body: text('body').notNull(),
    status: text('status').notNull().default('pending').$type<WebhookDeliveryStatus>(),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt'),
    /** Why it did not reach the receiver (ADR 0056), translated on the web; null when it answered. */
    errorCode: text('error_code').$type<WebhookDeliveryError>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastAttemptAt: ts('last_attempt_at'),
    nextAttemptAt: ts('next_attempt_at'),
  },
  (t) => [
    index('webhook_delivery_endpoint_idx').on(t.endpointId, t.createdAt),
    check(
      'webhook_delivery_status_check',
      sql`${t.status} in ('pending', 'retrying', 'succeeded', 'failed')`,
    ),
    check(
      'webhook_delivery_error_code_check',
      sql`${t.errorCode} is null or ${t.errorCode} in ('paused', 'private_address', 'unresolvable', 'network')`,
    ),
  ],
);

/** The last success and the last error of each connection of an organization (tests, deliveries). */
export const integrationCheck = pgTable(
  'integration_check',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<ConnectionKind>(),
    lastSuccessAt: ts('last_success_at'),
    lastErrorAt: ts('last_error_at'),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ name: 'integration_check_pk', columns: [t.organizationId, t.kind] })],
);

/** A practice's onboarding settings beyond its billing details (which hold address, currency, tax). */
export const practiceSettings = pgTable('practice_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull().default('UTC'),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default([]),
  completedAt: ts('completed_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
