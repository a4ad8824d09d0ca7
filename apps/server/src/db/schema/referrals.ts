/**
 * Referrals between professionals (migration 0034, ADR 0042): the referral, held by the practice
 * that sends it, and its history (`referral_event`: each state change with who and when).
 */
import type {
  DataCategory,
  ReferralEventKind,
  ReferralKind,
  ReferralStatus,
  ReferralUrgency,
} from '@verdant/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { user } from './auth.ts';
import { appointment, patient } from './patients.ts';
import { accessRequest } from './privacy.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const referral = pgTable(
  'referral',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patient.id, { onDelete: 'cascade' }),
    senderUserId: text('sender_user_id').references(() => user.id, { onDelete: 'set null' }),
    recipientOrganizationId: uuid('recipient_organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    recipientUserId: text('recipient_user_id').references(() => user.id, { onDelete: 'set null' }),
    recipientKind: text('recipient_kind').notNull().$type<ReferralKind>(),
    status: text('status').notNull().default('draft').$type<ReferralStatus>(),
    urgency: text('urgency').notNull().default('routine').$type<ReferralUrgency>(),
    reason: text('reason').notNull(),
    question: text('question').notNull().default(''),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`).$type<DataCategory[]>(),
    accessRequestId: uuid('access_request_id').references(() => accessRequest.id, { onDelete: 'set null' }),
    recipientPatientId: uuid('recipient_patient_id').references(() => patient.id, { onDelete: 'set null' }),
    appointmentId: uuid('appointment_id').references(() => appointment.id, { onDelete: 'set null' }),
    infoRequested: boolean('info_requested').notNull().default(false),
    declineReason: text('decline_reason'),
    closingReport: text('closing_report'),
    sentAt: ts('sent_at'),
    answeredAt: ts('answered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('referral_org_idx').on(t.organizationId, t.status, t.createdAt),
    index('referral_recipient_org_idx').on(t.recipientOrganizationId, t.status, t.sentAt),
    index('referral_patient_idx').on(t.patientId),
    check(
      'referral_status_check',
      sql`${t.status} IN ('draft', 'sent', 'accepted', 'declined', 'scheduled', 'completed', 'cancelled')`,
    ),
    check('referral_urgency_check', sql`${t.urgency} IN ('routine', 'soon', 'urgent')`),
    check('referral_recipient_kind_check', sql`${t.recipientKind} IN ('dietitian', 'medical', 'fitness')`),
  ],
);

export const referralEvent = pgTable(
  'referral_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referral.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<ReferralEventKind>(),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    note: text('note'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('referral_event_referral_idx').on(t.referralId, t.at),
    check(
      'referral_event_kind_check',
      sql`${t.kind} IN ('created', 'sent', 'info_requested', 'info_provided', 'accepted', 'declined', 'scheduled', 'completed', 'cancelled')`,
    ),
  ],
);
