// Benchmark: the /care directory search (GET /api/v1/providers) on a database of 10,000 published
// providers, against trivial endpoints of the same server (GET /api/health: one `select 1`;
// GET /robots.txt: no database) measured in the same run. Sequential requests on loopback, so the
// figures are latencies, not throughput. Embedded PGlite by default; with DATABASE_URL (an empty
// database) the same runs on PostgreSQL.
// Run: node bench/care-search.ts   (not a test: it prints figures and ratios)
// zod must be extended before @verdant/shared builds its schemas (the seed reaches the modules).
import '../apps/server/src/platform/zod-openapi-first.ts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openAndMigrate, rowsOf } from '../apps/server/src/db/client.ts';
import {
  organization,
  providerDirectory,
  providerProfile,
  providerService,
  user,
  userRoles,
} from '../apps/server/src/db/schema/index.ts';
import { generateProviders } from '../apps/server/src/seed/public-site.ts';
import { directoryRow } from '../apps/server/src/modules/providers/index.ts';
import { startServer } from './lib.ts';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 30;

const databaseUrl = process.env.DATABASE_URL;
const { mkdtempSync, rmSync } = await import('node:fs');
const { tmpdir } = await import('node:os');
const { join } = await import('node:path');
const dataDir = mkdtempSync(join(tmpdir(), 'verdant-bench-care-'));

// 1. Populate the database before the server starts (PGlite is single-process).
const t0 = performance.now();
const database = await openAndMigrate(
  databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: join(dataDir, 'db') },
);
const db = database.db;
const generated = generateProviders(PROVIDERS, 7, 'bench.verdant.test');
const ORGS = 250;
const orgIds = Array.from({ length: ORGS }, () => randomUUID());
await db.insert(organization).values(
  orgIds.map((id, i) => ({
    id,
    name: `Bench practice ${i + 1}`,
    kind: 'practice' as const,
    joinCode: `BENCH-${i + 1}`,
  })),
);
const BATCH = 500;
for (let from = 0; from < generated.length; from += BATCH) {
  const chunk = generated
    .slice(from, from + BATCH)
    .map((g, j) => ({ g, i: from + j, userId: `bench-user-${from + j}`, profileId: randomUUID() }));
  await db.insert(user).values(
    chunk.map(({ g, userId }) => ({
      id: userId,
      email: g.email,
      name: g.profile.displayName,
      firstName: g.firstName,
      lastName: g.lastName,
      emailVerified: true,
    })),
  );
  // a professional role is held in an organization (the same one as the profile)
  await db
    .insert(userRoles)
    .values(
      chunk.map(({ g, i, userId }) => ({ userId, role: g.profile.type, organizationId: orgIds[i % ORGS]! })),
    );
  await db.insert(providerProfile).values(
    chunk.map(({ g, i, userId, profileId }) => {
      const p = g.profile;
      return {
        id: profileId,
        userId,
        organizationId: orgIds[i % ORGS]!,
        type: p.type,
        displayName: p.displayName,
        headline: p.headline,
        specialties: p.specialties,
        languages: p.languages,
        city: p.city,
        country: p.country,
        online: p.online,
        inPerson: p.inPerson,
        bio: p.bio,
        timeZone: p.timeZone,
        availability: p.availability,
        // 1 in 20 is a draft: the search must skip them.
        published: i % 20 !== 0,
        publishedAt: new Date(),
      };
    }),
  );
  await db
    .insert(providerService)
    .values(
      chunk.flatMap(({ g, profileId }) =>
        g.profile.services.map((s, position) => ({ ...s, profileId, position })),
      ),
    );
  // The directory rows of the published ones, as saving a profile writes them.
  await db
    .insert(providerDirectory)
    .values(
      chunk
        .filter(({ i }) => i % 20 !== 0)
        .map(({ g, profileId }) => directoryRow({ id: profileId, ...g.profile }, g.profile.services)),
    );
}
await db.execute(sql`analyze`);
const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from provider_directory`),
);
if (process.env.BENCH_EXPLAIN) {
  // The plans of the search queries on this database.
  for (const q of [
    sql`explain analyze with matches as materialized (select profile_id, sort_key from provider_directory where search_prefixes @> array['lucia']) select *, count(*) over () from matches order by sort_key, profile_id limit 12`,
    sql`explain analyze with matches as materialized (select profile_id, sort_key from provider_directory where search_prefixes @> array['zzzz']) select *, count(*) over () from matches order by sort_key, profile_id limit 12`,
    sql`explain analyze select profile_id from provider_directory order by sort_key, profile_id limit 12 offset 4788`,
    sql`explain analyze select count(*) from provider_directory`,
  ]) {
    console.log(
      rowsOf<Record<string, string>>(await db.execute(q))
        .map((r) => r['QUERY PLAN'])
        .join('\n'),
      '\n',
    );
  }
}
await database.close();
console.log(
  `Populated ${PROVIDERS} providers (${n} published) on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

// 2. The real server over that database.
const server = await startServer({
  DATA_DIR: dataDir,
  DEMO_DATA: 'false',
  ...(databaseUrl
    ? { DATABASE_URL: databaseUrl, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0' }
    : {}),
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(path: string): Promise<{ p50: number; p95: number; total: number | null }> {
  let total: number | null = null;
  for (let i = 0; i < WARMUP; i++) await (await fetch(`${server.baseUrl}${path}`)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const res = await fetch(`${server.baseUrl}${path}`);
    const body = await res.text();
    times.push(performance.now() - start);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
    if (i === 0 && path.startsWith('/api/v1/providers'))
      total = (JSON.parse(body) as { total: number }).total;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), total };
}

try {
  const baseline = await measure('/api/health');
  const noDb = await measure('/robots.txt');
  const scenarios: [string, string][] = [
    ['all, page 1', '/api/v1/providers'],
    ['q=nutrition (specialty words)', '/api/v1/providers?q=nutrition'],
    ['q=lucia (a name)', '/api/v1/providers?q=lucia'],
    ['q=sports nutrition (two words)', '/api/v1/providers?q=sports%20nutrition'],
    ['q=zzzz (no match)', '/api/v1/providers?q=zzzz'],
    ['type+language+mode', '/api/v1/providers?type=dietitian&language=es&mode=online'],
    ['specialty+location', '/api/v1/providers?specialty=sports%20nutrition&location=madrid'],
    ['deep page (page 400)', '/api/v1/providers?page=400&pageSize=12'],
    [
      'everything combined',
      '/api/v1/providers?q=diabetes&type=dietitian&language=en&location=united&mode=in_person',
    ],
  ];
  console.log(`\n${REQUESTS} sequential requests each after ${WARMUP} warm-up, loopback\n`);
  const line = (label: string, r: { p50: number; p95: number; total: number | null }) =>
    `${label.padEnd(40)} p50 ${r.p50.toFixed(2).padStart(7)} ms   p95 ${r.p95.toFixed(2).padStart(7)} ms` +
    `   p50 ${(r.p50 / baseline.p50).toFixed(1).padStart(5)}x health${r.total === null ? '' : `   (${r.total} matches)`}`;
  console.log(line('baseline GET /api/health (select 1)', baseline));
  console.log(line('baseline GET /robots.txt (no database)', noDb));
  for (const [label, path] of scenarios) console.log(line(label, await measure(path)));
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
