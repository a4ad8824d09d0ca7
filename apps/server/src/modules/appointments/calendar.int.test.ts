/**
 * The calendar: who sees and changes an appointment, one winner for one time under concurrent
 * requests, the .ics of every change (same UID, higher SEQUENCE, METHOD:CANCEL for a cancellation,
 * read back with ical.js), reminders sent once by two workers, the personal feed, and a patient
 * record's appointments.
 */
import { and, desc, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointment,
  auditEvent,
  job,
  notification,
  outboxEmail,
  realtimeEvent,
} from '../../db/schema/index.ts';
import { createRuntime } from '../../runtime.ts';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/app.ts';
import { createProvider, type ProviderFixture } from '../providers/test-fixtures.ts';
import { readIcs } from '../scheduling/test-fixtures.ts';
import { sendDueReminders } from './index.ts';
import { REMINDER_JOB } from './reminders.ts';

let t: TestApp;
let ana: ProviderFixture;
let bea: ProviderFixture;
let outsider: ProviderFixture;
let staff: Awaited<ReturnType<TestApp['signedIn']>>;
let emma: Awaited<ReturnType<TestApp['signedIn']>>;
let emmaRecord: string;

const HOUR = 3_600_000;
/** A whole hour at least `hours` from now (every provider here works around the clock, UTC). */
const hourFromNow = (hours: number) =>
  new Date(Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR).toISOString();

async function outbox(to: string) {
  return t.database.db
    .select()
    .from(outboxEmail)
    .where(eq(outboxEmail.to, to))
    .orderBy(desc(outboxEmail.createdAt));
}

/** The VEVENT of an e-mail's .ics attachment, read with ical.js. */
function icsOf(mail: typeof outboxEmail.$inferSelect) {
  const attachment = mail.attachments.find((a) => a.filename.endsWith('.ics'));
  if (!attachment) throw new Error(`no .ics in "${mail.subject}"`);
  return readIcs(Buffer.from(attachment.content, 'base64').toString('utf8'));
}

async function notificationsOf(userId: string) {
  return t.database.db
    .select()
    .from(notification)
    .where(eq(notification.userId, userId))
    .orderBy(desc(notification.createdAt));
}

/** The provider makes an appointment for Emma at `start`. */
async function bookEmma(start: string, provider = ana) {
  const res = await provider.client.post('/api/v1/appointments', {
    patientId: emmaRecord,
    serviceId: provider.serviceIds[1],
    start,
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; start: string };
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await createProvider(t, { displayName: 'Ana Ruiz' });
  bea = await createProvider(t, { displayName: 'Bea Medic', type: 'medical' }, ana.organizationId);
  outsider = await createProvider(t, { displayName: 'Otto Other' });
  staff = await t.signedIn({
    roles: ['staff'],
    memberships: [{ organizationId: ana.organizationId, orgRole: 'member' }],
  });
  emma = await t.signedIn({ roles: ['patient'], firstName: 'Emma', lastName: 'Stone' });
  // Emma books with Ana herself (find care, signed in): her record and Ana on its care team
  const slots = await t
    .client()
    .get(`/api/v1/providers/${ana.profileId}/slots?serviceId=${ana.serviceIds[0]}&days=3`);
  const first = await emma.client.post('/api/v1/bookings', {
    providerId: ana.profileId,
    serviceId: ana.serviceIds[0],
    start: slots.body.slots[20].start,
  });
  expect(first.status, first.text).toBe(201);
  const [row] = await t.database.db.select().from(appointment).where(eq(appointment.id, first.body.id));
  emmaRecord = row!.patientId!;
});
afterAll(async () => {
  await t.close();
});

