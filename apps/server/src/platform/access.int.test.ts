import { createTestApp, type TestApp, type TestClient } from '../test/app.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appointment as appointmentTable, notification } from '../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookConfirmed, profileInput } from '../modules/providers/test-fixtures.ts';
import { consultationRows } from '../modules/consultations/test-fixtures.ts';
import { billingRows, insurerWithUser } from '../modules/billing/test-fixtures.ts';
import { laboratoryWithUser, labRows } from '../modules/labs/test-fixtures.ts';
import { fitnessRows } from '../modules/fitness/test-fixtures.ts';
import { referralRows } from '../modules/referrals/test-fixtures.ts';
import { knowledgeRows } from '../modules/knowledge/test-fixtures.ts';
import { webhookRows } from '../modules/integrations/test-fixtures.ts';
import { createOrganization } from '../modules/organizations/index.ts';
import {
  CALLERS,
  CROSS_ORG,
  type Caller,
  DIET_PLAN_BODY,
  type CrossOrgCaller,
  ROUTE_MATRIX,
  UNDOCUMENTED_API_ROUTES,
} from '../test/route-matrix.ts';
import { authorize } from './access.ts';

let t: TestApp;
const callers = new Map<Caller, TestClient | null>();
let targetUserId = '';
/** Rows of each organization (ADR 0022): `home` = the first practice, `second` = the other one. */
type Rows = {
  member: string;
  org: string;
  profile: string;
  appointment: string;
  patient: string;
  dietPlan: string;
  conversation: string;
  notification: string;
} & Partial<Awaited<ReturnType<typeof consultationRows>>> &
  Partial<Awaited<ReturnType<typeof billingRows>>> &
  Partial<Awaited<ReturnType<typeof labRows>>> &
  Partial<Awaited<ReturnType<typeof fitnessRows>>> &
  Partial<Awaited<ReturnType<typeof knowledgeRows>>> &
  Partial<Awaited<ReturnType<typeof webhookRows>>>;
const emptyRows = (): Rows => ({
  member: '',
  org: '',
  profile: '',
  appointment: '',
  patient: '',
  dietPlan: '',
  conversation: '',
  notification: '',
});
const rows: { home: Rows; second: Rows } = { home: emptyRows(), second: emptyRows() };
const crossCallers = new Map<CrossOrgCaller, TestClient>();
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read as plain JSON
let doc: any;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

