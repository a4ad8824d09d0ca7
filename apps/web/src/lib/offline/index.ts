import type { Session } from '@verdant/shared/auth';
import type { Role } from '@verdant/shared/roles';
import { useSyncExternalStore } from 'react';
import { api } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import { queryClient } from '../api/query.ts';
import type { OfflineSession, SessionStore } from '../auth/session-store.ts';
import { type DeviceRecord, type DeviceStore, memoryDeviceStore, openDeviceStore } from './device-store.ts';
import {
  createOutbox,
  type FlushResult,
  newChangeKey,
  type OutboxItem,
  type OutboxRequest,
} from './outbox.ts';
import { createReadPersister } from './persisted-reads.ts';

/**
 * The patient's phone between syncs (ADR 0046): the device store, the reads kept on it, the outbox,
 * and their wiring to the session. Only a user with the patient role keeps anything on the device;
 * signing out empties it (see `signedOut`).
 */

interface SessionRecord extends DeviceRecord {
  session: Session;
  roles: Role[];
}
interface SyncRecord extends DeviceRecord {
  at: number;
}

const SESSION_ID = 'session';
const syncId = (userId: string) => `sync|${userId}`;

let store: DeviceStore = openDeviceStore() ?? memoryDeviceStore();

export interface OfflineState {
  /** Whose device data is in use (null: nobody signed in, or not a patient). */
  userId: string | null;
  /** When the server last answered one of the kept reads. */
  lastSync: number | null;
  /** The user's queued changes, oldest first. */
  items: OutboxItem[];
  /** The last sending round's outcome (what was sent, what failed), for the notice. */
  lastFlush: FlushResult | null;
}

