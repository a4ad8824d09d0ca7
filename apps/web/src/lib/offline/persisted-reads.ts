import type { Query, QueryClient } from '@tanstack/react-query';
import type { QueryKey } from '../api/query-keys.ts';
import type { DeviceRecord, DeviceStore } from './device-store.ts';

/**
 * The reads the patient dashboard and its sections show, kept on the device (ADR 0046) so they open
 * offline with what the patient last saw. A key is kept when it starts with one of these (`exact`:
 * only that key). Nothing else the app reads is written to the device.
 */
export const PERSISTED_READS: readonly { key: QueryKey; exact?: boolean }[] = [
  { key: ['me'], exact: true },
  { key: ['appointments', 'patient'] },
  { key: ['wellness', 'mine'] },
  { key: ['wellness', 'tip'] },
  { key: ['diet-plans', 'mine'] },
  { key: ['fitness', 'me'] },
  { key: ['labs', 'mine'] },
  { key: ['messages', 'unread'] },
  { key: ['notifications', 'summary'] },
];

export function isPersistedRead(key: readonly unknown[]): boolean {
  return PERSISTED_READS.some(
    (p) =>
      (p.exact ? key.length === p.key.length : key.length >= p.key.length) &&
      p.key.every((part, i) => key[i] === part),
  );
}

export interface PersistedRead extends DeviceRecord {
  key: QueryKey;
  data: unknown;
  /** When the server answered it (the query's `dataUpdatedAt`). */
  updatedAt: number;
}

const recordId = (userId: string, key: readonly unknown[]) => `${userId}|${JSON.stringify(key)}`;

/**
 * Writes each successful persisted read of the current user to the device, and puts the device's
 * reads back into the cache. `onSync` hears the time of the newest read (the last sync).
 */
export function createReadPersister(input: {
  store: DeviceStore;
  queryClient: QueryClient;
  onSync?: (at: number) => void;
}) {
  const { store, queryClient, onSync } = input;
  let userId: string | null = null;
  let unsubscribe: (() => void) | null = null;

  function save(query: Query) {
    const user = userId;
    if (!user || !isPersistedRead(query.queryKey)) return;
    const { data, dataUpdatedAt } = query.state;
    if (data === undefined) return;
    const record: PersistedRead = {
      id: recordId(user, query.queryKey),
      userId: user,
      key: query.queryKey as QueryKey,
      data,
      updatedAt: dataUpdatedAt,
    };
    onSync?.(dataUpdatedAt);
    void store.put('reads', record).catch(() => undefined); // a full device: the app still works online
  }

  return {
    /** Starts keeping the reads of `user` (a new user stops keeping the previous one's). */
    start(user: string) {
      if (userId === user && unsubscribe) return;
      userId = user;
      unsubscribe ??= queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') save(event.query);
      });
      // the reads that answered before this started (the first screen of a visit)
      for (const query of queryClient.getQueryCache().getAll()) {
        if (query.state.status === 'success') save(query);
      }
    },

    stop() {
      userId = null;
      unsubscribe?.();
      unsubscribe = null;
    },

    /**
     * Puts the device's reads of `user` into the cache, each unless the cache already holds a newer
     * answer; returns the time of the newest (null: none).
     */
    async hydrate(user: string): Promise<number | null> {
      const reads = await store.all<PersistedRead>('reads', user);
      let newest: number | null = null;
      // (the cache then reports these as updated, and they are written back unchanged: harmless)
      for (const read of reads) {
        const current = queryClient.getQueryState(read.key);
        if (!current || current.data === undefined || current.dataUpdatedAt < read.updatedAt) {
          queryClient.setQueryData(read.key, read.data, { updatedAt: read.updatedAt });
        }
        newest = Math.max(newest ?? 0, read.updatedAt);
      }
      return newest;
    },
  };
}
