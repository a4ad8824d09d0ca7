import { STARTER_PATIENT_LIMIT } from '@verdant/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, organization, patient, patientInvitation } from '../../db/schema/index.ts';
import { audit, patientEventsWhere } from '../../platform/audit.ts';
import { type ServiceContext, systemContext, withTransaction } from '../../platform/service-context.ts';
import {
  createTestApp,
  TEST_BASE_URL,
  TEST_PASSWORD,
  type TestApp,
  type TestClient,
  uniqueEmail,
} from '../../test/app.ts';
import { createPatient } from './service.ts';

let t: TestApp;
let practiceA: string;
let practiceB: string;
let staffA: { id: string; client: TestClient };
let dietitianA: { id: string; client: TestClient };
let dietitian2: { id: string; client: TestClient };
let adminA: { id: string; client: TestClient };

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A Windows executable's first bytes ("MZ" header), to be uploaded under a .pdf name. */
const EXE = new Uint8Array([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff,
]);

/** A request with a raw body (CSV, multipart), as the signed-in client. */
function raw(client: TestClient, method: string, path: string, body: string | FormData, type?: string) {
  return client.request(method, path, { body, ...(type ? { headers: { 'content-type': type } } : {}) });
}

function upload(
  client: TestClient,
  patientId: string,
  bytes: Uint8Array,
  name: string,
  type = 'application/pdf',
) {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return raw(client, 'POST', `/api/v1/patients/${patientId}/documents`, form);
}

async function newPatient(client: TestClient, over: Record<string, unknown> = {}) {
  const res = await client.post('/api/v1/patients', {
    firstName: 'Ana',
    lastName: 'Rodriguez',
    email: uniqueEmail('patient'),
    phone: '+34 600 111 222',
    dateOfBirth: '1985-04-12',
    gender: 'female',
    heightCm: 165,
    weightKg: 62.5,
    allergies: { allergens: ['peanuts'], other: ['latex'] },
    medicalConditions: [{ name: 'Type 2 diabetes', since: '2019-03' }],
    medications: [{ name: 'Metformin', dose: '500 mg', frequency: 'twice daily' }],
    ...over,
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; email: string };
}

const auditCount = async (patientId: string, action: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvent)
    .where(and(patientEventsWhere(patientId), eq(auditEvent.action, action)));
  return Number(row?.n ?? 0);
};

beforeAll(async () => {
  t = await createTestApp();
  practiceA = await t.createPractice('Practice A');
  practiceB = await t.createPractice('Practice B');
  await t.database.db
    .update(organization)
    .set({ plan: 'professional' })
    .where(eq(organization.id, practiceA));
  const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];
  staffA = await t.signedIn({ roles: ['staff'], memberships: member(practiceA) });
  adminA = await t.signedIn({ roles: ['admin'], memberships: member(practiceA) });
  dietitianA = await t.signedIn({ roles: ['dietitian'], memberships: member(practiceA) });
  dietitian2 = await t.signedIn({ roles: ['dietitian'], memberships: member(practiceB) });
});
afterAll(async () => {
  await t.close();
});

