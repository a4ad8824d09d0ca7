/**
 * better-auth's tables (user, session, account, verification, twoFactor, rateLimit), written by hand
 * to match the fields better-auth 1.7 expects for our options (see src/auth/auth.ts). The keys of the
 * exported objects are the better-auth field names; SQL columns are snake_case.
 */
import type { Language } from '@verdant/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { organization } from './access.ts';

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    // additional fields (src/auth/auth.ts `user.additionalFields`)
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    profileComplete: boolean('profile_complete').notNull().default(false),
    // twoFactor plugin
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    // Set by an administrator: the account cannot sign in and has no sessions (migration 0002).
    disabledAt: ts('disabled_at'),
    // The language of the interface and of every e-mail to the user (migration 0018).
    language: text('language').notNull().default('en').$type<Language>(),
  },
  (t) => [check('user_language_check', sql`${t.language} in ('en', 'es')`)],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Session policy (migration 0012, decision 0020): written by src/auth/principal.ts, not better-auth.
    lastActiveAt: ts('last_active_at').notNull().defaultNow(),
    remember: boolean('remember').notNull().default(false),
    /** The organization the user acts in (ADR 0022); null or stale = their earliest membership. */
    activeOrganizationId: uuid('active_organization_id').references(() => organization.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: ts('locked_until'),
    /** Ours: the time step of the last TOTP code accepted; a code of that step or older is refused. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  },
  (t) => [index('two_factor_secret_idx').on(t.secret), index('two_factor_user_id_idx').on(t.userId)],
);

/** better-auth's rate limiter with `storage: 'database'`: one row per client address and path. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
