/**
 * The request limits of platform/limits.ts: every creating operation is in the one table, honours
 * Idempotency-Key and is rate-limited (a replay costs nothing); the body size limit; NUL characters.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { createTestApp, type TestApp, TEST_BASE_URL } from '../test/app.ts';
import { BODY_LIMIT_BYTES, CREATE_OPERATIONS, NOT_CREATING } from './limits.ts';

let t: TestApp;
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read as plain JSON
let doc: any;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.client().get('/api/openapi.json')).body;
});
afterAll(async () => {
  await t?.close();
});

const contact = (message = 'Hello, I would like to know more about Verdant.') => ({
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  topic: 'sales',
  message,
});

async function count(table: string): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await t.database.db.execute(sql.raw(`select count(*) as n from ${table}`)),
  );
  return Number(row?.n ?? 0);
}

describe('the table of creating operations', () => {
  it('lists every POST under /api/v1, as creating (with its limit) or not creating (with the reason)', () => {
    const posts = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([p, item]) => p.startsWith('/api/v1/') && item.post)
      .map(([p]) => `POST ${p}`);
    expect(posts.length).toBeGreaterThan(5);
    expect(posts.filter((op) => !(op in CREATE_OPERATIONS) && !(op in NOT_CREATING))).toEqual([]);
    const known = new Set(posts);
    const putsAndPatches = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([p, item]) => ['put', 'patch', 'delete'].filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${p}`),
    );
    for (const op of putsAndPatches) known.add(op);
    // no stale lines
    expect(Object.keys(CREATE_OPERATIONS).filter((op) => !known.has(op))).toEqual([]);
    expect(Object.keys(NOT_CREATING).filter((op) => !known.has(op))).toEqual([]);
  });

  it('documents the Idempotency-Key header, the limit, 409 and 429 on each creating operation', () => {
    for (const op of Object.keys(CREATE_OPERATIONS)) {
      const [method, path] = op.split(' ') as [string, string];
      const operation = doc.paths[path][method.toLowerCase()];
      expect(
        operation.parameters.some(
          (p: { in: string; name: string }) => p.in === 'header' && p.name === 'idempotency-key',
        ),
        op,
      ).toBe(true);
      expect(operation['x-rate-limit'].limit, op).toBe(CREATE_OPERATIONS[op]!.limit);
      expect(Object.keys(operation.responses), op).toEqual(expect.arrayContaining(['409', '429']));
    }
  });
});

describe('Idempotency-Key and rate limits on creating operations', () => {
  it('a signed-in create (blog post) honours Idempotency-Key: the retry gets the first answer, nothing is created twice', async () => {
    const { client } = await t.signedIn({ roles: ['admin'] });
    const post = {
      slug: `idempotent-${Date.now()}`,
      lang: 'en',
      title: 'Once only',
      excerpt: 'Created once.',
      bodyMarkdown: 'Body.',
    };
    const before = await count('blog_post');
    const first = await client.post('/api/v1/admin/blog/posts', post, {
      headers: { 'idempotency-key': 'blog-1' },
    });
    expect(first.status).toBe(201);
    const retry = await client.post('/api/v1/admin/blog/posts', post, {
      headers: { 'idempotency-key': 'blog-1' },
    });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await count('blog_post')).toBe(before + 1);
    // without the key, the same body is a second attempt: the slug is taken
    expect((await client.post('/api/v1/admin/blog/posts', post)).status).toBe(409);
    // the same key for a different request
    const other = await client.post(
      '/api/v1/admin/blog/posts',
      { ...post, slug: `${post.slug}-b` },
      { headers: { 'idempotency-key': 'blog-1' } },
    );
    expect(other.status).toBe(409);
    expect(other.body.error.details.reason).toBe('idempotencyKeyReused');
    expect(await count('blog_post')).toBe(before + 1);
  });

  it('keys are per user: another user with the same key creates their own', async () => {
    const a = (await t.signedIn({ roles: ['admin'] })).client;
    const b = (await t.signedIn({ roles: ['admin'] })).client;
    const post = (slug: string) => ({ slug, lang: 'en', title: 'T', excerpt: 'E', bodyMarkdown: 'B' });
    const ra = await a.post('/api/v1/admin/blog/posts', post(`per-user-a-${Date.now()}`), {
      headers: { 'idempotency-key': 'shared-key' },
    });
    const rb = await b.post('/api/v1/admin/blog/posts', post(`per-user-b-${Date.now()}`), {
      headers: { 'idempotency-key': 'shared-key' },
    });
    expect([ra.status, rb.status]).toEqual([201, 201]);
    expect(ra.body.id).not.toBe(rb.body.id);
  });

  it('concurrent requests with one key create once and all get the same answer', async () => {
    const before = await count('contact_message');
    const client = t.client();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.post('/api/v1/contact', contact(), { headers: { 'idempotency-key': 'concurrent-1' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await count('contact_message')).toBe(before + 1);
  });

  it('a failed request drops its key: the corrected retry with the same key runs', async () => {
    const { client } = await t.signedIn({ roles: ['admin'] });
    const slug = `taken-${Date.now()}`;
    const post = { slug, lang: 'en', title: 'T', excerpt: 'E', bodyMarkdown: 'B' };
    expect((await client.post('/api/v1/admin/blog/posts', post)).status).toBe(201);
    const clash = await client.post('/api/v1/admin/blog/posts', post, {
      headers: { 'idempotency-key': 'retry-1' },
    });
    expect(clash.status).toBe(409);
    const fixed = await client.post(
      '/api/v1/admin/blog/posts',
      { ...post, slug: `${slug}-2` },
      { headers: { 'idempotency-key': 'retry-1' } },
    );
    expect(fixed.status).toBe(201);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await t
      .client()
      .post('/api/v1/contact', contact(), { headers: { 'idempotency-key': 'has space' } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
  });

  it('a replayed request costs nothing against the rate limit (contact: 5 per 15 minutes)', async () => {
    const limit = CREATE_OPERATIONS['POST /api/v1/contact']!.limit;
    const client = t.client();
    const first = await client.post('/api/v1/contact', contact(), {
      headers: { 'idempotency-key': 'replay-free' },
    });
    expect(first.status).toBe(202);
    // many retries of the same request: all answered from the record, none counted
    for (let i = 0; i < limit + 3; i++) {
      const retry = await client.post('/api/v1/contact', contact(), {
        headers: { 'idempotency-key': 'replay-free' },
      });
      expect(retry.status).toBe(202);
      expect(retry.body.id).toBe(first.body.id);
    }
    // the first request counted once: limit - 1 new messages still fit
    for (let i = 1; i < limit; i++) {
      expect(
        (await client.post('/api/v1/contact', contact(`Message number ${i} for the team.`))).status,
      ).toBe(202);
    }
    const over = await client.post('/api/v1/contact', contact('One message too many for the window.'));
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMITED');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // a replay still answers while the limit is reached
    const replay = await client.post('/api/v1/contact', contact(), {
      headers: { 'idempotency-key': 'replay-free' },
    });
    expect(replay.status).toBe(202);
    expect(replay.body.id).toBe(first.body.id);
  });

  it('rate-limits signed-in creates per user, whatever the address', async () => {
    const { client, email } = await t.signedIn({ roles: ['admin'] });
    const limit = CREATE_OPERATIONS['POST /api/v1/admin/blog/posts']!.limit;
    await t.database.db.execute(
      sql`insert into public_rate_limit (key, window_start, count)
          select 'blog-post:user:' || id, now(), ${limit} from "user" where email = ${email}`,
    );
    const res = await client.post('/api/v1/admin/blog/posts', {
      slug: `limited-${Date.now()}`,
      lang: 'en',
      title: 'T',
      excerpt: 'E',
      bodyMarkdown: 'B',
    });
    expect(res.status).toBe(429);
  });

  it('invalid input does not count against the limit', async () => {
    const client = t.client();
    for (let i = 0; i < 10; i++)
      expect((await client.post('/api/v1/contact', { name: '' })).status).toBe(400);
    expect((await client.post('/api/v1/contact', contact())).status).toBe(202);
  });
});

describe('request body limit', () => {
  it(`answers 413 in the error shape beyond ${BODY_LIMIT_BYTES} bytes, declared or chunked`, async () => {
    const big = JSON.stringify(contact('x'.repeat(BODY_LIMIT_BYTES)));
    const declared = await t.client().post('/api/v1/contact', JSON.parse(big));
    expect(declared.status).toBe(413);
    expect(declared.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(declared.body.error.details.limitBytes).toBe(BODY_LIMIT_BYTES);

    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(encoder.encode('x'.repeat(64 * 1024)));
        controller.close();
      },
    });
    const chunked = await t.app.request(`${TEST_BASE_URL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_BASE_URL },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(((await chunked.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts a body just under the limit on a route whose schema allows it', async () => {
    const { client } = await t.signedIn({ roles: ['admin'] });
    const res = await client.post('/api/v1/admin/blog/posts', {
      slug: `long-${Date.now()}`,
      lang: 'en',
      title: 'Long',
      excerpt: 'Long body',
      bodyMarkdown: 'word '.repeat(19_000),
    });
    expect(res.status).toBe(201);
  });
});

describe('NUL characters', () => {
  it('a NUL in a JSON string is a 400 VALIDATION_FAILED naming the field, and nothing is stored', async () => {
    const before = await count('contact_message');
    const res = await t.client().post('/api/v1/contact', contact('Hello\u0000there, this has a NUL byte.'));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { message: 'invalidCharacters' } },
    });
    expect(await count('contact_message')).toBe(before);
  });

  it('in better-auth bodies, query strings and paths too', async () => {
    const signIn = await t
      .client()
      .post('/api/auth/sign-in/email', { email: 'a\u0000@example.com', password: 'x' });
    expect(signIn.status).toBe(400);
    expect(signIn.body.error.code).toBe('VALIDATION_FAILED');
    const query = await t.client().get('/api/v1/providers?q=a%00b');
    expect(query.status).toBe(400);
    expect(query.body.error.details.fields).toEqual({ q: 'invalidCharacters' });
    const pathParam = await t.client().get('/api/v1/blog/posts/a%00b');
    expect(pathParam.status).toBe(400);
    // a literal "%00" text is fine
    expect((await t.client().get('/api/v1/providers?q=%2500')).status).toBe(200);
  });

  it('a JSON body nested deeper than the limit is a 400', async () => {
    const res = await t.app.request(`${TEST_BASE_URL}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_BASE_URL },
      body: `{"name":${'['.repeat(100)}${']'.repeat(100)}}`,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe(
      'jsonTooDeep',
    );
  });
});
