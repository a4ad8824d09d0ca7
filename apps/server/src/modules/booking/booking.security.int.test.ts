/**
 * Security findings 2 and 5 (decision 0017): an anonymous booking is a pending hold that touches no
 * patient record until confirmed from its e-mail, expires, is capped per e-mail address, client
 * address and provider, can be cancelled from its link, and respects the provider's booking window
 * and new-patient bookings per day. The clock is injected (`deps.now`), nothing sleeps.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOKING_HOLD_MINUTES } from '@verdant/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { appointment, auditEvent, patient } from '../../db/schema/index.ts';
import { BOOKING_HOLD_LIMITS } from '../../platform/limits.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';
import { createProvider, type ProviderFixture } from '../providers/test-fixtures.ts';

let t: TestApp;
/** How far the business clock of the app under test runs ahead of real time. */
let ahead = 0;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => Date.now() + ahead });
});
afterAll(async () => {
  await t.close();
});

async function slotsOf(p: ProviderFixture, days = 3, serviceIndex = 0): Promise<{ start: string }[]> {
  const res = await t
    .client()
    .get(`/api/v1/providers/${p.profileId}/slots?serviceId=${p.serviceIds[serviceIndex]}&days=${days}`);
  expect(res.status).toBe(200);
  return res.body.slots;
}

const person = (email = uniqueEmail('booker')) => ({
  firstName: 'Rita',
  lastName: 'Booker',
  email,
  phone: '+1 555 010 4455',
});

function book(
  p: ProviderFixture,
  start: string,
  email = uniqueEmail('booker'),
  client: TestClient = t.client(),
) {
  return client.post('/api/v1/bookings', {
    providerId: p.profileId,
    serviceId: p.serviceIds[0],
    start,
    patient: person(email),
  });
}

/** The confirm link of the newest hold e-mail to `email`. */
async function holdLink(email: string) {
  const link = await t.linkFromEmail(email, undefined);
  expect(link.pathname).toBe('/booking/confirm');
  return { id: link.searchParams.get('id')!, token: link.searchParams.get('token')! };
}

async function counts() {
  const n = async (table: string) =>
    rowsOf<{ n: number }>(await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!
      .n;
  return {
    appointments: await n('appointment'),
    patients: await n('patient'),
    emails: await n('outbox_email'),
  };
}

describe('an anonymous booking with the address of an existing patient', () => {
  it('leaves the patient record, their dashboard and the provider untouched until confirmed from the e-mail', async () => {
    const provider = await createProvider(t, { displayName: 'Pia Provider' });
    // Emma is a patient of the practice with an account (she booked signed in before).
    const emma = await t.signedIn({ roles: ['patient'], firstName: 'Emma', lastName: 'Stone' });
    const [first, , second] = await slotsOf(provider);
    expect(
      (
        await emma.client.post('/api/v1/bookings', {
          providerId: provider.profileId,
          serviceId: provider.serviceIds[0],
          start: first!.start,
        })
      ).status,
    ).toBe(201);
    const [record] = await t.database.db.select().from(patient).where(eq(patient.userId, emma.id));
    const auditsBefore = await t.database.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.patientId, record!.id));
    await t.runJobs();
    const providerMailsBefore = t.mail.messages.filter((m) => m.to === provider.email).length;

    // Someone else types Emma's address.
    const res = await book(provider, second!.start, emma.email.toUpperCase());
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');

    const [after] = await t.database.db.select().from(patient).where(eq(patient.id, record!.id));
    expect(after).toEqual(record);
    expect(await t.database.db.select().from(auditEvent).where(eq(auditEvent.patientId, record!.id))).toEqual(
      auditsBefore,
    );
    const [hold] = await t.database.db.select().from(appointment).where(eq(appointment.id, res.body.id));
    expect(hold).toMatchObject({ patientId: null, status: 'pending' });
    const mine = await emma.client.get('/api/v1/me/appointments');
    expect(mine.body.items.map((i: { id: string }) => i.id)).not.toContain(res.body.id);
    const theirs = await provider.client.get('/api/v1/me/appointments?as=provider');
    expect(theirs.body.items.map((i: { id: string }) => i.id)).not.toContain(res.body.id);
    await t.runJobs();
    expect(t.mail.messages.filter((m) => m.to === provider.email)).toHaveLength(providerMailsBefore);
    // The hold e-mail went to the address typed, which is Emma's: only she can confirm.
    const link = await holdLink(emma.email.toLowerCase());

    const confirmed = await t.client().post(`/api/v1/bookings/${link.id}/confirm`, { token: link.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.booking.status).toBe('scheduled');
    const [now] = await t.database.db.select().from(appointment).where(eq(appointment.id, res.body.id));
    expect(now!.patientId).toBe(record!.id);
    const listed = await emma.client.get('/api/v1/me/appointments');
    expect(listed.body.items.map((i: { id: string }) => i.id)).toContain(res.body.id);
    await t.runJobs();
    expect(t.mail.messages.filter((m) => m.to === provider.email)).toHaveLength(providerMailsBefore + 1);
  });

  it('a wrong or missing token confirms nothing', async () => {
    const provider = await createProvider(t, { displayName: 'Token Provider' });
    const [slot] = await slotsOf(provider);
    const res = await book(provider, slot!.start);
    for (const token of ['x'.repeat(43), '', res.body.confirmationCode]) {
      const r = await t.client().post(`/api/v1/bookings/${res.body.id}/confirm`, { token });
      expect(r.status, token).toBe(400);
    }
    const [hold] = await t.database.db.select().from(appointment).where(eq(appointment.id, res.body.id));
    expect(hold!.status).toBe('pending');
  });
});

