import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { appointment, auditEvent, patient, patientInvitation } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/app.ts';
import { createProvider, type ProviderFixture, profileInput } from '../providers/test-fixtures.ts';
import { dtstartOf } from '../scheduling/index.ts';

let t: TestApp;
let provider: ProviderFixture;

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t);
});
afterAll(async () => {
  await t.close();
});

async function openSlots(
  p: ProviderFixture = provider,
  serviceIndex = 0,
): Promise<{ start: string; end: string }[]> {
  const res = await t
    .client()
    .get(`/api/v1/providers/${p.profileId}/slots?serviceId=${p.serviceIds[serviceIndex]}&days=3`);
  expect(res.status).toBe(200);
  return res.body.slots;
}

const visitor = (email = uniqueEmail('visitor')) => ({
  firstName: 'Leo',
  lastName: 'Park',
  email,
  phone: '+1 555 010 2030',
});

async function counts() {
  const [a] = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from appointment`),
  );
  const [p] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from patient`));
  const [o] = rowsOf<{ n: number }>(
    await t.database.db.execute(sql`select count(*)::int as n from outbox_email`),
  );
  return { appointments: a!.n, patients: p!.n, emails: o!.n };
}

/** Confirms a hold from the link in the newest e-mail to `email`. */
async function confirmFromEmail(email: string) {
  const link = await t.linkFromEmail(email);
  expect(link.pathname).toBe('/booking/confirm');
  return t.client().post(`/api/v1/bookings/${link.searchParams.get('id')}/confirm`, {
    token: link.searchParams.get('token'),
  });
}

