// Memory footprint and start-up (issue 26, ADR 0052 and 0061): the server as `npm start` runs it (the
// bundle, apps/server/package.json's `start` script), on the embedded database and on PostgreSQL 15.
// For each database: a first start seeds the demo, then on that existing data directory
//   - the sources run directly (`node src/main.ts`, how the server started before the bundle),
//   - the bundle: start-up time; resident memory once idle (cold: no request served yet, the figure
//     of the idle targets); idle again after one warm-up pass (each read path a few times, then the
//     same quiet time: the lazily loaded parts, such as the page renderer, are in); right after a
//     minute of reads; and again once it has been quiet as long as before each idle reading (the
//     "settled" figure). Issue 26's "no more than 10 % above idle" is settled / warm idle (ADR 0068:
//     the cold idle holds none of what loads on first use, once, whatever the traffic).
// Baseline in the same run: a bare Node process. Resident memory is VmRSS from /proc, sampled
// once a second while idle; the bench forces no garbage collection (the server's own idle trim,
// platform/idle-memory.ts, runs after MEMORY_IDLE_TRIM_SECONDS of quiet, 30 by default, as in
// production). With each figure: V8's heap (total / in use) and, on the embedded database, the WASM
// memory (PGlite's PostgreSQL), read by a small preload (bench/memory-probe.mjs) on SIGUSR2.
//
//   npm run bench -- memory     BENCH_MEMORY_IDLE_SECONDS (45: idle and settled), BENCH_MEMORY_LOAD_SECONDS (60)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  freePort,
  record,
  SERVER_DIR,
  SERVER_START_SCRIPT,
  signIn,
  startThrowawayPostgres,
  waitForHealth,
} from './lib.ts';

const IDLE_SECONDS = Number(process.env.BENCH_MEMORY_IDLE_SECONDS ?? 45);
const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_LOAD_SECONDS ?? 60);
/** Issue 26's targets, in MB, idle after start with demo data. */
const TARGET_MB = { pglite: 350, postgres: 200 } as const;
const AFTER_LOAD_MAX = 1.1;
/** Times each read path is asked for in the warm-up pass before the warm idle reading. */
const WARM_UP_TIMES = 5;
const PROBE = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  if (!line?.[1]) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) / 1024;
}

/** Resident memory after `seconds` of idling, sampled every second: the last sample and the peak. */
async function idleRss(pid: number, seconds: number): Promise<{ last: number; peak: number }> {
  let peak = 0;
  let last = 0;
  for (let i = 0; i < seconds; i++) {
    await sleep(1000);
    last = rssMb(pid);
    peak = Math.max(peak, last);
  }
  return { last, peak };
}

interface Probe {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** PGlite's WASM memory: its size and how much of it is resident (embedded database only). */
  wasmSize: number | null;
  wasmResident: number | null;
}

interface Started {
  pid: number;
  /** The server's heap and WASM figures now (bench/memory-probe.mjs). */
  probe(): Promise<Probe | null>;
  baseUrl: string;
  startMs: number;
  stop(): Promise<void>;
}

