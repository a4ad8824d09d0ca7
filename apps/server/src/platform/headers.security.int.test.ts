/**
 * The security headers on each kind of response (SPA page, server-rendered SEO page, API JSON,
 * /api/docs, static asset), HSTS over HTTPS, Cache-Control on authenticated API answers (every
 * operation of the OpenAPI document) and Clear-Site-Data on sign-out.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { createTestApp, TEST_BASE_URL, TEST_PASSWORD, type TestApp, type TestClient } from '../test/app.ts';
import { CALLERS, type Caller, ROUTE_MATRIX } from '../test/route-matrix.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Verdant</title><script src="/boot.js"></script></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

let t: TestApp;
let webApp: App;
let dist: string;

beforeAll(async () => {
  t = await createTestApp();
  dist = await mkdtemp(path.join(os.tmpdir(), 'verdant-headers-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, 'boot.js'), 'void 0;');
  await writeFile(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  webApp = buildApp(t.deps, { webDist: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

async function get(app: App, pathname: string, headers: Record<string, string> = {}) {
  return app.request(
    `${TEST_BASE_URL}${pathname}`,
    { headers },
    {
      incoming: { socket: { remoteAddress: '10.250.0.1', remotePort: 40000, remoteFamily: 'IPv4' } },
    },
  );
}

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

describe('security headers on every kind of response', () => {
  const kinds: [string, string, RegExp][] = [
    ['SPA page', '/dietitian/overview', /text\/html/],
    ['SEO page', '/care', /text\/html/],
    ['API JSON', '/api/v1/auth/providers', /application\/json/],
    ['API error', '/api/v1/no-such-route', /application\/json/],
    ['API reference', '/api/docs', /text\/html/],
    ['static asset', '/assets/index-abc.js', /javascript/],
    ['robots.txt', '/robots.txt', /text\/plain/],
  ];
  for (const [kind, pathname, type] of kinds) {
    it(`${kind} (${pathname})`, async () => {
      const res = await get(webApp, pathname);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('content-type')).toMatch(type);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      // no image from another site (it would learn who reads the page)
      expect(csp.get('img-src')).toBe("'self' data: blob:");
      expect(csp.get('base-uri')).toBe("'self'");
      expect(res.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/);
      // frame-ancestors and X-Frame-Options say the same thing
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
      expect(res.headers.get('permissions-policy')).toMatch(/geolocation=\(\)/);
      // plain HTTP, no proxy: no HSTS
      expect(res.headers.get('strict-transport-security')).toBeNull();
    });
  }

  it('only the API reference allows inline styles; no page allows inline scripts', async () => {
    const page = directives((await get(webApp, '/home')).headers.get('content-security-policy'));
    expect(page.get('style-src')).toBe("'self'");
    const docs = await get(webApp, '/api/docs');
    expect(directives(docs.headers.get('content-security-policy')).get('style-src')).toBe(
      "'self' 'unsafe-inline'",
    );
    const html = await docs.text();
    // every script of the docs page is a file
    expect(html.match(/<script\b[^>]*>/g)?.every((tag) => / src="\//.test(tag))).toBe(true);
    expect(html).not.toMatch(/<script>[^<]/);
    const init = await get(webApp, '/api/docs/init.js');
    expect(init.status).toBe(200);
    expect(await init.text()).toMatch(/createApiReference/);
  });

  it('the served SPA has no inline script', async () => {
    const html = await (await get(webApp, '/home')).text();
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/ src="\//);
  });

  it('sends HSTS (and upgrade-insecure-requests) only over HTTPS: direct, or a trusted proxy saying so', async () => {
    const direct = await webApp.request('https://verdant.example/api/v1/auth/providers');
    expect(direct.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(direct.headers.get('content-security-policy')).toMatch(/upgrade-insecure-requests/);

    // Without TRUST_PROXY the header is the client's word: ignored.
    const untrusted = await get(webApp, '/home', { 'x-forwarded-proto': 'https' });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();

    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const behind = await proxied.app.request(`${TEST_BASE_URL}/api/v1/auth/providers`, {
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(behind.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const plain = await proxied.app.request(`${TEST_BASE_URL}/api/v1/auth/providers`, {
        headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
  });
});

describe('caching of API answers', () => {
  it('anonymous public reads keep their own caching; the same read signed in is no-store', async () => {
    const anonymous = await t.client().get('/api/v1/blog/posts');
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control') ?? '').not.toMatch(/no-store/);
    const { client } = await t.signedIn({ roles: ['patient'] });
    const signedIn = await client.get('/api/v1/blog/posts');
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.headers.get('vary')).toMatch(/Cookie/);
    expect(signedIn.headers.get('vary')).toMatch(/Authorization/);
    // a bearer token counts as well
    const session = await client.get('/api/v1/session');
    const bearer = await t.client().get('/api/v1/blog/posts', { bearer: session.body.access_token });
    expect(bearer.headers.get('cache-control')).toBe('no-store');
  });

  it('every operation of the OpenAPI document answers an authenticated caller with no-store', async () => {
    const doc = (await t.client().get('/api/openapi.json')).body;
    const practice = await t.createPractice('Headers Practice');
    const clients = new Map<Caller, TestClient>();
    for (const caller of CALLERS) {
      if (caller === 'anonymous' || caller === 'otherOrg') continue;
      const memberships =
        caller === 'admin' || caller === 'patient'
          ? []
          : [{ organizationId: practice, orgRole: 'member' as const }];
      clients.set(caller, (await t.signedIn({ roles: [caller], memberships })).client);
    }
    const target = (await t.createUser({ roles: ['staff'] })).id;
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const [docPath, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      if (!docPath.startsWith('/api/v1/')) continue;
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        if (!item[method]) continue;
        const op = `${method.toUpperCase()} ${docPath}`;
        const entry = ROUTE_MATRIX[op];
        if (!entry) {
          wrong.push(`${op}: not in the route matrix`);
          continue;
        }
        // a caller the route lets in (else the first signed-in one: its 403 must not be cached either)
        const caller =
          [...clients.keys()].find((c) => entry.expect[c] !== 401 && entry.expect[c] !== 403) ?? 'admin';
        const pathname = (entry.path ?? docPath).replace('{target}', target).replace('{uuid}', randomUUID());
        const res = await clients
          .get(caller)!
          .request(method.toUpperCase(), pathname, entry.body !== undefined ? { json: entry.body } : {});
        checked.push(op);
        if (res.headers.get('cache-control') !== 'no-store') {
          wrong.push(`${op} as ${caller} (${res.status}): cache-control ${res.headers.get('cache-control')}`);
        }
        if (!/Cookie/.test(res.headers.get('vary') ?? '')) wrong.push(`${op}: no Vary: Cookie`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked.length).toBeGreaterThan(20);
  });
});

describe('caching of /api/auth answers', () => {
  /** Every HTTP endpoint better-auth mounts under /api/auth (its API object knows them all). */
  function authEndpoints(): { method: string; path: string }[] {
    const out: { method: string; path: string }[] = [];
    for (const endpoint of Object.values(t.deps.auth.api as Record<string, unknown>)) {
      const { path: p, options } = endpoint as { path?: string; options?: { method?: string | string[] } };
      if (!p || !options?.method) continue; // server-only functions have no path
      const pathname = `/api/auth${p.replace(':id', 'google').replace(':token', 'not-a-token')}`;
      for (const method of [options.method].flat()) out.push({ method, path: pathname });
    }
    return out;
  }

  it('every /api/auth endpoint answers a signed-in caller with no-store and Vary: Cookie', async () => {
    const endpoints = authEndpoints();
    expect(endpoints.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const { method, path: pathname } of endpoints) {
      // a fresh session each time: sign-out, revoke-sessions and delete-user end theirs
      const { client } = await t.signedIn({ roles: ['patient'] });
      const res = await client.request(method, pathname, method === 'GET' ? {} : { json: {} });
      if (res.headers.get('cache-control') !== 'no-store') {
        wrong.push(
          `${method} ${pathname} (${res.status}): cache-control ${res.headers.get('cache-control')}`,
        );
      }
      if (!/Cookie/.test(res.headers.get('vary') ?? '')) wrong.push(`${method} ${pathname}: no Vary: Cookie`);
    }
    expect(wrong).toEqual([]);
  });

  it('a sign-in answer, which carries the new session cookie, is never stored', async () => {
    const u = await t.createUser({ roles: ['patient'] });
    for (const pathname of ['/api/auth/sign-in/email']) {
      const res = await t.client().post(pathname, { email: u.email, password: TEST_PASSWORD });
      expect(res.status, pathname).toBe(200);
      expect(res.headers.getSetCookie().length, pathname).toBeGreaterThan(0);
      expect(res.headers.get('cache-control'), pathname).toBe('no-store');
      expect(res.headers.get('vary') ?? '', pathname).toMatch(/Cookie/);
    }
  });
});

describe('sign-out', () => {
  it('tells the browser to clear its cache and storage', async () => {
    const { client } = await t.signedIn({ roles: ['patient'] });
    const res = await client.post('/api/auth/sign-out', {});
    expect(res.status).toBe(200);
    expect(res.headers.get('clear-site-data')).toBe('"cache", "storage"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // not on other auth answers
    const other = await t.client().get('/api/v1/auth/providers');
    expect(other.headers.get('clear-site-data')).toBeNull();
  });
});
