// EXPLAIN ANALYZE of every query the practice figures run (docs/decisions/0065), on the five-year
// data set (bench/five-years.ts) in PGlite: each query's plan and time, written to
// docs/query-plans/analytics-practice-<label>.txt. The data set is built once into
// BENCH_EXPLAIN_DIR (default: a temporary folder, removed afterwards) and reused when it exists.
// Run: npx node bench/analytics-explain.ts <label>
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { openAndMigrate, rowsOf } from '../apps/server/src/db/client.ts';
import { organization } from '../apps/server/src/db/schema/index.ts';
import { createAccount } from '../apps/server/src/modules/accounts/index.ts';
import { periodsOf } from '../apps/server/src/modules/analytics/period.ts';
import { practiceFigures } from '../apps/server/src/modules/analytics/practice.ts';
import type { ServiceContext } from '../apps/server/src/platform/service-context.ts';
import { addFiveYears } from './five-years.ts';

const label = process.argv[2] ?? 'plans';
const keep = process.env.BENCH_EXPLAIN_DIR;
const dir = keep ?? mkdtempSync(join(tmpdir(), 'verdant-explain-'));
const fresh = !existsSync(join(dir, 'db'));
const database = await openAndMigrate({ kind: 'pglite', dataDir: join(dir, 'db') });
const db = database.db;
if (fresh) {
  const [org] = await db
    .insert(organization)
    .values({ name: 'Explain practice', kind: 'practice', plan: 'enterprise', joinCode: 'EXPLAIN-1' })
    .returning({ id: organization.id });
  const providers: string[] = [];
  for (let i = 0; i < 4; i++) {
    providers.push(
      await createAccount(db, {
        email: `pro${i}@explain.verdant.test`,
        firstName: 'Explain',
        lastName: `Pro ${i}`,
        roles: ['dietitian'],
        passwordHash: 'x',
        memberships: [{ organizationId: org!.id, orgRole: i === 0 ? 'owner' : 'member' }],
      }),
    );
  }
  await addFiveYears(db, { organizationId: org!.id, providers });
}
const [{ id: organizationId }] = rowsOf<{ id: string }>(
  await db.execute(sql`select id from organization where join_code = 'EXPLAIN-1'`),
) as [{ id: string }];

const out: string[] = [];
let n = 0;
const explaining = {
  ...db,
  execute: async (query: SQL) => {
    const plan = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql`explain (analyze, buffers) ${query}`));
    out.push(`-- query ${++n}`, ...plan.map((r) => r['QUERY PLAN']), '');
    return db.execute(query);
  },
  insert: db.insert.bind(db),
  select: db.select.bind(db),
  transaction: db.transaction.bind(db),
} as unknown as ServiceContext['db'];
const ctx = {
  db: explaining,
  actor: { system: true, name: 'explain' },
  organization: null,
  request: { ip: null, requestId: null },
  now: () => new Date(),
} as unknown as ServiceContext;
const scope = {
  organizationId,
  practice: true,
  providerUserId: null,
  serviceId: null,
  patientGroup: null,
  shared: false,
  canChange: true,
};
const year = new Date().getUTCFullYear();
for (const [name, q] of [
  ['last 12 months', {}],
  ['five years', { from: `${year - 4}-01-01`, to: `${year}-12-31` }],
] as const) {
  out.push(`==== ${name}`, '');
  n = 0;
  // warm once, then the timed, explained run
  await practiceFigures({ ...ctx, db }, scope, periodsOf(ctx, q));
  const t0 = performance.now();
  await practiceFigures({ ...ctx, db }, scope, periodsOf(ctx, q));
  const plain = performance.now() - t0;
  await practiceFigures(ctx, scope, periodsOf(ctx, q));
  out.push(`total without EXPLAIN: ${plain.toFixed(0)} ms (load ${loadavg()[0]!.toFixed(1)})`, '');
  console.log(`${name}: ${plain.toFixed(0)} ms (load ${loadavg()[0]!.toFixed(1)})`);
}
const file = join(import.meta.dirname, '..', 'docs', 'query-plans', `analytics-practice-${label}.txt`);
writeFileSync(
  file,
  `EXPLAIN (ANALYZE, BUFFERS) of the practice figures' queries, five-year data set, PGlite (bench/analytics-explain.ts)\n\n${out.join('\n')}\n`,
);
console.log(`wrote ${file}`);
await database.close();
if (!keep) rmSync(dir, { recursive: true, force: true });
