import { LANDING_ROUTES, primaryRole, type Role } from '@verdant/shared/roles';
import { areaRoleOf, canAccess, effectiveRoles } from './route-access.ts';

/**
 * Navigation entries of SPEC section 2 ("Logged-in navigation and header"). Each points into the
 * user's own role area where it has one, else to the shared shortcut; an entry shows only when
 * `route-access.ts` lets the user open its target.
 */
export interface NavEntry {
  key: string;
  /** Target per role area. */
  targets: Partial<Record<Role, string>>;
  /** Shared route for roles without their own target. */
  fallback?: string;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'dashboard', targets: LANDING_ROUTES },
  {
    key: 'calendar',
    targets: {
      admin: '/admin/calendar',
      dietitian: '/dietitian/calendar',
      medical: '/medical/calendar',
      fitness: '/fitness/calendar',
      lab: '/lab/calendar',
      patient: '/patient/calendar',
    },
    fallback: '/calendar',
  },
  {
    key: 'messages',
    targets: {
      admin: '/admin/messages',
      dietitian: '/dietitian/messages',
      medical: '/medical/messages',
      fitness: '/fitness/messages',
      lab: '/lab/messages',
      patient: '/patient/messages',
      staff: '/staff-messages',
      insurance: '/insurance-messages',
    },
    fallback: '/messages',
  },
  {
    key: 'patients',
    targets: {
      admin: '/admin/patients',
      dietitian: '/dietitian/patients',
      medical: '/medical/patients',
      fitness: '/fitness/clients',
      lab: '/lab/patients',
    },
    fallback: '/patients',
  },
  {
    key: 'appointments',
    targets: {
      admin: '/admin/calendar?view=appointments',
      dietitian: '/dietitian/calendar?view=appointments',
      medical: '/medical/calendar?view=appointments',
      fitness: '/fitness/calendar?view=appointments',
      lab: '/lab/calendar?view=appointments',
      patient: '/patient/calendar?view=appointments',
    },
    fallback: '/calendar?view=appointments',
  },
  {
    key: 'consultations',
    targets: {
      dietitian: '/dietitian/consultations',
      medical: '/medical/consultations',
      patient: '/patient/consultations',
    },
    fallback: '/consultations',
  },
  { key: 'dietPlans', targets: { dietitian: '/dietitian/diet-plans' }, fallback: '/diet-plans' },
  { key: 'labs', targets: { dietitian: '/dietitian/labs', lab: '/lab/orders', patient: '/patient/labs' } },
  {
    key: 'biaAnalysis',
    targets: { dietitian: '/dietitian/bia', patient: '/patient/bia-analysis' },
    fallback: '/bia-analysis',
  },
  {
    key: 'billing',
    targets: { dietitian: '/dietitian/billing', fitness: '/fitness/billing' },
    fallback: '/billing',
  },
  {
    key: 'workouts',
    targets: { dietitian: '/dietitian/workout', fitness: '/fitness/workouts' },
    fallback: '/workouts',
  },
  {
    key: 'settings',
    targets: {
      dietitian: '/dietitian/settings',
      medical: '/medical/settings',
      fitness: '/fitness/settings',
      lab: '/lab/settings',
      patient: '/patient/settings',
    },
    fallback: '/settings',
  },
];

/** Header entries (notifications, profile, analytics, reports, knowledge base, settings). */
export const HEADER_ENTRIES: readonly NavEntry[] = [
  { key: 'notifications', targets: {}, fallback: '/notifications' },
  {
    key: 'profile',
    targets: {
      dietitian: '/dietitian/profile',
      medical: '/medical/settings#profile',
      fitness: '/fitness/settings#profile',
      lab: '/lab/settings#profile',
      patient: '/patient/settings#profile',
    },
    fallback: '/settings#profile',
  },
  { key: 'analytics', targets: { dietitian: '/dietitian/analytics' }, fallback: '/patient-analytics' },
  { key: 'reports', targets: { dietitian: '/dietitian/reports' } },
  { key: 'knowledgeBase', targets: { dietitian: '/dietitian/knowledge-base' } },
  NAV_ENTRIES.find((e) => e.key === 'settings') as NavEntry,
];

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
