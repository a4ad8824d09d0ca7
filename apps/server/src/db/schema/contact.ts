/** Messages sent through the public contact form. */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const contactMessage = pgTable(
  'contact_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic'),
    message: text('message').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_message_created_at_idx').on(t.createdAt.desc())],
);
