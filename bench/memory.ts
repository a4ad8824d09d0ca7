// Memory footprint and start-up (issue 26, ADR 0052): the server as `npm start` runs it (the
// bundle, apps/server/package.json's `start` script), on the embedded database and on PostgreSQL 15.
// For each database: a first start seeds the demo, then on that existing data directory
//   - the sources run directly (`node src/main.ts`, how the server started before the bundle),
//   - the bundle: start-up time, resident memory once idle, and again after a minute of reads.
// Baseline in the same run: a bare Node process. Resident memory is VmRSS from /proc, sampled
// once a second while idle; no garbage collection is forced (the product never forces one).
//
//   npm run bench -- memory          BENCH_MEMORY_IDLE_SECONDS (20), BENCH_MEMORY_LOAD_SECONDS (60)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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

const IDLE_SECONDS = Number(process.env.BENCH_MEMORY_IDLE_SECONDS ?? 20);
const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_LOAD_SECONDS ?? 60);
/** Issue 26's targets, in MB, idle after start with demo data. */
const TARGET_MB = { pglite: 350, postgres: 200 } as const;
const AFTER_LOAD_MAX = 1.1;

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

interface Started {
  pid: number;
  baseUrl: string;
  startMs: number;
  stop(): Promise<void>;
}

/** `bundle`: apps/server's `start` script, as `npm start` runs it; `source`: `node src/main.ts`. */
async function launch(how: 'bundle' | 'source', env: Record<string, string>): Promise<Started> {
  const port = await freePort();
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
  return {
    pid: child.pid!,
    baseUrl,
    startMs,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** A minute of what a practice reads most: its session, patients, calendar, one record, find care. */
async function readLoad(baseUrl: string, seconds: number): Promise<number> {
  const cookie = await signIn(baseUrl, 'dietitian@demo.verdant.health', 'Verdant-demo-2026');
  const headers = { cookie, origin: baseUrl };
  const list = (await (await fetch(`${baseUrl}/api/v1/patients?pageSize=5`, { headers })).json()) as {
    items?: { id: string }[];
  };
  const patientId = list.items?.[0]?.id;
  const paths = [
    '/api/v1/session',
    '/api/v1/patients?pageSize=25',
    '/api/v1/appointments?from=2026-11-01&to=2026-12-31',
    ...(patientId ? [`/api/v1/patients/${patientId}`] : []),
    '/api/v1/public/providers',
    '/home',
  ];
  const r = await autocannon({
    url: baseUrl,
    connections: 8,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET' as const, path, headers })),
  });
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
  const requests = await readLoad(bundle.baseUrl, LOAD_SECONDS);
  const after = await idleRss(bundle.pid, IDLE_SECONDS);
  await bundle.stop();

  console.log(`\n${db}`);
  console.log(
    `  sources (node src/main.ts)  start ${source.startMs.toFixed(0).padStart(6)} ms   idle ${mb(sourceIdle.last)}`,
  );
  console.log(
    `  npm start (bundle)          start ${bundle.startMs.toFixed(0).padStart(6)} ms   idle ${mb(idle.last)} (peak ${mb(idle.peak).trim()})   after ${requests} requests ${mb(after.last)}`,
  );
  console.log(
    `  ratios: idle / bare node ${(idle.last / bare).toFixed(2)}   bundle / sources: start ${(bundle.startMs / source.startMs).toFixed(2)}, memory ${(idle.last / sourceIdle.last).toFixed(2)}   after load / idle ${(after.last / idle.last).toFixed(2)}`,
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
    name: `RSS after ${LOAD_SECONDS} s of reads`,
    db,
    value: after.last,
    unit: 'MB',
    max: Math.round(idle.last * AFTER_LOAD_MAX),
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
