/** Who may do what: roles (SPEC `user_roles`), organizations and memberships (ARCHITECTURE §3). */
import { ROLE_PRIORITY } from '@verdant/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** `user_roles (user_id, role)` exactly as SPEC section 3 names it; a user may hold several roles. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull().$type<(typeof ROLE_PRIORITY)[number]>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('user_roles_user_id_role_unique').on(t.userId, t.role),
    index('user_roles_user_id_idx').on(t.userId),
    check('user_roles_role_check', sql`${t.role} in (${inList(ROLE_PRIORITY)})`),
  ],
);

export const organization = pgTable(
  'organization',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').notNull().$type<'practice' | 'laboratory' | 'insurer'>(),
    plan: text('plan').notNull().default('starter').$type<'starter' | 'professional' | 'enterprise'>(),
    joinCode: text('join_code').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('organization_kind_check', sql`${t.kind} in ('practice', 'laboratory', 'insurer')`),
    check('organization_plan_check', sql`${t.plan} in ('starter', 'professional', 'enterprise')`),
  ],
);

export const membership = pgTable(
  'membership',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    orgRole: text('org_role').notNull().default('member').$type<'owner' | 'member'>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('membership_user_id_organization_id_unique').on(t.userId, t.organizationId),
    index('membership_organization_id_idx').on(t.organizationId),
    check('membership_org_role_check', sql`${t.orgRole} in ('owner', 'member')`),
  ],
);
