import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointment, auditEvent, membership, patient } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createProvider, type ProviderFixture } from '../providers/test-fixtures.ts';

let t: TestApp;
let provider: ProviderFixture;
let colleague: ProviderFixture;
let other: ProviderFixture;
let me: Awaited<ReturnType<TestApp['signedIn']>>;
let booked: { id: string; start: string };

async function slotsOf(p: ProviderFixture) {
  const res = await t
    .client()
    .get(`/api/v1/providers/${p.profileId}/slots?serviceId=${p.serviceIds[0]}&days=3`);
  return res.body.slots as { start: string; end: string }[];
}

/** A visitor's booking, confirmed from its e-mail (a pending hold is on no dashboard). */
async function book(p: ProviderFixture, index: number, name: string) {
  const slot = (await slotsOf(p))[index]!;
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  const res = await t.client().post('/api/v1/bookings', {
    providerId: p.profileId,
    serviceId: p.serviceIds[0],
    start: slot.start,
    patient: { firstName: name, lastName: 'Visitor', email, phone: '+1 555 010 2030' },
  });
  expect(res.status, res.text).toBe(201);
  const link = await t.linkFromEmail(email);
  const confirmed = await t
    .client()
    .post(`/api/v1/bookings/${res.body.id}/confirm`, { token: link.searchParams.get('token') });
  expect(confirmed.status, confirmed.text).toBe(200);
  return confirmed.body.booking as { id: string; start: string };
}

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t, { displayName: 'Ana Ruiz' });
  colleague = await createProvider(
    t,
    { displayName: 'Bea Colleague', type: 'fitness', online: true, inPerson: false },
    provider.organizationId,
  );
  other = await createProvider(t, { displayName: 'Otto Other' });
  me = await t.signedIn({ roles: ['patient'], firstName: 'Emma', lastName: 'Stone' });
  // The patient books with the provider (signed in) and with the colleague; visitors book with each.
  const mine = await me.client.post('/api/v1/bookings', {
    providerId: provider.profileId,
    serviceId: provider.serviceIds[0],
    start: (await slotsOf(provider))[2]!.start,
  });
  expect(mine.status).toBe(201);
  booked = mine.body;
  await me.client.post('/api/v1/bookings', {
    providerId: colleague.profileId,
    serviceId: colleague.serviceIds[0],
    start: (await slotsOf(colleague))[4]!.start,
  });
  await book(provider, 0, 'Vera');
  await book(colleague, 0, 'Colin');
  await book(other, 0, 'Olga');
});
afterAll(async () => {
  await t.close();
});

const names = (items: { patient: { name: string } | null }[]) => items.map((i) => i.patient?.name);

