/**
 * The privacy centre through the API (ADR 0033): consent by category applied in the one
 * patient policy (each category refused on its own routes, on the next request, on a second
 * instance), grants and their FHIR Consent, access requests, the access log, the export and erasure.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv, type ValidateFunction } from 'ajv';
import {
  accessRequest,
  careTeamMember,
  notification,
  patient,
  patientDocument,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { DIET_PLAN_BODY } from '../../test/route-matrix.ts';
import { createOrganization } from '../organizations/index.ts';

let t: TestApp;
let second: TestApp | undefined;
let practice: string;
let lab: string;
let dietitian: { id: string; client: TestClient };
let colleague: { id: string; client: TestClient };
let staff: { id: string; client: TestClient };
let insurer: { id: string; client: TestClient };
let otherAdmin: { id: string; client: TestClient };
let emma: { id: string; email: string; client: TestClient };
let stranger: { id: string; client: TestClient };
let record: string;
let consultationId: string;

const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function upload(client: TestClient, patientId: string) {
  const body = new FormData();
  body.append('file', new File([PDF], 'referral.pdf', { type: 'application/pdf' }));
  return client.request('POST', `/api/v1/patients/${patientId}/documents`, { body });
}

async function share(categories: string[], who = dietitian.id) {
  const res = await emma.client.put('/api/v1/me/privacy/care-team/visibility', {
    patientId: record,
    userId: who,
    categories,
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const DIETITIAN_ALL = [
  'demographics',
  'appointments',
  'consultations',
  'recordings',
  'diet_plans',
  'labs',
  'vitals',
  'bia',
  'workouts',
  'documents',
  'billing',
];

/** Each category and a read of it through its own route (status only). */
const READS: Record<string, (c: TestClient) => Promise<number>> = {
  demographics: async (c) => (await c.get(`/api/v1/patients/${record}`)).status,
  appointments: async (c) => (await c.get(`/api/v1/patients/${record}/appointments`)).status,
  consultations: async (c) => (await c.get(`/api/v1/consultations/${consultationId}`)).status,
  recordings: async (c) => (await c.get(`/api/v1/consultations/${consultationId}/recordings`)).status,
  vitals: async (c) => (await c.get(`/api/v1/patients/${record}/vitals`)).status,
  documents: async (c) => (await c.get(`/api/v1/patients/${record}/documents`)).status,
  billing: async (c) => (await c.get(`/api/v1/invoices/billable?patientId=${record}`)).status,
  labs: async (c) => (await c.get(`/api/v1/patients/${record}/lab-results`)).status,
  bia: async (c) => (await c.get(`/api/v1/patients/${record}/bia`)).status,
  workouts: async (c) => (await c.get(`/api/v1/patients/${record}/activities`)).status,
  diet_plans: async (c) => {
    const { version: _v, ...plan } = DIET_PLAN_BODY;
    const res = await c.post('/api/v1/diet-plans', { ...plan, patientId: record });
    return res.status === 201 ? 200 : res.status;
  },
};

