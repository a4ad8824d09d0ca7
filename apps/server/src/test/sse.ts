/**
 * Event streams in tests: the app served on a real loopback port (a stream is a long-lived HTTP
 * response: closing it is closing the socket), and a reader of `text/event-stream` frames.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestApp, TestClient } from './app.ts';

export interface Served {
  url: string;
  close(): Promise<void>;
}

export function serveOnLoopback(t: TestApp): Promise<Served> {
  return new Promise((resolve) => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** Resolves with the first event (from `fromIndex`) that matches, or rejects after `timeoutMs`. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number, fromIndex?: number): Promise<SseEvent>;
  /** The id of the last event that had one (what a browser sends as Last-Event-ID). */
  lastId(): string | null;
  close(): void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
}

/** Opens `GET /api/v1/events` on `baseUrl` with the session of `client` (cookie). */
export async function openStream(
  baseUrl: string,
  client: Pick<TestClient, 'cookies'>,
  options: { lastEventId?: string | null } = {},
): Promise<SseStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const res = await fetch(`${baseUrl}/api/v1/events`, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let last: string | null = null;
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut !== -1) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          const fields = { id: null as string | null, event: 'message', data: '' };
          let any = false;
          for (const line of frame.split('\n')) {
            if (line.startsWith(':') || !line) continue;
            const at = line.indexOf(':');
            const name = at === -1 ? line : line.slice(0, at);
            const value = at === -1 ? '' : line.slice(at + 1).replace(/^ /, '');
            if (name === 'id') fields.id = value;
            else if (name === 'event') fields.event = value;
            else if (name === 'data') fields.data += value;
            else continue;
            any = true;
          }
          if (!any) continue;
          if (fields.id !== null) last = fields.id;
          events.push({ ...fields, at: performance.now() });
          for (const w of waiters) w();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      for (const w of waiters) w();
    }
  })();
  return {
    status: res.status,
    events,
    lastId: () => last,
    ended,
    close: () => controller.abort(),
    next(match, timeoutMs = 10_000, fromIndex = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(fromIndex).find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
