// Benchmark (ADR 0038): the cost of consent in the one patient policy, and the patient's access log.
// 1. A care-team professional's read of one patient through `findVisiblePatient(ctx, id, { category })`
//    (the care team, the patient's `deny` directives, break-the-glass accesses and grants to the
//    practice, all in one SQL statement) against the same read with the care team alone (the policy
//    before consent), measured in the same run, alternating; also a laboratory's read under a grant.
//    Target: consent adds ≤ 1 ms p99.
// 2. The patient's access log (`accessLog`, first page of 25 with its capped count and the "who" of
//    each entry) over 100,000 audit events about them, against `select 1` in the same run.
//    Target: ≤ 50 ms p99.
// 3. The consent decision alone: the policy's two consent checks (`consentChecks`) on one record as
//    one statement, against `select 1` in the same run. Target: ≤ 1 ms p99 (ADR 0044).
// BENCH_PRIVACY_EXPLAIN=1 also prints the plan of every statement of the access log.
// Service calls in this process (no HTTP: the figures are the database work of the policy), on PGlite,
// then on PostgreSQL 15 when DATABASE_URL names a server (a throwaway database `bench_privacy_<pid>` is
// created on it and dropped after). Sizes: BENCH_PRIVACY_PATIENTS (10,000), BENCH_PRIVACY_EVENTS (100,000).
// Run: npm run bench -- privacy
import '../apps/server/src/platform/zod-openapi-first.ts';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import pino from 'pino';
import type { Db } from '../apps/server/src/db/client.ts';
import { openAndMigrate, rowsOf } from '../apps/server/src/db/client.ts';
import {
  auditEvent,
  careTeamMember,
  consentDirective,
  emergencyAccess,
  organization,
  patient,
  user,
} from '../apps/server/src/db/schema/index.ts';
import { consentChecks, findVisiblePatient } from '../apps/server/src/modules/patients/index.ts';
import { accessLog as currentAccessLog } from '../apps/server/src/modules/privacy/access-log.ts';
import type { Principal } from '../apps/server/src/platform/access.ts';
import type { ServiceContext } from '../apps/server/src/platform/service-context.ts';
import { record } from './lib.ts';

const PATIENTS = Number(process.env.BENCH_PRIVACY_PATIENTS ?? 10_000);
const EVENTS = Number(process.env.BENCH_PRIVACY_EVENTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_PRIVACY_ROUNDS ?? 2_000);
const LOG_ROUNDS = Number(process.env.BENCH_PRIVACY_LOG_ROUNDS ?? 200);
const POSTGRES_URL = process.env.DATABASE_URL;
// BENCH_PRIVACY_OLD_LOG=path: time another version of the access log (a copy of an earlier one, for before/after)
const accessLog: typeof currentAccessLog = process.env.BENCH_PRIVACY_OLD_LOG
  ? (await import(process.env.BENCH_PRIVACY_OLD_LOG)).accessLog
  : currentAccessLog;
delete process.env.DATABASE_URL;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

function ctxFor(db: Db, principal: Principal): ServiceContext {
  return {
    db,
    actor: principal,
    organization: principal.organization,
    request: { ip: null, requestId: null, method: 'GET' },
    now: () => new Date(),
    log: pino({ level: 'silent' }),
    mail: {} as never,
    config: {} as never,
    storage: {} as never,
  };
}

const principal = (
  userId: string,
  roles: Principal['roles'],
  org: { id: string; kind: 'practice' | 'laboratory' } | null,
): Principal => ({
  userId,
  sessionId: 'bench',
  roles,
  organizationIds: org ? [org.id] : [],
  organization: org,
  platformAdmin: false,
  via: 'cookie',
});

