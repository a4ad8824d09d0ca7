import type { Role } from '@verdant/shared/roles';
import type { ComponentType } from 'react';

/**
 * A screen as its feature declares it. Every feature folder exports a `routes` list of these; the
 * router, the access rules, the navigation, the census of pending screens and the server's list of
 * known page paths (`@verdant/shared/app-routes`) are all derived from those lists
 * (`app/route-registry.ts`), so adding a screen means adding one entry in its feature.
 */
export interface ScreenRoute {
  /** Path patterns (`:name` for one segment) that open this screen. */
  path: string | readonly string[];
  /**
   * `public`: anyone, inside the public layout. A list of roles: signed-in only, inside the app
   * layout, and only for users holding one of them (a path no route lists is denied).
   */
  access: 'public' | readonly Role[];
  /** The screen, loaded on first visit (its own chunk: nothing signed-in enters the public entry). */
  lazy?: () => Promise<ComponentType>;
  /**
   * `public`: the screen needs only the public pages' strings (loaded before the first render);
   * otherwise every namespace of the current language is loaded with it (decision 0057).
   */
  strings?: 'public';
  /** A screen that must be in the entry bundle (the landing page only). */
  Component?: ComponentType;
  /** An alias: opens `redirect` instead (replacing the history entry). */
  redirect?: string;
  /**
   * Title key (`nav:screens.<key>`) of a screen whose feature is not built yet: without `lazy` the
   * route shows the shell, this title and an empty state; with `lazy` the screen itself reads it.
   */
  pending?: string;
  /** Where this route is a navigation target (see `app/navigation.ts` for the menus). */
  nav?: readonly NavTarget[];
}

/** Keys of the menus' entries; the label is `nav:<key>`. */
export type NavKey =
  | 'dashboard'
  | 'calendar'
  | 'messages'
  | 'patients'
  | 'appointments'
  | 'consultations'
  | 'dietPlans'
  | 'labs'
  | 'referrals'
  | 'biaAnalysis'
  | 'billing'
  | 'workouts'
  | 'settings'
  | 'notifications'
  | 'profile'
  | 'analytics'
  | 'reports'
  | 'knowledgeBase'
  | 'privacy';

export interface NavTarget {
  key: NavKey;
  /**
   * The roles for which this route is the entry's target in their own area. Omitted: the shared
   * target for every role without one of its own (still shown only where `access` allows).
   */
  for?: readonly Role[];
  /** Appended to the path: a query or a hash (`?view=appointments`, `#profile`). */
  suffix?: string;
}

/** Every clinical and practice professional: the shared patient and billing shortcuts. */
export const PROFESSIONALS: readonly Role[] = ['admin', 'dietitian', 'staff', 'medical', 'fitness'];
/** Professionals who hold consultations and diet plans. */
export const CLINICAL: readonly Role[] = ['admin', 'dietitian', 'staff', 'medical'];
export const EVERYONE: readonly Role[] = [
  'admin',
  'dietitian',
  'staff',
  'medical',
  'fitness',
  'lab',
  'insurance',
  'patient',
];

/** Shorthand for a signed-in screen not built yet (see `ScreenRoute.pending`). */
export function pending(
  path: string,
  title: string,
  access: readonly Role[],
  nav?: readonly NavTarget[],
): ScreenRoute {
  return nav ? { path, access, pending: title, nav } : { path, access, pending: title };
}

/** Shorthand for a lazily loaded named export of a module. */
export function lazyExport<M>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
): () => Promise<ComponentType> {
  return () => load().then(pick);
}

/**
 * A query parameter of the page's own URL when the page is at one of `paths` (else null): a screen's
 * chunk uses it to start reading its data as soon as it loads (decision 0069), and must not when it
 * is only being preloaded from another page.
 */
export function paramOnPage(paths: readonly string[], name: string): string | null {
  if (typeof window === 'undefined' || !paths.includes(window.location.pathname)) return null;
  return new URLSearchParams(window.location.search).get(name);
}
