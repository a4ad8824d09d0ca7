import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, insuranceClaimEvent, notification } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { claimBody, completeBillingProfile, customLine, insurerWithUser } from '../billing/test-fixtures.ts';
import { createOrganization } from '../organizations/index.ts';
import { parse837 } from './test-fixtures.ts';

let t: TestApp;
let practice: string;
let staff: { id: string; client: TestClient };
let dietitian: { id: string; client: TestClient };
let insurer: Awaited<ReturnType<typeof insurerWithUser>>;
let otherInsurer: Awaited<ReturnType<typeof insurerWithUser>>;

async function sentInvoice(
  client: TestClient,
  lines = [
    customLine('Medical nutrition therapy, initial', 12000),
    customLine('Medical nutrition therapy, follow-up', 8000),
  ],
) {
  const p = await client.post('/api/v1/patients', {
    firstName: 'José',
    lastName: 'Núñez',
    email: uniqueEmail('patient'),
    dateOfBirth: '1980-02-29',
    gender: 'male',
  });
  expect(p.status, p.text).toBe(201);
  const inv = await client.post('/api/v1/invoices', { patientId: p.body.id, lines });
  expect(inv.status, inv.text).toBe(201);
  expect((await client.post(`/api/v1/invoices/${inv.body.id}/send`)).status).toBe(200);
  return { patientId: p.body.id as string, invoice: inv.body };
}

function twoLineClaim(invoiceId: string, payer: string) {
  const body = claimBody(payer);
  return {
    invoiceId,
    ...body,
    lines: [
      {
        serviceDate: '2026-01-05',
        procedureCode: '97802',
        modifiers: ['95'],
        units: 4,
        chargeMinor: 12000,
        diagnosisPointers: [1, 2],
      },
      {
        serviceDate: '2026-01-19',
        procedureCode: '97803',
        modifiers: [],
        units: 2,
        chargeMinor: 8000,
        diagnosisPointers: [1],
      },
    ],
  };
}

beforeAll(async () => {
  t = await createTestApp();
  practice = await createOrganization(t.database.db, {
    name: 'Green Valley',
    kind: 'practice',
    plan: 'professional',
  });
  staff = await t.signedIn({
    roles: ['staff'],
    memberships: [{ organizationId: practice, orgRole: 'member' }],
  });
  dietitian = await t.signedIn({
    roles: ['dietitian'],
    memberships: [{ organizationId: practice, orgRole: 'member' }],
  });
  insurer = await insurerWithUser(t, 'Acme Health Insurance');
  otherInsurer = await insurerWithUser(t, 'Other Mutual');
});
afterAll(async () => {
  await t?.close();
});