describe('patient records', () => {
  it('creates, reads, updates with every field, and finds a patient despite a typo', async () => {
    const created = await newPatient(staffA.client, { lastName: 'Rodríguez-Typo', firstName: 'Marta' });
    const read = await staffA.client.get(`/api/v1/patients/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      heightCm: 165,
      weightKg: 62.5,
      allergies: { allergens: ['peanuts'], other: ['latex'] },
      medicalConditions: [{ name: 'Type 2 diabetes', since: '2019-03', notes: null }],
      medications: [{ name: 'Metformin', dose: '500 mg', frequency: 'twice daily' }],
      status: 'active',
      platformAccess: 'none',
    });
    const found = await staffA.client.get('/api/v1/patients?q=Rodrigez');
    expect(found.status).toBe(200);
    expect(found.body.items.map((p: { id: string }) => p.id)).toContain(created.id);
    const updated = await staffA.client.patch(`/api/v1/patients/${created.id}`, {
      city: 'Sevilla',
      weightKg: 61,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ city: 'Sevilla', weightKg: 61, lastName: 'Rodríguez-Typo' });
  });

  it('pages a search and a plain list: the total, the next page and the order hold on every page', async () => {
    const tag = `Pagerson${Math.floor(Math.random() * 1e6)}`;
    for (const first of ['Carla', 'Ana', 'Bea'])
      await newPatient(staffA.client, { lastName: tag, firstName: first });
    const first = await staffA.client.get(`/api/v1/patients?q=${tag}&sort=name&pageSize=2`);
    expect(first.body).toMatchObject({ total: 3, totalCapped: false, page: 1, nextCursor: '2' });
    expect(first.body.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Ana', 'Bea']);
    expect(Object.keys(first.body.items[0])).not.toContain('matches');
    const second = await staffA.client.get(`/api/v1/patients?q=${tag}&sort=name&pageSize=2&page=2`);
    expect(second.body).toMatchObject({ total: 3, page: 2, nextCursor: null });
    expect(second.body.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Carla']);
    // a page past the end still knows the total
    const past = await staffA.client.get(`/api/v1/patients?q=${tag}&pageSize=2&page=5`);
    expect(past.body).toMatchObject({ items: [], total: 3, nextCursor: null });
    const plain = await staffA.client.get('/api/v1/patients?pageSize=1');
    expect(plain.body.total).toBeGreaterThanOrEqual(3);
    expect(plain.body.nextCursor).toBe('2');
  });

  it("keeps the practice-wide totals exact through create, import, deactivate and delete (the database's tally)", async () => {
    const counts = async () => {
      const rows = await t.database.db
        .select({ status: patient.status, n: sql<number>`count(*)::int` })
        .from(patient)
        .where(and(eq(patient.organizationId, practiceA), sql`${patient.deletedAt} is null`))
        .groupBy(patient.status);
      const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
      return {
        all: (by.active ?? 0) + (by.inactive ?? 0),
        active: by.active ?? 0,
        inactive: by.inactive ?? 0,
      };
    };
    const totals = async () => {
      const out: Record<string, number> = {};
      for (const status of ['all', 'active', 'inactive']) {
        const res = await staffA.client.get(`/api/v1/patients?status=${status}&pageSize=1`);
        expect(res.body.totalCapped).toBe(false);
        out[status] = res.body.total;
      }
      return out;
    };
    const a = await newPatient(staffA.client);
    const b = await newPatient(staffA.client);
    const csv = 'firstName,lastName,status\nTal,Lyone,active\nTal,Lytwo,inactive\nTal,Lythree,active\n';
    const imported = await raw(staffA.client, 'POST', '/api/v1/patients/import', csv, 'text/csv');
    expect(imported.status, imported.text).toBe(200);
    expect((await staffA.client.post(`/api/v1/patients/${a.id}/deactivate`)).status).toBe(200);
    expect((await staffA.client.delete(`/api/v1/patients/${b.id}`)).status).toBe(204);
    expect(await totals()).toEqual(await counts());
  });

  it('answers field errors and changes nothing for bad input', async () => {
    const bad = await staffA.client.post('/api/v1/patients', {
      firstName: '',
      lastName: 'X',
      email: 'not-an-email',
      heightCm: 900,
      allergies: { allergens: ['gluten-ish'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(bad.body.error.details.fields).toMatchObject({
      firstName: 'firstNameRequired',
      email: 'emailInvalid',
      heightCm: 'heightOutOfRange',
    });
    const first = await newPatient(staffA.client);
    const dup = await staffA.client.post('/api/v1/patients', {
      firstName: 'B',
      lastName: 'C',
      email: first.email,
    });
    expect(dup.status).toBe(400);
    expect(dup.body.error.details.fields.email).toBe('emailTaken');
  });

  it('shows a professional only the patients of their care teams', async () => {
    const p = await newPatient(staffA.client);
    expect((await dietitianA.client.get(`/api/v1/patients/${p.id}`)).status).toBe(404);
    const list = await dietitianA.client.get('/api/v1/patients?pageSize=100');
    expect(list.body.items.map((x: { id: string }) => x.id)).not.toContain(p.id);
    const added = await staffA.client.post(`/api/v1/patients/${p.id}/care-team`, { userId: dietitianA.id });
    expect(added.status, added.text).toBe(200);
    expect(added.body.items.map((m: { userId: string }) => m.userId)).toEqual([dietitianA.id]);
    expect((await dietitianA.client.get(`/api/v1/patients/${p.id}`)).status).toBe(200);
    // someone who is not a professional of the practice cannot join
    const refused = await staffA.client.post(`/api/v1/patients/${p.id}/care-team`, { userId: dietitian2.id });
    expect(refused.status).toBe(400);
    const removed = await staffA.client.delete(`/api/v1/patients/${p.id}/care-team/${dietitianA.id}`);
    expect(removed.body.items).toEqual([]);
    expect((await dietitianA.client.get(`/api/v1/patients/${p.id}`)).status).toBe(404);
    // a patient a professional adds is on their care team
    const own = await newPatient(dietitianA.client);
    expect((await dietitianA.client.get(`/api/v1/patients/${own.id}`)).status).toBe(200);
  });

  it('filters by status, deactivates, and soft-deletes keeping the audit history', async () => {
    const p = await newPatient(staffA.client, { lastName: 'Inactivova' });
    const off = await staffA.client.post(`/api/v1/patients/${p.id}/deactivate`);
    expect(off.body.status).toBe('inactive');
    const inactive = await staffA.client.get('/api/v1/patients?status=inactive&q=Inactivova');
    expect(inactive.body.items.map((x: { id: string }) => x.id)).toEqual([p.id]);
    const active = await staffA.client.get('/api/v1/patients?status=active&q=Inactivova');
    expect(active.body.items).toEqual([]);
    expect((await staffA.client.delete(`/api/v1/patients/${p.id}`)).status).toBe(204);
    expect((await staffA.client.get(`/api/v1/patients/${p.id}`)).status).toBe(404);
    expect((await staffA.client.get('/api/v1/patients?q=Inactivova')).body.total).toBe(0);
    expect(await auditCount(p.id, 'patient.delete')).toBe(1);
    expect(await auditCount(p.id, 'patient.create')).toBe(1);
    const trail = await adminA.client.get(`/api/v1/admin/audit-trail?patientId=${p.id}&userId=${staffA.id}`);
    expect(trail.status).toBe(200);
    expect(trail.body.items.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['patient.create', 'patient.deactivate', 'patient.delete']),
    );
    // whom the filters name, for the screen's pickers (a deleted record's name included)
    expect(trail.body.filter).toEqual({
      user: { id: staffA.id, name: 'Test User' },
      patient: { id: p.id, name: 'Ana Inactivova' },
    });
  });
});

describe('tenancy: a dietitian of another practice', () => {
  it('gets 404 for a patient of the first practice through every route, search, count and export', async () => {
    const p = await newPatient(staffA.client, { lastName: 'Zyxwvutson', email: uniqueEmail('zyx') });
    await staffA.client.post(`/api/v1/patients/${p.id}/care-team`, { userId: dietitianA.id });
    const doc = await upload(staffA.client, p.id, PDF, 'lab.pdf');
    expect(doc.status, doc.text).toBe(201);
    const c = dietitian2.client;
    const id = p.id;
    const calls: [string, Promise<{ status: number }>][] = [
      ['get', c.get(`/api/v1/patients/${id}`)],
      ['patch', c.patch(`/api/v1/patients/${id}`, { city: 'X' })],
      ['deactivate', c.post(`/api/v1/patients/${id}/deactivate`)],
      ['reactivate', c.post(`/api/v1/patients/${id}/reactivate`)],
      ['delete', c.delete(`/api/v1/patients/${id}`)],
      ['care-team', c.get(`/api/v1/patients/${id}/care-team`)],
      ['care-team add', c.post(`/api/v1/patients/${id}/care-team`, { userId: dietitian2.id })],
      ['care-team remove', c.delete(`/api/v1/patients/${id}/care-team/${dietitianA.id}`)],
      ['documents', c.get(`/api/v1/patients/${id}/documents`)],
      ['document content', c.get(`/api/v1/patients/${id}/documents/${doc.body.id}/content`)],
      ['document delete', c.delete(`/api/v1/patients/${id}/documents/${doc.body.id}`)],
      ['invitation', c.get(`/api/v1/patients/${id}/invitation`)],
      ['invite', c.post(`/api/v1/patients/${id}/invitation`)],
      ['revoke', c.delete(`/api/v1/patients/${id}/invitation`)],
    ];
    for (const [name, call] of calls) expect((await call).status, name).toBe(404);
    const upload2 = await upload(c, id, PDF, 'x.pdf');
    expect(upload2.status).toBe(404);
    // search, count and export do not give it away
    const search = await c.get('/api/v1/patients?q=Zyxwvutson');
    expect(search.body).toMatchObject({ items: [], total: 0 });
    const exported = await c.get('/api/v1/patients/export.csv?q=Zyxwvutson');
    expect(exported.status).toBe(200);
    expect(exported.text).not.toContain('Zyxwvutson');
    const analytics = await c.get('/api/v1/patients/analytics');
    expect(analytics.status).toBe(200);
    expect(analytics.body.byStatus.total).toBe(0);
    // and nothing changed
    const still = await staffA.client.get(`/api/v1/patients/${id}`);
    expect(still.body).toMatchObject({ status: 'active', city: null });
    expect((await staffA.client.get(`/api/v1/patients/${id}/documents`)).body.items).toHaveLength(1);
  });

  it('keeps the admin audit trail to the practice', async () => {
    const p = await newPatient(staffA.client);
    const adminB = await t.signedIn({
      roles: ['admin'],
      memberships: [{ organizationId: practiceB, orgRole: 'member' }],
    });
    const theirs = await adminB.client.get(`/api/v1/admin/audit-trail?patientId=${p.id}&userId=${staffA.id}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.total).toBe(0);
    // the ids of another practice's patient and member name nobody
    expect(theirs.body.filter).toEqual({ user: null, patient: null });
    const malformed = await adminB.client.get('/api/v1/admin/audit-trail?patientId=not-a-uuid');
    expect(malformed.status).toBe(200);
    expect(malformed.body.filter.patient).toBeNull();
  });
});

