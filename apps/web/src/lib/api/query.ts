import { onlineManager, QueryClient, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Page } from '@verdant/shared/page';
import { type ApiError, toApiError } from './errors.ts';
import { isPersistedRead } from '../offline/persisted-reads.ts';
import type { QueryKey } from './query-keys.ts';

/**
 * The app's one data cache (TanStack Query). Every server read of the web goes through it, under a
 * key from `query-keys.ts`; reads are shared between screens (the provider page and the booking
 * page read the same provider once) and refreshed when a screen that uses them mounts. Failed reads
 * are not retried: the screen shows the error and its own "try again". A change names the keys it
 * makes stale (`useApiMutation`'s `invalidates`) or writes its answer into the cache
 * (`updateCached`). The client is passed to every hook explicitly, so public screens need no
 * provider around them and the landing page's entry does not load TanStack at all; the app layout
 * still provides it for signed-in code that uses TanStack's hooks directly.
 */
// TanStack assumes "online" until it hears an `offline` event: a page opened without a network
// (ADR 0046) starts paused instead of failing every read. Only a browser says it is offline: Node
// has a `navigator` without `onLine`, and a server render paused here would never finish.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
    mutations: { retry: false },
  },
});

/**
 * The cache the read hooks use: the module's `queryClient` in the browser; a server render
 * (`entry-server.tsx`, decision 0051) provides a fresh client per request holding the data it read
 * for the page, so two requests never share answers.
 */
const ApiCacheContext = createContext<QueryClient>(queryClient);
export const ApiCacheProvider = ApiCacheContext.Provider;

export interface ApiData<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  /** Reads again (the data shown so far stays until the answer arrives). */
  reload: () => void;
}

export interface ApiQueryOptions {
  /** How long an answer counts as fresh (a remount within it reads nothing); default: never. */
  staleTime?: number;
}

/**
 * Reads `key` (null: nothing to read) with `load`; a new key cancels the previous request. The
 * loader may change identity between renders: only the key identifies the data.
 */
export function useApiQuery<T>(
  key: QueryKey | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: ApiQueryOptions = {},
): ApiData<T> {
  const client = useContext(ApiCacheContext);
  const query = useQuery(
    {
      queryKey: key ?? ['none'],
      queryFn: ({ signal }) => load(signal),
      enabled: key !== null,
      ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    },
    client,
  );
  let error = key === null || !query.error ? null : toApiError(query.error);
  // ADR 0046: a read the device keeps, that could not reach the server, shows what it last answered
  // (the dashboard says offline since when) rather than an error.
  if (error && error.status === 0 && query.data !== undefined && key && isPersistedRead(key)) error = null;
  return {
    // A failed read shows its error, never the answer of an earlier read.
    data: key === null || error ? null : (query.data ?? null),
    error,
    loading: key !== null && query.isPending,
    reload: () => void query.refetch(),
  };
}

export interface ApiPages<T> {
  /** Every item read so far, first page first. */
  items: T[];
  /** Whether the first page has arrived (an empty list is then really empty). */
  loaded: boolean;
  /** Reading the first page (or reading it again). */
  loading: boolean;
  /** Reading the next page. */
  loadingMore: boolean;
  /** The first page's failure. */
  error: ApiError | null;
  /** The next page's failure (the pages read so far stay shown). */
  moreError: ApiError | null;
  hasMore: boolean;
  loadMore: () => void;
  /** Reads the first page again, dropping the pages after it. */
  reload: () => void;
}

/**
 * A cursor-paged list (`Page<T>`): the first page is read under `key`, "load more" appends the page
 * after the last cursor. A new key (another filter, language or search) starts over.
 */
export function useApiPages<T>(
  key: QueryKey,
  load: (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>,
): ApiPages<T> {
  const client = useContext(ApiCacheContext);
  const query = useInfiniteQuery(
    {
      queryKey: key,
      queryFn: ({ pageParam, signal }) => load(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    },
    client,
  );
  return {
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    loaded: query.data !== undefined,
    loading: query.isPending || (query.isFetching && !query.isFetchingNextPage),
    loadingMore: query.isFetchingNextPage,
    error: query.error && !query.isFetchNextPageError ? toApiError(query.error) : null,
    moreError: query.error && query.isFetchNextPageError ? toApiError(query.error) : null,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    reload: () => {
      // Only the first page is read again: the list starts over.
      client.setQueryData(key, (data: { pages: Page<T>[]; pageParams: unknown[] } | undefined) =>
        data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
      );
      void query.refetch();
    },
  };
}

/** Replaces every item with `item`'s id in the cached pages under `key` (a change's answer). */
export function updateCachedItem<T extends { id: string }>(key: QueryKey, item: T): void {
  queryClient.setQueriesData<{ pages: Page<T>[]; pageParams: unknown[] }>({ queryKey: key }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((one) => (one.id === item.id ? item : one)),
          })),
        }
      : data,
  );
}

export interface ApiMutation<I, O> {
  /** Runs the change; resolves with its answer, or undefined when it failed (see `error`). */
  run: (input: I) => Promise<O | undefined>;
  /** The last successful answer. */
  data: O | undefined;
  busy: boolean;
  error: ApiError | null;
  reset: () => void;
}

/**
 * A change: `send` runs it; on success the reads under `invalidates` are read again and `onSuccess`
 * gets the answer. A failure is kept in `error` (show it with `errorMessage`).
 */
export function useApiMutation<I, O>(
  send: (input: I) => Promise<O>,
  options: {
    invalidates?: readonly QueryKey[];
    onSuccess?: (answer: O, input: I) => void;
    /** ADR 0046: `send` works offline too (it queues the change), so it runs without a network. */
    offlineCapable?: boolean;
  } = {},
): ApiMutation<I, O> {
  const mutation = useMutation(
    {
      mutationFn: send,
      ...(options.offlineCapable ? { networkMode: 'always' as const } : {}),
      onSuccess: async (answer, input) => {
        options.onSuccess?.(answer, input);
        await Promise.all((options.invalidates ?? []).map((key) => invalidate(key)));
      },
    },
    queryClient,
  );
  return {
    run: (input) => mutation.mutateAsync(input).catch(() => undefined),
    data: mutation.data,
    busy: mutation.isPending,
    error: mutation.error ? toApiError(mutation.error) : null,
    reset: mutation.reset,
  };
}

/** Marks every read whose key starts with `key` stale; those on screen are read again. */
export function invalidate(key: QueryKey): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: key });
}

/** Replaces a cached read's data with what a successful change returned (no extra request). */
export function updateCached<T>(key: QueryKey, update: (data: T) => T): void {
  queryClient.setQueryData<T>(key, (data) => (data === undefined ? data : update(data)));
}
