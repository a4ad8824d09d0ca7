import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchRoute, prefetchRouteWhenIdle, setRoutePrefetcher } from './route-prefetch.ts';

describe('route prefetch (ADR 0066)', () => {
  afterEach(() => {
    setRoutePrefetcher(null);
    vi.useRealTimers();
  });

  it('asks the registered router to load the screens of a path, and never fails the caller', async () => {
    const loaded: string[] = [];
    setRoutePrefetcher(async (path) => {
      loaded.push(path);
      if (path === '/broken') throw new Error('chunk failed to load');
    });
    await prefetchRoute('/dietitian/overview');
    await expect(prefetchRoute('/broken')).resolves.toBeUndefined();
    expect(loaded).toEqual(['/dietitian/overview', '/broken']);
  });

  it('waits for an idle moment, and a cancelled prefetch loads nothing', async () => {
    vi.useFakeTimers();
    const prefetcher = vi.fn(async () => undefined);
    setRoutePrefetcher(prefetcher);
    const cancel = prefetchRouteWhenIdle('/patient/dashboard');
    cancel();
    prefetchRouteWhenIdle('/fitness');
    expect(prefetcher).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(prefetcher.mock.calls).toEqual([['/fitness']]);
  });
});