describe('audit', () => {
  it('writes an audit event for each read: record, list, care team, documents, download, export', async () => {
    const p = await newPatient(staffA.client, { lastName: 'Auditson' });
    const doc = await upload(staffA.client, p.id, PDF, 'report.pdf');
    const reads: [string, string, () => Promise<{ status: number }>][] = [
      ['patient.read', 'get', () => staffA.client.get(`/api/v1/patients/${p.id}`)],
      ['patient.list', 'list', () => staffA.client.get('/api/v1/patients?q=Auditson')],
      ['patient.care_team.read', 'care team', () => staffA.client.get(`/api/v1/patients/${p.id}/care-team`)],
      ['patient.document.list', 'documents', () => staffA.client.get(`/api/v1/patients/${p.id}/documents`)],
      [
        'patient.document.download',
        'download',
        () => staffA.client.get(`/api/v1/patients/${p.id}/documents/${doc.body.id}/content`),
      ],
      [
        'patient.invitation.read',
        'invitation',
        () => staffA.client.get(`/api/v1/patients/${p.id}/invitation`),
      ],
      ['patient.export', 'export', () => staffA.client.get('/api/v1/patients/export.csv?q=Auditson')],
    ];
    for (const [action, name, read] of reads) {
      const before = await auditCount(p.id, action);
      expect((await read()).status, name).toBe(200);
      expect(await auditCount(p.id, action), name).toBe(before + 1);
    }
    const [event] = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.patientId, p.id), eq(auditEvent.action, 'patient.read')));
    expect(event).toMatchObject({ actorUserId: staffA.id, ip: staffA.client.ip });
  });

  it('records a list page as one event naming every patient it showed, acting in the practice', async () => {
    const tag = `Pagecount${Math.floor(Math.random() * 1e6)}`;
    const created = [];
    for (let i = 0; i < 3; i++) created.push(await newPatient(staffA.client, { lastName: tag }));
    const res = await staffA.client.get(`/api/v1/patients?q=${tag}`);
    expect(res.status).toBe(200);
    const events = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'patient.list'), patientEventsWhere(created[0]!.id)));
    expect(events).toHaveLength(1);
    expect(new Set(events[0]!.patientIds)).toEqual(new Set(created.map((p) => p.id)));
    expect(events[0]).toMatchObject({ actorUserId: staffA.id, organizationId: practiceA, patientId: null });
    // the practice's trail finds it by any of those patients, and counts them
    const trail = await adminA.client.get(
      `/api/v1/admin/audit-trail?patientId=${created[2]!.id}&action=patient.list`,
    );
    expect(trail.status, trail.text).toBe(200);
    expect(trail.body.items).toHaveLength(1);
    expect(trail.body.items[0]).toMatchObject({ action: 'patient.list', patient: null, patientCount: 3 });
  });

  it('rolls an audit event back with its write: neither is found', async () => {
    const ctx: ServiceContext = {
      ...systemContext(
        { db: t.database.db, logger: t.deps.logger, mailer: t.deps.mailer, config: t.config },
        'test',
      ),
      actor: {
        userId: staffA.id,
        sessionId: 'test',
        roles: ['staff'],
        organizationIds: [practiceA],
        organization: { id: practiceA, kind: 'practice' },
        platformAdmin: false,
        via: 'cookie',
      },
      organization: { id: practiceA, kind: 'practice' },
    };
    const email = uniqueEmail('rolled-back');
    let id = '';
    await expect(
      withTransaction(ctx, async (tx) => {
        id = (await createPatient(tx, { firstName: 'Never', lastName: 'Kept', email })).id;
        await audit(tx, { action: 'patient.note', resourceType: 'patient', resourceId: id, patientId: id });
        throw new Error('the write fails after its audit event');
      }),
    ).rejects.toThrow('the write fails');
    expect(id).not.toBe('');
    expect(await t.database.db.select().from(patient).where(eq(patient.id, id))).toEqual([]);
    expect(await t.database.db.select().from(auditEvent).where(eq(auditEvent.patientId, id))).toEqual([]);
  });
});

