import type { Session, SessionEvent, SessionUser } from '@verdant/shared/auth';
import { SESSION_CHECK_INTERVAL_MS } from '@verdant/shared/constants';
import type { Role } from '@verdant/shared/roles';
import { resolveRoles } from './startup.ts';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthSnapshot {
  status: AuthStatus;
  session: Session | null;
  /** Roles of the signed-in user; empty when signed out or when they could not be read. */
  roles: Role[];
  /** Why the session ended: the user (here or in another tab), its expiry, or inactivity (decision 0020). */
  endedBy: 'user' | 'expiry' | 'idle' | null;
  /** With `endedBy: 'idle'`: after how many minutes of inactivity. */
  idleMinutes?: number;
  /**
   * ADR 0046: signed in from the device's copy of the session (no tokens) because the server could
   * not be reached at start-up; the session is read again once the browser is back online.
   */
  offline?: boolean;
}

/** The device's copy of a session (ADR 0046): what the app needs to open offline, without tokens. */
export interface OfflineSession {
  session: Session;
  roles: Role[];
}

export type AuthChangeCallback = (event: SessionEvent, session: Session | null) => void;

interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface SessionStoreOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** Cross-tab notifications; `null` disables them. */
  channel?: ChannelLike | null;
  /** Ends the server-side session (better-auth sign-out). */
  signOutRequest?: () => Promise<unknown>;
  /** Refresh when the access token expires within this many milliseconds. */
  refreshMarginMs?: number;
  checkIntervalMs?: number;
  /**
   * ADR 0046: when the server cannot be reached at start-up, the device's copy of the last session
   * (null: none, the user is signed out as before).
   */
  offlineSession?: () => Promise<OfflineSession | null>;
}

export const AUTH_CHANNEL = 'verdant-auth';
export const REFRESH_MARGIN_MS = 60_000;

/** `expires_at` is in seconds since the epoch (as the session answer carries it); tolerate milliseconds. */
export function expiresAtMs(session: Session): number {
  return session.expires_at > 1e12 ? session.expires_at : session.expires_at * 1000;
}

/** The session read failed because the server could not be reached (offline, or a gateway error). */
const UNREACHABLE = Symbol('unreachable');

function isSession(value: unknown): value is Session {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as Session).access_token === 'string' &&
    !!(value as Session).user
  );
}

async function defaultSignOut() {
  const { getAuthClient } = await import('./auth-client.ts');
  const client = await getAuthClient();
  await client.signOut();
}

function defaultChannel(): ChannelLike | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL);
}

/**
 * Holds the session in memory only (the long-lived credential is the httpOnly cookie), emits the
 * session events (`SESSION_EVENTS`), renews the access token ahead of expiry (checked every
 * 30 s) and tells other tabs about sign-in and sign-out.
 */
