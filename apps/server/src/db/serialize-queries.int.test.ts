/**
 * Queries handed to one PostgreSQL connection at once (a transaction's reads under `Promise.all`)
 * run one after another: node-postgres never sees a query while another executes, so it neither
 * warns ("client.query() when the client is already executing a query") nor, from pg 9, fails.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, serializeQueries } from './client.ts';

/** A connection that answers after `ms` and counts the queries it runs at the same time. */
function fakeClient(ms: number) {
  const client = {
    running: 0,
    most: 0,
    order: [] as string[],
    query(text: unknown, ...rest: unknown[]) {
      const callback =
        typeof rest.at(-1) === 'function' ? (rest.at(-1) as (e: unknown, r?: unknown) => void) : null;
      client.running++;
      client.most = Math.max(client.most, client.running);
      const done = new Promise((resolve, reject) =>
        setTimeout(() => {
          client.running--;
          client.order.push(String(text));
          if (text === 'fail') reject(new Error('failed'));
          else resolve({ rows: [{ text }] });
        }, ms),
      );
      if (!callback) return done;
      done.then(
        (r) => callback(null, r),
        (e) => callback(e),
      );
      return undefined;
    },
  };
  return client;
}

describe('serializeQueries', () => {
  it('sends each query once the one before has finished, in the order given, with its own result', async () => {
    const client = fakeClient(5);
    serializeQueries(client);
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((t) => client.query(t)));
    expect(client.most).toBe(1);
    expect(client.order).toEqual(['a', 'b', 'c', 'd']);
    expect(results).toEqual(['a', 'b', 'c', 'd'].map((text) => ({ rows: [{ text }] })));
  });

  it('hands a failure to its own caller only and goes on with the next query', async () => {
    const client = fakeClient(2);
    serializeQueries(client);
    const [a, b, c] = await Promise.allSettled([client.query('a'), client.query('fail'), client.query('c')]);
    expect(a.status).toBe('fulfilled');
    expect(b).toMatchObject({ status: 'rejected', reason: new Error('failed') });
    expect(c.status).toBe('fulfilled');
    expect(client.most).toBe(1);
  });

  it('serves the callback form (pg-pool’s pool.query) in the same queue', async () => {
    const client = fakeClient(2);
    serializeQueries(client);
    const viaCallback = new Promise((resolve, reject) =>
      client.query('cb', [], (err: unknown, res: unknown) => (err ? reject(err) : resolve(res))),
    );
    const [first, second] = await Promise.all([viaCallback, client.query('after')]);
    expect(first).toEqual({ rows: [{ text: 'cb' }] });
    expect(second).toEqual({ rows: [{ text: 'after' }] });
    expect(client.order).toEqual(['cb', 'after']);
    expect(client.most).toBe(1);
  });
});

describe.runIf(process.env.DATABASE_URL)('a transaction on PostgreSQL', () => {
  it('runs reads under Promise.all one after another, without pg’s concurrent-query warning', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL!, poolSize: 2 });
    try {
      const values = await database.db.transaction(async (tx) =>
        Promise.all(
          [1, 2, 3, 4, 5].map(async (n) =>
            Number(rowsOf<{ n: number }>(await tx.execute(sql`select ${n}::int as n, pg_sleep(0.01)`))[0]?.n),
          ),
        ),
      );
      expect(values).toEqual([1, 2, 3, 4, 5]);
      await new Promise((r) => setImmediate(r));
      expect(warnings.filter((m) => m.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await database.close();
    }
  });
});