describe('plan limit', () => {
  it('refuses the 51st active patient on Starter (create, import, reactivate) and allows it on Professional', async () => {
    const starter = await t.createPractice('Starter Practice');
    const staff = await t.signedIn({
      roles: ['staff'],
      memberships: [{ organizationId: starter, orgRole: 'member' }],
    });
    await t.database.db.insert(patient).values(
      Array.from({ length: STARTER_PATIENT_LIMIT }, (_, i) => ({
        organizationId: starter,
        firstName: 'P',
        lastName: `N${i}`,
      })),
    );
    const refused = await staff.client.post('/api/v1/patients', { firstName: 'One', lastName: 'Toomany' });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      code: 'PATIENT_LIMIT_REACHED',
      details: { limit: STARTER_PATIENT_LIMIT, active: STARTER_PATIENT_LIMIT, plan: 'starter' },
    });
    // an inactive one may be added; reactivating it is the 51st
    const inactive = await staff.client.post('/api/v1/patients', {
      firstName: 'Idle',
      lastName: 'One',
      status: 'inactive',
    });
    expect(inactive.status).toBe(201);
    const reactivate = await staff.client.post(`/api/v1/patients/${inactive.body.id}/reactivate`);
    expect(reactivate.status).toBe(402);
    expect(reactivate.body.error.code).toBe('PATIENT_LIMIT_REACHED');
    const imported = await raw(
      staff.client,
      'POST',
      '/api/v1/patients/import',
      'firstName,lastName\nNew,Person\n',
      'text/csv',
    );
    expect(imported.status).toBe(402);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(patient)
      .where(eq(patient.organizationId, starter));
    expect(Number(count!.n)).toBe(STARTER_PATIENT_LIMIT + 1);
    await t.database.db
      .update(organization)
      .set({ plan: 'professional' })
      .where(eq(organization.id, starter));
    expect((await staff.client.post('/api/v1/patients', { firstName: 'Now', lastName: 'Fine' })).status).toBe(
      201,
    );
  });
});

