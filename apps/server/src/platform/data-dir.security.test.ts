import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir, secureDataDir } from './data-dir.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), 'verdant-datadir-'));
  dirs.push(d);
  return d;
}
const mode = (p: string) => statSync(p).mode & 0o777;

describe('secureDataDir', () => {
  it('makes DATA_DIR and everything below it owner-only and counts what it changed', () => {
    const root = path.join(tempDir(), 'data');
    const previous = process.umask(0);
    try {
      mkdirSync(path.join(root, 'db', 'base'), { recursive: true, mode: 0o777 });
      writeFileSync(path.join(root, 'auth-secret'), 'x', { mode: 0o666 });
      writeFileSync(path.join(root, 'db', 'base', '1'), 'x', { mode: 0o644 });
    } finally {
      process.umask(previous);
    }
    chmodSync(root, 0o755);
    expect(secureDataDir(root)).toBe(5);
    for (const d of [root, path.join(root, 'db'), path.join(root, 'db', 'base')]) expect(mode(d)).toBe(0o700);
    for (const f of [path.join(root, 'auth-secret'), path.join(root, 'db', 'base', '1')])
      expect(mode(f)).toBe(0o600);
    expect(secureDataDir(root)).toBe(0);
  });

  it('creates a missing DATA_DIR as 0700 whatever the umask', () => {
    const root = path.join(tempDir(), 'fresh');
    const previous = process.umask(0);
    try {
      expect(secureDataDir(root)).toBe(0);
    } finally {
      process.umask(previous);
    }
    expect(mode(root)).toBe(0o700);
  });
});

describe('lockDataDir', () => {
  it('takes the lock, refuses a second holder naming the directory and pid, and releases it', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(mode(path.join(dir, LOCK_FILE))).toBe(0o600);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    // another process trying the same directory
    const other = spawnSync(
      process.execPath,
      [
        '-e',
        `import(${JSON.stringify(path.join(import.meta.dirname, 'data-dir.ts'))}).then((m) => { try { m.lockDataDir(${JSON.stringify(dir)}); console.log('LOCKED'); } catch (e) { console.log(e.name + ': ' + e.message); } })`,
      ],
      { encoding: 'utf8' },
    );
    expect(other.stdout).toContain('DataDirLockedError');
    expect(other.stdout).toContain(
      `DATA_DIR ${dir} is in use by another Verdant process (pid ${process.pid},`,
    );
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a lock whose process was killed', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    await new Promise((r) => child.once('spawn', r));
    const pid = child.pid!;
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid, host: os.hostname(), startedAt: new Date().toISOString() }),
    );
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const lock = lockDataDir(dir);
    expect(lock.tookOverFrom?.pid).toBe(pid);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('respects a lock from another host while it is refreshed, takes it over once it is not', () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: 1, host: 'other-host.example', startedAt: new Date().toISOString() }),
    );
    expect(() => lockDataDir(dir)).toThrow(/pid 1 on host other-host\.example/);
    // the same lock not refreshed for a long time is stale
    const old = new Date(Date.now() - 10 * 60_000);
    utimesSync(path.join(dir, LOCK_FILE), old, old);
    lockDataDir(dir).release();
  });
});
