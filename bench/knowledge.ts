// Benchmark: the knowledge-base search (GET /api/v1/knowledge/articles) signed in as a dietitian of one
// practice, over the 28 shipped articles plus 2,000 practice articles of 100 practices (20 of them the
// caller's: a realistic table where the other practices' rows must be skipped by the scope): full text
// in English, full text in Spanish, a typo on a title, a category and tag filter, and one article with
// its related articles, with autocannon, against a bare Node `http` server answering a fixed JSON body
// in the same run (the floor of any HTTP answer on this machine). Prints p50, p99 and the ratios.
// Runs on PGlite, then on PostgreSQL 15: DATABASE_URL names a server where a throwaway database is
// created and dropped (else a throwaway cluster when PostgreSQL 15 is installed).
// Target (issue 20): search p99 ≤ 20 ms.
// Run: node bench/knowledge.ts   (BENCH_KB_PG=0 skips PostgreSQL, BENCH_KB_PGLITE=0 skips PGlite)
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/auth/password.ts';
import { openAndMigrate } from '../apps/server/src/db/client.ts';
import { kbArticle, organization } from '../apps/server/src/db/schema/index.ts';
import { createAccount } from '../apps/server/src/modules/accounts/index.ts';
import { type LoadResult, load, record, row, signIn, startServer, startThrowawayPostgres } from './lib.ts';

const POSTGRES_URL = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const PRACTICES = 100;
const PER_PRACTICE = 20;
const PASSWORD = 'bench-password-0123';
const EMAIL = 'dietitian@bench.verdant.test';

async function bareServer(): Promise<{ url: string; close(): Promise<void> }> {
  const body = JSON.stringify({ items: [], categories: [], tags: [] });
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

/** Migrates (the 28 platform articles come with it) and adds the practices, their articles and the caller. */
async function populate(target: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string }) {
  const t0 = performance.now();
  const database = await openAndMigrate(target);
  const db = database.db;
  const platform = await db.select().from(kbArticle).where(isNull(kbArticle.organizationId));
  let callerOrg = '';
  for (let p = 0; p < PRACTICES; p++) {
    const [org] = await db
      .insert(organization)
      .values({
        name: `Bench practice ${p}`,
        kind: 'practice',
        plan: 'enterprise',
        joinCode: `BENCH-KB-${p}`,
      })
      .returning({ id: organization.id });
    if (p === 0) callerOrg = org!.id;
    // each practice's own versions of the shipped texts (their protocols), so every row is real prose
    const rows = [];
    for (let i = 0; i < PER_PRACTICE; i++) {
      const a = platform[(p + i) % platform.length]!;
      rows.push({
        organizationId: org!.id,
        kind: i % 2 === 0 ? ('protocol' as const) : ('article' as const),
        category: a.category,
        tags: [...a.tags, `practice ${p}`],
        titleEn: `${a.titleEn} (practice ${p}, ${i})`,
        summaryEn: a.summaryEn,
        bodyEn: a.bodyEn,
        titleEs: i % 3 === 0 ? null : `${a.titleEs} (consulta ${p}, ${i})`,
        summaryEs: i % 3 === 0 ? null : a.summaryEs,
        bodyEs: i % 3 === 0 ? null : a.bodyEs,
        sources: a.sources,
      });
    }
    await db.insert(kbArticle).values(rows);
  }
  await createAccount(db, {
    email: EMAIL,
    firstName: 'Bench',
    lastName: 'Dietitian',
    roles: ['dietitian'],
    passwordHash: await hashPassword(PASSWORD),
    memberships: [{ organizationId: callerOrg, orgRole: 'member' }],
  });
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(kbArticle);
  const [own] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(kbArticle)
    .where(eq(kbArticle.organizationId, callerOrg));
  await db.execute(sql`vacuum analyze`);
  await database.close();
  return { seconds: (performance.now() - t0) / 1000, articles: Number(count!.n), own: Number(own!.n) };
}

async function scenarios(baseUrl: string, headers: Record<string, string>): Promise<[string, string][]> {
  const probe = await fetch(`${baseUrl}/api/v1/knowledge/articles?tag=dash&limit=1`, { headers });
  const { items } = (await probe.json()) as { items: { id: string }[] };
  return [
    // the cheapest signed-in read (session, tenancy, one row): the floor a search adds to
    ['signed-in floor GET /api/v1/me', '/api/v1/me'],
    ['search en q="kidney protein"', '/api/v1/knowledge/articles?q=kidney%20protein&lang=en'],
    ['search es q="embarazo hierro"', '/api/v1/knowledge/articles?q=embarazo%20hierro&lang=es'],
    ['typo q="diabetis"', '/api/v1/knowledge/articles?q=diabetis&lang=en'],
    ['browse category=renal', '/api/v1/knowledge/articles?category=renal&lang=en'],
    ['one article + related', `/api/v1/knowledge/articles/${items[0]!.id}?lang=es`],
  ];
}

async function runOn(label: 'pglite' | 'postgres', url?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'verdant-bench-kb-'));
  try {
    const filled = await populate(
      url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: join(dataDir, 'db') },
    );
    console.log(
      `\n[${label}] ${filled.articles} articles (${filled.own} the caller's practice's) ready in ${filled.seconds.toFixed(1)} s`,
    );
    const server = await startServer({
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      ...(url ? { DATABASE_URL: url, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0' } : {}),
    });
    const bare = await bareServer();
    try {
      const cookie = await signIn(server.baseUrl, EMAIL, PASSWORD);
      const headers = { cookie, origin: server.baseUrl };
      const baseline: LoadResult = await load(bare.url, {}, SECONDS, CONNECTIONS);
      console.log(row('bare node http (baseline)', baseline));
      record({
        bench: 'knowledge',
        name: 'bare node http',
        db: '-',
        value: baseline.requestsPerSec,
        unit: 'req/s',
        p99: baseline.p99,
      });
      for (const [name, path] of await scenarios(server.baseUrl, headers)) {
        const check = await fetch(`${server.baseUrl}${path}`, { headers });
        const body = (await check.json()) as { items?: unknown[]; related?: unknown[] };
        const found = body.items
          ? `${body.items.length} results`
          : body.related
            ? `${body.related.length} related`
            : `${check.status}`;
        const r = await load(`${server.baseUrl}${path}`, headers, SECONDS, CONNECTIONS);
        const ratio = r.requestsPerSec / baseline.requestsPerSec;
        console.log(
          `${row(name, r)}   ${(ratio * 100).toFixed(1)}% of bare req/s, p50 ${(r.p50 / Math.max(baseline.p50, 1)).toFixed(1)}x   (${found})`,
        );
        record({
          bench: 'knowledge',
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

/** A throwaway database on the server DATABASE_URL names (never the database it names itself). */
async function withDatabaseOn(serverUrl: string, run: (url: string) => Promise<void>) {
  const name = `verdant_bench_kb_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const load1 = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(
  `GET /api/v1/knowledge/articles as a dietitian; autocannon ${CONNECTIONS} connections × ${SECONDS} s per scenario; load average ${load1()}`,
);
if (process.env.BENCH_KB_PGLITE !== '0') await runOn('pglite');
if (process.env.BENCH_KB_PG !== '0') {
  if (POSTGRES_URL) await withDatabaseOn(POSTGRES_URL, (url) => runOn('postgres', url));
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
console.log(`\nload average at the end ${load1()}`);
