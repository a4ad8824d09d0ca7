import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, labHeldResult, notification, patient } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { laboratoryWithUser, orderLipidPanel } from './test-fixtures.ts';

let t: TestApp;
let practice: string;
let dietitian: { id: string; email: string; client: TestClient };
let staff: { id: string; client: TestClient };
let lab: Awaited<ReturnType<typeof laboratoryWithUser>>;
let otherLab: Awaited<ReturnType<typeof laboratoryWithUser>>;
let otherDietitian: { id: string; client: TestClient };

async function newPatient(client: TestClient, gender: 'female' | 'male' = 'female') {
  const p = await client.post('/api/v1/patients', {
    firstName: 'Lucía',
    lastName: 'Fernández',
    email: uniqueEmail('patient'),
    dateOfBirth: '1984-06-02',
    gender,
  });
  expect(p.status, p.text).toBe(201);
  return p.body.id as string;
}

const LIPIDS = {
  chol: '2093-3',
  trig: '2571-8',
  hdl: '2085-9',
  ldl: '13457-7',
  nonHdl: '43396-1',
};

beforeAll(async () => {
  t = await createTestApp();
  practice = await t.createPractice('Lab Test Practice');
  dietitian = await t.signedIn({
    roles: ['dietitian'],
    memberships: [{ organizationId: practice, orgRole: 'member' }],
  });
  staff = await t.signedIn({
    roles: ['staff'],
    memberships: [{ organizationId: practice, orgRole: 'member' }],
  });
  const other = await t.createPractice('Elsewhere Practice');
  otherDietitian = await t.signedIn({
    roles: ['dietitian'],
    memberships: [{ organizationId: other, orgRole: 'member' }],
  });
  lab = await laboratoryWithUser(t, 'North Lab');
  otherLab = await laboratoryWithUser(t, 'South Lab');
});
afterAll(async () => {
  await t?.close();
});

