/**
 * Access policy. Deny by default: every API route declares a Permission in its
 * definition (`defineRoute` in ./openapi.ts), the declaration is enforced by middleware and published
 * as `x-permission` in the OpenAPI document, and a test (access.int.test.ts) enumerates every route
 * against anonymous, each role and a user of another organization.
 */
import type { OrganizationKind, OrganizationSummary, Role, SessionUser } from '@verdant/shared';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { AppError } from './errors.ts';

export interface Principal {
  userId: string;
  /** better-auth session id (not its token). */
  sessionId: string;
  /** The roles held without an organization (`patient`) and those held in the active organization. */
  roles: Role[];
  /** Every organization the user is a member of. */
  organizationIds: string[];
  /** The organization the user acts in (ADR 0022): chosen on the session, else the earliest membership. */
  organization: { id: string; kind: OrganizationKind } | null;
  /** Admin of the `platform` organization, whichever organization is active (DECISIONS.md). */
  platformAdmin: boolean;
  /**
   * ADR 0050: a practice of theirs requires two-factor authentication of their role and they have
   * not set it up: every call but those that let them set it up is refused (TWO_FACTOR_SETUP_REQUIRED).
   */
  twoFactorSetupRequired?: boolean;
  /** How the request authenticated. */
  via: 'cookie' | 'bearer';
  /** The user and their organizations as resolved with the session (at most a TTL old, decision 0008). */
  account?: { user: SessionUser; organizations: OrganizationSummary[] };
  /** Decision 0020: the session's idle timeout (null: none) and last recorded activity (ms). */
  idle?: { timeoutMs: number | null; lastActiveAtMs: number };
}

/** Why a request that came with a session is anonymous (decision 0020). */
export interface SessionEnded {
  reason: 'idle_timeout';
  idleMinutes: number;
}

/** UNAUTHENTICATED, saying so when the session just ended after inactivity. */
export function unauthenticated(ended?: SessionEnded | null): AppError {
  if (!ended) return new AppError('UNAUTHENTICATED');
  return new AppError(
    'UNAUTHENTICATED',
    `You were signed out after ${ended.idleMinutes} minutes of inactivity.`,
    { reason: ended.reason, idleMinutes: ended.idleMinutes },
  );
}

/**
 * - `public`: anyone, signed in or not.
 * - `authenticated`: any signed-in user, whatever their roles.
 * - `{ roles }`: a signed-in user holding at least one of the roles in their active organization (or
 *   held in none, `patient`).
 * - `platform-admin`: an administrator of the `platform` organization (blog, demo requests, approving
 *   laboratories and insurers, the installation's outbox), whichever organization is active.
 */
export type Permission = 'public' | 'authenticated' | 'platform-admin' | { roles: readonly Role[] };

export function describePermission(permission: Permission): string {
  if (typeof permission === 'string') return permission;
  return `roles:${permission.roles.join('|')}`;
}

/** Null when allowed; the error to answer otherwise. */
export function authorize(principal: Principal | null, permission: Permission): AppError | null {
  if (permission === 'public') return null;
  if (!principal) return new AppError('UNAUTHENTICATED');
  if (permission === 'authenticated') return null;
  if (permission === 'platform-admin') return principal.platformAdmin ? null : new AppError('FORBIDDEN');
  return permission.roles.some((r) => principal.roles.includes(r)) ? null : new AppError('FORBIDDEN');
}

/**
 * What an account that must set up two-factor may still call (ADR 0050): its session, its own account
 * and settings (the two-factor set-up itself is better-auth's, under /api/auth), its notifications
 * and the event stream the app shell opens.
 */
const TWO_FACTOR_SETUP_PATHS = /^\/api\/v1\/(session|me|events|notifications)(\/|$)/;

export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const principal = c.get('principal') ?? null;
    const denied = authorize(principal, permission);
    if (denied?.code === 'UNAUTHENTICATED') throw unauthenticated(c.get('sessionEnded'));
    if (denied) throw denied;
    if (
      permission !== 'public' &&
      principal?.twoFactorSetupRequired &&
      !TWO_FACTOR_SETUP_PATHS.test(c.req.path)
    ) {
      throw new AppError('TWO_FACTOR_SETUP_REQUIRED', undefined, { setupPath: '/settings' });
    }
    await next();
  };
}

/** The signed-in principal, or UNAUTHENTICATED. */
export function principalOf(c: { get(key: 'principal'): Principal | null }): Principal {
  const principal = c.get('principal');
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return principal;
}

export function hasRole(principal: Principal | null, ...roles: Role[]): boolean {
  return !!principal && roles.some((r) => principal.roles.includes(r));
}

export function isMemberOf(principal: Principal | null, organizationId: string): boolean {
  return !!principal && principal.organizationIds.includes(organizationId);
}
