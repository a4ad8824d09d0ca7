/**
 * ADR 0037: the laboratory's own orders (walk-ins), the automatic release of unreviewed results after
 * the practice's delay (a fixed clock), the viewer's unit system and the patient's PDF report.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, labOrder, notification, patient } from '../../db/schema/index.ts';
import { patientEventsWhere } from '../../platform/audit.ts';
import { systemContext } from '../../platform/service-context.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { releaseDueResults } from './index.ts';
import { laboratoryWithUser, orderLipidPanel } from './test-fixtures.ts';

let t: TestApp;
let dietitian: { id: string; client: TestClient };
let otherDietitian: { id: string; client: TestClient };
let lab: Awaited<ReturnType<typeof laboratoryWithUser>>;
let otherLab: Awaited<ReturnType<typeof laboratoryWithUser>>;

const LIPIDS = ['2093-3', '2571-8', '2085-9', '13457-7', '43396-1'];

async function newPatient(client: TestClient) {
  const p = await client.post('/api/v1/patients', {
    firstName: 'Marta',
    lastName: 'Ibáñez',
    email: uniqueEmail('patient'),
    dateOfBirth: '1979-03-14',
    gender: 'female',
  });
  expect(p.status, p.text).toBe(201);
  return p.body.id as string;
}

/** A patient with an account and a final (unreviewed) lipid panel; returns the order and the account. */
async function finalLipidPanel() {
  const patientId = await newPatient(dietitian.client);
  const account = await t.signedIn({ roles: ['patient'] });
  await t.database.db.update(patient).set({ userId: account.id }).where(eq(patient.id, patientId));
  const order = await orderLipidPanel(dietitian.client, patientId, lab.organizationId);
  await lab.client.post(`/api/v1/lab/orders/${order.id}/receive`);
  const res = await lab.client.post(`/api/v1/lab/orders/${order.id}/results`, {
    results: LIPIDS.map((loinc) => ({ loinc, value: loinc === '2085-9' ? 50 : 120, unit: 'mg/dL' })),
  });
  expect(res.body.status).toBe('final');
  return { order, account, patientId };
}

const jobAt = (at: string) => ({
  ...systemContext({ ...t.deps, logger: t.deps.logger }, 'job:labs.auto-release'),
  now: () => new Date(at),
});

beforeAll(async () => {
  t = await createTestApp();
  const practice = await t.createPractice('Release Practice');
  dietitian = await t.signedIn({
    roles: ['dietitian'],
    memberships: [{ organizationId: practice, orgRole: 'member' }],
  });
  const other = await t.createPractice('Another Practice');
  otherDietitian = await t.signedIn({
    roles: ['dietitian'],
    memberships: [{ organizationId: other, orgRole: 'member' }],
  });
  lab = await laboratoryWithUser(t, 'Walk-in Lab');
  otherLab = await laboratoryWithUser(t, 'Other Walk-in Lab');
});
afterAll(async () => {
  await t?.close();
});

