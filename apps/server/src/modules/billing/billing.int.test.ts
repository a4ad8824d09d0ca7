import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointment,
  auditEvent,
  invoice,
  notification,
  patient,
  providerProfile,
  user,
} from '../../db/schema/index.ts';
import { systemContext, withTransaction } from '../../platform/service-context.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { createOrganization } from '../organizations/index.ts';
import { markOverdue, nextNumber } from './index.ts';
import { completeBillingProfile, customLine } from './test-fixtures.ts';

let t: TestApp;
let practice: string;
let staff: { id: string; client: TestClient };
let dietitian: { id: string; client: TestClient };
let fitness: { id: string; client: TestClient };
let owner: { id: string; client: TestClient };

async function newPatient(client: TestClient, over: Record<string, unknown> = {}) {
  const res = await client.post('/api/v1/patients', {
    firstName: 'Ana',
    lastName: 'Rodríguez',
    email: uniqueEmail('patient'),
    ...over,
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

/** A patient record linked to a signed-in patient account (as an accepted invitation does). */
async function patientWithAccount(client: TestClient) {
  const account = await t.signedIn({ roles: ['patient'], language: 'es' });
  const id = await newPatient(client, { email: account.email });
  await t.database.db
    .update(patient)
    .set({ userId: account.id, platformAccess: 'platform_user' })
    .where(eq(patient.id, id));
  return { patientId: id, ...account };
}

beforeAll(async () => {
  t = await createTestApp();
  practice = await createOrganization(t.database.db, {
    name: 'Green Valley',
    kind: 'practice',
    plan: 'professional',
  });
  const member = (
    roles: ('staff' | 'dietitian' | 'fitness' | 'admin')[],
    orgRole: 'owner' | 'member' = 'member',
  ) => t.signedIn({ roles, memberships: [{ organizationId: practice, orgRole }] });
  staff = await member(['staff']);
  dietitian = await member(['dietitian']);
  fitness = await member(['fitness']);
  owner = await member(['dietitian'], 'owner');
  await completeBillingProfile(t, practice);
});
afterAll(async () => {
  await t?.close();
});

describe('invoice numbers', () => {
  it('stay sequential and gapless under concurrent creation, and a rolled-back number is given again', async () => {
    const org = await createOrganization(t.database.db, { name: 'Busy Practice', kind: 'practice' });
    const busy = await t.signedIn({
      roles: ['staff'],
      memberships: [{ organizationId: org, orgRole: 'member' }],
    });
    const patientId = await newPatient(busy.client);
    // a write that takes a number and fails gives it back
    const ctx = systemContext({ ...t.deps, logger: t.deps.logger }, 'test');
    await expect(
      withTransaction(ctx, async (tx) => {
        expect(await nextNumber(tx.db, org, 'invoice')).toBe(1);
        throw new Error('the invoice write failed');
      }),
    ).rejects.toThrow('failed');
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        busy.client.post('/api/v1/invoices', {
          patientId,
          // every fourth request is refused (an unknown service): no number is used up by it
          lines: [
            i % 4 === 3
              ? {
                  source: 'service',
                  sourceId: randomUUID(),
                  description: 'x',
                  quantity: 1,
                  unitPriceMinor: 1,
                }
              : customLine(),
          ],
        }),
      ),
    );
    expect(results.filter((r) => r.status === 400)).toHaveLength(4);
    const numbers = results
      .filter((r) => r.status === 201)
      .map((r) => r.body.number as string)
      .sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `INV-${String(i + 1).padStart(6, '0')}`));
    // a credit note has its own series
    const first = results.find((r) => r.status === 201)!.body.id;
    expect((await busy.client.post(`/api/v1/invoices/${first}/send`)).status).toBe(200);
    const credit = await busy.client.post(`/api/v1/invoices/${first}/credit-notes`, { reason: 'Refund' });
    expect(credit.status, credit.text).toBe(201);
    expect(credit.body.number).toBe('CN-000001');
  });
});

