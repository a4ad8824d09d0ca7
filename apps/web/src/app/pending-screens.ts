import { pathsOf, SCREEN_ROUTES } from './route-registry.ts';

/**
 * The census of screens whose feature is not built yet, derived from the routes that declare
 * `pending` (`lib/routes.ts`). Each renders its shell, its title and a plain empty state; the list
 * may only shrink. Titles are keys in `locales/<lng>/nav.json` under `screens`.
 */
export interface PendingScreen {
  title: string;
  shell: 'public' | 'app';
}

export const PENDING_SCREENS: Readonly<Record<string, PendingScreen>> = Object.fromEntries(
  SCREEN_ROUTES.flatMap((route) =>
    route.pending
      ? pathsOf(route).map((path) => [
          path,
          { title: route.pending as string, shell: route.access === 'public' ? 'public' : 'app' } as const,
        ])
      : [],
  ),
);

export function isPendingScreen(pattern: string): boolean {
  return pattern in PENDING_SCREENS;
}