export function createSessionStore(options: SessionStoreOptions = {}) {
  const f = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = options.now ?? Date.now;
  const margin = options.refreshMarginMs ?? REFRESH_MARGIN_MS;
  const interval = options.checkIntervalMs ?? SESSION_CHECK_INTERVAL_MS;
  const signOutRequest = options.signOutRequest ?? defaultSignOut;
  const channel = options.channel === undefined ? defaultChannel() : options.channel;

  let snapshot: AuthSnapshot = { status: 'loading', session: null, roles: [], endedBy: null };
  const listeners = new Set<() => void>();
  const callbacks = new Set<AuthChangeCallback>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let started: Promise<void> | null = null;
  let refreshing: Promise<Session | null> | null = null;
  let beforeSignOut: (() => Promise<void>) | null = null;
  const onOnline = () => {
    if (snapshot.offline) void resume();
  };
  /** Decision 0020: the last user activity seen in this tab (API calls, "Stay signed in"). */
  let lastActivity = now();

  function set(next: Partial<AuthSnapshot>) {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  }

  function emit(event: SessionEvent, session: Session | null) {
    for (const cb of callbacks) {
      try {
        cb(event, session);
      } catch (error) {
        console.error('Session event handler failed', error);
      }
    }
  }

  function broadcast(type: 'signed-in' | 'signed-out') {
    try {
      channel?.postMessage({ type });
    } catch {
      // a closed channel is not worth failing a sign-in for
    }
  }

  async function readSession(): Promise<Session | null | typeof UNREACHABLE> {
    try {
      const res = await f('/api/v1/session', {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (res.status === 502 || res.status === 503 || res.status === 504) return UNREACHABLE;
      if (!res.ok) return null;
      const body: unknown = await res.json().catch(() => null);
      return isSession(body) ? body : null;
    } catch (error) {
      console.error('Error fetching session', error);
      return UNREACHABLE;
    }
  }

  async function readRoles(session: Session): Promise<readonly string[] | Error> {
    // ADR 0066: the session answer carries them (one round trip fewer before the first screen).
    if (Array.isArray(session.roles)) return session.roles.filter((r): r is string => typeof r === 'string');
    try {
      const res = await f('/api/v1/me/roles', {
        credentials: 'same-origin',
        headers: { accept: 'application/json', authorization: `Bearer ${session.access_token}` },
      });
      if (!res.ok) return new Error(`GET /api/v1/me/roles answered ${res.status}`);
      const body = (await res.json()) as { roles?: unknown };
      return Array.isArray(body.roles) ? body.roles.filter((r): r is string => typeof r === 'string') : [];
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  /** Session first, then roles. */
  /** The user did something that reached the server (an API call): the idle timeout starts again. */
  function noteActivity() {
    lastActivity = now();
    try {
      channel?.postMessage({ type: 'activity', at: lastActivity }); // the other tabs of this session
    } catch {
      // a closed channel: nothing to tell
    }
  }

  /** Another tab or device may have been active: the server's record moves the deadline forward. */
  function lastActivityFromServer(session: Session) {
    // relative to this answer, so a client clock that differs from the server's does not matter
    if (typeof session.idle_expires_in === 'number' && session.idle_timeout_seconds) {
      lastActivity = Math.max(
        lastActivity,
        now() + session.idle_expires_in * 1000 - session.idle_timeout_seconds * 1000,
      );
    }
  }

  function idleMinutesOf(session: Session | null): number {
    return Math.round((session?.idle_timeout_seconds ?? 0) / 60);
  }

  /** ADR 0046: the device's copy of the session when the server cannot be reached. */
  async function restoreOffline(event: SessionEvent): Promise<Session | null> {
    const saved = options.offlineSession ? await options.offlineSession().catch(() => null) : null;
    if (!saved) return null;
    lastActivity = now();
    set({ status: 'signed-in', session: saved.session, roles: saved.roles, endedBy: null, offline: true });
    emit(event, saved.session);
    return saved.session;
  }

  /** Back online after an offline start: the server's session replaces the device's copy. */
  let resuming: Promise<void> | null = null;
  function resume(): Promise<void> {
    resuming ??= (async () => {
      try {
        const session = await readSession();
        if (session === UNREACHABLE || !snapshot.offline) return;
        if (!session) {
          clear('expiry');
          return;
        }
        lastActivity = now();
        lastActivityFromServer(session);
        const roles = resolveRoles(await readRoles(session));
        set({ status: 'signed-in', session, roles, endedBy: null, offline: false });
        emit('SIGNED_IN', session);
      } finally {
        resuming = null;
      }
    })();
    return resuming;
  }

  async function load(event: SessionEvent): Promise<Session | null> {
    const read = await readSession();
    if (read === UNREACHABLE) {
      const restored = await restoreOffline(event);
      if (restored) return restored;
    }
    const session = read === UNREACHABLE ? null : read;
    if (session) {
      lastActivity = now(); // a page load or sign-in is the user
      lastActivityFromServer(session);
    }
    if (!session) {
      set({ status: 'signed-out', session: null, roles: [] });
      if (event === 'INITIAL_SESSION') emit(event, null);
      return null;
    }
    const roles = resolveRoles(await readRoles(session));
    set({ status: 'signed-in', session, roles, endedBy: null, offline: false });
    emit(event, session);
    return session;
  }

  function clear(endedBy: AuthSnapshot['endedBy'], idleMinutes?: number) {
    const wasSignedIn = snapshot.status === 'signed-in';
    set({
      status: 'signed-out',
      session: null,
      roles: [],
      endedBy,
      offline: false,
      ...(idleMinutes !== undefined ? { idleMinutes } : {}),
    });
    if (wasSignedIn) emit('SIGNED_OUT', null);
  }

  async function refresh(): Promise<Session | null> {
    if (refreshing) return refreshing;
    const current = snapshot.session;
    if (!current) return null;
    if (snapshot.offline) return current; // no tokens to renew: the session is read again online
    refreshing = (async () => {
      try {
        const res = await f('/api/v1/session/refresh', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({ refresh_token: current.refresh_token }),
        });
        if (res.status === 401 || res.status === 403) {
          clear('expiry');
          return null;
        }
        if (!res.ok) return snapshot.session;
        const body: unknown = await res.json();
        if (!isSession(body)) return snapshot.session;
        set({ session: body });
        lastActivityFromServer(body);
        emit('TOKEN_REFRESHED', body);
        return body;
      } catch {
        // offline or server restarting: keep the session, the next check retries
        return snapshot.session;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  /** Runs every 30 s: renew when the access token expires within the margin. */
  async function check(): Promise<void> {
    if (snapshot.offline) {
      if (typeof navigator === 'undefined' || navigator.onLine !== false) await resume();
      return;
    }
    const session = snapshot.session;
    if (snapshot.status !== 'signed-in' || !session) return;
    if (expiresAtMs(session) - now() <= margin) await refresh();
  }

  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const type = (event.data as { type?: string } | null)?.type;
      if (type === 'signed-out') {
        const minutes = (event.data as { idleMinutes?: unknown }).idleMinutes;
        if (typeof minutes === 'number') clear('idle', minutes);
        else clear('user');
      } else if (type === 'activity') {
        const at = (event.data as { at?: unknown }).at;
        if (typeof at === 'number') lastActivity = Math.max(lastActivity, at);
      }
      if (type === 'signed-in' && snapshot.status !== 'signed-in') void load('SIGNED_IN');
    };
  }

  return {
    getSnapshot: (): AuthSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAccessToken: (): string | null => (snapshot.offline ? null : (snapshot.session?.access_token ?? null)),

    /** Reads the session at start-up and starts the 30-second check. Idempotent. */
    init(): Promise<void> {
      if (!started) {
        started = load('INITIAL_SESSION').then(() => undefined);
        timer ??= setInterval(() => void check(), interval);
        if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
      }
      return started;
    },

    /**
     * Subscribe to session events. A subscriber added after start-up first receives
     * INITIAL_SESSION with the current session.
     */
    onAuthStateChange(cb: AuthChangeCallback): () => void {
      callbacks.add(cb);
      if (snapshot.status !== 'loading') {
        const session = snapshot.session;
        queueMicrotask(() => {
          if (callbacks.has(cb)) cb('INITIAL_SESSION', session);
        });
      }
      return () => callbacks.delete(cb);
    },

    /** After a successful sign-in (or TOTP challenge): read session and roles, tell other tabs. */
    async signedIn(event: 'SIGNED_IN' | 'MFA_CHALLENGE_VERIFIED' = 'SIGNED_IN'): Promise<Session | null> {
      const session = await load(event);
      if (session) broadcast('signed-in');
      return session;
    },

    /** Re-read session and roles after a change on the server (profile, roles, two-factor). */
    async reload(): Promise<Session | null> {
      const session = await readSession();
      if (session === UNREACHABLE) return snapshot.session;
      if (!session) {
        clear('expiry');
        return null;
      }
      lastActivityFromServer(session);
      const roles = resolveRoles(await readRoles(session));
      set({ status: 'signed-in', session, roles, endedBy: null, offline: false });
      emit('USER_UPDATED', session);
      return session;
    },

    updateUser(user: Partial<SessionUser>) {
      const session = snapshot.session;
      if (!session) return;
      const next = { ...session, user: { ...session.user, ...user } };
      set({ session: next });
      emit('USER_UPDATED', next);
    },

    /** Arrived at /reset-password with a recovery token. */
    passwordRecovery() {
      emit('PASSWORD_RECOVERY', snapshot.session);
    },

    refresh,
    check,

    /**
     * Decision 0020: when the idle timeout ends this session if nothing more happens (ms), or null
     * when it has none.
     */
    idleDeadline(): number | null {
      const seconds = snapshot.session?.idle_timeout_seconds;
      if (snapshot.status !== 'signed-in' || !seconds) return null;
      return lastActivity + seconds * 1000;
    },

    noteActivity,

    /** "Stay signed in": tells the server the user is here. */
    async stayActive(): Promise<void> {
      try {
        const res = await f('/api/v1/session/activity', {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            ...(snapshot.session ? { authorization: `Bearer ${snapshot.session.access_token}` } : {}),
          },
          body: '{}',
        });
        if (res.status === 401) {
          clear('idle', idleMinutesOf(snapshot.session));
          return;
        }
      } catch {
        // offline: the local deadline still moves; the server decides on the next request
      }
      noteActivity();
    },

    /** The idle timeout has run out here: end the session on the server and say why. */
    async endIdle(): Promise<void> {
      const minutes = idleMinutesOf(snapshot.session);
      try {
        await signOutRequest();
      } catch (error) {
        console.error('Sign-out request failed', error);
      }
      clear('idle', minutes);
      try {
        channel?.postMessage({ type: 'signed-out', idleMinutes: minutes });
      } catch {
        // closed channel
      }
    },

    /** An API call was refused because the server ended the idle session. */
    endedIdle(minutes?: number) {
      if (snapshot.status === 'signed-in') clear('idle', minutes ?? idleMinutesOf(snapshot.session));
    },

    /** ADR 0046: runs before the user signs out (the device sends what it still holds). */
    setBeforeSignOut(fn: (() => Promise<void>) | null) {
      beforeSignOut = fn;
    },

    async signOut(): Promise<void> {
      if (beforeSignOut) await beforeSignOut().catch(() => undefined);
      try {
        await signOutRequest();
      } catch (error) {
        console.error('Sign-out request failed', error);
      }
      clear('user');
      broadcast('signed-out');
    },

    dispose() {
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      if (timer) clearInterval(timer);
      timer = null;
      channel?.close();
      listeners.clear();
      callbacks.clear();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
