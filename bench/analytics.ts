// Benchmark: the practice analytics (docs/decisions/0040) over five years of one practice: 2,000
// patients, 40,000 appointments, 40,000 invoices (most paid), 10,000 weights. Signed in as the
// practice's owner, each analytics endpoint is loaded with autocannon against a bare Node `http`
// server answering a fixed JSON body in the same run (the floor of any HTTP answer here), and the
// machine's load average is printed with the figures. Every request writes its audit event.
// Runs on PGlite, then on PostgreSQL 15 when DATABASE_URL names a server (a fresh database is made
// on it and dropped afterwards). Target: every endpoint p99 ≤ 300 ms. The data set: bench/five-years.ts.
// A figure taken on a busy machine proves nothing: when the 1-minute load average is 4 or more the
// bench prints "not measured (load N)" and stops (BENCH_ANY_LOAD=1 measures anyway, each line
// still carrying its load). Last, /api/health is loaded while a year of invoices renders as a PDF
// (docs/decisions/0053: the PDF is laid out in a worker thread, so the health p99 stays small).
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres node bench/analytics.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/auth/password.ts';
import { openAndMigrate } from '../apps/server/src/db/client.ts';
import { organization } from '../apps/server/src/db/schema/index.ts';
import { createAccount } from '../apps/server/src/modules/accounts/index.ts';
import { addFiveYears, FIVE_YEARS } from './five-years.ts';
import { type LoadResult, load, record, row, signIn, startServer } from './lib.ts';

const POSTGRES_URL = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2);
const { patients: PATIENTS, appointments: APPOINTMENTS, invoices: INVOICES } = FIVE_YEARS;
const PASSWORD = 'bench-password-0123';
const EMAIL = 'owner@bench.verdant.test';

async function bareServer(): Promise<{ url: string; close(): Promise<void> }> {
  const body = JSON.stringify({ items: [], total: 0 });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function populate(target: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }) {
  const t0 = performance.now();
  const database = await openAndMigrate(target);
  const db = database.db;
  const [org] = await db
    .insert(organization)
    .values({ name: 'Bench practice', kind: 'practice', plan: 'enterprise', joinCode: 'BENCH-ANL' })
    .returning({ id: organization.id });
  const orgId = org!.id;
  const owner = await createAccount(db, {
    email: EMAIL,
    firstName: 'Bench',
    lastName: 'Owner',
    roles: ['dietitian'],
    passwordHash: await hashPassword(PASSWORD),
    memberships: [{ organizationId: orgId, orgRole: 'owner' }],
  });
  const providers = [owner];
  for (let i = 1; i < 4; i++) {
    providers.push(
      await createAccount(db, {
        email: `pro${i}@bench.verdant.test`,
        firstName: 'Bench',
        lastName: `Pro ${i}`,
        roles: ['dietitian'],
        passwordHash: await hashPassword(PASSWORD),
        memberships: [{ organizationId: orgId, orgRole: 'member' }],
      }),
    );
  }
  await addFiveYears(db, { organizationId: orgId, providers });
  await database.close();
  return (performance.now() - t0) / 1000;
}

const year = new Date().getUTCFullYear();
const SCENARIOS: [string, string][] = [
  ['practice, last 12 months', '/api/v1/analytics/practice'],
  ['practice, five years', `/api/v1/analytics/practice?from=${year - 4}-01-01&to=${year}-12-31`],
  ['outcomes, last 12 months', '/api/v1/analytics/outcomes'],
  ['list: no-shows', '/api/v1/analytics/list?figure=appointments.no-show'],
  ['list: lost after 3 months', '/api/v1/analytics/list?figure=retention.3.lost'],
  ['list: receivables 90+', '/api/v1/analytics/list?figure=receivables&bucket=90%2B'],
  ['list: weight outcomes', '/api/v1/analytics/list?figure=outcomes&metric=weight'],
  ['options', '/api/v1/analytics/options'],
];

