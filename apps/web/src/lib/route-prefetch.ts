/**
 * ADR 0066: start loading a screen's code and strings before the navigation that shows it, so the
 * first screen after sign-in (or the screen of a page load) does not wait on a chain of requests.
 * The router registers how (`app/router.tsx`); features call `prefetchRoute` without importing it.
 */
let prefetcher: ((path: string) => Promise<void>) | null = null;

export function setRoutePrefetcher(fn: ((path: string) => Promise<void>) | null): void {
  prefetcher = fn;
}

/** Loads (once) the chunks and strings of the screens `path` opens; failures are left to the navigation. */
export function prefetchRoute(path: string): Promise<void> {
  return prefetcher ? prefetcher(path).catch(() => undefined) : Promise.resolve();
}

/** The same, when the browser is idle (or soon, where it has no idle callback). */
export function prefetchRouteWhenIdle(path: string): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => void prefetchRoute(path), { timeout: 500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(() => void prefetchRoute(path), 50);
  return () => window.clearTimeout(id);
}
