/**
 * Realtime: one Server-Sent Events stream per signed-in tab (`GET /api/v1/events`), fed by the
 * `realtime_event` log and PostgreSQL `LISTEN/NOTIFY` (in process on PGlite).
 *
 * - **Writing.** `publish(ctx, events)` inserts one row per user and change through `ctx.db`, so an
 *   event commits with the change it announces (a rolled-back message announces nothing). Rows carry
 *   ids only: what changed (a conversation, a notification, an appointment), never its content; the
 *   page reads it through the API, authorized and audited like any read.
 * - **Ordering.** A deferred trigger (migration 0021) numbers each row (`seq`) at commit under one
 *   transaction lock and sends `NOTIFY verdant_events '<user id>'`. Numbers are therefore taken in
 *   commit order and each writer is visible before the next takes one: once a reader has seen n, no
 *   event below n can still appear. `seq` is the stream's event id.
 * - **Fan-out.** Every instance LISTENs once. A notification names a user; the instance reads that
 *   user's events after the lowest cursor of its open streams for them and writes each to the
 *   streams that have not had it. Reads for one user are serialised and coalesced.
 * - **Catching up.** A stream starts at the client's `Last-Event-ID` (the browser sends it when it
 *   reconnects) and first replays what it missed; events older than REALTIME_RETENTION_HOURS are
 *   pruned, and a client whose last id is gone gets `event: reset` (read everything again). After a
 *   lost LISTEN connection every stream of the instance is caught up from the log.
 * - **Keeping alive and letting go.** A comment line every HEARTBEAT_MS keeps proxies from closing an
 *   idle stream; the session is checked again every SESSION_RECHECK_MS (a signed-out or disabled
 *   account's stream ends with `event: end`); a client that stops reading is dropped once
 *   MAX_QUEUED_BYTES wait for it; every stream is released when its client goes.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { RealtimeEventKind } from '@verdant/shared';
import { type Database, rowsOf } from '../db/client.ts';
import { realtimeEvent } from '../db/schema/index.ts';
import type { ServiceContext } from './service-context.ts';

export const REALTIME_CHANNEL = 'verdant_events';
/** A comment line this often keeps proxies (which close idle connections at 30–60 s) from cutting the stream. */
export const HEARTBEAT_MS = 20_000;
/** How often an open stream's session is checked again. */
export const SESSION_RECHECK_MS = 30_000;
/** What the browser waits before reconnecting (sent as `retry:`). */
export const RECONNECT_MS = 3_000;
/** Events are kept this long for clients that reconnect; older ones are pruned by a job. */
export const REALTIME_RETENTION_HOURS = 24;
/** A client that reads nothing is dropped once this much waits for it. */
const MAX_QUEUED_BYTES = 1024 * 1024;
/** Events read per round (a client far behind is served in several rounds). */
const BATCH = 500;

export interface RealtimeMessage {
  userId: string;
  kind: RealtimeEventKind;
  /** The id of what changed. */
  id: string;
}

/** Announces changes to users' open streams; written in the caller's transaction. */
export async function publish(
  ctx: Pick<ServiceContext, 'db'>,
  events: readonly RealtimeMessage[],
): Promise<void> {
  const unique = new Map(events.map((e) => [`${e.userId}\u0000${e.kind}\u0000${e.id}`, e]));
  if (unique.size === 0) return;
  await ctx.db
    .insert(realtimeEvent)
    .values([...unique.values()].map((e) => ({ userId: e.userId, kind: e.kind, subjectId: e.id })));
}

/** Deletes events older than the retention (a recurring job). */
export async function pruneRealtimeEvents(ctx: Pick<ServiceContext, 'db'>): Promise<void> {
  await ctx.db.execute(
    sql`delete from ${realtimeEvent} where created_at < now() - make_interval(hours => ${REALTIME_RETENTION_HOURS})`,
  );
}

interface Stream {
  userId: string;
  /** The last event id this stream has had. */
  cursor: number;
  controller: ReadableStreamDefaultController<Uint8Array>;
  lastWriteAt: number;
  nextCheckAt: number;
  stillValid: () => Promise<boolean>;
  closed: boolean;
}

