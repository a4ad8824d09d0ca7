/** Practice analytics (docs/decisions/0040): the practice's sharing choice. */
import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organization } from './access.ts';
import { user } from './auth.ts';
import { ts } from './columns.ts';

export const analyticsSettings = pgTable('analytics_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  /** Every professional of the practice sees the practice's figures (not only their own work). */
  shareWithProfessionals: boolean('share_with_professionals').notNull().default(false),
  updatedByUserId: text('updated_by_user_id').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
