import { ApiError } from '../api/errors.ts';
import type { DeviceRecord, DeviceStore } from './device-store.ts';

/**
 * The outbox (ADR 0046): changes the patient made while the server could not be reached, kept on the
 * device and sent in the order they were made once it can. Each change carries its own
 * `Idempotency-Key`, made on the device when it was queued and sent with every attempt, so a change
 * whose answer was lost on the way is not made twice (the server answers the first answer again).
 *
 * Sending stops at the first change the server could not take *now* (offline, signed out, rate
 * limited, a server error): it and the ones after it wait for the next attempt, in order. A change
 * the server refused for good (a validation error, a locked day) is kept as failed, shown with its
 * reason until the patient retries or discards it, and sending goes on with the next.
 */
export interface OutboxRequest {
  /** What the change is, for the list ("Mood check-in", …): a key of `offline:kinds`. */
  kind: string;
  /** The date the entry is for, shown beside it. */
  date?: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

export interface OutboxError {
  code: string;
  status: number;
  fields?: Record<string, string>;
}

export interface OutboxItem extends DeviceRecord, OutboxRequest {
  /** Also the change's Idempotency-Key. */
  id: string;
  /** Queue order: when it was queued (ms), ties broken by a counter. */
  seq: number;
  createdAt: number;
  state: 'waiting' | 'failed';
  attempts: number;
  error?: OutboxError;
}

export interface FlushResult {
  sent: OutboxItem[];
  failed: OutboxItem[];
  /** Changes still waiting (the server could not be reached, or sending stopped on a transient error). */
  waiting: number;
}

export interface OutboxOptions {
  store: DeviceStore;
  /** Sends one change with `idempotency-key: item.id`; throws an ApiError on failure. */
  send: (item: OutboxItem) => Promise<unknown>;
  now?: () => number;
  newId?: () => string;
  /** Runs `fn` alone across the tabs of this browser (Web Locks); by default `navigator.locks`. */
  exclusive?: <T>(fn: () => Promise<T>) => Promise<T>;
}

/** Failures worth trying again later, in order: nothing about the change itself is wrong. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return true;
  return status === 409 && error.details.reason === 'idempotencyKeyInProgress';
}

function defaultExclusive<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('verdant-outbox', fn) as Promise<T>) : fn();
}

export function newChangeKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function createOutbox(options: OutboxOptions) {
  const { store, send } = options;
  const now = options.now ?? Date.now;
  const newId = options.newId ?? newChangeKey;
  const exclusive = options.exclusive ?? defaultExclusive;
  const listeners = new Set<() => void>();
  let counter = 0;
  let running: Promise<FlushResult> | null = null;
  let again = false;

  const changed = () => {
    for (const listener of listeners) listener();
  };

  async function list(userId: string): Promise<OutboxItem[]> {
    const items = await store.all<OutboxItem>('outbox', userId);
    return items.sort((a, b) => a.seq - b.seq);
  }

  async function flushOnce(userId: string): Promise<FlushResult> {
    return exclusive(async () => {
      const result: FlushResult = { sent: [], failed: [], waiting: 0 };
      const items = (await list(userId)).filter((i) => i.state === 'waiting');
      for (let i = 0; i < items.length; i++) {
        const item = items[i]!;
        // another tab may have sent it meanwhile
        if (!(await store.get<OutboxItem>('outbox', item.id))) continue;
        try {
          await send(item);
          await store.delete('outbox', item.id);
          result.sent.push(item);
        } catch (error) {
          if (item.method === 'DELETE' && error instanceof ApiError && error.status === 404) {
            // already gone: what the change asked for is true
            await store.delete('outbox', item.id);
            result.sent.push(item);
          } else if (isTransient(error)) {
            await store.put('outbox', { ...item, attempts: item.attempts + 1 });
            result.waiting = items.length - i;
            break;
          } else {
            const failed: OutboxItem = {
              ...item,
              state: 'failed',
              attempts: item.attempts + 1,
              error: {
                code: error instanceof ApiError ? error.code : 'INTERNAL',
                status: error instanceof ApiError ? error.status : 0,
                ...(error instanceof ApiError && Object.keys(error.fields).length
                  ? { fields: error.fields }
                  : {}),
              },
            };
            await store.put('outbox', failed);
            result.failed.push(failed);
          }
        }
        changed();
      }
      return result;
    });
  }

  return {
    list,

    /**
     * Queues a change for `userId`; it is sent by the next `flush`. `id`: the key an attempt to send
     * it already used (that attempt may have reached the server).
     */
    async enqueue(userId: string, request: OutboxRequest, id: string = newId()): Promise<OutboxItem> {
      const at = now();
      const item: OutboxItem = {
        ...request,
        id,
        userId,
        seq: at * 1000 + (counter++ % 1000),
        createdAt: at,
        state: 'waiting',
        attempts: 0,
      };
      await store.put('outbox', item);
      changed();
      return item;
    },

    /**
     * Sends the waiting changes of `userId`, oldest first, one at a time. A call while a flush runs
     * waits for it and runs once more (a change queued meanwhile is not left behind).
     */
    async flush(userId: string): Promise<FlushResult> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let result = await flushOnce(userId);
        while (again) {
          again = false;
          const next = await flushOnce(userId);
          result = {
            sent: [...result.sent, ...next.sent],
            failed: [...result.failed, ...next.failed],
            waiting: next.waiting,
          };
        }
        return result;
      })().finally(() => {
        running = null;
      });
      return running;
    },

    /** A failed change back in the queue (at its place: it keeps its key and its order). */
    async retry(id: string): Promise<void> {
      const item = await store.get<OutboxItem>('outbox', id);
      if (!item) return;
      const { error: _dropped, ...rest } = item;
      await store.put('outbox', { ...rest, state: 'waiting' });
      changed();
    },

    /** Drops a change the patient no longer wants sent. */
    async discard(id: string): Promise<void> {
      await store.delete('outbox', id);
      changed();
    },

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
