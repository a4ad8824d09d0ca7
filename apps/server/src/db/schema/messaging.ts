/**
 * Messages and notifications. A conversation's participants are the only people who read it; its
 * messages and their attachments (bytes in platform/storage.ts) are patient data when the
 * conversation is about a patient (`patient_id`).
 */
import type { ConversationKind, NotificationKind, NotificationParams } from '@verdant/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { user } from './auth.ts';
import { patient } from './patients.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const conversation = pgTable(
  'conversation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull().$type<ConversationKind>(),
    /** The practice of a care conversation, the organization of a team one, the starting side of a partner one. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** The other organization of a partner conversation. */
    partnerOrganizationId: uuid('partner_organization_id').references(() => organization.id, {
      onDelete: 'cascade',
    }),
    /** The patient record a care conversation is about. */
    patientId: uuid('patient_id').references(() => patient.id, { onDelete: 'cascade' }),
    subject: text('subject'),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    index('conversation_organization_id_idx').on(t.organizationId),
    index('conversation_partner_organization_id_idx').on(t.partnerOrganizationId),
    index('conversation_patient_id_idx').on(t.patientId),
    check('conversation_kind_check', sql`${t.kind} in ('care', 'team', 'partner')`),
    check('conversation_care_patient_check', sql`(${t.kind} = 'care') = (${t.patientId} is not null)`),
    check(
      'conversation_partner_check',
      sql`(${t.kind} = 'partner') = (${t.partnerOrganizationId} is not null)`,
    ),
  ],
);

export const conversationParticipant = pgTable(
  'conversation_participant',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The side they take part for (null: the patient). */
    organizationId: uuid('organization_id').references(() => organization.id, { onDelete: 'cascade' }),
    /** Read receipts: every message up to this instant has been read. */
    lastReadAt: ts('last_read_at'),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participant_user_id_idx').on(t.userId, t.conversationId),
  ],
);

export const message = pgTable(
  'message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    senderUserId: text('sender_user_id').references(() => user.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('message_conversation_id_created_at_idx').on(t.conversationId, t.createdAt, t.id),
    index('message_text_trgm_idx').using('gin', sql`lower(${t.text}) gin_trgm_ops`),
  ],
);

export const messageAttachment = pgTable(
  'message_attachment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => message.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    filename: text('filename').notNull(),
    /** pdf, png, jpeg or heic, decided by the content. */
    type: text('type').notNull(),
    size: integer('size').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('message_attachment_message_id_idx').on(t.messageId),
    check('message_attachment_type_check', sql`${t.type} in ('pdf', 'png', 'jpeg', 'heic')`),
  ],
);

/** One user's notification: its text is a key of the web's catalogue plus parameters. */
export const notification = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<NotificationKind>(),
    titleKey: text('title_key').notNull(),
    bodyKey: text('body_key'),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    link: text('link'),
    /** The patient it is about (its reads are audited against them). */
    patientId: uuid('patient_id').references(() => patient.id, { onDelete: 'cascade' }),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notification_user_id_created_at_idx').on(t.userId, t.createdAt, t.id),
    index('notification_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** Which kinds also go by e-mail, per user (a kind without a row: NOTIFICATION_EMAIL_DEFAULTS). */
export const notificationPreference = pgTable(
  'notification_preference',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<NotificationKind>(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
