/**
 * Database client factory: PGlite (Postgres in WASM, embedded default) or PostgreSQL via node-postgres
 * (`DATABASE_URL`). Both give the same Drizzle API; one set of migrations serves both.
 */
import { fsyncSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { connectionErrorSummary } from './connection-errors.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database both drivers share. Transactions (`db.transaction(tx => …)`) have the same API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or an open transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** What a `listen` subscriber hears about its connection besides notifications. */
export interface ListenEvents {
  /**
   * The `LISTEN` is in place: after the first subscription and again after every reconnection.
   * Notifications sent while it was lost are gone: a subscriber catches up here (drops its cache,
   * polls again).
   */
  onListening?: () => void;
  /** The listening connection failed: notifications are missed until the next `onListening`. */
  onLost?: () => void;
}

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /**
   * Subscribe to a `NOTIFY` channel; resolves to an unsubscribe function once the first attempt
   * to listen is over (in place, or failed and retrying). On PostgreSQL the subscription survives
   * the database going away: its connection is re-established with backoff (at most
   * `LISTEN_RETRY_MAX_MS` between attempts) and `LISTEN` issued again, until unsubscribed or closed.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    events?: ListenEvents,
  ): Promise<() => Promise<void>>;
  /** Round-trip time of `select 1` in milliseconds. */
  ping(): Promise<number>;
  /** The connection pool's use (PostgreSQL; the embedded database has one connection and none). */
  poolStats?(): { max: number; total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Where the database reports connection trouble (main passes the process logger). */
export interface DatabaseLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; sharedBuffersMb?: number }
  | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(options: DatabaseOptions, log?: DatabaseLog): Promise<Database> {
  if (options.kind === 'pglite') return openPglite(options);
  return openPostgres(options.url, options.poolSize ?? 10, log);
}

/** WASI errno values returned by the fsync hook below. */
const WASI_EBADF = 8;
const WASI_EINVAL = 28;
const WASI_EIO = 29;

/**
 * PGlite's Node file system with a real `fsync`: PGlite's own NodeFS has none (PostgreSQL's
 * fsync() calls return without reaching the disk), and PGlite starts PostgreSQL with `-F` (fsync
 * off). With this file system and `fsync=on`, a commit returns once its WAL is on disk, as on a
 * PostgreSQL server (`wal_sync_method=fsync`: PGlite's fdatasync() is a no-op too).
 */
class SyncedNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const [pg, emscriptenOptions] = args;
    const result = await super.init(pg, emscriptenOptions);
    const opts = result.emscriptenOpts as { preRun?: ((mod: unknown) => void)[] };
    opts.preRun = [
      ...(opts.preRun ?? []),
      (mod: unknown) => {
        const nodefs = (mod as { NODEFS: { stream_ops: Record<string, unknown> } }).NODEFS;
        nodefs.stream_ops.fsync = (stream: { nfd?: number }) => {
          if (stream.nfd === undefined) return 0;
          try {
            fsyncSync(stream.nfd);
            return 0;
          } catch (err) {
            const code = (err as NodeJS.ErrnoException).code;
            return code === 'EINVAL' ? WASI_EINVAL : code === 'EBADF' ? WASI_EBADF : WASI_EIO;
          }
        };
      },
    ];
    return result;
  }
}