/** `bundle`: apps/server's `start` script, as `npm start` runs it; `source`: `node src/main.ts`. */
async function launch(how: 'bundle' | 'source', env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const probeFile = join(mkdtempSync(join(tmpdir(), 'verdant-bench-probe-')), 'probe.jsonl');
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: baseUrl,
    LOG_LEVEL: 'error',
    DEMO_DATA: 'true',
    // npm puts the project's Node 24 first on PATH for the script; so does this
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
    // V8's heap and the WASM memory on SIGUSR2 (bench/memory-probe.mjs); it forces no collection
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PROBE}`.trim(),
    BENCH_MEMORY_PROBE: probeFile,
    ...env,
  };
  const started = performance.now();
  // the script starts with `exec`: the shell becomes the server, so the pid is the server's
  const child: ChildProcess =
    how === 'bundle'
      ? spawn('sh', ['-c', SERVER_START_SCRIPT], {
          cwd: SERVER_DIR,
          env: childEnv,
          stdio: ['ignore', 'ignore', 'inherit'],
        })
      : spawn(process.execPath, ['src/main.ts'], {
          cwd: SERVER_DIR,
          env: childEnv,
          stdio: ['ignore', 'ignore', 'inherit'],
        });
  await waitForHealth(child, baseUrl);
  const startMs = performance.now() - started;
  let lines = 0;
  return {
    pid: child.pid!,
    baseUrl,
    startMs,
    async probe() {
      child.kill('SIGUSR2');
      for (let i = 0; i < 20; i++) {
        await sleep(100);
        const all = existsSync(probeFile) ? readFileSync(probeFile, 'utf8').split('\n').filter(Boolean) : [];
        if (all.length > lines) {
          lines = all.length;
          return JSON.parse(all.at(-1)!) as Probe;
        }
      }
      return null;
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dirname(probeFile), { recursive: true, force: true });
    },
  };
}

/** What a practice reads most: its session, patients, calendar, one record, find care, the home page. */
async function readPaths(baseUrl: string): Promise<{ paths: string[]; headers: Record<string, string> }> {
  const cookie = await signIn(baseUrl, 'dietitian@demo.verdant.health', 'Verdant-demo-2026');
  const headers = { cookie, origin: baseUrl };
  const list = (await (await fetch(`${baseUrl}/api/v1/patients?pageSize=5`, { headers })).json()) as {
    items?: { id: string }[];
  };
  const patientId = list.items?.[0]?.id;
  if (!patientId) throw new Error('the demo dietitian sees no patient');
  const paths = [
    '/api/v1/session',
    '/api/v1/patients?pageSize=25',
    '/api/v1/calendar?from=2026-11-01T00:00:00Z&to=2026-12-31T00:00:00Z',
    `/api/v1/patients/${patientId}`,
    '/api/v1/providers',
    '/home',
  ];
  // every path must answer 200: a 404 costs the server nothing and would flatter the figures
  for (const path of paths) {
    const res = await fetch(`${baseUrl}${path}`, { headers, redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: fix the bench's paths`);
  }
  return { paths, headers };
}

/** One warm-up pass: each read path WARM_UP_TIMES times, in turn (what loads on first use loads). */
async function warmUp(baseUrl: string): Promise<number> {
  const { paths, headers } = await readPaths(baseUrl);
  for (let i = 0; i < WARM_UP_TIMES; i++) {
    for (const path of paths) await (await fetch(`${baseUrl}${path}`, { headers })).arrayBuffer();
  }
  return paths.length * (WARM_UP_TIMES + 1);
}

