/**
 * Backups of the installation (ADR 0050): a consistent snapshot of the database and a copy of the
 * DATA_DIR files, written through the storage interface to BACKUP_DIR (a folder, ideally another
 * disk), else to the file storage itself (`DATA_DIR/files/backups`, or the S3 bucket).
 *
 * - PGlite: `dumpDataDir()` (a gzipped tar of the data directory) taken inside a transaction, which
 *   on PGlite holds every other query and transaction back: the manifest (per table: row count and
 *   an md5 of its rows) and the snapshot describe the same instant.
 * - PostgreSQL: `pg_dump --format=custom` when it is on PATH; when it is not, the backup fails and
 *   says what to install (or to rely on the provider's snapshots). Its restore test is not built here.
 * - Files: local storage is walked (every file under DATA_DIR/files except the backups themselves)
 *   and each is copied with its sha256. With S3 file storage the files stay in the bucket (turn on
 *   versioning there): the backup holds the database only and says so.
 *
 * The restore test opens the snapshot as a fresh instance in a temporary DATA_DIR (the layout a
 * restored server starts from), recomputes the manifest, re-reads every file and compares them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Backup, BackupOverview } from '@verdant/shared/compliance';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, openDatabase, rowsOf } from '../../db/client.ts';
import { backup, type BackupManifest, type RestoreDetail } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { ClaimedJob } from '../../platform/jobs.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { actorUserId, type ServiceContext } from '../../platform/service-context.ts';
import { LocalStorage, type Storage } from '../../platform/storage.ts';

export const BACKUP_JOB = 'data.backup';
export const RESTORE_TEST_JOB = 'data.restore-test';
export const SCHEDULED_BACKUP_JOB = 'data.scheduled-backup';
/** The scheduled backup runs once a day. */
export const BACKUP_EVERY_SECONDS = 24 * 3600;
/** Successful backups kept; older ones are deleted after each new success. */
export const BACKUPS_KEPT = 14;

const PREFIX = 'backups';

/** Where backups are written: BACKUP_DIR as its own folder, else the file storage. */
export function backupTarget(ctx: ServiceContext): {
  storage: Storage;
  destination: 'folder' | 'local' | 's3';
} {
  if (ctx.config.backupDir) return { storage: new LocalStorage(ctx.config.backupDir), destination: 'folder' };
  return { storage: ctx.storage, destination: ctx.storage.kind === 's3' ? 's3' : 'local' };
}

/** The database actually in use (a PGlite client can dump its data directory). */
function databaseKind(ctx: ServiceContext): 'pglite' | 'postgres' {
  const client = (ctx.db as unknown as { $client?: { dumpDataDir?: unknown } }).$client;
  return typeof client?.dumpDataDir === 'function' ? 'pglite' : 'postgres';
}

let pgDumpFound: boolean | undefined;
export function pgDumpAvailable(): boolean {
  pgDumpFound ??= spawnSync('pg_dump', ['--version'], { stdio: 'ignore' }).status === 0;
  return pgDumpFound;
}

function toBackup(row: typeof backup.$inferSelect): Backup {
  return {
    id: row.id,
    status: row.status,
    trigger: row.trigger,
    databaseKind: row.databaseKind,
    destination: row.destination,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    tableCount: row.tableCount,
    rowCount: row.rowCount,
    fileCount: row.fileCount,
    error: row.error,
    restoreTestedAt: row.restoreTestedAt?.toISOString() ?? null,
    restoreOk: row.restoreOk,
    restoreDetail: row.restoreDetail ?? null,
    restoreTestRunning:
      !!row.restoreRequestedAt && (!row.restoreTestedAt || row.restoreTestedAt < row.restoreRequestedAt),
  };
}

