// Starts a deployment and runs the load harness against it (one command per target run, ADR 0059):
//   --db=pglite  --instances=1             one instance on the embedded database
//   --db=postgres --instances=2            two instances on one PostgreSQL behind HAProxy
//                                          (deploy/haproxy.cfg; `apt-get install haproxy`)
//   --failover=<s>                         stop instance 2 at that second (SIGKILL; --failover-signal=SIGTERM
//                                          for a graceful stop) and check: no acknowledged write lost, live
//                                          streams back within 5 s, no error later than 10 s after the stop
//   --pg-restart=<s>                       stop the throwaway PostgreSQL at that second for LOAD_PG_DOWN_MS
//                                          (3000) and start it again: the same checks as a failover
//   --serve-only                           start the deployment, print its addresses, wait for Ctrl-C
// plus every option of bench/load/run.ts (--users, --duration, --ramp, --targets, --report, …).
// PostgreSQL: LOAD_DATABASE_URL (an empty database) or a throwaway PostgreSQL 15 cluster started here.
// Ports: LOAD_APP_PORTS (default 3261,3262), LOAD_PROXY_PORT (default 3270).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  ROOT,
  SERVER_DIR,
  SERVER_START_SCRIPT,
  startThrowawayPostgres,
  type ThrowawayPostgres,
  waitForHealth,
} from '../lib.ts';
import type { Check } from './report.ts';
import { accountsNeeded, type LoadResult, optionsFromArgs, runLoad, writeReport } from './run.ts';
import { secondsUntilErrorFree } from './stats.ts';

const flag = (name: string) => {
  const a = process.argv.find((x) => x === `--${name}` || x.startsWith(`--${name}=`));
  return a === undefined ? undefined : a.includes('=') ? a.slice(a.indexOf('=') + 1) : 'true';
};
const db = flag('db') ?? 'pglite';
const instances = Number(flag('instances') ?? (db === 'postgres' ? 2 : 1));
const failoverAt = flag('failover') === undefined ? null : Number(flag('failover'));
const failoverSignal = (flag('failover-signal') ?? 'SIGKILL') as NodeJS.Signals;
const serveOnly = flag('serve-only') === 'true';
const pgRestartAt = flag('pg-restart') === undefined ? null : Number(flag('pg-restart'));
const pgDownMs = Number(process.env.LOAD_PG_DOWN_MS ?? 3000);
if (db === 'pglite' && instances > 1) throw new Error('the embedded database serves one instance only');
if (failoverAt !== null && instances < 2) throw new Error('--failover needs --instances=2');
if (pgRestartAt !== null && (db !== 'postgres' || process.env.LOAD_DATABASE_URL)) {
  throw new Error('--pg-restart needs --db=postgres on the throwaway cluster (no LOAD_DATABASE_URL)');
}
if (failoverAt !== null && pgRestartAt !== null) throw new Error('one of --failover and --pg-restart');
const appPorts = (process.env.LOAD_APP_PORTS ?? '3261,3262').split(',').map(Number);
const proxyPort = Number(process.env.LOAD_PROXY_PORT ?? 3270);
const useProxy = instances > 1;
const publicUrl = useProxy ? `http://127.0.0.1:${proxyPort}` : `http://127.0.0.1:${appPorts[0]}`;
/** Reconnection and recovery limits of the failover check (issue 25). */
export const SSE_RECONNECT_LIMIT_MS = 5_000;
export const ERROR_FREE_WITHIN_S = 10;

const options = optionsFromArgs();
const metricsToken = randomBytes(24).toString('hex');
const dataDir = mkdtempSync(join(tmpdir(), 'verdant-load-'));
const children: ChildProcess[] = [];
let pg: ThrowawayPostgres | null = null;