/** `seconds` of the read paths from 8 connections; fails on any answer but 200. */
async function readLoad(baseUrl: string, seconds: number): Promise<number> {
  const { paths, headers } = await readPaths(baseUrl);
  const r = await autocannon({
    url: baseUrl,
    connections: 8,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET' as const, path, headers })),
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`reads: ${r.non2xx} answers not 2xx, ${r.errors} errors`);
  return r.requests.total;
}

async function bareNodeRss(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await sleep(2000);
  const mb = rssMb(child.pid!);
  child.kill('SIGTERM');
  return mb;
}

const mb = (v: number) => `${v.toFixed(0).padStart(5)} MB`;

async function measure(db: 'pglite' | 'postgres', env: Record<string, string>, bare: number) {
  const first = await launch('bundle', env); // seeds the demo on the empty database
  await first.stop();

  const source = await launch('source', env);
  const sourceIdle = await idleRss(source.pid, IDLE_SECONDS);
  await source.stop();

  const bundle = await launch('bundle', env);
  const idle = await idleRss(bundle.pid, IDLE_SECONDS);
  const idleProbe = await bundle.probe();
  const warmRequests = await warmUp(bundle.baseUrl);
  const warm = await idleRss(bundle.pid, IDLE_SECONDS);
  const warmProbe = await bundle.probe();
  const requests = await readLoad(bundle.baseUrl, LOAD_SECONDS);
  const loaded = rssMb(bundle.pid);
  const loadedProbe = await bundle.probe();
  const settled = await idleRss(bundle.pid, IDLE_SECONDS);
  const settledProbe = await bundle.probe();
  await bundle.stop();

  const detail = (p: Probe | null) =>
    p
      ? `heap ${p.heapTotal}/${p.heapUsed} MB (total/used), external ${p.external} MB${
          p.wasmSize === null ? '' : `, WASM ${p.wasmSize} MB (${p.wasmResident ?? '?'} MB resident)`
        }`
      : '';
  console.log(`\n${db}`);
  console.log(
    `  sources (node src/main.ts)  start ${source.startMs.toFixed(0).padStart(6)} ms   idle ${mb(sourceIdle.last)}`,
  );
  console.log(`  npm start (bundle)          start ${bundle.startMs.toFixed(0).padStart(6)} ms`);
  console.log(
    `    idle ${IDLE_SECONDS} s                 ${mb(idle.last)} (peak ${mb(idle.peak).trim()})   ${detail(idleProbe)}`,
  );
  console.log(
    `    warm idle (${warmRequests} requests, ${IDLE_SECONDS} s) ${mb(warm.last)} (peak ${mb(warm.peak).trim()})   ${detail(warmProbe)}`,
  );
  console.log(
    `    right after ${LOAD_SECONDS} s of reads   ${mb(loaded)} (${requests} requests)   ${detail(loadedProbe)}`,
  );
  console.log(
    `    ${IDLE_SECONDS} s after the reads      ${mb(settled.last)} (peak ${mb(settled.peak).trim()})   ${detail(settledProbe)}`,
  );
  console.log(
    `  ratios: idle / bare node ${(idle.last / bare).toFixed(2)}   bundle / sources: start ${(bundle.startMs / source.startMs).toFixed(2)}, memory ${(idle.last / sourceIdle.last).toFixed(2)}   warm / cold idle ${(warm.last / idle.last).toFixed(2)}   after load / warm idle ${(loaded / warm.last).toFixed(2)}   settled / warm idle ${(settled.last / warm.last).toFixed(2)} (target ≤ ${AFTER_LOAD_MAX}; settled / cold idle ${(settled.last / idle.last).toFixed(2)})`,
  );
  record({
    bench: 'memory',
    name: 'idle RSS, npm start',
    db,
    value: idle.last,
    unit: 'MB',
    ratio: idle.last / bare,
    max: TARGET_MB[db],
  });
  record({
    bench: 'memory',
    name: 'idle RSS, sources',
    db,
    value: sourceIdle.last,
    unit: 'MB',
    ratio: sourceIdle.last / bare,
  });
  record({
    bench: 'memory',
    name: 'idle RSS after one warm-up pass',
    db,
    value: warm.last,
    unit: 'MB',
    ratio: warm.last / idle.last,
  });
  record({
    bench: 'memory',
    name: `RSS right after ${LOAD_SECONDS} s of reads`,
    db,
    value: loaded,
    unit: 'MB',
    ratio: loaded / warm.last,
  });
  record({
    bench: 'memory',
    name: `RSS ${IDLE_SECONDS} s after the reads (ratio: to warm idle)`,
    db,
    value: settled.last,
    unit: 'MB',
    ratio: settled.last / warm.last,
    max: Math.round(warm.last * AFTER_LOAD_MAX),
  });
  record({
    bench: 'memory',
    name: 'start-up, existing data, npm start',
    db,
    value: bundle.startMs,
    unit: 'ms',
    max: 5000,
  });
  record({
    bench: 'memory',
    name: 'start-up, existing data, sources',
    db,
    value: source.startMs,
    unit: 'ms',
  });
}

execFileSync(process.execPath, ['scripts/bundle.ts'], { cwd: SERVER_DIR, stdio: 'inherit' });
const bare = await bareNodeRss();
console.log(`bare node process: ${mb(bare)}`);
record({ bench: 'memory', name: 'bare node process', db: '-', value: bare, unit: 'MB' });

const dataDir = mkdtempSync(join(tmpdir(), 'verdant-bench-memory-'));
try {
  await measure('pglite', { DATA_DIR: dataDir }, bare);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const pg = await startThrowawayPostgres();
if (pg) {
  const pgData = mkdtempSync(join(tmpdir(), 'verdant-bench-memory-pg-'));
  try {
    await measure(
      'postgres',
      { DATABASE_URL: pg.url, AUTH_SECRET: 'bench-only-secret-bench-only-secret-bench', DATA_DIR: pgData },
      bare,
    );
  } finally {
    pg.stop();
    rmSync(pgData, { recursive: true, force: true });
  }
} else {
  console.log('\npostgres: PostgreSQL 15 is not installed here, skipped');
}