describe('a claim from draft to payment', () => {
  it('is submitted as an 837P that parses, adjudicated by its insurer only, and settles the invoice', async () => {
    const { invoice } = await sentInvoice(dietitian.client);
    const payers = await staff.client.get('/api/v1/claims/payers');
    expect(payers.body.items.map((p: { name: string }) => p.name)).toEqual([
      'Acme Health Insurance',
      'Other Mutual',
    ]);

    // NPI and codes are checked
    const wrong = await dietitian.client.post('/api/v1/claims', {
      ...twoLineClaim(invoice.id, insurer.organizationId),
      renderingProvider: { npi: '1234567890', firstName: 'Maya', lastName: 'Chen' },
      diagnosisCodes: ['Z71.3', 'nonsense'],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.fields).toMatchObject({
      'renderingProvider.npi': 'npiInvalid',
      'diagnosisCodes.1': 'icd10Invalid',
    });

    const created = await dietitian.client.post(
      '/api/v1/claims',
      twoLineClaim(invoice.id, insurer.organizationId),
    );
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;
    expect([created.body.status, created.body.number, created.body.totalChargeMinor]).toEqual([
      'draft',
      'CLM-000001',
      20000,
    ]);
    // a draft is not the insurer's yet
    expect((await insurer.client.get(`/api/v1/insurer/claims/${id}`)).status).toBe(404);

    // submitting needs the practice's billing details
    const incomplete = await dietitian.client.post(`/api/v1/claims/${id}/submit`);
    expect(incomplete.body.error.code).toBe('BILLING_PROFILE_INCOMPLETE');
    expect(incomplete.body.error.details.missing).toEqual(expect.arrayContaining(['npi', 'taxId']));
    await completeBillingProfile(t, practice);
    const submitted = await dietitian.client.post(`/api/v1/claims/${id}/submit`);
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.status).toBe('submitted');

    const file = await staff.client.get(`/api/v1/claims/${id}/837p`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('CLM-000001.837p.x12');
    const x = parse837(file.text);
    expect(x.value('NM1', 9, 2)).toBe('1234567893'); // billing provider NPI (NM1*85)
    expect(x.value('REF', 2)).toBe('123456789');
    expect(x.value('CLM', 1)).toBe('CLM-000001');
    expect(x.value('CLM', 2)).toBe('200');
    expect(x.value('CLM', 5)).toBe('10:B:1');
    expect(x.value('HI', 1)).toBe('ABK:Z713');
    expect(x.value('HI', 2)).toBe('ABF:E669');
    expect(x.all('SV1').map((s) => [s.valueOf(1), s.valueOf(2), s.valueOf(4), s.valueOf(7)])).toEqual([
      ['HC:97802:95', '120', '4', '1:2'],
      ['HC:97803', '80', '2', '1'],
    ]);
    expect(
      x
        .all('NM1')
        .find((s) => s.valueOf(1) === 'IL')
        ?.valueOf(9),
    ).toBe('XJH123456789');
    expect(
      x
        .all('NM1')
        .find((s) => s.valueOf(1) === 'PR')
        ?.valueOf(3),
    ).toBe('ACME HEALTH INSURANCE');
    // the insurer reads the same file
    expect((await insurer.client.get(`/api/v1/insurer/claims/${id}/837p`)).text).toBe(file.text);

    // only the insurer it is addressed to: another insurer gets 404 on every route, and lists nothing
    for (const [method, path, body] of [
      ['GET', `/api/v1/insurer/claims/${id}`],
      ['GET', `/api/v1/insurer/claims/${id}/837p`],
      ['POST', `/api/v1/insurer/claims/${id}/accept`],
      ['POST', `/api/v1/insurer/claims/${id}/reject`, { reason: 'x' }],
      [
        'POST',
        `/api/v1/insurer/claims/${id}/adjudicate`,
        { lines: [{ lineId: submitted.body.lines[0].id, allowedMinor: 0 }] },
      ],
    ] as const) {
      const res = await otherInsurer.client.request(method, path, body ? { json: body } : {});
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await otherInsurer.client.get('/api/v1/insurer/claims')).body.total).toBe(0);
    // an insurer never reaches the practice's routes
    expect((await insurer.client.get(`/api/v1/claims/${id}`)).status).toBe(403);
    expect((await insurer.client.get(`/api/v1/invoices/${invoice.id}`)).status).toBe(403);

    const queue = await insurer.client.get('/api/v1/insurer/claims?status=todo');
    expect(queue.body.items.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await insurer.client.post(`/api/v1/insurer/claims/${id}/adjudicate`, { lines: [] })).status).toBe(
      400,
    );
    expect((await insurer.client.post(`/api/v1/insurer/claims/${id}/accept`)).body.status).toBe('accepted');
    const seen = await insurer.client.get(`/api/v1/insurer/claims/${id}`);
    expect([seen.body.status, seen.body.patient.lastName, seen.body.payer.name]).toEqual([
      'accepted',
      'Núñez',
      'Acme Health Insurance',
    ]);
    const [first, second] = submitted.body.lines;
    const tooHigh = await insurer.client.post(`/api/v1/insurer/claims/${id}/adjudicate`, {
      lines: [
        { lineId: first.id, allowedMinor: 12001 },
        { lineId: second.id, allowedMinor: 0 },
      ],
    });
    expect(tooHigh.body.error.details.fields['lines.0.allowedMinor']).toBe('allowedTooHigh');
    // line 1: allowed 100 of 120 (CO-45 20), coinsurance 20 (PR-2), paid 80; line 2 denied, not medically necessary (CO-50)
    const adjudicated = await insurer.client.post(`/api/v1/insurer/claims/${id}/adjudicate`, {
      lines: [
        {
          lineId: first.id,
          allowedMinor: 10000,
          patientResponsibilityMinor: 2000,
          patientResponsibilityReason: '2',
        },
        { lineId: second.id, allowedMinor: 0, reasonCode: '50' },
      ],
      note: 'Follow-up not covered',
    });
    expect(adjudicated.status, adjudicated.text).toBe(200);
    expect([
      adjudicated.body.status,
      adjudicated.body.paidMinor,
      adjudicated.body.patientResponsibilityMinor,
    ]).toEqual(['partially_paid', 8000, 2000]);
    expect(adjudicated.body.lines[0].adjustments).toEqual([
      { group: 'CO', reasonCode: '45', amountMinor: 2000 },
      { group: 'PR', reasonCode: '2', amountMinor: 2000 },
    ]);
    expect(adjudicated.body.lines[1].adjustments).toEqual([
      { group: 'CO', reasonCode: '50', amountMinor: 8000 },
    ]);
    expect(adjudicated.body.invoiceBalance).toBeNull();

    // the practice sees the outcome and what the patient still owes: 200 − 80 paid − 100 written off = 20
    const outcome = await staff.client.get(`/api/v1/claims/${id}`);
    expect(outcome.body.invoiceBalance).toEqual({ totalMinor: 20000, balanceMinor: 2000, status: 'sent' });
    const inv = await staff.client.get(`/api/v1/invoices/${invoice.id}`);
    expect([inv.body.amountPaidMinor, inv.body.adjustedMinor, inv.body.balanceMinor]).toEqual([
      8000, 10000, 2000,
    ]);
    expect(inv.body.payments.map((p: { kind: string; method: string | null }) => [p.kind, p.method])).toEqual(
      [
        ['payment', 'insurance'],
        ['adjustment', null],
      ],
    );

    // appealed, then paid in full on appeal: the earlier settlement is replaced, not added to
    const appealed = await dietitian.client.post(`/api/v1/claims/${id}/appeal`, {
      reason: 'Follow-up is part of the MNT plan',
    });
    expect(appealed.body.status).toBe('appealed');
    const repaid = await insurer.client.post(`/api/v1/insurer/claims/${id}/adjudicate`, {
      lines: [
        { lineId: first.id, allowedMinor: 10000, patientResponsibilityMinor: 2000 },
        { lineId: second.id, allowedMinor: 8000 },
      ],
    });
    expect(repaid.body.status).toBe('paid');
    const settled = await staff.client.get(`/api/v1/invoices/${invoice.id}`);
    expect([settled.body.amountPaidMinor, settled.body.adjustedMinor, settled.body.balanceMinor]).toEqual([
      16000, 2000, 2000,
    ]);
    // the patient pays their coinsurance: the invoice is paid
    const paid = await staff.client.post(`/api/v1/invoices/${invoice.id}/payments`, {
      amountMinor: 2000,
      method: 'card',
      paidOn: '2026-02-01',
    });
    expect(paid.body.status).toBe('paid');

    // every change dated, audited and told to the other side
    const events = await t.database.db
      .select()
      .from(insuranceClaimEvent)
      .where(eq(insuranceClaimEvent.claimId, id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.side])).toEqual([
      [null, 'draft', 'practice'],
      ['draft', 'submitted', 'practice'],
      ['submitted', 'accepted', 'insurer'],
      ['accepted', 'partially_paid', 'insurer'],
      ['partially_paid', 'appealed', 'practice'],
      ['appealed', 'paid', 'insurer'],
    ]);
    expect(events.every((e) => e.at instanceof Date)).toBe(true);
    const audited = await t.database.db
      .select({ action: auditEvent.action })
      .from(auditEvent)
      .where(eq(auditEvent.resourceId, id));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'insurance_claim.submitted',
        'insurance_claim.accepted',
        'insurance_claim.partially_paid',
        'insurance_claim.read_by_insurer',
      ]),
    );
    const toInsurer = await t.database.db
      .select()
      .from(notification)
      .where(eq(notification.userId, insurer.id));
    expect(toInsurer.map((n) => n.bodyKey)).toEqual(
      expect.arrayContaining(['claimStatus.submitted', 'claimStatus.appealed']),
    );
    const toPractice = await t.database.db
      .select()
      .from(notification)
      .where(eq(notification.userId, dietitian.id));
    expect(toPractice.map((n) => n.bodyKey)).toEqual(
      expect.arrayContaining(['claimStatus.accepted', 'claimStatus.partially_paid', 'claimStatus.paid']),
    );
  });

  it('a rejected claim is corrected and resubmitted; a subscriber other than the patient gets the 2000C loop', async () => {
    const { invoice } = await sentInvoice(staff.client);
    const body = twoLineClaim(invoice.id, insurer.organizationId);
    const created = await staff.client.post('/api/v1/claims', {
      ...body,
      subscriber: {
        relationship: 'spouse',
        firstName: 'Lucía',
        lastName: 'Núñez',
        dateOfBirth: '1979-06-01',
        gender: 'F',
      },
    });
    expect(created.status, created.text).toBe(201);
    await completeBillingProfile(t, practice);
    await staff.client.post(`/api/v1/claims/${created.body.id}/submit`);
    const rejected = await insurer.client.post(`/api/v1/insurer/claims/${created.body.id}/reject`, {
      reason: 'Member ID not found',
    });
    expect(rejected.body.status).toBe('rejected');
    // a rejected claim cannot be adjudicated, but the practice may edit and resubmit it
    expect(
      (await insurer.client.post(`/api/v1/insurer/claims/${created.body.id}/accept`)).body.error.code,
    ).toBe('CLAIM_TRANSITION');
    const { invoiceId: _, ...update } = body;
    const fixed = await staff.client.put(`/api/v1/claims/${created.body.id}`, {
      ...update,
      memberId: 'XJH999',
      subscriber: {
        relationship: 'spouse',
        firstName: 'Lucía',
        lastName: 'Núñez',
        dateOfBirth: '1979-06-01',
        gender: 'F',
      },
      version: rejected.body.version,
    });
    expect(fixed.status, fixed.text).toBe(200);
    const again = await staff.client.post(`/api/v1/claims/${created.body.id}/submit`);
    expect(again.body.status).toBe('submitted');
    const x = parse837((await staff.client.get(`/api/v1/claims/${created.body.id}/837p`)).text);
    expect(x.all('HL').map((h) => [h.valueOf(1), h.valueOf(2, ''), h.valueOf(3), h.valueOf(4)])).toEqual([
      ['1', '', '20', '1'],
      ['2', '1', '22', '1'],
      ['3', '2', '23', '0'],
    ]);
    expect(x.value('PAT', 1)).toBe('01');
    expect(
      x
        .all('NM1')
        .find((s) => s.valueOf(1) === 'QC')
        ?.valueOf(3),
    ).toBe('NUNEZ');
    expect(
      x
        .all('NM1')
        .find((s) => s.valueOf(1) === 'IL')
        ?.valueOf(4),
    ).toBe('LUCIA');
    // each submission has its own interchange control number
    expect(x.interchange.header.valueOf(13)).not.toBe('000000001');
  });

  it('a clinician sees only claims of their care teams’ patients; another practice none', async () => {
    const { invoice } = await sentInvoice(staff.client);
    const claim = await staff.client.post('/api/v1/claims', twoLineClaim(invoice.id, insurer.organizationId));
    expect(claim.status).toBe(201);
    const outsider = await t.signedIn({
      roles: ['dietitian'],
      memberships: [{ organizationId: practice, orgRole: 'member' }],
    });
    expect((await outsider.client.get(`/api/v1/claims/${claim.body.id}`)).status).toBe(404);
    expect(
      (await outsider.client.post('/api/v1/claims', twoLineClaim(invoice.id, insurer.organizationId))).status,
    ).toBe(404);
    const elsewhere = await createOrganization(t.database.db, { name: 'Elsewhere', kind: 'practice' });
    const stranger = await t.signedIn({
      roles: ['staff'],
      memberships: [{ organizationId: elsewhere, orgRole: 'member' }],
    });
    expect((await stranger.client.get(`/api/v1/claims/${claim.body.id}`)).status).toBe(404);
    expect((await stranger.client.get('/api/v1/claims')).body.total).toBe(0);
  });
});
