import { BACKGROUND_REQUEST_HEADER } from '@verdant/shared/constants';
import { ApiError, toApiError } from './errors.ts';
import { noteTwoFactorRequired } from './two-factor-required.ts';

/** The idle-timeout details of a 401 (decision 0020), if that is why. */
async function idleEnd(res: Response): Promise<{ idleMinutes?: number } | null> {
  try {
    const body = (await res.clone().json()) as {
      error?: { details?: { reason?: unknown; idleMinutes?: unknown } };
    };
    const details = body.error?.details;
    if (details?.reason !== 'idle_timeout') return null;
    return typeof details.idleMinutes === 'number' ? { idleMinutes: details.idleMinutes } : {};
  } catch {
    return null;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Extra request headers, e.g. `idempotency-key` on creating requests. */
  headers?: Record<string, string>;
  /** A poll nobody asked for just now: not user activity for the idle timeout (decision 0020). */
  background?: boolean;
  /** A multipart body (files) instead of JSON. */
  form?: FormData;
}

/** What the api client needs from the session store: the bearer token and a way to renew it. */
export interface TokenSource {
  getAccessToken(): string | null;
  refresh(): Promise<unknown>;
  /** Decision 0020: a request made for the user (the idle timeout starts again). */
  noteActivity?(): void;
  /** Decision 0020: the server ended the session after inactivity. */
  endedIdle?(minutes?: number): void;
}

let tokens: TokenSource | null = null;

/** Until this instant, reads are refreshes nobody asked for (lib/realtime.ts marks them). */
let backgroundUntil = 0;

/** The reads of the next `ms` refresh what the event stream said changed: not user activity. */
export function treatReadsAsBackground(ms: number): void {
  backgroundUntil = Date.now() + ms;
}

/**
 * How requests leave: the browser's `fetch`, or on the server (decision 0051) the server's own
 * routes called in-process, so a server-rendered page reads the same answers, from the same cache.
 */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

export function setApiTransport(send: (url: string, init: RequestInit) => Promise<Response>): void {
  transport = send;
}

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

function isBackground(req: ApiRequest): boolean {
  return !!req.background || ((req.method ?? 'GET') === 'GET' && Date.now() < backgroundUntil);
}

async function send(path: string, req: ApiRequest): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
  // The interface language (kept on <html lang>): the server answers messages and writes the
  // e-mails a request causes in it (an invitation sent, an account created from a link).
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language && !headers['accept-language']) headers['accept-language'] = language;
  if (isBackground(req)) headers[BACKGROUND_REQUEST_HEADER] = '1';
  const token = tokens?.getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (req.body !== undefined && !req.form) headers['content-type'] = 'application/json';
  return transport(withQuery(path, req.query), {
    method: req.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    body: req.form ?? (req.body === undefined ? undefined : JSON.stringify(req.body)),
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
    if (!isBackground(req)) tokens?.noteActivity?.();
    const idle = res.status === 401 ? await idleEnd(res) : null;
    if (idle) {
      tokens?.endedIdle?.(idle.idleMinutes);
    } else if (res.status === 401 && tokens?.getAccessToken()) {
      await tokens.refresh();
      if (tokens.getAccessToken()) res = await send(path, req);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('UNAVAILABLE', 0, error instanceof Error ? error.message : String(error));
  }
  const body = await parse(res);
  if (!res.ok) {
    const error = toApiError(body, res.status);
    if (error.code === 'TWO_FACTOR_SETUP_REQUIRED') noteTwoFactorRequired(); // ADR 0050
    throw error;
  }
  return body as T;
}
