// Benchmark: the patient list (GET /api/v1/patients) over 100,000 patients of one practice, signed in
// as its staff member: the first page, a typo-tolerant search ("Rodrigez"), a status filter and a
// deep page, with autocannon, against a bare Node `http` server answering a fixed JSON body in the
// same run (the floor of any HTTP answer on this machine). Prints p50, p99 and the ratios.
// Every list request also writes its audit event (one per page, naming its patients), as in production.
// Runs on PGlite, then on PostgreSQL 15: DATABASE_URL (an empty database) if given, else a throwaway
// cluster when PostgreSQL 15 is installed (BENCH_PATIENTS_PG=0 skips it; BENCH_PATIENTS_PGLITE=0 skips PGlite).
// Targets: search p99 ≤ 50 ms on PostgreSQL; first page p99 ≤ 20 ms.
// Run: node bench/patients.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/auth/password.ts';
import { openAndMigrate } from '../apps/server/src/db/client.ts';
import { organization, patient } from '../apps/server/src/db/schema/index.ts';
import { createAccount } from '../apps/server/src/modules/accounts/index.ts';
import { type LoadResult, load, record, row, signIn, startServer, startThrowawayPostgres } from './lib.ts';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
// the PostgreSQL run's database; the servers this starts inherit the environment, so it is taken out
const POSTGRES_URL = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const PASSWORD = 'bench-password-0123';
const EMAIL = 'staff@bench.verdant.test';

const FIRST = [
  'Ana',
  'Lucía',
  'María',
  'Sofía',
  'James',
  'Oliver',
  'Noah',
  'Emma',
  'Liam',
  'Mia',
  'Mateo',
  'Chloé',
  'Hiroshi',
  'Aisha',
  'Ravi',
  'Ingrid',
  'Diego',
  'Grace',
  'Tomás',
  'Fatima',
];
const LAST = [
  'Rodríguez',
  'García',
  'Smith',
  'Johnson',
  'Martins',
  'Schmidt',
  'Dubois',
  'Rossi',
  'Tanaka',
  'Khan',
  'Patel',
  'Kowalski',
  'Novák',
  'Olsen',
  'Haddad',
  'Brooks',
  'Okafor',
  'Moreau',
  'Herrera',
  'Weber',
];
/** Made-up surnames so that no one name is more than about 0.5 % of the patients (as in a real practice). */
const SYLLABLES = ['ber', 'mon', 'tal', 'vic', 'dra', 'len', 'sor', 'kin', 'pa', 'lu', 'res', 'ton'];
const surname = (i: number) => {
  const k = i % 200;
  if (k < LAST.length) return LAST[k]!;
  const a = SYLLABLES[k % 12]!;
  const b = SYLLABLES[Math.floor(k / 12) % 12]!;
  return `${a[0]!.toUpperCase()}${a.slice(1)}${b}${k % 3 === 0 ? 'son' : k % 3 === 1 ? 'ez' : 'er'}`;
};

/** The bare floor: a Node http server that answers a fixed JSON body. */
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
    .values({ name: 'Bench practice', kind: 'practice', plan: 'enterprise', joinCode: 'BENCH-PAT' })
    .returning({ id: organization.id });
  await createAccount(db, {
    email: EMAIL,
    firstName: 'Bench',
    lastName: 'Staff',
    roles: ['staff'],
    passwordHash: await hashPassword(PASSWORD),
    memberships: [{ organizationId: org!.id, orgRole: 'member' }],
  });
  const BATCH = 2000;
  const year = new Date().getUTCFullYear();
  for (let from = 0; from < PATIENTS; from += BATCH) {
    const rows = [];
    for (let i = from; i < Math.min(PATIENTS, from + BATCH); i++) {
      const first = FIRST[i % FIRST.length]!;
      const last = surname(Math.floor(i / FIRST.length));
      rows.push({
        organizationId: org!.id,
        firstName: first,
        lastName: last,
        email: `patient${i}@example.com`,
        phone: `+1 555 ${String(i).padStart(7, '0')}`,
        dateOfBirth: `${year - 5 - (i % 85)}-${String((i % 12) + 1).padStart(2, '0')}-15`,
        gender: (['female', 'male', 'other', 'undisclosed'] as const)[i % 4],
        status: i % 5 === 0 ? ('inactive' as const) : ('active' as const),
        createdAt: new Date(Date.now() - (i % 365) * 86_400_000),
      });
    }
    await db.insert(patient).values(rows);
  }
  // what autovacuum does after a bulk load on PostgreSQL (PGlite runs none): statistics and the
  // visibility map that index-only scans (the count, deep pages) rely on
  await db.execute(sql`vacuum analyze`);
  await database.close();
  return (performance.now() - t0) / 1000;
}

