import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './errors.ts';
import { queryClient } from './query.ts';

/**
 * The reads of a server-rendered page (decision 0051), its failed ones back as ApiErrors (JSON keeps
 * only their fields); both entries (`main.tsx`, `public-main.tsx`) hydrate the cache from it.
 */
export function reviveErrors(queries: unknown): DehydratedState {
  const state = queries as DehydratedState;
  for (const query of state.queries ?? []) {
    const error = query.state.error as { code?: string; status?: number } | null | undefined;
    if (error && typeof error === 'object' && !(error instanceof ApiError)) {
      (query.state as { error: unknown }).error = new ApiError(
        (error.code ?? 'UNAVAILABLE') as ApiError['code'],
        error.status ?? 0,
      );
      // Shown as the server showed it (a post not found), not read again on hydration.
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  return state;
}