describe('holds expire', () => {
  it(`after ${BOOKING_HOLD_MINUTES} minutes the slot is open again, the link no longer confirms, and another booker takes it`, async () => {
    const provider = await createProvider(t, { displayName: 'Expiry Provider' });
    // A slot that is still ahead once the clock has moved past the hold.
    const slot = (await slotsOf(provider))[6];
    const email = uniqueEmail('late');
    const res = await book(provider, slot!.start, email);
    expect(res.status).toBe(201);
    expect((await slotsOf(provider)).map((s) => s.start)).not.toContain(slot!.start);

    ahead += (BOOKING_HOLD_MINUTES - 1) * MINUTE;
    expect((await slotsOf(provider)).map((s) => s.start)).not.toContain(slot!.start);
    ahead += 2 * MINUTE;
    try {
      expect((await slotsOf(provider)).map((s) => s.start)).toContain(slot!.start);
      const link = await holdLink(email);
      const late = await t.client().post(`/api/v1/bookings/${link.id}/confirm`, { token: link.token });
      expect(late.status).toBe(400);
      expect(late.body.error).toMatchObject({ code: 'INVALID_TOKEN', details: { reason: 'holdExpired' } });
      expect(
        (await t.client().get(`/api/v1/bookings/${res.body.id}?code=${res.body.confirmationCode}`)).status,
      ).toBe(404);

      const other = await book(provider, slot!.start);
      expect(other.status).toBe(201);
      // The expired hold is gone with its booker's details.
      expect(
        await t.database.db.select().from(appointment).where(eq(appointment.id, res.body.id)),
      ).toHaveLength(0);
    } finally {
    }
  });
});

describe('caps on unconfirmed holds', () => {
  async function expectRefused(res: Awaited<ReturnType<typeof book>>, reason: string) {
    expect(res.status).toBe(429);
    expect(res.body.error).toMatchObject({ code: 'BOOKING_HOLD_LIMIT', details: { reason } });
    expect(res.body.error.message).toMatch(/waiting for confirmation/);
  }

  it(`per e-mail address: ${BOOKING_HOLD_LIMITS.perEmail}, across providers, and again once they expire`, async () => {
    const a = await createProvider(t, { displayName: 'Cap A' });
    const b = await createProvider(t, { displayName: 'Cap B' });
    const email = uniqueEmail('greedy');
    const slotsA = await slotsOf(a);
    for (let i = 0; i < BOOKING_HOLD_LIMITS.perEmail; i++) {
      expect((await book(i % 2 ? b : a, slotsA[i + 5]!.start, email)).status).toBe(201);
    }
    const before = await counts();
    await expectRefused(await book(b, slotsA[10]!.start, email), 'perEmail');
    expect(await counts()).toEqual(before);
    ahead += (BOOKING_HOLD_MINUTES + 1) * MINUTE;
    try {
      expect((await book(b, slotsA[10]!.start, email)).status).toBe(201);
    } finally {
    }
  });

  it(`per client address: ${BOOKING_HOLD_LIMITS.perClientAddress}, whatever the e-mail addresses`, async () => {
    const p = await createProvider(t, { displayName: 'Cap Client' });
    const q = await createProvider(t, { displayName: 'Cap Client Two' });
    const client = t.client();
    const slots = await slotsOf(p);
    for (let i = 0; i < BOOKING_HOLD_LIMITS.perClientAddress; i++) {
      expect((await book(i % 2 ? q : p, slots[i]!.start, uniqueEmail('rotating'), client)).status).toBe(201);
    }
    const before = await counts();
    await expectRefused(await book(q, slots[10]!.start, uniqueEmail('rotating'), client), 'perClientAddress');
    expect(await counts()).toEqual(before);
    // Another address may still book.
    expect((await book(q, slots[10]!.start)).status).toBe(201);
  });

  it(`per provider: ${BOOKING_HOLD_LIMITS.perProvider}, from any number of addresses; a confirmed one frees its place`, async () => {
    const p = await createProvider(t, { displayName: 'Cap Provider' });
    const slots = await slotsOf(p);
    const emails: string[] = [];
    for (let i = 0; i < BOOKING_HOLD_LIMITS.perProvider; i++) {
      emails.push(uniqueEmail('many'));
      expect((await book(p, slots[2 * i]!.start, emails[i])).status).toBe(201);
    }
    const before = await counts();
    await expectRefused(await book(p, slots[20]!.start), 'perProvider');
    expect(await counts()).toEqual(before);
    const link = await holdLink(emails[0]!);
    expect((await t.client().post(`/api/v1/bookings/${link.id}/confirm`, { token: link.token })).status).toBe(
      200,
    );
    expect((await book(p, slots[20]!.start)).status).toBe(201);
  });
});

