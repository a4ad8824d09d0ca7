import type { Session, SessionEvent } from '@verdant/shared/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, json, makeSession } from '../../test/fixtures.ts';
import { createSessionStore } from './session-store.ts';

class FakeChannel {
  static all: FakeChannel[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  sent: unknown[] = [];
  constructor() {
    FakeChannel.all.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  close() {}
  receive(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

const T0 = new Date('2030-01-15T10:00:00Z').getTime();

function sessionExpiringIn(seconds: number, token = 'token-1'): Session {
  return makeSession({ access_token: token, expires_at: Math.floor(Date.now() / 1000) + seconds });
}

describe('session store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(routes: Parameters<typeof fetchStub>[0]) {
    const fetch = fetchStub(routes);
    const channel = new FakeChannel();
    const signOutRequest = vi.fn(async () => undefined);
    const store = createSessionStore({ fetch, channel, signOutRequest });
    const events: [SessionEvent, Session | null][] = [];
    store.onAuthStateChange((event, session) => events.push([event, session]));
    return { store, fetch, channel, events, signOutRequest };
  }

  it('reads the session first, then the roles, and emits INITIAL_SESSION', async () => {
    const session = sessionExpiringIn(900);
    const { store, fetch, events } = setup({
      'GET /api/v1/session': () => json(session),
      'GET /api/v1/me/roles': () => json({ roles: ['patient', 'dietitian'] }),
    });
    await store.init();
    expect(fetch.calls.map((c) => c.path)).toEqual(['/api/v1/session', '/api/v1/me/roles']);
    expect(new Headers(fetch.calls[1]?.init?.headers).get('authorization')).toBe('Bearer token-1');
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', roles: ['patient', 'dietitian'] });
    expect(events).toEqual([['INITIAL_SESSION', session]]);
    expect(store.getAccessToken()).toBe('token-1');
    store.dispose();
  });

  it('takes the roles from the session answer when it carries them: one round trip (ADR 0066)', async () => {
    const session = { ...sessionExpiringIn(900), roles: ['dietitian', 'patient'] };
    const { store, fetch, events } = setup({ 'GET /api/v1/session': () => json(session) });
    await store.init();
    expect(fetch.calls.map((c) => c.path)).toEqual(['/api/v1/session']);
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', roles: ['dietitian', 'patient'] });
    expect(events).toEqual([['INITIAL_SESSION', session]]);
    store.dispose();
  });

  it.each([
    ['null (the server answer for a visitor)', () => json(null)],
    ['401 (an older server)', () => json({ error: { code: 'UNAUTHENTICATED' } }, 401)],
  ])('is signed out with INITIAL_SESSION(null) when the session read answers %s', async (_, answer) => {
    const { store, events, fetch } = setup({ 'GET /api/v1/session': answer });
    await store.init();
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(events).toEqual([['INITIAL_SESSION', null]]);
    expect(fetch.calls.map((c) => c.path)).toEqual(['/api/v1/session']);
    store.dispose();
  });

  it('logs a failed roles read and continues with no roles', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = setup({
      'GET /api/v1/session': () => json(sessionExpiringIn(900)),
      'GET /api/v1/me/roles': () => json({ error: { code: 'INTERNAL' } }, 500),
    });
    await store.init();
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', roles: [] });
    expect(spy).toHaveBeenCalledWith('Error fetching user roles', expect.any(Error));
    spy.mockRestore();
    store.dispose();
  });

  it('checks every 30 s and refreshes only when the token expires within 60 s', async () => {
    let refreshes = 0;
    const { store, events } = setup({
      'GET /api/v1/session': () => json(sessionExpiringIn(120)),
      'GET /api/v1/me/roles': () => json({ roles: ['patient'] }),
      'POST /api/v1/session/refresh': () => {
        refreshes++;
        return json(sessionExpiringIn(900, 'token-2'));
      },
    });
    await store.init();
    await vi.advanceTimersByTimeAsync(30_000); // 90 s left: no refresh
    expect(refreshes).toBe(0);
    await vi.advanceTimersByTimeAsync(30_000); // 60 s left: refresh
    expect(refreshes).toBe(1);
    expect(store.getAccessToken()).toBe('token-2');
    expect(events.map(([e]) => e)).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED']);
    await vi.advanceTimersByTimeAsync(30_000); // fresh token: no more refreshes
    expect(refreshes).toBe(1);
    store.dispose();
  });

  it('signs out when the refresh is refused', async () => {
    const { store, events } = setup({
      'GET /api/v1/session': () => json(sessionExpiringIn(10)),
      'GET /api/v1/me/roles': () => json({ roles: ['patient'] }),
      'POST /api/v1/session/refresh': () => json({ error: { code: 'UNAUTHENTICATED' } }, 401),
    });
    await store.init();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-out', session: null, endedBy: 'expiry' });
    expect(events.map(([e]) => e)).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
    store.dispose();
  });

  it('keeps the session when the refresh fails for another reason (e.g. offline)', async () => {
    const { store } = setup({
      'GET /api/v1/session': () => json(sessionExpiringIn(10)),
      'GET /api/v1/me/roles': () => json({ roles: ['patient'] }),
      'POST /api/v1/session/refresh': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await store.init();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.getSnapshot().status).toBe('signed-in');
    store.dispose();
  });

  it('emits SIGNED_IN and MFA_CHALLENGE_VERIFIED after sign-in and tells other tabs', async () => {
    let signedIn = false;
    const { store, events, channel } = setup({
      'GET /api/v1/session': () => (signedIn ? json(sessionExpiringIn(900)) : json({}, 401)),
      'GET /api/v1/me/roles': () => json({ roles: ['dietitian'] }),
    });
    await store.init();
    signedIn = true;
    await store.signedIn();
    await store.signedIn('MFA_CHALLENGE_VERIFIED');
    expect(events.map(([e]) => e)).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'MFA_CHALLENGE_VERIFIED']);
    expect(channel.sent).toEqual([{ type: 'signed-in' }, { type: 'signed-in' }]);
    store.dispose();
  });

  it('signs out: ends the server session, clears memory, emits SIGNED_OUT, tells other tabs', async () => {
    const { store, events, channel, signOutRequest } = setup({
      'GET /api/v1/session': () => json(sessionExpiringIn(900)),
      'GET /api/v1/me/roles': () => json({ roles: ['dietitian'] }),
    });
    await store.init();
    await store.signOut();
    expect(signOutRequest).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toMatchObject({
      status: 'signed-out',
      session: null,
      roles: [],
      endedBy: 'user',
    });
    expect(store.getAccessToken()).toBeNull();
    expect(events.map(([e]) => e)).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
    expect(channel.sent).toEqual([{ type: 'signed-out' }]);
    store.dispose();
  });

  it('signs out when another tab signs out', async () => {
    const { store, events, channel } = setup({
      'GET /api/v1/session': () => json(sessionExpiringIn(900)),
      'GET /api/v1/me/roles': () => json({ roles: ['dietitian'] }),
    });
    await store.init();
    channel.receive({ type: 'signed-out' });
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(events.at(-1)?.[0]).toBe('SIGNED_OUT');
    store.dispose();
  });

  it('emits USER_UPDATED and PASSWORD_RECOVERY, and never writes the session to storage', async () => {
    const { store, events } = setup({
      'GET /api/v1/session': () => json(sessionExpiringIn(900)),
      'GET /api/v1/me/roles': () => json({ roles: ['patient'] }),
    });
    await store.init();
    store.updateUser({ firstName: 'Ana' });
    store.passwordRecovery();
    expect(store.getSnapshot().session?.user.firstName).toBe('Ana');
    expect(events.map(([e]) => e)).toEqual(['INITIAL_SESSION', 'USER_UPDATED', 'PASSWORD_RECOVERY']);
    expect(JSON.stringify({ ...localStorage })).not.toContain('token-1');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('token-1');
    store.dispose();
  });

  it('gives a late subscriber INITIAL_SESSION with the current session', async () => {
    const { store } = setup({
      'GET /api/v1/session': () => json(sessionExpiringIn(900)),
      'GET /api/v1/me/roles': () => json({ roles: ['patient'] }),
    });
    await store.init();
    const late = vi.fn();
    store.onAuthStateChange(late);
    await Promise.resolve();
    expect(late).toHaveBeenCalledWith(
      'INITIAL_SESSION',
      expect.objectContaining({ access_token: 'token-1' }),
    );
    store.dispose();
  });
});
