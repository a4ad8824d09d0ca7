import { describe, expect, it, vi } from 'vitest';
import { formatCountdown } from '../../app/chrome/idle-warning.tsx';
import { createSessionStore } from './session-store.ts';

const user = {
  id: 'u1',
  email: 'a@b.c',
  firstName: 'A',
  lastName: 'B',
  name: 'A B',
  emailVerified: true,
  profileComplete: true,
  twoFactorEnabled: false,
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('idle timeout in the session store (decision 0020)', () => {
  it('counts from the last activity, follows the server record, and ends with the idle notice', async () => {
    let now = 1_000_000;
    let serverLastActive = now;
    let serverSession = true;
    const calls: string[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const path = String(url);
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/api/v1/session') {
        if (!serverSession) return json(null);
        return json({
          access_token: 't',
          refresh_token: 'r',
          expires_in: 900,
          expires_at: Math.floor(now / 1000) + 900,
          token_type: 'bearer',
          user,
          idle_timeout_seconds: 600,
          // the server's clock is 7 minutes ahead of this client's: only the relative figure counts
          idle_expires_at: Math.floor((serverLastActive + 7 * 60_000 + 600_000) / 1000),
          idle_expires_in: Math.floor((serverLastActive + 600_000 - now) / 1000),
        });
      }
      if (path === '/api/v1/me/roles') return json({ roles: ['staff'] });
      if (path === '/api/v1/session/activity') return json({});
      return json({}, 404);
    }) as unknown as typeof globalThis.fetch;
    const signOutRequest = vi.fn(async () => undefined);
    const store = createSessionStore({ fetch, now: () => now, channel: null, signOutRequest });
    await store.init();
    expect(store.idleDeadline()).toBe(now + 600_000);

    now += 5 * 60_000;
    store.noteActivity();
    expect(store.idleDeadline()).toBe(now + 600_000);

    // Another tab of this session kept working: the server's record moves the deadline on
    // (relative to its answer: the server's clock is ahead of this one).
    now += 9 * 60_000;
    serverLastActive = now - 30_000;
    await store.reload();
    expect(store.idleDeadline()).toBe(serverLastActive + 600_000);

    await store.stayActive();
    expect(calls).toContain('POST /api/v1/session/activity');
    expect(store.idleDeadline()).toBe(now + 600_000);

    await store.endIdle();
    expect(signOutRequest).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-out', endedBy: 'idle', idleMinutes: 10 });
    expect(store.idleDeadline()).toBeNull();
    store.dispose();
    serverSession = false;
  });

  it('hears activity from the other tabs of the session', async () => {
    let now = 5_000_000;
    const listeners: ((event: MessageEvent) => void)[] = [];
    const channel = () => {
      const c = {
        onmessage: null as ((event: MessageEvent) => void) | null,
        postMessage(message: unknown) {
          for (const l of listeners) if (l !== c.onmessage) l({ data: message } as MessageEvent);
        },
        close() {},
      };
      listeners.push((e) => c.onmessage?.(e));
      return c;
    };
    const fetch = (async (url: RequestInfo | URL) =>
      String(url) === '/api/v1/session'
        ? json({
            access_token: 't',
            refresh_token: 'r',
            expires_in: 900,
            expires_at: 1,
            token_type: 'bearer',
            user,
            idle_timeout_seconds: 300,
            idle_expires_at: 1,
            idle_expires_in: 300,
          })
        : json({ roles: ['staff'] })) as typeof globalThis.fetch;
    const a = createSessionStore({ fetch, now: () => now, channel: channel() });
    const b = createSessionStore({ fetch, now: () => now, channel: channel() });
    await a.init();
    await b.init();
    now += 4 * 60_000;
    a.noteActivity();
    expect(b.idleDeadline()).toBe(now + 300_000);
    a.dispose();
    b.dispose();
  });

  it('formats the countdown as m:ss', () => {
    expect(formatCountdown(120_000)).toBe('2:00');
    expect(formatCountdown(61_200)).toBe('1:02');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