describe('CSV import and export', () => {
  it('previews, then imports nothing when one row is bad', async () => {
    const csv = [
      'firstName,lastName,email,dateOfBirth,allergies,medications,Shoe size',
      `Carla,Importa,${uniqueEmail('imp')},1990-02-03,milk;penicillin,Metformin,42`,
      'Bad,Row,not-an-email,1990-13-40,,,',
      `,Nofirst,${uniqueEmail('imp')},,,,`,
    ].join('\n');
    const preview = await raw(staffA.client, 'POST', '/api/v1/patients/import/preview', csv, 'text/csv');
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ total: 3, valid: 1, ignoredColumns: ['Shoe size'] });
    expect(preview.body.errors).toEqual([
      { line: 3, fields: { email: 'emailInvalid', dateOfBirth: 'dateInvalid' } },
      { line: 4, fields: { firstName: 'firstNameRequired' } },
    ]);
    const before = await staffA.client.get('/api/v1/patients?q=Importa');
    const refused = await raw(staffA.client, 'POST', '/api/v1/patients/import', csv, 'text/csv');
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('IMPORT_INVALID');
    expect(refused.body.error.details.errors).toHaveLength(2);
    const after = await staffA.client.get('/api/v1/patients?q=Importa');
    expect(after.body.total).toBe(before.body.total);

    const good = csv.split('\n').slice(0, 2).join('\n');
    const done = await raw(staffA.client, 'POST', '/api/v1/patients/import', good, 'text/csv');
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ created: 1 });
    const carla = (await staffA.client.get('/api/v1/patients?q=Importa')).body.items[0];
    const full = (await staffA.client.get(`/api/v1/patients/${carla.id}`)).body;
    expect(full.allergies).toEqual({ allergens: ['milk'], other: ['penicillin'] });
  });

  it('exports the filtered list with formulas neutralised', async () => {
    await newPatient(staffA.client, {
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'Formulae',
      notes: '@SUM(A1)',
    });
    const res = await staffA.client.get('/api/v1/patients/export.csv?q=Formulae');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const [header, row] = res.text.trim().split('\r\n');
    expect(header).toContain('firstName,lastName,email');
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain(`'@SUM(A1)`);
    expect(res.text).not.toMatch(/(^|,)=/m);
  });
});