const SCENARIOS: [string, string][] = [
  ['list, first page', '/api/v1/patients?pageSize=25'],
  ['typo search q=Rodrigez', '/api/v1/patients?q=Rodrigez&pageSize=25'],
  ['filter status=inactive', '/api/v1/patients?status=inactive&pageSize=25'],
  ['deep page (page 2000 of 25)', '/api/v1/patients?page=2000&pageSize=25'],
];

async function runOn(label: 'pglite' | 'postgres', url?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'verdant-bench-patients-'));
  try {
    const seconds = await populate(
      url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: join(dataDir, 'db') },
    );
    console.log(`\n[${label}] populated ${PATIENTS} patients in ${seconds.toFixed(1)} s`);
    const server = await startServer({
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      ...(url ? { DATABASE_URL: url, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0' } : {}),
    });
    const bare = await bareServer();
    try {
      const cookie = await signIn(server.baseUrl, EMAIL, PASSWORD);
      const headers = { cookie, origin: server.baseUrl };
      const probe = await fetch(`${server.baseUrl}/api/v1/patients?q=Rodrigez`, { headers });
      const found = (await probe.json()) as { total: number };
      console.log(`[${label}] q=Rodrigez matches ${found.total} patients`);
      const baseline: LoadResult = await load(bare.url, {}, SECONDS, CONNECTIONS);
      console.log(row('bare node http (baseline)', baseline));
      record({
        bench: 'patients',
        name: 'bare node http',
        db: '-',
        value: baseline.requestsPerSec,
        unit: 'req/s',
        p99: baseline.p99,
      });
      for (const [name, path] of SCENARIOS) {
        const r = await load(`${server.baseUrl}${path}`, headers, SECONDS, CONNECTIONS);
        const ratio = r.requestsPerSec / baseline.requestsPerSec;
        console.log(
          `${row(name, r)}   ${(ratio * 100).toFixed(1)}% of bare req/s, p50 ${(r.p50 / Math.max(baseline.p50, 1)).toFixed(1)}x`,
        );
        record({
          bench: 'patients',
          name,
          db: label,
          value: r.requestsPerSec,
          unit: 'req/s',
          p99: r.p99,
          ratio,
        });
        if (r.errors || r.non2xx) throw new Error(`${name}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
      }
    } finally {
      await bare.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `GET /api/v1/patients as staff over ${PATIENTS} patients; autocannon ${CONNECTIONS} connections × ${SECONDS} s per scenario`,
);
if (process.env.BENCH_PATIENTS_PGLITE !== '0') await runOn('pglite');
if (process.env.BENCH_PATIENTS_PG !== '0') {
  if (POSTGRES_URL) await runOn('postgres', POSTGRES_URL);
  else {
    const cluster = await startThrowawayPostgres();
    if (!cluster) console.log('\nPostgreSQL 15 is not installed: PostgreSQL figures skipped');
    else {
      try {
        await runOn('postgres', cluster.url);
      } finally {
        cluster.stop();
      }
    }
  }
}
