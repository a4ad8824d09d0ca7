/**
 * The calendar's own tables: a practice's reminder lead time, and each user's personal iCalendar
 * feed. Appointments themselves are in ./patients.ts.
 */
import type { FeedDetail } from '@verdant/shared';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { user } from './auth.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A practice's calendar settings; a practice without a row uses the defaults. */
export const calendarSettings = pgTable(
  'calendar_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** Minutes before an appointment its reminder goes out (0: none). */
    reminderLeadMinutes: integer('reminder_lead_minutes').notNull().default(1440),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('calendar_settings_reminder_check', sql`${t.reminderLeadMinutes} between 0 and 10080`)],
);

/**
 * A user's personal feed. The URL's token is derived from the feed's id and `version` with the
 * installation's key (so the owner can copy it again), and only its SHA-256 is stored for the look-up;
 * regenerating raises `version` (the old URL stops working), revoking deletes the row.
 */
export const calendarFeed = pgTable(
  'calendar_feed',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    version: integer('version').notNull().default(1),
    detail: text('detail').notNull().default('private').$type<FeedDetail>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastFetchedAt: ts('last_fetched_at'),
  },
  (t) => [check('calendar_feed_detail_check', sql`${t.detail} in ('private', 'names')`)],
);
