import { startupRoute } from '../lib/auth/startup.ts';
import { useAuth } from '../lib/auth/index.ts';
import { routes as findCareRoutes } from '../features/find-care/routes.ts';
import LandingPage from '../features/public-site/landing-page.tsx';
import { routes as siteRoutes } from '../features/public-site/routes.tsx';
import type { ScreenRoute } from '../lib/routes.ts';
import { Navigate, type PublicRoute, useLocation } from './router.tsx';

/**
 * `/` and `/home` in the public entry (decision 0060), inside the public layout: the landing page.
 * At `/`, once the session is known, a visitor without one moves to `/home`, and a signed-in user to
 * their landing route (a full page load into the app); the app's `StartupRedirect` does the same
 * inside the app's router. Both paths render this one component, so moving from `/` to `/home`
 * keeps the landing page as it is: rendered again, it was one long task (Lighthouse's blocking
 * time on `/` 270–330 ms), and `Navigate` alone had emptied the page for a moment (a layout shift of
 * 1.8; decision 0073).
 */
export function StartPage() {
  const { status, session, roles } = useAuth();
  const { pathname } = useLocation();
  const next = pathname === '/' && status !== 'loading' ? startupRoute(session, roles) : null;
  return (
    <>
      <LandingPage />
      {next ? <Navigate to={next} replace /> : null}
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
  { path: '/home', Component: StartPage },
  ...pages(siteRoutes),
  ...pages(findCareRoutes),
];
