import { ApiError, toApiError } from './errors.ts';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Extra request headers, e.g. `idempotency-key` on creating requests. */
  headers?: Record<string, string>;
}

/** What the api client needs from the session store: the bearer token and a way to renew it. */
export interface TokenSource {
  getAccessToken(): string | null;
  refresh(): Promise<unknown>;
}

let tokens: TokenSource | null = null;

export function setTokenSource(source: TokenSource | null) {
  tokens = source;
}

function withQuery(path: string, query?: ApiRequest['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function send(path: string, req: ApiRequest): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  const token = tokens?.getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (req.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(withQuery(path, req.query), {
    method: req.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
    signal: req.signal,
  });
}

async function parse(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls `/api/v1/...` with the in-memory access token. A 401 renews the token once and retries;
 * any failure throws an ApiError whose `code` is one of the shared error codes.
 */
export async function api<T>(path: string, req: ApiRequest = {}): Promise<T> {
  let res: Response;
  try {
    res = await send(path, req);
    if (res.status === 401 && tokens?.getAccessToken()) {
      await tokens.refresh();
      if (tokens.getAccessToken()) res = await send(path, req);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('UNAVAILABLE', 0, error instanceof Error ? error.message : String(error));
  }
  const body = await parse(res);
  if (!res.ok) throw toApiError(body, res.status);
  return body as T;
}
