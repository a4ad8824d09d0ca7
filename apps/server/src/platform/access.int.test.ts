import { createTestApp, type TestApp, type TestClient } from '../test/app.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, ROUTE_MATRIX, UNDOCUMENTED_API_ROUTES } from '../test/route-matrix.ts';
import { authorize } from './access.ts';

let t: TestApp;
const callers = new Map<Caller, TestClient | null>();
let targetUserId = '';
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read as plain JSON
let doc: any;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

beforeAll(async () => {
  t = await createTestApp();
  const practice = await t.createPractice('Home Practice');
  const laboratory = await t.createPractice('Home Laboratory');
  const insurer = await t.createPractice('Home Insurer');
  const other = await t.createPractice('Other Practice');
  callers.set('anonymous', null);
  for (const caller of CALLERS) {
    if (caller === 'anonymous') continue;
    const role = caller === 'otherOrg' ? 'dietitian' : caller;
    const organizationId =
      caller === 'otherOrg' ? other : role === 'lab' ? laboratory : role === 'insurance' ? insurer : practice;
    // the admin caller is a platform administrator (a member of the platform organization)
    const memberships =
      role === 'admin'
        ? [{ organizationId: await t.platformOrganizationId(), orgRole: 'member' as const }]
        : role === 'patient'
          ? []
          : [{ organizationId, orgRole: 'member' as const }];
    callers.set(caller, (await t.signedIn({ roles: [role], memberships })).client);
  }
  targetUserId = (await t.createUser({ roles: ['staff'] })).id;
  doc = (await t.client().get('/api/openapi.json')).body;
});
afterAll(async () => {
  await t?.close();
});

function documentedOperations(): string[] {
  const ops: string[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const method of METHODS) if (item[method]) ops.push(`${method.toUpperCase()} ${path}`);
  }
  return ops.sort();
}

describe('route permissions (deny by default)', () => {
  it('every documented operation declares its permission and has a line in the matrix', () => {
    const ops = documentedOperations();
    expect(ops.length).toBeGreaterThan(10);
    const withoutPermission = ops.filter((op) => {
      const [method, path] = op.split(' ') as [string, string];
      return typeof doc.paths[path][method.toLowerCase()]['x-permission'] !== 'string';
    });
    expect(withoutPermission).toEqual([]);
    expect(ops.filter((op) => !(op in ROUTE_MATRIX))).toEqual([]);
    expect(Object.keys(ROUTE_MATRIX).filter((op) => !ops.includes(op))).toEqual([]);
  });

  it('every /api route the app serves is documented, or listed as undocumented on purpose', () => {
    const documented = new Set(documentedOperations());
    const served = t.app.routes
      .filter((r) => r.method !== 'ALL' && (r.path === '/api' || r.path.startsWith('/api/')))
      .map((r) => `${r.method} ${r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    const unexplained = [...new Set(served)].filter(
      (op) => !documented.has(op) && !UNDOCUMENTED_API_ROUTES.includes(op),
    );
    expect(unexplained).toEqual([]);
  });

  it('answers the declared status to anonymous, each role and another organization', async () => {
    const mismatches: string[] = [];
    for (const op of documentedOperations()) {
      const entry = ROUTE_MATRIX[op];
      if (!entry) continue;
      const [method, documentedPath] = op.split(' ') as [string, string];
      const path = (entry.path ?? documentedPath)
        .replace('{target}', targetUserId)
        .replace('{uuid}', randomUUID());
      for (const caller of CALLERS) {
        const client = callers.get(caller) ?? t.client();
        const res = await client.request(method, path, entry.body !== undefined ? { json: entry.body } : {});
        if (res.status !== entry.expect[caller]) {
          mismatches.push(
            `${op} as ${caller}: expected ${entry.expect[caller]}, got ${res.status} ${res.text.slice(0, 120)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('authorize()', () => {
  const principal = {
    userId: 'u',
    sessionId: 's',
    roles: ['staff' as const],
    organizationIds: [],
    via: 'cookie' as const,
  };
  it('denies anonymous everything but public', () => {
    expect(authorize(null, 'public')).toBeNull();
    expect(authorize(null, 'authenticated')?.code).toBe('UNAUTHENTICATED');
    expect(authorize(null, { roles: ['staff'] })?.code).toBe('UNAUTHENTICATED');
  });
  it('needs one of the roles', () => {
    expect(authorize(principal, 'authenticated')).toBeNull();
    expect(authorize(principal, { roles: ['admin', 'staff'] })).toBeNull();
    expect(authorize(principal, { roles: ['admin'] })?.code).toBe('FORBIDDEN');
    expect(authorize(principal, { roles: [] })?.code).toBe('FORBIDDEN');
  });
});