describe('POST /api/v1/bookings', () => {
  it('a signed-out visitor holds the slot; confirming from the e-mail makes the patient, the invitation and both .ics e-mails', async () => {
    const [slot] = await openSlots();
    const email = uniqueEmail('visitor');
    const before = await counts();
    const res = await t.client().post('/api/v1/bookings', {
      providerId: provider.profileId,
      serviceId: provider.serviceIds[0],
      start: slot!.start,
      patient: visitor(email),
      notes: 'First time',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      providerId: provider.profileId,
      providerName: 'Ana Ruiz',
      providerType: 'dietitian',
      serviceName: 'First visit',
      start: slot!.start,
      end: slot!.end,
      timeZone: 'UTC',
      status: 'pending',
    });
    expect(Date.parse(res.body.holdExpiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(res.body.confirmationCode).toMatch(/^[A-Z2-9]{8}$/);

    // Held: the slot is gone, no patient exists, only the booker was written to (no .ics yet).
    const db = t.database.db;
    expect((await openSlots()).map((s) => s.start)).not.toContain(slot!.start);
    expect(await db.select().from(patient).where(eq(patient.email, email))).toHaveLength(0);
    const held = await counts();
    expect(held.patients).toBe(before.patients);
    expect(held.emails - before.emails).toBe(1);
    const holdMail = await t.lastEmailTo(email);
    expect(holdMail!.subject).toBe('Confirm your appointment with Ana Ruiz');
    expect(holdMail!.attachments).toHaveLength(0);
    // The outbox keeps no usable link.
    expect(holdMail!.text).not.toMatch(/token=/);

    const confirmLink = await t.linkFromEmail(email);
    const confirmed = await confirmFromEmail(email);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      outcome: 'confirmed',
      booking: { id: res.body.id, status: 'scheduled' },
    });

    const [p] = await db.select().from(patient).where(eq(patient.email, email));
    expect(p).toMatchObject({
      organizationId: provider.organizationId,
      platformAccess: 'invite_pending',
      userId: null,
    });
    expect(
      await db.select().from(patientInvitation).where(eq(patientInvitation.patientId, p!.id)),
    ).toHaveLength(1);

    const [a] = await db.select().from(appointment).where(eq(appointment.id, res.body.id));
    expect(a).toMatchObject({
      providerUserId: provider.userId,
      patientId: p!.id,
      serviceName: 'First visit',
      serviceDurationMinutes: 60,
      servicePriceMinor: 6000,
      status: 'scheduled',
      bookerEmail: null,
      holdExpiresAt: null,
    });
    expect(a!.startsAt.toISOString()).toBe(new Date(slot!.start).toISOString());

    const after = await counts();
    expect(after.emails - held.emails).toBe(2);
    for (const to of [email, provider.email]) {
      const mail = await t.lastEmailTo(to);
      expect(mail, `e-mail to ${to}`).toBeTruthy();
      expect(mail!.attachments).toHaveLength(1);
      const ics = mail!.attachments[0]!;
      expect(ics.contentType.startsWith('text/calendar')).toBe(true);
      expect(dtstartOf(Buffer.from(ics.content, 'base64').toString('utf8'))).toBe(slot!.start);
    }
    const patientMail = await t.lastEmailTo(email);
    expect(patientMail!.subject).toBe('Appointment confirmed with Ana Ruiz');
    expect(patientMail!.text).toContain(res.body.confirmationCode);
    expect(patientMail!.text).toMatch(/\/auth\?invite=[A-Za-z0-9_-]{20,}/);
    expect((await t.lastEmailTo(provider.email))!.text).toContain('Notes from the patient: First time');

    const audits = await db.select().from(auditEvent).where(eq(auditEvent.patientId, p!.id));
    expect(audits.map((e) => e.action).sort()).toEqual(['appointment.create', 'patient.create']);

    // Still taken; a second click changes nothing.
    expect((await openSlots()).map((s) => s.start)).not.toContain(slot!.start);
    const again = await t.client().post(`/api/v1/bookings/${res.body.id}/confirm`, {
      token: confirmLink.searchParams.get('token'),
    });
    expect(again.body.outcome).toBe('unchanged');
    expect((await counts()).emails).toBe(after.emails);
  });

  it('answers in Spanish to a Spanish visitor', async () => {
    const slots = await openSlots(provider, 1);
    const email = uniqueEmail('es');
    const res = await t.client().post(
      '/api/v1/bookings',
      {
        providerId: provider.profileId,
        serviceId: provider.serviceIds[1],
        start: slots.at(-1)!.start,
        patient: visitor(email),
      },
      { headers: { 'accept-language': 'es-ES,es;q=0.9' } },
    );
    expect(res.status).toBe(201);
    expect((await t.lastEmailTo(email))!.subject).toMatch(/^Confirma tu cita/);
  });

  it('ten parallel requests for one slot: exactly one 201 and nine 409 SLOT_TAKEN', async () => {
    const p = await createProvider(t, { displayName: 'Race Provider' });
    const [slot] = await openSlots(p);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.client().post('/api/v1/bookings', {
          providerId: p.profileId,
          serviceId: p.serviceIds[0],
          start: slot!.start,
          patient: visitor(uniqueEmail(`race${i}`)),
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.code).toBe('SLOT_TAKEN');
    const live = await t.database.db
      .select()
      .from(appointment)
      .where(and(eq(appointment.providerUserId, p.userId), eq(appointment.status, 'pending')));
    expect(live).toHaveLength(1);
    // Nobody left a patient behind (a hold makes none), and the losers no hold.
    const losers = await t.database.db.select().from(patient).where(sql`${patient.email} like 'race%'`);
    expect(losers).toHaveLength(0);
  });

  it('an overlapping slot of another service is taken too', async () => {
    const p = await createProvider(t, { displayName: 'Overlap Provider' });
    const slots60 = await openSlots(p, 0);
    const first = await t.client().post('/api/v1/bookings', {
      providerId: p.profileId,
      serviceId: p.serviceIds[0],
      start: slots60[0]!.start,
      patient: visitor(),
    });
    expect(first.status).toBe(201);
    // 30 minutes into the 60-minute appointment, with the 30-minute service.
    const inside = new Date(Date.parse(slots60[0]!.start) + 30 * 60_000).toISOString().replace('.000Z', 'Z');
    const res = await t.client().post('/api/v1/bookings', {
      providerId: p.profileId,
      serviceId: p.serviceIds[1],
      start: inside,
      patient: visitor(),
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('SLOT_TAKEN');
  });

  it('refuses a start that is not an offered slot, changing nothing', async () => {
    const before = await counts();
    const [slot] = await openSlots();
    const offGrid = new Date(Date.parse(slot!.start) + 7 * 60_000).toISOString();
    const res = await t.client().post('/api/v1/bookings', {
      providerId: provider.profileId,
      serviceId: provider.serviceIds[0],
      start: offGrid,
      patient: visitor(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { start: 'slotUnavailable' } },
    });
    const bad = await t.client().post('/api/v1/bookings', {
      providerId: provider.profileId,
      serviceId: 'nope',
      start: 'soon',
      patient: { firstName: '', lastName: 'X', email: 'bad', phone: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({
      start: 'startInvalid',
      'patient.firstName': 'firstNameRequired',
      'patient.email': 'emailInvalid',
      'patient.phone': 'phoneRequired',
    });
    const noPatient = await t.client().post('/api/v1/bookings', {
      providerId: provider.profileId,
      serviceId: provider.serviceIds[0],
      start: slot!.start,
    });
    expect(noPatient.body.error.details.fields).toEqual({ patient: 'patientRequired' });
    const wrongService = await t.client().post('/api/v1/bookings', {
      providerId: provider.profileId,
      serviceId: '00000000-0000-4000-8000-000000000000',
      start: slot!.start,
      patient: visitor(),
    });
    expect(wrongService.body.error.details.fields).toEqual({ serviceId: 'serviceInvalid' });
    expect(await counts()).toEqual(before);
  });

  it('a start in the past is refused as in the past (SLOT_IN_PAST), not as taken, changing nothing', async () => {
    const before = await counts();
    // On the provider's grid (every hour of every day, UTC), an hour ago and years ago.
    const hourAgo = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3_600_000).toISOString();
    for (const start of [hourAgo, '2020-01-06T10:00:00Z']) {
      const res = await t.client().post('/api/v1/bookings', {
        providerId: provider.profileId,
        serviceId: provider.serviceIds[0],
        start,
        patient: visitor(),
      });
      expect(res.status, start).toBe(400);
      expect(res.body.error.code).toBe('SLOT_IN_PAST');
      expect(res.body.error.message).toBe(
        'This time has already passed. Please choose a time in the future.',
      );
    }
    expect(await counts()).toEqual(before);
  });

  it('unknown or unpublished providers are not bookable', async () => {
    const hidden = await createProvider(t, { displayName: 'Hidden Provider', published: false });
    const res = await t.client().post('/api/v1/bookings', {
      providerId: hidden.profileId,
      serviceId: hidden.serviceIds[0],
      start: new Date(Date.now() + 86_400_000).toISOString(),
      patient: visitor(),
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('a signed-in user books as themself and becomes a linked patient', async () => {
    const me = await t.signedIn({ roles: ['patient'], firstName: 'Emma', lastName: 'Stone' });
    const [slot] = await openSlots();
    const res = await me.client.post('/api/v1/bookings', {
      providerId: provider.profileId,
      serviceId: provider.serviceIds[0],
      start: slot!.start,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'scheduled', holdExpiresAt: null });
    const [p] = await t.database.db.select().from(patient).where(eq(patient.userId, me.id));
    expect(p).toMatchObject({
      platformAccess: 'platform_user',
      email: me.email,
      firstName: 'Emma',
      organizationId: provider.organizationId,
    });
    const mail = await t.lastEmailTo(me.email);
    expect(mail!.text).not.toContain('invite=');
    // It is on their dashboard, and the provider's: both e-mails say so, and it is true.
    expect(mail!.text).toContain('listed under upcoming appointments on your Verdant dashboard');
    expect((await t.lastEmailTo(provider.email))!.text).toContain(
      'It is listed under upcoming appointments on your Verdant dashboard',
    );
    const onDashboard = await provider.client.get('/api/v1/me/appointments?as=provider&limit=50');
    expect(onDashboard.body.items.map((i: { id: string }) => i.id)).toContain(res.body.id);
    const mine = await me.client.get('/api/v1/me/appointments');
    expect(mine.body.items.map((i: { id: string }) => i.id)).toEqual([res.body.id]);

    // Readable without the code by the booker and by the provider; not by someone else.
    expect((await me.client.get(`/api/v1/bookings/${res.body.id}`)).status).toBe(200);
    expect((await provider.client.get(`/api/v1/bookings/${res.body.id}`)).body.id).toBe(res.body.id);
    const stranger = await t.signedIn({ roles: ['patient'] });
    expect((await stranger.client.get(`/api/v1/bookings/${res.body.id}`)).status).toBe(404);
  });

  it("takes the service's way of giving it: a telehealth service is a video visit, the rest as the profile offers", async () => {
    const clinic = await createProvider(t, {
      displayName: 'Marta Gil',
      services: [
        { name: 'First visit', durationMinutes: 30, priceMinor: 6000, currency: 'EUR' },
        { name: 'Telehealth', durationMinutes: 30, priceMinor: 4000, currency: 'EUR', mode: 'video' },
      ],
    });
    const read = await t.client().get(`/api/v1/providers/${clinic.profileId}`);
    expect(read.body.services.map((s: { mode: string | null }) => s.mode)).toEqual([null, 'video']);
    const me = await t.signedIn({ roles: ['patient'] });
    const booked = [];
    for (const index of [1, 0]) {
      const slots = await openSlots(clinic, index);
      const res = await me.client.post('/api/v1/bookings', {
        providerId: clinic.profileId,
        serviceId: clinic.serviceIds[index],
        start: slots[index * 4]!.start,
      });
      expect(res.status, res.text).toBe(201);
      const [row] = await t.database.db.select().from(appointment).where(eq(appointment.id, res.body.id));
      booked.push({ type: row!.type, location: row!.location });
    }
    expect(booked).toEqual([
      { type: 'video', location: null },
      { type: 'in_person', location: 'Madrid, Spain' },
    ]);

    // a profile that stops seeing people in person cannot keep an in-person service; nothing changes
    const refused = await clinic.client.put(
      '/api/v1/me/provider-profile',
      profileInput({
        displayName: 'Marta Gil',
        inPerson: false,
        services: [
          { name: 'Scan', durationMinutes: 30, priceMinor: 6000, currency: 'EUR', mode: 'in_person' },
        ],
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.fields).toEqual({ 'services.0.mode': 'serviceInPersonUnavailable' });
    expect((await t.client().get(`/api/v1/providers/${clinic.profileId}`)).body.services).toHaveLength(2);
  });

  it('honours Idempotency-Key: a retry returns the same booking and creates nothing', async () => {
    const slots = await openSlots();
    const body = {
      providerId: provider.profileId,
      serviceId: provider.serviceIds[0],
      start: slots[1]!.start,
      patient: visitor(),
    };
    const client = t.client();
    const first = await client.post('/api/v1/bookings', body, {
      headers: { 'idempotency-key': 'book-key-1' },
    });
    expect(first.status).toBe(201);
    const before = await counts();
    const again = await client.post('/api/v1/bookings', body, {
      headers: { 'idempotency-key': 'book-key-1' },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await counts()).toEqual(before);
    const other = await client.post(
      '/api/v1/bookings',
      { ...body, start: slots[2]!.start },
      { headers: { 'idempotency-key': 'book-key-1' } },
    );
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('CONFLICT');
  });
});

describe('GET /api/v1/bookings/:id', () => {
  it('reads with the confirmation code only, and audits the read', async () => {
    const [slot] = await openSlots();
    const booked = await t.client().post('/api/v1/bookings', {
      providerId: provider.profileId,
      serviceId: provider.serviceIds[0],
      start: slot!.start,
      patient: visitor(),
    });
    const { id, confirmationCode } = booked.body;
    const ok = await t.client().get(`/api/v1/bookings/${id}?code=${confirmationCode.toLowerCase()}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual(booked.body);
    expect((await t.client().get(`/api/v1/bookings/${id}?code=WRONG123`)).status).toBe(404);
    expect((await t.client().get(`/api/v1/bookings/${id}`)).status).toBe(404);
    expect((await t.client().get('/api/v1/bookings/not-a-uuid?code=X')).status).toBe(404);
    const reads = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'appointment.read'), eq(auditEvent.resourceId, id)));
    expect(reads).toHaveLength(1);
  });
});

describe('GET /api/v1/bookings/:id reveals nothing to a guesser', () => {
  it('ids are random UUIDs; guessed ids and a known id without its code answer the same 404', async () => {
    const ids: string[] = [];
    const own = await createProvider(t, { displayName: 'Guessed Provider' });
    for (const start of (await openSlots(own, 1)).slice(0, 3).map((s) => s.start)) {
      const r = await t.client().post('/api/v1/bookings', {
        providerId: own.profileId,
        serviceId: own.serviceIds[1],
        start,
        patient: visitor(),
      });
      expect(r.status).toBe(201);
      ids.push(r.body.id);
    }
    // Version 4 (random) UUIDs, unrelated to each other: nothing to count up from.
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids.map((id) => id.slice(0, 8))).size).toBe(3);
    const guesses = [
      crypto.randomUUID(),
      '00000000-0000-4000-8000-000000000001',
      ids[0]!.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      ids[0]!,
      `${ids[0]!}?code=AAAAAAAA`,
    ];
    const bodies = new Set<string>();
    for (const g of guesses) {
      const r = await t.client().get(`/api/v1/bookings/${g}`);
      expect(r.status, g).toBe(404);
      bodies.add(JSON.stringify(r.body));
    }
    expect(bodies.size).toBe(1);
    // Signed in does not help either, unless it is your booking.
    const nosy = await t.signedIn({ roles: ['dietitian'] });
    expect((await nosy.client.get(`/api/v1/bookings/${ids[0]}`)).status).toBe(404);
  });

  it('a valid read carries what the confirmation page shows and no patient identity', async () => {
    const own = await createProvider(t, { displayName: 'Read Provider' });
    const [slot] = await openSlots(own, 1);
    const person = {
      firstName: 'Zelda',
      lastName: 'Quinterro',
      email: uniqueEmail('zelda'),
      phone: '+1 555 010 7788',
    };
    const booked = await t.client().post('/api/v1/bookings', {
      providerId: own.profileId,
      serviceId: own.serviceIds[1],
      start: slot!.start,
      patient: person,
      notes: 'Private note about my health',
    });
    const read = await t
      .client()
      .get(`/api/v1/bookings/${booked.body.id}?code=${booked.body.confirmationCode}`);
    expect(read.status).toBe(200);
    expect(Object.keys(read.body).sort()).toEqual([
      'confirmationCode',
      'end',
      'holdExpiresAt',
      'id',
      'providerId',
      'providerName',
      'providerType',
      'serviceName',
      'start',
      'status',
      'timeZone',
    ]);
    const text = JSON.stringify(read.body);
    for (const secret of ['Zelda', 'Quinterro', person.email, '7788', 'Private note', 'patient']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('rate limit', () => {
  it('allows 20 booking attempts per address in 15 minutes, then answers 429 with Retry-After', async () => {
    const client = t.client();
    const body = {
      providerId: '00000000-0000-4000-8000-000000000000',
      serviceId: '00000000-0000-4000-8000-000000000000',
      start: '2030-01-07T10:00:00Z',
      patient: visitor(),
    };
    for (let i = 0; i < 20; i++) expect((await client.post('/api/v1/bookings', body)).status).toBe(404);
    const limited = await client.post('/api/v1/bookings', body);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await t.client().post('/api/v1/bookings', body)).status).toBe(404);
  });
});
