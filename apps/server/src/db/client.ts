/**
 * Database client factory: PGlite (Postgres in WASM, embedded default) or PostgreSQL via node-postgres
 * (`DATABASE_URL`). Both give the same Drizzle API; one set of migrations serves both.
 */
import { fsyncSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database both drivers share. Transactions (`db.transaction(tx => …)`) have the same API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or an open transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /**
   * Subscribe to a `NOTIFY` channel; resolves to an unsubscribe function. `onLost` is called (once)
   * if the listening connection fails: notifications may have been missed from then on.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
  /** Round-trip time of `select 1` in milliseconds. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') return openPglite(options);
  return openPostgres(options.url, options.poolSize ?? 10);
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

const PGLITE_DURABLE_START_PARAMS = [
  ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams.filter((p) => p !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true, mode: 0o700 });
  const client = new PGlite({
    // Every statement's changes reach the data directory before its result is returned, and with
    // a data directory a commit is fsync'ed: see docs/operations.md, Durability.
    relaxedDurability: false,
    ...(options.dataDir
      ? { fs: new SyncedNodeFS(options.dataDir), startParams: PGLITE_DURABLE_START_PARAMS }
      : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, onNotify);
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

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const listeners: pg.Client[] = [];
  let closing = false;
  return {
    kind: 'postgres',
    db,
    async listen(channel, onNotify, onLost) {
      const client = new pg.Client({ connectionString: url });
      let ended = false;
      const lost = () => {
        if (ended) return;
        ended = true;
        const i = listeners.indexOf(client);
        if (i >= 0) listeners.splice(i, 1);
        client.end().catch(() => {});
        if (!closing) onLost?.();
      };
      client.on('error', lost);
      client.on('end', lost);
      try {
        await client.connect();
        client.on('notification', (msg) => {
          if (msg.channel === channel) onNotify(msg.payload ?? '');
        });
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (err) {
        ended = true; // the caller learns it from the rejection, not from onLost
        await client.end().catch(() => {});
        throw err;
      }
      listeners.push(client);
      return async () => {
        ended = true;
        const i = listeners.indexOf(client);
        if (i >= 0) listeners.splice(i, 1);
        await client.end().catch(() => {});
      };
    },
    ping: () => timed(() => pool.query('select 1')),
    async close() {
      closing = true;
      await Promise.all(listeners.splice(0).map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
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
export async function openAndMigrate(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') await migratePostgres(options.url);
  const database = await openDatabase(options);
  if (options.kind === 'pglite') await migrateDatabase(database);
  return database;
}

/** Rows of a raw `db.execute(sql…)` result, whichever driver produced it. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export { sql };
