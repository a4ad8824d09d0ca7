// Benchmark: the role workspaces (GET /api/v1/workspace, docs/decisions/0048 and 0055) — each demo role's
// dashboard (dietitian, medical, fitness, lab, insurer, administrator), loaded with autocannon against
// the running server (embedded database). Every request gathers its sections and writes its one audit
// event. Target (issue 21): p99 ≤ 200 ms server side "with the analytics issue's 5-year data set".
// Two data sets: `demo` (the demo data alone) and `five-years` (the demo data plus bench/five-years.ts —
// 2,000 patients, 40,000 appointments, 40,000 invoices over five years — added to the demo practice,
// its patients on the demo dietitian's, medical professional's and trainer's care teams).
// The machine's load average is printed with each figure: with a load of 4 or more the run prints
// "not measured (load N)" instead of a figure that would prove nothing.
// Run: node bench/workspace.ts   (BENCH_WORKSPACE_DATA=demo|five-years|both, default five-years;
// BENCH_FORCE=1 measures whatever the load)
// zod is extended before @verdant/shared builds its schemas (as apps/server/src/main.ts does): first.
import '../apps/server/src/platform/zod-openapi-first.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, max } from 'drizzle-orm';
import { openAndMigrate } from '../apps/server/src/db/client.ts';
import { invoice, membership, organization, user, userRoles } from '../apps/server/src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../packages/shared/src/demo.ts';
import { addFiveYears, FIVE_YEARS } from './five-years.ts';
import { load, record, row, signIn, startServer } from './lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2);
const ROLES = ['dietitian', 'medical', 'fitness', 'lab', 'insurance', 'admin'] as const;
const TARGET_P99_MS = 200;
const DATA = process.env.BENCH_WORKSPACE_DATA ?? 'five-years';
const FORCED = Boolean(process.env.BENCH_FORCE);

const load1 = () => loadavg()[0]!;

/** The demo data, then the five years added to the demo practice (the dietitian's organization). */
async function fiveYearsDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'verdant-bench-workspace-'));
  const t0 = performance.now();
  const database = await openAndMigrate({ kind: 'pglite', dataDir: join(dir, 'db') });
  try {
    const { seedDemoIfEmpty } = await import('../apps/server/src/seed/demo.ts');
    await seedDemoIfEmpty(database.db);
    const db = database.db;
    const [practice] = await db
      .select({ id: organization.id })
      .from(organization)
      .innerJoin(membership, eq(membership.organizationId, organization.id))
      .innerJoin(user, eq(user.id, membership.userId))
      .where(eq(user.email, 'dietitian@demo.verdant.health'));
    const providers = await db
      .selectDistinct({ id: user.id })
      .from(user)
      .innerJoin(membership, eq(membership.userId, user.id))
      .innerJoin(userRoles, eq(userRoles.userId, user.id))
      .where(
        and(
          eq(membership.organizationId, practice!.id),
          inArray(userRoles.role, ['dietitian', 'medical', 'fitness']),
        ),
      )
      .orderBy(user.id);
    const [last] = await db
      .select({ n: max(invoice.sequence) })
      .from(invoice)
      .where(eq(invoice.organizationId, practice!.id));
    await addFiveYears(db, {
      organizationId: practice!.id,
      providers: providers.map((p) => p.id),
      firstSequence: (last?.n ?? 0) + 1,
    });
  } finally {
    await database.close();
  }
  console.log(
    `five-year data set added to the demo practice in ${((performance.now() - t0) / 1000).toFixed(1)} s (${FIVE_YEARS.patients} patients, ${FIVE_YEARS.appointments} appointments, ${FIVE_YEARS.invoices} invoices)`,
  );
  return dir;
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    console.log(`\n[${label}] autocannon ${CONNECTIONS} connections × ${SECONDS} s per role`);
    for (const role of ROLES) {
      const name = `GET /api/v1/workspace (${role}, ${label})`;
      const before = load1();
      if (before >= 4 && !FORCED) {
        console.log(`${name}   not measured (load ${before.toFixed(1)})`);
        continue;
      }
      const cookie = await signIn(server.baseUrl, `${role}@demo.verdant.health`, DEMO_PASSWORD);
      const r = await load(`${server.baseUrl}/api/v1/workspace?tz=UTC`, { cookie }, SECONDS, CONNECTIONS);
      const ok = r.p99 <= TARGET_P99_MS && r.errors === 0 && r.non2xx === 0;
      console.log(
        `${row(name, r)}   load ${before.toFixed(1)}→${load1().toFixed(1)}${FORCED ? ' (forced)' : ''}   ${ok ? 'ok' : `OVER ${TARGET_P99_MS} ms or failed`}`,
      );
      record({ bench: 'workspace', name, db: 'pglite', value: r.requestsPerSec, unit: 'req/s', p99: r.p99 });
    }
  } finally {
    await server.stop();
  }
}

console.log(`load average ${load1().toFixed(2)} (${FORCED ? 'forced' : 'each role measured only under 4'})`);
if (!FORCED && load1() >= 4) {
  console.log(`not measured (load ${load1().toFixed(1)})`);
  process.exit(0);
}
if (DATA === 'demo' || DATA === 'both') await measure('demo data', {});
if (DATA === 'five-years' || DATA === 'both') {
  const dir = await fiveYearsDataDir();
  try {
    await measure('five-year data', { DATA_DIR: dir, DEMO_DATA: 'false' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
