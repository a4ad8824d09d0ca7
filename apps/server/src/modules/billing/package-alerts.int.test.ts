/**
 * ADR 0054: a session package falling to PACKAGE_LOW_AT (2) credits, and to none, is told to the
 * trainer and the client once per package and threshold: in the app (notify) and by e-mail through
 * the mail outbox, the client's e-mail in the client's language. A retried booking (same
 * Idempotency-Key), a cancel and rebook, or another booking below the threshold tells nobody again.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointment,
  notification,
  outboxEmail,
  patient,
  providerProfile,
  sessionPackageAlert,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/app.ts';
import { createOrganization } from '../organizations/index.ts';
import { completeBillingProfile } from './test-fixtures.ts';

const T0 = Date.now();
const NOW = Date.parse('2026-03-10T12:00:00Z');
const now = () => NOW + (Date.now() - T0);

let t: TestApp;
let practice: string;
let trainer: { id: string; email: string; client: TestClient };
let profileId: string;
let seq = 0;
let hour = 24;

async function clientWithAccount(language: 'en' | 'es') {
  const account = await t.signedIn({ roles: ['patient'], language, firstName: 'Chloé' });
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

async function sell(patientId: string, sessions: number) {
  const res = await trainer.client.post(`/api/v1/patients/${patientId}/session-packages`, {
    name: `${sessions} sessions`,
    sessions,
    priceMinor: 5000 * sessions,
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

/** A session attended earlier today (after the sale), inserted directly: no alert is computed for it. */
async function pastSession(patientId: string) {
  const starts = new Date(now() - 3 * 3_600_000 + ++seq * 60_000);
  await t.database.db.insert(appointment).values({
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
    status: 'completed',
    confirmationCode: `PA${seq}`,
  });
}

/** The trainer books a session in the app (`POST /appointments`), optionally with an Idempotency-Key. */
async function book(patientId: string, key?: string, start?: string) {
  const body = {
    patientId,
    start: start ?? new Date(now() + ++hour * 3_600_000).toISOString(),
    serviceName: 'Personal training',
    durationMinutes: 60,
  };
  const res = await trainer.client.post('/api/v1/appointments', body, {
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id as string, start: body.start };
}

const alertsTo = async (userId: string) =>
  t.database.db
    .select({ titleKey: notification.titleKey, params: notification.params, link: notification.link })
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.kind, 'package.low')))
    .orderBy(asc(notification.createdAt), asc(notification.id));

const mailsTo = async (to: string) =>
  (await t.database.db.select().from(outboxEmail).where(eq(outboxEmail.to, to))).filter((m) =>
    /package|bono/i.test(m.subject),
  );

