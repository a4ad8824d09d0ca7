import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  Navigate,
  type RouteObject,
} from 'react-router';
import { RouteErrorFallback } from './chrome/error-fallback.tsx';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { NotFoundPage } from '../components/not-found.tsx';
import type { PendingHandle } from '../components/pending-content.tsx';
import { PendingScreen, PublicPendingScreen } from './chrome/pending-screen.tsx';
import { loadAppCatalogues } from '../lib/i18n/index.ts';
import type { ScreenRoute } from '../lib/routes.ts';
import { setRoutePrefetcher } from '../lib/route-prefetch.ts';
import { StartupRedirect } from './guards.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { pathsOf, SCREEN_ROUTES } from './route-registry.ts';

/** One router entry per path of a declared screen; the screens stay lazy (their own chunks). */
function toRouteObjects(route: ScreenRoute): RouteObject[] {
  const shell = route.access === 'public' ? 'public' : 'app';
  return pathsOf(route).map((path): RouteObject => {
    if (route.redirect) return { path, element: <Navigate to={route.redirect} replace /> };
    const handle = route.pending ? ({ pendingTitle: route.pending } satisfies PendingHandle) : undefined;
    const load = route.lazy;
    const strings = route.strings === 'public' ? Promise.resolve() : undefined;
    if (load) {
      return {
        path,
        handle,
        lazy: () =>
          Promise.all([load(), strings ?? loadAppCatalogues()]).then(([Component]) => ({ Component })),
      };
    }
    if (route.Component) return { path, handle, Component: route.Component };
    return { path, handle, Component: shell === 'public' ? PublicPendingScreen : PendingScreen };
  });
}

const byShell = (shell: 'public' | 'app') =>
  SCREEN_ROUTES.filter((r) => (r.access === 'public') === (shell === 'public')).flatMap(toRouteObjects);

/** The signed-in screens (children of the app layout, behind the access guard). */
export const APP_ROUTES = byShell('app');

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteErrorFallback />,
    HydrateFallback: LoadingScreen,
    children: [
      { path: '/', Component: StartupRedirect },
      {
        Component: PublicLayout,
        children: [...byShell('public'), { path: '*', Component: NotFoundPage }],
      },
      {
        lazy: () =>
          Promise.all([import('./layouts/app-layout.tsx'), loadAppCatalogues()]).then(([m]) => ({
            Component: m.AppLayout,
          })),
        children: APP_ROUTES,
      },
    ],
  },
];

export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

/**
 * ADR 0066: loads the code and strings of the screens a path opens (its layout's and its own lazy
 * modules) without rendering them; the router's own `lazy` then finds the modules loaded.
 */
export async function preloadRoute(path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  );
}

/**
 * ADR 0070: runs `start` with every module preload it asks for marked `fetchpriority="low"`. The
 * build's preload helper adds one `<link rel="modulepreload">` per chunk a lazy module needs,
 * synchronously, when the import is asked for; at the default priority the sign-in page's ~55
 * preloads of the next screen queued the visitor's own "Sign in" request behind them on the six
 * connections a phone opens (1.1 s of the 2.3 s from the click to the first screen). At low
 * priority the browser sends the visitor's requests (and the screen's own imports) first.
 */
export function withLowPriorityPreloads<T>(start: () => T): T {
  if (typeof document === 'undefined' || !document.head) return start();
  const head = document.head;
  const append = head.appendChild;
  head.appendChild = function <N extends Node>(this: HTMLHeadElement, node: N): N {
    if (node instanceof HTMLLinkElement && node.rel === 'modulepreload')
      node.setAttribute('fetchpriority', 'low');
    return append.call(this, node) as N;
  };
  try {
    return start();
  } finally {
    head.appendChild = append;
  }
}

/** The sign-in page's preload of the next screen (ADR 0066) yields to the visitor's requests. */
setRoutePrefetcher((path) => withLowPriorityPreloads(() => preloadRoute(path)));