describe('making an appointment', () => {
  it('a professional books their patient: the patient gets the .ics and a notification, both calendars show it', async () => {
    const start = hourFromNow(30);
    const made = await ana.client.post('/api/v1/appointments', {
      patientId: emmaRecord,
      serviceId: ana.serviceIds[1],
      start,
      type: 'video',
      videoUrl: 'https://meet.example.com/ana-emma',
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({
      status: 'scheduled',
      type: 'video',
      videoUrl: 'https://meet.example.com/ana-emma',
      serviceName: 'Follow-up',
      durationMinutes: 30,
      patient: { id: emmaRecord, name: 'Emma Stone' },
      canChange: true,
    });
    const [mail] = await outbox(emma.email);
    expect(mail!.subject).toMatch(/^New appointment: Follow-up/);
    expect(mail!.text).toContain('https://meet.example.com/ana-emma');
    expect(icsOf(mail!)).toMatchObject({ method: 'REQUEST', uid: `${made.body.id}@verdant`, sequence: 0 });
    expect((await notificationsOf(emma.id))[0]).toMatchObject({
      kind: 'appointment.booked',
      titleKey: 'appointmentBooked',
    });

    const range = `from=${new Date(Date.parse(start) - HOUR).toISOString()}&to=${new Date(Date.parse(start) + HOUR).toISOString()}`;
    const mine = await ana.client.get(`/api/v1/calendar?as=provider&${range}`);
    expect(mine.body.items.map((i: { id: string }) => i.id)).toContain(made.body.id);
    expect(mine.body.providers).toEqual([
      expect.objectContaining({ id: ana.userId, name: 'Ana Ruiz', timeZone: 'UTC' }),
    ]);
    const hers = await emma.client.get(`/api/v1/calendar?as=patient&${range}`);
    expect(hers.body.items).toEqual([expect.objectContaining({ id: made.body.id, patient: null })]);
    const practice = await staff.client.get(`/api/v1/calendar?as=practice&${range}`);
    expect(practice.body.items.map((i: { id: string }) => i.id)).toContain(made.body.id);
    expect(practice.body.providers.map((p: { name: string }) => p.name)).toEqual(['Ana Ruiz', 'Bea Medic']);
    // another practice's professional, and views the caller has no role for
    expect((await outsider.client.get(`/api/v1/calendar?as=provider&${range}`)).body.items).toEqual([]);
    expect((await outsider.client.get(`/api/v1/appointments/${made.body.id}`)).status).toBe(404);
    expect((await emma.client.get(`/api/v1/calendar?as=practice&${range}`)).status).toBe(403);
  });

  it('a patient books with their care team at an open time only, never with anyone else', async () => {
    const team = await emma.client.get('/api/v1/calendar/care-team');
    expect(team.body.items.map((p: { id: string }) => p.id)).toEqual([ana.userId]);
    const slots = await emma.client.get(
      `/api/v1/calendar/providers/${ana.userId}/slots?serviceId=${ana.serviceIds[1]}&days=2`,
    );
    expect(slots.status).toBe(200);
    const open = slots.body.slots[5].start as string;
    const off = new Date(Date.parse(open) + 10 * 60_000).toISOString();
    const offGrid = await emma.client.post('/api/v1/appointments', {
      providerId: ana.userId,
      serviceId: ana.serviceIds[1],
      start: off,
    });
    expect(offGrid.status).toBe(400);
    expect(offGrid.body.error.details.fields).toEqual({ start: 'slotUnavailable' });
    const made = await emma.client.post('/api/v1/appointments', {
      providerId: ana.userId,
      serviceId: ana.serviceIds[1],
      start: open,
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.patient).toBeNull();
    // Ana hears of it; Emma keeps her invitation (.ics) without a notification of her own act
    expect((await notificationsOf(ana.userId))[0]).toMatchObject({ kind: 'appointment.booked' });
    expect(icsOf((await outbox(emma.email))[0]!).uid).toBe(`${made.body.id}@verdant`);
    // Bea is not on Emma's care team; Otto is of another practice
    for (const provider of [bea, outsider]) {
      const res = await emma.client.post('/api/v1/appointments', {
        providerId: provider.userId,
        serviceId: provider.serviceIds[0],
        start: hourFromNow(50),
      });
      expect(res.status).toBe(404);
    }
  });
});

describe('one time, one winner', () => {
  it('a public booking, a move and a new appointment racing for one time: exactly one wins', async () => {
    const moving = await bookEmma(hourFromNow(40));
    const target = hourFromNow(60);
    const results = await Promise.all([
      t.client().post('/api/v1/bookings', {
        providerId: ana.profileId,
        serviceId: ana.serviceIds[1],
        start: target,
        patient: { firstName: 'Rita', lastName: 'Racer', email: uniqueEmail('racer'), phone: '+1 555 0100' },
      }),
      ana.client.patch(`/api/v1/appointments/${moving.id}`, { start: target }),
      staff.client.post('/api/v1/appointments', {
        patientId: emmaRecord,
        providerId: ana.userId,
        serviceName: 'Measurements',
        durationMinutes: 30,
        start: target,
      }),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s < 300)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    for (const r of results) if (r.status === 409) expect(r.body.error.code).toBe('SLOT_TAKEN');
    const live = await t.database.db
      .select()
      .from(appointment)
      .where(and(eq(appointment.providerUserId, ana.userId), eq(appointment.startsAt, new Date(target))));
    expect(live.filter((a) => a.status !== 'cancelled')).toHaveLength(1);
  });

  it('overlapping (not only identical) times are refused too', async () => {
    const first = await bookEmma(hourFromNow(70));
    const overlapping = new Date(Date.parse(first.start) + 15 * 60_000).toISOString();
    const res = await staff.client.post('/api/v1/appointments', {
      patientId: emmaRecord,
      providerId: ana.userId,
      serviceName: 'Call',
      durationMinutes: 30,
      start: overlapping,
    });
    expect(res.status).toBe(409);
  });
});

describe('moving and cancelling', () => {
  it('the patient moves it to an open time: the provider gets the .ics with the same UID and a higher SEQUENCE', async () => {
    const booked = await bookEmma(hourFromNow(80));
    const offGrid = await emma.client.patch(`/api/v1/appointments/${booked.id}`, {
      start: new Date(Date.parse(booked.start) + 7 * 60_000).toISOString(),
    });
    expect(offGrid.status).toBe(400);
    // only the time is hers to change
    expect((await emma.client.patch(`/api/v1/appointments/${booked.id}`, { notes: 'x' })).status).toBe(403);
    const to = hourFromNow(82);
    const moved = await emma.client.patch(`/api/v1/appointments/${booked.id}`, { start: to });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.start).toBe(to.replace('.000', ''));
    const [mail] = await outbox(ana.email);
    expect(mail!.subject).toMatch(/^Appointment moved/);
    expect(icsOf(mail!)).toEqual({
      method: 'REQUEST',
      uid: `${booked.id}@verdant`,
      sequence: 1,
      status: 'CONFIRMED',
      start: new Date(to).toISOString(),
    });
    expect((await notificationsOf(ana.userId))[0]).toMatchObject({
      kind: 'appointment.rescheduled',
      titleKey: 'appointmentMoved',
      params: { who: 'Emma Stone', service: 'Follow-up' },
    });
    const audited = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'appointment.reschedule'), eq(auditEvent.resourceId, booked.id)));
    expect(audited).toEqual([expect.objectContaining({ actorUserId: emma.id, patientId: emmaRecord })]);
  });

  it("the care team reads a colleague's appointment but cannot change it", async () => {
    const booked = await bookEmma(hourFromNow(90));
    expect(
      (await staff.client.post(`/api/v1/patients/${emmaRecord}/care-team`, { userId: bea.userId })).status,
    ).toBe(200);
    expect((await bea.client.get(`/api/v1/appointments/${booked.id}`)).body.canChange).toBe(false);
    expect((await bea.client.patch(`/api/v1/appointments/${booked.id}`, { notes: 'x' })).status).toBe(403);
    expect((await bea.client.post(`/api/v1/appointments/${booked.id}/cancel`, {})).status).toBe(403);
  });

  it("a cancelled appointment's .ics is a cancellation with the same UID; the time is free again", async () => {
    const booked = await bookEmma(hourFromNow(100));
    const cancelled = await emma.client.post(`/api/v1/appointments/${booked.id}/cancel`, {
      reason: 'Travelling',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Travelling',
      canChange: false,
    });
    const [mail] = await outbox(ana.email);
    expect(mail!.subject).toMatch(/^Appointment cancelled/);
    expect(mail!.text).toContain('Travelling');
    expect(icsOf(mail!)).toMatchObject({
      method: 'CANCEL',
      uid: `${booked.id}@verdant`,
      sequence: 1,
      status: 'CANCELLED',
    });
    expect((await notificationsOf(ana.userId))[0]).toMatchObject({ kind: 'appointment.cancelled' });
    // every open calendar showing it hears of it: the provider's, the patient's and the practice's
    const told = await t.database.db
      .select({ userId: realtimeEvent.userId })
      .from(realtimeEvent)
      .where(and(eq(realtimeEvent.kind, 'appointment'), eq(realtimeEvent.subjectId, booked.id)));
    expect(new Set(told.map((e) => e.userId))).toEqual(new Set([ana.userId, emma.id, staff.id]));
    // cancelling again changes nothing; the time can be booked again
    expect((await emma.client.post(`/api/v1/appointments/${booked.id}/cancel`, {})).body.status).toBe(
      'cancelled',
    );
    await bookEmma(booked.start);
  });

  it('a professional marks a past visit completed, not a future one', async () => {
    const booked = await bookEmma(hourFromNow(110));
    const early = await ana.client.patch(`/api/v1/appointments/${booked.id}`, { status: 'completed' });
    expect(early.status).toBe(400);
    await t.database.db
      .update(appointment)
      .set({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR) })
      .where(eq(appointment.id, booked.id));
    const done = await ana.client.patch(`/api/v1/appointments/${booked.id}`, { status: 'no-show' });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('no-show');
  });
});

