/**
 * Role workspaces through the API (ADR 0048): each role's dashboard lists its real work from the
 * records of the caller's own organization and scope, links each item to its screen, and audits the
 * read once naming the patients shown; a caller of another organization sees nothing of it. Staff
 * never open a consultation note from the front desk.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Workspace, WorkspaceSectionKey } from '@verdant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointment,
  auditEvent,
  careTeamMember,
  consentDirective,
  consultation,
  conversation,
  conversationParticipant,
  demoRequest,
  emergencyAccess,
  insuranceClaim,
  invoice,
  invoiceLine,
  labOrder,
  labResult,
  message,
  outboxEmail,
  patient,
  referral,
  routine,
  sessionPackage,
  workoutSession,
} from '../../db/schema/index.ts';
import { createOrganization } from '../organizations/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/app.ts';

let t: TestApp;
let home: string;
let other: string;
let lab: string;
let otherLab: string;
let insurer: string;
let otherInsurer: string;
type Who = { id: string; client: TestClient };
let medical: Who;
let dietitian: Who;
let trainer: Who;
let staff: Who;
let labUser: Who;
let otherLabUser: Who;
let insurerUser: Who;
let otherInsurerUser: Who;
let otherMedical: Who;
let otherAdmin: Who;
let admin: Who;
let emma: string;
let leo: string;
let note: string;
let todayVisit: string;

const DAY = 86_400_000;
const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];

async function workspace(who: Who, query = ''): Promise<Workspace> {
  const res = await who.client.get(`/api/v1/workspace?tz=UTC${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as Workspace;
}
const section = (w: Workspace, key: WorkspaceSectionKey) => {
  const s = w.sections.find((x) => x.key === key);
  if (!s) throw new Error(`no section ${key}`);
  return s;
};
const allItems = (w: Workspace) => w.sections.flatMap((s) => s.items);

async function newPatient(org: string, first: string, last: string, team: string[]): Promise<string> {
  const [p] = await t.database.db
    .insert(patient)
    .values({ organizationId: org, firstName: first, lastName: last })
    .returning({ id: patient.id });
  for (const userId of team) await t.database.db.insert(careTeamMember).values({ patientId: p!.id, userId });
  return p!.id;
}

async function visit(org: string, provider: string, patientId: string, startsAt: Date, status = 'scheduled') {
  const [a] = await t.database.db
    .insert(appointment)
    .values({
      organizationId: org,
      providerUserId: provider,
      patientId,
      serviceName: 'Follow-up visit',
      serviceDurationMinutes: 30,
      servicePriceMinor: 9000,
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

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  home = await t.createPractice('Home Practice');
  other = await t.createPractice('Other Practice');
  lab = await createOrganization(db, { name: 'Home Lab', kind: 'laboratory' });
  otherLab = await createOrganization(db, { name: 'Other Lab', kind: 'laboratory' });
  insurer = await createOrganization(db, { name: 'Home Insurer', kind: 'insurer' });
  otherInsurer = await createOrganization(db, { name: 'Other Insurer', kind: 'insurer' });
  medical = await t.signedIn({
    roles: ['medical'],
    memberships: member(home),
    firstName: 'Dan',
    lastName: 'Weiss',
  });
  dietitian = await t.signedIn({
    roles: ['dietitian'],
    memberships: member(home),
    firstName: 'Maya',
    lastName: 'Chen',
  });
  trainer = await t.signedIn({ roles: ['fitness'], memberships: member(home) });
  staff = await t.signedIn({ roles: ['staff'], memberships: member(home) });
  admin = await t.signedIn({
    roles: ['admin'],
    memberships: member(home),
    firstName: 'Jordan',
    lastName: 'Reyes',
  });
  otherMedical = await t.signedIn({ roles: ['medical'], memberships: member(other) });
  otherAdmin = await t.signedIn({ roles: ['admin'], memberships: member(other) });
  labUser = await t.signedIn({ roles: ['lab'], memberships: member(lab) });
  otherLabUser = await t.signedIn({ roles: ['lab'], memberships: member(otherLab) });
  insurerUser = await t.signedIn({ roles: ['insurance'], memberships: member(insurer) });
  otherInsurerUser = await t.signedIn({ roles: ['insurance'], memberships: member(otherInsurer) });

  const now = Date.now();
  emma = await newPatient(home, 'Emma', 'Rodriguez', [medical.id, dietitian.id, trainer.id]);
  leo = await newPatient(home, 'Leo', 'Marsh', [medical.id]);
  // today's visit (in two hours, or before midnight UTC late in the day: still ahead, so it can be
  // reminded of) and an old one for Leo, who has nothing booked: due a follow-up
  todayVisit = await visit(
    home,
    medical.id,
    emma,
    new Date(
      Math.min(now + 2 * 3_600_000, Date.parse(`${new Date(now).toISOString().slice(0, 10)}T23:59:30Z`)),
    ),
  );
  await visit(home, medical.id, leo, new Date(now - 120 * DAY), 'completed');
  const [c] = await db
    .insert(consultation)
    .values({
      organizationId: home,
      patientId: emma,
      providerUserId: medical.id,
      occurredAt: new Date(now - 3 * DAY),
      sessionType: 'follow-up',
      assessment: 'Private assessment text',
    })
    .returning({ id: consultation.id });
  note = c!.id;
  const [order] = await db
    .insert(labOrder)
    .values({
      organizationId: home,
      laboratoryId: lab,
      patientId: emma,
      status: 'partial',
      codes: ['2345-7'],
      analytes: ['2345-7'],
      orderedByUserId: medical.id,
      orderedAt: new Date(now - 5 * DAY),
    })
    .returning({ id: labOrder.id });
  await db.insert(labResult).values({
    orderId: order!.id,
    organizationId: home,
    patientId: emma,
    loinc: '2345-7',
    value: 480,
    unit: 'mg/dL',
    referenceLow: 70,
    referenceHigh: 99,
    rangeSource: 'performing-lab',
    flag: 'critical_high',
  });
  await db.insert(referral).values({
    organizationId: home,
    patientId: emma,
    senderUserId: dietitian.id,
    recipientOrganizationId: home,
    recipientUserId: medical.id,
    recipientKind: 'medical',
    status: 'sent',
    reason: 'Check thyroid',
    sentAt: new Date(now - 9 * DAY),
  });
  const [conv] = await db
    .insert(conversation)
    .values({ kind: 'care', organizationId: home, patientId: emma, subject: 'Lab question' })
    .returning({ id: conversation.id });
  await db.insert(conversationParticipant).values([
    { conversationId: conv!.id, userId: medical.id, organizationId: home },
    { conversationId: conv!.id, userId: dietitian.id, organizationId: home },
  ]);
  await db
    .insert(message)
    .values({ conversationId: conv!.id, senderUserId: dietitian.id, text: 'Did you see it?' });
  // the trainer: a 3-day routine and one workout in the last week
  const [r] = await db
    .insert(routine)
    .values({
      organizationId: home,
      patientId: emma,
      name: 'Strength 3x',
      startDate: new Date(now - 20 * DAY).toISOString().slice(0, 10),
      days: [
        { name: 'A', exercises: [] },
        { name: 'B', exercises: [] },
        { name: 'C', exercises: [] },
      ],
      progression: { kind: 'none', loadStepKg: 2.5, repsStep: 1 },
    } as typeof routine.$inferInsert)
    .returning({ id: routine.id });
  await db.insert(workoutSession).values({
    organizationId: home,
    patientId: emma,
    routineId: r!.id,
    dayIndex: 0,
    performedOn: new Date(now - 2 * DAY).toISOString().slice(0, 10),
    sets: [],
  });
  // the insurer: Emma's consent covers it, and her claim waits for a decision
  await db.insert(consentDirective).values({
    organizationId: home,
    patientId: emma,
    effect: 'permit',
    recipientKind: 'insurer',
    recipientOrganizationId: insurer,
    categories: ['demographics', 'billing'],
    purpose: 'payment',
  } as typeof consentDirective.$inferInsert);
  const [inv] = await db
    .insert(invoice)
    .values({
      organizationId: home,
      patientId: emma,
      sequence: 1,
      status: 'sent',
      issueDate: new Date(now).toISOString().slice(0, 10),
      dueDate: new Date(now + 30 * DAY).toISOString().slice(0, 10),
      currency: 'USD',
      totalMinor: 9000,
    })
    .returning({ id: invoice.id });
  await db.insert(insuranceClaim).values({
    organizationId: home,
    payerOrganizationId: insurer,
    invoiceId: inv!.id,
    patientId: emma,
    sequence: 1,
    status: 'submitted',
    memberId: 'M-1',
    subscriber: {
      relationship: 'self',
      firstName: 'Emma',
      lastName: 'Rodriguez',
      dateOfBirth: '1993-04-12',
      gender: 'F',
    },
    address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
    diagnosisCodes: ['E11.9'],
    placeOfService: '11',
    renderingProvider: { npi: '1234567893', firstName: 'Dan', lastName: 'Weiss' },
    currency: 'USD',
    totalChargeMinor: 9000,
    submittedAt: new Date(now - DAY),
  } as typeof insuranceClaim.$inferInsert);
  // a package of 3 sessions with the trainer, 2 of them done: 1 left, running out
  const [pkgInvoice] = await db
    .insert(invoice)
    .values({
      organizationId: home,
      patientId: emma,
      sequence: 2,
      status: 'paid',
      issueDate: new Date(now - 10 * DAY).toISOString().slice(0, 10),
      dueDate: new Date(now + 20 * DAY).toISOString().slice(0, 10),
      currency: 'USD',
      totalMinor: 15000,
      createdByUserId: trainer.id,
    })
    .returning({ id: invoice.id });
  const [line] = await db
    .insert(invoiceLine)
    .values({
      invoiceId: pkgInvoice!.id,
      position: 1,
      source: 'package',
      description: '3 training sessions',
      quantityHundredths: 100,
      unitPriceMinor: 15000,
      netMinor: 15000,
      taxMinor: 0,
      totalMinor: 15000,
      packageSessions: 3,
      packageProviderUserId: trainer.id,
    })
    .returning({ id: invoiceLine.id });
  await db.insert(sessionPackage).values({
    organizationId: home,
    patientId: emma,
    providerUserId: trainer.id,
    invoiceLineId: line!.id,
    name: '3 training sessions',
    sessions: 3,
  });
  await visit(home, trainer.id, emma, new Date(now - 5 * DAY), 'completed');
  await visit(home, trainer.id, emma, new Date(now - 3 * DAY), 'completed');
  // the administrator: a break-the-glass access, a failed e-mail, a new demo request
  await db.insert(emergencyAccess).values({
    organizationId: home,
    patientId: leo,
    userId: medical.id,
    reason: 'Unconscious patient',
    endsAt: new Date(now + 3_600_000),
  });
  await db
    .insert(outboxEmail)
    .values({ to: 'x@example.test', subject: 'Your invoice', text: 'x', status: 'failed', attempts: 5 });
  await db.insert(demoRequest).values({
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.test',
    organizationName: 'Lopez Wellness',
    organizationType: 'practice',
    organizationSize: '1-5',
    country: 'US',
    professions: ['dietitian'],
    patientVolume: '<50',
    interests: ['scheduling'],
    preferredDate: '2026-12-10',
    preferredTime: 'morning',
    timeZone: 'UTC',
    contactMethod: 'email',
  } as typeof demoRequest.$inferInsert);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the medical workspace', () => {
  it("lists today's visit, the unsigned note, the critical result first, the follow-up due, the referral and the unread message, each linked to its work", async () => {
    const w = await workspace(medical);
    expect(w.role).toBe('medical');
    const today = section(w, 'today');
    expect(today.items.map((i) => [i.title, i.state])).toEqual([['Emma Rodriguez', 'expected']]);
    expect(today.items[0]!.href).toMatch(/^\/calendar\?date=\d{4}-\d{2}-\d{2}&appointment=/);
    const notes = section(w, 'unsignedNotes');
    expect(notes.total).toBe(1);
    expect(notes.items[0]).toMatchObject({
      title: 'Emma Rodriguez',
      flag: 'overdue',
      href: `/medical/consultations/${note}/edit`,
    });
    // nothing of the note's text reaches the workspace
    expect(JSON.stringify(w)).not.toContain('Private assessment');
    const labs = section(w, 'labResults');
    expect(labs.items[0]).toMatchObject({ title: 'Emma Rodriguez', flag: 'critical', count: 1 });
    expect(labs.items[0]!.href).toMatch(new RegExp(`^/patients/${emma}/labs/`));
    expect(section(w, 'followUps').items.map((i) => i.title)).toEqual(['Leo Marsh']);
    const refs = section(w, 'referrals');
    expect(refs.items[0]).toMatchObject({ title: 'Emma Rodriguez', state: 'toAnswer', flag: 'overdue' });
    expect(refs.items[0]!.href).toMatch(/^\/medical\/referrals\//);
    const messages = section(w, 'messages');
    expect(messages.items[0]).toMatchObject({ title: 'Lab question', count: 1, detail: 'Maya Chen' });
    expect(messages.items[0]!.href).toMatch(/^\/medical\/messages\?c=/);
  });

  it('writes one audit event naming the patients it showed', async () => {
    const before = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'workspace.read'), eq(auditEvent.actorUserId, medical.id)));
    await workspace(medical);
    const rows = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'workspace.read'), eq(auditEvent.actorUserId, medical.id)));
    expect(rows.length).toBe(Number(before[0]!.n) + 1);
    expect([...(rows.at(-1)!.patientIds ?? [])].sort()).toEqual([emma, leo].sort());
  });

  it("shows a medical professional of another practice nothing of this practice's", async () => {
    const w = await workspace(otherMedical);
    expect(w.sections.every((s) => s.total === 0 && s.items.length === 0)).toBe(true);
    expect(w.figures.find((f) => f.key === 'visitsThisMonth')?.value).toBe(0);
  });

  it('refuses a role the caller does not hold, and a patient', async () => {
    expect((await medical.client.get('/api/v1/workspace?as=lab')).status).toBe(403);
    expect((await medical.client.get('/api/v1/workspace?tz=Mars/Olympus')).status).toBe(400);
    expect((await staff.client.get('/api/v1/workspace')).status).toBe(403);
  });
});

describe('the dietitian and fitness workspaces', () => {
  it("shows the dietitian the unread message but not the medical professional's note or referral", async () => {
    const w = await workspace(dietitian);
    expect(section(w, 'unsignedNotes').total).toBe(0);
    expect(section(w, 'referrals').total).toBe(0);
    expect(section(w, 'labResults').items[0]?.href).toMatch(/^\/dietitian\/labs\//);
  });

  it('shows the trainer the client who missed workouts this week, with how many', async () => {
    const w = await workspace(trainer);
    expect(w.role).toBe('fitness');
    const missed = section(w, 'missedWorkouts');
    expect(missed.items).toEqual([
      expect.objectContaining({
        title: 'Emma Rodriguez',
        detail: 'Strength 3x',
        count: 2,
        href: `/patients/${emma}`,
      }),
    ]);
    expect(w.figures.find((f) => f.key === 'sessionsThisWeek')?.value).toBe(1);
    expect(section(w, 'packages').items).toEqual([
      expect.objectContaining({
        title: 'Emma Rodriguez',
        detail: '3 training sessions',
        count: 1,
        href: expect.stringMatching(/^\/fitness\/billing\/invoices\//),
      }),
    ]);
  });
});

describe('the laboratory workspace', () => {
  it('lists the order awaiting release and its unacknowledged critical value; another laboratory sees none', async () => {
    const w = await workspace(labUser);
    expect(w.role).toBe('lab');
    expect(section(w, 'labCritical').items[0]).toMatchObject({
      detail: 'Emma Rodriguez',
      flag: 'critical',
      count: 1,
    });
    expect(section(w, 'labRelease').total).toBe(1);
    expect(section(w, 'labOverdue').total).toBe(1); // five days against a 72-hour turnaround
    expect(section(w, 'labCritical').items[0]!.href).toMatch(/^\/lab\/orders\//);
    const outsider = await workspace(otherLabUser);
    expect(allItems(outsider)).toEqual([]);
  });
});

describe('the insurer workspace', () => {
  it('lists the claim to decide and the consenting member; another insurer sees none', async () => {
    const w = await workspace(insurerUser);
    expect(section(w, 'claimsToDecide').items[0]).toMatchObject({
      title: 'Emma Rodriguez',
      state: 'submitted',
    });
    expect(section(w, 'claimsToDecide').items[0]!.href).toMatch(/^\/insurance-dashboard\/claims\//);
    expect(section(w, 'members').items[0]).toMatchObject({ title: 'Emma Rodriguez', state: 'eligible' });
    expect(w.figures.find((f) => f.key === 'claimsPending')?.value).toBe(1);
    const outsider = await workspace(otherInsurerUser);
    expect(allItems(outsider)).toEqual([]);
    expect(outsider.figures.find((f) => f.key === 'claimsReceived')?.value).toBe(0);
  });
});

describe('the administrator workspace', () => {
  it("lists the practice's users, the break-the-glass access and the patients against the plan", async () => {
    const w = await workspace(admin);
    expect(w.role).toBe('admin');
    const users = section(w, 'users');
    expect(users.total).toBe(5);
    expect(users.items.map((i) => i.title)).toContain('Jordan Reyes');
    const security = section(w, 'securityEvents');
    expect(security.items).toEqual([expect.objectContaining({ title: 'Dan Weiss', state: 'breakTheGlass' })]);
    expect(w.figures.find((f) => f.key === 'patients')).toMatchObject({ value: 2 });
    // a practice administrator is not a platform administrator: no installation-wide items
    expect(w.sections.some((s) => s.key === 'failedEmails' || s.key === 'demoRequests')).toBe(false);
  });

  it("shows another practice's administrator none of these users or events", async () => {
    const w = await workspace(otherAdmin);
    expect(section(w, 'users').items.map((i) => i.title)).not.toContain('Jordan Reyes');
    expect(section(w, 'securityEvents').total).toBe(0);
    expect(w.figures.find((f) => f.key === 'patients')?.value).toBe(0);
  });
});

describe('the front desk and consultation notes', () => {
  it("sends a visit's reminder from the front desk once asked, audited; another practice gets 404", async () => {
    expect((await otherAdmin.client.post(`/api/v1/appointments/${todayVisit}/remind`)).status).toBe(404);
    const sent = await staff.client.post(`/api/v1/appointments/${todayVisit}/remind`);
    expect(sent.status, sent.text).toBe(200);
    const [row] = await t.database.db
      .select({ at: appointment.reminderSentAt })
      .from(appointment)
      .where(eq(appointment.id, todayVisit));
    expect(row!.at).not.toBeNull();
    const events = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'appointment.remind'), eq(auditEvent.actorUserId, staff.id)));
    expect(events.map((e) => e.patientId)).toEqual([emma]);
  });

  it('never opens a consultation note for staff', async () => {
    const one = await staff.client.get(`/api/v1/consultations/${note}`);
    expect([403, 404]).toContain(one.status);
    const list = await staff.client.get('/api/v1/consultations');
    expect(list.status).toBe(200);
    expect(list.body.notesVisible).toBe(false);
    expect(JSON.stringify(list.body)).not.toContain('Private assessment');
  });
});
