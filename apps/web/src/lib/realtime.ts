import { REALTIME_EVENT_KINDS, type RealtimeEventKind } from '@verdant/shared/notifications';
import { useSyncExternalStore } from 'react';
import { treatReadsAsBackground } from './api/client.ts';
import { queryClient } from './api/query.ts';
import { type QueryKey, queryKeys } from './api/query-keys.ts';

/**
 * The signed-in tab's event stream (`GET /api/v1/events`, Server-Sent Events). Events name what
 * changed by id only; the reads they concern are marked stale here, so every screen showing them
 * reads again through the API. The browser reconnects by itself with `Last-Event-ID` and the server
 * replays what was missed; when the stream is closed for good (the server restarted, the session was
 * renewed) it is opened again with the last id it had, after a growing pause. The header shows the
 * state: `live`, `connecting` (reconnecting), `offline`.
 */
export type StreamStatus = 'idle' | 'connecting' | 'live' | 'offline';

/** The reads an event makes stale. */
const STALE: Record<RealtimeEventKind, readonly QueryKey[]> = {
  message: [queryKeys.messages.all],
  conversation: [queryKeys.messages.all],
  notification: [queryKeys.notifications.all],
  appointment: [queryKeys.calendar.all, ['appointments'], ['patients', 'appointments']],
};

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

type Handler = (id: string) => void;

class RealtimeClient {
  #source: EventSource | null = null;
  #status: StreamStatus = 'idle';
  #lastId: string | null = null;
  #retryMs = RETRY_FIRST_MS;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #users = 0;
  readonly #statusListeners = new Set<() => void>();
  readonly #handlers = new Map<RealtimeEventKind, Set<Handler>>();

  get status(): StreamStatus {
    return this.#status;
  }

  subscribe = (listener: () => void) => {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  };

  /** Opens the stream (counted: the last `stop` closes it). */
  start(): void {
    this.#users++;
    if (this.#users === 1 && typeof EventSource !== 'undefined') this.#connect();
  }

  stop(): void {
    this.#users = Math.max(0, this.#users - 1);
    if (this.#users > 0) return;
    clearTimeout(this.#timer);
    this.#source?.close();
    this.#source = null;
    this.#lastId = null;
    this.#set('idle');
  }

  /** Runs `handler` on every event of `kind` (returns the unsubscribe). */
  on(kind: RealtimeEventKind, handler: Handler): () => void {
    const set = this.#handlers.get(kind) ?? new Set<Handler>();
    this.#handlers.set(kind, set);
    set.add(handler);
    return () => set.delete(handler);
  }

  #set(status: StreamStatus) {
    if (status === this.#status) return;
    this.#status = status;
    for (const l of this.#statusListeners) l();
  }

  #connect() {
    clearTimeout(this.#timer);
    this.#set('connecting');
    const url = this.#lastId
      ? `/api/v1/events?lastEventId=${encodeURIComponent(this.#lastId)}`
      : '/api/v1/events';
    const source = new EventSource(url);
    this.#source = source;
    const seen = (e: MessageEvent) => {
      if (e.lastEventId) this.#lastId = e.lastEventId;
      this.#retryMs = RETRY_FIRST_MS;
      this.#set('live');
    };
    source.addEventListener('ready', (e) => seen(e as MessageEvent));
    source.addEventListener('reset', (e) => {
      seen(e as MessageEvent);
      // what was missed is no longer kept: read everything again
      treatReadsAsBackground(3_000);
      void queryClient.invalidateQueries();
    });
    for (const kind of REALTIME_EVENT_KINDS) {
      source.addEventListener(kind, (e) => {
        const event = e as MessageEvent<string>;
        seen(event);
        let id = '';
        try {
          id = String((JSON.parse(event.data) as { id?: unknown }).id ?? '');
        } catch {
          // ids only; a malformed frame still marks the reads stale
        }
        // the reads this sets off are the page keeping up, not the user doing something
        treatReadsAsBackground(3_000);
        for (const key of STALE[kind]) void queryClient.invalidateQueries({ queryKey: key });
        for (const handler of this.#handlers.get(kind) ?? []) handler(id);
      });
    }
    source.addEventListener('end', () => {
      // the session is over (or the server stops): the next request finds out which
      source.close();
      this.#retry();
    });
    source.onopen = () => this.#set('live');
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) this.#retry();
      else this.#set('connecting');
    };
  }

  #retry() {
    this.#source?.close();
    this.#source = null;
    if (this.#users === 0) return;
    this.#set(typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'connecting');
    const wait = this.#retryMs;
    this.#retryMs = Math.min(RETRY_MAX_MS, this.#retryMs * 2);
    this.#timer = setTimeout(() => this.#connect(), wait);
  }
}

export const realtime = new RealtimeClient();

export function useStreamStatus(): StreamStatus {
  return useSyncExternalStore(
    realtime.subscribe,
    () => realtime.status,
    () => realtime.status,
  );
}