describe('reminders', () => {
  it('are sent once even with two workers sweeping at the same time', async () => {
    await bookEmma(hourFromNow(3));
    // a second instance's worker over the same database
    const second = createRuntime({
      config: t.config,
      database: t.database,
      logger: t.deps.logger,
      secret: t.config.authSecret!,
      transport: t.mail,
    }).worker;
    const reminders = async () => (await outbox(emma.email)).filter((m) => m.subject.startsWith('Reminder:'));
    const due = await t.database.db
      .select()
      .from(appointment)
      .where(
        and(
          eq(appointment.patientId, emmaRecord),
          eq(appointment.status, 'scheduled'),
          lte(appointment.startsAt, new Date(Date.now() + 24 * HOUR)),
          gt(appointment.startsAt, new Date()),
        ),
      );
    expect(due.length).toBeGreaterThan(0);
    for (let round = 0; round < 2; round++) {
      const now = Date.now() + round * 300_000; // this period, then the next one
      await Promise.all([t.worker.enqueueSchedules(now), second.enqueueSchedules(now)]);
      // the other modules' schedules (a backup of the whole database among them) are not this
      // test's business and take minutes on a busy machine
      await t.database.db
        .update(job)
        .set({ doneAt: new Date() })
        .where(and(ne(job.kind, REMINDER_JOB), isNull(job.doneAt)));
      await Promise.all([t.worker.drain(), second.drain()]);
    }
    const sent = await reminders();
    expect(sent).toHaveLength(due.length);
    expect(sent.some((m) => m.text.includes('Ana Ruiz'))).toBe(true);
    expect((await notificationsOf(ana.userId)).filter((n) => n.kind === 'appointment.reminder')).toHaveLength(
      due.length,
    );
  });

  it('two overlapping sweeps claim each appointment once; the practice may turn reminders off', async () => {
    await bookEmma(hourFromNow(4));
    const counts = await Promise.all([sendDueReminders(systemCtx()), sendDueReminders(systemCtx())]);
    expect(counts[0]! + counts[1]!).toBe(1);

    const admin = await t.signedIn({
      roles: ['admin'],
      memberships: [{ organizationId: ana.organizationId, orgRole: 'member' }],
    });
    const off = await admin.client.put('/api/v1/calendar/settings', { reminderLeadMinutes: 0 });
    expect(off.body).toEqual({ reminderLeadMinutes: 0 });
    expect((await staff.client.put('/api/v1/calendar/settings', { reminderLeadMinutes: 60 })).status).toBe(
      403,
    );
    await bookEmma(hourFromNow(5));
    expect(await sendDueReminders(systemCtx())).toBe(0);
    await admin.client.put('/api/v1/calendar/settings', { reminderLeadMinutes: 1440 });
  });
});