describe('the laboratory registers an order itself', () => {
  it('for a new walk-in patient: received, the clinician as written, audited, flows to results', async () => {
    const res = await lab.client.post('/api/v1/lab/orders', {
      newPatient: { firstName: 'Tomás', lastName: 'Ruiz', dateOfBirth: '1990-05-01', sex: 'M' },
      codes: ['4548-4', '1558-6'],
      orderingClinician: 'Dr. Elena Costa (Clínica Norte)',
      priority: 'urgent',
      fasting: 'fast_8h',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      status: 'received',
      registeredByLab: true,
      orderingClinician: 'Dr. Elena Costa (Clínica Norte)',
      orderedBy: null,
      priority: 'urgent',
      fasting: 'fast_8h',
      practice: { id: lab.organizationId },
      patient: { firstName: 'Tomás', lastName: 'Ruiz', sex: 'M' },
    });
    expect(res.body.events.map((e: { status: string }) => e.status)).toEqual(['ordered', 'received']);
    const [p] = await t.database.db.select().from(patient).where(eq(patient.id, res.body.patient.id));
    expect(p!.organizationId).toBe(lab.organizationId);
    const audited = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'lab_order.create_walk_in'), eq(auditEvent.resourceId, res.body.id)));
    expect(audited).toHaveLength(1);
    // the same statuses as any order
    expect((await lab.client.post(`/api/v1/lab/orders/${res.body.id}/start`)).body.status).toBe(
      'in_progress',
    );
    const done = await lab.client.post(`/api/v1/lab/orders/${res.body.id}/results`, {
      results: [
        { loinc: '4548-4', value: 5.4, unit: '%' },
        { loinc: '1558-6', value: 92, unit: 'mg/dL' },
      ],
    });
    expect(done.body.status).toBe('final');
    // it is in the lab's list and patients; another laboratory gets 404
    const list = await lab.client.get('/api/v1/lab/orders?q=Ruiz');
    expect(list.body.items.map((o: { id: string }) => o.id)).toContain(res.body.id);
    expect(list.body.items[0].orderingClinician).toBe('Dr. Elena Costa (Clínica Norte)');
    expect((await otherLab.client.get(`/api/v1/lab/orders/${res.body.id}`)).status).toBe(404);
    // a second order for the same walk-in patient
    const again = await lab.client.post('/api/v1/lab/orders', {
      patientId: res.body.patient.id,
      codes: ['24331-1'],
      orderingClinician: 'Dr. Elena Costa',
    });
    expect(again.status, again.text).toBe(201);
    // another laboratory cannot order for this laboratory's walk-in patient
    const stolen = await otherLab.client.post('/api/v1/lab/orders', {
      patientId: res.body.patient.id,
      codes: ['24331-1'],
      orderingClinician: 'Someone',
    });
    expect(stolen.status).toBe(404);
  });

  it("for a client practice's patient: the practice sees the order on its side", async () => {
    const patientId = await newPatient(dietitian.client);
    // the laboratory reaches the patient once the practice has ordered from it
    const before = await lab.client.post('/api/v1/lab/orders', {
      patientId,
      codes: ['24331-1'],
      orderingClinician: 'Paper requisition',
    });
    expect(before.status).toBe(404);
    await orderLipidPanel(dietitian.client, patientId, lab.organizationId);
    const res = await lab.client.post('/api/v1/lab/orders', {
      patientId,
      codes: ['4548-4'],
      orderingClinician: 'Dr. Paul Weber',
    });
    expect(res.status, res.text).toBe(201);
    const seen = await dietitian.client.get(`/api/v1/lab-orders/${res.body.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.orderingClinician).toBe('Dr. Paul Weber');
    expect((await otherDietitian.client.get(`/api/v1/lab-orders/${res.body.id}`)).status).toBe(404);
    expect((await otherLab.client.get(`/api/v1/lab/orders/${res.body.id}`)).status).toBe(404);
  });

  it('refuses bad input with field codes and changes nothing', async () => {
    const count = async () => (await t.database.db.select({ id: labOrder.id }).from(labOrder)).length;
    const n = await count();
    const noPatient = await lab.client.post('/api/v1/lab/orders', {
      codes: ['24331-1'],
      orderingClinician: 'X',
    });
    expect(noPatient.status).toBe(400);
    expect(noPatient.body.error.details.fields.patientId).toBe('required');
    const bad = await lab.client.post('/api/v1/lab/orders', {
      newPatient: { firstName: 'Ana', lastName: 'Gil', dateOfBirth: '2999-01-01', sex: 'F' },
      codes: ['9999-9'],
      orderingClinician: 'Dr. X',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toMatchObject({
      'codes.0': 'invalidOption',
      'newPatient.dateOfBirth': 'dateOfBirthInFuture',
    });
    const noClinician = await lab.client.post('/api/v1/lab/orders', {
      newPatient: { firstName: 'Ana', lastName: 'Gil', dateOfBirth: '1999-01-01', sex: 'F' },
      codes: ['24331-1'],
      orderingClinician: '  ',
    });
    expect(noClinician.body.error.details.fields.orderingClinician).toBe('required');
    expect(await count()).toBe(n);
    // the practice cannot use the laboratory's route
    expect(
      (await dietitian.client.post('/api/v1/lab/orders', { codes: ['24331-1'], orderingClinician: 'X' }))
        .status,
    ).toBe(403);
  });
});

describe('the automatic release', () => {
  it('releases final unreviewed results after the practice’s delay, once, tells the patient; review still works', async () => {
    const { order, account, patientId } = await finalLipidPanel();
    const [row] = await t.database.db.select().from(labOrder).where(eq(labOrder.id, order.id));
    const finalAt = row!.finalAt!;
    expect(finalAt).toBeInstanceOf(Date);
    const plus = (days: number, ms = 0) => new Date(finalAt.getTime() + days * 86_400_000 + ms).toISOString();
    expect((await account.client.get('/api/v1/me/lab-results')).body.orders).toEqual([]);
    // the default 7 days: not yet after six days and 23 hours
    await releaseDueResults(jobAt(plus(6, 23 * 3_600_000)));
    expect((await account.client.get('/api/v1/me/lab-results')).body.orders).toEqual([]);
    expect(await releaseDueResults(jobAt(plus(7, 1000)))).toBeGreaterThanOrEqual(1);
    expect(await releaseDueResults(jobAt(plus(7, 2000)))).toBe(0);
    const mine = (await account.client.get('/api/v1/me/lab-results')).body;
    expect(mine.orders.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(mine.orders[0].status).toBe('final');
    expect(mine.orders[0].releasedAt).toBe(plus(7, 1000));
    const told = await t.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, account.id), eq(notification.titleKey, 'labResultReady')));
    expect(told).toHaveLength(1);
    const audited = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'lab_order.released'), patientEventsWhere(patientId)));
    expect(audited).toHaveLength(1);
    // the clinician can still review it
    const reviewed = await dietitian.client.post(`/api/v1/lab-orders/${order.id}/review`, {
      comment: 'Fine.',
    });
    expect(reviewed.body.status).toBe('reviewed');
  });

  it('follows the practice setting: 0 never releases, 2 releases after two days', async () => {
    expect((await dietitian.client.get('/api/v1/lab-orders/settings')).body).toEqual({ autoReleaseDays: 7 });
    const bad = await dietitian.client.put('/api/v1/lab-orders/settings', { autoReleaseDays: 400 });
    expect(bad.status).toBe(400);
    expect((await dietitian.client.get('/api/v1/lab-orders/settings')).body).toEqual({ autoReleaseDays: 7 });
    expect((await dietitian.client.put('/api/v1/lab-orders/settings', { autoReleaseDays: 0 })).status).toBe(
      200,
    );
    const { order, account } = await finalLipidPanel();
    const [row] = await t.database.db.select().from(labOrder).where(eq(labOrder.id, order.id));
    const later = (days: number) => new Date(row!.finalAt!.getTime() + days * 86_400_000).toISOString();
    await releaseDueResults(jobAt(later(400)));
    expect((await account.client.get('/api/v1/me/lab-results')).body.orders).toEqual([]);
    await dietitian.client.put('/api/v1/lab-orders/settings', { autoReleaseDays: 2 });
    // another practice's setting is its own
    expect((await otherDietitian.client.get('/api/v1/lab-orders/settings')).body).toEqual({
      autoReleaseDays: 7,
    });
    await releaseDueResults(jobAt(later(1)));
    expect((await account.client.get('/api/v1/me/lab-results')).body.orders).toEqual([]);
    await releaseDueResults(jobAt(later(2)));
    expect((await account.client.get('/api/v1/me/lab-results')).body.orders).toHaveLength(1);
    await dietitian.client.put('/api/v1/lab-orders/settings', { autoReleaseDays: 7 });
  });
});

describe('the viewer', () => {
  it('keeps a unit system of their own', async () => {
    expect((await dietitian.client.get('/api/v1/me/lab-preferences')).body).toEqual({
      unitSystem: 'conventional',
    });
    expect((await dietitian.client.put('/api/v1/me/lab-preferences', { unitSystem: 'metric' })).status).toBe(
      400,
    );
    expect((await dietitian.client.put('/api/v1/me/lab-preferences', { unitSystem: 'si' })).body).toEqual({
      unitSystem: 'si',
    });
    expect((await dietitian.client.get('/api/v1/me/lab-preferences')).body).toEqual({ unitSystem: 'si' });
    expect((await otherDietitian.client.get('/api/v1/me/lab-preferences')).body).toEqual({
      unitSystem: 'conventional',
    });
  });

  it('the patient downloads a PDF report of their reviewed results, in English or Spanish', async () => {
    const { order, account } = await finalLipidPanel();
    await dietitian.client.post(`/api/v1/lab-orders/${order.id}/review`, { comment: 'All good.' });
    for (const lang of ['en', 'es']) {
      const res = await account.client.get(`/api/v1/me/lab-results/report.pdf?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.text.startsWith('%PDF-')).toBe(true);
    }
    const audited = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'lab_order.patient_read'), eq(auditEvent.resourceId, order.id)));
    expect(audited.length).toBeGreaterThanOrEqual(2);
  });
});
