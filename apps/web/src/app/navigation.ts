import { primaryRole, type Role } from '@verdant/shared/roles';
import type { NavKey } from '../lib/routes.ts';
import { areaRoleOf, canAccess, effectiveRoles } from './route-access.ts';
import { pathsOf, SCREEN_ROUTES } from './route-registry.ts';

/**
 * The signed-in menus. Which entries they show, and in what order, is decided here; where each
 * entry leads is declared by the routes themselves (`ScreenRoute.nav`): the target in the user's own
 * role area where one exists, else the shared target. An entry shows only when the user may open
 * its target (`route-access.ts`).
 */
export interface NavEntry {
  key: NavKey;
  /** Target per role area. */
  targets: Partial<Record<Role, string>>;
  /** Shared route for roles without their own target. */
  fallback?: string;
}

/** Sidebar, top to bottom. */
const SIDEBAR: readonly NavKey[] = [
  'dashboard',
  'calendar',
  'messages',
  'patients',
  'appointments',
  'consultations',
  'dietPlans',
  'labs',
  'referrals',
  'biaAnalysis',
  'billing',
  'workouts',
  'settings',
];
/** Header: notifications, then the account menu. */
const HEADER: readonly NavKey[] = [
  'notifications',
  'profile',
  'analytics',
  'reports',
  'knowledgeBase',
  'privacy',
  'settings',
];

function collectEntries(): Map<NavKey, NavEntry> {
  const entries = new Map<NavKey, NavEntry>();
  for (const route of SCREEN_ROUTES) {
    const path = pathsOf(route)[0];
    if (!path) continue;
    for (const target of route.nav ?? []) {
      const entry = entries.get(target.key) ?? { key: target.key, targets: {} };
      const to = `${path}${target.suffix ?? ''}`;
      if (target.for) for (const role of target.for) entry.targets[role] = to;
      else entry.fallback = to;
      entries.set(target.key, entry);
    }
  }
  return entries;
}

const ENTRIES = collectEntries();
const entriesFor = (keys: readonly NavKey[]) =>
  keys
    .map((key) => ENTRIES.get(key) ?? { key, targets: {} })
    .filter((e) => e.fallback || Object.keys(e.targets).length);

export const NAV_ENTRIES: readonly NavEntry[] = entriesFor(SIDEBAR);
export const HEADER_ENTRIES: readonly NavEntry[] = entriesFor(HEADER);

/**
 * The role whose area the shell shows: the area of the current path when the user holds that
 * role, else the user's highest-priority role.
 */
export function shellRole(pathname: string, roles: readonly Role[]): Role {
  const effective = effectiveRoles(roles);
  const area = areaRoleOf(pathname);
  return area && effective.includes(area) ? area : primaryRole(effective);
}

export interface ResolvedNavItem {
  key: string;
  to: string;
}

export function resolveEntries(
  entries: readonly NavEntry[],
  role: Role,
  roles: readonly Role[],
): ResolvedNavItem[] {
  const out: ResolvedNavItem[] = [];
  for (const entry of entries) {
    const to = entry.targets[role] ?? entry.fallback;
    if (to && canAccess(to, roles)) out.push({ key: entry.key, to });
  }
  return out;
}