describe('GET /api/v1/me/appointments', () => {
  it('a provider sees only the appointments booked with them, soonest first, with patient and place', async () => {
    const res = await provider.client.get('/api/v1/me/appointments?as=provider');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(2);
    expect(names(res.body.items)).toEqual(['Vera Visitor', 'Emma Stone']);
    const emma = res.body.items[1];
    expect(emma).toMatchObject({
      id: booked.id,
      start: booked.start,
      timeZone: 'UTC',
      status: 'scheduled',
      serviceName: 'First visit',
      durationMinutes: 60,
      provider: { name: 'Ana Ruiz', type: 'dietitian' },
      // how this appointment happens, as booked: in person where the profile offers it
      location: { inPerson: true, online: false, city: 'Madrid, Spain', country: null },
    });
    // Another provider of the same practice and a provider of another practice see none of them.
    const col = await colleague.client.get('/api/v1/me/appointments?as=provider');
    expect(names(col.body.items)).toEqual(['Colin Visitor', 'Emma Stone']);
    expect(col.body.items[0].location).toMatchObject({ inPerson: false, online: true });
    const oth = await other.client.get('/api/v1/me/appointments?as=provider');
    expect(names(oth.body.items)).toEqual(['Olga Visitor']);
  });

  it('a patient sees their own through their linked record, with the provider and without patient details', async () => {
    const res = await me.client.get('/api/v1/me/appointments');
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { provider: { name: string } }) => i.provider.name).sort()).toEqual([
      'Ana Ruiz',
      'Bea Colleague',
    ]);
    for (const item of res.body.items) expect(item.patient).toBeNull();
    const stranger = await t.signedIn({ roles: ['patient'] });
    expect((await stranger.client.get('/api/v1/me/appointments?as=patient')).body.items).toEqual([]);
  });

  it("staff see their practice's appointments and no other practice's", async () => {
    const staff = await t.signedIn({
      roles: ['staff'],
      memberships: [{ organizationId: provider.organizationId, orgRole: 'member' }],
    });
    const res = await staff.client.get('/api/v1/me/appointments?as=practice');
    expect(res.status).toBe(200);
    expect(names(res.body.items).sort()).toEqual([
      'Colin Visitor',
      'Emma Stone',
      'Emma Stone',
      'Vera Visitor',
    ]);
    const elsewhere = await t.signedIn({
      roles: ['staff'],
      memberships: [{ organizationId: await t.createPractice(), orgRole: 'member' }],
    });
    expect((await elsewhere.client.get('/api/v1/me/appointments?as=practice')).body.items).toEqual([]);
  });

  it('a view needs its role; anonymous is refused', async () => {
    expect((await me.client.get('/api/v1/me/appointments?as=provider')).status).toBe(403);
    expect((await me.client.get('/api/v1/me/appointments?as=practice')).status).toBe(403);
    expect((await provider.client.get('/api/v1/me/appointments?as=practice')).status).toBe(403);
    expect((await t.client().get('/api/v1/me/appointments')).status).toBe(401);
    const bad = await me.client.get('/api/v1/me/appointments?as=everyone&limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({ as: 'invalidOption', limit: 'numberInvalid' });
  });

  it('a provider who left the practice no longer sees its appointments', async () => {
    const leaver = await createProvider(t, { displayName: 'Lea Leaver' });
    await book(leaver, 0, 'Paul');
    const before = await leaver.client.get('/api/v1/me/appointments?as=provider');
    expect(before.body.items).toHaveLength(1);
    await t.database.db.delete(membership).where(eq(membership.userId, leaver.userId));
    t.deps.principals.clear();
    // ADR 0022: roles are held in an organization; with no membership left, no provider role applies
    const after = await leaver.client.get('/api/v1/me/appointments?as=provider');
    expect(after.status).toBe(403);
  });

  it('upcoming leaves out cancelled and ended ones; upcoming=false lists the ended ones', async () => {
    const cancelled = await book(provider, 5, 'Cathy');
    await t.database.db
      .update(appointment)
      .set({ status: 'cancelled' })
      .where(eq(appointment.id, cancelled.id));
    const past = await book(provider, 6, 'Pete');
    await t.database.db
      .update(appointment)
      .set({ startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(appointment.id, past.id));
    const upcoming = await provider.client.get('/api/v1/me/appointments?as=provider&upcoming=true');
    expect(names(upcoming.body.items)).toEqual(['Vera Visitor', 'Emma Stone']);
    const ended = await provider.client.get('/api/v1/me/appointments?as=provider&upcoming=false');
    expect(names(ended.body.items)).toEqual(['Pete Visitor']);
    const one = await provider.client.get('/api/v1/me/appointments?as=provider&limit=1');
    expect(names(one.body.items)).toEqual(['Vera Visitor']);
  });

  it('writes one appointment.read audit event naming every patient whose appointment was read', async () => {
    const readsBy = (userId: string) =>
      t.database.db
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.action, 'appointment.read'), eq(auditEvent.actorUserId, userId)));
    const before = (await readsBy(me.id)).length;
    const res = await me.client.get('/api/v1/me/appointments');
    expect(res.body.items.length).toBeGreaterThan(1);
    const events = (await readsBy(me.id)).slice(before);
    expect(events).toHaveLength(1);
    const mine = await t.database.db
      .select({ id: patient.id })
      .from(patient)
      .where(eq(patient.userId, me.id));
    expect(new Set(events[0]!.patientIds)).toEqual(new Set(mine.map((p) => p.id)));
    // Reading nothing writes nothing.
    const stranger = await t.signedIn({ roles: ['patient'] });
    await stranger.client.get('/api/v1/me/appointments');
    expect(await readsBy(stranger.id)).toHaveLength(0);
  });
});