describe('ordering', () => {
  it('orders a panel from a laboratory: a readable number, its analytes, the lab is told', async () => {
    const patientId = await newPatient(dietitian.client);
    const labs = await dietitian.client.get('/api/v1/lab-orders/laboratories');
    expect(labs.body.items.map((l: { name: string }) => l.name)).toEqual(
      expect.arrayContaining(['North Lab', 'South Lab']),
    );
    const order = await orderLipidPanel(dietitian.client, patientId, lab.organizationId);
    const full = (await dietitian.client.get(`/api/v1/lab-orders/${order.id}`)).body;
    expect(full.number).toMatch(/^LO-\d{6}$/);
    expect(full.status).toBe('ordered');
    expect(full.analytes.map((a: { loinc: string }) => a.loinc)).toEqual(Object.values(LIPIDS));
    expect(full.events.map((e: { status: string }) => e.status)).toEqual(['ordered']);
    const told = await t.database.db.select().from(notification).where(eq(notification.userId, lab.id));
    expect(told.map((n) => n.titleKey)).toContain('labOrderNew');
    expect(told.every((n) => n.patientId === null)).toBe(true);
    const created = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'lab_order.create'), eq(auditEvent.resourceId, order.id)));
    expect(created).toHaveLength(1);
  });

  it('refuses an unknown test or a practice as laboratory, with field codes, and creates nothing', async () => {
    const patientId = await newPatient(dietitian.client);
    const bad = await dietitian.client.post('/api/v1/lab-orders', {
      patientId,
      laboratoryId: practice,
      codes: ['99999-9'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({
      'codes.0': 'invalidOption',
      laboratoryId: 'invalidOption',
    });
    const list = await dietitian.client.get(`/api/v1/lab-orders?patientId=${patientId}`);
    expect(list.body.items).toEqual([]);
  });

  it('staff cannot order or read lab orders; another practice gets 404', async () => {
    const patientId = await newPatient(dietitian.client);
    const order = await orderLipidPanel(dietitian.client, patientId, lab.organizationId);
    expect((await staff.client.get('/api/v1/lab-orders')).status).toBe(403);
    expect((await otherDietitian.client.get(`/api/v1/lab-orders/${order.id}`)).status).toBe(404);
    const theirs = await otherDietitian.client.get('/api/v1/lab-orders');
    expect(theirs.body.items.map((o: { id: string }) => o.id)).not.toContain(order.id);
  });
});

describe('the laboratory', () => {
  it('sees only orders addressed to it: every route of another lab is 404', async () => {
    const patientId = await newPatient(dietitian.client);
    const order = await orderLipidPanel(dietitian.client, patientId, lab.organizationId);
    const mine = await lab.client.get('/api/v1/lab/orders');
    expect(mine.body.items.map((o: { id: string }) => o.id)).toContain(order.id);
    const theirs = await otherLab.client.get('/api/v1/lab/orders');
    expect(theirs.body.items.map((o: { id: string }) => o.id)).not.toContain(order.id);
    const base = `/api/v1/lab/orders/${order.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['POST', `${base}/receive`],
      ['POST', `${base}/start`],
      ['POST', `${base}/results`, { results: [{ loinc: LIPIDS.chol, value: 180, unit: 'mg/dL' }] }],
      ['POST', `${base}/cancel`, { reason: 'x' }],
      ['GET', `${base}/requisition.pdf`],
      ['GET', `${base}/document`],
    ];
    for (const [method, path, json] of calls) {
      const res = await otherLab.client.request(method, path, json !== undefined ? { json } : {});
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const patients = (await lab.client.get('/api/v1/lab/patients')).body.items;
    expect(patients.map((p: { id: string }) => p.id)).toContain(patientId);
    expect(Object.keys(patients[0]).sort()).toEqual(
      ['dateOfBirth', 'firstName', 'id', 'lastName', 'lastOrderedAt', 'orders', 'practice', 'sex'].sort(),
    );
    const theirPatients = (await otherLab.client.get('/api/v1/lab/patients')).body.items;
    expect(theirPatients.map((p: { id: string }) => p.id)).not.toContain(patientId);
    // a lab user cannot use the practice's side at all
    expect((await lab.client.get(`/api/v1/lab-orders/${order.id}`)).status).toBe(403);
    // the patient record: only under a grant from the patient (ADR 0038), none here, so not found
    expect((await lab.client.get(`/api/v1/patients/${patientId}`)).status).toBe(404);
  });

  it('accepts, works and results an order: flags from the clinical package, the clinician is told', async () => {
    const patientId = await newPatient(dietitian.client);
    const order = await orderLipidPanel(dietitian.client, patientId, lab.organizationId);
    const base = `/api/v1/lab/orders/${order.id}`;
    expect((await lab.client.post(`${base}/start`)).status).toBe(409); // not received yet
    expect((await lab.client.post(`${base}/receive`)).body.status).toBe('received');
    expect((await lab.client.post(`${base}/start`)).body.status).toBe('in_progress');
    const partial = await lab.client.post(`${base}/results`, {
      results: [
        { loinc: LIPIDS.chol, value: 245, unit: 'mg/dL' },
        { loinc: LIPIDS.hdl, value: 1.2, unit: 'mmol/L', referenceLow: 1.0, referenceHigh: null },
      ],
    });
    expect(partial.status, partial.text).toBe(200);
    expect(partial.body.status).toBe('partial');
    const chol = partial.body.results.find((r: { loinc: string }) => r.loinc === LIPIDS.chol);
    expect(chol).toMatchObject({ flag: 'high', referenceHigh: 200, rangeSource: 'reference-table' });
    const hdl = partial.body.results.find((r: { loinc: string }) => r.loinc === LIPIDS.hdl);
    expect(hdl).toMatchObject({ flag: 'normal', referenceLow: 1, rangeSource: 'performing-lab' });
    // a test not ordered is refused with a field code
    const wrong = await lab.client.post(`${base}/results`, {
      results: [{ loinc: '2345-7', value: 90, unit: 'mg/dL' }],
    });
    expect(wrong.body.error.details.fields).toEqual({ 'results.0.loinc': 'notOrdered' });
    const final = await lab.client.post(`${base}/results`, {
      results: [
        { loinc: LIPIDS.trig, value: 140, unit: 'mg/dL' },
        { loinc: LIPIDS.ldl, value: 150, unit: 'mg/dL' },
        { loinc: LIPIDS.nonHdl, value: 190, unit: 'mg/dL' },
      ],
    });
    expect(final.body.status).toBe('final');
    expect(final.body.events.map((e: { status: string }) => e.status)).toEqual([
      'ordered',
      'received',
      'in_progress',
      'partial',
      'final',
    ]);
    // cancelling after results is refused
    expect(
      (await dietitian.client.post(`/api/v1/lab-orders/${order.id}/cancel`, { reason: 'x' })).status,
    ).toBe(409);
    const told = await t.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, dietitian.id), eq(notification.bodyKey, 'labStatus.final')));
    expect(told).toHaveLength(1);
    expect(told[0]!.patientId).toBe(patientId);
  });

  it('a correction supersedes the value it corrects and sends a reviewed order back for review', async () => {
    const patientId = await newPatient(dietitian.client);
    const order = await orderLipidPanel(dietitian.client, patientId, lab.organizationId);
    const base = `/api/v1/lab/orders/${order.id}`;
    await lab.client.post(`${base}/receive`);
    const all = Object.values(LIPIDS).map((loinc) => ({ loinc, value: 100, unit: 'mg/dL' }));
    all[2] = { loinc: LIPIDS.hdl, value: 55, unit: 'mg/dL' };
    expect((await lab.client.post(`${base}/results`, { results: all })).body.status).toBe('final');
    expect(
      (await dietitian.client.post(`/api/v1/lab-orders/${order.id}/review`, { comment: 'Fine.' })).body
        .status,
    ).toBe('reviewed');
    const amended = await lab.client.post(`${base}/results`, {
      results: [{ loinc: LIPIDS.trig, value: 160, unit: 'mg/dL', comment: 'Corrected: transcription error' }],
    });
    expect(amended.body.status).toBe('final');
    const trig = amended.body.results.filter((r: { loinc: string }) => r.loinc === LIPIDS.trig);
    expect(trig.map((r: { status: string; value: number }) => [r.status, r.value])).toEqual([
      ['superseded', 100],
      ['current', 160],
    ]);
    expect(amended.body.events.at(-1)).toMatchObject({ status: 'final', note: 'amended' });
  });

  it('a critical value notifies the ordering clinician at once (and by e-mail) and stays open until acknowledged', async () => {
    const patientId = await newPatient(dietitian.client);
    const res = await dietitian.client.post('/api/v1/lab-orders', {
      patientId,
      laboratoryId: lab.organizationId,
      codes: ['2823-3'],
      priority: 'urgent',
    });
    const id = res.body.id as string;
    await lab.client.post(`/api/v1/lab/orders/${id}/receive`);
    const saved = await lab.client.post(`/api/v1/lab/orders/${id}/results`, {
      results: [{ loinc: '2823-3', value: 6.8, unit: 'mmol/L' }],
    });
    expect(saved.body.results[0].flag).toBe('critical_high');
    const [told] = await t.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, dietitian.id), eq(notification.titleKey, 'labResultCritical')));
    expect(told?.patientId).toBe(patientId);
    await t.runJobs();
    const mail = await t.lastEmailTo(dietitian.email, `Critical lab result on order ${saved.body.number}`);
    expect(mail).toBeDefined();
    const attention = await dietitian.client.get('/api/v1/lab-orders?status=attention');
    const item = attention.body.items.find((o: { id: string }) => o.id === id);
    expect(item.criticalOpen).toBe(1);
    const acked = await dietitian.client.post(`/api/v1/lab-orders/${id}/acknowledge`);
    expect(acked.body.results[0].acknowledgedAt).not.toBeNull();
    const after = await dietitian.client.get('/api/v1/lab-orders?status=all');
    expect(after.body.items.find((o: { id: string }) => o.id === id).criticalOpen).toBe(0);
  });

  it('imports a CSV: rows matched by order number and LOINC; unmatched rows are held, never attached elsewhere', async () => {
    const patientId = await newPatient(dietitian.client);
    const order = await orderLipidPanel(dietitian.client, patientId, lab.organizationId);
    const foreign = await orderLipidPanel(dietitian.client, patientId, otherLab.organizationId);
    await lab.client.post(`/api/v1/lab/orders/${order.id}/receive`);
    const template = await lab.client.get('/api/v1/lab/results/template.csv');
    const csv = [
      template.text.trim(),
      `${order.number},${LIPIDS.chol},232,mg/dL,,200,`,
      `${order.number},${LIPIDS.trig},120,mg/dL,,,`,
      `${order.number},2345-7,95,mg/dL,,,`,
      `${foreign.number},${LIPIDS.chol},180,mg/dL,,,`,
      'LO-999999,2093-3,180,mg/dL,,,',
      'only-one-cell',
    ].join('\r\n');
    const res = await lab.client.request('POST', '/api/v1/lab/results/import', {
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      saved: 2,
      orders: [order.number],
      held: 3,
      errors: [{ line: 7, code: 'rowIncomplete' }],
    });
    const mine = (await lab.client.get(`/api/v1/lab/orders/${order.id}`)).body;
    expect(mine.status).toBe('partial');
    expect(mine.results.find((r: { loinc: string }) => r.loinc === LIPIDS.chol)).toMatchObject({
      value: 232,
      flag: 'high',
    });
    const theirs = (await otherLab.client.get(`/api/v1/lab/orders/${foreign.id}`)).body;
    expect(theirs.results).toEqual([]);
    const held = (await lab.client.get('/api/v1/lab/results/held')).body.items;
    expect(held.map((h: { reason: string }) => h.reason).sort()).toEqual([
      'unknown_order',
      'unknown_order',
      'unknown_test',
    ]);
    expect((await otherLab.client.get('/api/v1/lab/results/held')).body.items).toEqual([]);
    const stored = await t.database.db
      .select()
      .from(labHeldResult)
      .where(eq(labHeldResult.laboratoryId, lab.organizationId));
    expect(stored.length).toBeGreaterThanOrEqual(3);
    expect((await otherLab.client.post(`/api/v1/lab/results/held/${held[0].id}/resolve`)).status).toBe(404);
    expect((await lab.client.post(`/api/v1/lab/results/held/${held[0].id}/resolve`)).status).toBe(204);
    expect((await lab.client.get('/api/v1/lab/results/held')).body.items).toHaveLength(held.length - 1);
    const notCsv = await lab.client.request('POST', '/api/v1/lab/results/import', {
      body: 'a,b\n1,2',
      headers: { 'content-type': 'text/csv' },
    });
    expect(notCsv.body.error.code).toBe('IMPORT_INVALID');
  });

  it('prints the requisition and stores the report document on both sides', async () => {
    const patientId = await newPatient(dietitian.client);
    const order = await orderLipidPanel(dietitian.client, patientId, lab.organizationId);
    const pdf = await dietitian.client.get(`/api/v1/lab-orders/${order.id}/requisition.pdf?lang=es`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    const form = new FormData();
    form.append('file', new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'report.pdf'));
    const up = await lab.client.request('PUT', `/api/v1/lab/orders/${order.id}/document`, { body: form });
    expect(up.status, up.text).toBe(200);
    expect(up.body.document).toMatchObject({ filename: 'report.pdf', contentType: 'application/pdf' });
    const down = await dietitian.client.get(`/api/v1/lab-orders/${order.id}/document`);
    expect(down.status).toBe(200);
    expect(down.text.startsWith('%PDF-1.4')).toBe(true);
    const notPdf = new FormData();
    notPdf.append('file', new File([new TextEncoder().encode('hello')], 'x.txt'));
    expect(
      (await lab.client.request('PUT', `/api/v1/lab/orders/${order.id}/document`, { body: notPdf })).status,
    ).toBe(415);
  });

  it('cancels before results (either side), with a reason, telling the other side', async () => {
    const patientId = await newPatient(dietitian.client);
    const order = await orderLipidPanel(dietitian.client, patientId, lab.organizationId);
    const res = await lab.client.post(`/api/v1/lab/orders/${order.id}/cancel`, {
      reason: 'Sample haemolysed',
    });
    expect(res.body).toMatchObject({ status: 'cancelled', cancelReason: 'Sample haemolysed' });
    const told = await t.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, dietitian.id), eq(notification.bodyKey, 'labStatus.cancelled')));
    expect(told.length).toBeGreaterThan(0);
    expect((await lab.client.post(`/api/v1/lab/orders/${order.id}/receive`)).status).toBe(409);
  });
});

describe('the patient', () => {
  it('sees a result only after a clinician reviewed it, with trends', async () => {
    const patientId = await newPatient(dietitian.client, 'male');
    const account = await t.signedIn({ roles: ['patient'] });
    await t.database.db.update(patient).set({ userId: account.id }).where(eq(patient.id, patientId));
    const order = await orderLipidPanel(dietitian.client, patientId, lab.organizationId);
    await lab.client.post(`/api/v1/lab/orders/${order.id}/receive`);
    await lab.client.post(`/api/v1/lab/orders/${order.id}/results`, {
      results: Object.values(LIPIDS).map((loinc) => ({
        loinc,
        value: loinc === LIPIDS.hdl ? 50 : 120,
        unit: 'mg/dL',
      })),
    });
    const before = await account.client.get('/api/v1/me/lab-results');
    expect(before.status).toBe(200);
    expect(before.body.orders).toEqual([]);
    expect(before.body.trends).toEqual([]);
    await dietitian.client.post(`/api/v1/lab-orders/${order.id}/review`, { comment: 'Triglycerides fine.' });
    const after = await account.client.get('/api/v1/me/lab-results');
    expect(after.body.orders.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(after.body.orders[0].reviewComment).toBe('Triglycerides fine.');
    expect(after.body.trends.find((s: { loinc: string }) => s.loinc === LIPIDS.chol).points[0].value).toBe(
      120,
    );
    const told = await t.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, account.id), eq(notification.titleKey, 'labResultReady')));
    expect(told).toHaveLength(1);
    // the practice's series of the same patient
    const trends = await dietitian.client.get(`/api/v1/patients/${patientId}/lab-results`);
    expect(trends.body.items.map((s: { loinc: string }) => s.loinc)).toEqual(
      expect.arrayContaining(Object.values(LIPIDS)),
    );
    expect((await otherDietitian.client.get(`/api/v1/patients/${patientId}/lab-results`)).status).toBe(404);
  });

  it('an outside result typed in by the clinician is reviewed at once and reaches the patient', async () => {
    const patientId = await newPatient(dietitian.client);
    const res = await dietitian.client.post('/api/v1/lab-orders/outside', {
      patientId,
      laboratoryName: 'City Hospital Lab',
      collectedOn: '2026-03-04',
      results: [{ loinc: '2276-4', value: 9, unit: 'ng/mL' }],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      source: 'outside',
      status: 'reviewed',
      outsideLaboratory: 'City Hospital Lab',
    });
    expect(res.body.results[0].flag).toBe('low');
    const badUnit = await dietitian.client.post('/api/v1/lab-orders/outside', {
      patientId,
      laboratoryName: 'City Hospital Lab',
      collectedOn: '2026-03-04',
      results: [{ loinc: '2276-4', value: 9, unit: 'mg/dL' }],
    });
    expect(badUnit.body.error.details.fields).toEqual({ 'results.0.unit': 'unitInvalid' });
  });
});

describe('HL7 v2', () => {
  it('an ORU^R01 with two OBX segments gives two results on the right order and an ACK with AA; an unmatched OBX is held', async () => {
    const patientId = await newPatient(dietitian.client);
    const res = await dietitian.client.post('/api/v1/lab-orders', {
      patientId,
      laboratoryId: lab.organizationId,
      codes: ['local:thyroid'],
    });
    const order = res.body as { id: string; number: string };
    await lab.client.post(`/api/v1/lab/orders/${order.id}/receive`);
    const message = [
      'MSH|^~\\&|NORTHLIS|NORTHLAB|VERDANT|PRACTICE|20261128083000||ORU^R01|MSG00042|P|2.5.1',
      'PID|1||PAT-1||Fernández^Lucía||19840602|F',
      `OBR|1|${order.number}|F-778|local:thyroid^Thyroid screen|||20261128070000`,
      'OBX|1|NM|3016-3^TSH^LN||6.2|mIU/L|0.45-4.12|H|||F',
      'OBX|2|NM|3024-7^Free T4^LN||1.1|ng/dL|0.8-1.8|N|||F',
      'OBR|2|LO-999998|F-779|2093-3^Cholesterol|||20261128070000',
      'OBX|1|NM|2093-3^Cholesterol^LN||190|mg/dL|<200|N|||F',
    ].join('\r');
    const answer = await lab.client.request('POST', '/api/v1/lab/results/hl7', {
      body: message,
      headers: { 'content-type': 'x-application/hl7-v2+er7' },
    });
    expect(answer.status, answer.text).toBe(200);
    const msa = answer.text.split('\r').find((s) => s.startsWith('MSA|'));
    expect(msa?.split('|').slice(1, 3)).toEqual(['AA', 'MSG00042']);
    const saved = (await lab.client.get(`/api/v1/lab/orders/${order.id}`)).body;
    expect(saved.status).toBe('final');
    const rows = saved.results.map(
      (r: { loinc: string; value: number; flag: string; referenceHigh: number }) => [
        r.loinc,
        r.value,
        r.flag,
        r.referenceHigh,
      ],
    );
    expect(rows.sort()).toEqual([
      ['3016-3', 6.2, 'high', 4.12],
      ['3024-7', 1.1, 'normal', 1.8],
    ]);
    const held = (await lab.client.get('/api/v1/lab/results/held')).body.items;
    expect(
      held.some(
        (h: { orderNumber: string; reason: string }) =>
          h.orderNumber === 'LO-999998' && h.reason === 'unknown_order',
      ),
    ).toBe(true);
    // another laboratory's message for this order holds the rows, it never writes them
    const foreign = await otherLab.client.request('POST', '/api/v1/lab/results/hl7', {
      body: message,
      headers: { 'content-type': 'x-application/hl7-v2+er7' },
    });
    expect(foreign.status).toBe(200);
    expect((await lab.client.get(`/api/v1/lab/orders/${order.id}`)).body.results).toHaveLength(2);
    // not a result message: AR
    const adt = await lab.client.request('POST', '/api/v1/lab/results/hl7', {
      body: 'MSH|^~\\&|A|B|C|D|20261128||ADT^A01|X1|P|2.5.1\rPID|1',
      headers: { 'content-type': 'x-application/hl7-v2+er7' },
    });
    expect(
      adt.text
        .split('\r')
        .find((s) => s.startsWith('MSA|'))
        ?.split('|')[1],
    ).toBe('AR');
  });
});