describe('the cancel link', () => {
  it('cancels a hold: the slot is open again and the provider, never told of it, is not told now', async () => {
    const p = await createProvider(t, { displayName: 'Cancel Hold' });
    const [slot] = await slotsOf(p);
    const email = uniqueEmail('changed-mind');
    const res = await book(p, slot!.start, email);
    await t.runJobs();
    const sent = t.mail.messages.findLast((m) => m.to === email)!;
    const cancelUrl = new URL(/https?:\/\/\S+\/booking\/cancel\?\S+/.exec(sent.text)![0]);
    const token = cancelUrl.searchParams.get('token')!;
    const looked = await t.client().post(`/api/v1/bookings/${res.body.id}/lookup`, { token });
    expect(looked.body).toMatchObject({ id: res.body.id, status: 'pending' });
    const providerMails = t.mail.messages.filter((m) => m.to === p.email).length;

    const cancelled = await t.client().post(`/api/v1/bookings/${res.body.id}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ outcome: 'cancelled', booking: { status: 'cancelled' } });
    expect((await slotsOf(p)).map((s) => s.start)).toContain(slot!.start);
    const [row] = await t.database.db.select().from(appointment).where(eq(appointment.id, res.body.id));
    expect(row).toMatchObject({
      status: 'cancelled',
      bookerEmail: null,
      bookerFirstName: null,
      patientId: null,
    });
    await t.runJobs();
    expect(t.mail.messages.filter((m) => m.to === p.email)).toHaveLength(providerMails);
    // Confirming a cancelled booking does nothing; cancelling again says so.
    const again = await t.client().post(`/api/v1/bookings/${res.body.id}/cancel`, { token });
    expect(again.body.outcome).toBe('unchanged');
    const confirm = await t.client().post(`/api/v1/bookings/${res.body.id}/confirm`, { token });
    expect(confirm.body).toMatchObject({ outcome: 'unchanged', booking: { status: 'cancelled' } });
  });

  it('cancels a confirmed appointment from the booked e-mail: slot open again, provider told, off the dashboards', async () => {
    const p = await createProvider(t, { displayName: 'Cancel Booked' });
    const [slot] = await slotsOf(p);
    const email = uniqueEmail('cancel-later');
    const res = await book(p, slot!.start, email);
    const link = await holdLink(email);
    await t.client().post(`/api/v1/bookings/${link.id}/confirm`, { token: link.token });
    await t.runJobs();
    const booked = t.mail.messages.findLast((m) => m.to === email)!;
    expect(booked.subject).toMatch(/^Appointment confirmed/);
    const cancelUrl = new URL(/https?:\/\/\S+\/booking\/cancel\?\S+/.exec(booked.text)![0]);
    const cancelled = await t
      .client()
      .post(`/api/v1/bookings/${res.body.id}/cancel`, { token: cancelUrl.searchParams.get('token') });
    expect(cancelled.body.outcome).toBe('cancelled');
    expect((await slotsOf(p)).map((s) => s.start)).toContain(slot!.start);
    await t.runJobs();
    expect(t.mail.messages.findLast((m) => m.to === p.email)!.subject).toMatch(/^Cancelled: Rita Booker/);
    const list = await p.client.get('/api/v1/me/appointments?as=provider');
    expect(list.body.items.map((i: { id: string }) => i.id)).not.toContain(res.body.id);
    // The outbox copy of the booked e-mail holds no usable cancel link.
    const stored = await t.lastEmailTo(email, booked.subject);
    expect(stored!.text).not.toContain(cancelUrl.searchParams.get('token'));
  });
});

describe("the provider's booking settings", () => {
  it('are validated on the server', async () => {
    const p = await createProvider(t, { displayName: 'Settings Check' });
    const bad = await p.client.put('/api/v1/me/provider-profile', {
      ...(await p.client.get('/api/v1/me/provider-profile')).body,
      bookingWindowDays: 0,
      maxNewPatientsPerDay: 101,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toMatchObject({
      bookingWindowDays: 'bookingWindowInvalid',
      maxNewPatientsPerDay: 'newPatientsPerDayInvalid',
    });
  });

  it('the booking window limits the open slots and the bookings', async () => {
    const p = await createProvider(t, { displayName: 'Window Provider', bookingWindowDays: 2 });
    const slots = await slotsOf(p, 5);
    const now = Date.now() + ahead; // the app's clock: earlier tests moved it
    const today = new Date(now).toISOString().slice(0, 10);
    const tomorrow = new Date(now + 86_400_000).toISOString().slice(0, 10);
    for (const s of slots) expect([today, tomorrow]).toContain(s.start.slice(0, 10));
    expect(slots.some((s) => s.start.startsWith(tomorrow))).toBe(true);
    const dayAfter = new Date(now + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await book(p, `${dayAfter}T10:00:00Z`);
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({ start: 'beyondBookingWindow' });
  });

  it('new-patient bookings per day close a day for the slots and the writes; 0 takes none', async () => {
    const p = await createProvider(t, { displayName: 'Busy Day Provider', maxNewPatientsPerDay: 1 });
    const slots = await slotsOf(p, 3);
    const day = slots.at(-1)!.start.slice(0, 10);
    const onDay = slots.filter((s) => s.start.startsWith(day));
    expect(onDay.length).toBeGreaterThan(3);
    expect((await book(p, onDay[0]!.start)).status).toBe(201);
    expect((await slotsOf(p, 3)).some((s) => s.start.startsWith(day))).toBe(false);
    const before = await counts();
    const full = await book(p, onDay[2]!.start);
    expect(full.status).toBe(400);
    expect(full.body.error.details.fields).toEqual({ start: 'dayFull' });
    expect(await counts()).toEqual(before);

    const none = await createProvider(t, { displayName: 'No New Patients', maxNewPatientsPerDay: 0 });
    expect(await slotsOf(none)).toEqual([]);
  });
});

describe('the status migration (confirmed → scheduled)', () => {
  it('keeps a booking made before it readable through the public booking API', async () => {
    const p = await createProvider(t, { displayName: 'Old Booking Provider' });
    const me = await t.signedIn({ roles: ['patient'] });
    const [slot] = await slotsOf(p);
    const res = await me.client.post('/api/v1/bookings', {
      providerId: p.profileId,
      serviceId: p.serviceIds[0],
      start: slot!.start,
    });
    expect(res.status).toBe(201);
    const db = t.database.db;
    // Back to the state before 0010: the old check, the old default, the row as it was written.
    await db.execute(sql`alter table appointment drop constraint appointment_status_check`);
    await db.execute(sql`update appointment set status = 'confirmed' where id = ${res.body.id}`);
    await db.execute(
      sql`alter table appointment add constraint appointment_status_check check (status in ('confirmed', 'cancelled', 'completed')) not valid`,
    );
    await db.execute(sql`alter table appointment alter column status set default 'confirmed'`);
    // The status part of the migration, as written.
    const file = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../db/migrations/0010_booking_holds.sql',
    );
    const statements = readFileSync(file, 'utf8').split('--> statement-breakpoint').slice(0, 4);
    expect(statements.join()).toContain('SET "status" = \'scheduled\' WHERE "status" = \'confirmed\'');
    for (const statement of statements) await db.execute(sql.raw(statement));

    const read = await t.client().get(`/api/v1/bookings/${res.body.id}?code=${res.body.confirmationCode}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: res.body.id, status: 'scheduled', start: slot!.start });
    const listed = await me.client.get('/api/v1/me/appointments');
    expect(listed.body.items).toMatchObject([{ id: res.body.id, status: 'scheduled' }]);
    const [row] = await db
      .select()
      .from(appointment)
      .where(and(eq(appointment.id, res.body.id)));
    expect(row!.status).toBe('scheduled');
    await expect(
      db.execute(sql`update appointment set status = 'confirmed' where id = ${res.body.id}`),
    ).rejects.toThrow();
  });
});
