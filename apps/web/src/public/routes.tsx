import { startupRoute } from '../lib/auth/startup.ts';
import { useAuth } from '../lib/auth/index.ts';
import { routes as findCareRoutes } from '../features/find-care/routes.ts';
import LandingPage from '../features/public-site/landing-page.tsx';
import { routes as siteRoutes } from '../features/public-site/routes.tsx';
import type { ScreenRoute } from '../lib/routes.ts';
import { Navigate, type PublicRoute } from './router.tsx';

/**
 * `/` in the public entry (decision 0060), inside the public layout: the landing page as the server
 * rendered it, until the session is known; then `/home` without a session (the layout stays, so the
 * page is not rebuilt), or, signed in, the user's landing route (a full page load into the app). The
 * app's `StartupRedirect` does the same inside the app's router.
 */
export function StartPage() {
  const { status, session, roles } = useAuth();
  // The landing page stays while the navigation happens: `Navigate` alone renders nothing, and the
  // page emptied for a moment before `/home` arrived (the footer jumped up and back: a layout shift
  // of 1.8 in Lighthouse's `/`, decision 0073).
  return (
    <>
      <LandingPage />
      {status === 'loading' ? null : <Navigate to={startupRoute(session, roles)} replace />}
    </>
  );
}

/** The pages the server renders (entry-server's SERVER_RENDERED): the public pages' own strings. */
const pages = (list: readonly ScreenRoute[]): PublicRoute[] =>
  list
    .filter((route) => route.access === 'public' && route.strings === 'public')
    .flatMap((route) =>
      (typeof route.path === 'string' ? [route.path] : route.path).map((path) => ({
        path,
        Component: route.Component,
        lazy: route.lazy,
      })),
    );

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', Component: StartPage },
  ...pages(siteRoutes),
  ...pages(findCareRoutes),
];
