/**
 * The event stream's log (platform/realtime.ts): one row per user and change, ids only. `seq` is
 * given at commit by a deferred trigger under one lock (migration 0021), so it grows in commit
 * order: a reader that has seen `seq` n has seen every event that will ever have a smaller one.
 */
import type { RealtimeEventKind } from '@verdant/shared';
import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const realtimeEvent = pgTable(
  'realtime_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null until the writing transaction commits (invisible before anyway). */
    seq: bigint('seq', { mode: 'number' }),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull().$type<RealtimeEventKind>(),
    /** The id of what changed (a conversation, a notification, an appointment). */
    subjectId: text('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('realtime_event_user_id_seq_idx').on(t.userId, t.seq),
    index('realtime_event_seq_idx').on(t.seq),
  ],
);