const PGLITE_START_PARAMS = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
const PGLITE_DURABLE_START_PARAMS = [
  ...PGLITE_START_PARAMS.filter((p) => p !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  sharedBuffersMb?: number;
}): Promise<Database> {
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true, mode: 0o700 });
  const cache = options.sharedBuffersMb ? ['-c', `shared_buffers=${options.sharedBuffersMb}MB`] : [];
  const startParams = options.dataDir
    ? [...PGLITE_DURABLE_START_PARAMS, ...cache]
    : cache.length
      ? [...PGLITE_START_PARAMS, ...cache]
      : undefined;
  const client = new PGlite({
    // Every statement's changes reach the data directory before its result is returned, and with
    // a data directory a commit is fsync'ed: see docs/operations.md, Durability.
    relaxedDurability: false,
    // the patient search's trigram indexes (migration 0016); PostgreSQL ships it in contrib
    extensions: { pg_trgm },
    ...(options.dataDir ? { fs: new SyncedNodeFS(options.dataDir) } : {}),
    ...(startParams ? { startParams } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    async listen(channel, onNotify, events) {
      // In-process: the subscription cannot be lost.
      const unlisten = await client.listen(channel, onNotify);
      events?.onListening?.();
      return async () => {
        if (!closed) await unlisten();
      };
    },
    ping: () => timed(() => client.query('select 1')),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** Longest wait between two attempts to re-establish a lost `LISTEN` connection. */
export const LISTEN_RETRY_MAX_MS = 2_000;
const LISTEN_RETRY_FIRST_MS = 100;
/** A connection attempt that has not succeeded by then fails (no request waits on a dead host). */
export const CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(url: string, poolSize: number, log?: DatabaseLog): Promise<Database> {
  const health = connectionHealth(log);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // A pooled connection can fail while idle (pg-pool then emits 'error' on the pool) or while
  // checked out between two statements of a transaction (the client emits 'error' with no query to
  // hand it to). Either, unheard, would end the process: note it; the connection is dropped when
  // it is released (it is no longer queryable) and the next query opens a new one.
  pool.on('error', health.failed);
  pool.on('connect', (client) => {
    client.on('error', health.failed);
    serializeQueries(client);
    health.connected();
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const subscriptions = new Set<Subscription>();
  let closing = false;
  return {
    kind: 'postgres',
    db,
    async listen(channel, onNotify, events = {}) {
      if (closing) throw new Error('the database is closed');
      const subscription = new Subscription(url, channel, onNotify, events, health);
      subscriptions.add(subscription);
      await subscription.start();
      return async () => {
        subscriptions.delete(subscription);
        await subscription.stop();
      };
    },
    ping: () => timed(() => pool.query('select 1')),
    poolStats: () => ({
      max: poolSize,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      closing = true;
      await Promise.all([...subscriptions].map((s) => s.stop()));
      subscriptions.clear();
      await pool.end();
    },
  };
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Makes a connection run the queries handed to it one after another, each sent once the one before
 * has finished. A transaction holds one connection, and code that runs several of its reads with
 * `Promise.all` (as on PGlite, which runs them in turn) would otherwise hand node-postgres a query
 * while another is still executing: pg 8 queues it and warns ("client.query() when the client is
 * already executing a query"), pg 9 removes that queue (ADR 0059, addendum). The order, the results
 * and the errors are the same as pg's own queue gave; a `Submittable` (a cursor) is passed as is.
 */
export function serializeQueries(client: { query: QueryFn }): void {
  const query = client.query.bind(client) as QueryFn;
  let tail: Promise<unknown> = Promise.resolve();
  client.query = (...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (first && typeof first === 'object' && typeof first.submit === 'function') return query(...args);
    const callback =
      typeof args.at(-1) === 'function' ? (args.pop() as (err: unknown, res?: unknown) => void) : null;
    const run = tail.then(() => query(...args) as Promise<unknown>);
    tail = run.then(
      () => undefined,
      () => undefined,
    );
    if (!callback) return run;
    // as pg calls it: outside the promise, so an exception in the callback is not swallowed
    run.then(
      (res) => process.nextTick(callback, null, res),
      (err) => process.nextTick(callback, err),
    );
    return undefined;
  };
}

type ConnectionHealth = ReturnType<typeof connectionHealth>;

/** Logs the start and the end of a database outage once each (not once per failed connection). */
function connectionHealth(log?: DatabaseLog) {
  let downSince: number | undefined;
  return {
    failed: (err: unknown) => {
      if (downSince !== undefined) return;
      downSince = Date.now();
      log?.warn({ err: connectionErrorSummary(err) }, 'database connection lost');
    },
    connected: () => {
      if (downSince === undefined) return;
      const downForMs = Date.now() - downSince;
      downSince = undefined;
      log?.info({ downForMs }, 'database connection re-established');
    },
  };
}

/**
 * One `LISTEN` on its own connection (a pooled one would be handed to other queries). When the
 * connection fails it reconnects with exponential backoff (100 ms doubling to LISTEN_RETRY_MAX_MS)
 * and listens again; `onLost` / `onListening` tell the subscriber so it can catch up.
 */
class Subscription {
  #client: pg.Client | undefined;
  #listening = false;
  #stopped = false;
  #attempt = 0;
  #timer: NodeJS.Timeout | undefined;

  readonly url: string;
  readonly channel: string;
  readonly onNotify: (payload: string) => void;
  readonly events: ListenEvents;
  readonly health: ConnectionHealth;

  constructor(
    url: string,
    channel: string,
    onNotify: (payload: string) => void,
    events: ListenEvents,
    health: ConnectionHealth,
  ) {
    this.url = url;
    this.channel = channel;
    this.onNotify = onNotify;
    this.events = events;
    this.health = health;
  }

  /** The first attempt; on failure the retries go on in the background. */
  async start(): Promise<void> {
    await this.#connect();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    let failed = false;
    const fail = (err?: unknown) => {
      if (failed) return;
      failed = true;
      if (this.#client === client) this.#client = undefined;
      client.end().catch(() => {});
      if (this.#stopped) return;
      if (err) this.health.failed(err);
      if (this.#listening) {
        this.#listening = false;
        this.events.onLost?.();
      }
      this.#retry();
    };
    client.on('error', fail);
    client.on('end', () => fail(new Error('Connection terminated')));
    client.on('notification', (msg) => {
      if (msg.channel === this.channel && !failed) this.onNotify(msg.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    } catch (err) {
      fail(err);
      return;
    }
    if (failed) return;
    if (this.#stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#attempt = 0;
    this.#listening = true;
    this.health.connected();
    this.events.onListening?.();
  }

  #retry() {
    if (this.#stopped) return;
    const base = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_FIRST_MS * 2 ** this.#attempt);
    this.#attempt++;
    // up to 20 % jitter, so the instances of a fleet do not reconnect in lockstep
    const delay = Math.round(base * (0.8 + Math.random() * 0.2));
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#connect(), delay);
    this.#timer.unref();
  }
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return Math.round((performance.now() - start) * 100) / 100;
}

/**
 * Applies pending migrations. On PostgreSQL an advisory lock serialises instances that start together.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  throw new Error('use migratePostgres(url) for PostgreSQL');
}

const MIGRATION_LOCK_ID = 7_220_431_001;

export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}

/** Opens the configured database and brings its schema up to date. */
export async function openAndMigrate(options: DatabaseOptions, log?: DatabaseLog): Promise<Database> {
  if (options.kind === 'postgres') await migratePostgres(options.url);
  const database = await openDatabase(options, log);
  if (options.kind === 'pglite') await migrateDatabase(database);
  return database;
}

/** Rows of a raw `db.execute(sql…)` result, whichever driver produced it. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export { sql };
