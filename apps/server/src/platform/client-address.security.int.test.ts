/**
 * security (second security issue, findings 4 and 5): every rate limit — ours and better-auth's, and the
 * per-account sign-in lock — counts a client by one normalised address (IPv6 by /64, IPv4-mapped folded,
 * ports dropped); a proxy hop that is no address is refused rate-limited work instead of sharing a bucket.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE } from '../auth/account-lock.ts';
import { AUTH_RATE_LIMITS } from '../auth/auth.ts';
import { rowsOf } from '../db/client.ts';
import { createTestApp, type TestApp, uniqueEmail } from '../test/app.ts';
import { CREATE_OPERATIONS } from './limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

const contact = (n: number) => ({
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  topic: 'sales',
  message: `Hello, this is message number ${n} about Verdant.`,
});

/** A request as if our proxy had appended `hop` to X-Forwarded-For (after a spoofed first hop). */
const via = (hop: string) => ({ headers: { 'x-forwarded-for': `203.0.113.7, ${hop}` } });

async function rateLimitKeys(table: 'public_rate_limit' | 'rate_limit'): Promise<string[]> {
  return rowsOf<{ key: string }>(await t.database.db.execute(sql.raw(`select key from ${table}`))).map(
    (r) => r.key,
  );
}

async function contactCount(key: string): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(
    await t.database.db.execute(sql`select count from public_rate_limit where key = ${`contact:ip:${key}`}`),
  );
  return Number(row?.count ?? 0);
}

describe('security: one rate-limit key per client address', () => {
  it('contact form: six spellings of one IPv6 /64 share one bucket, the 6th is refused', async () => {
    expect(CREATE_OPERATIONS['POST /api/v1/contact']!.limit).toBe(5);
    const spellings = [
      '2001:db8::1',
      '2001:DB8::1',
      '2001:db8:0:0:0:0:0:1',
      '[2001:db8::1]',
      '2001:db8::1%eth0',
      '2001:db8::2',
    ];
    const statuses: number[] = [];
    for (const [i, hop] of spellings.entries()) {
      statuses.push((await t.client().post('/api/v1/contact', contact(i), via(hop))).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await contactCount('2001:db8:0:0::/64')).toBe(6);
    // another /64 is another client
    expect((await t.client().post('/api/v1/contact', contact(9), via('2001:db8:0:1::1'))).status).toBe(202);
  });

  it('IPv4-mapped IPv6 and the IPv4 address are one client', async () => {
    const hops = [
      '192.0.2.10',
      '::ffff:192.0.2.10',
      '[::ffff:c000:20a]:4000',
      '192.0.2.10:80',
      '::FFFF:192.0.2.10',
    ];
    for (const [i, hop] of hops.entries()) {
      expect((await t.client().post('/api/v1/contact', contact(i), via(hop))).status, hop).toBe(202);
    }
    expect((await t.client().post('/api/v1/contact', contact(6), via('192.0.2.10'))).status).toBe(429);
  });

  it('a hop with a port shares the bucket of the same address; `unknown` is refused and counts for nobody', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.client().post('/api/v1/contact', contact(i), via('10.21.1.1:5111'))).status).toBe(202);
    }
    expect(await contactCount('10.21.1.1')).toBe(3);
    const keysBefore = await rateLimitKeys('public_rate_limit');
    for (const hop of ['unknown', '10.21.1.1:99999', 'example.com', '_hidden']) {
      const res = await t.client().post('/api/v1/contact', contact(1), via(hop));
      expect(res.status, hop).toBe(400);
      expect(res.body.error.code).toBe('BAD_REQUEST');
      expect(res.body.error.details.reason).toBe('clientAddressUnresolved');
    }
    // nothing was counted, for anyone
    expect(await rateLimitKeys('public_rate_limit')).toEqual(keysBefore);
    expect(await contactCount('10.21.1.1')).toBe(3);
    for (let i = 3; i < 5; i++) {
      expect((await t.client().post('/api/v1/contact', contact(i), via('10.21.1.1'))).status).toBe(202);
    }
    expect((await t.client().post('/api/v1/contact', contact(5), via('10.21.1.1:5111'))).status).toBe(429);
    // a neighbour behind the same proxy still gets through
    expect((await t.client().post('/api/v1/contact', contact(6), via('10.21.1.2:5111'))).status).toBe(202);
  });

  it('with an unresolved address, ordinary reads still work', async () => {
    const res = await t.client().get('/api/v1/auth/providers', via('unknown'));
    expect(res.status).toBe(200);
  });

  it("better-auth's sign-in limit counts the spellings of one /64 as one client", async () => {
    const limit = AUTH_RATE_LIMITS['/sign-in/email'].max;
    const spellings = [
      '2001:db8:5::1',
      '2001:DB8:5::1',
      '[2001:db8:5:0::1]:443',
      '2001:db8:5::1%eth0',
      '2001:db8:5::abcd',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) {
      const hop = spellings[i % spellings.length]!;
      statuses.push(
        (
          await t
            .client()
            .post('/api/auth/sign-in/email', { email: uniqueEmail('n'), password: 'wrong-pass' }, via(hop))
        ).status,
      );
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const over = await t
      .client()
      .post(
        '/api/auth/sign-in/email',
        { email: uniqueEmail('n'), password: 'wrong-pass' },
        via('2001:db8:5::ffff'),
      );
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMITED');
    // another /64 is not affected
    const other = await t
      .client()
      .post(
        '/api/auth/sign-in/email',
        { email: uniqueEmail('n'), password: 'wrong-pass' },
        via('2001:db8:6::1'),
      );
    expect(other.status).toBe(401);
  });

  it('better-auth refuses an unresolved address without touching any bucket', async () => {
    const before = await rateLimitKeys('rate_limit');
    for (const hop of ['unknown', '10.21.1.1:abc']) {
      const res = await t
        .client()
        .post('/api/auth/sign-in/email', { email: uniqueEmail('n'), password: 'wrong-pass' }, via(hop));
      expect(res.status, hop).toBe(400);
      expect(res.body.error.code).toBe('BAD_REQUEST');
      expect(res.body.error.details.reason).toBe('clientAddressUnresolved');
      const reset = await t
        .client()
        .post('/api/auth/request-password-reset', { email: uniqueEmail('n') }, via(hop));
      expect(reset.status).toBe(400);
      expect((await t.client().post('/api/v1/auth/sign-up', {}, via(hop))).status).toBe(400);
    }
    expect(await rateLimitKeys('rate_limit')).toEqual(before);
  });

  it('the per-account sign-in lock also counts one /64 as one address', async () => {
    const { email } = await t.createUser();
    const attempt = (hop: string) =>
      t.client().post('/api/auth/sign-in/email', { email, password: 'wrong-password-1' }, via(hop));
    const spellings = ['2001:db8:7::1', '2001:DB8:7::2', '[2001:db8:7::3]:80', '2001:db8:7::4%eth1'];
    for (const hop of spellings.slice(0, SIGN_IN_THROTTLE.freeFailures + 1)) {
      expect((await attempt(hop)).status, hop).toBe(401);
    }
    const locked = await attempt('2001:db8:7::99');
    expect(locked.status).toBe(429);
    expect(locked.body.error.details.scope).toBe('account');
    // the owner on another network is not locked out
    expect((await attempt('2001:db8:8::1')).status).toBe(401);
  });
});