async function runOn(label: 'pglite' | 'postgres', url?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'verdant-bench-analytics-'));
  try {
    const seconds = await populate(
      url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: join(dataDir, 'db') },
    );
    console.log(`\n[${label}] populated in ${seconds.toFixed(1)} s`);
    const server = await startServer({
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      ...(url ? { DATABASE_URL: url, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0' } : {}),
    });
    const bare = await bareServer();
    try {
      const cookie = await signIn(server.baseUrl, EMAIL, PASSWORD);
      const headers = { cookie, origin: server.baseUrl };
      const probe = (await (
        await fetch(`${server.baseUrl}/api/v1/analytics/practice`, { headers })
      ).json()) as {
        appointments: { current: { booked: number } };
      };
      console.log(`[${label}] booked in the last 12 months: ${probe.appointments.current.booked}`);
      const baseline: LoadResult = await load(bare.url, {}, SECONDS, CONNECTIONS);
      console.log(row('bare node http (baseline)', baseline));
      record({
        bench: 'analytics',
        name: 'bare node http',
        db: '-',
        value: baseline.requestsPerSec,
        unit: 'req/s',
        p99: baseline.p99,
      });
      for (const [name, path] of SCENARIOS) {
        const r = await load(`${server.baseUrl}${path}`, headers, SECONDS, CONNECTIONS);
        const ratio = r.requestsPerSec / baseline.requestsPerSec;
        const [one] = loadavg();
        // no answer completed within the run (p99 reads 0): not a pass
        const answered = r.p99 > 0 || r.requestsPerSec >= 1;
        const verdict = !answered
          ? 'NO ANSWER within the run (p99 OVER 300 ms)'
          : r.p99 <= 300
            ? 'p99 ≤ 300 ms'
            : 'p99 OVER 300 ms';
        console.log(
          `${row(name, r)}   ${(ratio * 100).toFixed(2)}% of bare req/s   load ${one!.toFixed(1)}   ${verdict}`,
        );
        record({
          bench: 'analytics',
          name,
          db: label,
          value: r.requestsPerSec,
          unit: 'req/s',
          p99: r.p99,
          ratio,
        });
        if (r.errors || r.non2xx) throw new Error(`${name}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
      }
      // the event loop while a long report PDF renders: /api/health answered meanwhile
      const t0 = performance.now();
      const pdf = fetch(`${server.baseUrl}/api/v1/reports?kind=invoices&format=pdf`, { headers }).then(
        async (res) => ({ status: res.status, bytes: (await res.arrayBuffer()).byteLength }),
      );
      const health = await load(`${server.baseUrl}/api/health`, {}, SECONDS, CONNECTIONS);
      const done = await pdf;
      const [one] = loadavg();
      console.log(
        `${row('health while a year of invoices renders as PDF', health)}   PDF ${done.status} ${(done.bytes / 1024).toFixed(0)} KB in ${((performance.now() - t0) / 1000).toFixed(1)} s   load ${one!.toFixed(1)}`,
      );
      record({
        bench: 'analytics',
        name: 'health during report PDF',
        db: label,
        value: health.requestsPerSec,
        unit: 'req/s',
        p99: health.p99,
      });
    } finally {
      await bare.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Analytics over ${PATIENTS} patients, ${APPOINTMENTS} appointments, ${INVOICES} invoices; autocannon ${CONNECTIONS} connections × ${SECONDS} s per endpoint; cores ${(await import('node:os')).cpus().length}, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const [startLoad] = loadavg();
if (startLoad! >= 4 && process.env.BENCH_ANY_LOAD !== '1') {
  console.log(`not measured (load ${startLoad!.toFixed(1)}): run it on a quiet machine (load < 4)`);
  process.exit(0);
}
if (process.env.BENCH_ANALYTICS_PGLITE !== '0') await runOn('pglite');
if (POSTGRES_URL && process.env.BENCH_ANALYTICS_PG !== '0') {
  // a database of its own on that server, dropped afterwards
  const name = `verdant_bench_analytics_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const u = new URL(POSTGRES_URL);
    u.pathname = `/${name}`;
    await runOn('postgres', u.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