let schemaValidate: ValidateFunction | undefined;
function fhirValid(resource: unknown): string[] {
  if (!schemaValidate) {
    const schema = JSON.parse(
      readFileSync(new URL('../../test/fhir/fhir-r4.schema.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    const ajv = new Ajv({ strict: false, allErrors: false });
    ajv.addMetaSchema({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'http://json-schema.org/draft-06/schema#',
    });
    const { $schema: _drop, id: _id, ...rest } = schema;
    schemaValidate = ajv.compile(rest);
  }
  return schemaValidate(resource)
    ? []
    : (schemaValidate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

beforeAll(async () => {
  t = await createTestApp();
  practice = await t.createPractice('Privacy Practice');
  const other = await t.createPractice('Other Practice');
  lab = await createOrganization(t.database.db, { name: 'Clear Labs', kind: 'laboratory' });
  const insurerOrg = await createOrganization(t.database.db, { name: 'Harbor Health', kind: 'insurer' });
  dietitian = await t.signedIn({
    roles: ['dietitian'],
    memberships: member(practice),
    firstName: 'Maya',
    lastName: 'Chen',
  });
  colleague = await t.signedIn({
    roles: ['medical'],
    memberships: member(practice),
    firstName: 'Noor',
    lastName: 'Haddad',
  });
  staff = await t.signedIn({ roles: ['staff'], memberships: member(practice) });
  otherAdmin = await t.signedIn({ roles: ['admin'], memberships: member(other) });
  insurer = await t.signedIn({ roles: ['insurance'], memberships: member(insurerOrg) });
  emma = await t.signedIn({ roles: ['patient'], email: uniqueEmail('emma') });
  stranger = await t.signedIn({ roles: ['patient'] });
  const created = await dietitian.client.post('/api/v1/patients', {
    firstName: 'Emma',
    lastName: 'Rodriguez',
    email: emma.email,
    dateOfBirth: '1993-04-12',
    gender: 'female',
  });
  expect(created.status, created.text).toBe(201);
  record = created.body.id;
  await t.database.db
    .update(patient)
    .set({ userId: emma.id, platformAccess: 'platform_user' })
    .where(eq(patient.id, record));
  for (const who of [dietitian, colleague]) {
    const added = await dietitian.client.post(`/api/v1/patients/${record}/care-team`, { userId: who.id });
    expect(added.status, added.text).toBe(200);
  }
  const c = await dietitian.client.post('/api/v1/consultations', {
    patientId: record,
    occurredAt: '2026-03-02T10:00:00Z',
    sessionType: 'initial',
  });
  expect(c.status, c.text).toBe(201);
  consultationId = c.body.id;
  expect((await dietitian.client.post(`/api/v1/patients/${record}/vitals`, { heartRate: 64 })).status).toBe(
    201,
  );
  expect((await upload(dietitian.client, record)).status).toBe(201);
}, 60_000);

afterAll(async () => {
  // the second instance serves the same database: closing it closes that too
  await second?.close();
  await t?.close().catch(() => undefined);
});

describe('consent by category in the patient policy', () => {
  it('the care team reads every category of its kind until the patient withholds one', async () => {
    for (const [category, read] of Object.entries(READS)) {
      expect(await read(dietitian.client), category).toBe(200);
    }
    const view = await emma.client.get('/api/v1/me/privacy/care-team');
    expect(view.status).toBe(200);
    const maya = view.body.current.find((m: { userId: string }) => m.userId === dietitian.id);
    expect(maya).toMatchObject({
      name: 'Maya Chen',
      kinds: ['dietitian'],
      organizationName: 'Privacy Practice',
    });
    expect(maya.categories).toEqual(DIETITIAN_ALL);
  });

  it('a withheld category is refused on its own routes and nothing else, and only for that member', async () => {
    for (const category of Object.keys(READS).filter((c) => c !== 'demographics')) {
      await share(DIETITIAN_ALL.filter((c) => c !== category));
      for (const [other, read] of Object.entries(READS)) {
        expect(await read(dietitian.client), `${category} withheld, reading ${other}`).toBe(
          other === category ? 404 : 200,
        );
      }
      // the colleague on the same care team is not affected (a medical professional writes no diet plans)
      if (category !== 'diet_plans') {
        expect(await READS[category]!(colleague.client), `${category} for the colleague`).toBe(200);
      }
    }
    await share(DIETITIAN_ALL);
    for (const read of Object.values(READS)) expect(await read(dietitian.client)).toBe(200);
  }, 60_000);

  it('withholding demographics hides the whole record, from lists and counts too', async () => {
    const before = await dietitian.client.get('/api/v1/patients?pageSize=100');
    expect(before.body.items.map((p: { id: string }) => p.id)).toContain(record);
    await share(DIETITIAN_ALL.filter((c) => c !== 'demographics'));
    const after = await dietitian.client.get('/api/v1/patients?pageSize=100');
    expect(after.status).toBe(200);
    expect(after.body.items.map((p: { id: string }) => p.id)).not.toContain(record);
    expect(after.body.total).toBe(before.body.total - 1);
    for (const read of Object.values(READS)) expect(await read(dietitian.client)).toBe(404);
    const list = await dietitian.client.get('/api/v1/consultations');
    expect(list.body.items.map((c: { id: string }) => c.id)).not.toContain(consultationId);
    // staff of the practice keep the administrative record
    expect((await staff.client.get(`/api/v1/patients/${record}`)).status).toBe(200);
    await share(DIETITIAN_ALL);
  });

  it('a withdrawal holds on the very next request on a second instance', async () => {
    second = await createTestApp({}, { database: t.database });
    const tab = second.client();
    for (const [k, v] of dietitian.client.cookies) tab.cookies.set(k, v);
    expect(await READS.consultations!(tab)).toBe(200);
    await share(DIETITIAN_ALL.filter((c) => c !== 'consultations'));
    expect(await READS.consultations!(tab)).toBe(404);
    await share(DIETITIAN_ALL);
    expect(await READS.consultations!(tab)).toBe(200);
  });

  it('another patient cannot change this record, and a non-member is NOT_FOUND', async () => {
    const res = await stranger.client.put('/api/v1/me/privacy/care-team/visibility', {
      patientId: record,
      userId: dietitian.id,
      categories: [],
    });
    expect(res.status).toBe(404);
    const nobody = await emma.client.put('/api/v1/me/privacy/care-team/visibility', {
      patientId: record,
      userId: staff.id,
      categories: [],
    });
    expect(nobody.status).toBe(404);
  });
});

describe('grants to recipients outside the care team', () => {
  let grantId: string;

  it('grants, narrows and revokes; the grant exports as a valid FHIR R4 Consent', async () => {
    const bad = await emma.client.post('/api/v1/me/privacy/consents', { patientId: record, categories: [] });
    expect(bad.status).toBe(400);
    const created = await emma.client.post('/api/v1/me/privacy/consents', {
      patientId: record,
      recipientOrganizationId: lab,
      categories: ['labs', 'demographics'],
      purpose: 'treatment',
      end: '2099-12-31',
    });
    expect(created.status, created.text).toBe(201);
    grantId = created.body.id;
    expect(created.body).toMatchObject({
      effect: 'permit',
      status: 'active',
      recipient: { kind: 'laboratory', name: 'Clear Labs' },
      categories: ['labs', 'demographics'],
    });
    const fhir = await emma.client.get(`/api/v1/me/privacy/consents/${grantId}/fhir`);
    expect(fhir.status).toBe(200);
    const consent = JSON.parse(fhir.text);
    expect(consent.provision.class.map((c: { code: string }) => c.code)).toEqual(['labs', 'demographics']);
    expect(consent.provision.actor[0].reference.reference).toBe(`Organization/${lab}`);
    expect(consent.provision.period.end).toMatch(/^2099-12-31/);
    expect(fhirValid(consent)).toEqual([]);

    const wider = await emma.client.put(`/api/v1/me/privacy/consents/${grantId}`, {
      categories: ['labs', 'billing'],
    });
    expect(wider.status).toBe(400);
    const narrowed = await emma.client.put(`/api/v1/me/privacy/consents/${grantId}`, {
      categories: ['labs'],
    });
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.categories).toEqual(['labs']);
    expect((await stranger.client.post(`/api/v1/me/privacy/consents/${grantId}/revoke`)).status).toBe(404);
    const revoked = await emma.client.post(`/api/v1/me/privacy/consents/${grantId}/revoke`);
    expect(revoked.body.status).toBe('revoked');
    const again = await emma.client.post(`/api/v1/me/privacy/consents/${grantId}/revoke`);
    expect(again.body.error.code).toBe('PRIVACY_CLOSED');
    const revokedFhir = JSON.parse(
      (await emma.client.get(`/api/v1/me/privacy/consents/${grantId}/fhir`)).text,
    );
    expect(revokedFhir.status).toBe('inactive');
  });
});

describe('access requests', () => {
  it('never says whether the e-mail is known, refuses a second pending one, and the patient decides', async () => {
    const body = { categories: ['billing', 'demographics'], purpose: 'payment', reason: 'Claim review' };
    const unknown = await insurer.client.post('/api/v1/access-requests', {
      ...body,
      email: uniqueEmail('nobody'),
    });
    expect(unknown.status).toBe(202);
    const sent = await insurer.client.post('/api/v1/access-requests', { ...body, email: emma.email });
    expect(sent.status, sent.text).toBe(202);
    const twice = await insurer.client.post('/api/v1/access-requests', {
      ...body,
      email: emma.email.toUpperCase(),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('PRIVACY_ALREADY_PENDING');

    const mine = await emma.client.get('/api/v1/me/privacy/access-requests');
    expect(mine.body.items).toHaveLength(1);
    const request = mine.body.items[0];
    expect(request).toMatchObject({
      organizationName: 'Harbor Health',
      status: 'pending',
      reason: 'Claim review',
    });
    expect(
      (
        await stranger.client.post(`/api/v1/me/privacy/access-requests/${request.id}/decide`, {
          decision: 'deny',
        })
      ).status,
    ).toBe(404);
    const approved = await emma.client.post(`/api/v1/me/privacy/access-requests/${request.id}/decide`, {
      decision: 'approve',
      categories: ['billing'],
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', grantedCategories: ['billing'] });
    const grants = await emma.client.get('/api/v1/me/privacy/consents');
    expect(
      grants.body.items.find((g: { recipient: { name: string } }) => g.recipient.name === 'Harbor Health'),
    ).toMatchObject({
      categories: ['billing'],
      purpose: 'payment',
      status: 'active',
    });
    const told = await t.database.db.select().from(notification).where(eq(notification.userId, insurer.id));
    expect(told.map((n) => n.titleKey)).toContain('accessApproved');
    const decidedTwice = await emma.client.post(`/api/v1/me/privacy/access-requests/${request.id}/decide`, {
      decision: 'deny',
    });
    expect(decidedTwice.body.error.code).toBe('PRIVACY_CLOSED');
    const sentList = await insurer.client.get('/api/v1/access-requests');
    expect(sentList.body.items.map((r: { status: string }) => r.status).sort()).toEqual([
      'approved',
      'pending',
    ]);
  });

  it('approving keeps the requested end day, or an earlier one, never a later one', async () => {
    const asker = await t.signedIn({ roles: ['dietitian'], memberships: member(practice) });
    const body = {
      email: emma.email,
      categories: ['labs'],
      purpose: 'treatment',
      reason: 'Referral',
      end: '2099-06-30',
    };
    expect((await asker.client.post('/api/v1/access-requests', body)).status).toBe(202);
    const mine = await emma.client.get('/api/v1/me/privacy/access-requests');
    const request = mine.body.items.find(
      (r: { status: string; reason: string }) => r.status === 'pending' && r.reason === 'Referral',
    );
    const later = await emma.client.post(`/api/v1/me/privacy/access-requests/${request.id}/decide`, {
      decision: 'approve',
      end: '2099-07-01',
    });
    expect(later.status).toBe(400);
    expect(later.body.error.details.fields.end).toBe('notNarrower');
    const same = await emma.client.post(`/api/v1/me/privacy/access-requests/${request.id}/decide`, {
      decision: 'approve',
      end: '2099-06-30',
    });
    expect(same.status, same.text).toBe(200);
  });

  it('a request expires after its 14 days and the requester is told', async () => {
    const email = uniqueEmail('later');
    const asker = await t.signedIn({ roles: ['dietitian'], memberships: member(practice) });
    expect(
      (
        await asker.client.post('/api/v1/access-requests', {
          email,
          categories: ['labs'],
          purpose: 'treatment',
          reason: 'Referral',
        })
      ).status,
    ).toBe(202);
    await t.database.db
      .update(accessRequest)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessRequest.patientEmail, email));
    const { privacyJobs, PRIVACY_SWEEP_JOB } = await import('./index.ts');
    const { systemContext } = await import('../../platform/service-context.ts');
    await privacyJobs.handlers[PRIVACY_SWEEP_JOB]!(
      { id: 'x', kind: PRIVACY_SWEEP_JOB, payload: {}, attempts: 1, maxAttempts: 1 },
      systemContext(
        {
          db: t.database.db,
          logger: t.deps.logger,
          mailer: t.deps.mailer,
          config: t.config,
          storage: t.deps.storage,
        },
        'test',
      ),
    );
    const [row] = await t.database.db
      .select()
      .from(accessRequest)
      .where(eq(accessRequest.patientEmail, email));
    expect(row!.status).toBe('expired');
    const told = await t.database.db.select().from(notification).where(eq(notification.userId, asker.id));
    expect(told.map((n) => n.titleKey)).toContain('accessExpired');
    // and a new one may be sent
    expect(
      (
        await asker.client.post('/api/v1/access-requests', {
          email,
          categories: ['labs'],
          purpose: 'treatment',
          reason: 'Again',
        })
      ).status,
    ).toBe(202);
  });
});

describe('the access log', () => {
  it("shows the care team's reads in plain words, filters them, hides the patient's own, exports CSV", async () => {
    expect((await dietitian.client.get(`/api/v1/consultations/${consultationId}`)).status).toBe(200);
    const log = await emma.client.get('/api/v1/me/privacy/access-log?pageSize=100');
    expect(log.status, log.text).toBe(200);
    const read = log.body.items.find(
      (e: { actor: { name: string }; category: string; kind: string }) =>
        e.actor.name === 'Maya Chen' && e.category === 'consultations' && e.kind === 'read',
    );
    expect(read).toMatchObject({
      reason: 'care_team',
      actor: { roles: ['dietitian'], organizationName: 'Privacy Practice' },
    });
    expect(log.body.items.some((e: { kind: string }) => e.kind === 'consent')).toBe(true);
    expect(log.body.people.map((p: { name: string }) => p.name)).toContain('Maya Chen');
    // list reads name the patient in patient_ids: the patient list read shows too
    expect(log.body.items.some((e: { action: string }) => e.action === 'patient.list')).toBe(true);

    const filtered = await emma.client.get(
      `/api/v1/me/privacy/access-log?category=vitals&actor=${dietitian.id}`,
    );
    expect(filtered.body.items.length).toBeGreaterThan(0);
    expect(
      filtered.body.items.every(
        (e: { category: string; actor: { userId: string } }) =>
          e.category === 'vitals' && e.actor.userId === dietitian.id,
      ),
    ).toBe(true);

    const all = await emma.client.get('/api/v1/me/privacy/access-log?pageSize=100');
    expect(all.body.items.some((e: { reason: string }) => e.reason === 'self')).toBe(true);
    const others = await emma.client.get('/api/v1/me/privacy/access-log?pageSize=100&hideOwn=true');
    expect(others.body.items.some((e: { reason: string }) => e.reason === 'self')).toBe(false);

    const csv = await emma.client.get('/api/v1/me/privacy/access-log.csv?category=consultations');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text.split('\n')[0]).toBe('time,person,roles,organization,kind,category,action,record,reason');
    expect(csv.text).toContain('Maya Chen');
    // the same log as FHIR AuditEvent entries, valid against the FHIR R4 schema, with the filters
    const fhir = await emma.client.get('/api/v1/me/privacy/access-log.fhir?category=consultations');
    expect(fhir.status).toBe(200);
    expect(fhir.headers.get('content-type')).toContain('application/fhir+json');
    const bundle = JSON.parse(fhir.text);
    expect(fhirValid(bundle)).toEqual([]);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(bundle.entry.length).toBeGreaterThan(0);
    for (const { resource } of bundle.entry) {
      expect(resource.resourceType).toBe('AuditEvent');
      expect(resource.entity[0].description).toContain('(consultations)');
    }
    expect(JSON.stringify(bundle)).toContain('Maya Chen');
    expect(JSON.parse((await stranger.client.get('/api/v1/me/privacy/access-log.fhir')).text).entry).toEqual(
      [],
    );
    // another patient sees nothing of it
    const theirs = await stranger.client.get('/api/v1/me/privacy/access-log');
    expect(theirs.body.items).toEqual([]);
  });
});

describe('the access log, paged', () => {
  it('pages newest first without gaps or repeats, reads of the record and list reads alike', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await dietitian.client.get(`/api/v1/patients/${record}`)).status).toBe(200);
      expect((await dietitian.client.get('/api/v1/patients?pageSize=5')).status).toBe(200);
    }
    const pages = async (size: number) => {
      const items: { id: string; at: string; action: string }[] = [];
      for (let page = 1; ; page++) {
        const res = await emma.client.get(`/api/v1/me/privacy/access-log?pageSize=${size}&page=${page}`);
        expect(res.status).toBe(200);
        items.push(...res.body.items);
        if (!res.body.nextCursor) return { items, total: res.body.total };
      }
    };
    const all = await pages(100);
    const ids = all.items.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.total).toBe(ids.length);
    const times = all.items.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    // the same events, 7 at a time, in the same order
    expect((await pages(7)).items.map((e) => e.id)).toEqual(ids);
    const actions = new Set(all.items.map((e) => e.action));
    expect(actions.has('patient.read') && actions.has('patient.list')).toBe(true);
    // the person filter and the list of people come from the same index
    const mine = await emma.client.get(`/api/v1/me/privacy/access-log?pageSize=100&actor=${dietitian.id}`);
    expect(mine.body.items.length).toBeGreaterThanOrEqual(12);
    expect(mine.body.items.every((e: { actor: { userId: string } }) => e.actor.userId === dietitian.id)).toBe(
      true,
    );
    const people = (await emma.client.get('/api/v1/me/privacy/access-log')).body.people.map(
      (p: { id: string }) => p.id,
    );
    expect(people).toContain(dietitian.id);
    expect(people).not.toContain(emma.id);
  });
});