let state: OfflineState = { userId: null, lastSync: null, items: [], lastFlush: null };
const listeners = new Set<() => void>();
function set(next: Partial<OfflineState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function noteSync(at: number) {
  if (!state.userId || (state.lastSync ?? 0) >= at) return;
  set({ lastSync: at });
  const userId = state.userId;
  void store.put('meta', { id: syncId(userId), userId, at } satisfies SyncRecord).catch(() => undefined);
}

let reads = createReadPersister({ store, queryClient, onSync: noteSync });

/** Each queued change is sent with its own key; a replay of an answered key answers the same. */
function makeOutbox(over: DeviceStore, exclusive?: <T>(fn: () => Promise<T>) => Promise<T>) {
  const made = createOutbox({
    store: over,
    send: (item) =>
      api(item.path, {
        method: item.method,
        ...(item.body === undefined ? {} : { body: item.body }),
        headers: { 'idempotency-key': item.id },
      }),
    ...(exclusive ? { exclusive } : {}),
  });
  made.subscribe(() => void refreshItems());
  return made;
}
let outbox = makeOutbox(store);

async function refreshItems() {
  const userId = state.userId;
  const items = userId ? await outbox.list(userId).catch(() => []) : [];
  if (state.userId === userId) set({ items });
}

/** Keeps device data only for patients: the dashboard and its sections are theirs. */
function keepsDeviceData(roles: readonly Role[]): boolean {
  return roles.includes('patient');
}

function withoutTokens(session: Session): Session {
  return { ...session, access_token: '', refresh_token: '' };
}

let hydratedFor: string | null = null;
async function adoptUser(userId: string) {
  if (state.userId !== userId) set({ userId, lastSync: null, items: [], lastFlush: null });
  reads.start(userId);
  if (hydratedFor !== userId) {
    hydratedFor = userId;
    const [newest, sync] = await Promise.all([
      reads.hydrate(userId).catch(() => null),
      store.get<SyncRecord>('meta', syncId(userId)).catch(() => undefined),
    ]);
    const at = Math.max(newest ?? 0, sync?.at ?? 0);
    if (at) noteSync(at);
  }
  await refreshItems();
}

/**
 * The device's copy of the last patient session, for a start-up that cannot reach the server: its
 * reads are put into the cache first, so the dashboard opens on them.
 */
export async function offlineSession(): Promise<OfflineSession | null> {
  const saved = await store.get<SessionRecord>('meta', SESSION_ID).catch(() => undefined);
  if (!saved || !keepsDeviceData(saved.roles)) return null;
  await adoptUser(saved.userId);
  return { session: saved.session, roles: saved.roles };
}

/** Sends the queued changes (when signed in with a server session and the browser is online). */
export async function sendQueued(): Promise<FlushResult | null> {
  const userId = state.userId;
  if (!userId || connected?.getSnapshot().offline) return null;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  const result = await outbox.flush(userId);
  if (result.sent.length || result.failed.length) {
    set({ lastFlush: result });
    // what was sent is now on the server: read it again
    if (result.sent.length) {
      void queryClient.invalidateQueries({ queryKey: ['wellness'] });
      // a workout logged offline (fitness, ADR 0054): the client's routines and progress
      void queryClient.invalidateQueries({ queryKey: ['fitness', 'me'] });
    }
  }
  await refreshItems();
  return result;
}

/** Queues a change of the signed-in patient; it is sent as soon as the server can be reached. */
export async function queueChange(request: OutboxRequest, id?: string): Promise<OutboxItem> {
  const userId = state.userId;
  if (!userId) throw new Error('No signed-in patient to queue a change for');
  const item = await outbox.enqueue(userId, request, id);
  await refreshItems();
  void sendQueued();
  return item;
}

export type WriteOutcome<O> = { saved: O; queued?: undefined } | { queued: OutboxItem; saved?: undefined };

/**
 * A patient's change: sent at once when the server can be reached and nothing is waiting before it
 * (the outbox keeps the order the changes were made in), else queued. A send that fails for want
 * of a connection is queued under the same key, so if it did reach the server it is not made twice.
 * Any other failure (validation, …) is thrown as before: the form shows it.
 */
export async function sendOrQueue<O>(request: OutboxRequest): Promise<WriteOutcome<O>> {
  const key = newChangeKey();
  const reachable =
    (typeof navigator === 'undefined' || navigator.onLine !== false) &&
    !connected?.getSnapshot().offline &&
    !state.items.some((i) => i.state === 'waiting');
  if (reachable) {
    try {
      const saved = await api<O>(request.path, {
        method: request.method,
        ...(request.body === undefined ? {} : { body: request.body }),
        headers: { 'idempotency-key': key },
      });
      return { saved };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
    }
  }
  return { queued: await queueChange(request, key) };
}

export const retryChange = async (id: string) => {
  await outbox.retry(id);
  await sendQueued();
};
export const discardChange = (id: string) => outbox.discard(id);
export const dismissFlushNotice = () => set({ lastFlush: null });

/**
 * Signing out empties the device: every kept read, the session copy, the cache in memory. The
 * outbox too when the user signed out themselves (after a last attempt to send it, see
 * `connectOffline`); when the session ended on its own (idle timeout, expiry) the user's queued
 * changes stay, unseen, until they sign in again (and are sent) or someone else signs in or out.
 */
async function signedOut(endedBy: 'user' | 'expiry' | 'idle' | null) {
  reads.stop();
  hydratedFor = null;
  queryClient.clear();
  set({ userId: null, lastSync: null, items: [], lastFlush: null });
  await Promise.all([
    store.clear('reads'),
    store.clear('meta'),
    endedBy === 'expiry' || endedBy === 'idle' ? Promise.resolve() : store.clear('outbox'),
  ]).catch(() => undefined);
}

let connected: SessionStore | null = null;

/** Wires the device data to the session store (once, when someone signs in). */
export function connectOffline(sessions: SessionStore): void {
  if (connected) return;
  connected = sessions;
  sessions.setBeforeSignOut(async () => {
    await sendQueued().catch(() => null);
  });
  sessions.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_OUT' || !session) {
      if (event === 'SIGNED_OUT') void signedOut(sessions.getSnapshot().endedBy);
      return;
    }
    const { roles, offline } = sessions.getSnapshot();
    const userId = session.user.id;
    if (!keepsDeviceData(roles)) {
      // not a patient: nothing of theirs is kept, and nobody else's stays
      reads.stop();
      set({ userId: null, lastSync: null, items: [], lastFlush: null });
      void Promise.all([store.clear('reads'), store.clear('meta'), store.clear('outbox')]).catch(
        () => undefined,
      );
      return;
    }
    void (async () => {
      // another user's data never stays beside this one's
      await Promise.all([
        store.clearOthers('reads', userId),
        store.clearOthers('meta', userId),
        store.clearOthers('outbox', userId),
      ]).catch(() => undefined);
      if (!offline) {
        const record: SessionRecord = { id: SESSION_ID, userId, session: withoutTokens(session), roles };
        await store.put('meta', record).catch(() => undefined);
      }
      await adoptUser(userId);
      if (!offline) await sendQueued();
    })();
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => void sendQueued());
  }
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/** Tests: a fresh device (store, persister and outbox over it), nobody signed in. */
export function resetDeviceForTests(next: DeviceStore = memoryDeviceStore()): void {
  store = next;
  reads.stop();
  reads = createReadPersister({ store, queryClient, onSync: noteSync });
  outbox = makeOutbox(store, (fn) => fn());
  hydratedFor = null;
  connected = null;
  state = { userId: null, lastSync: null, items: [], lastFlush: null };
}

export { newChangeKey, type OutboxItem, type OutboxRequest } from './outbox.ts';
