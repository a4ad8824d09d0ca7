import { type ComponentType, lazy } from 'react';

/**
 * A lazily loaded component that is drawn at once when its chunk has already arrived (decision 0069).
 *
 * `React.lazy` alone suspends on its first render even when the chunk was fetched long before (its
 * loader's promise settles a microtask later), so the Suspense fallback is committed, and React 19
 * then holds the content back until 300 ms after that fallback appeared (its fallback throttle): on
 * the chart screens that was 250–300 ms of every visit. `preload()` starts the chunk (call it with
 * the data's request); `Component` renders the loaded module directly, and falls back to
 * `React.lazy` (inside the caller's Suspense) only while the chunk is still on its way.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: ComponentType<P>; preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    pending ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (err: unknown) => {
        // a failed chunk is asked for again on the next try (a dropped connection)
        pending = null;
        throw err;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module level, as React.lazy makes its component
  function Preloaded(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return { Component: Preloaded, preload };
}
