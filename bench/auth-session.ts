// Benchmark: authenticated reads (session read, roles read, /me) on the real server, against a bare
// Node `http` server answering the same JSON, measured in the same run on loopback with autocannon
// (16 connections). Target: each read reaches 25 % of bare node:http, p99 <= 20 ms.
// Runs on the embedded PGlite, then on PostgreSQL: BENCH_DATABASE_URL (an empty database), else a
// throwaway PostgreSQL 15 cluster started here when /usr/lib/postgresql/15/bin exists
// (BENCH_PG_PORT picks its port), else PostgreSQL is skipped and says so.
// Run: node bench/auth-session.ts   (not a test: it prints figures and ratios; BENCH_SECONDS, default 8)
import { createServer } from 'node:http';
import { DEMO_PASSWORD } from '@verdant/shared';
import { freePort, load, record, row, signIn, startServer, startThrowawayPostgres } from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const TARGET = 0.25;
const READS: [path: string, label: string][] = [
  ['/api/v1/session', 'session read'],
  ['/api/v1/me/roles', 'roles read'],
  ['/api/v1/me', 'me read'],
];

async function run(db: 'pglite' | 'postgres', env: Record<string, string>) {
  const server = await startServer(env);
  try {
    const cookie = await signIn(server.baseUrl, 'dietitian@demo.verdant.health', DEMO_PASSWORD);
    const headers = { cookie };
    const bodies = new Map<string, string>();
    for (const [path] of READS) {
      const res = await fetch(`${server.baseUrl}${path}`, { headers });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      bodies.set(path, await res.text());
    }

    // Baseline: the same bodies from a bare Node http server.
    const port = await freePort();
    const bare = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(bodies.get(req.url ?? '') ?? 'null');
    });
    await new Promise<void>((r) => bare.listen(port, '127.0.0.1', r));
    const bareUrl = `http://127.0.0.1:${port}`;

    console.log(
      `\n[${db}] authenticated reads vs bare node:http, ${seconds} s each, 16 connections, loopback`,
    );
    for (const [path, label] of READS) {
      const base = await load(`${bareUrl}${path}`, headers, seconds);
      const real = await load(`${server.baseUrl}${path}`, headers, seconds);
      const ratio = real.requestsPerSec / base.requestsPerSec;
      console.log(row(`bare node:http (${label})`, base));
      console.log(row(`verdant ${path}`, real));
      console.log(
        `ratio verdant/bare: throughput ${ratio.toFixed(3)} (target ≥ ${TARGET}), p99 ${real.p99} ms (target ≤ 20)\n`,
      );
      if (real.errors || real.non2xx)
        throw new Error(`${path}: ${real.errors} errors, ${real.non2xx} non-2xx`);
      record({
        bench: 'auth-session',
        name: `GET ${path}`,
        db,
        value: real.requestsPerSec,
        unit: 'req/s',
        p99: real.p99,
        ratio,
        target: TARGET,
      });
    }
    bare.close();
  } finally {
    await server.stop();
  }
}

const AUTH_SECRET = 'bench-only-secret-bench-only-secret-0123456789';
await run('pglite', {});

let url = process.env.BENCH_DATABASE_URL;
const cluster = url ? null : await startThrowawayPostgres();
url ??= cluster?.url;
if (!url) {
  console.log(
    '\n[postgres] skipped: set BENCH_DATABASE_URL or install PostgreSQL 15 (/usr/lib/postgresql/15/bin)',
  );
} else {
  try {
    await run('postgres', { DATABASE_URL: url, AUTH_SECRET });
  } finally {
    cluster?.stop();
  }
}
