import { APP_ROUTE_PATTERNS } from './app-route-patterns.ts';

/**
 * Every path pattern of the web app (`:name` for one path segment), generated from the web's route
 * declarations. The server answers 404 for a page path that none of them matches (the app then
 * shows its not-found screen).
 */
export { APP_ROUTE_PATTERNS };

const SPLIT = (path: string) => (path.split(/[?#]/)[0] ?? '/').split('/').filter(Boolean);

/** Whether a path (query, hash and trailing slash ignored) matches one pattern. */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const want = SPLIT(pattern);
  const have = SPLIT(pathname);
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? (have[i] ?? '') !== '' : part === have[i]))
  );
}

/** True when a page path (no query) is one of the app routes; a trailing slash is ignored. */
export function isAppRoute(pathname: string): boolean {
  return APP_ROUTE_PATTERNS.some((pattern) => matchesRoutePattern(pattern, pathname));
}
