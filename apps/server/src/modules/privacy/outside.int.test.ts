/**
 * Reads from outside the care team (ADR 0038), through the ordinary read routes: a laboratory, an
 * insurer or a professional of another practice reads exactly what an active, unexpired grant shares,
 * nothing else, never a write; revocation and expiry hold on the next request; every read is
 * audited. Break the glass: a professional of the patient's practice opens the record for an hour
 * with a written reason, audited as its own event, shown to the patient, told to the administrators.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvent,
  consentDirective,
  emergencyAccess,
  notification,
  patient,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { createOrganization } from '../organizations/index.ts';

type User = { id: string; email: string; client: TestClient };
let t: TestApp;
let practice: string;
let otherPractice: string;
let labOrg: string;
let dietitian: User;
let admin: User;
let medical: User;
let labUser: User;
let insurer: User;
let elsewhere: User;
let emma: User;
let record: string;
let otherRecord: string;
let consultationId: string;
let documentId: string;

const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function upload(client: TestClient, patientId: string): Promise<string> {
  const body = new FormData();
  body.append('file', new File([PDF], 'referral.pdf', { type: 'application/pdf' }));
  const res = await client.request('POST', `/api/v1/patients/${patientId}/documents`, { body });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

/** A category and a read of it through its own route (status only), for one record. */
const READS = (id: string, consultation?: string): Record<string, (c: TestClient) => Promise<number>> => ({
  demographics: async (c) => (await c.get(`/api/v1/patients/${id}`)).status,
  appointments: async (c) => (await c.get(`/api/v1/patients/${id}/appointments`)).status,
  consultations: async (c) =>
    consultation
      ? (await c.get(`/api/v1/consultations/${consultation}`)).status
      : (await c.get(`/api/v1/consultations?patientId=${id}`)).body.items?.length
        ? 200
        : 404,
  vitals: async (c) => (await c.get(`/api/v1/patients/${id}/vitals`)).status,
  documents: async (c) => (await c.get(`/api/v1/patients/${id}/documents`)).status,
});