describe('totals', () => {
  it('are computed on the server with tax per line, each figure rounded once, half away from zero', async () => {
    const patientId = await newPatient(staff.client);
    const res = await staff.client.post('/api/v1/invoices', {
      patientId,
      currency: 'USD',
      lines: [
        // 3 × 33.33 = 99.99; tax 8.25 % = 8.249175 → 8.25
        {
          source: 'custom',
          description: 'Sessions',
          quantity: 3,
          unitPriceMinor: 3333,
          taxRateBasisPoints: 825,
        },
        // 1.5 × 19.99 = 29.985 → 29.99; no tax
        { source: 'custom', description: 'Half hour', quantity: 1.5, unitPriceMinor: 1999 },
        // 1 × 0.05 at 10 % = 0.005 → 0.01
        {
          source: 'custom',
          description: 'Leaflet',
          quantity: 1,
          unitPriceMinor: 5,
          taxRateBasisPoints: 1000,
        },
      ],
    });
    expect(res.status, res.text).toBe(201);
    expect(
      res.body.lines.map((l: { netMinor: number; taxMinor: number }) => [l.netMinor, l.taxMinor]),
    ).toEqual([
      [9999, 825],
      [2999, 0],
      [5, 1],
    ]);
    expect([res.body.subtotalMinor, res.body.taxMinor, res.body.totalMinor]).toEqual([13003, 826, 13829]);
    expect(res.body.balanceMinor).toBe(13829);
    // a client's own totals are ignored: there are none in the contract, and a negative price is refused
    const bad = await staff.client.post('/api/v1/invoices', {
      patientId,
      lines: [{ source: 'custom', description: 'x', quantity: 1, unitPriceMinor: -5 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields['lines.0.unitPriceMinor']).toBe('priceInvalid');
  });
});

describe('an invoice from an appointment, sent, paid', () => {
  it('bills the appointment once, e-mails the PDF with a link in the patient language, and takes partial payments', async () => {
    const { patientId, id: patientUserId, email } = await patientWithAccount(dietitian.client);
    const [profile] = await t.database.db
      .insert(providerProfile)
      .values({
        userId: dietitian.id,
        organizationId: practice,
        type: 'dietitian',
        displayName: 'Maya Chen',
        timeZone: 'UTC',
      })
      .returning();
    const starts = new Date(Date.now() - 3 * 86_400_000);
    const [appt] = await t.database.db
      .insert(appointment)
      .values({
        organizationId: practice,
        providerUserId: dietitian.id,
        providerProfileId: profile!.id,
        patientId,
        serviceName: 'Initial assessment',
        serviceDurationMinutes: 60,
        servicePriceMinor: 12000,
        serviceCurrency: 'USD',
        startsAt: starts,
        endsAt: new Date(starts.getTime() + 3_600_000),
        timeZone: 'UTC',
        status: 'completed',
        confirmationCode: 'ABC123',
      })
      .returning();
    const billable = await dietitian.client.get(`/api/v1/invoices/billable?patientId=${patientId}`);
    expect(billable.status, billable.text).toBe(200);
    expect(billable.body.appointments.map((a: { id: string }) => a.id)).toEqual([appt!.id]);
    const line = {
      source: 'appointment',
      sourceId: appt!.id,
      description: 'Initial assessment',
      quantity: 1,
      unitPriceMinor: 12000,
    };
    const created = await dietitian.client.post('/api/v1/invoices', {
      patientId,
      lines: [line],
      notes: 'Thank you',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.status).toBe('draft');
    // billed once: no second invoice, and it is no longer offered
    const twice = await staff.client.post('/api/v1/invoices', { patientId, lines: [line] });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('INVOICE_ALREADY_BILLED');
    expect(
      (await dietitian.client.get(`/api/v1/invoices/billable?patientId=${patientId}`)).body.appointments,
    ).toEqual([]);

    const sent = await dietitian.client.post(`/api/v1/invoices/${created.body.id}/send`);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.status).toBe('sent');
    await t.runJobs();
    const mail = await t.lastEmailTo(email);
    expect(mail?.subject).toBe(`Factura ${created.body.number} de Green Valley`);
    expect(mail?.text).toContain(`/patient/billing?invoice=${created.body.id}`);
    expect(mail?.attachments[0]?.filename).toBe(`${created.body.number}.pdf`);
    const pdf = Buffer.from(mail!.attachments[0]!.content, 'base64');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Green Valley Nutrition LLC');
    expect(text).toContain('12-3456789');
    expect(text).toContain('Rodríguez');
    expect(text).toContain('120,00');
    const [told] = await t.database.db
      .select()
      .from(notification)
      .where(eq(notification.userId, patientUserId));
    expect(told?.kind).toBe('invoice.issued');

    // a sent invoice is not edited
    const edit = await dietitian.client.put(`/api/v1/invoices/${created.body.id}`, {
      version: sent.body.version,
      lines: [customLine()],
    });
    expect(edit.body.error.code).toBe('INVOICE_READ_ONLY');

    const part = await staff.client.post(`/api/v1/invoices/${created.body.id}/payments`, {
      amountMinor: 5000,
      method: 'card',
      paidOn: '2026-01-10',
    });
    expect(part.status, part.text).toBe(200);
    expect([
      part.body.status,
      part.body.amountPaidMinor,
      part.body.balanceMinor,
      part.body.paymentMethod,
    ]).toEqual(['sent', 5000, 7000, 'card']);
    const tooMuch = await staff.client.post(`/api/v1/invoices/${created.body.id}/payments`, {
      amountMinor: 7001,
      method: 'cash',
      paidOn: '2026-01-11',
    });
    expect(tooMuch.body.error.details.fields.amountMinor).toBe('amountTooLarge');
    const rest = await staff.client.post(`/api/v1/invoices/${created.body.id}/payments`, {
      amountMinor: 7000,
      method: 'cash',
      paidOn: '2026-01-11',
    });
    expect([
      rest.body.status,
      rest.body.balanceMinor,
      rest.body.paymentMethod,
      rest.body.payments.length,
    ]).toEqual(['paid', 0, 'cash', 2]);
    const events = await t.database.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.resourceId, created.body.id));
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['invoice.create', 'invoice.send', 'invoice.payment', 'invoice.paid']),
    );
    expect(events.every((e) => e.patientId === patientId || e.patientIds?.includes(patientId))).toBe(true);
  });

  it('duplicates, cancels and reissues, and credits a sent invoice', async () => {
    const patientId = await newPatient(staff.client);
    const made = await staff.client.post('/api/v1/invoices', {
      patientId,
      lines: [customLine('Plan review', 9000, 2)],
    });
    const id = made.body.id;
    const copy = await staff.client.post(`/api/v1/invoices/${id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.totalMinor).toBe(18000);
    expect(copy.body.number).not.toBe(made.body.number);
    // a draft is deleted (its number stays taken)
    expect((await staff.client.delete(`/api/v1/invoices/${copy.body.id}`)).status).toBe(204);
    expect((await staff.client.get(`/api/v1/invoices/${copy.body.id}`)).status).toBe(404);

    await staff.client.post(`/api/v1/invoices/${id}/send`);
    const cancelled = await staff.client.post(`/api/v1/invoices/${id}/cancel`, {
      reason: 'Wrong price',
      reissue: true,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.balanceMinor).toBe(0);
    const reissued = await staff.client.get(`/api/v1/invoices/${cancelled.body.reissuedAs.id}`);
    expect([reissued.body.status, reissued.body.totalMinor, reissued.body.reissueOf.id]).toEqual([
      'draft',
      18000,
      id,
    ]);

    await staff.client.post(`/api/v1/invoices/${reissued.body.id}/send`);
    await staff.client.post(`/api/v1/invoices/${reissued.body.id}/payments`, {
      amountMinor: 5000,
      method: 'card',
      paidOn: '2026-01-10',
    });
    // paid on: cancelling is refused, a credit note is the way
    const refused = await staff.client.post(`/api/v1/invoices/${reissued.body.id}/cancel`, { reason: 'x' });
    expect(refused.body.error.code).toBe('INVOICE_TRANSITION');
    const credit = await staff.client.post(`/api/v1/invoices/${reissued.body.id}/credit-notes`, {
      reason: 'One session not held',
      lines: [{ lineId: reissued.body.lines[0].id, quantity: 1 }],
    });
    expect(credit.status, credit.text).toBe(201);
    expect([credit.body.kind, credit.body.totalMinor, credit.body.credits.id]).toEqual([
      'credit_note',
      9000,
      reissued.body.id,
    ]);
    const after = await staff.client.get(`/api/v1/invoices/${reissued.body.id}`);
    expect([after.body.creditedMinor, after.body.balanceMinor, after.body.status]).toEqual([
      9000,
      4000,
      'sent',
    ]);
  });
});

describe('the overdue job', () => {
  it('marks sent invoices overdue after their due date, once, and tells the patient', async () => {
    const { patientId, id: userId } = await patientWithAccount(staff.client);
    const past = await staff.client.post('/api/v1/invoices', {
      patientId,
      issueDate: '2026-01-01',
      dueDate: '2026-01-15',
      lines: [customLine()],
    });
    const future = await staff.client.post('/api/v1/invoices', {
      patientId,
      issueDate: '2026-01-01',
      dueDate: '2099-01-01',
      lines: [customLine()],
    });
    const draft = await staff.client.post('/api/v1/invoices', {
      patientId,
      issueDate: '2026-01-01',
      dueDate: '2026-01-02',
      lines: [customLine()],
    });
    for (const r of [past, future])
      expect((await staff.client.post(`/api/v1/invoices/${r.body.id}/send`)).status).toBe(200);
    const ctx = systemContext({ ...t.deps, logger: t.deps.logger }, 'job:billing.mark-overdue');
    expect(await markOverdue(ctx)).toBeGreaterThanOrEqual(1);
    expect(await markOverdue(ctx)).toBe(0);
    const status = async (id: string) =>
      (await t.database.db.select({ s: invoice.status }).from(invoice).where(eq(invoice.id, id)))[0]!.s;
    expect([await status(past.body.id), await status(future.body.id), await status(draft.body.id)]).toEqual([
      'overdue',
      'sent',
      'draft',
    ]);
    const told = await t.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, userId), eq(notification.kind, 'invoice.overdue')));
    expect(told).toHaveLength(1);
    const list = await staff.client.get(`/api/v1/invoices?patientId=${patientId}&status=overdue`);
    expect(list.body.items.map((i: { id: string }) => i.id)).toEqual([past.body.id]);
    expect(list.body.totals[0]).toMatchObject({
      currency: 'USD',
      overdueMinor: 12000,
      overdueCount: 1,
      outstandingMinor: 24000,
    });
    // paying it settles it
    const paid = await staff.client.post(`/api/v1/invoices/${past.body.id}/payments`, {
      amountMinor: 12000,
      method: 'bank_transfer',
      paidOn: '2026-02-01',
    });
    expect(paid.body.status).toBe('paid');
  });
});

describe('who sees which invoices', () => {
  it('a patient sees only their own issued invoices; a clinician only their care teams’; another practice none', async () => {
    const mine = await patientWithAccount(staff.client);
    const other = await patientWithAccount(staff.client);
    const issued = await staff.client.post('/api/v1/invoices', {
      patientId: mine.patientId,
      lines: [customLine()],
    });
    await staff.client.post(`/api/v1/invoices/${issued.body.id}/send`);
    const draft = await staff.client.post('/api/v1/invoices', {
      patientId: mine.patientId,
      lines: [customLine()],
    });
    const theirs = await staff.client.post('/api/v1/invoices', {
      patientId: other.patientId,
      lines: [customLine()],
    });
    await staff.client.post(`/api/v1/invoices/${theirs.body.id}/send`);

    const list = await mine.client.get('/api/v1/me/invoices');
    expect(list.body.items.map((i: { id: string }) => i.id)).toEqual([issued.body.id]);
    expect(list.body.items[0].practice).toBe('Green Valley');
    expect((await mine.client.get(`/api/v1/me/invoices/${issued.body.id}`)).status).toBe(200);
    expect((await mine.client.get(`/api/v1/me/invoices/${draft.body.id}`)).status).toBe(404);
    expect((await mine.client.get(`/api/v1/me/invoices/${theirs.body.id}`)).status).toBe(404);
    const pdf = await mine.client.get(`/api/v1/me/invoices/${issued.body.id}/pdf?download=1`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('attachment');
    // a patient may not use the practice's routes at all
    expect((await mine.client.get('/api/v1/invoices')).status).toBe(403);

    // the fitness professional is on no care team here: none of these invoices
    expect((await fitness.client.get(`/api/v1/invoices/${issued.body.id}`)).status).toBe(404);
    const fitList = await fitness.client.get('/api/v1/invoices');
    expect(fitList.body.items).toEqual([]);

    const elsewhere = await createOrganization(t.database.db, { name: 'Elsewhere', kind: 'practice' });
    const stranger = await t.signedIn({
      roles: ['staff'],
      memberships: [{ organizationId: elsewhere, orgRole: 'member' }],
    });
    expect((await stranger.client.get(`/api/v1/invoices/${issued.body.id}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/v1/invoices/${issued.body.id}/pdf`)).status).toBe(404);
    expect(
      (
        await stranger.client.post(`/api/v1/invoices/${issued.body.id}/payments`, {
          amountMinor: 1,
          method: 'cash',
          paidOn: '2026-01-01',
        })
      ).status,
    ).toBe(404);
    expect((await stranger.client.get('/api/v1/invoices')).body.total).toBe(0);
  });
});

describe('session packages', () => {
  it('sells sessions on an invoice; the client’s sessions with the trainer draw on it, and are not billed again', async () => {
    const client = await patientWithAccount(fitness.client);
    const sold = await fitness.client.post('/api/v1/invoices', {
      patientId: client.patientId,
      issueDate: '2026-01-01',
      lines: [
        {
          source: 'package',
          description: '10 personal training sessions',
          quantity: 1,
          unitPriceMinor: 50000,
          packageSessions: 10,
          packageProviderUserId: fitness.id,
        },
      ],
    });
    expect(sold.status, sold.text).toBe(201);
    const [profile] = await t.database.db
      .insert(providerProfile)
      .values({
        userId: fitness.id,
        organizationId: practice,
        type: 'fitness',
        displayName: 'Lena Park',
        timeZone: 'UTC',
      })
      .returning();
    const session = (days: number, status: 'completed' | 'no-show' | 'scheduled') => {
      const starts = new Date(Date.parse('2026-01-05T10:00:00Z') + days * 86_400_000);
      return {
        organizationId: practice,
        providerUserId: fitness.id,
        providerProfileId: profile!.id,
        patientId: client.patientId,
        serviceName: 'Personal training',
        serviceDurationMinutes: 60,
        servicePriceMinor: 6000,
        serviceCurrency: 'USD',
        startsAt: starts,
        endsAt: new Date(starts.getTime() + 3_600_000),
        timeZone: 'UTC',
        status,
        confirmationCode: `S${days}`,
      };
    };
    await t.database.db
      .insert(appointment)
      .values([session(0, 'completed'), session(2, 'no-show'), session(4000, 'scheduled')]);
    // a draft invoice holds nothing yet
    let packages = await fitness.client.get(`/api/v1/session-packages?patientId=${client.patientId}`);
    expect(packages.body.items[0]).toMatchObject({ status: 'pending', sessions: 10 });
    await fitness.client.post(`/api/v1/invoices/${sold.body.id}/send`);
    packages = await fitness.client.get(`/api/v1/session-packages?patientId=${client.patientId}`);
    expect(packages.body.items[0]).toMatchObject({ status: 'active', used: 2, booked: 1, remaining: 7 });
    const mine = await client.client.get('/api/v1/me/session-packages');
    expect(mine.body.items[0]).toMatchObject({
      name: '10 personal training sessions',
      used: 2,
      remaining: 7,
    });
    // sessions drawn from the package are not offered as lines
    const billable = await fitness.client.get(`/api/v1/invoices/billable?patientId=${client.patientId}`);
    expect(billable.body.appointments).toEqual([]);
    expect(billable.body.trainers.map((x: { userId: string }) => x.userId)).toContain(fitness.id);
  });
});

describe('billing details and branding', () => {
  it('the owner sets them; the logo and colours need a custom branding plan', async () => {
    const put = await owner.client.put(`/api/v1/organizations/${practice}/billing-profile`, {
      legalName: 'Green Valley Nutrition LLC',
      taxId: '12-3456789',
      npi: '1234567893',
      accentColor: '#7a3e9d',
      defaultTaxRateBasisPoints: 500,
    });
    expect(put.status, put.text).toBe(200);
    expect([put.body.accentColor, put.body.brandingAllowed, put.body.canManage]).toEqual([
      '#7a3e9d',
      true,
      true,
    ]);
    expect(
      (await staff.client.put(`/api/v1/organizations/${practice}/billing-profile`, { legalName: 'x' }))
        .status,
    ).toBe(403);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const logo = await owner.client.request('PUT', `/api/v1/organizations/${practice}/billing-profile/logo`, {
      body: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(logo.status, logo.text).toBe(200);
    expect(logo.body.hasLogo).toBe(true);
    const read = await staff.client.get(`/api/v1/organizations/${practice}/billing-profile/logo`);
    expect([read.status, read.headers.get('content-type')]).toEqual([200, 'image/png']);
    const exe = await owner.client.request('PUT', `/api/v1/organizations/${practice}/billing-profile/logo`, {
      body: new Uint8Array([0x4d, 0x5a, 0, 0]),
      headers: { 'content-type': 'image/png' },
    });
    expect(exe.status).toBe(415);

    const starter = await createOrganization(t.database.db, {
      name: 'Small Practice',
      kind: 'practice',
      plan: 'starter',
    });
    const smallOwner = await t.signedIn({
      roles: ['dietitian'],
      memberships: [{ organizationId: starter, orgRole: 'owner' }],
    });
    const refused = await smallOwner.client.put(`/api/v1/organizations/${starter}/billing-profile`, {
      accentColor: '#112233',
    });
    expect([refused.status, refused.body.error.code]).toEqual([402, 'BRANDING_NOT_IN_PLAN']);
    const plain = await smallOwner.client.put(`/api/v1/organizations/${starter}/billing-profile`, {
      legalName: 'Small LLC',
    });
    expect([plain.status, plain.body.brandingAllowed, plain.body.hasLogo]).toEqual([200, false, false]);
    const [name] = await t.database.db.select({ n: user.name }).from(user).where(eq(user.id, smallOwner.id));
    expect(name).toBeTruthy();
  });
});