function cleanup() {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function startInstance(
  i: number,
  databaseUrl: string | undefined,
  extraArgs: string[],
): Promise<ChildProcess> {
  const port = appPorts[i]!;
  // as `npm start` runs it (ADR 0052: its memory settings included) when built; else the sources
  const bundle = existsSync(join(SERVER_DIR, 'dist/main.mjs'));
  const child = bundle
    ? spawn('sh', ['-c', [SERVER_START_SCRIPT, ...extraArgs].join(' ')], {
        cwd: SERVER_DIR,
        env: serverEnv(port, databaseUrl),
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    : spawn(process.execPath, ['apps/server/src/main.ts', ...extraArgs], {
        cwd: ROOT,
        env: serverEnv(port, databaseUrl),
        stdio: ['ignore', 'ignore', 'inherit'],
      });
  children.push(child);
  await waitForHealth(child, `http://127.0.0.1:${port}`);
  return child;
}

function serverEnv(port: number, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // npm puts the project's Node 24 first on PATH for the script; so does this
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: publicUrl,
    // instances share the secret (sessions work on either) and the files (one DATA_DIR here; S3 on many machines)
    AUTH_SECRET: 'load-harness-secret-load-harness-secret-0123456789',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DEMO_DATA: 'true',
    METRICS_TOKEN: metricsToken,
    TRUST_PROXY: useProxy ? 'true' : 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

function startProxy(): ChildProcess {
  const haproxy = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((p) => existsSync(p));
  if (!haproxy) throw new Error('HAProxy is not installed (Debian: apt-get install haproxy)');
  const env = {
    ...process.env,
    VERDANT_PROXY_BIND: `127.0.0.1:${proxyPort}`,
    VERDANT_APP1: `127.0.0.1:${appPorts[0]}`,
    VERDANT_APP2: `127.0.0.1:${appPorts[1]}`,
  };
  const check = spawnSync(haproxy, ['-c', '-q', '-f', join(ROOT, 'deploy/haproxy.cfg')], { env });
  if (check.status !== 0) throw new Error(`deploy/haproxy.cfg is invalid: ${check.stderr}`);
  const child = spawn(haproxy, ['-db', '-f', join(ROOT, 'deploy/haproxy.cfg')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

try {
  let databaseUrl: string | undefined;
  if (db === 'postgres') {
    databaseUrl = process.env.LOAD_DATABASE_URL;
    if (!databaseUrl) {
      pg = await startThrowawayPostgres();
      if (!pg) throw new Error('no PostgreSQL: set LOAD_DATABASE_URL or install PostgreSQL 15');
      databaseUrl = pg.url;
    }
  }
  const need = accountsNeeded(options.users);
  console.log(`starting ${instances} instance(s) on ${db}${useProxy ? ' behind HAProxy' : ''}…`);
  const started: ChildProcess[] = [];
  // the first seeds the demo and the generated accounts; the others find them
  started.push(
    await startInstance(0, databaseUrl, [`--load-accounts=${need.professionals},${need.patients}`]),
  );
  for (let i = 1; i < instances; i++) started.push(await startInstance(i, databaseUrl, []));
  if (useProxy) {
    startProxy();
    await waitForHealth(children.at(-1)!, publicUrl);
  }
  const direct = started.map((_, i) => `http://127.0.0.1:${appPorts[i]}`);
  if (serveOnly) {
    console.log(`Verdant at ${publicUrl} (instances ${direct.join(', ')}), METRICS_TOKEN=${metricsToken}`);
    console.log(`generated accounts for ${options.users} users exist; Ctrl-C stops everything`);
    await new Promise(() => undefined);
  }
  options.baseUrl = publicUrl;
  options.metricsUrls = direct;
  options.metricsToken = metricsToken;
  options.setup = `${options.users} users, ${options.durationSeconds} s, ${
    db === 'postgres' ? 'PostgreSQL' : 'embedded database'
  }, ${instances} instance${instances > 1 ? 's behind HAProxy' : ''}${
    failoverAt !== null ? `, instance 2 stopped (${failoverSignal}) at ${failoverAt} s` : ''
  }`;
  options.title = failoverAt !== null ? 'Verdant failover run' : 'Verdant load run';
  if (failoverAt !== null) {
    options.events.push({
      atSeconds: failoverAt,
      label: 'instance 2 stopped',
      action: async () => {
        started[1]!.kill(failoverSignal);
      },
    });
  }
  if (pgRestartAt !== null) {
    options.setup += `, PostgreSQL stopped at ${pgRestartAt} s for ${pgDownMs / 1000} s`;
    options.title = 'Verdant PostgreSQL restart run';
    options.events.push({
      atSeconds: pgRestartAt,
      label: 'PostgreSQL stopped',
      // pg_ctl runs synchronously: the harness's own clock stalls for its second or so
      action: async () => {
        pg!.halt();
        await new Promise((r) => setTimeout(r, pgDownMs));
        pg!.resume();
      },
    });
  }
  const disruptionAt = failoverAt ?? pgRestartAt;
  const result = await runLoad(options, disruptionAt === null ? undefined : failoverChecks(disruptionAt));
  writeReport(result.report, options.reportPath);
  cleanup();
  process.exit(result.passed ? 0 : 1);
} catch (err) {
  console.error(String(err));
  cleanup();
  process.exit(2);
}

/**
 * The checks of a disruption (an instance or PostgreSQL stopped); the plain error count then
 * excludes the ERROR_FREE_WITHIN_S window after it. On a PostgreSQL restart the window counts from
 * the stop: the limit includes the time it was down (LOAD_PG_DOWN_MS).
 */
function failoverChecks(atSeconds: number) {
  return (r: LoadResult): Check[] => {
    const timeline = r.report.timeline;
    const stopSecond = Math.floor(r.report.events[0]?.t ?? atSeconds);
    const recovery = secondsUntilErrorFree(timeline, stopSecond);
    const outside = timeline.reduce(
      (n, [, e], s) => n + (s >= stopSecond && s <= stopSecond + ERROR_FREE_WITHIN_S ? 0 : e),
      0,
    );
    const during = timeline.reduce(
      (n, [, e], s) => n + (s >= stopSecond && s <= stopSecond + ERROR_FREE_WITHIN_S ? e : 0),
      0,
    );
    const stopMs = (r.report.events[0]?.t ?? atSeconds) * 1000;
    // outages are timed on performance.now(); the run's clock starts at the recorder's start
    const runStart = performance.now() - r.recorder.elapsedMs();
    const outages = r.vus.flatMap(
      (vu) => vu.stream?.outages.filter((o) => o.at - runStart >= stopMs - 1000) ?? [],
    );
    const streamsCut = outages.length;
    const slowest = Math.max(0, ...outages.map((o) => o.ms));
    const stillDown = r.vus.filter((vu) => vu.stream?.down).length;
    // the plain "errors" check counts the failover's own seconds: replace it
    const i = r.report.checks.findIndex((c) => c.name === 'errors');
    if (i >= 0) r.report.checks.splice(i, 1);
    return [
      {
        name: 'errors outside the failover',
        ok: outside === 0,
        detail: `${outside} (during the ${ERROR_FREE_WITHIN_S} s after the stop: ${during})`,
      },
      {
        name: `error rate back to 0 within ${ERROR_FREE_WITHIN_S} s`,
        ok: recovery <= ERROR_FREE_WITHIN_S,
        detail: `last error ${recovery} s after the stop`,
      },
      {
        name: `live streams reconnect within ${SSE_RECONNECT_LIMIT_MS / 1000} s`,
        ok: slowest <= SSE_RECONNECT_LIMIT_MS && stillDown === 0,
        detail: `${streamsCut} streams cut, slowest back in ${(slowest / 1000).toFixed(1)} s, ${stillDown} still down`,
      },
    ];
  };
}