describe('documents', () => {
  it('stores a PDF, lists it, downloads the same bytes and deletes it', async () => {
    const p = await newPatient(staffA.client);
    const up = await upload(staffA.client, p.id, PDF, 'blood test.pdf');
    expect(up.status, up.text).toBe(201);
    expect(up.body).toMatchObject({
      filename: 'blood test.pdf',
      type: 'pdf',
      size: PDF.byteLength,
      viewable: true,
    });
    const list = await staffA.client.get(`/api/v1/patients/${p.id}/documents`);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.maxBytes).toBe(t.config.documentMaxBytes);
    const file = await t.app.request(
      new URL(`/api/v1/patients/${p.id}/documents/${up.body.id}/content?download=1`, TEST_BASE_URL),
      { headers: { cookie: [...staffA.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    expect((await staffA.client.delete(`/api/v1/patients/${p.id}/documents/${up.body.id}`)).status).toBe(204);
    expect((await staffA.client.get(`/api/v1/patients/${p.id}/documents`)).body.items).toEqual([]);
  });

  it('refuses a renamed executable by its content, whatever its name and declared type', async () => {
    const p = await newPatient(staffA.client);
    const res = await upload(staffA.client, p.id, EXE, 'results.pdf', 'application/pdf');
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('DOCUMENT_TYPE_NOT_ALLOWED');
    expect((await staffA.client.get(`/api/v1/patients/${p.id}/documents`)).body.items).toEqual([]);
  });
});

describe('invitations from the patient record', () => {
  it('creates the account, e-mails a one-time link, and accepting makes a platform user', async () => {
    const p = await newPatient(staffA.client);
    const sent = await staffA.client.post(`/api/v1/patients/${p.id}/invitation`);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ platformAccess: 'invite_pending', pending: { email: p.email } });
    const link = await t.linkFromEmail(p.email);
    const token = link.searchParams.get('invite')!;
    expect(link.pathname).toBe('/auth');
    const mail = t.mail.messages.findLast((m) => m.to === p.email)!;
    expect(mail.text).toContain(p.email);
    expect(mail.text).not.toMatch(/password:\s*\S+/i);
    // the account exists, and nobody can sign in to it before the link is used
    expect((await t.client().signIn(p.email, TEST_PASSWORD)).status).not.toBe(200);
    const accepted = await t
      .client()
      .post('/api/v1/invitations/accept', { token, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
    expect(accepted.status, accepted.text).toBe(200);
    const patientClient = t.client();
    expect((await patientClient.signIn(p.email, TEST_PASSWORD)).status).toBe(200);
    expect((await patientClient.get('/api/v1/me/roles')).body).toMatchObject({ roles: ['patient'] });
    expect((await staffA.client.get(`/api/v1/patients/${p.id}`)).body.platformAccess).toBe('platform_user');
    // the link is single use
    const reused = await t.client().post('/api/v1/invitations/accept', {
      token,
      password: 'another-pass-9',
      confirmPassword: 'another-pass-9',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toMatchObject({ code: 'INVALID_TOKEN', details: { invitation: 'used' } });
  });

  it('an expired, resent or revoked link says so', async () => {
    const p = await newPatient(staffA.client);
    await staffA.client.post(`/api/v1/patients/${p.id}/invitation`);
    const first = (await t.linkFromEmail(p.email)).searchParams.get('invite')!;
    await staffA.client.post(`/api/v1/patients/${p.id}/invitation`);
    const second = (await t.linkFromEmail(p.email)).searchParams.get('invite')!;
    expect(second).not.toBe(first);
    const lookup = (token: string) => t.client().post('/api/v1/invitations/lookup', { token });
    expect((await lookup(first)).body.status).toBe('expired');
    expect((await lookup(second)).body.status).toBe('valid');
    await t.database.db
      .update(patientInvitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(patientInvitation.patientId, p.id));
    const expired = await t.client().post('/api/v1/invitations/accept', {
      token: second,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(expired.body.error).toMatchObject({ code: 'INVALID_TOKEN', details: { invitation: 'expired' } });

    await staffA.client.post(`/api/v1/patients/${p.id}/invitation`);
    const third = (await t.linkFromEmail(p.email)).searchParams.get('invite')!;
    const revoked = await staffA.client.delete(`/api/v1/patients/${p.id}/invitation`);
    expect(revoked.body).toEqual({ platformAccess: 'none', pending: null });
    expect((await lookup(third)).body.status).toBe('expired');
  });

  it('needs an e-mail address', async () => {
    const p = await newPatient(staffA.client, { email: null });
    const res = await staffA.client.post(`/api/v1/patients/${p.id}/invitation`);
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.email).toBe('emailRequiredForInvitation');
  });
});

describe('analytics', () => {
  it('counts by status, month, age band and gender over the practice', async () => {
    const b = await t.createPractice('Analytics Practice');
    const staff = await t.signedIn({
      roles: ['staff'],
      memberships: [{ organizationId: b, orgRole: 'member' }],
    });
    await t.database.db.update(organization).set({ plan: 'enterprise' }).where(eq(organization.id, b));
    await newPatient(staff.client, { dateOfBirth: '2015-01-01', gender: 'male' });
    await newPatient(staff.client, { dateOfBirth: '1950-01-01', gender: 'female', status: 'inactive' });
    await newPatient(staff.client, { dateOfBirth: null, gender: null });
    const res = await staff.client.get('/api/v1/patients/analytics');
    expect(res.status).toBe(200);
    expect(res.body.byStatus).toEqual({ active: 2, inactive: 1, total: 3 });
    expect(res.body.newPerMonth).toHaveLength(12);
    expect(res.body.newPerMonth.at(-1).count).toBe(3);
    const band = (name: string) => res.body.ageBands.find((x: { band: string }) => x.band === name).count;
    expect([band('0-17'), band('75+'), band('unknown')]).toEqual([1, 1, 1]);
    const gender = (g: string) => res.body.gender.find((x: { gender: string }) => x.gender === g).count;
    expect([gender('male'), gender('female'), gender('unknown')]).toEqual([1, 1, 1]);
    expect(res.body.plan).toEqual({ name: 'enterprise', activeLimit: null });
  });
});
