/**
 * A trainer sells a session package from the client's record (`POST /patients/{id}/session-packages`):
 * billing's own invoice, its credits drawn by the client's sessions with the trainer, the low-credit
 * flag, another practice's 404, and the client seeing only their own packages.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointment, auditEvent, invoice, patient, providerProfile } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/app.ts';
import { createOrganization } from '../organizations/index.ts';
import { completeBillingProfile } from './test-fixtures.ts';

// the business clock: noon on a fixed day, moving with real time (sales and sessions share the day)
const T0 = Date.now();
const NOW = Date.parse('2026-03-10T12:00:00Z');
const now = () => NOW + (Date.now() - T0);

let t: TestApp;
let practice: string;
let trainer: { id: string; client: TestClient };
let staff: { id: string; client: TestClient };
let profileId: string;
let seq = 0;

const PACKAGE = { name: '10 personal training sessions', sessions: 10, priceMinor: 50000 };

async function clientWithAccount() {
  const account = await t.signedIn({ roles: ['patient'] });
  const res = await trainer.client.post('/api/v1/patients', {
    firstName: 'Chloé',
    lastName: 'Dubois',
    email: account.email,
  });
  expect(res.status, res.text).toBe(201);
  await t.database.db
    .update(patient)
    .set({ userId: account.id, platformAccess: 'platform_user' })
    .where(eq(patient.id, res.body.id));
  return { patientId: res.body.id as string, ...account };
}

/** A session of the client with the trainer, `hours` from now (negative: past). */
async function session(patientId: string, hours: number, status: 'scheduled' | 'cancelled' = 'scheduled') {
  const starts = new Date(now() + hours * 3_600_000);
  const [row] = await t.database.db
    .insert(appointment)
    .values({
      organizationId: practice,
      providerUserId: trainer.id,
      providerProfileId: profileId,
      patientId,
      serviceName: 'Personal training',
      serviceDurationMinutes: 60,
      servicePriceMinor: 6000,
      serviceCurrency: 'USD',
      startsAt: starts,
      endsAt: new Date(starts.getTime() + 3_600_000),
      timeZone: 'UTC',
      status,
      confirmationCode: `PK${++seq}`,
    })
    .returning({ id: appointment.id });
  return row!.id;
}

const packagesOf = async (patientId: string) =>
  (await trainer.client.get(`/api/v1/session-packages?patientId=${patientId}`)).body.items;

