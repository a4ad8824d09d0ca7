/**
 * The front desk's new-patient intake through the API (ADR 0055): staff register a patient with the
 * consent they signed, a document and a first visit in one request; each part is what its own module
 * would have made (the record in the list, the grant in the privacy centre and on the record, the file
 * in storage, the visit on the calendar), audited by each; any invalid part changes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { IntakeInput } from '@verdant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointment,
  auditEvent,
  consentDirective,
  patient,
  patientDocument,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { createOrganization } from '../organizations/index.ts';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const NOT_A_DOCUMENT = new TextEncoder().encode('MZ this is a program, not a document');

let t: TestApp;
let practice: string;
let insurerOrg: string;
type Who = { id: string; email: string; client: TestClient };
let staff: Who;
let dietitian: Who;
let outsider: Who;
let otherAdmin: Who;
let insurer: Who;
let emmaAccount: Who;

const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];

function intake(client: TestClient, body: unknown, files: { bytes: Uint8Array; name: string }[] = []) {
  const form = new FormData();
  form.append('intake', JSON.stringify(body));
  for (const f of files) form.append('documents', new File([f.bytes], f.name));
  return client.request('POST', '/api/v1/front-desk/intake', { body: form });
}

/** A free hour of the dietitian, `days` from now at 10:00 UTC. */
const at = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(10, 0, 0, 0);
  return d.toISOString();
};

async function namedPatients(lastName: string) {
  return t.database.db
    .select({ id: patient.id })
    .from(patient)
    .where(and(eq(patient.organizationId, practice), eq(patient.lastName, lastName)));
}

beforeAll(async () => {
  t = await createTestApp();
  practice = await t.createPractice('Intake Practice');
  const other = await t.createPractice('Other Practice');
  insurerOrg = await createOrganization(t.database.db, { name: 'Harbor Health', kind: 'insurer' });
  staff = await t.signedIn({ roles: ['staff'], memberships: member(practice) });
  dietitian = await t.signedIn({
    roles: ['dietitian'],
    memberships: member(practice),
    firstName: 'Maya',
    lastName: 'Chen',
  });
  outsider = await t.signedIn({ roles: ['dietitian'], memberships: member(practice) });
  otherAdmin = await t.signedIn({ roles: ['admin'], memberships: member(other) });
  insurer = await t.signedIn({ roles: ['insurance'], memberships: member(insurerOrg) });
  emmaAccount = await t.signedIn({ roles: ['patient'], email: uniqueEmail('iris') });
});

afterAll(async () => {
  await t?.close();
});