describe('export and erasure', () => {
  it('builds the export in the background; the link works once, only for the patient; it is valid FHIR', async () => {
    const queued = await emma.client.post('/api/v1/me/privacy/exports');
    expect(queued.status).toBe(202);
    expect(queued.body.status).toBe('queued');
    await t.runJobs();
    const overview = await emma.client.get('/api/v1/me/privacy');
    const ready = overview.body.exports.find((x: { id: string }) => x.id === queued.body.id);
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    expect((await stranger.client.get(`/api/v1/me/privacy/exports/${ready.id}/download`)).status).toBe(404);
    const file = await emma.client.get(`/api/v1/me/privacy/exports/${ready.id}/download`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    const bundle = JSON.parse(file.text);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
    const types = new Set(
      bundle.entry.map((e: { resource: { resourceType: string } }) => e.resource.resourceType),
    );
    for (const type of ['Patient', 'Consent', 'Observation', 'DocumentReference', 'AuditEvent']) {
      expect(types, type).toContain(type);
    }
    const doc = bundle.entry.find(
      (e: { resource: { resourceType: string } }) => e.resource.resourceType === 'DocumentReference',
    );
    expect(Buffer.from(doc.resource.content[0].attachment.data, 'base64').toString('latin1')).toContain(
      '%PDF-1.4',
    );
    expect(fhirValid(bundle)).toEqual([]);
    const again = await emma.client.get(`/api/v1/me/privacy/exports/${ready.id}/download`);
    expect(again.status).toBe(409);
  }, 60_000);

  it('a removal request reaches the practice, which takes the member off; they show as former', async () => {
    const asked = await emma.client.post('/api/v1/me/privacy/care-team/removal-requests', {
      patientId: record,
      userId: colleague.id,
      reason: 'I no longer see this doctor',
    });
    expect(asked.status, asked.text).toBe(201);
    const twice = await emma.client.post('/api/v1/me/privacy/care-team/removal-requests', {
      patientId: record,
      userId: colleague.id,
    });
    expect(twice.status).toBe(409);
    const told = await t.database.db.select().from(notification).where(eq(notification.userId, staff.id));
    expect(told.map((n) => n.titleKey)).toContain('privacyRemovalRequested');
    const inbox = await staff.client.get('/api/v1/privacy-requests');
    const open = inbox.body.items.find((r: { id: string }) => r.id === asked.body.id);
    expect(open).toMatchObject({
      kind: 'care_team_removal',
      patientName: 'Emma Rodriguez',
      subject: { name: 'Noor Haddad' },
    });
    expect(
      (
        await otherAdmin.client.post(`/api/v1/privacy-requests/${open.id}/resolve`, {
          outcome: 'completed',
          note: 'x',
        })
      ).status,
    ).toBe(404);
    const done = await staff.client.post(`/api/v1/privacy-requests/${open.id}/resolve`, {
      outcome: 'completed',
      note: 'Removed from your care team.',
    });
    expect(done.status, done.text).toBe(200);
    const rows = await t.database.db
      .select()
      .from(careTeamMember)
      .where(and(eq(careTeamMember.patientId, record), eq(careTeamMember.userId, colleague.id)));
    expect(rows).toEqual([]);
    const view = await emma.client.get('/api/v1/me/privacy/care-team');
    const former = view.body.former.find((m: { userId: string }) => m.userId === colleague.id);
    expect(former).toMatchObject({ name: 'Noor Haddad', categories: [] });
    expect(former.since).not.toBeNull();
    expect(former.until).not.toBeNull();
    expect(await READS.demographics!(colleague.client)).toBe(404);
  });

  it('a completed erasure deletes documents from storage and the record; the note tells what is kept', async () => {
    const [doc] = await t.database.db
      .select()
      .from(patientDocument)
      .where(eq(patientDocument.patientId, record));
    expect(await t.deps.storage.exists(doc!.storageKey)).toBe(true);
    const asked = await emma.client.post('/api/v1/me/privacy/erasure-requests', {
      patientId: record,
      kind: 'erasure',
      reason: 'Moving on',
    });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body.status).toBe('open');
    const note = 'Documents deleted. Consultation notes are kept for 10 years (clinical records retention).';
    const done = await staff.client.post(`/api/v1/privacy-requests/${asked.body.id}/resolve`, {
      outcome: 'completed',
      note,
    });
    expect(done.status, done.text).toBe(200);
    expect(await t.deps.storage.exists(doc!.storageKey)).toBe(false);
    expect(
      await t.database.db.select().from(patientDocument).where(eq(patientDocument.patientId, record)),
    ).toEqual([]);
    expect((await staff.client.get(`/api/v1/patients/${record}`)).status).toBe(404);
    const told = await t.database.db.select().from(notification).where(eq(notification.userId, emma.id));
    expect(told.map((n) => n.titleKey)).toContain('privacyRequestResolved');
  });
});
