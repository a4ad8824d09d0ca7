import { matchesRoutePattern } from '@verdant/shared/app-routes';
import type { Role } from '@verdant/shared/roles';
import { pathsOf, SCREEN_ROUTES } from './route-registry.ts';

/**
 * Who may open which signed-in screen, derived from the features' route declarations
 * (`ScreenRoute.access`). The guards (`guards.tsx`) and the navigation (`navigation.ts`) both read
 * it. A signed-in path that no route declares is denied (deny by default).
 */
export const ROUTE_ACCESS: readonly (readonly [pattern: string, roles: readonly Role[]])[] =
  SCREEN_ROUTES.flatMap((route) => {
    const access = route.access;
    return access === 'public' ? [] : pathsOf(route).map((path) => [path, access] as const);
  });

/** Whether `pathname` (query, hash and trailing slash ignored) matches a `:param` pattern. */
export const matchesPattern = matchesRoutePattern;

const paramCount = (pattern: string) => pattern.split('/').filter((s) => s.startsWith(':')).length;
/** Static segments win over parameters, as in the router (`/consultations/new` before `/:id`). */
const RANKED = [...ROUTE_ACCESS].sort(([a], [b]) => paramCount(a) - paramCount(b));

/** Answers already given, by pathname. */
const ANSWERS = new Map<string, readonly Role[] | null>();

/** Roles allowed on a signed-in path, or null when no route declares it. */
export function allowedRoles(pathname: string): readonly Role[] | null {
  const known = ANSWERS.get(pathname);
  if (known !== undefined) return known;
  let answer: readonly Role[] | null = null;
  for (const [pattern, roles] of RANKED) {
    if (matchesPattern(pattern, pathname)) {
      answer = roles;
      break;
    }
  }
  // the shell asks for every menu entry on every navigation (~30 ms at 4× CPU, ADR 0069): answer once
  if (ANSWERS.size >= 1000) ANSWERS.clear();
  ANSWERS.set(pathname, answer);
  return answer;
}

/** A user with no roles (or whose roles could not be read) is treated as a patient. */
export function effectiveRoles(roles: readonly Role[]): readonly Role[] {
  return roles.length > 0 ? roles : ['patient'];
}

export function canAccess(pathname: string, roles: readonly Role[]): boolean {
  const allowed = allowedRoles(pathname);
  if (!allowed) return false;
  return effectiveRoles(roles).some((role) => allowed.includes(role));
}

/** The role whose own area a path belongs to (`/dietitian/...` → dietitian), if any. */
export function areaRoleOf(pathname: string): Role | null {
  const allowed = allowedRoles(pathname);
  return allowed?.length === 1 ? (allowed[0] ?? null) : null;
}
