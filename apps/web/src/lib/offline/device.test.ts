import { QueryClient } from '@tanstack/react-query';
import type { Session } from '@verdant/shared/auth';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/query.ts';
import { createSessionStore } from '../auth/session-store.ts';
import { type DeviceRecord, openDeviceStore } from './device-store.ts';
import { connectOffline, offlineSession, queueChange, resetDeviceForTests } from './index.ts';
import { createReadPersister, isPersistedRead } from './persisted-reads.ts';

const session = (id: string): Session => ({
  access_token: `token-${id}`,
  refresh_token: `refresh-${id}`,
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  token_type: 'bearer',
  user: { id, email: `${id}@example.test`, profileComplete: true } as Session['user'],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server that is down (fetch rejects) until `up`, then answers the session and roles. */
function serverFetch(state: { up: boolean; user: string | null; roles?: string[] }) {
  return vi.fn(async (input: RequestInfo | URL) => {
    if (!state.up) throw new TypeError('Failed to fetch');
    const url = String(input);
    if (url.endsWith('/api/v1/session')) return state.user ? json(session(state.user)) : json({}, 401);
    if (url.endsWith('/api/v1/me/roles')) return json({ roles: state.roles ?? ['patient'] });
    return json({}, 404);
  }) as unknown as typeof fetch;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  queryClient.clear();
});

describe('the reads kept on the device', () => {
  it("keeps only the patient dashboard's reads, per user, and puts them back without overwriting newer data", async () => {
    expect(isPersistedRead(['wellness', 'mine'])).toBe(true);
    expect(isPersistedRead(['wellness', 'tip', 'es'])).toBe(true);
    expect(isPersistedRead(['me'])).toBe(true);
    expect(isPersistedRead(['me', 'provider-profile'])).toBe(false);
    expect(isPersistedRead(['patients', 'list', ''])).toBe(false);
    expect(isPersistedRead(['wellness', 'patient', 'p1'])).toBe(false);

    const store = openDeviceStore(new IDBFactory())!;
    const before = new QueryClient();
    // answered before the device store was wired (the first screen of a visit): kept too
    before.setQueryData(['wellness', 'tip', 'en'], { text: 'tip' }, { updatedAt: 900 });
    const persister = createReadPersister({ store, queryClient: before });
    persister.start('u1');
    before.setQueryData(['wellness', 'mine'], { entries: ['mine'] }, { updatedAt: 1000 });
    before.setQueryData(['patients', 'list', ''], { items: ['not kept'] });
    await tick();
    const kept = await store.all<DeviceRecord & { key: unknown[] }>('reads', 'u1');
    expect(kept.map((r) => r.key).sort()).toEqual([
      ['wellness', 'mine'],
      ['wellness', 'tip', 'en'],
    ]);
    expect(await store.all('reads', 'u2')).toEqual([]);

    // a reload: an empty cache gets the device's answer, with the time it was read
    const after = new QueryClient();
    const again = createReadPersister({ store, queryClient: after });
    expect(await again.hydrate('u1')).toBe(1000);
    expect(after.getQueryData(['wellness', 'mine'])).toEqual({ entries: ['mine'] });
    expect(after.getQueryState(['wellness', 'mine'])?.dataUpdatedAt).toBe(1000);
    // another user gets nothing of it
    const other = new QueryClient();
    expect(await createReadPersister({ store, queryClient: other }).hydrate('u2')).toBeNull();
    expect(other.getQueryData(['wellness', 'mine'])).toBeUndefined();
    // a fresher answer already in the cache stays
    const fresh = new QueryClient();
    fresh.setQueryData(['wellness', 'mine'], { entries: ['fresh'] }, { updatedAt: 2000 });
    await createReadPersister({ store, queryClient: fresh }).hydrate('u1');
    expect(fresh.getQueryData(['wellness', 'mine'])).toEqual({ entries: ['fresh'] });
    persister.stop();
  });
});

describe('opening offline, and signing out', () => {
  it('a start-up that cannot reach the server opens on the device copy of the session, without tokens', async () => {
    const store = createSessionStore({
      fetch: serverFetch({ up: false, user: null }),
      channel: null,
      offlineSession: async () => ({ session: { ...session('u1'), access_token: '' }, roles: ['patient'] }),
    });
    await store.init();
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', offline: true, roles: ['patient'] });
    expect(store.getAccessToken()).toBeNull();
    store.dispose();
  });

  it('back online, the server session replaces the copy; a session the server ended signs out', async () => {
    const server = { up: false, user: 'u1' as string | null };
    const store = createSessionStore({
      fetch: serverFetch(server),
      channel: null,
      offlineSession: async () => ({ session: { ...session('u1'), access_token: '' }, roles: ['patient'] }),
    });
    const events: string[] = [];
    store.onAuthStateChange((event) => events.push(event));
    await store.init();
    server.up = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(store.getSnapshot().offline).toBe(false));
    expect(store.getAccessToken()).toBe('token-u1');
    expect(events).toContain('SIGNED_IN');
    store.dispose();

    const ended = { up: false, user: null };
    const second = createSessionStore({
      fetch: serverFetch(ended),
      channel: null,
      offlineSession: async () => ({ session: { ...session('u1'), access_token: '' }, roles: ['patient'] }),
    });
    await second.init();
    ended.up = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(second.getSnapshot().status).toBe('signed-out'));
    expect(second.getSnapshot().endedBy).toBe('expiry');
    second.dispose();
  });

  it('without a device copy, a start-up that cannot reach the server is signed out as before', async () => {
    const store = createSessionStore({
      fetch: serverFetch({ up: false, user: null }),
      channel: null,
      offlineSession: async () => null,
    });
    await store.init();
    expect(store.getSnapshot().status).toBe('signed-out');
    store.dispose();
  });

  it("a patient's session and reads are kept on the device; signing out leaves nothing on it", async () => {
    const device = openDeviceStore(new IDBFactory())!;
    resetDeviceForTests(device);
    const server = { up: true, user: 'u1' as string | null };
    const sessions = createSessionStore({
      fetch: serverFetch(server),
      channel: null,
      signOutRequest: async () => undefined,
    });
    connectOffline(sessions);
    await sessions.init();
    await vi.waitFor(async () => expect(await device.get('meta', 'session')).toBeTruthy());
    const copy = await device.get<DeviceRecord & { session: Session }>('meta', 'session');
    // the copy has no tokens: the device never holds a credential
    expect(copy?.session.access_token).toBe('');
    expect(copy?.session.refresh_token).toBe('');
    queryClient.setQueryData(['wellness', 'mine'], { entries: [] });
    await vi.waitFor(async () => expect(await device.all('reads', 'u1')).toHaveLength(1));

    // offline, a change waits on the device
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queueChange({ kind: 'mood', method: 'POST', path: '/api/v1/me/wellness/mood', body: {} });
    expect(await device.all('outbox', 'u1')).toHaveLength(1);
    // the next start-up without a server opens on the copy
    expect(await offlineSession()).toMatchObject({ roles: ['patient'], session: { user: { id: 'u1' } } });

    await sessions.signOut();
    await vi.waitFor(async () => expect(await device.all('reads', 'u1')).toEqual([]));
    expect(await device.get('meta', 'session')).toBeUndefined();
    expect(await device.all('outbox', 'u1')).toEqual([]);
    expect(queryClient.getQueryData(['wellness', 'mine'])).toBeUndefined();
    expect(await offlineSession()).toBeNull();
    vi.restoreAllMocks();
    sessions.dispose();
  });

  it('a session that ended on its own (idle, expiry) keeps the queued changes, not the reads', async () => {
    const device = openDeviceStore(new IDBFactory())!;
    resetDeviceForTests(device);
    const sessions = createSessionStore({
      fetch: serverFetch({ up: true, user: 'u1' }),
      channel: null,
      signOutRequest: async () => undefined,
    });
    connectOffline(sessions);
    await sessions.init();
    await vi.waitFor(async () => expect(await device.get('meta', 'session')).toBeTruthy());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queueChange({ kind: 'mood', method: 'POST', path: '/api/v1/me/wellness/mood', body: {} });
    queryClient.setQueryData(['wellness', 'mine'], { entries: [] });
    await vi.waitFor(async () => expect(await device.all('reads', 'u1')).toHaveLength(1));
    await sessions.endIdle();
    await vi.waitFor(async () => expect(await device.all('reads', 'u1')).toEqual([]));
    expect(await device.get('meta', 'session')).toBeUndefined();
    expect(await device.all('outbox', 'u1')).toHaveLength(1);
    vi.restoreAllMocks();
    sessions.dispose();
  });

  it("nothing is kept for someone who is not a patient, and a patient's data goes when they sign in", async () => {
    const device = openDeviceStore(new IDBFactory())!;
    resetDeviceForTests(device);
    await device.put('reads', { id: 'u1|["wellness","mine"]', userId: 'u1' });
    await device.put('outbox', { id: 'k1', userId: 'u1' });
    const sessions = createSessionStore({
      fetch: serverFetch({ up: true, user: 'staff1', roles: ['staff'] }),
      channel: null,
    });
    connectOffline(sessions);
    await sessions.init();
    await vi.waitFor(async () => expect(await device.all('reads', 'u1')).toEqual([]));
    expect(await device.all('outbox', 'u1')).toEqual([]);
    expect(await device.get('meta', 'session')).toBeUndefined();
    sessions.dispose();
  });
});
