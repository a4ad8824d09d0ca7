import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type QueryChanges = Record<string, string | number | null>;

/** The page number in a URL query (`page`, 1 when missing or not a number). */
export function pageOf(params: URLSearchParams, param = 'page'): number {
  return Math.max(1, Number.parseInt(params.get(param) ?? '1', 10) || 1);
}

/**
 * A list's state in the URL query (filters, search, sort, page), so a reload, the back button or a
 * shared link shows the same rows. `update` writes changes (null or '' removes a key); any change
 * other than the page itself starts again at page 1. `replace` for changes made while typing.
 */
export function useUrlQuery() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: QueryChanges, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return { params, page: pageOf(params), update };
}
