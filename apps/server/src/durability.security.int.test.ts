/**
 * Durability: the real server (src/main.ts) under a write load is killed with SIGKILL and started
 * again on the same data, five times. Every write the client saw acknowledged (a 2xx) must be there
 * afterwards and the database must open. Runs on the embedded PGlite in DATA_DIR, and on PostgreSQL
 * when DATABASE_URL is set (CI's second pass).
 */
import { lstatSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, sql } from './db/client.ts';
import { prepareServerDatabase } from './test/db.ts';
import { freePort, killAllServers, type Running, spawnServer, startServer } from './test/server-process.ts';

const CYCLES = 5;
const WRITERS = 6;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  killAllServers();
  for (const cleanup of cleanups) await cleanup();
});

interface LoadResult {
  acknowledged: string[];
  /** Requests sent but not answered when the process died. */
  inFlight: number;
}

/** WRITERS concurrent clients posting contact messages until `stop()`; each from its own address. */
function writeLoad(base: string, cycle: number) {
  let stopped = false;
  let inFlight = 0;
  let sent = 0;
  const acknowledged: string[] = [];
  const writer = async () => {
    while (!stopped) {
      const n = sent++;
      inFlight++;
      try {
        const res = await fetch(`${base}/api/v1/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // TRUST_PROXY=true: a distinct client address per request keeps clear of the rate limit
            // (a real address: a hop that is none is refused, decision 0019)
            'x-forwarded-for': `10.${100 + cycle}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({
            name: 'Durability',
            email: 'load@example.test',
            message: `c${cycle} n${n}`,
          }),
        });
        if (res.status >= 200 && res.status < 300) {
          acknowledged.push(((await res.json()) as { id: string }).id);
        } else if (!stopped) {
          throw new Error(`unexpected ${res.status}: ${await res.text()}`);
        }
      } catch (err) {
        // a connection cut by the kill is not an acknowledgement
        if (!stopped) throw err;
      } finally {
        inFlight--;
      }
    }
  };
  const done = Promise.allSettled(Array.from({ length: WRITERS }, () => writer()));
  return {
    acknowledged,
    inFlight: () => inFlight,
    async stop(): Promise<LoadResult> {
      const pending = inFlight;
      stopped = true;
      const results = await done;
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
      return { acknowledged, inFlight: pending };
    },
  };
}

async function storedIds(env: Record<string, string>): Promise<Set<string>> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>('select id from contact_message');
      return new Set(rows.map((r) => r.id));
    } finally {
      await client.end();
    }
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR!, 'db') });
  try {
    // commits are fsync'ed (PGlite's default runs with fsync off and no fsync in its file system)
    expect(rowsOf(await database.db.execute(sql`show fsync`))).toEqual([{ fsync: 'on' }]);
    expect(rowsOf(await database.db.execute(sql`show wal_sync_method`))).toEqual([
      { wal_sync_method: 'fsync' },
    ]);
    return new Set(
      rowsOf<{ id: string }>(await database.db.execute(sql`select id from contact_message`)).map((r) => r.id),
    );
  } finally {
    await database.close();
  }
}

describe('durability', () => {
  it(`keeps every acknowledged write across ${CYCLES} SIGKILLs under a write load`, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'verdant-durability-'));
    const prepared = await prepareServerDatabase(dataDir);
    cleanups.push(prepared.drop, () => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...prepared.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      TRUST_PROXY: 'true',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
    };

    const embedded = !prepared.env.DATABASE_URL;
    const acknowledged: string[] = [];
    let killedInFlight = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      // umask 000: whatever the umask, everything the server creates in DATA_DIR is owner-only
      const server: Running = await startServer(env, [], 150_000, { umask: '000' });
      if (embedded && cycle === 0) {
        // DATA_DIR/db was written by this test process (umask 022): tightened at start
        expect(server.output()).toContain('tightened DATA_DIR permissions to owner-only');
      }
      if (embedded && cycle > 0) {
        expect(server.output()).toContain('took over the DATA_DIR lock of a process that is gone');
      }
      const load = writeLoad(base, cycle);
      // let the load run, then kill while requests are in flight
      const until = Date.now() + 300 + Math.random() * 500;
      while (Date.now() < until || load.acknowledged.length < 10 || load.inFlight() === 0) {
        await new Promise((r) => setTimeout(r, 5));
      }
      server.child.kill('SIGKILL');
      const result = await load.stop();
      await server.exited;
      acknowledged.push(...result.acknowledged);
      killedInFlight += result.inFlight;
    }
    // the database opens after the last kill and the server serves writes again
    const last = await startServer(env, [], 150_000, { umask: '000' });
    if (embedded) {
      // a second process on the same DATA_DIR exits at once, naming the directory and the holder
      const second = spawnServer({ ...env, PORT: String(await freePort()) });
      const started = Date.now();
      expect(await second.exited).toBe(1);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(second.output()).toContain(
        `Verdant cannot start: DATA_DIR ${dataDir} is in use by another Verdant process (pid ${last.child.pid},`,
      );
    }
    const res = await fetch(`${base}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
      body: JSON.stringify({ name: 'Durability', email: 'load@example.test', message: 'final' }),
    });
    expect(res.status).toBe(202);
    acknowledged.push(((await res.json()) as { id: string }).id);
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);

    if (embedded) {
      const wide: string[] = [];
      const visit = (p: string) => {
        const st = lstatSync(p);
        const want = st.isDirectory() ? 0o700 : 0o600;
        if (!st.isSymbolicLink() && (st.mode & 0o777) !== want)
          wide.push(`${p} ${(st.mode & 0o777).toString(8)}`);
        if (st.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
      };
      visit(dataDir);
      expect(wide).toEqual([]);
    }
    const stored = await storedIds(env);
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(killedInFlight).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(CYCLES * 10);
    expect(lost).toEqual([]);
  }, 400_000);
});