export async function backupOverview(ctx: ServiceContext): Promise<BackupOverview> {
  const rows = await ctx.db.select().from(backup).orderBy(desc(backup.startedAt)).limit(50);
  const kind = databaseKind(ctx);
  const { destination } = backupTarget(ctx);
  return {
    backups: rows.map(toBackup),
    scheduleHours: BACKUP_EVERY_SECONDS / 3600,
    keep: BACKUPS_KEPT,
    destination,
    databaseKind: kind,
    pgDumpAvailable: kind === 'postgres' ? pgDumpAvailable() : null,
    filesCovered: ctx.storage.kind === 'local',
    canRun: kind === 'pglite' || pgDumpAvailable(),
  };
}

/** The newest successful backup and restore test (for the compliance checklist). */
export async function backupStatus(db: DbOrTx) {
  const [row] = rowsOf<{ last_backup: Date | string | null; last_restore: Date | string | null }>(
    await db.execute(sql`select
      (select max(finished_at) from backup where status = 'succeeded') as last_backup,
      (select max(restore_tested_at) from backup where restore_ok) as last_restore`),
  );
  const at = (v: Date | string | null | undefined) => (v ? new Date(v) : null);
  return { lastBackupAt: at(row?.last_backup), lastRestoreTestAt: at(row?.last_restore) };
}

/** Queues a backup (one at a time). */
export async function requestBackup(ctx: ServiceContext, trigger: 'manual' | 'scheduled'): Promise<Backup> {
  const [busy] = await ctx.db
    .select({ id: backup.id })
    .from(backup)
    .where(inArray(backup.status, ['queued', 'running']))
    .limit(1);
  if (busy) throw new AppError('BACKUP_UNAVAILABLE', 'A backup is already running.', { reason: 'running' });
  const { destination } = backupTarget(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(backup)
      .values({
        trigger,
        databaseKind: databaseKind(ctx),
        destination,
        requestedByUserId: actorUserId(ctx),
        startedAt: ctx.now(),
      })
      .returning();
    await enqueueJob(tx, BACKUP_JOB, { backupId: row!.id }, { maxAttempts: 1 });
    await audit(
      { ...ctx, db: tx },
      { action: 'backup.request', resourceType: 'backup', resourceId: row!.id },
    );
    return toBackup(row!);
  });
}

/** Queues a restore test of a successful PGlite backup. */
export async function requestRestoreTest(ctx: ServiceContext, id: string): Promise<Backup> {
  const [row] = await ctx.db.select().from(backup).where(eq(backup.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'succeeded') {
    throw new AppError('BACKUP_UNAVAILABLE', 'Only a finished backup can be restored.', {
      reason: 'notFinished',
    });
  }
  if (row.databaseKind !== 'pglite' && !(databaseKind(ctx) === 'postgres' && pgRestoreAvailable())) {
    throw new AppError(
      'BACKUP_UNAVAILABLE',
      'pg_restore is not installed: a PostgreSQL dump cannot be tested here.',
      {
        reason: 'notPglite',
      },
    );
  }
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(backup)
      .set({ restoreRequestedAt: ctx.now() })
      .where(eq(backup.id, id))
      .returning();
    await enqueueJob(tx, RESTORE_TEST_JOB, { backupId: id }, { maxAttempts: 1 });
    await audit(
      { ...ctx, db: tx },
      { action: 'backup.restore_test.request', resourceType: 'backup', resourceId: id },
    );
    return toBackup(updated!);
  });
}

// --- the snapshot -----------------------------------------------------------------------------