beforeAll(async () => {
  // the webhook fixture subscribes 127.0.0.1 (never called): allowed explicitly since ADR 0056
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  const practice = await t.createPractice('Home Practice');
  const laboratory = await createOrganization(t.database.db, { name: 'Home Laboratory', kind: 'laboratory' });
  // an insurer organization (the insurance caller's, and the home practice's claims are addressed to it)
  const insurer = await createOrganization(t.database.db, { name: 'Home Insurer', kind: 'insurer' });
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
  const platform = await t.platformOrganizationId();
  targetUserId = (
    await t.createUser({ roles: ['staff'], memberships: [{ organizationId: platform, orgRole: 'member' }] })
  ).id;
  doc = (await t.client().get('/api/openapi.json')).body;

  // Both practices own rows: a member, a published provider profile and an appointment booked with it.
  const member = (organizationId: string) =>
    t.createUser({ roles: ['staff'], memberships: [{ organizationId, orgRole: 'member' }] });
  const homeProvider = await t.signedIn({
    roles: ['dietitian'],
    memberships: [{ organizationId: practice, orgRole: 'member' }],
  });
  const otherAdmin = await t.signedIn({
    roles: ['admin'],
    memberships: [{ organizationId: other, orgRole: 'member' }],
  });
  crossCallers.set('otherAdmin', otherAdmin.client);
  const otherDietitian = await t.signedIn({
    roles: ['dietitian'],
    memberships: [{ organizationId: other, orgRole: 'member' }],
  });
  crossCallers.set('otherOrg', otherDietitian.client);
  // a second insurer: claims addressed to the first are not its own
  const otherInsurer = await insurerWithUser(t, 'Other Insurer');
  crossCallers.set('otherInsurer', otherInsurer.client);
  // a second laboratory: orders addressed to the first are not its own
  const otherLab = await laboratoryWithUser(t, 'Other Laboratory');
  crossCallers.set('otherLab', otherLab.client);
  for (const [key, org, provider, name] of [
    ['home', practice, homeProvider.client, 'Hana Home'],
    ['second', other, otherDietitian.client, 'Olga Other'],
  ] as const) {
    const saved = await provider.put('/api/v1/me/provider-profile', profileInput({ displayName: name }));
    expect(saved.status, saved.text).toBe(200);
    const serviceId = saved.body.services[0].id;
    const appointment = await bookConfirmed(t, saved.body.id, serviceId, {
      firstName: 'Pat',
      lastName: key,
      email: `pat-${key}-${randomUUID()}@example.com`,
    });
    const [booked] = await t.database.db
      .select({ patientId: appointmentTable.patientId })
      .from(appointmentTable)
      .where(eq(appointmentTable.id, appointment));
    // a draft diet plan of that patient, by the provider on its care team
    const { version: _version, ...planBody } = DIET_PLAN_BODY;
    const plan = await provider.post('/api/v1/diet-plans', { ...planBody, patientId: booked!.patientId! });
    expect(plan.status, plan.text).toBe(201);
    const memberId = (await member(org)).id;
    const conversation = await provider.post('/api/v1/conversations', {
      kind: 'team',
      userIds: [memberId],
      text: 'The room is booked for Thursday.',
    });
    expect(conversation.status, conversation.text).toBe(201);
    const [told] = await t.database.db
      .select({ id: notification.id })
      .from(notification)
      .where(eq(notification.userId, key === 'home' ? homeProvider.id : otherDietitian.id));
    rows[key] = {
      member: memberId,
      org,
      profile: saved.body.id,
      appointment,
      patient: booked!.patientId!,
      dietPlan: plan.body.id,
      conversation: conversation.body.id,
      notification: told!.id,
    };
    // consultations: a consultation of that patient by its provider, with its parts
    Object.assign(rows[key], await consultationRows(t, provider, booked!.patientId!));
    // billing: invoices of that patient and a claim to the practice's own insurer
    Object.assign(
      rows[key],
      await billingRows(
        t,
        provider,
        org,
        booked!.patientId!,
        key === 'home' ? insurer : otherInsurer.organizationId,
      ),
    );
    // labs: a lipid panel of that patient addressed to the practice's laboratory
    Object.assign(
      rows[key],
      await labRows(provider, booked!.patientId!, key === 'home' ? laboratory : otherLab.organizationId),
    );
    // fitness: a client routine of that patient, and a weight on record (for activities' energy)
    Object.assign(rows[key], await fitnessRows(provider, booked!.patientId!));
    // referrals: a draft of that patient to the other practice's dietitians (a draft is the sender's alone)
    Object.assign(
      rows[key],
      await referralRows(provider, booked!.patientId!, key === 'home' ? other : practice),
    );
    // knowledge base: a protocol template of the practice
    Object.assign(rows[key], await knowledgeRows(provider));
    // integrations: a webhook subscription of the practice, by an administrator of it
    const practiceAdmin =
      key === 'home'
        ? (
            await t.signedIn({
              roles: ['admin'],
              memberships: [{ organizationId: practice, orgRole: 'member' }],
            })
          ).client
        : otherAdmin.client;
    Object.assign(rows[key], await webhookRows(practiceAdmin));
    expect((await provider.patch(`/api/v1/patients/${booked!.patientId}`, { weightKg: 68 })).status).toBe(
      200,
    );
  }
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
      const body =
        entry.body !== undefined
          ? JSON.parse(JSON.stringify(entry.body).replace('{uuid}', randomUUID()))
          : undefined;
      for (const caller of CALLERS) {
        const client = callers.get(caller) ?? t.client();
        const res = await client.request(method, path, body !== undefined ? { json: body } : {});
        if (res.status !== entry.expect[caller]) {
          mismatches.push(
            `${op} as ${caller}: expected ${entry.expect[caller]}, got ${res.status} ${res.text.slice(0, 120)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000); // every documented route × every caller: up to 35 s on a busy machine
});

function fill(template: string, r: Rows): string {
  let out = template;
  for (const [name, value] of Object.entries(r)) out = out.replaceAll(`{${name}}`, value);
  return out.replaceAll('{uuid}', randomUUID());
}

function fillBody(body: unknown, r: Rows): unknown {
  return body === undefined ? undefined : JSON.parse(fill(JSON.stringify(body), r));
}

describe("tenancy: a second organization never reaches the first one's rows (ADR 0022)", () => {
  it('every route that takes an id has a cross-organization line', () => {
    const idRoutes = documentedOperations().filter((op) => /\{[^}]+\}/.test(op.split(' ')[1]!));
    expect(idRoutes.length).toBeGreaterThan(5);
    expect(idRoutes.filter((op) => !(op in CROSS_ORG))).toEqual([]);
    expect(Object.keys(CROSS_ORG).filter((op) => !documentedOperations().includes(op))).toEqual([]);
  });

  it("answers 404 (403 on platform-level routes) for the first organization's id, and works on its own", async () => {
    const mismatches: string[] = [];
    for (const [op, c] of Object.entries(CROSS_ORG)) {
      if ('public' in c) continue;
      const method = op.split(' ')[0]!;
      const client = crossCallers.get(c.as)!;
      const body = fillBody(c.body, rows.home);
      const res = await client.request(
        method,
        fill(c.path, rows.home),
        body !== undefined ? { json: body } : {},
      );
      if (res.status !== c.expect) {
        mismatches.push(
          `${op} as ${c.as} on the first organization: expected ${c.expect}, got ${res.status} ${res.text.slice(0, 120)}`,
        );
      }
      if (c.own) {
        const ownBody = fillBody(c.own.body ?? c.body, rows.second);
        const mine = await client.request(
          method,
          fill(c.own.path ?? c.path, rows.second),
          ownBody !== undefined ? { json: ownBody } : {},
        );
        if (mine.status !== c.own.status) {
          mismatches.push(
            `${op} as ${c.as} on its own organization: expected ${c.own.status}, got ${mine.status} ${mine.text.slice(0, 120)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("lists only the active organization's rows", async () => {
    const mine = await crossCallers.get('otherOrg')!.get('/api/v1/me/appointments?as=provider');
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((a: { id: string }) => a.id)).toEqual([rows.second.appointment]);
    const users = await crossCallers.get('otherAdmin')!.get('/api/v1/admin/users?limit=100');
    const ids = users.body.items.map((u: { id: string }) => u.id);
    expect(ids).toContain(rows.second.member);
    expect(ids).not.toContain(rows.home.member);
  });
});

describe('authorize()', () => {
  const principal = {
    userId: 'u',
    sessionId: 's',
    roles: ['staff' as const],
    organizationIds: [],
    organization: null,
    platformAdmin: false,
    via: 'cookie' as const,
  };
  it('denies anonymous everything but public', () => {
    expect(authorize(null, 'public')).toBeNull();
    expect(authorize(null, 'authenticated')?.code).toBe('UNAUTHENTICATED');
    expect(authorize(null, { roles: ['staff'] })?.code).toBe('UNAUTHENTICATED');
  });
  it('platform-admin needs an administrator of the platform organization', () => {
    expect(authorize(principal, 'platform-admin')?.code).toBe('FORBIDDEN');
    expect(authorize({ ...principal, roles: ['admin'] }, 'platform-admin')?.code).toBe('FORBIDDEN');
    expect(authorize({ ...principal, platformAdmin: true }, 'platform-admin')).toBeNull();
    expect(authorize(null, 'platform-admin')?.code).toBe('UNAUTHENTICATED');
  });
  it('needs one of the roles', () => {
    expect(authorize(principal, 'authenticated')).toBeNull();
    expect(authorize(principal, { roles: ['admin', 'staff'] })).toBeNull();
    expect(authorize(principal, { roles: ['admin'] })?.code).toBe('FORBIDDEN');
    expect(authorize(principal, { roles: [] })?.code).toBe('FORBIDDEN');
  });
});
