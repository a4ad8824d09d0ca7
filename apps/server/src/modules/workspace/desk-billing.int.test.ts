/**
 * Taking a payment and issuing an invoice at the front desk (issue 21, ADR 0063): on a visit of the
 * day, staff issue the invoice from the service's price or record a payment (issuing the invoice first
 * when there is none), through billing's own writes: numbered, billed once, audited; a retried submit
 * (same Idempotency-Key) records nothing twice; bad input changes nothing; another practice's visit
 * is 404 and a professional is refused. The desk's day lists each visit's billing at a glance, so it
 * offers a payment only where one is owed (a session paid by a package, or a paid visit, is not).
 */
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import type { DeskDayBilling, DeskReceipt, DeskVisitBilling } from '@verdant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointment, auditEvent, invoice, invoicePayment, patient } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/app.ts';

let t: TestApp;
let home: string;
type Who = { id: string; client: TestClient };
let staff: Who;
let dietitian: Who;
let otherAdmin: Who;
let emma: string;

const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];
const today = () => new Date().toISOString().slice(0, 10);

async function visit(startsAt: Date, status = 'scheduled', priceMinor = 9000): Promise<string> {
  const [a] = await t.database.db
    .insert(appointment)
    .values({
      organizationId: home,
      providerUserId: dietitian.id,
      patientId: emma,
      serviceName: 'Follow-up visit',
      serviceDurationMinutes: 30,
      servicePriceMinor: priceMinor,
      serviceCurrency: 'USD',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      timeZone: 'UTC',
      status: status as 'scheduled',
      confirmationCode: `C${Math.random().toString(36).slice(2, 10)}`,
    })
    .returning({ id: appointment.id });
  return a!.id;
}

const invoicesOfEmma = () =>
  t.database.db.select().from(invoice).where(eq(invoice.patientId, emma)).orderBy(invoice.sequence);

beforeAll(async () => {
  t = await createTestApp();
  home = await t.createPractice('Desk Practice');
  const other = await t.createPractice('Other Practice');
  staff = await t.signedIn({ roles: ['staff'], memberships: member(home) });
  dietitian = await t.signedIn({ roles: ['dietitian'], memberships: member(home) });
  otherAdmin = await t.signedIn({ roles: ['admin'], memberships: member(other) });
  const [p] = await t.database.db
    .insert(patient)
    .values({ organizationId: home, firstName: 'Emma', lastName: 'Rodriguez' })
    .returning({ id: patient.id });
  emma = p!.id;
});

afterAll(async () => {
  await t?.close();
});

