/** Who may do what: roles (`user_roles`), organizations and memberships. */
import { ROLE_PRIORITY } from '@verdant/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { user } from './auth.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * `user_roles (user_id, role, organization_id)`: a user may hold several roles, each in an
 * organization (ADR 0022).
 */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull().$type<(typeof ROLE_PRIORITY)[number]>(),
    /** The organization the role is held in (ADR 0022); null only for `patient`, held in none. */
    organizationId: uuid('organization_id').references(() => organization.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('user_roles_user_id_role_organization_id_unique')
      .on(t.userId, t.role, t.organizationId)
      .nullsNotDistinct(),
    index('user_roles_user_id_idx').on(t.userId),
    index('user_roles_organization_id_idx').on(t.organizationId),
    check('user_roles_role_check', sql`${t.role} in (${inList(ROLE_PRIORITY)})`),
    check('user_roles_organization_check', sql`(${t.role} = 'patient') = (${t.organizationId} is null)`),
  ],
);

export const organization = pgTable(
  'organization',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').notNull().$type<'practice' | 'laboratory' | 'insurer' | 'platform'>(),
    /** The current plan, mirrored from the practice's `subscription` (read by /me and limits). */
    plan: text('plan').notNull().default('starter').$type<'starter' | 'professional' | 'enterprise'>(),
    joinCode: text('join_code').notNull().unique(),
    /** `pending` until a platform administrator approves a laboratory or insurer. */
    status: text('status').notNull().default('active').$type<'pending' | 'active' | 'declined'>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Minutes of inactivity after which its professionals and staff are signed out (decision 0020). */
    idleTimeoutMinutes: integer('idle_timeout_minutes').notNull().default(30),
    /** Its professionals and staff must use two-factor authentication (migration 0043, ADR 0050). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    twoFactorRequiredAt: ts('two_factor_required_at'),
  },
  (t) => [
    check('organization_idle_timeout_minutes_check', sql`${t.idleTimeoutMinutes} between 5 and 240`),
    check('organization_kind_check', sql`${t.kind} in ('practice', 'laboratory', 'insurer', 'platform')`),
    check('organization_plan_check', sql`${t.plan} in ('starter', 'professional', 'enterprise')`),
    check('organization_status_check', sql`${t.status} in ('pending', 'active', 'declined')`),
    uniqueIndex('organization_one_platform_idx').on(t.kind).where(sql`${t.kind} = 'platform'`),
  ],
);

/** A practice's subscription (starter, professional or enterprise plan): one per practice, written with it. */
export const subscription = pgTable(
  'subscription',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .unique()
      .references(() => organization.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull().$type<'starter' | 'professional' | 'enterprise'>(),
    billingPeriod: text('billing_period').notNull().default('monthly').$type<'monthly' | 'annual'>(),
    status: text('status').notNull().default('active').$type<'active' | 'cancelled'>(),
    startedAt: ts('started_at').notNull().defaultNow(),
  },
  (t) => [
    check('subscription_plan_check', sql`${t.plan} in ('starter', 'professional', 'enterprise')`),
    check('subscription_billing_period_check', sql`${t.billingPeriod} in ('monthly', 'annual')`),
    check('subscription_status_check', sql`${t.status} in ('active', 'cancelled')`),
  ],
);

/**
 * A laboratory or insurer registered at sign-up, waiting for (or decided by) a platform
 * administrator. Approval grants `role` to the requester and activates the organization.
 */
export const organizationRequest = pgTable(
  'organization_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .unique()
      .references(() => organization.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    role: text('role').notNull().$type<'lab' | 'insurance'>(),
    status: text('status').notNull().default('pending').$type<'pending' | 'approved' | 'declined'>(),
    /** Language of the e-mails to the requester. */
    locale: text('locale').notNull().default('en').$type<'en' | 'es'>(),
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
    declineReason: text('decline_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('organization_request_status_created_at_idx').on(t.status, t.createdAt),
    check('organization_request_role_check', sql`${t.role} in ('lab', 'insurance')`),
    check('organization_request_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('organization_request_locale_check', sql`${t.locale} in ('en', 'es')`),
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