async function grant(recipientOrganizationId: string, categories: string[]): Promise<string> {
  const res = await emma.client.post('/api/v1/me/privacy/consents', {
    patientId: record,
    recipientOrganizationId,
    categories,
    purpose: 'treatment',
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  t = await createTestApp();
  practice = await t.createPractice('Grant Practice');
  otherPractice = await t.createPractice('Harbor Clinic');
  labOrg = await createOrganization(t.database.db, { name: 'Clear Labs', kind: 'laboratory' });
  const insurerOrg = await createOrganization(t.database.db, { name: 'Harbor Health', kind: 'insurer' });
  dietitian = await t.signedIn({ roles: ['dietitian'], memberships: member(practice) });
  admin = await t.signedIn({ roles: ['admin'], memberships: member(practice) });
  medical = await t.signedIn({
    roles: ['medical'],
    memberships: member(practice),
    firstName: 'Daniel',
    lastName: 'Weiss',
  });
  labUser = await t.signedIn({ roles: ['lab'], memberships: member(labOrg) });
  insurer = await t.signedIn({ roles: ['insurance'], memberships: member(insurerOrg) });
  elsewhere = await t.signedIn({ roles: ['dietitian'], memberships: member(otherPractice) });
  emma = await t.signedIn({ roles: ['patient'], email: uniqueEmail('emma') });
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
  const other = await dietitian.client.post('/api/v1/patients', { firstName: 'Omar', lastName: 'Other' });
  expect(other.status, other.text).toBe(201);
  otherRecord = other.body.id;
  const c = await dietitian.client.post('/api/v1/consultations', {
    patientId: record,
    occurredAt: '2026-03-02T10:00:00Z',
    sessionType: 'initial',
  });
  expect(c.status, c.text).toBe(201);
  consultationId = c.body.id;
  for (const id of [record, otherRecord]) {
    expect((await dietitian.client.post(`/api/v1/patients/${id}/vitals`, { heartRate: 64 })).status).toBe(
      201,
    );
  }
  documentId = await upload(dietitian.client, record);
  await upload(dietitian.client, otherRecord);
}, 60_000);

afterAll(async () => {
  await t?.close().catch(() => undefined);
});

describe('a recipient with a grant reads exactly that', () => {
  it('a laboratory and an insurer see nothing before a grant', async () => {
    for (const who of [labUser, insurer]) {
      expect((await who.client.get(`/api/v1/patients/${record}`)).status).toBe(404);
      expect((await who.client.get(`/api/v1/patients/${record}/documents`)).status).toBe(404);
      expect((await who.client.get('/api/v1/shared-patients')).body.items).toEqual([]);
    }
    for (const [category, read] of Object.entries(READS(record, consultationId))) {
      expect(await read(elsewhere.client), category).toBe(404);
    }
  });

  it('a laboratory reads the granted categories of that patient only, audited, and never writes', async () => {
    const id = await grant(labOrg, ['demographics', 'documents']);
    const one = await labUser.client.get(`/api/v1/patients/${record}`);
    expect(one.status, one.text).toBe(200);
    expect(one.body).toMatchObject({ id: record, firstName: 'Emma', lastName: 'Rodriguez' });
    const docs = await labUser.client.get(`/api/v1/patients/${record}/documents`);
    expect(docs.status).toBe(200);
    expect(docs.body.items.map((d: { id: string }) => d.id)).toEqual([documentId]);
    const file = await labUser.client.get(`/api/v1/patients/${record}/documents/${documentId}/content`);
    expect(file.status).toBe(200);
    // lab results are not shared: their route says the record does not exist
    expect((await labUser.client.get(`/api/v1/patients/${record}/lab-results`)).status).toBe(404);
    // every other patient of the practice stays unknown
    expect((await labUser.client.get(`/api/v1/patients/${otherRecord}`)).status).toBe(404);
    expect((await labUser.client.get(`/api/v1/patients/${otherRecord}/documents`)).status).toBe(404);
    // the insurer has no grant
    expect((await insurer.client.get(`/api/v1/patients/${record}`)).status).toBe(404);
    // a grant reads, never writes (the practice's write routes are not theirs at all)
    expect((await labUser.client.patch(`/api/v1/patients/${record}`, { city: 'Lyon' })).status).toBe(403);

    const shared = await labUser.client.get('/api/v1/shared-patients');
    expect(shared.status).toBe(200);
    expect(shared.body.items).toEqual([
      expect.objectContaining({
        patientId: record,
        name: 'Emma Rodriguez',
        practiceName: 'Grant Practice',
        categories: ['demographics', 'documents'],
      }),
    ]);

    // every read is audited in the laboratory's name, and Emma sees it as a consent read
    const events = await t.database.db
      .select({ action: auditEvent.action, org: auditEvent.organizationId })
      .from(auditEvent)
      .where(and(eq(auditEvent.actorUserId, labUser.id)));
    const actions = events.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'patient.read',
        'patient.document.list',
        'patient.document.download',
        'patient.shared.list',
      ]),
    );
    expect(new Set(events.map((e) => e.org))).toEqual(new Set([labOrg]));
    const log = await emma.client.get(`/api/v1/me/privacy/access-log?actor=${labUser.id}&pageSize=50`);
    expect(log.status).toBe(200);
    expect(log.body.items.length).toBeGreaterThanOrEqual(4);
    for (const e of log.body.items) {
      expect(e).toMatchObject({ reason: 'consent', actor: { organizationName: 'Clear Labs' } });
    }

    // revoked: refused on the very next request, and gone from the list
    const revoked = await emma.client.post(`/api/v1/me/privacy/consents/${id}/revoke`);
    expect(revoked.status).toBe(200);
    expect((await labUser.client.get(`/api/v1/patients/${record}`)).status).toBe(404);
    expect(
      (await labUser.client.get(`/api/v1/patients/${record}/documents/${documentId}/content`)).status,
    ).toBe(404);
    expect((await labUser.client.get('/api/v1/shared-patients')).body.items).toEqual([]);
  });

  it('a grant of lab results alone opens their trends to the laboratory, and not the demographics', async () => {
    const id = await grant(labOrg, ['labs']);
    const trends = await labUser.client.get(`/api/v1/patients/${record}/lab-results`);
    expect(trends.status, trends.text).toBe(200);
    expect(trends.body).toEqual({ items: [] });
    expect((await labUser.client.get(`/api/v1/patients/${record}`)).status).toBe(404);
    expect((await labUser.client.get(`/api/v1/patients/${record}/documents`)).status).toBe(404);
    expect((await labUser.client.get(`/api/v1/patients/${otherRecord}/lab-results`)).status).toBe(404);
    // the insurer was granted nothing
    expect((await insurer.client.get(`/api/v1/patients/${record}/lab-results`)).status).toBe(404);
    expect((await emma.client.post(`/api/v1/me/privacy/consents/${id}/revoke`)).status).toBe(200);
    expect((await labUser.client.get(`/api/v1/patients/${record}/lab-results`)).status).toBe(404);
  });

  it('demographics alone carry no clinical lines or measures of the record; a grant of them does', async () => {
    const edit = await dietitian.client.patch(`/api/v1/patients/${record}`, {
      medications: [{ name: 'Ferrous sulfate', dose: '325 mg', frequency: 'daily' }],
      medicalConditions: [{ name: 'Iron-deficiency anaemia', since: '2025-09' }],
      notes: 'Tired in the afternoons.',
      heightCm: 165,
    });
    expect(edit.status, edit.text).toBe(200);
    const id = await grant(labOrg, ['demographics']);
    const one = await labUser.client.get(`/api/v1/patients/${record}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      firstName: 'Emma',
      medications: [],
      medicalConditions: [],
      notes: null,
      heightCm: null,
    });
    // the care team still reads them
    expect((await dietitian.client.get(`/api/v1/patients/${record}`)).body.medications).toHaveLength(1);
    expect((await emma.client.post(`/api/v1/me/privacy/consents/${id}/revoke`)).status).toBe(200);
    const wider = await grant(labOrg, ['demographics', 'consultations', 'vitals']);
    const all = await labUser.client.get(`/api/v1/patients/${record}`);
    expect(all.body).toMatchObject({ notes: 'Tired in the afternoons.', heightCm: 165 });
    expect(all.body.medications).toHaveLength(1);
    expect((await emma.client.post(`/api/v1/me/privacy/consents/${wider}/revoke`)).status).toBe(200);
  });

  it("another practice's professional reads exactly the granted categories, through every read route", async () => {
    const granted = ['vitals', 'consultations'];
    const id = await grant(otherPractice, granted);
    for (const [category, read] of Object.entries(READS(record, consultationId))) {
      expect(await read(elsewhere.client), `${category}`).toBe(granted.includes(category) ? 200 : 404);
    }
    // the other patient: nothing
    for (const [category, read] of Object.entries(READS(otherRecord))) {
      expect(await read(elsewhere.client), `other patient ${category}`).toBe(404);
    }
    // their own patient list does not gain the record (demographics is not shared)
    const list = await elsewhere.client.get('/api/v1/patients?pageSize=100');
    expect(list.body.items.map((p: { id: string }) => p.id)).not.toContain(record);
    expect(list.body.total).toBe(0);
    // a grant never writes: recording vitals on the record is refused as unknown
    const write = await elsewhere.client.post(`/api/v1/patients/${record}/vitals`, { heartRate: 70 });
    expect(write.status).toBe(404);

    // expiry: an end in the past ends it by itself
    await t.database.db
      .update(consentDirective)
      .set({ startsAt: sql`now() - interval '2 days'`, endsAt: sql`now() - interval '1 second'` })
      .where(eq(consentDirective.id, id));
    for (const [category, read] of Object.entries(READS(record, consultationId))) {
      expect(await read(elsewhere.client), `expired ${category}`).toBe(404);
    }
    expect((await elsewhere.client.get('/api/v1/shared-patients')).body.items).toEqual([]);
  });
});

describe('break the glass', () => {
  it('a professional of the practice opens the record for an hour with a reason; the patient and administrators see it', async () => {
    // not on the care team: the record is unknown to them
    expect((await medical.client.get(`/api/v1/patients/${record}`)).status).toBe(404);
    const noReason = await medical.client.post('/api/v1/emergency-access', {
      email: emma.email,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    const unknown = await medical.client.post('/api/v1/emergency-access', {
      email: 'nobody@example.test',
      reason: 'Unconscious patient in the waiting room',
    });
    expect(unknown.status).toBe(404);
    // another practice's professional cannot open this practice's record
    const foreign = await elsewhere.client.post('/api/v1/emergency-access', {
      email: emma.email,
      reason: 'Unconscious patient in the waiting room',
    });
    expect(foreign.status).toBe(404);
    expect(
      (await labUser.client.post('/api/v1/emergency-access', { email: emma.email, reason: 'x' })).status,
    ).toBe(403);

    const opened = await medical.client.post('/api/v1/emergency-access', {
      email: emma.email.toUpperCase(),
      reason: 'Unconscious patient in the waiting room',
    });
    expect(opened.status, opened.text).toBe(201);
    expect(opened.body).toMatchObject({ patientId: record, patientName: 'Emma Rodriguez', active: true });
    const minutes = (Date.parse(opened.body.until) - Date.parse(opened.body.at)) / 60_000;
    expect(minutes).toBe(60);

    for (const [category, read] of Object.entries(READS(record, consultationId))) {
      expect(await read(medical.client), `emergency ${category}`).toBe(200);
    }
    // only that record
    expect((await medical.client.get(`/api/v1/patients/${otherRecord}`)).status).toBe(404);
    expect((await medical.client.get('/api/v1/emergency-access')).body.items).toEqual([
      expect.objectContaining({ id: opened.body.id, active: true }),
    ]);

    // a distinct audit event
    const [event] = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'emergency_access.open'), eq(auditEvent.patientId, record)));
    expect(event).toMatchObject({ actorUserId: medical.id, organizationId: practice });
    // the practice's administrators are told
    const told = await t.database.db.select().from(notification).where(eq(notification.userId, admin.id));
    expect(told.map((n) => n.titleKey)).toContain('emergencyAccessOpened');
    // the patient: flagged in their log, with the reason on the privacy centre
    const log = await emma.client.get(`/api/v1/me/privacy/access-log?actor=${medical.id}&pageSize=50`);
    expect(log.body.items.length).toBeGreaterThan(1);
    for (const e of log.body.items) expect(e.reason).toBe('emergency');
    expect(log.body.items.map((e: { action: string }) => e.action)).toContain('emergency_access.open');
    const overview = await emma.client.get('/api/v1/me/privacy');
    expect(overview.body.emergencyAccesses).toEqual([
      expect.objectContaining({ name: 'Daniel Weiss', reason: 'Unconscious patient in the waiting room' }),
    ]);

    // the hour is over: the record is unknown again
    await t.database.db
      .update(emergencyAccess)
      .set({ startsAt: sql`now() - interval '2 hours'`, endsAt: sql`now() - interval '1 hour'` })
      .where(eq(emergencyAccess.id, opened.body.id));
    expect((await medical.client.get(`/api/v1/patients/${record}`)).status).toBe(404);
    expect((await medical.client.get('/api/v1/emergency-access')).body.items[0].active).toBe(false);
  });

  it('a care-team member the patient withheld a category from reads it only after breaking the glass', async () => {
    const shared = await emma.client.put('/api/v1/me/privacy/care-team/visibility', {
      patientId: record,
      userId: dietitian.id,
      categories: ['demographics', 'consultations'],
    });
    expect(shared.status, shared.text).toBe(200);
    expect((await dietitian.client.get(`/api/v1/patients/${record}/documents`)).status).toBe(404);
    const opened = await dietitian.client.post('/api/v1/emergency-access', {
      email: emma.email,
      reason: 'Allergy list needed before surgery',
    });
    expect(opened.status).toBe(201);
    expect((await dietitian.client.get(`/api/v1/patients/${record}/documents`)).status).toBe(200);
    // reads only: a write still follows the care team's own rules (documents withheld: refused)
    expect((await dietitian.client.delete(`/api/v1/patients/${record}/documents/${documentId}`)).status).toBe(
      404,
    );
  });
});