/** Every table of the database (migrations' bookkeeping included), schema-qualified, in a fixed order. */
async function tablesOf(db: DbOrTx): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`),
  );
  return rows.map((r) => r.name);
}

/** Per table: rows and an md5 of every row's text, ordered, so two copies compare exactly. */
async function tableManifest(db: DbOrTx): Promise<BackupManifest['tables']> {
  const out: BackupManifest['tables'] = {};
  for (const name of await tablesOf(db)) {
    const [row] = rowsOf<{ rows: number | string; md5: string | null }>(
      await db.execute(
        sql.raw(`select count(*) as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
          from ${name} t`),
      ),
    );
    out[name] = { rows: Number(row?.rows ?? 0), md5: row?.md5 ?? '' };
  }
  return out;
}

interface PgliteClient {
  dumpDataDir(compression?: 'gzip' | 'none' | 'auto'): Promise<Blob | File>;
}

function pgliteOf(db: DbOrTx): PgliteClient {
  return (db as unknown as { $client: PgliteClient }).$client;
}

/** Every file of local storage (its key), except the backups. */
async function localFiles(root: string, dir = ''): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(path.join(root, dir), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const out: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (!dir && entry.name === PREFIX) continue;
    if (entry.isDirectory()) out.push(...(await localFiles(root, rel)));
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) out.push(rel);
  }
  return out;
}

async function bytesOf(storage: Storage, key: string): Promise<Uint8Array | null> {
  const object = await storage.get(key);
  return object ? new Uint8Array(await new Response(object.stream).arrayBuffer()) : null;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Copies the DATA_DIR files into the backup; returns their manifest and total size. */
async function copyFiles(ctx: ServiceContext, target: Storage, id: string) {
  const files: BackupManifest['files'] = {};
  let size = 0;
  if (ctx.storage.kind !== 'local') return { files, size };
  for (const key of await localFiles(path.join(ctx.config.dataDir, 'files'))) {
    const bytes = await bytesOf(ctx.storage, key);
    if (!bytes) continue; // deleted meanwhile
    await target.put(`${PREFIX}/${id}/files/${key}`, bytes, 'application/octet-stream');
    files[key] = { size: bytes.length, sha256: sha256(bytes) };
    size += bytes.length;
  }
  return { files, size };
}

let pgRestoreFound: boolean | undefined;
export function pgRestoreAvailable(): boolean {
  pgRestoreFound ??= spawnSync('pg_restore', ['--version'], { stdio: 'ignore' }).status === 0;
  return pgRestoreFound;
}

/**
 * A PostgreSQL dump restored into a fresh database on the same server (ADR 0056): created, filled by
 * `pg_restore --no-owner`, its per-table manifest computed, then dropped.
 */
async function restorePgDump(
  ctx: ServiceContext,
  dump: Uint8Array,
  dir: string,
): Promise<BackupManifest['tables']> {
  if (ctx.config.database.kind !== 'postgres')
    throw new Error('a PostgreSQL dump restores into PostgreSQL only');
  if (!pgRestoreAvailable()) {
    throw new Error(
      'pg_restore is not installed on this machine: install the PostgreSQL client tools of the server’s major version to test PostgreSQL backups.',
    );
  }
  const file = path.join(dir, 'database.pgdump');
  await writeFile(file, dump);
  const name = `verdant_restore_${crypto.randomUUID().replaceAll('-', '')}`;
  const url = new URL(ctx.config.database.url);
  url.pathname = `/${name}`;
  await ctx.db.execute(sql.raw(`create database "${name}"`));
  try {
    const child = spawn(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, file],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const code = await new Promise<number>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (c) => resolve(c ?? 1));
    });
    if (code !== 0) throw new Error(`pg_restore exited with ${code}: ${stderr.slice(0, 300)}`);
    const restored = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      return await tableManifest(restored.db);
    } finally {
      await restored.close();
    }
  } finally {
    await ctx.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
  }
}

async function pgDump(ctx: ServiceContext, target: Storage, key: string): Promise<number> {
  if (ctx.config.database.kind !== 'postgres') throw new Error('not PostgreSQL');
  const child = spawn('pg_dump', ['--format=custom', '--no-owner', `--dbname=${ctx.config.database.url}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
  const size = await target.putStream(
    key,
    Readable.toWeb(child.stdout) as ReadableStream<Uint8Array>,
    'application/octet-stream',
  );
  const code = await exited;
  if (code !== 0) throw new Error(`pg_dump exited with ${code}: ${stderr.slice(0, 300)}`);
  return size;
}