describe('new-patient intake at the front desk', () => {
  it('registers the patient with their signed consent, a document and the first visit, each where its module keeps it', async () => {
    const start = at(3);
    const body: IntakeInput = {
      patient: {
        firstName: 'Iris',
        lastName: 'Moreau',
        email: emmaAccount.email,
        phone: '+1 555 0100',
        dateOfBirth: '1990-05-02',
        gender: 'female',
        city: 'Lyon',
      },
      consents: [
        {
          recipientOrganizationId: insurerOrg,
          categories: ['billing', 'appointments'],
          purpose: 'payment',
          end: null,
          signed: true,
        },
      ],
      firstVisit: {
        providerId: dietitian.id,
        serviceName: 'Initial consultation',
        durationMinutes: 60,
        start,
      },
    };
    const res = await intake(staff.client, body, [{ bytes: PDF, name: 'insurance-card.pdf' }]);
    expect(res.status, res.text).toBe(201);
    const id = res.body.patient.id as string;
    expect(res.body.patient).toMatchObject({ firstName: 'Iris', lastName: 'Moreau', status: 'active' });
    expect(res.body.consents).toHaveLength(1);
    expect(res.body.consents[0]).toMatchObject({
      patientId: id,
      effect: 'permit',
      categories: ['billing', 'appointments'],
      purpose: 'payment',
      status: 'active',
      recipient: { kind: 'insurer', name: 'Harbor Health' },
    });
    expect(res.body.documents).toHaveLength(1);
    expect(res.body.documents[0]).toMatchObject({ type: 'pdf', filename: 'insurance-card.pdf' });
    expect(res.body.appointment).toMatchObject({ serviceName: 'Initial consultation' });
    expect(Date.parse(res.body.appointment.start)).toBe(Date.parse(start));

    // the record is in the practice's list, the document in its documents, the file in storage
    const list = await staff.client.get('/api/v1/patients?q=Moreau&status=active');
    expect(list.body.items.map((p: { id: string }) => p.id)).toContain(id);
    const docs = await staff.client.get(`/api/v1/patients/${id}/documents`);
    expect(docs.body.items).toHaveLength(1);
    const back = await t.app.request(
      new URL(
        `/api/v1/patients/${id}/documents/${docs.body.items[0].id}/content?download=1`,
        'http://localhost:3000',
      ),
      { headers: { cookie: [...staff.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } },
    );
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(PDF);
    // the consent, on the record for the practice and in the insurer's shared records
    const consents = await staff.client.get(`/api/v1/patients/${id}/consents`);
    expect(consents.status).toBe(200);
    expect(consents.body.items.map((g: { id: string }) => g.id)).toEqual([res.body.consents[0].id]);
    const [directive] = await t.database.db
      .select()
      .from(consentDirective)
      .where(eq(consentDirective.patientId, id));
    expect(directive!.createdByUserId).toBe(staff.id);
    const shared = await insurer.client.get('/api/v1/shared-patients');
    expect(shared.body.items.map((s: { patientId: string }) => s.patientId)).toContain(id);
    // the visit is the dietitian's, who joined the care team and so reads the consents too
    const [visit] = await t.database.db.select().from(appointment).where(eq(appointment.patientId, id));
    expect(visit!.providerUserId).toBe(dietitian.id);
    expect((await dietitian.client.get(`/api/v1/patients/${id}/consents`)).status).toBe(200);
    // each module audited its own write
    const actions = (
      await t.database.db
        .select({ action: auditEvent.action })
        .from(auditEvent)
        .where(and(eq(auditEvent.patientId, id), eq(auditEvent.actorUserId, staff.id)))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'patient.create',
        'consent.grant',
        'appointment.create',
        'patient.document.upload',
      ]),
    );
  });

  it('changes nothing when any part is invalid, and says which', async () => {
    const good = {
      patient: { firstName: 'Noe', lastName: 'Invalid' },
      consents: [
        {
          recipientOrganizationId: insurerOrg,
          categories: ['billing'],
          purpose: 'payment',
          signed: true as const,
        },
      ],
      firstVisit: null,
    };
    const docs = await t.database.db.select({ id: patientDocument.id }).from(patientDocument);

    const unsigned = await intake(staff.client, {
      ...good,
      consents: [{ ...good.consents[0], signed: false }],
    });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error.details.fields).toMatchObject({ 'consents.0.signed': 'consentNotSigned' });

    const noName = await intake(staff.client, { ...good, patient: { firstName: '', lastName: 'Invalid' } });
    expect(noName.status).toBe(400);
    expect(Object.keys(noName.body.error.details.fields)).toContain('patient.firstName');

    const ownPractice = await intake(staff.client, {
      ...good,
      consents: [{ ...good.consents[0], recipientOrganizationId: practice }],
    });
    expect(ownPractice.status).toBe(400);

    const program = await intake(staff.client, good, [
      { bytes: PDF, name: 'ok.pdf' },
      { bytes: NOT_A_DOCUMENT, name: 'setup.pdf' },
    ]);
    expect(program.status).toBe(415);
    expect(program.body.error).toMatchObject({ code: 'DOCUMENT_TYPE_NOT_ALLOWED', details: { index: 1 } });

    const past = await intake(
      staff.client,
      {
        ...good,
        firstVisit: { providerId: dietitian.id, serviceName: 'Visit', durationMinutes: 30, start: at(-1) },
      },
      [{ bytes: PDF, name: 'ok.pdf' }],
    );
    expect(past.status).toBe(400);
    expect(past.body.error.code).toBe('SLOT_IN_PAST');

    const notAProvider = await intake(staff.client, {
      ...good,
      firstVisit: { providerId: staff.id, serviceName: 'Visit', durationMinutes: 30, start: at(4) },
    });
    expect(notAProvider.status).toBe(400);
    expect(notAProvider.body.error.details.fields).toMatchObject({ providerId: 'invalidOption' });

    // the time of the first test's visit is taken
    const taken = await intake(staff.client, {
      ...good,
      firstVisit: { providerId: dietitian.id, serviceName: 'Visit', durationMinutes: 30, start: at(3) },
    });
    expect(taken.status).toBe(409);

    expect(await namedPatients('Invalid')).toEqual([]);
    expect(await t.database.db.select({ id: patientDocument.id }).from(patientDocument)).toHaveLength(
      docs.length,
    );
  });

  it("keeps a record's consents to its own practice and the desk to staff and administrators", async () => {
    const res = await intake(staff.client, { patient: { firstName: 'Lea', lastName: 'Private' } });
    expect(res.status, res.text).toBe(201);
    const id = res.body.patient.id as string;
    expect(res.body).toMatchObject({ consents: [], documents: [], appointment: null });
    // another practice's administrator, and a professional not on the care team: not found
    expect((await otherAdmin.client.get(`/api/v1/patients/${id}/consents`)).status).toBe(404);
    expect((await outsider.client.get(`/api/v1/patients/${id}/consents`)).status).toBe(404);
    // professionals do not use the desk's intake
    expect((await intake(dietitian.client, { patient: { firstName: 'X', lastName: 'Y' } })).status).toBe(403);
    // the desk's list of recipients leaves out its own practice
    const recipients = await staff.client.get('/api/v1/front-desk/consent-recipients');
    const ids = recipients.body.items.map((r: { organizationId: string }) => r.organizationId);
    expect(ids).toContain(insurerOrg);
    expect(ids).not.toContain(practice);
    const rows = await t.database.db
      .select({ id: patient.id })
      .from(patient)
      .where(inArray(patient.lastName, ['Y']));
    expect(rows).toEqual([]);
  });
});