describe('taking a payment at the front desk', () => {
  it('waits for the patient to arrive, then issues the invoice from the price and records the payment once', async () => {
    const id = await visit(new Date(Date.now() - 10 * 60_000));
    const before = await staff.client.get(`/api/v1/front-desk/visits/${id}/billing`);
    expect(before.status, before.text).toBe(200);
    expect(before.body as DeskVisitBilling).toMatchObject({
      visit: { id, patient: { id: emma, name: 'Emma Rodriguez' }, priceMinor: 9000, checkedIn: false },
      invoice: null,
      notBillable: 'notArrived',
    });
    const early = await staff.client.post(`/api/v1/front-desk/visits/${id}/payments`, {
      amountMinor: 9000,
      method: 'cash',
      paidOn: today(),
    });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('VISIT_NOT_BILLABLE');
    expect(early.body.error.details.reason).toBe('notArrived');
    expect(await invoicesOfEmma()).toHaveLength(0);

    const arrive = await staff.client.post(`/api/v1/appointments/${id}/check-in`);
    expect(arrive.status, arrive.text).toBe(200);
    const body = { amountMinor: 5000, method: 'card', paidOn: today(), reference: 'POS 4411' };
    const headers = { 'idempotency-key': `desk-pay-${id}` };
    const first = await staff.client.post(`/api/v1/front-desk/visits/${id}/payments`, body, { headers });
    expect(first.status, first.text).toBe(201);
    const receipt = first.body as DeskReceipt;
    expect(receipt.issued).toBe(true);
    expect(receipt.invoice).toMatchObject({
      status: 'sent',
      totalMinor: 9000,
      amountPaidMinor: 5000,
      balanceMinor: 4000,
      lines: [{ source: 'appointment', sourceId: id, description: 'Follow-up visit', unitPriceMinor: 9000 }],
    });
    expect(receipt.payment).toMatchObject({ amountMinor: 5000, method: 'card', reference: 'POS 4411' });

    // a double submit (the same key) answers the same receipt and records nothing more
    const again = await staff.client.post(`/api/v1/front-desk/visits/${id}/payments`, body, { headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.payment.id).toBe(receipt.payment.id);
    expect(await invoicesOfEmma()).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(invoicePayment)
        .where(eq(invoicePayment.invoiceId, receipt.invoice.id)),
    ).toHaveLength(1);

    // more than the balance: a field error, nothing recorded
    const tooMuch = await staff.client.post(`/api/v1/front-desk/visits/${id}/payments`, {
      amountMinor: 4001,
      method: 'cash',
      paidOn: today(),
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.details.fields).toEqual({ amountMinor: 'amountTooLarge' });

    // the rest, on the visit's open invoice: paid, no second invoice
    const rest = await staff.client.post(`/api/v1/front-desk/visits/${id}/payments`, {
      invoiceId: receipt.invoice.id,
      amountMinor: 4000,
      method: 'cash',
      paidOn: today(),
    });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body).toMatchObject({
      issued: false,
      invoice: { id: receipt.invoice.id, status: 'paid', balanceMinor: 0 },
    });
    const after = await staff.client.get(`/api/v1/front-desk/visits/${id}/billing`);
    expect(after.body.invoice).toMatchObject({ id: receipt.invoice.id, status: 'paid' });
    const paidAgain = await staff.client.post(`/api/v1/front-desk/visits/${id}/payments`, {
      amountMinor: 100,
      method: 'cash',
      paidOn: today(),
    });
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.body.error.code).toBe('INVOICE_TRANSITION');

    const actions = (
      await t.database.db
        .select({ action: auditEvent.action })
        .from(auditEvent)
        .where(and(eq(auditEvent.patientId, emma), eq(auditEvent.actorUserId, staff.id)))
    ).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'front_desk.visit_billing.read',
        'invoice.create',
        'invoice.issue',
        'invoice.payment',
        'invoice.paid',
      ]),
    );
  });

  it('issues an invoice for a visit that took place, once; refuses another invoice id and a cancelled visit', async () => {
    const id = await visit(new Date(Date.now() - 3 * 3_600_000), 'completed', 12000);
    const issued = await staff.client.post(`/api/v1/front-desk/visits/${id}/invoice`, undefined, {
      headers: { 'idempotency-key': `desk-issue-${id}` },
    });
    expect(issued.status, issued.text).toBe(201);
    expect(issued.body).toMatchObject({ status: 'sent', totalMinor: 12000, balanceMinor: 12000 });
    const twice = await staff.client.post(`/api/v1/front-desk/visits/${id}/invoice`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('INVOICE_ALREADY_BILLED');

    const wrong = await staff.client.post(`/api/v1/front-desk/visits/${id}/payments`, {
      invoiceId: '00000000-0000-4000-8000-000000000000',
      amountMinor: 1000,
      method: 'cash',
      paidOn: today(),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.fields).toEqual({ invoiceId: 'invalidOption' });

    const cancelled = await visit(new Date(Date.now() - 5 * 3_600_000), 'cancelled');
    const refused = await staff.client.post(`/api/v1/front-desk/visits/${cancelled}/invoice`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.reason).toBe('cancelled');
    const free = await visit(new Date(Date.now() - 6 * 3_600_000), 'completed', 0);
    expect((await staff.client.get(`/api/v1/front-desk/visits/${free}/billing`)).body.notBillable).toBe(
      'noPrice',
    );
  });

  it("keeps another practice's visit unseen and the desk's billing to staff and administrators", async () => {
    const id = await visit(new Date(Date.now() - 2 * 3_600_000), 'completed');
    const count = (await invoicesOfEmma()).length;
    expect((await otherAdmin.client.get(`/api/v1/front-desk/visits/${id}/billing`)).status).toBe(404);
    expect((await otherAdmin.client.post(`/api/v1/front-desk/visits/${id}/invoice`)).status).toBe(404);
    const pay = { amountMinor: 100, method: 'cash', paidOn: today() };
    expect((await otherAdmin.client.post(`/api/v1/front-desk/visits/${id}/payments`, pay)).status).toBe(404);
    expect((await dietitian.client.post(`/api/v1/front-desk/visits/${id}/payments`, pay)).status).toBe(403);
    expect((await staff.client.get('/api/v1/front-desk/visits/not-a-uuid/billing')).status).toBe(404);
    expect(await invoicesOfEmma()).toHaveLength(count);
    expect(
      await t.database.db
        .select()
        .from(invoice)
        .where(inArray(invoice.patientId, [emma])),
    ).toHaveLength(count);
  });

  it("shows the desk's day at a glance: what each visit owes, what a package or a paid invoice already covers", async () => {
    // a trainer of the practice sells Chloé ten sessions; her session today draws on them
    const trainer = await t.signedIn({ roles: ['fitness'], memberships: member(home) });
    const created = await trainer.client.post('/api/v1/patients', {
      firstName: 'Chloé',
      lastName: 'Dubois',
      email: 'chloe.desk@example.test',
    });
    expect(created.status, created.text).toBe(201);
    const chloe = created.body.id as string;
    const sold = await trainer.client.post(`/api/v1/patients/${chloe}/session-packages`, {
      name: '10 sessions',
      sessions: 10,
      priceMinor: 50000,
    });
    expect(sold.status, sold.text).toBe(201);
    // a package draws sessions from its sale day (UTC) on: keep the session on today's date after midnight
    const midnight = new Date(`${today()}T00:00:00Z`).getTime();
    const start = new Date(Math.max(Date.now() - 60 * 60_000, midnight));
    const [session] = await t.database.db
      .insert(appointment)
      .values({
        organizationId: home,
        providerUserId: trainer.id,
        patientId: chloe,
        serviceName: 'Personal training',
        serviceDurationMinutes: 60,
        servicePriceMinor: 6000,
        serviceCurrency: 'USD',
        startsAt: start,
        endsAt: new Date(start.getTime() + 3_600_000),
        timeZone: 'UTC',
        status: 'completed',
        confirmationCode: 'DESKPKG1',
      })
      .returning({ id: appointment.id });

    const owing = await visit(new Date(Date.now() - 40 * 60_000), 'completed', 8000);
    const paid = await visit(new Date(Date.now() - 50 * 60_000), 'completed', 7000);
    const pay = await staff.client.post(`/api/v1/front-desk/visits/${paid}/payments`, {
      amountMinor: 7000,
      method: 'cash',
      paidOn: today(),
    });
    expect(pay.status, pay.text).toBe(201);
    const waiting = await visit(new Date(Date.now() + 30 * 60_000));
    const cancelled = await visit(new Date(Date.now() - 20 * 60_000), 'cancelled');

    const from = new Date(Date.now() - 20 * 3_600_000).toISOString();
    const to = new Date(Date.now() + 3_600_000).toISOString();
    const res = await staff.client.get(`/api/v1/front-desk/billing?from=${from}&to=${to}`);
    expect(res.status, res.text).toBe(200);
    const byVisit = new Map((res.body as DeskDayBilling).items.map((i) => [i.visitId, i]));
    expect(byVisit.get(session!.id)).toMatchObject({
      patientId: chloe,
      invoice: null,
      notBillable: 'package',
    });
    expect(byVisit.get(owing)).toMatchObject({ invoice: null, notBillable: null });
    expect(byVisit.get(paid)).toMatchObject({
      invoice: { number: pay.body.invoice.number, status: 'paid', balanceMinor: 0, currency: 'USD' },
      notBillable: null,
    });
    expect(byVisit.get(waiting)).toMatchObject({ invoice: null, notBillable: 'notArrived' });
    expect(byVisit.has(cancelled)).toBe(false);
    // one read event naming every patient shown
    const events = await t.database.db
      .select({ patientIds: auditEvent.patientIds })
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'front_desk.day_billing.read'), eq(auditEvent.actorUserId, staff.id)));
    expect(events).toHaveLength(1);
    expect(events[0]!.patientIds).toEqual(expect.arrayContaining([emma, chloe]));
    expect(
      await t.database.db
        .select({ id: auditEvent.id })
        .from(auditEvent)
        .where(arrayContains(auditEvent.patientIds, [chloe])),
    ).toHaveLength(1);

    // another practice's desk sees none of it; a professional is refused; a bad range changes nothing
    const theirs = await otherAdmin.client.get(`/api/v1/front-desk/billing?from=${from}&to=${to}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.items).toEqual([]);
    expect((await dietitian.client.get(`/api/v1/front-desk/billing?from=${from}&to=${to}`)).status).toBe(403);
    const long = await staff.client.get(
      `/api/v1/front-desk/billing?from=${from}&to=${new Date(Date.now() + 3 * 86_400_000).toISOString()}`,
    );
    expect(long.status).toBe(400);
    expect(long.body.error.details.fields).toEqual({ to: 'rangeTooLong' });
  });
});
