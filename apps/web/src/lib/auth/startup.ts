import type { Session } from '@verdant/shared/auth';
import { isRole, landingRouteFor, type Role } from '@verdant/shared/roles';

export const COMPLETE_SIGNUP_ROUTE = '/auth/complete-signup';

/** `/auth?redirect=<path>` so sign-in comes back here. */
export function signInRoute(pathname: string, search = ''): string {
  return `/auth?redirect=${encodeURIComponent(pathname + search)}`;
}
/**
 * Where a completed profile without any role goes first: a laboratory or insurer waiting for a
 * platform administrator sees its status there; anyone else is sent on to the patient dashboard.
 */
export const AWAITING_APPROVAL_ROUTE = '/auth/awaiting-approval';

/**
 * The roles read's answer, or its failure. A failure is logged as "Error fetching user roles" and
 * counts as no roles, which leads to the patient dashboard (patient is the fallback role).
 */
export function resolveRoles(result: readonly string[] | Error): Role[] {
  if (result instanceof Error) {
    console.error('Error fetching user roles', result);
    return [];
  }
  return result.filter(isRole);
}

/**
 * Start-up routing: no session → /home; otherwise the landing route of the
 * highest-priority role (admin > dietitian > staff > medical > fitness > lab > insurance > patient).
 * A profile that is not complete yet goes to /auth/complete-signup first.
 */
export function startupRoute(session: Session | null, roles: readonly string[] | Error): string {
  if (!session) return '/home';
  const resolved = resolveRoles(roles);
  if (!session.user.profileComplete) return COMPLETE_SIGNUP_ROUTE;
  // A roles read that answered "none" (not one that failed): maybe a registration under review.
  if (resolved.length === 0 && !(roles instanceof Error)) return AWAITING_APPROVAL_ROUTE;
  return landingRouteFor(resolved);
}

/** /auth/complete-signup keeps what the visitor chose before signing up (role, plan, billing). */
export function withSignupIntent(route: string, intentQuery: string): string {
  return route === COMPLETE_SIGNUP_ROUTE && intentQuery ? `${route}?${intentQuery}` : route;
}

const REDIRECT_BASE = 'https://verdant.invalid';
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Only same-origin paths may be used as the back-URL after sign-in: one leading `/`, no `//` and no
 * backslash in the path, no control character (raw or percent-encoded, e.g. `%09`, `%0a`, `%0d`),
 * and the URL it resolves to stays on this origin. The checks hold on the value and on its
 * percent-decoding (repeated), so nothing relies on the router to stop `/%09/evil.example`.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  const forms = [value];
  let decoded = value;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null; // malformed percent-encoding
    }
    if (next === decoded) break;
    forms.push(next);
    decoded = next;
  }
  for (const form of forms) {
    if (UNSAFE_CHARACTERS.test(form)) return null;
    const path = form.split(/[?#]/, 1)[0]!;
    if (!path.startsWith('/') || path.includes('//')) return null;
    let url: URL;
    try {
      url = new URL(form, REDIRECT_BASE);
    } catch {
      return null;
    }
    if (url.origin !== REDIRECT_BASE) return null;
  }
  if (value === '/auth' || value.startsWith('/auth?') || value.startsWith('/auth/')) return null;
  return value;
}

/** Where to go right after signing in: complete the profile, else the back-URL, else the landing route. */
export function postSignInRoute(
  session: Session,
  roles: readonly string[],
  redirect?: string | null,
): string {
  if (!session.user.profileComplete) return COMPLETE_SIGNUP_ROUTE;
  return safeRedirect(redirect) ?? startupRoute(session, roles);
}