export interface OpenStreamOptions {
  userId: string;
  /** The client's `Last-Event-ID` (null: a new stream, from now on). */
  lastEventId: number | null;
  /** Whether the session that opened the stream is still signed in. */
  stillValid: () => Promise<boolean>;
  /** The request's signal: aborted when the client goes. */
  signal?: AbortSignal;
}

const encoder = new TextEncoder();

/** Parses a `Last-Event-ID` (a non-negative integer); anything else means none. */
export function parseEventId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** The streams of one process and their fan-out (one per process and database: `AppDeps.realtime`). */
export class RealtimeHub {
  readonly #database: Database;
  readonly #log: Logger;
  readonly #byUser = new Map<string, Set<Stream>>();
  /** Users whose read is running; `true` when another round was asked for meanwhile. */
  readonly #reading = new Map<string, boolean>();
  #started: Promise<void> | undefined;
  #unlisten: (() => Promise<void>) | undefined;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(options: { database: Database; logger: Logger }) {
    this.#database = options.database;
    this.#log = options.logger.child({ component: 'realtime' });
  }

  /** Open streams of this process. */
  get size(): number {
    let n = 0;
    for (const set of this.#byUser.values()) n += set.size;
    return n;
  }

  /** Subscribes to the channel (once; also done by the first stream). */
  start(): Promise<void> {
    this.#started ??= (async () => {
      let first = true;
      this.#unlisten = await this.#database.listen(REALTIME_CHANNEL, (userId) => this.#kick(userId), {
        onListening: () => {
          if (first) {
            first = false;
            return;
          }
          // Notifications sent while the connection was lost are gone: read every user's log.
          for (const userId of this.#byUser.keys()) this.#kick(userId);
        },
        onLost: () => this.#log.warn('lost the realtime subscription; streams catch up when it is back'),
      });
      this.#timer = setInterval(() => void this.#tick(), Math.min(HEARTBEAT_MS, SESSION_RECHECK_MS) / 4);
      this.#timer.unref();
    })();
    return this.#started;
  }

  /** Ends every stream and the subscription (shutdown: open streams would hold the server open). */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    for (const set of this.#byUser.values()) for (const s of set) this.#end(s, 'shutdown');
    this.#byUser.clear();
    await this.#unlisten?.().catch(() => undefined);
  }

  /** The `text/event-stream` response of one stream. */
  async open(options: OpenStreamOptions): Promise<Response> {
    await this.start();
    const { cursor, reset } = await this.#startingPoint(options.lastEventId);
    if (this.#closed) return new Response(null, { status: 503 });
    let stream: Stream | undefined;
    const body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          stream = {
            userId: options.userId,
            cursor,
            controller,
            lastWriteAt: Date.now(),
            nextCheckAt: Date.now() + SESSION_RECHECK_MS * (0.75 + Math.random() / 2),
            stillValid: options.stillValid,
            closed: false,
          };
          // The first frame: the reconnection delay, and the stream's starting id so a client that
          // reconnects before any event still resumes from here.
          this.#write(
            stream,
            `retry: ${RECONNECT_MS}\nid: ${cursor}\nevent: ${reset ? 'reset' : 'ready'}\ndata: {}\n\n`,
          );
          const set = this.#byUser.get(options.userId) ?? new Set<Stream>();
          this.#byUser.set(options.userId, set);
          set.add(stream);
          this.#kick(options.userId);
        },
        cancel: () => {
          if (stream) this.#release(stream);
        },
      },
      { highWaterMark: 0 },
    );
    options.signal?.addEventListener('abort', () => stream && this.#release(stream), { once: true });
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and similar proxies: pass every event on at once
        'x-accel-buffering': 'no',
      },
    });
  }

  /** Where a stream starts: after the client's last id, or (new, or too far behind) at the newest event. */
  async #startingPoint(lastEventId: number | null): Promise<{ cursor: number; reset: boolean }> {
    const [row] = rowsOf<{ newest: number | string | null; known: boolean }>(
      await this.#database.db.execute(sql`
        select (select max(seq) from ${realtimeEvent}) as newest,
          exists (select 1 from ${realtimeEvent} where seq = ${lastEventId ?? -1}) as known`),
    );
    const newest = Number(row?.newest ?? 0);
    if (lastEventId === null) return { cursor: newest, reset: false };
    if (lastEventId >= newest) return { cursor: lastEventId > newest ? newest : lastEventId, reset: false };
    // An id we no longer hold (pruned, or from another installation): nothing can be replayed.
    if (!row?.known) return { cursor: newest, reset: true };
    return { cursor: lastEventId, reset: false };
  }

  /** Reads a user's new events for their streams (serialised per user, coalesced). */
  #kick(userId: string): void {
    if (!this.#byUser.has(userId)) return;
    if (this.#reading.has(userId)) {
      this.#reading.set(userId, true);
      return;
    }
    this.#reading.set(userId, false);
    void this.#deliver(userId)
      .catch((err) => this.#log.warn({ err: String(err) }, 'realtime read failed; the next event retries'))
      .finally(() => {
        const again = this.#reading.get(userId);
        this.#reading.delete(userId);
        if (again) this.#kick(userId);
      });
  }

  async #deliver(userId: string): Promise<void> {
    for (;;) {
      const streams = [...(this.#byUser.get(userId) ?? [])];
      if (streams.length === 0) return;
      const from = Math.min(...streams.map((s) => s.cursor));
      const rows = rowsOf<{ seq: number | string; kind: string; subject_id: string }>(
        await this.#database.db.execute(sql`
          select seq, kind, subject_id from ${realtimeEvent}
          where user_id = ${userId} and seq > ${from} order by seq limit ${BATCH}`),
      );
      for (const stream of streams) {
        if (stream.closed) continue;
        for (const row of rows) {
          const seq = Number(row.seq);
          if (seq <= stream.cursor) continue;
          this.#write(
            stream,
            `id: ${seq}\nevent: ${row.kind}\ndata: ${JSON.stringify({ id: row.subject_id })}\n\n`,
          );
          stream.cursor = seq;
        }
      }
      if (rows.length < BATCH) return;
    }
  }

  #write(stream: Stream, frame: string): void {
    if (stream.closed) return;
    try {
      stream.controller.enqueue(encoder.encode(frame));
      stream.lastWriteAt = Date.now();
      if ((stream.controller.desiredSize ?? 0) < -MAX_QUEUED_BYTES) this.#end(stream, 'slow');
    } catch {
      this.#release(stream);
    }
  }

  /** Heartbeats, and the session checks of streams whose turn it is. */
  async #tick(): Promise<void> {
    const now = Date.now();
    for (const set of this.#byUser.values()) {
      for (const stream of set) {
        if (now - stream.lastWriteAt >= HEARTBEAT_MS) this.#write(stream, ': ping\n\n');
        if (now >= stream.nextCheckAt) void this.#check(stream, now);
      }
    }
  }

  /** Checks every open stream's session now (tests; the timer checks each in turn). */
  async checkSessions(): Promise<void> {
    const now = Date.now();
    await Promise.all([...this.#byUser.values()].flatMap((set) => [...set].map((s) => this.#check(s, now))));
  }

  async #check(stream: Stream, now: number): Promise<void> {
    stream.nextCheckAt = now + SESSION_RECHECK_MS;
    const valid = await stream.stillValid().catch(() => true);
    if (!valid) this.#end(stream, 'signed-out');
  }

  /** Tells the client why and closes the stream. */
  #end(stream: Stream, reason: 'signed-out' | 'shutdown' | 'slow'): void {
    if (stream.closed) return;
    if (reason !== 'slow') this.#write(stream, `event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    this.#release(stream);
    try {
      stream.controller.close();
    } catch {
      // already closed by the client
    }
  }

  #release(stream: Stream): void {
    stream.closed = true;
    const set = this.#byUser.get(stream.userId);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) this.#byUser.delete(stream.userId);
  }
}
