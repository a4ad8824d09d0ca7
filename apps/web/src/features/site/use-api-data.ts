import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, toApiError } from '../../lib/api/errors.ts';

export interface ApiData<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads data for `key` (null: nothing to load); a new key aborts the previous request.
 * The loader may change identity between renders; only the key triggers a reload.
 */
export function useApiData<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ApiData<T> {
  const loader = useRef(load);
  loader.current = load;
  const [state, setState] = useState<{ key: string | null; data: T | null; error: ApiError | null }>({
    key: null,
    data: null,
    error: null,
  });
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    // nonce: reload() re-runs this effect for the same key
    void nonce;
    loader
      .current(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ key, data, error: null });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, data: null, error: error instanceof ApiError ? error : toApiError(error) });
      });
    return () => controller.abort();
  }, [key, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const current = state.key === key;
  return {
    data: current ? state.data : null,
    error: current ? state.error : null,
    loading: key !== null && !current,
    reload,
  };
}
