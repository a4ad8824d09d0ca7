// Shared helpers for benchmarks: start the real server on a fresh data directory, sign in, run autocannon.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@verdant/shared/demo';

export const ROOT = new URL('..', import.meta.url).pathname;
export const SERVER_DIR = join(ROOT, 'apps/server');
/**
 * What `npm start` runs in apps/server (`exec env MALLOC_ARENA_MAX=… GLIBC_TUNABLES=… node … dist/main.mjs`):
 * run with `sh -c` in SERVER_DIR, the shell becomes the server, so the child's pid is the server's.
 */
export const SERVER_START_SCRIPT: string = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8'))
  .scripts.start;

export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  /** The server process (its memory is read from /proc by bench/realtime.ts). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts `apps/server` on a free loopback port with a temporary embedded database and demo data. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'verdant-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      DEMO_DATA: 'true',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(child, baseUrl);
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    baseUrl,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The path that stands for a provider page in a bench's page list (ids differ in each fresh database). */
export const FIRST_PROVIDER = '/providers/first';

/** `pages` with `FIRST_PROVIDER` replaced by the first provider page `/care` links to. */
export async function resolvePages(baseUrl: string, pages: readonly string[]): Promise<string[]> {
  if (!pages.includes(FIRST_PROVIDER)) return [...pages];
  const care = await (await fetch(`${baseUrl}/care`)).text();
  const provider = /href="(\/providers\/[^"]+)"/.exec(care)?.[1];
  if (!provider) throw new Error('/care links to no provider page');
  return pages.map((page) => (page === FIRST_PROVIDER ? provider : page));
}

/** Resolves once `baseUrl` answers `/api/health`; fails if the server exits or BENCH_START_TIMEOUT_MS passes. */
export async function waitForHealth(child: ChildProcess, baseUrl: string): Promise<void> {
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_MS ?? 300_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('server did not become healthy in time (BENCH_START_TIMEOUT_MS)');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Signs in with e-mail and password through better-auth and returns the Cookie header to send. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const r = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password, rememberMe: true }),
  });
  if (!r.ok) throw new Error(`sign-in failed: ${r.status} ${await r.text()}`);
  return r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export interface LoadResult {
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * Loads `url` for `seconds` and reports throughput and latency. A discarded warm-up run comes first
 * (BENCH_WARMUP_SECONDS, default 2): the first seconds of load on a freshly started server run cold
 * code and are about 40 % slower, which made whichever read was measured first look regressed.
 */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  seconds = 8,
  connections = 16,
): Promise<LoadResult> {
  const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
  if (warmup > 0) await autocannon({ url, headers, duration: warmup, connections });
  const r = await autocannon({ url, headers, duration: seconds, connections });
  return {
    requestsPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

export function row(name: string, r: LoadResult): string {
  return `${name.padEnd(34)} ${r.requestsPerSec.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors} non-2xx ${r.non2xx}`;
}

/** One line of the summary table that `npm run bench` prints at the end. */
export interface BenchRecord {
  /** Which benchmark (file name without .ts). */
  bench: string;
  /** What was measured, e.g. `GET /api/v1/session`. */
  name: string;
  /** `pglite`, `postgres` or `-` when no database is involved. */
  db: string;
  /** Headline value (req/s for load tests, ms for timings). */
  value: number;
  unit: string;
  p99?: number;
  /** Ratio against the baseline measured in the same run (higher is better for req/s). */
  ratio?: number;
  /** The target the ratio must reach, when an issue sets one. */
  target?: number;
  /** An upper bound the value itself must stay within (memory, times), when an issue sets one. */
  max?: number;
}

/** Appends a record to the file named by BENCH_REPORT (set by bench/run-all.ts); no-op otherwise. */
export function record(r: BenchRecord): void {
  const file = process.env.BENCH_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify(r)}\n`);
}

export const PG_BIN = '/usr/lib/postgresql/15/bin';

export interface ThrowawayPostgres {
  url: string;
  /** Stops the cluster and removes it. */
  stop(): void;
  /** Stops the server (`pg_ctl -m fast stop`: connections are ended) and keeps the cluster. */
  halt(): void;
  /** Starts it again after `halt()`; returns once it accepts connections. */
  resume(): void;
}

/**
 * Starts a throwaway PostgreSQL 15 cluster in a temp directory on loopback (as user postgres when run
 * as root, like .ci/run), or returns null when PostgreSQL 15 is not installed. Port: BENCH_PG_PORT or
 * a free one.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  if (!existsSync(`${PG_BIN}/initdb`)) return null;
  const port = Number(process.env.BENCH_PG_PORT ?? (await freePort()));
  const dir = mkdtempSync(join(tmpdir(), 'verdant-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    execFileSync('chown', ['postgres:postgres', dir]);
    chmodSync(dir, 0o700);
  }
  const run = (cmd: string, args: string[]) => {
    if (asRoot) {
      const line = [cmd, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
      execFileSync('su', ['postgres', '-c', line], { stdio: 'ignore' });
    } else {
      execFileSync(cmd, args, { stdio: 'ignore' });
    }
  };
  run(`${PG_BIN}/initdb`, ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const start = () =>
    run(`${PG_BIN}/pg_ctl`, [
      '-D',
      `${dir}/data`,
      '-l',
      `${dir}/log`,
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt() {
      run(`${PG_BIN}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);
    },
    resume: start,
    stop() {
      try {
        run(`${PG_BIN}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Signs in through the sign-in form as a visitor would (`/auth`, email, the demo password, "Sign
 * in") and waits for the first signed-in screen's heading: the milliseconds from the click to it.
 */
export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  email: string,
  { settled = false }: { settled?: boolean } = {},
): Promise<number> {
  await page.goto(`${baseUrl}/auth`, { waitUntil: 'load', timeout: 60_000 });
  const form = page.getByRole('form', { name: 'Sign in' });
  // settled: the page has loaded what it loads while a person types (ADR 0066's preload of the next
  // screen) before "Sign in"; else the form is filled and sent the moment it renders (an autofill)
  if (settled) {
    await form.waitFor({ timeout: 60_000 });
    await page.waitForTimeout(600); // the preload starts at the next idle moment, ≤ 500 ms after the form
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
  }
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  const start = Date.now();
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 60_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  return Date.now() - start;
}
