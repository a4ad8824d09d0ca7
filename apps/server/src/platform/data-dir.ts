/**
 * DATA_DIR housekeeping at start-up: owner-only permissions on everything in it, and an exclusive
 * lock so that one process at a time opens the embedded database (two PGlite processes on one
 * directory silently lose writes).
 */
import {
  chmodSync,
  closeSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/**
 * Creates DATA_DIR if needed and makes it and everything below it owner-only (folders 0700, files
 * 0600), whatever the umask. Symbolic links are left alone (their targets are not followed).
 * Returns how many entries had wider permissions and were tightened.
 */
export function secureDataDir(dataDir: string): number {
  mkdirSync(dataDir, { recursive: true, mode: DIR_MODE });
  let tightened = 0;
  const visit = (p: string) => {
    const st = lstatSync(p);
    if (st.isSymbolicLink()) return;
    const want = st.isDirectory() ? DIR_MODE : FILE_MODE;
    if ((st.mode & 0o777) !== want) {
      chmodSync(p, want);
      tightened++;
    }
    if (st.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
  };
  visit(dataDir);
  return tightened;
}

export const LOCK_FILE = 'verdant.lock';
/** The holder touches the lock this often; a lock from another host untouched for STALE_MS is stale. */
const HEARTBEAT_MS = 10_000;
const STALE_MS = 60_000;

interface LockRecord {
  pid: number;
  host: string;
  /** Linux: the process start time (clock ticks since boot), to tell a reused pid from the holder. */
  procStart?: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly holder: LockRecord;
  constructor(dataDir: string, holder: LockRecord) {
    const where =
      holder.host === os.hostname() ? `pid ${holder.pid}` : `pid ${holder.pid} on host ${holder.host}`;
    super(
      `DATA_DIR ${dataDir} is in use by another Verdant process (${where}, started ${holder.startedAt}). ` +
        'Stop that process first, or give this one another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

export interface DataDirLock {
  file: string;
  /** Set when an abandoned lock (its process was killed) was taken over. */
  tookOverFrom: LockRecord | undefined;
  release(): void;
}

function procStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the parenthesised command name; starttime is field 22
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that wrote `record` is gone (or the lock was left by this very process id). */
function isStale(record: LockRecord, mtimeMs: number): boolean {
  if (record.host !== os.hostname()) return Date.now() - mtimeMs > STALE_MS;
  // Same pid as ours: a container restarted after a kill gets the same pid again.
  if (record.pid === process.pid) return true;
  if (!pidAlive(record.pid)) return true;
  const now = procStart(record.pid);
  return record.procStart !== undefined && now !== undefined && now !== record.procStart;
}

function readLock(
  file: string,
): { record: LockRecord | undefined; raw: string; mtimeMs: number } | undefined {
  try {
    const raw = readFileSync(file, 'utf8');
    const { mtimeMs } = statSync(file);
    try {
      const parsed = JSON.parse(raw) as LockRecord;
      return { record: typeof parsed.pid === 'number' ? parsed : undefined, raw, mtimeMs };
    } catch {
      return { record: undefined, raw, mtimeMs };
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', FILE_MODE);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes DATA_DIR's lock (`DATA_DIR/verdant.lock`, created with O_EXCL and holding this process's
 * pid). A lock whose process is gone (killed with SIGKILL, machine restarted) is taken over; one
 * held by a live process throws DataDirLockedError naming the directory and that process.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: DIR_MODE });
  const file = path.join(dataDir, LOCK_FILE);
  const takeover = `${file}.takeover`;
  const mine: LockRecord = {
    pid: process.pid,
    host: os.hostname(),
    ...(procStart(process.pid) ? { procStart: procStart(process.pid) } : {}),
    startedAt: new Date().toISOString(),
  };
  const content = `${JSON.stringify(mine)}\n`;
  let tookOverFrom: LockRecord | undefined;
  for (let attempt = 0; ; attempt++) {
    if (createExclusive(file, content)) break;
    const held = readLock(file);
    if (!held) continue; // released in between: try again
    if (!held.record) {
      // being written right now, or garbage left by a crash while writing it
      if (Date.now() - held.mtimeMs < 2_000 && attempt < 100) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
        continue;
      }
    } else if (!isStale(held.record, held.mtimeMs)) {
      throw new DataDirLockedError(dataDir, held.record);
    }
    // Stale: one taker at a time removes it, and only if it is still the same stale lock.
    if (createExclusive(takeover, content)) {
      try {
        if (readLock(file)?.raw === held.raw) {
          unlinkSync(file);
          tookOverFrom = held.record ?? { pid: 0, host: 'unknown', startedAt: 'unknown' };
        }
      } finally {
        unlinkSync(takeover);
      }
    } else {
      const other = readLock(takeover);
      // a taker killed mid-takeover leaves its marker: it is stale after a few seconds
      if (other && Date.now() - other.mtimeMs > 5_000) {
        try {
          unlinkSync(takeover);
        } catch {}
      }
    }
    if (attempt > 200) throw new Error(`could not take the lock ${file}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10 + Math.random() * 20);
  }
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {}
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    try {
      if (readLock(file)?.raw === content) unlinkSync(file);
    } catch {}
  };
  process.on('exit', release);
  return { file, tookOverFrom, release };
}