const invoiceCount = async () =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(invoice)
        .where(eq(invoice.organizationId, practice))
    )[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp({}, { now });
  practice = await createOrganization(t.database.db, { name: 'Peak Studio', kind: 'practice' });
  const member = (roles: ('staff' | 'fitness')[]) =>
    t.signedIn({ roles, memberships: [{ organizationId: practice, orgRole: 'member' }] });
  trainer = await member(['fitness']);
  staff = await member(['staff']);
  await completeBillingProfile(t, practice);
  const [profile] = await t.database.db
    .insert(providerProfile)
    .values({
      userId: trainer.id,
      organizationId: practice,
      type: 'fitness',
      displayName: 'Lena Park',
      timeZone: 'UTC',
    })
    .returning();
  profileId = profile!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('selling a session package from the client record', () => {
  it('makes billing’s own invoice, sent with its PDF; the client’s sessions draw its credits', async () => {
    const client = await clientWithAccount();
    const sold = await trainer.client.post(`/api/v1/patients/${client.patientId}/session-packages`, PACKAGE);
    expect(sold.status, sold.text).toBe(201);
    expect(sold.body).toMatchObject({
      name: '10 personal training sessions',
      sessions: 10,
      used: 0,
      booked: 0,
      remaining: 10,
      low: false,
      status: 'active',
      provider: { userId: trainer.id },
      invoice: { status: 'sent' },
    });
    // the invoice is the practice's invoice: listed, numbered, totalled, e-mailed with its PDF
    const inv = await trainer.client.get(`/api/v1/invoices/${sold.body.invoice.id}`);
    expect(inv.status, inv.text).toBe(200);
    expect(inv.body).toMatchObject({ number: sold.body.invoice.number, totalMinor: 50000, status: 'sent' });
    expect(inv.body.lines).toMatchObject([
      { source: 'package', packageSessions: 10, packageProviderUserId: trainer.id },
    ]);
    const mail = await t.lastEmailTo(client.email);
    expect(mail?.subject).toContain(sold.body.invoice.number);
    const audited = await t.database.db
      .select({ action: auditEvent.action })
      .from(auditEvent)
      .where(and(eq(auditEvent.patientId, client.patientId), eq(auditEvent.resourceId, sold.body.id)));
    expect(audited.map((a) => a.action)).toContain('session_package.create');

    // a booked session holds a credit; once attended (completed) it has used it
    const booked = await session(client.patientId, 1);
    let [pkg] = await packagesOf(client.patientId);
    expect(pkg).toMatchObject({ used: 0, booked: 1, remaining: 9 });
    const past = await session(client.patientId, -3);
    const cancelled = await session(client.patientId, -5, 'cancelled');
    [pkg] = await packagesOf(client.patientId);
    // a past session not yet marked counts as used (it took its time); a cancelled one never draws
    expect(pkg).toMatchObject({ used: 1, booked: 1, remaining: 8 });
    const done = await trainer.client.patch(`/api/v1/appointments/${past}`, { status: 'completed' });
    expect(done.status, done.text).toBe(200);
    [pkg] = await packagesOf(client.patientId);
    expect(pkg).toMatchObject({ used: 1, booked: 1, remaining: 8 });
    expect(
      pkg.uses.map((u: { appointmentId: string; status: string }) => [u.appointmentId, u.status]),
    ).toEqual([
      [past, 'completed'],
      [booked, 'scheduled'],
    ]);
    expect(pkg.uses.some((u: { appointmentId: string }) => u.appointmentId === cancelled)).toBe(false);
  });

  it('flags a package with two credits or fewer left, to the trainer and to the client', async () => {
    const client = await clientWithAccount();
    const sold = await trainer.client.post(`/api/v1/patients/${client.patientId}/session-packages`, {
      ...PACKAGE,
      name: '3 sessions',
      sessions: 3,
    });
    expect(sold.status, sold.text).toBe(201);
    expect(sold.body.low).toBe(false);
    const first = await session(client.patientId, -2);
    await trainer.client.patch(`/api/v1/appointments/${first}`, { status: 'completed' });
    let [pkg] = await packagesOf(client.patientId);
    expect(pkg).toMatchObject({ used: 1, remaining: 2, low: true, status: 'active' });
    const mine = (await client.client.get('/api/v1/me/session-packages')).body.items;
    expect(mine).toMatchObject([{ id: sold.body.id, remaining: 2, low: true }]);
    await session(client.patientId, -4);
    await session(client.patientId, 2);
    [pkg] = await packagesOf(client.patientId);
    expect(pkg).toMatchObject({ used: 2, booked: 1, remaining: 0, low: true });
    await trainer.client.patch(`/api/v1/appointments/${first}`, { status: 'no-show' });
    // a missed session still used its credit
    [pkg] = await packagesOf(client.patientId);
    expect(pkg).toMatchObject({ used: 2, remaining: 0 });
  });

  it('kept a draft, the package is pending and holds nothing', async () => {
    const client = await clientWithAccount();
    const sold = await trainer.client.post(`/api/v1/patients/${client.patientId}/session-packages`, {
      ...PACKAGE,
      send: false,
    });
    expect(sold.status, sold.text).toBe(201);
    expect(sold.body).toMatchObject({ status: 'pending', low: false, invoice: { status: 'draft' } });
    await session(client.patientId, -1);
    expect((await packagesOf(client.patientId))[0]).toMatchObject({ used: 0, remaining: 10 });
    // the client does not see a package they have not been invoiced for
    expect((await client.client.get('/api/v1/me/session-packages')).body.items).toEqual([]);
  });

  it('refuses what it cannot do and leaves nothing behind', async () => {
    const before = await invoiceCount();
    // no e-mail address to send the invoice to: nothing is created, not even a number
    const noEmail = await trainer.client.post('/api/v1/patients', { firstName: 'Sam', lastName: 'Ortiz' });
    const refused = await trainer.client.post(
      `/api/v1/patients/${noEmail.body.id}/session-packages`,
      PACKAGE,
    );
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.error.details.fields).toMatchObject({ email: 'emailRequiredForInvoice' });
    expect(await invoiceCount()).toBe(before);
    // bad figures
    const bad = await trainer.client.post(`/api/v1/patients/${noEmail.body.id}/session-packages`, {
      name: '',
      sessions: 0,
      priceMinor: -1,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['name', 'priceMinor', 'sessions']);
    // staff sell for a trainer of the practice, never for someone else
    const client = await clientWithAccount();
    const noTrainer = await staff.client.post(
      `/api/v1/patients/${client.patientId}/session-packages`,
      PACKAGE,
    );
    expect(noTrainer.status).toBe(400);
    expect(noTrainer.body.error.details.fields).toMatchObject({ providerUserId: 'invalidOption' });
    const notATrainer = await staff.client.post(`/api/v1/patients/${client.patientId}/session-packages`, {
      ...PACKAGE,
      providerUserId: staff.id,
    });
    expect(notATrainer.status).toBe(400);
    expect(await invoiceCount()).toBe(before);
    const forTrainer = await staff.client.post(`/api/v1/patients/${client.patientId}/session-packages`, {
      ...PACKAGE,
      providerUserId: trainer.id,
    });
    expect(forTrainer.status, forTrainer.text).toBe(201);
    expect(forTrainer.body.provider.userId).toBe(trainer.id);
  });

  it('another practice gets 404 for the client, and a client sees only their own packages', async () => {
    const client = await clientWithAccount();
    const other = await clientWithAccount();
    await trainer.client.post(`/api/v1/patients/${client.patientId}/session-packages`, PACKAGE);
    await trainer.client.post(`/api/v1/patients/${other.patientId}/session-packages`, {
      ...PACKAGE,
      name: '5 sessions',
      sessions: 5,
    });
    const elsewhere = await createOrganization(t.database.db, { name: 'Elsewhere Gym', kind: 'practice' });
    const stranger = await t.signedIn({
      roles: ['fitness'],
      memberships: [{ organizationId: elsewhere, orgRole: 'member' }],
    });
    const before = await invoiceCount();
    const sold = await stranger.client.post(`/api/v1/patients/${client.patientId}/session-packages`, PACKAGE);
    expect(sold.status).toBe(404);
    expect(await invoiceCount()).toBe(before);
    const list = await stranger.client.get(`/api/v1/session-packages?patientId=${client.patientId}`);
    expect(list.body.items).toEqual([]);
    // each client: their own package only
    const mine = (await client.client.get('/api/v1/me/session-packages')).body.items;
    expect(mine.map((p: { name: string }) => p.name)).toEqual(['10 personal training sessions']);
    const theirs = (await other.client.get('/api/v1/me/session-packages')).body.items;
    expect(theirs.map((p: { name: string }) => p.name)).toEqual(['5 sessions']);
    // a patient cannot sell
    const self = await client.client.post(`/api/v1/patients/${client.patientId}/session-packages`, PACKAGE);
    expect(self.status).toBe(403);
  });
});