/** The job: snapshot, files, manifest; then older backups beyond BACKUPS_KEPT are deleted. */
export async function backupJob(job: ClaimedJob, ctx: ServiceContext): Promise<void> {
  const id = String(job.payload.backupId ?? '');
  const [row] = await ctx.db.select().from(backup).where(eq(backup.id, id));
  if (row?.status !== 'queued') return;
  await ctx.db.update(backup).set({ status: 'running' }).where(eq(backup.id, id));
  const { storage: target } = backupTarget(ctx);
  try {
    let databaseSize: number;
    let tables: BackupManifest['tables'];
    if (databaseKind(ctx) === 'pglite') {
      // On PGlite a transaction holds every other query back: manifest and snapshot are one instant.
      const snapshot = await ctx.db.transaction(async (tx) => {
        const manifest = await tableManifest(tx);
        const dump = await pgliteOf(ctx.db).dumpDataDir('gzip');
        return { manifest, bytes: new Uint8Array(await dump.arrayBuffer()) };
      });
      tables = snapshot.manifest;
      await target.put(`${PREFIX}/${id}/database.tar.gz`, snapshot.bytes, 'application/gzip');
      databaseSize = snapshot.bytes.length;
    } else {
      if (!pgDumpAvailable()) {
        throw new Error(
          'pg_dump is not installed on this machine: install the PostgreSQL client tools of the server’s major version (for example postgresql-client-15), or rely on your database provider’s snapshots.',
        );
      }
      tables = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set transaction isolation level repeatable read, read only`);
        return tableManifest(tx);
      });
      databaseSize = await pgDump(ctx, target, `${PREFIX}/${id}/database.pgdump`);
    }
    const { files, size: filesSize } = await copyFiles(ctx, target, id);
    const manifest: BackupManifest = { tables, files };
    const manifestBytes = new TextEncoder().encode(JSON.stringify(manifest));
    await target.put(`${PREFIX}/${id}/manifest.json`, manifestBytes, 'application/json');
    await ctx.db
      .update(backup)
      .set({
        status: 'succeeded',
        finishedAt: ctx.now(),
        sizeBytes: databaseSize + filesSize + manifestBytes.length,
        tableCount: Object.keys(tables).length,
        rowCount: Object.values(tables).reduce((n, t) => n + t.rows, 0),
        fileCount: ctx.storage.kind === 'local' ? Object.keys(files).length : null,
        manifest,
      })
      .where(eq(backup.id, id));
    await pruneBackups(ctx, target);
    ctx.log.info({ backupId: id }, 'backup finished');
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await ctx.db
      .update(backup)
      .set({ status: 'failed', finishedAt: ctx.now(), error: message.slice(0, 1000) })
      .where(eq(backup.id, id));
    ctx.log.warn({ backupId: id, err: message }, 'backup failed');
  }
}

/** Deletes successful backups beyond the newest BACKUPS_KEPT (their files, then their rows). */
async function pruneBackups(ctx: ServiceContext, target: Storage): Promise<void> {
  const old = rowsOf<{ id: string; manifest: BackupManifest | string | null; database_kind: string }>(
    await ctx.db.execute(sql`select id, manifest, database_kind from backup where status = 'succeeded'
      order by started_at desc offset ${BACKUPS_KEPT}`),
  );
  for (const row of old) {
    const manifest = (
      typeof row.manifest === 'string' ? JSON.parse(row.manifest) : row.manifest
    ) as BackupManifest | null;
    for (const key of Object.keys(manifest?.files ?? {}))
      await target.delete(`${PREFIX}/${row.id}/files/${key}`);
    await target.delete(`${PREFIX}/${row.id}/database.tar.gz`);
    await target.delete(`${PREFIX}/${row.id}/database.pgdump`);
    await target.delete(`${PREFIX}/${row.id}/manifest.json`);
    await ctx.db.delete(backup).where(eq(backup.id, row.id));
  }
}

/**
 * Restores a PGlite backup into a fresh instance under `dataDir` (`dataDir/db` and `dataDir/files`,
 * the layout a server starts from) and compares it with the backup's manifest. The caller removes
 * `dataDir` (the restore test) or starts a server on it (a real restore). With `inMemory` the
 * database is opened in memory instead of `dataDir/db` (the restore test: the same snapshot and
 * checks, without writing and fsync'ing every page of it to disk).
 */
export async function restoreBackup(
  ctx: ServiceContext,
  id: string,
  dataDir: string,
  options: { inMemory?: boolean } = {},
): Promise<RestoreDetail> {
  const [row] = await ctx.db.select().from(backup).where(eq(backup.id, id));
  if (!row?.manifest) throw new AppError('NOT_FOUND');
  const { storage: source } = backupTarget(ctx);
  const postgres = row.databaseKind === 'postgres';
  const dump = await bytesOf(source, `${PREFIX}/${id}/${postgres ? 'database.pgdump' : 'database.tar.gz'}`);
  if (!dump) throw new Error('the backup’s database snapshot is missing');
  const mismatches: string[] = [];
  let tables: BackupManifest['tables'];
  if (postgres) {
    tables = await restorePgDump(ctx, dump, dataDir);
  } else {
    const restored = await openDatabase({
      kind: 'pglite',
      ...(options.inMemory ? {} : { dataDir: path.join(dataDir, 'db') }),
      loadDataDir: new Blob([dump as Uint8Array<ArrayBuffer>]),
    });
    try {
      tables = await tableManifest(restored.db);
    } finally {
      await restored.close();
    }
  }
  for (const [name, expected] of Object.entries(row.manifest.tables)) {
    const got = tables[name];
    if (!got) mismatches.push(`table ${name} is missing`);
    else if (got.rows !== expected.rows || got.md5 !== expected.md5) {
      mismatches.push(`table ${name}: ${got.rows} rows restored, ${expected.rows} backed up`);
    }
  }
  const files = new LocalStorage(path.join(dataDir, 'files'));
  for (const [key, expected] of Object.entries(row.manifest.files)) {
    const bytes = await bytesOf(source, `${PREFIX}/${id}/files/${key}`);
    if (!bytes) {
      mismatches.push(`file ${key} is missing`);
      continue;
    }
    await files.put(key, bytes, 'application/octet-stream');
    const back = await bytesOf(files, key);
    if (!back || sha256(back) !== expected.sha256) mismatches.push(`file ${key} differs`);
  }
  return {
    tables: Object.keys(tables).length,
    rows: Object.values(tables).reduce((n, t) => n + t.rows, 0),
    files: Object.keys(row.manifest.files).length,
    mismatches,
  };
}

/** The job: restore into a temporary fresh instance, compare, record, clean up. */
export async function restoreTestJob(job: ClaimedJob, ctx: ServiceContext): Promise<void> {
  const id = String(job.payload.backupId ?? '');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'verdant-restore-'));
  try {
    const detail = await restoreBackup(ctx, id, dir, { inMemory: true });
    await ctx.db
      .update(backup)
      .set({ restoreTestedAt: ctx.now(), restoreOk: detail.mismatches.length === 0, restoreDetail: detail })
      .where(eq(backup.id, id));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await ctx.db
      .update(backup)
      .set({
        restoreTestedAt: ctx.now(),
        restoreOk: false,
        restoreDetail: { tables: 0, rows: 0, files: 0, mismatches: [message.slice(0, 500)] },
      })
      .where(eq(backup.id, id));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Daily: queue a scheduled backup unless one is already under way. */
export async function scheduledBackupJob(_job: ClaimedJob, ctx: ServiceContext): Promise<void> {
  try {
    await requestBackup(ctx, 'scheduled');
  } catch (err) {
    if (err instanceof AppError && err.code === 'BACKUP_UNAVAILABLE') return;
    throw err;
  }
}
