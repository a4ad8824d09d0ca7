/**
 * Access policy (ARCHITECTURE §4). Deny by default: every API route declares a Permission in its
 * definition (`defineRoute` in ./openapi.ts), the declaration is enforced by middleware and published
 * as `x-permission` in the OpenAPI document, and a test (access.int.test.ts) enumerates every route
 * against anonymous, each role and a user of another organization.
 */
import type { OrganizationSummary, Role, SessionUser } from '@verdant/shared';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { AppError } from './errors.ts';

export interface Principal {
  userId: string;
  /** better-auth session id (not its token). */
  sessionId: string;
  roles: Role[];
  organizationIds: string[];
  /** How the request authenticated. */
  via: 'cookie' | 'bearer';
  /** The user and their organizations as resolved with the session (at most a TTL old, decision 0008). */
  account?: { user: SessionUser; organizations: OrganizationSummary[] };
}

/**
 * - `public`: anyone, signed in or not.
 * - `authenticated`: any signed-in user, whatever their roles.
 * - `{ roles }`: a signed-in user holding at least one of the roles.
 */
export type Permission = 'public' | 'authenticated' | { roles: readonly Role[] };

export function describePermission(permission: Permission): string {
  if (typeof permission === 'string') return permission;
  return `roles:${permission.roles.join('|')}`;
}

/** Null when allowed; the error to answer otherwise. */
export function authorize(principal: Principal | null, permission: Permission): AppError | null {
  if (permission === 'public') return null;
  if (!principal) return new AppError('UNAUTHENTICATED');
  if (permission === 'authenticated') return null;
  return permission.roles.some((r) => principal.roles.includes(r)) ? null : new AppError('FORBIDDEN');
}

export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const denied = authorize(c.get('principal') ?? null, permission);
    if (denied) throw denied;
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

/**
 * For organization-owned resources: members see them, nobody else (admins included, unless a route
 * says otherwise). Answers NOT_FOUND rather than FORBIDDEN so ids of other tenants are not confirmed.
 */
export function assertMemberOf(principal: Principal | null, organizationId: string): void {
  if (!principal) throw new AppError('UNAUTHENTICATED');
  if (!isMemberOf(principal, organizationId)) throw new AppError('NOT_FOUND');
}
