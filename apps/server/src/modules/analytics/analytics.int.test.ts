/**
 * Practice analytics against a hand-computed fixture (docs/decisions/0040). The clock stands at
 * 2026-10-15 12:00 UTC; the period is 2026-04-01…2026-06-30 (91 days), so the previous period is
 * 2025-12-31…2026-03-31. Dietitian A (the practice's owner) treats P1–P4, dietitian B treats P5.
 *
 *   P1  2026-01-10 completed (first) · 04-05 completed · 05-05 completed       → returning
 *   P2  04-10 completed (first, 14:00) · 05-20 completed (14:00)               → new, back within 3 months
 *   P3  04-15 completed (first) · 09-01 completed                              → new, back within 6 not 3
 *   P4  04-20 no-show · 05-01 cancelled · 06-01 completed (first)              → new, never back
 *   P5  (B) 06-10 completed (first) · 06-15 no-show                            → new, never back
 * In the period: booked 10, completed 7, cancelled 1, no-show 2 (20 %); new 4, returning 1;
 * retention at 3 months: cohort 4 (P2–P5), back within 3 months 1 (P2); at 6 months: cohort 2 (P2, P3:
 * the first visits at least six months ago), both back within 6 months.
 *
 * Invoices (USD): I1 P1 04-05 100.00 paid 04-10 · I2 P2 05-20 80.00, 30.00 paid 06-01, due 10-01 ·
 * I3 P3 06-01 120.00 overdue, due 08-01 · I4 P5 06-10 50.00 by B, due 07-01 · a draft (not counted) ·
 * I6 P1 03-01 70.00 paid 03-05 (previous period).
 * Invoiced 350.00 (prev 70.00), collected 130.00 (prev 70.00); owed on 10-15: 0–30 50.00 (I2),
 * 61–90 120.00 (I3), 90+ 50.00 (I4).
 * Weight: P1 100 → 94 (goal weight loss: reached), P2 80 → 82 (goal weight loss: not reached):
 * mean change −2 kg.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsAppointmentMonth,
  analyticsDirtyMonth,
  analyticsMoneyMonth,
  anthropometricEntry,
  appointment,
  auditEvent,
  careTeamMember,
  consultation,
  dietMealLog,
  dietPlan,
  invoice,
  invoicePayment,
  job as jobTable,
  outboxEmail,
  patient,
  routine,
  workoutSession,
} from '../../db/schema/index.ts';
import { systemContext } from '../../platform/service-context.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/app.ts';
import { createOrganization } from '../organizations/index.ts';
import { MONTHLY_CHECK_JOB, MONTHLY_EMAIL_JOB, monthlyCheckJob, monthlyEmailJob } from './monthly.ts';
import { periodsOf } from './period.ts';
import { practiceFigures } from './practice.ts';
import type { AnalyticsScope } from './scope.ts';
import { rebuildSummaries } from './summary.ts';

let t: TestApp;
let practice: string;
let owner: { id: string; client: TestClient };
let ownerEmail: string;
let other: { id: string; client: TestClient };
let staff: { id: string; client: TestClient };
const P: string[] = [];
const PERIOD = 'from=2026-04-01&to=2026-06-30';

const NOW = Date.parse('2026-10-15T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  practice = await createOrganization(t.database.db, {
    name: 'Figures Practice',
    kind: 'practice',
    plan: 'professional',
  });
  const member = (roles: ('staff' | 'dietitian')[], orgRole: 'owner' | 'member' = 'member') =>
    t.signedIn({ roles, memberships: [{ organizationId: practice, orgRole }] });
  const signedOwner = await member(['dietitian'], 'owner');
  owner = signedOwner;
  ownerEmail = signedOwner.email;
  other = await member(['dietitian']);
  staff = await member(['staff']);
  const db = t.database.db;
  for (let i = 1; i <= 5; i++) {
    const [row] = await db
      .insert(patient)
      .values({ organizationId: practice, firstName: `P${i}`, lastName: 'Fixture', heightCm: 170 })
      .returning({ id: patient.id });
    P.push(row!.id);
    await db.insert(careTeamMember).values({ patientId: row!.id, userId: i === 5 ? other.id : owner.id });
  }
  const appt = (p: number, day: string, status: string, hour = 9) =>
    db.insert(appointment).values({
      organizationId: practice,
      providerUserId: p === 5 ? other.id : owner.id,
      patientId: P[p - 1]!,
      serviceName: 'Consultation',
      serviceDurationMinutes: 60,
      servicePriceMinor: 10000,
      serviceCurrency: 'USD',
      startsAt: new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`),
      endsAt: new Date(`${day}T${String(hour + 1).padStart(2, '0')}:00:00Z`),
      timeZone: 'UTC',
      status: status as 'completed',
      confirmationCode: randomUUID().slice(0, 8),
    });
  await appt(1, '2026-01-10', 'completed');
  await appt(1, '2026-04-05', 'completed');
  await appt(1, '2026-05-05', 'completed');
  await appt(2, '2026-04-10', 'completed', 14);
  await appt(2, '2026-05-20', 'completed', 14);
  await appt(3, '2026-04-15', 'completed');
  await appt(3, '2026-09-01', 'completed');
  await appt(4, '2026-04-20', 'no-show');
  await appt(4, '2026-05-01', 'cancelled');
  await appt(4, '2026-06-01', 'completed');
  await appt(5, '2026-06-10', 'completed');
  await appt(5, '2026-06-15', 'no-show');

  let sequence = 0;
  const inv = async (
    p: number,
    issue: string,
    due: string,
    total: number,
    status: string,
    paid = 0,
    by = owner.id,
  ) => {
    const [row] = await db
      .insert(invoice)
      .values({
        organizationId: practice,
        patientId: P[p - 1]!,
        sequence: ++sequence,
        status: status as 'sent',
        issueDate: issue,
        dueDate: due,
        currency: 'USD',
        subtotalMinor: total,
        totalMinor: total,
        paidMinor: paid,
        createdByUserId: by,
      } as typeof invoice.$inferInsert)
      .returning({ id: invoice.id });
    return row!.id;
  };
  const pay = (invoiceId: string, amount: number, on: string) =>
    db.insert(invoicePayment).values({ invoiceId, amountMinor: amount, paidOn: on, method: 'card' });
  await pay(await inv(1, '2026-04-05', '2026-05-05', 10000, 'paid', 10000), 10000, '2026-04-10');
  await pay(await inv(2, '2026-05-20', '2026-10-01', 8000, 'sent', 3000), 3000, '2026-06-01');
  await inv(3, '2026-06-01', '2026-08-01', 12000, 'overdue');
  await inv(5, '2026-06-10', '2026-07-01', 5000, 'sent', 0, other.id);
  await inv(4, '2026-06-01', '2026-07-01', 9999, 'draft');
  await pay(await inv(1, '2026-03-01', '2026-03-31', 7000, 'paid', 7000), 7000, '2026-03-05');

  const weigh = (p: number, day: string, weightKg: number) =>
    db.insert(anthropometricEntry).values({
      organizationId: practice,
      patientId: P[p - 1]!,
      measuredAt: new Date(`${day}T10:00:00Z`),
      weightKg,
    } as typeof anthropometricEntry.$inferInsert);
  await weigh(1, '2026-01-10', 100);
  await weigh(1, '2026-05-05', 94);
  await weigh(2, '2026-04-10', 80);
  await weigh(2, '2026-05-20', 82);
  for (const p of [1, 2]) {
    await db.insert(consultation).values({
      organizationId: practice,
      patientId: P[p - 1]!,
      providerUserId: owner.id,
      occurredAt: new Date('2026-04-20T10:00:00Z'),
      sessionType: 'follow-up',
      goalCodes: ['weight_loss'],
    } as typeof consultation.$inferInsert);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('practice figures', () => {
  it('count appointments, patients, retention, hours, revenue and receivables as computed by hand', async () => {
    const res = await staff.client.get(`/api/v1/analytics/practice?${PERIOD}`);
    expect(res.status, res.text).toBe(200);
    const f = res.body;
    expect(f.previous).toEqual({ from: '2025-12-31', to: '2026-03-31' });
    expect(f.scope).toBe('practice');
    expect(f.appointments.current).toEqual({
      booked: 10,
      completed: 7,
      cancelled: 1,
      noShow: 2,
      scheduled: 0,
    });
    expect(f.appointments.current.noShow / f.appointments.current.booked).toBe(0.2);
    expect(f.appointments.previous).toEqual({
      booked: 1,
      completed: 1,
      cancelled: 0,
      noShow: 0,
      scheduled: 0,
    });
    expect(f.patients.current).toEqual({ new: 4, returning: 1 });
    expect(f.patients.previous).toEqual({ new: 1, returning: 0 });
    expect(f.retention).toEqual({ months3: { cohort: 4, retained: 1 }, months6: { cohort: 2, retained: 2 } });
    expect(f.hours).toEqual([
      { hour: 9, count: 5 },
      { hour: 14, count: 2 },
    ]);
    expect(f.revenue.current).toEqual([{ currency: 'USD', invoicedMinor: 35000, collectedMinor: 13000 }]);
    expect(f.revenue.previous).toEqual([{ currency: 'USD', invoicedMinor: 7000, collectedMinor: 7000 }]);
    expect(f.revenueByMonth).toEqual([
      { month: '2026-04', currency: 'USD', invoicedMinor: 10000, collectedMinor: 10000 },
      { month: '2026-05', currency: 'USD', invoicedMinor: 8000, collectedMinor: 0 },
      { month: '2026-06', currency: 'USD', invoicedMinor: 17000, collectedMinor: 3000 },
    ]);
    expect(f.receivables).toEqual([
      { currency: 'USD', bucket: '0-30', amountMinor: 5000, count: 1 },
      { currency: 'USD', bucket: '61-90', amountMinor: 12000, count: 1 },
      { currency: 'USD', bucket: '90+', amountMinor: 5000, count: 1 },
    ]);
    const byName = Object.fromEntries(f.professionals.map((p: { id: string }) => [p.id, p]));
    expect(byName[owner.id]).toMatchObject({
      booked: 8,
      completed: 6,
      noShow: 1,
      revenue: [{ currency: 'USD', invoicedMinor: 30000 }],
    });
    expect(byName[other.id]).toMatchObject({
      booked: 2,
      completed: 1,
      noShow: 1,
      revenue: [{ currency: 'USD', invoicedMinor: 5000 }],
    });
  });

  it('narrow to one professional and one service', async () => {
    const res = await staff.client.get(`/api/v1/analytics/practice?${PERIOD}&professionalId=${owner.id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.appointments.current).toMatchObject({ booked: 8, completed: 6, noShow: 1, cancelled: 1 });
    expect(res.body.retention).toEqual({
      months3: { cohort: 3, retained: 1 },
      months6: { cohort: 2, retained: 2 },
    });
    expect(res.body.revenue.current).toEqual([
      { currency: 'USD', invoicedMinor: 30000, collectedMinor: 13000 },
    ]);
    const none = await staff.client.get(`/api/v1/analytics/practice?${PERIOD}&serviceId=${randomUUID()}`);
    expect(none.body.appointments.current.booked).toBe(0);
    expect(none.body.revenue.current).toEqual([]);
  });

  it('refuse a period that ends before it starts, with nothing read', async () => {
    const res = await staff.client.get('/api/v1/analytics/practice?from=2026-06-30&to=2026-04-01');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('periodInvalid');
  });
});

describe('outcomes', () => {
  it('give the change since the first weight and the share who reached their goal', async () => {
    const res = await owner.client.get(`/api/v1/analytics/outcomes?${PERIOD}`);
    expect(res.status, res.text).toBe(200);
    const weight = res.body.metrics.find((m: { metric: string }) => m.metric === 'weight');
    expect(weight).toEqual({
      metric: 'weight',
      unit: 'kg',
      patients: 2,
      meanFirst: 90,
      meanLatest: 88,
      meanChange: -2,
      decreased: 1,
    });
    const bmi = res.body.metrics.find((m: { metric: string }) => m.metric === 'bmi');
    expect(bmi.patients).toBe(2);
    expect(bmi.meanChange).toBeCloseTo((32.5 - 34.6 + 28.4 - 27.7) / 2, 1);
    expect(res.body.goals).toEqual({ assessed: 2, reached: 1 });
    const list = await owner.client.get(`/api/v1/analytics/list?${PERIOD}&figure=goals.reached`);
    expect(list.body.items.map((i: { patient: { firstName: string } }) => i.patient.firstName)).toEqual([
      'P1',
    ]);
  });
});

describe('diet-plan adherence (docs/decisions/0053)', () => {
  it("averages each patient's (eaten + half of partly) / logged in the period, and lists who is at 80 % or more", async () => {
    // P1: 4 eaten + 1 partly of 5 logged in the period = 90 % (a skipped meal on 03-30 is before it);
    // P2: 2 eaten + 2 skipped = 50 %. Mean 70 %, one patient on track.
    const db = t.database.db;
    const TARGET = { target: 2000, min: 1900, max: 2100 };
    const plans: string[] = [];
    for (const p of [1, 2]) {
      const [row] = await db
        .insert(dietPlan)
        .values({
          organizationId: practice,
          patientId: P[p - 1]!,
          name: `Plan P${p}`,
          startDate: '2026-03-01',
          endDate: '2026-07-31',
          status: 'active',
          targets: { calories: TARGET, protein: TARGET, carbs: TARGET, fat: TARGET, fiber: TARGET },
        } as typeof dietPlan.$inferInsert)
        .returning({ id: dietPlan.id });
      plans.push(row!.id);
    }
    const log = (
      p: number,
      day: string,
      slot: 'breakfast' | 'lunch' | 'dinner',
      status: 'eaten' | 'partly' | 'skipped',
    ) =>
      db.insert(dietMealLog).values({
        organizationId: practice,
        patientId: P[p - 1]!,
        planId: plans[p - 1]!,
        day,
        slot,
        status,
      });
    await log(1, '2026-03-30', 'lunch', 'skipped');
    for (const slot of ['breakfast', 'lunch', 'dinner'] as const) await log(1, '2026-04-02', slot, 'eaten');
    await log(1, '2026-04-03', 'breakfast', 'eaten');
    await log(1, '2026-04-03', 'lunch', 'partly');
    await log(2, '2026-05-02', 'breakfast', 'eaten');
    await log(2, '2026-05-02', 'lunch', 'eaten');
    await log(2, '2026-05-03', 'breakfast', 'skipped');
    await log(2, '2026-05-03', 'lunch', 'skipped');

    const res = await owner.client.get(`/api/v1/analytics/outcomes?${PERIOD}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.adherence).toEqual({ patients: 2, meanPercent: 70, onTrack: 1 });
    const onTrack = await owner.client.get(`/api/v1/analytics/list?${PERIOD}&figure=adherence.on-track`);
    expect(
      onTrack.body.items.map((i: { patient: { firstName: string }; latest: number }) => [
        i.patient.firstName,
        i.latest,
      ]),
    ).toEqual([['P1', 90]]);
    const below = await owner.client.get(`/api/v1/analytics/list?${PERIOD}&figure=adherence.below`);
    expect(
      below.body.items.map((i: { patient: { firstName: string }; latest: number }) => [
        i.patient.firstName,
        i.latest,
      ]),
    ).toEqual([['P2', 50]]);
    // the other dietitian is in neither patient's care team: the adherence of no patient
    const otherView = await other.client.get(`/api/v1/analytics/outcomes?${PERIOD}`);
    expect(otherView.body.adherence).toEqual({ patients: 0, meanPercent: null, onTrack: 0 });
  });
});

describe('drill-down lists', () => {
  it('list the records behind a figure, and write one audit event naming the patients shown', async () => {
    const res = await staff.client.get(`/api/v1/analytics/list?${PERIOD}&figure=appointments.no-show`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.hidden).toBe(0);
    expect(res.body.items.map((i: { patient: { firstName: string } }) => i.patient.firstName).sort()).toEqual(
      ['P4', 'P5'],
    );
    const events = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.actorUserId, staff.id), eq(auditEvent.action, 'analytics.list')));
    expect(events).toHaveLength(1);
    expect([...(events[0]!.patientIds ?? [])].sort()).toEqual([P[3], P[4]].sort());

    const lost = await staff.client.get(`/api/v1/analytics/list?${PERIOD}&figure=retention.3.lost`);
    expect(
      lost.body.items.map((i: { patient: { firstName: string } }) => i.patient.firstName).sort(),
    ).toEqual(['P3', 'P4', 'P5']);
    const owed = await staff.client.get(`/api/v1/analytics/list?${PERIOD}&figure=receivables&bucket=61-90`);
    expect(owed.body.items).toHaveLength(1);
    expect(owed.body.items[0]).toMatchObject({ kind: 'invoice', label: 'INV-000003', amountMinor: 12000 });
    const june = await staff.client.get(
      `/api/v1/analytics/list?${PERIOD}&figure=revenue.invoiced&month=2026-06`,
    );
    expect(june.body.items.reduce((s: number, i: { amountMinor: number }) => s + i.amountMinor, 0)).toBe(
      17000,
    );
  });
});

describe('who sees what', () => {
  it('a professional sees only their own figures until the practice shares them; lists never open other patients', async () => {
    const own = await other.client.get(`/api/v1/analytics/practice?${PERIOD}&professionalId=${owner.id}`);
    expect(own.status, own.text).toBe(200);
    expect(own.body.scope).toBe('own');
    expect(own.body.appointments.current).toMatchObject({ booked: 2, completed: 1, noShow: 1 });
    expect(own.body.professionals.map((p: { id: string }) => p.id)).toEqual([other.id]);
    expect(own.body.revenue.current).toEqual([{ currency: 'USD', invoicedMinor: 5000, collectedMinor: 0 }]);

    // only the owner (or an administrator) decides; the other dietitian is refused and nothing changes
    expect(
      (await other.client.put('/api/v1/analytics/settings', { shareWithProfessionals: true })).status,
    ).toBe(403);
    expect((await other.client.get(`/api/v1/analytics/practice?${PERIOD}`)).body.scope).toBe('own');
    const set = await owner.client.put('/api/v1/analytics/settings', { shareWithProfessionals: true });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toEqual({ shareWithProfessionals: true, monthlyEmail: false, canChange: true });

    const shared = await other.client.get(`/api/v1/analytics/practice?${PERIOD}`);
    expect(shared.body.scope).toBe('practice');
    expect(shared.body.shared).toBe(true);
    expect(shared.body.appointments.current.booked).toBe(10);
    const list = await other.client.get(`/api/v1/analytics/list?${PERIOD}&figure=appointments.booked`);
    expect(list.body.total).toBe(2);
    expect(list.body.hidden).toBe(8);
    expect(new Set(list.body.items.map((i: { patient: { id: string } }) => i.patient.id))).toEqual(
      new Set([P[4]]),
    );

    await owner.client.put('/api/v1/analytics/settings', { shareWithProfessionals: false });
    expect(
      (await other.client.get(`/api/v1/analytics/practice?${PERIOD}`)).body.appointments.current.booked,
    ).toBe(2);
  });

  it("another practice's professional sees none of this practice's records", async () => {
    const elsewhere = await createOrganization(t.database.db, { name: 'Elsewhere', kind: 'practice' });
    const stranger = await t.signedIn({
      roles: ['staff'],
      memberships: [{ organizationId: elsewhere, orgRole: 'member' }],
    });
    const res = await stranger.client.get(`/api/v1/analytics/practice?${PERIOD}`);
    expect(res.body.appointments.current.booked).toBe(0);
    const list = await stranger.client.get(`/api/v1/analytics/list?${PERIOD}&figure=appointments.booked`);
    expect(list.body).toMatchObject({ total: 0, hidden: 0 });
  });
});

describe('reports', () => {
  it('neutralise formulae in CSV cells: a cell starting with = + - @ tab or CR gets a leading quote', async () => {
    const [evil] = await t.database.db
      .insert(patient)
      .values({ organizationId: practice, firstName: '=HYPERLINK("http://x.test")', lastName: '@SUM(A1)' })
      .returning({ id: patient.id });
    await t.database.db.insert(appointment).values({
      organizationId: practice,
      providerUserId: owner.id,
      patientId: evil!.id,
      serviceName: '+1+cmd|calc',
      serviceDurationMinutes: 30,
      servicePriceMinor: 5000,
      serviceCurrency: 'USD',
      startsAt: new Date('2026-08-10T09:00:00Z'),
      endsAt: new Date('2026-08-10T09:30:00Z'),
      timeZone: 'UTC',
      status: 'scheduled',
      confirmationCode: 'EVIL0001',
    });
    const res = await staff.client.get(
      '/api/v1/reports?kind=appointments&from=2026-08-01&to=2026-08-31&format=csv',
    );
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    const row = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(row).toContain(`"'=HYPERLINK(""http://x.test"") @SUM(A1)"`);
    expect(row).toContain(",'+1+cmd|calc,");
    expect(row).toContain('2026-08-10,09:00,');
    // the preview holds the same row, unescaped (it is shown as text)
    const preview = await staff.client.get('/api/v1/reports?kind=appointments&from=2026-08-01&to=2026-08-31');
    expect(preview.body.sections[0].rows[0]).toContain('+1+cmd|calc');
  });

  it('give a patient progress PDF with the measurements and adherence, and the audit extract only to administrators', async () => {
    // P1 follows a routine of two days a week from 04-01 (91 days of the period: 26 sessions planned)
    // and logged 3 sessions in it (one more after the period is not counted): 11.5 %.
    const db = t.database.db;
    const routineDay = {
      name: 'Full body',
      exercises: [{ exerciseId: randomUUID(), sets: [], notes: '', superset: null }],
    };
    const [r] = await db
      .insert(routine)
      .values({
        organizationId: practice,
        patientId: P[0]!,
        name: 'Strength basics',
        startDate: '2026-04-01',
        days: [routineDay, routineDay],
        progression: { kind: 'none', loadStepKg: 2.5, repsStep: 1 },
      } as typeof routine.$inferInsert)
      .returning({ id: routine.id });
    for (const performedOn of ['2026-04-06', '2026-04-09', '2026-05-12', '2026-07-02']) {
      await db.insert(workoutSession).values({
        organizationId: practice,
        patientId: P[0]!,
        routineId: r!.id,
        dayIndex: 0,
        performedOn,
        sets: [],
      });
    }
    const pdf = await owner.client.get(
      `/api/v1/reports?kind=patient-progress&patientId=${P[0]}&from=2026-01-01&to=2026-06-30&format=pdf&lang=es`,
    );
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('patient-progress-2026-01-01-2026-06-30.pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    const preview = await owner.client.get(
      `/api/v1/reports?kind=patient-progress&patientId=${P[0]}&from=2026-01-01&to=2026-06-30`,
    );
    expect(preview.body.sections[0].rows).toEqual([
      ['2026-01-10', 100, null, null, 34.6],
      ['2026-05-05', 94, null, null, 32.5],
    ]);
    // the meal log of P1's plan (see "diet-plan adherence"): 4 eaten, 1 partly, 1 skipped of 6 logged
    // from 03-01 (the plan's start) to 06-30 = (4 + ½) / 6 = 75 %; the plan has no menu items, so none planned
    const sectionOf = (key: string) =>
      preview.body.sections.find((x: { key: string }) => x.key === key) as { rows: unknown[][] };
    expect(sectionOf('dietAdherence').rows).toEqual([
      ['Plan P1', '2026-03-01', '2026-06-30', 0, 6, 4, 1, 1, '75 %'],
    ]);
    expect(sectionOf('workoutAdherence').rows).toEqual([
      ['Strength basics', '2026-04-01', '2026-06-30', 2, 26, 3, '11.5 %'],
    ]);
    // a period before the routine and the plan shows neither
    const early = await owner.client.get(
      `/api/v1/reports?kind=patient-progress&patientId=${P[0]}&from=2026-01-01&to=2026-02-28`,
    );
    expect(early.body.sections.find((x: { key: string }) => x.key === 'dietAdherence').rows).toEqual([]);
    expect(early.body.sections.find((x: { key: string }) => x.key === 'workoutAdherence').rows).toEqual([]);
    // B does not treat P1: the record is not confirmed
    expect((await other.client.get(`/api/v1/reports?kind=patient-progress&patientId=${P[0]}`)).status).toBe(
      404,
    );

    expect((await owner.client.get('/api/v1/reports?kind=audit')).status).toBe(403);
    const admin = await t.signedIn({
      roles: ['admin'],
      memberships: [{ organizationId: practice, orgRole: 'member' }],
    });
    // audit events carry the database's own clock: the extract covers the days around it
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const extract = await admin.client.get(`/api/v1/reports?kind=audit&from=${day(-2)}&to=${day(2)}`);
    expect(extract.status, extract.text).toBe(200);
    expect(extract.body.sections[0].rows.some((r: string[]) => r[2] === 'report.patient_progress')).toBe(
      true,
    );
  });
});

describe('patient group (docs/decisions/0047)', () => {
  it('narrows every figure to the patients with that condition on their record, and lists the groups', async () => {
    const db = t.database.db;
    for (const p of [0, 1]) {
      await db
        .update(patient)
        .set({ medicalConditions: [{ name: 'Type 2 diabetes', since: null, notes: '' }] })
        .where(eq(patient.id, P[p]!));
    }
    await db
      .update(patient)
      .set({ medicalConditions: [{ name: 'Hypertension', since: null, notes: '' }] })
      .where(eq(patient.id, P[2]!));
    try {
      const options = await owner.client.get('/api/v1/analytics/options');
      expect(options.body.patientGroups).toEqual([
        { name: 'Type 2 diabetes', patients: 2 },
        { name: 'Hypertension', patients: 1 },
      ]);
      // P1 (04-05, 05-05) and P2 (04-10, 05-20), all completed; invoices I1 100.00 paid, I2 80.00 of
      // which 30.00 paid
      const res = await staff.client.get(
        `/api/v1/analytics/practice?${PERIOD}&patientGroup=${encodeURIComponent('Type 2 diabetes')}`,
      );
      expect(res.status, res.text).toBe(200);
      expect(res.body.appointments.current).toEqual({
        booked: 4,
        completed: 4,
        cancelled: 0,
        noShow: 0,
        scheduled: 0,
      });
      expect(res.body.patients.current).toEqual({ new: 1, returning: 1 });
      expect(res.body.revenue.current).toEqual([
        { currency: 'USD', invoicedMinor: 18000, collectedMinor: 13000 },
      ]);
      const list = await owner.client.get(
        `/api/v1/analytics/list?${PERIOD}&figure=appointments.booked&patientGroup=${encodeURIComponent('Type 2 diabetes')}`,
      );
      expect(new Set(list.body.items.map((i: { patient: { id: string } }) => i.patient.id))).toEqual(
        new Set([P[0], P[1]]),
      );
      const outcomes = await owner.client.get(
        `/api/v1/analytics/outcomes?${PERIOD}&patientGroup=Hypertension`,
      );
      expect(outcomes.status, outcomes.text).toBe(200);
      // P3 has no weights: no outcome in that group
      expect(
        outcomes.body.metrics.find((m: { metric: string }) => m.metric === 'weight')?.patients ?? 0,
      ).toBe(0);
      // a group nobody is in: nothing, not an error
      const none = await staff.client.get(`/api/v1/analytics/practice?${PERIOD}&patientGroup=Gout`);
      expect(none.body.appointments.current.booked).toBe(0);
    } finally {
      await db.update(patient).set({ medicalConditions: [] }).where(inArray(patient.id, P));
    }
  });
});

describe('reports built in the background (docs/decisions/0047)', () => {
  it('queues, shows progress, notifies the requester and lets only them download it', async () => {
    const bad = await owner.client.post('/api/v1/reports/runs', { kind: 'nonsense', format: 'csv' });
    expect(bad.status).toBe(400);
    const noPatient = await owner.client.post('/api/v1/reports/runs', {
      kind: 'patient-progress',
      format: 'pdf',
    });
    expect(noPatient.status).toBe(400);
    expect((await owner.client.get('/api/v1/reports/runs')).body.items).toEqual([]);
    expect((await owner.client.post('/api/v1/reports/runs', { kind: 'audit', format: 'csv' })).status).toBe(
      403,
    );

    const queued = await owner.client.post('/api/v1/reports/runs', {
      kind: 'appointments',
      format: 'csv',
      from: '2026-04-01',
      to: '2026-06-30',
    });
    expect(queued.status, queued.text).toBe(202);
    expect(queued.body).toMatchObject({
      kind: 'appointments',
      format: 'csv',
      status: 'queued',
      progress: 0,
      period: { from: '2026-04-01', to: '2026-06-30' },
    });
    const id = queued.body.id as string;
    // not ready yet: nothing to download
    expect((await owner.client.get(`/api/v1/reports/runs/${id}/file`)).status).toBe(409);

    await t.runJobs();
    const [run] = (await owner.client.get('/api/v1/reports/runs')).body.items;
    expect(run).toMatchObject({ id, status: 'ready', progress: 100 });
    expect(run.filename).toBe('appointments-2026-04-01-2026-06-30.csv');
    const notes = await owner.client.get('/api/v1/notifications');
    expect(
      notes.body.items.some(
        (n: { kind: string; link: string }) => n.kind === 'report.ready' && n.link === '/dietitian/reports',
      ),
    ).toBe(true);

    const file = await owner.client.get(`/api/v1/reports/runs/${id}/file`);
    expect(file.status, file.text).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    // the eight appointments of the period of the owner's patients (P1–P4; P5 is B's, whose record
    // a dietitian outside the care team does not see)
    expect(file.text.split('\n').filter((l) => l.includes('Fixture')).length).toBe(8);

    // nobody else: a colleague, staff, another practice
    expect((await other.client.get(`/api/v1/reports/runs/${id}/file`)).status).toBe(404);
    expect((await staff.client.get(`/api/v1/reports/runs/${id}/file`)).status).toBe(404);
    expect((await other.client.get('/api/v1/reports/runs')).body.items).toEqual([]);
    const elsewhere = await createOrganization(t.database.db, { name: 'Elsewhere runs', kind: 'practice' });
    const stranger = await t.signedIn({
      roles: ['dietitian'],
      memberships: [{ organizationId: elsewhere, orgRole: 'owner' }],
    });
    expect((await stranger.client.get(`/api/v1/reports/runs/${id}/file`)).status).toBe(404);

    // the build is audited as the requester, with every patient in it
    const [built] = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'report.appointments'), eq(auditEvent.actorUserId, owner.id)))
      .orderBy(desc(auditEvent.at))
      .limit(1);
    expect(new Set(built?.patientIds ?? [])).toEqual(new Set(P.slice(0, 4)));
  });

  it("a professional's run holds only their own patients, as their direct download does", async () => {
    const queued = await other.client.post('/api/v1/reports/runs', {
      kind: 'appointments',
      format: 'pdf',
      from: '2026-04-01',
      to: '2026-06-30',
    });
    expect(queued.status, queued.text).toBe(202);
    await t.runJobs();
    const [run] = (await other.client.get('/api/v1/reports/runs')).body.items;
    expect(run).toMatchObject({ status: 'ready', format: 'pdf' });
    const file = await other.client.get(`/api/v1/reports/runs/${run.id}/file`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const [built] = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'report.appointments'), eq(auditEvent.actorUserId, other.id)))
      .orderBy(desc(auditEvent.at))
      .limit(1);
    expect(built?.patientIds ?? [built?.patientId]).toEqual([P[4]]);
  });
});

describe('the monthly summary e-mail (docs/decisions/0047)', () => {
  it("goes to the owner on the first of the month when opted in, with June's figures and no patient name", async () => {
    expect((await other.client.put('/api/v1/analytics/settings', { monthlyEmail: true })).status).toBe(403);
    expect((await owner.client.put('/api/v1/analytics/settings', { monthlyEmail: 'yes' })).status).toBe(400);
    expect((await owner.client.put('/api/v1/analytics/settings', {})).status).toBe(400);
    const on = await owner.client.put('/api/v1/analytics/settings', { monthlyEmail: true });
    expect(on.body).toEqual({ shareWithProfessionals: false, monthlyEmail: true, canChange: true });

    const ctx = (at: string) => ({
      ...systemContext(t.deps, `job:${MONTHLY_CHECK_JOB}`),
      now: () => new Date(at),
    });
    const job = { id: 'x', kind: MONTHLY_CHECK_JOB, payload: {}, attempts: 1, maxAttempts: 1 };
    // not the first of the month: nothing queued
    await monthlyCheckJob(job, ctx('2026-07-02T00:10:00Z'));
    await monthlyCheckJob(job, ctx('2026-07-01T00:10:00Z'));
    await monthlyCheckJob(job, ctx('2026-07-01T05:00:00Z')); // a second worker: the same month goes once
    const queued = await t.database.db.select().from(jobTable).where(eq(jobTable.kind, MONTHLY_EMAIL_JOB));
    const mine = queued.filter((j) => (j.payload as { organizationId: string }).organizationId === practice);
    expect(mine.map((j) => j.payload)).toEqual([{ organizationId: practice, month: '2026-06' }]);

    // June: P4 06-01 completed, P5 06-10 completed, 06-15 no-show; invoiced I3 120.00 + I4 50.00;
    // collected 30.00 (I2's payment of 06-01)
    await monthlyEmailJob(
      { ...job, kind: MONTHLY_EMAIL_JOB, payload: mine[0]!.payload as Record<string, unknown> },
      ctx('2026-07-01T00:10:00Z'),
    );
    await t.runJobs();
    const mail = await t.lastEmailTo(ownerEmail);
    expect(mail?.subject).toBe('Figures Practice: your practice in June 2026');
    expect(mail?.text).toContain('Appointments booked: 3');
    expect(mail?.text).toContain('Completed: 2');
    expect(mail?.text).toContain('No-show rate: 33.3%');
    expect(mail?.text).toContain('Invoiced: $170.00');
    expect(mail?.text).toContain('Collected: $30.00');
    expect(mail?.text).not.toContain('Fixture');
    expect(mail?.html ?? '').not.toContain('Fixture');

    // turned off: the job sends nothing
    await owner.client.put('/api/v1/analytics/settings', { monthlyEmail: false });
    const before = (await t.database.db.select().from(outboxEmail)).length;
    await monthlyEmailJob(
      { ...job, kind: MONTHLY_EMAIL_JOB, payload: { organizationId: practice, month: '2026-07' } },
      ctx('2026-08-01T00:10:00Z'),
    );
    expect((await t.database.db.select().from(outboxEmail)).length).toBe(before);
  });
});

describe('monthly summaries (docs/decisions/0065)', () => {
  const scopeOf = (over: Partial<AnalyticsScope> = {}): AnalyticsScope => ({
    organizationId: practice,
    practice: true,
    providerUserId: null,
    serviceId: null,
    patientGroup: null,
    shared: false,
    canChange: true,
    ...over,
  });
  const ctx = () => ({ ...systemContext(t.deps, 'test:analytics'), now: () => new Date(NOW) });
  const both = async (scope: AnalyticsScope, q: { from?: string; to?: string }) => {
    const periods = periodsOf(ctx(), q);
    const { asOf: _a, ...summary } = await practiceFigures(ctx(), scope, periods);
    const { asOf: _b, ...live } = await practiceFigures(ctx(), scope, periods, { live: true });
    return { summary, live };
  };
  const dirty = async (org: string) =>
    (
      await t.database.db
        .select()
        .from(analyticsDirtyMonth)
        .where(eq(analyticsDirtyMonth.organizationId, org))
    ).length;

  it('give exactly the figures the records give, whole months from the summary and the rest live', async () => {
    const periods = [
      { from: '2026-04-01', to: '2026-06-30' }, // whole months; the previous period starts on 12-31
      { from: '2026-04-10', to: '2026-06-14' }, // partial months at both ends
      {}, // the default twelve months
      { from: '2022-01-01', to: '2026-12-31' }, // five years
    ];
    const scopes = [
      scopeOf(),
      scopeOf({ providerUserId: owner.id }),
      scopeOf({ providerUserId: other.id }),
      scopeOf({ serviceId: randomUUID() }),
    ];
    for (const q of periods) {
      for (const scope of scopes) {
        const { summary, live } = await both(scope, q);
        expect(summary, JSON.stringify({ q, scope: scope.providerUserId ?? scope.serviceId })).toEqual(live);
      }
    }
    // the fixture's figures, read through the summary
    const { summary } = await both(scopeOf(), { from: '2026-04-01', to: '2026-06-30' });
    expect(summary.appointments.current).toEqual({
      booked: 10,
      completed: 7,
      cancelled: 1,
      noShow: 2,
      scheduled: 0,
    });
    expect(summary.revenue.current).toEqual([
      { currency: 'USD', invoicedMinor: 35000, collectedMinor: 13000 },
    ]);
    // the whole months did come from the summary: its rows exist and nothing waits
    const rows = await t.database.db
      .select()
      .from(analyticsAppointmentMonth)
      .where(eq(analyticsAppointmentMonth.organizationId, practice));
    const months = new Set(rows.map((r) => r.month));
    for (const m of ['2026-01-01', '2026-04-01', '2026-05-01', '2026-06-01']) expect(months).toContain(m);
    expect(await dirty(practice)).toBe(0);
  });

  it('a new payment and a cancelled appointment change the figures on the next read', async () => {
    const db = t.database.db;
    const read = async () =>
      (await owner.client.get(`/api/v1/analytics/practice?${PERIOD}`)).body as {
        asOf: string;
        appointments: { current: { completed: number; cancelled: number } };
        revenue: { current: { collectedMinor: number }[] };
        revenueByMonth: { month: string; collectedMinor: number }[];
      };
    const before = await read();
    expect(before.revenue.current[0]!.collectedMinor).toBe(13000);
    expect(Date.parse(before.asOf)).toBe(NOW);
    const [i3] = await db.select({ id: invoice.id }).from(invoice).where(eq(invoice.totalMinor, 12000));
    const [payment] = await db
      .insert(invoicePayment)
      .values({ invoiceId: i3!.id, amountMinor: 2500, paidOn: '2026-05-15', method: 'card' })
      .returning({ id: invoicePayment.id });
    const [p3visit] = await db
      .select({ id: appointment.id })
      .from(appointment)
      .where(and(eq(appointment.patientId, P[2]!), eq(appointment.status, 'completed')))
      .orderBy(appointment.startsAt)
      .limit(1);
    await db.update(appointment).set({ status: 'cancelled' }).where(eq(appointment.id, p3visit!.id));
    expect(await dirty(practice)).toBeGreaterThan(0);
    try {
      const after = await read();
      expect(after.revenue.current[0]!.collectedMinor).toBe(15500);
      expect(after.revenueByMonth.find((m) => m.month === '2026-05')!.collectedMinor).toBe(2500);
      expect(after.appointments.current.completed).toBe(before.appointments.current.completed - 1);
      expect(after.appointments.current.cancelled).toBe(before.appointments.current.cancelled + 1);
    } finally {
      await db.delete(invoicePayment).where(eq(invoicePayment.id, payment!.id));
      await db.update(appointment).set({ status: 'completed' }).where(eq(appointment.id, p3visit!.id));
    }
    const restored = await read();
    expect(restored.revenue.current).toEqual(before.revenue.current);
    expect(restored.appointments).toEqual(before.appointments);
  });

  it("another practice's writes mark and touch only its own months", async () => {
    const db = t.database.db;
    await practiceFigures(ctx(), scopeOf(), periodsOf(ctx(), { from: '2026-04-01', to: '2026-06-30' }));
    const mine = async () => ({
      appointments: await db
        .select()
        .from(analyticsAppointmentMonth)
        .where(eq(analyticsAppointmentMonth.organizationId, practice)),
      money: await db
        .select()
        .from(analyticsMoneyMonth)
        .where(eq(analyticsMoneyMonth.organizationId, practice)),
    });
    const before = await mine();
    expect(before.money.length).toBeGreaterThan(0);
    const elsewhere = await createOrganization(db, {
      name: 'Elsewhere',
      kind: 'practice',
      plan: 'professional',
    });
    const pro = await t.createUser({
      roles: ['dietitian'],
      memberships: [{ organizationId: elsewhere, orgRole: 'owner' }],
    });
    const [pt] = await db
      .insert(patient)
      .values({ organizationId: elsewhere, firstName: 'E', lastName: 'Lsewhere' })
      .returning({ id: patient.id });
    await db.insert(appointment).values({
      organizationId: elsewhere,
      providerUserId: pro.id,
      patientId: pt!.id,
      serviceName: 'Consultation',
      serviceDurationMinutes: 60,
      servicePriceMinor: 10000,
      serviceCurrency: 'USD',
      startsAt: new Date('2026-05-05T09:00:00Z'),
      endsAt: new Date('2026-05-05T10:00:00Z'),
      timeZone: 'UTC',
      status: 'completed',
      confirmationCode: randomUUID().slice(0, 8),
    });
    const [inv] = await db
      .insert(invoice)
      .values({
        organizationId: elsewhere,
        patientId: pt!.id,
        sequence: 1,
        status: 'paid',
        issueDate: '2026-05-05',
        dueDate: '2026-06-05',
        currency: 'USD',
        subtotalMinor: 4000,
        totalMinor: 4000,
        paidMinor: 4000,
      } as typeof invoice.$inferInsert)
      .returning({ id: invoice.id });
    await db
      .insert(invoicePayment)
      .values({ invoiceId: inv!.id, amountMinor: 4000, paidOn: '2026-05-05', method: 'card' });
    expect(await dirty(practice)).toBe(0);
    expect(await dirty(elsewhere)).toBe(1);
    await rebuildSummaries(db, elsewhere);
    expect(await dirty(elsewhere)).toBe(0);
    await practiceFigures(ctx(), scopeOf(), periodsOf(ctx(), { from: '2026-04-01', to: '2026-06-30' }));
    const after = await mine();
    // this practice's rows were neither recomputed nor changed
    expect(after).toEqual(before);
    const theirs = await db
      .select()
      .from(analyticsMoneyMonth)
      .where(eq(analyticsMoneyMonth.organizationId, elsewhere));
    expect(theirs).toMatchObject([
      { month: '2026-05-01', invoicedMinor: 4000, collectedMinor: 4000, invoices: 1 },
    ]);
  });
});
