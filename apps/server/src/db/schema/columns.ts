import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time: `timestamptz`, read as a Date (every table's times are instants, never local). */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