beforeAll(async () => {
  t = await createTestApp({}, { now });
  practice = await createOrganization(t.database.db, { name: 'Peak Studio', kind: 'practice' });
  trainer = await t.signedIn({
    roles: ['fitness'],
    firstName: 'Lena',
    lastName: 'Park',
    memberships: [{ organizationId: practice, orgRole: 'member' }],
  });
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
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('low-credit alerts of a session package', () => {
  it('tells the trainer and the client once at 2 left and once at none, the client in Spanish', async () => {
    const client = await clientWithAccount('es');
    const pkg = await sell(client.patientId, 5);
    await pastSession(client.patientId);
    // 4 left, then 3: nothing yet
    await book(client.patientId, 'trainer-book-1');
    expect(await alertsTo(trainer.id)).toHaveLength(0);

    // the booking that leaves 2: one alert each side
    const second = await book(client.patientId, 'trainer-book-2');
    expect(await alertsTo(trainer.id)).toEqual([
      {
        titleKey: 'packageLow',
        params: expect.objectContaining({ patient: 'Chloé Dubois', package: '5 sessions', count: 2 }),
        link: `/patients/${client.patientId}?tab=packages`,
      },
    ]);
    expect(await alertsTo(client.id)).toEqual([
      {
        titleKey: 'packageLowMine',
        params: expect.objectContaining({ package: '5 sessions', count: 2 }),
        link: '/patient/billing',
      },
    ]);
    const clientMail = await mailsTo(client.email);
    expect(clientMail).toHaveLength(1);
    expect(clientMail[0]!.subject).toBe('A tu bono «5 sessions» le quedan 2 sesiones');
    expect(clientMail[0]!.text).toContain('Hola, Chloé:');
    const trainerMail = await mailsTo(trainer.email);
    expect(trainerMail.map((m) => m.subject)).toEqual([
      'Chloé Dubois\'s package "5 sessions" has 2 sessions left',
    ]);

    // the same booking sent again with its key: answered again, nobody told twice
    const again = await trainer.client.post(
      '/api/v1/appointments',
      {
        patientId: client.patientId,
        start: second.start,
        serviceName: 'Personal training',
        durationMinutes: 60,
      },
      { headers: { 'idempotency-key': 'trainer-book-2' } },
    );
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(second.id);
    // cancelled (3 left) and booked again (2 left): still one alert
    const cancelled = await trainer.client.post(`/api/v1/appointments/${second.id}/cancel`, { reason: null });
    expect(cancelled.status, cancelled.text).toBe(200);
    await book(client.patientId);
    // 1 left: below the threshold already told
    await book(client.patientId);
    expect(await alertsTo(trainer.id)).toHaveLength(1);
    expect(await alertsTo(client.id)).toHaveLength(1);
    expect(await mailsTo(client.email)).toHaveLength(1);

    // none left: the second alert, once
    await book(client.patientId);
    const emptied = await alertsTo(client.id);
    expect(emptied.map((a) => a.titleKey)).toEqual(['packageLowMine', 'packageEmptyMine']);
    expect((await alertsTo(trainer.id)).map((a) => a.titleKey)).toEqual(['packageLow', 'packageEmpty']);
    expect((await mailsTo(client.email)).map((m) => m.subject)).toContain(
      'Tu bono «5 sessions» se ha agotado',
    );
    const rows = await t.database.db
      .select({ threshold: sessionPackageAlert.threshold, remaining: sessionPackageAlert.remaining })
      .from(sessionPackageAlert)
      .where(eq(sessionPackageAlert.packageId, pkg));
    expect(rows.sort((a, b) => a.threshold.localeCompare(b.threshold))).toEqual([
      { threshold: 'empty', remaining: 0 },
      { threshold: 'low', remaining: 2 },
    ]);
  });

  it('each package is alerted on its own; the English e-mail names the trainer', async () => {
    const client = await clientWithAccount('en');
    await sell(client.patientId, 3);
    // 3 sessions: the first draw leaves 2
    await book(client.patientId);
    const mine = await alertsTo(client.id);
    expect(mine.map((a) => a.titleKey)).toEqual(['packageLowMine']);
    const mail = await mailsTo(client.email);
    expect(mail.map((m) => m.subject)).toEqual(['Your package "3 sessions" has 2 sessions left']);
    expect(mail[0]!.text).toContain('To keep training with Lena Park, ask them for a new package.');
    // a second package of the same trainer: its own thresholds
    await sell(client.patientId, 3);
    await book(client.patientId);
    await book(client.patientId);
    await book(client.patientId);
    expect((await alertsTo(client.id)).map((a) => a.titleKey)).toEqual([
      'packageLowMine',
      'packageEmptyMine',
      'packageLowMine',
    ]);
  });

  it('a client without an account gets the e-mail alone, in the trainer’s language; nothing before a session draws', async () => {
    const res = await trainer.client.post('/api/v1/patients', {
      firstName: 'Grace',
      lastName: 'Okafor',
      email: `grace-${Date.now()}@example.test`,
    });
    expect(res.status, res.text).toBe(201);
    const patientId = res.body.id as string;
    await sell(patientId, 2);
    // sold with 2: no session has drawn, nothing is told
    expect(await mailsTo(res.body.email)).toHaveLength(0);
    await book(patientId);
    const mail = await mailsTo(res.body.email);
    expect(mail.map((m) => m.subject)).toEqual(['Your package "2 sessions" has 1 session left']);
    expect(mail[0]!.text).not.toContain('http');
    const notified = await t.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.kind, 'package.low'), eq(notification.patientId, patientId)));
    expect(notified.map((n) => n.userId)).toEqual([trainer.id]);
  });

  it('a booking that fails tells nobody', async () => {
    const client = await clientWithAccount('en');
    await sell(client.patientId, 3);
    const taken = new Date(now() + 500 * 3_600_000).toISOString();
    const other = await clientWithAccount('en');
    await book(other.patientId, undefined, taken);
    const res = await trainer.client.post('/api/v1/appointments', {
      patientId: client.patientId,
      start: taken,
      serviceName: 'Personal training',
      durationMinutes: 60,
    });
    expect(res.status).toBe(409);
    expect(await alertsTo(client.id)).toHaveLength(0);
    const drawn = await t.database.db
      .select()
      .from(appointment)
      .where(inArray(appointment.patientId, [client.patientId]));
    expect(drawn).toHaveLength(0);
  });
});
