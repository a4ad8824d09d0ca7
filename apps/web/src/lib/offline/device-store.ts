/**
 * What the patient's phone keeps between visits (ADR 0046), in one IndexedDB database:
 * - `reads`: the last answer of each persisted read, per user (`id` = user + query key);
 * - `outbox`: changes made while offline, per user, waiting to be sent;
 * - `meta`: the signed-in user's session without its tokens (to open the app offline) and the time
 *   of the last sync.
 * Every record carries the user it belongs to; nothing is read for another user, and sign-out
 * empties the stores (see offline/index.ts).
 */

export const DEVICE_DB = 'verdant-device';
const VERSION = 1;

export type DeviceStoreName = 'reads' | 'outbox' | 'meta';

export interface DeviceRecord {
  id: string;
  userId: string;
}

export interface DeviceStore {
  all<T extends DeviceRecord>(store: DeviceStoreName, userId: string): Promise<T[]>;
  get<T extends DeviceRecord>(store: DeviceStoreName, id: string): Promise<T | undefined>;
  put<T extends DeviceRecord>(store: DeviceStoreName, record: T): Promise<void>;
  delete(store: DeviceStoreName, id: string): Promise<void>;
  /** Every record of the store (every user's). */
  clear(store: DeviceStoreName): Promise<void>;
  /** Every record of the store that belongs to someone other than `userId`. */
  clearOthers(store: DeviceStoreName, userId: string): Promise<void>;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
  });
}

/** The IndexedDB store; `null` where the browser has none (private modes of some browsers). */
export function openDeviceStore(factory: IDBFactory | undefined = globalThis.indexedDB): DeviceStore | null {
  if (!factory) return null;
  let opening: Promise<IDBDatabase> | null = null;
  const db = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = factory.open(DEVICE_DB, VERSION);
      open.onupgradeneeded = () => {
        const d = open.result;
        for (const name of ['reads', 'outbox', 'meta'] as const) {
          if (!d.objectStoreNames.contains(name)) {
            d.createObjectStore(name, { keyPath: 'id' }).createIndex('userId', 'userId');
          }
        }
      };
      open.onsuccess = () => {
        // another tab upgrading (a new version of the app): let it, and open again next time
        open.result.onversionchange = () => {
          open.result.close();
          opening = null;
        };
        resolve(open.result);
      };
      open.onerror = () => {
        opening = null;
        reject(open.error);
      };
    });
    return opening;
  };

  return {
    async all<T extends DeviceRecord>(store: DeviceStoreName, userId: string) {
      const tx = (await db()).transaction(store, 'readonly');
      return (await request(tx.objectStore(store).index('userId').getAll(userId))) as T[];
    },
    async get<T extends DeviceRecord>(store: DeviceStoreName, id: string) {
      const tx = (await db()).transaction(store, 'readonly');
      return (await request(tx.objectStore(store).get(id))) as T | undefined;
    },
    async put(store, record) {
      const tx = (await db()).transaction(store, 'readwrite');
      tx.objectStore(store).put(record);
      await done(tx);
    },
    async delete(store, id) {
      const tx = (await db()).transaction(store, 'readwrite');
      tx.objectStore(store).delete(id);
      await done(tx);
    },
    async clear(store) {
      const tx = (await db()).transaction(store, 'readwrite');
      tx.objectStore(store).clear();
      await done(tx);
    },
    async clearOthers(store, userId) {
      const tx = (await db()).transaction(store, 'readwrite');
      const os = tx.objectStore(store);
      const cursorReq = os.openCursor();
      cursorReq.onsuccess = () => {
        const cursor = cursorReq.result;
        if (!cursor) return;
        if ((cursor.value as DeviceRecord).userId !== userId) cursor.delete();
        cursor.continue();
      };
      await done(tx);
    },
  };
}

/** The same store in memory (tests, and browsers without IndexedDB: nothing outlives the tab). */
export function memoryDeviceStore(): DeviceStore {
  const stores: Record<DeviceStoreName, Map<string, DeviceRecord>> = {
    reads: new Map(),
    outbox: new Map(),
    meta: new Map(),
  };
  const copy = <T>(v: T): T => structuredClone(v);
  return {
    async all<T extends DeviceRecord>(store: DeviceStoreName, userId: string) {
      return [...stores[store].values()].filter((r) => r.userId === userId).map(copy) as T[];
    },
    async get<T extends DeviceRecord>(store: DeviceStoreName, id: string) {
      const found = stores[store].get(id);
      return (found ? copy(found) : undefined) as T | undefined;
    },
    async put(store, record) {
      stores[store].set(record.id, copy(record));
    },
    async delete(store, id) {
      stores[store].delete(id);
    },
    async clear(store) {
      stores[store].clear();
    },
    async clearOthers(store, userId) {
      for (const [id, r] of stores[store]) if (r.userId !== userId) stores[store].delete(id);
    },
  };
}