function systemCtx() {
  return {
    db: t.database.db,
    actor: { system: true as const, name: 'job:test' },
    organization: null,
    request: { ip: null, requestId: null },
    now: () => new Date(),
    log: t.deps.logger,
    mail: t.deps.mailer,
    config: t.config,
    storage: t.deps.storage,
  };
}

describe('the personal calendar feed', () => {
  it('shows what its owner chose; regenerating or revoking ends the old URL', async () => {
    await bookEmma(hourFromNow(120));
    const none = await ana.client.get('/api/v1/calendar/feed');
    expect(none.body).toEqual({ url: null, detail: 'private' });
    const made = await ana.client.put('/api/v1/calendar/feed', { detail: 'private' });
    const url = new URL(made.body.url);
    expect(url.pathname).toMatch(/^\/api\/v1\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const privateFeed = await t.client().get(url.pathname);
    expect(privateFeed.status).toBe(200);
    expect(privateFeed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(privateFeed.text).toContain('SUMMARY:Appointment (Verdant)');
    expect(privateFeed.text).not.toContain('Emma');
    const root = new ICAL.Component(ICAL.parse(privateFeed.text));
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(root.getAllSubcomponents('vevent').length).toBeGreaterThan(3);
    // the same URL again (it is derived, not shown once)
    expect((await ana.client.get('/api/v1/calendar/feed')).body.url).toBe(made.body.url);

    await ana.client.put('/api/v1/calendar/feed', { detail: 'names' });
    const named = await t.client().get(url.pathname);
    expect(named.text).toContain('Follow-up — Emma Stone');
    expect(named.text).not.toMatch(/DESCRIPTION/);
    const reads = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'appointment.feed'), eq(auditEvent.actorUserId, ana.userId)));
    expect(reads.length).toBeGreaterThan(0);

    const regenerated = await ana.client.post('/api/v1/calendar/feed/regenerate');
    expect(regenerated.body.url).not.toBe(made.body.url);
    expect((await t.client().get(url.pathname)).status).toBe(404);
    expect((await t.client().get(new URL(regenerated.body.url).pathname)).status).toBe(200);
    expect((await ana.client.delete('/api/v1/calendar/feed')).body.url).toBeNull();
    expect((await t.client().get(new URL(regenerated.body.url).pathname)).status).toBe(404);
  });
});