async function populate(db: Db) {
  const practice = randomUUID();
  const lab = randomUUID();
  await db.insert(organization).values([
    {
      id: practice,
      name: 'Bench practice',
      kind: 'practice',
      plan: 'enterprise',
      joinCode: `BP-${practice}`,
    },
    { id: lab, name: 'Bench laboratory', kind: 'laboratory', plan: 'enterprise', joinCode: `BL-${lab}` },
  ]);
  const people = ['pro', 'other', 'lab', 'emma'].map((k) => ({
    id: `bench-${k}-${practice}`,
    email: `${k}-${practice}@bench.verdant.test`,
    name: `Bench ${k}`,
  }));
  await db.insert(user).values(people);
  const [pro, other, labUser, emma] = people.map((p) => p.id) as [string, string, string, string];
  const ids: string[] = [];
  for (let from = 0; from < PATIENTS; from += 2000) {
    const rows = [];
    for (let i = from; i < Math.min(PATIENTS, from + 2000); i++) {
      const id = randomUUID();
      ids.push(id);
      rows.push({
        id,
        organizationId: practice,
        firstName: `P${i}`,
        lastName: 'Bench',
        email: `p${i}-${practice}@example.com`,
        ...(i === 0 ? { userId: emma } : {}),
      });
    }
    await db.insert(patient).values(rows);
  }
  // the professional is on a fifth of the care teams, a colleague on every other one
  const team = ids.filter((_, i) => i % 5 === 0);
  for (let from = 0; from < ids.length; from += 2000) {
    const slice = ids.slice(from, from + 2000);
    await db
      .insert(careTeamMember)
      .values([
        ...slice.filter((_, i) => (from + i) % 5 === 0).map((patientId) => ({ patientId, userId: pro })),
        ...slice.filter((_, i) => (from + i) % 2 === 0).map((patientId) => ({ patientId, userId: other })),
      ]);
  }
  // directives: one in ten of the professional's patients withhold something from them (never
  // demographics or consultations: the read below succeeds), one in ten of all share with the
  // laboratory, a few revoked; some break-the-glass accesses by the colleague, long over
  const directives = [];
  for (let i = 0; i < ids.length; i++) {
    if (i % 50 === 0)
      directives.push({
        organizationId: practice,
        patientId: ids[i]!,
        effect: 'deny' as const,
        recipientKind: 'professional' as const,
        recipientUserId: pro,
        categories: ['bia' as const, 'labs' as const],
      });
    if (i % 10 === 3 || i === 0)
      directives.push({
        organizationId: practice,
        patientId: ids[i]!,
        effect: 'permit' as const,
        recipientKind: 'laboratory' as const,
        recipientOrganizationId: lab,
        categories: ['demographics' as const, 'labs' as const],
        status: i % 30 === 3 ? ('revoked' as const) : ('active' as const),
      });
  }
  for (let from = 0; from < directives.length; from += 2000) {
    await db.insert(consentDirective).values(directives.slice(from, from + 2000));
  }
  const past = Date.now() - 30 * 86_400_000;
  await db.insert(emergencyAccess).values(
    ids
      .filter((_, i) => i % 100 === 1)
      .map((patientId) => ({
        organizationId: practice,
        patientId,
        userId: other,
        reason: 'bench',
        startsAt: new Date(past),
        endsAt: new Date(past + 3_600_000),
      })),
  );
  // 100,000 audit events about Emma's record (reads by the care team, list reads naming her among
  // others, her own), and as many about other patients
  const actions = ['patient.read', 'consultation.read', 'diet_plan.read', 'vitals.read', 'patient.update'];
  const emmaRecord = ids[0]!;
  for (let from = 0; from < EVENTS; from += 5000) {
    const rows = [];
    for (let i = from; i < Math.min(EVENTS, from + 5000); i++) {
      const at = new Date(Date.now() - i * 60_000);
      const list = i % 7 === 0;
      rows.push({
        actorUserId: i % 11 === 0 ? emma : i % 2 ? pro : other,
        action: list ? 'patient.list' : actions[i % actions.length]!,
        resourceType: list ? 'patient' : actions[i % actions.length]!.split('.')[0]!,
        patientId: list ? null : emmaRecord,
        patientIds: list ? [emmaRecord, ids[(i % (ids.length - 1)) + 1]!] : null,
        organizationId: i % 11 === 0 ? null : practice,
        at,
      });
      rows.push({
        actorUserId: pro,
        action: 'patient.read',
        resourceType: 'patient',
        patientId: ids[(i % (ids.length - 1)) + 1]!,
        organizationId: practice,
        at,
      });
    }
    await db.insert(auditEvent).values(rows);
  }
  await db.execute(sql`analyze`);
  return {
    practice,
    lab,
    pro,
    labUser,
    emma,
    mine: team.filter((_, i) => i % 10 !== 0),
    shared: ids.filter((_, i) => i % 10 === 3 && i % 30 !== 3),
  };
}

