/**
 * The real entry point (src/main.ts) as a child process, for tests that stop, kill and restart it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const MAIN = path.join(import.meta.dirname, '..', 'main.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A clean environment: vitest's own variables (BASE_URL=/, MODE…) must not leak into the server. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  return {
    ...Object.fromEntries(keep.filter((k) => process.env[k]).map((k) => [k, process.env[k]])),
    ...extra,
  };
}

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];

export interface SpawnOptions {
  /** Start under this umask (e.g. '000'), through `sh -c 'umask …; exec node …'`. */
  umask?: string;
}

/** Spawns `node src/main.ts`. */
export function spawnServer(
  env: Record<string, string>,
  args: string[] = [],
  options: SpawnOptions = {},
): Running {
  const command = options.umask
    ? spawn('/bin/sh', ['-c', `umask ${options.umask} && exec "$0" "$@"`, process.execPath, MAIN, ...args], {
        env: childEnv(env),
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(process.execPath, [MAIN, ...args], { env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const child = command;
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** Starts the server and waits until it listens. */
export async function startServer(
  env: Record<string, string>,
  args: string[] = [],
  timeoutMs = 90_000,
  options: SpawnOptions = {},
): Promise<Running> {
  const running = spawnServer(env, args, options);
  // generous: a fresh PGlite data directory runs initdb, slow on a busy 2-core machine
  const deadline = Date.now() + timeoutMs;
  while (!running.output().includes('Verdant is listening')) {
    if (running.child.exitCode !== null || Date.now() > deadline) {
      running.child.kill('SIGKILL');
      throw new Error(`server did not start:\n${running.output()}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return running;
}

/** SIGKILLs every child still running (afterAll). */
export function killAllServers(): void {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