describe("a patient record's appointments", () => {
  it('are read through the patient scope and audited against the patient', async () => {
    const res = await staff.client.get(`/api/v1/patients/${emmaRecord}/appointments`);
    expect(res.status).toBe(200);
    expect(res.body.upcoming.length).toBeGreaterThan(3);
    const starts = res.body.upcoming.map((a: { start: string }) => a.start);
    expect(starts).toEqual([...starts].sort());
    expect(res.body.past.some((a: { status: string }) => a.status === 'cancelled')).toBe(true);
    expect((await outsider.client.get(`/api/v1/patients/${emmaRecord}/appointments`)).status).toBe(404);
    const [event] = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'appointment.read'), eq(auditEvent.actorUserId, staff.id)))
      .orderBy(desc(auditEvent.at));
    expect(event!.patientIds ?? [event!.patientId]).toEqual([emmaRecord]);
  });
});

describe('the front desk marks arrivals', () => {
  it('the practice checks a patient in on the day, keeps the first time, takes it back; never too early, never the patient', async () => {
    const soon = await bookEmma(hourFromNow(7));
    const later = await bookEmma(hourFromNow(44));
    // the patient cannot mark herself; another practice does not see it
    expect((await emma.client.post(`/api/v1/appointments/${soon.id}/check-in`)).status).toBe(403);
    expect((await outsider.client.post(`/api/v1/appointments/${soon.id}/check-in`)).status).toBe(404);
    // more than 12 hours ahead: too early, nothing changes
    const early = await staff.client.post(`/api/v1/appointments/${later.id}/check-in`);
    expect(early.status).toBe(409);
    expect(early.body.error.details.reason).toBe('tooEarly');

    const first = await staff.client.post(`/api/v1/appointments/${soon.id}/check-in`);
    expect(first.status, first.text).toBe(200);
    expect(first.body.checkedInAt).not.toBeNull();
    const again = await ana.client.post(`/api/v1/appointments/${soon.id}/check-in`);
    expect(again.body.checkedInAt).toBe(first.body.checkedInAt);
    // the provider's calendar shows the arrival
    const from = new Date(Date.now() - HOUR).toISOString();
    const to = new Date(Date.now() + 10 * HOUR).toISOString();
    const cal = await ana.client.get(`/api/v1/calendar?as=provider&from=${from}&to=${to}`);
    expect(cal.body.items.find((i: { id: string }) => i.id === soon.id).checkedInAt).toBe(
      first.body.checkedInAt,
    );
    const audits = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.resourceId, soon.id), eq(auditEvent.action, 'appointment.check_in')));
    expect(audits).toHaveLength(1);

    const undone = await staff.client.delete(`/api/v1/appointments/${soon.id}/check-in`);
    expect(undone.body.checkedInAt).toBeNull();
    // a cancelled visit cannot be marked
    await staff.client.post(`/api/v1/appointments/${soon.id}/cancel`, {});
    expect((await staff.client.post(`/api/v1/appointments/${soon.id}/check-in`)).status).toBe(409);
  });
});