/**
 * BENCH_PRIVACY_EXPLAIN=1: runs the access log once with the driver's `query` wrapped, then prints
 * `EXPLAIN (ANALYZE, BUFFERS)` of every statement it sent, so the cost is read from the plans.
 */
type Query = (
  q: unknown,
  values?: unknown,
  ...rest: unknown[]
) => Promise<{ rows: Record<string, unknown>[] }>;

/** The statements one call of the access log sends (the driver's `query` wrapped for that call). */
async function accessLogStatements(db: Db, ctx: ServiceContext) {
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const original = client.query.bind(client);
  const sent: { text: string; values: unknown[] }[] = [];
  client.query = (q, values, ...rest) => {
    const text = typeof q === 'string' ? q : (q as { text: string }).text;
    const params = typeof q === 'string' ? values : ((q as { values?: unknown }).values ?? values);
    sent.push({ text, values: (params as unknown[] | undefined) ?? [] });
    return original(q, values, ...rest);
  };
  try {
    await accessLog(ctx, { page: 1, pageSize: 25 });
  } finally {
    client.query = original;
  }
  return { run: original, statements: sent.filter((s) => /^\s*(select|with|\()/i.test(s.text)) };
}

/** BENCH_PRIVACY_EXPLAIN=1: `EXPLAIN (ANALYZE, BUFFERS)` of every statement of the access log. */
async function explainAccessLog(db: Db, ctx: ServiceContext) {
  const { run, statements } = await accessLogStatements(db, ctx);
  for (const s of statements) {
    const plan = await run(`explain (analyze, buffers, costs off) ${s.text}`, s.values);
    console.log(`\n--- ${s.text.slice(0, 300)}`);
    for (const r of plan.rows) console.log(String(Object.values(r)[0]));
  }
}

/**
 * The access log's first page timed by the database: planning + execution of each of its statements
 * (EXPLAIN ANALYZE), summed per call. What the log costs the database, without round trips and the
 * process's scheduling, which dominate a p99 on a busy machine.
 */
async function accessLogDatabaseTimes(db: Db, ctx: ServiceContext, rounds: number): Promise<number[]> {
  const { run, statements } = await accessLogStatements(db, ctx);
  const sums: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let sum = 0;
    for (const s of statements) {
      const { rows } = await run(
        `explain (analyze, timing off, summary on, format json) ${s.text}`,
        s.values,
      );
      const value = Object.values(rows[0]!)[0];
      const [plan] = (typeof value === 'string' ? JSON.parse(value) : value) as {
        'Planning Time': number;
        'Execution Time': number;
      }[];
      sum += plan!['Planning Time'] + plan!['Execution Time'];
    }
    sums.push(sum);
  }
  return sums;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function runOn(label: 'pglite' | 'postgres', target: Parameters<typeof openAndMigrate>[0]) {
  const t0 = performance.now();
  const database = await openAndMigrate(target);
  const db = database.db;
  try {
    const d = await populate(db);
    console.log(
      `\n[${label}] ${PATIENTS} patients, ${EVENTS} audit events about one of them (and as many about others) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const pro = ctxFor(db, principal(d.pro, ['dietitian'], { id: d.practice, kind: 'practice' }));
    const labCtx = ctxFor(db, principal(d.labUser, ['lab'], { id: d.lab, kind: 'laboratory' }));
    const emma = ctxFor(db, principal(d.emma, ['patient'], null));
    /** The policy before consent: the practice and the care team, nothing else. */
    const careTeamOnly = async (id: string) => {
      const [row] = await db
        .select()
        .from(patient)
        .where(
          and(
            eq(patient.id, id),
            eq(patient.organizationId, d.practice),
            isNull(patient.deletedAt),
            sql`exists (select 1 from ${careTeamMember} where ${careTeamMember.patientId} = ${patient.id} and ${careTeamMember.userId} = ${d.pro})`,
          ),
        );
      if (!row) throw new Error('baseline read found nothing');
      return row;
    };
    const baseline: number[] = [];
    const policy: number[] = [];
    const recipient: number[] = [];
    for (let i = 0; i < ROUNDS + 100; i++) {
      const id = d.mine[i % d.mine.length]!;
      const b = await time(() => careTeamOnly(id));
      const p = await time(() => findVisiblePatient(pro, id, { category: 'consultations' }));
      const r = await time(() =>
        findVisiblePatient(labCtx, d.shared[i % d.shared.length]!, { category: 'labs' }),
      );
      if (i >= 100) {
        baseline.push(b);
        policy.push(p);
        recipient.push(r);
      }
    }
    // the consent decision alone (ADR 0044): the two checks the policy adds, exactly its SQL
    // (`consentChecks`), on one record as one statement, against `select 1` in the same run,
    // alternating: what it costs over a round trip that does nothing
    const empty: number[] = [];
    const decision: number[] = [];
    for (let i = 0; i < ROUNDS + 100; i++) {
      const id = d.mine[i % d.mine.length]!;
      const e = await time(() => db.execute(sql`select 1`));
      const c = await time(() =>
        db.execute(
          sql`select not ${consentChecks.withheld(d.pro, 'consultations', sql`${id}::uuid`)} or ${consentChecks.granted(d.practice, 'consultations', sql`${id}::uuid`)} as allowed`,
        ),
      );
      if (i >= 100) {
        empty.push(e);
        decision.push(c);
      }
    }
    // the same decision timed by the database itself (planning + execution, EXPLAIN ANALYZE): what
    // it costs without the round trip and the client's scheduling, which dominate a p99 on a busy machine
    const inDb: number[] = [];
    for (let i = 0; i < Math.min(ROUNDS, 1000); i++) {
      const id = d.mine[i % d.mine.length]!;
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(
          sql`explain (analyze, timing off, summary on, format json) select not ${consentChecks.withheld(d.pro, 'consultations', sql`${id}::uuid`)} or ${consentChecks.granted(d.practice, 'consultations', sql`${id}::uuid`)} as allowed`,
        ),
      );
      const value = Object.values(row!)[0];
      const [plan] = (typeof value === 'string' ? JSON.parse(value) : value) as {
        'Planning Time': number;
        'Execution Time': number;
      }[];
      inDb.push(plan!['Planning Time'] + plan!['Execution Time']);
    }
    const decisionAdds = pct(decision, 99) - pct(empty, 99);
    console.log(
      `select 1 (baseline)                p50 ${pct(empty, 50).toFixed(3)} ms  p99 ${pct(empty, 99).toFixed(3)} ms`,
    );
    console.log(
      `consent decision alone             p50 ${pct(decision, 50).toFixed(3)} ms  p99 ${pct(decision, 99).toFixed(3)} ms  ` +
        `adds ${(pct(decision, 50) - pct(empty, 50)).toFixed(3)} ms p50, ${decisionAdds.toFixed(3)} ms p99 (target ≤ 1 ms)`,
    );
    console.log(
      `consent decision in the database     p50 ${pct(inDb, 50).toFixed(3)} ms  p99 ${pct(inDb, 99).toFixed(3)} ms  (planning + execution; target ≤ 1 ms p99)`,
    );
    record({
      bench: 'privacy',
      name: 'consent decision, database time',
      db: label,
      value: pct(inDb, 50),
      unit: 'ms',
      p99: pct(inDb, 99),
    });
    record({
      bench: 'privacy',
      name: 'consent decision alone',
      db: label,
      value: pct(decision, 50),
      unit: 'ms',
      p99: pct(decision, 99),
      ratio: pct(decision, 99) / pct(empty, 99),
    });
    const added = pct(policy, 99) - pct(baseline, 99);
    console.log(
      `care team only (baseline)          p50 ${pct(baseline, 50).toFixed(3)} ms  p99 ${pct(baseline, 99).toFixed(3)} ms`,
    );
    console.log(
      `policy with consent (professional) p50 ${pct(policy, 50).toFixed(3)} ms  p99 ${pct(policy, 99).toFixed(3)} ms  ` +
        `×${(pct(policy, 99) / pct(baseline, 99)).toFixed(2)} p99, adds ${added.toFixed(3)} ms p99 (target ≤ 1 ms)`,
    );
    console.log(
      `policy under a grant (laboratory)  p50 ${pct(recipient, 50).toFixed(3)} ms  p99 ${pct(recipient, 99).toFixed(3)} ms  ` +
        `×${(pct(recipient, 99) / pct(baseline, 99)).toFixed(2)} p99`,
    );
    record({
      bench: 'privacy',
      name: 'read, care team only',
      db: label,
      value: pct(baseline, 50),
      unit: 'ms',
      p99: pct(baseline, 99),
    });
    record({
      bench: 'privacy',
      name: 'read, policy with consent',
      db: label,
      value: pct(policy, 50),
      unit: 'ms',
      p99: pct(policy, 99),
      ratio: pct(policy, 99) / pct(baseline, 99),
    });
    record({
      bench: 'privacy',
      name: 'read under a grant (lab)',
      db: label,
      value: pct(recipient, 50),
      unit: 'ms',
      p99: pct(recipient, 99),
      ratio: pct(recipient, 99) / pct(baseline, 99),
    });

    if (process.env.BENCH_PRIVACY_EXPLAIN) await explainAccessLog(db, emma);
    const floor: number[] = [];
    const log: number[] = [];
    let total = 0;
    for (let i = 0; i < LOG_ROUNDS + 10; i++) {
      const f = await time(() => db.execute(sql`select 1`));
      const l = await time(async () => {
        total = (await accessLog(emma, { page: 1, pageSize: 25 })).total;
      });
      if (i >= 10) {
        floor.push(f);
        log.push(l);
      }
    }
    console.log(
      `select 1 (baseline)                p50 ${pct(floor, 50).toFixed(3)} ms  p99 ${pct(floor, 99).toFixed(3)} ms`,
    );
    console.log(
      `access log, first page (${total}${total >= 1000 ? '+' : ''} events) p50 ${pct(log, 50).toFixed(2)} ms  p99 ${pct(log, 99).toFixed(2)} ms  ` +
        `×${(pct(log, 99) / pct(floor, 99)).toFixed(1)} of select 1 p99 (target ≤ 50 ms p99)`,
    );
    record({
      bench: 'privacy',
      name: 'select 1',
      db: label,
      value: pct(floor, 50),
      unit: 'ms',
      p99: pct(floor, 99),
    });
    const logInDb = await accessLogDatabaseTimes(db, emma, LOG_ROUNDS);
    console.log(
      `access log, database time           p50 ${pct(logInDb, 50).toFixed(2)} ms  p99 ${pct(logInDb, 99).toFixed(2)} ms  (planning + execution of its statements, summed)`,
    );
    record({
      bench: 'privacy',
      name: 'access log, database time',
      db: label,
      value: pct(logInDb, 50),
      unit: 'ms',
      p99: pct(logInDb, 99),
    });
    record({
      bench: 'privacy',
      name: 'access log, first page',
      db: label,
      value: pct(log, 50),
      unit: 'ms',
      p99: pct(log, 99),
      ratio: pct(log, 99) / pct(floor, 99),
    });
  } finally {
    await database.close();
  }
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (the machine is shared)`,
);
if (process.env.BENCH_PRIVACY_PGLITE !== '0') {
  const dir = mkdtempSync(join(tmpdir(), 'verdant-bench-privacy-'));
  try {
    await runOn('pglite', { kind: 'pglite', dataDir: join(dir, 'db') });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (POSTGRES_URL) {
  const url = new URL(POSTGRES_URL);
  const name = `bench_privacy_${process.pid}`;
  const psql = (command: string) =>
    execFileSync('psql', [POSTGRES_URL, '-qc', command], { stdio: ['ignore', 'ignore', 'inherit'] });
  psql(`create database ${name}`);
  try {
    url.pathname = `/${name}`;
    await runOn('postgres', { kind: 'postgres', url: url.toString() });
  } finally {
    psql(`drop database ${name}`);
  }
} else console.log('\nDATABASE_URL not set: PostgreSQL figures skipped');
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
