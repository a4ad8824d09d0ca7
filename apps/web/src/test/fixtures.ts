import type { Session, SessionUser } from '@verdant/shared/auth';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    email: 'maya@example.com',
    firstName: 'Maya',
    lastName: 'Chen',
    name: 'Maya Chen',
    emailVerified: true,
    profileComplete: true,
    twoFactorEnabled: false,
    ...overrides,
  };
}

export function makeSession(overrides: Partial<Session> = {}, user: Partial<SessionUser> = {}): Session {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: 'token-1',
    refresh_token: 'refresh-1',
    expires_in: 900,
    expires_at: now + 900,
    token_type: 'bearer',
    user: makeUser(user),
    ...overrides,
  };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** A fetch stub routing by "METHOD path" (query ignored); unknown calls answer 404. */
export function fetchStub(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; init?: RequestInit }[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, path, init });
    const handler = routes[`${method} ${path}`];
    if (!handler) return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    return handler(url, init);
  };
  return Object.assign(fn, { calls });
}
