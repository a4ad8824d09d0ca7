import { LANDING_ROUTES, type Role } from '@verdant/shared/roles';

/**
 * THE table of who may open which signed-in route. The guards (`guards.tsx`) and the navigation
 * (`navigation.ts`) both read it. Patterns: exact paths, or `/base/*` for the base and everything
 * under it. A signed-in path that no entry matches is denied (deny by default).
 */
const PROFESSIONALS: readonly Role[] = ['admin', 'dietitian', 'staff', 'medical', 'fitness'];
const CLINICAL: readonly Role[] = ['admin', 'dietitian', 'staff', 'medical'];
const EVERYONE: readonly Role[] = [
  'admin',
  'dietitian',
  'staff',
  'medical',
  'fitness',
  'lab',
  'insurance',
  'patient',
];

export const ROUTE_ACCESS: readonly (readonly [pattern: string, roles: readonly Role[]])[] = [
  // role areas
  ['/admin/*', ['admin']],
  ['/admin-dashboard', ['admin']],
  ['/admin-messages', ['admin']],
  ['/dietitian/*', ['dietitian']],
  ['/dietitian-dashboard', ['dietitian']],
  ['/dietitian-settings', ['dietitian']],
  ['/medical/*', ['medical']],
  ['/fitness/*', ['fitness']],
  ['/fitness-messages', ['fitness']],
  ['/lab/*', ['lab']],
  ['/lab-dashboard', ['lab']],
  ['/insurance-dashboard', ['insurance']],
  ['/insurance-messages', ['insurance']],
  ['/staff-dashboard', ['staff']],
  ['/staff-messages', ['staff']],
  ['/patient/*', ['patient']],
  ['/patient-dashboard', ['patient']],
  ['/patient-messages', ['patient']],
  // shared shortcuts (SPEC section 2) for professionals
  ['/patients/*', PROFESSIONALS],
  ['/add-patient', PROFESSIONALS],
  ['/patient-analytics', PROFESSIONALS],
  ['/consultations/*', CLINICAL],
  ['/diet-plans', CLINICAL],
  ['/billing/*', ['admin', 'dietitian', 'staff', 'medical', 'fitness']],
  ['/bia-analysis', PROFESSIONALS],
  ['/workouts', ['admin', 'dietitian', 'staff', 'fitness']],
  // everyone signed in
  ['/messages', EVERYONE],
  ['/calendar', EVERYONE],
  ['/notifications', EVERYONE],
  ['/settings', EVERYONE],
];

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function matchesPattern(pattern: string, pathname: string): boolean {
  const path = normalise(pathname);
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  return path === pattern;
}

/** Roles allowed on a signed-in path, or null when the table does not list it. */
export function allowedRoles(pathname: string): readonly Role[] | null {
  for (const [pattern, roles] of ROUTE_ACCESS) if (matchesPattern(pattern, pathname)) return roles;
  return null;
}

/** No roles (or a failed roles read) means patient, as at start-up (SPEC section 6). */
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
  for (const [pattern, roles] of ROUTE_ACCESS) {
    if (roles.length === 1 && matchesPattern(pattern, pathname)) return roles[0] ?? null;
  }
  return null;
}

export { LANDING_ROUTES };
