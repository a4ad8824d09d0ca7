import { QueryClient, useQuery } from '@tanstack/react-query';
import { type ApiError, toApiError } from './errors.ts';

/**
 * The app's one data cache (TanStack Query). Reads are cached by key and shared between screens
 * (the provider page and the booking page read the same provider once); a read is refreshed when a
 * screen that uses it mounts. Failed reads are not retried: the screen shows the error and its own
 * "try again". Signed-in code may also use TanStack's hooks directly: the app layout provides this
 * client. The public entry does not load this module (the landing page reads nothing).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
    mutations: { retry: false },
  },
});

export interface ApiData<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  /** Reads again (the data shown so far stays until the answer arrives). */
  reload: () => void;
}

/**
 * Reads `key` (null: nothing to read) with `load`; a new key cancels the previous request. The
 * loader may change identity between renders: only the key identifies the data.
 */
export function useApiQuery<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ApiData<T> {
  const query = useQuery(
    {
      queryKey: ['api', key],
      queryFn: ({ signal }) => load(signal),
      enabled: key !== null,
    },
    queryClient,
  );
  const error = key === null || !query.error ? null : toApiError(query.error);
  return {
    // A failed read shows its error, never the answer of an earlier read.
    data: key === null || error ? null : (query.data ?? null),
    error,
    loading: key !== null && query.isPending,
    reload: () => void query.refetch(),
  };
}

/** Drops cached reads whose key starts with `prefix`, so screens showing them read again. */
export function invalidate(prefix: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[1] === 'string' && q.queryKey[1].startsWith(prefix),
  });
}

/** Replaces a cached read's data with what a successful change returned (no extra request). */
export function updateCached<T>(key: string, update: (data: T) => T): void {
  queryClient.setQueryData<T>(['api', key], (data) => (data === undefined ? data : update(data)));
}
