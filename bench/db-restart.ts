// A PostgreSQL restart under load (docs/operations.md, "Database outages"): the server runs on a
// throwaway PostgreSQL 15 cluster with a mixed read/write load (public directory reads, contact
// messages written in a transaction, health checks); the cluster is stopped (`pg_ctl -m fast stop`),
// kept down for DOWN_MS, and started again. Prints what clients saw during the outage and how long
// after PostgreSQL accepted connections again each kind of request succeeded, and checks that the
// server process is still running and LISTENs again on every channel. Needs PostgreSQL 15 installed
// (skipped otherwise); BENCH_PG_PORT picks the cluster's port.
import pg from 'pg';
import { record, startServer, startThrowawayPostgres } from './lib.ts';

const DOWN_MS = Number(process.env.BENCH_DB_DOWN_MS ?? 3000);
const CHANNELS = ['verdant_auth', 'verdant_jobs', 'verdant_public'];
const AUTH_SECRET = 'bench-only-secret-bench-only-secret-0123456789';

const cluster = await startThrowawayPostgres();
if (!cluster) {
  console.log('[postgres] skipped: install PostgreSQL 15 (/usr/lib/postgresql/15/bin)');
  process.exit(0);
}

interface Outcome {
  kind: string;
  at: number;
  status: number;
  ms: number;
  retryAfter: string | null;
}

try {
  const server = await startServer({ DATABASE_URL: cluster.url, AUTH_SECRET, TRUST_PROXY: 'true' });
  const base = server.baseUrl;
  const outcomes: Outcome[] = [];
  let transportErrors = 0;
  let stopped = false;
  let n = 0;
  const requests: Record<string, () => Promise<Response>> = {
    directory: () => fetch(`${base}/api/v1/providers?q=x${n++}`, { signal: AbortSignal.timeout(15_000) }),
    contact: () =>
      fetch(`${base}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.6.${n % 250}.${n++ % 250}` },
        body: JSON.stringify({ name: 'Restart', email: 'load@example.test', message: `m${n}` }),
        signal: AbortSignal.timeout(15_000),
      }),
    health: () => fetch(`${base}/api/health`, { signal: AbortSignal.timeout(15_000) }),
  };
  const worker = async (kind: string) => {
    while (!stopped) {
      const start = performance.now();
      try {
        const res = await requests[kind]!();
        await res.arrayBuffer();
        outcomes.push({
          kind,
          at: performance.now(),
          status: res.status,
          ms: performance.now() - start,
          retryAfter: res.headers.get('retry-after'),
        });
      } catch {
        transportErrors++;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const workers = ['directory', 'directory', 'contact', 'contact', 'health'].map(worker);
  await new Promise((r) => setTimeout(r, 2000));

  const downAt = performance.now();
  cluster.halt();
  const haltedMs = performance.now() - downAt;
  await new Promise((r) => setTimeout(r, DOWN_MS));
  cluster.resume();
  const upAt = performance.now();

  const firstOk: Record<string, number> = {};
  const deadline = upAt + 30_000;
  while (Object.keys(firstOk).length < Object.keys(requests).length && performance.now() < deadline) {
    for (const kind of Object.keys(requests)) {
      const hit = outcomes.find((o) => o.kind === kind && o.at > upAt && o.status < 300);
      if (hit && firstOk[kind] === undefined) firstOk[kind] = Math.round(hit.at - upAt);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  // every LISTEN back
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  let relistenMs = -1;
  while (performance.now() < deadline) {
    const { rows } = await admin.query<{ query: string }>(
      `select query from pg_stat_activity where query ilike 'LISTEN %' and state = 'idle'`,
    );
    if (CHANNELS.every((c) => rows.some((r) => r.query.includes(c)))) {
      relistenMs = Math.round(performance.now() - upAt);
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  await admin.end();
  stopped = true;
  await Promise.all(workers);

  const during = outcomes.filter((o) => o.at > downAt && o.at < upAt);
  const byStatus: Record<string, number> = {};
  for (const o of during) {
    const key = `${o.status}${o.status === 503 ? ` retry-after=${o.retryAfter}` : ''}`;
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  const healthy = await fetch(`${base}/api/health`);
  const recoveryMs = Math.max(...Object.values(firstOk));
  console.log(`PostgreSQL stopped in ${Math.round(haltedMs)} ms, down ${DOWN_MS} ms, then started`);
  console.log(`answers while it was down: ${JSON.stringify(byStatus)}; transport errors: ${transportErrors}`);
  console.log(`slowest answer: ${Math.round(Math.max(...outcomes.map((o) => o.ms)))} ms`);
  console.log(`first success after PostgreSQL accepted connections again (ms): ${JSON.stringify(firstOk)}`);
  console.log(`recovery (every kind served again): ${recoveryMs} ms; every LISTEN back: ${relistenMs} ms`);
  console.log(`server still running: ${healthy.status === 200 ? 'yes' : `no (${healthy.status})`}`);
  record({
    bench: 'db-restart',
    name: 'recovery after PostgreSQL restart',
    db: 'postgres',
    value: recoveryMs,
    unit: 'ms',
  });
  record({
    bench: 'db-restart',
    name: 'LISTEN back after PostgreSQL restart',
    db: 'postgres',
    value: relistenMs,
    unit: 'ms',
  });
  await server.stop();
  const failed =
    healthy.status !== 200 ||
    transportErrors > 0 ||
    !(recoveryMs < 5000) ||
    relistenMs < 0 ||
    relistenMs >= 5000 ||
    during.some((o) => o.status >= 300 && !(o.status === 503 && Number(o.retryAfter) > 0));
  if (failed) {
    console.log('FAILED: see the figures above');
    process.exitCode = 1;
  }
} finally {
  cluster.stop();
}
