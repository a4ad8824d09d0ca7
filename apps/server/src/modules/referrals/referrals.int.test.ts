/**
 * Referrals through the API (ADR 0042): across practices the chosen categories are shared only when
 * the patient approves, and exactly those; each state change is recorded with who and when and
 * notifies the other side; another practice never sees a referral it is not party to; the patient
 * sees theirs; the FHIR export is valid R4.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { Ajv, type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careTeamMember, consentDirective, notification, patient } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient, uniqueEmail } from '../../test/app.ts';

let t: TestApp;
let home: string;
let harbor: string;
let outsider: string;
let medical: { id: string; client: TestClient };
let dietitian: { id: string; client: TestClient };
let harborDietitian: { id: string; client: TestClient };
let harborTrainer: { id: string; client: TestClient };
let otherDietitian: { id: string; client: TestClient };
let emma: { id: string; email: string; client: TestClient };
let record: string;

const member = (organizationId: string) => [{ organizationId, orgRole: 'member' as const }];

async function notificationsOf(userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ titleKey: notification.titleKey })
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.kind, 'referral.update')));
  return rows.map((r) => r.titleKey);
}

let schemaValidate: ValidateFunction | undefined;
function fhirValid(resource: unknown): string[] {
  if (!schemaValidate) {
    const schema = JSON.parse(
      readFileSync(new URL('../../test/fhir/fhir-r4.schema.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    const ajv = new Ajv({ strict: false, allErrors: false });
    ajv.addMetaSchema({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'http://json-schema.org/draft-06/schema#',
    });
    const { $schema: _drop, id: _id, ...rest } = schema;
    schemaValidate = ajv.compile(rest);
  }
  return schemaValidate(resource)
    ? []
    : (schemaValidate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

beforeAll(async () => {
  t = await createTestApp();
  home = await t.createPractice('Referring Practice');
  harbor = await t.createPractice('Harbor Clinic');
  outsider = await t.createPractice('Unrelated Practice');
  medical = await t.signedIn({
    roles: ['medical'],
    memberships: member(home),
    firstName: 'Noor',
    lastName: 'Haddad',
  });
  dietitian = await t.signedIn({
    roles: ['dietitian'],
    memberships: member(home),
    firstName: 'Maya',
    lastName: 'Chen',
  });
  harborDietitian = await t.signedIn({
    roles: ['dietitian'],
    memberships: member(harbor),
    firstName: 'Hana',
    lastName: 'Harbor',
  });
  harborTrainer = await t.signedIn({ roles: ['fitness'], memberships: member(harbor) });
  otherDietitian = await t.signedIn({ roles: ['dietitian'], memberships: member(outsider) });
  emma = await t.signedIn({ roles: ['patient'], email: uniqueEmail('emma') });
  const created = await medical.client.post('/api/v1/patients', {
    firstName: 'Emma',
    lastName: 'Rodriguez',
    email: emma.email,
    dateOfBirth: '1993-04-12',
    gender: 'female',
  });
  expect(created.status, created.text).toBe(201);
  record = created.body.id;
  await t.database.db
    .update(patient)
    .set({ userId: emma.id, platformAccess: 'platform_user' })
    .where(eq(patient.id, record));
  const added = await medical.client.post(`/api/v1/patients/${record}/care-team`, { userId: medical.id });
  expect(added.status, added.text).toBe(200);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('a referral to another practice', () => {
  let id: string;

  it('is refused without a reason or for a patient outside the care team, and changes nothing', async () => {
    const noReason = await medical.client.post('/api/v1/referrals', {
      patientId: record,
      recipientOrganizationId: harbor,
      recipientKind: 'dietitian',
      reason: '  ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details.fields.reason).toBe('reasonRequired');
    const notMine = await otherDietitian.client.post('/api/v1/referrals', {
      patientId: record,
      recipientOrganizationId: harbor,
      recipientKind: 'dietitian',
      reason: 'Weight management',
    });
    expect(notMine.status).toBe(404);
    const outbox = await medical.client.get('/api/v1/referrals?box=outbox');
    expect(outbox.body.total).toBe(0);
  });

  it('shares nothing before the patient approves, then exactly the categories chosen', async () => {
    const sent = await medical.client.post('/api/v1/referrals', {
      patientId: record,
      recipientOrganizationId: harbor,
      recipientUserId: harborDietitian.id,
      recipientKind: 'dietitian',
      reason: 'Type 2 diabetes, newly diagnosed: nutrition therapy',
      question: 'A carbohydrate plan compatible with metformin?',
      urgency: 'soon',
      categories: ['labs', 'vitals'],
      send: true,
    });
    expect(sent.status, sent.text).toBe(201);
    id = sent.body.id;
    expect(sent.body).toMatchObject({
      status: 'sent',
      direction: 'outgoing',
      share: { state: 'pending', grantedCategories: [] },
      recipient: { name: 'Hana Harbor', organizationName: 'Harbor Clinic' },
    });
    // before the patient's decision, no grant names Harbor, and Harbor's dietitian reads no record
    const before = await t.database.db
      .select()
      .from(consentDirective)
      .where(eq(consentDirective.recipientOrganizationId, harbor));
    expect(before).toEqual([]);
    expect((await harborDietitian.client.get(`/api/v1/patients/${record}`)).status).toBe(404);
    expect((await harborDietitian.client.get(`/api/v1/patients/${record}/lab-results`)).status).toBe(404);

    // the patient sees the request on their privacy screen and approves it
    const requests = await emma.client.get('/api/v1/me/privacy/access-requests');
    const request = requests.body.items.find(
      (r: { organizationName: string }) => r.organizationName === 'Harbor Clinic',
    );
    expect(request).toMatchObject({ categories: ['labs', 'vitals'], status: 'pending' });
    expect(request.reason).toContain('Referral from Noor Haddad');
    const decided = await emma.client.post(`/api/v1/me/privacy/access-requests/${request.id}/decide`, {
      decision: 'approve',
    });
    expect(decided.status, decided.text).toBe(200);

    const after = await t.database.db
      .select()
      .from(consentDirective)
      .where(eq(consentDirective.recipientOrganizationId, harbor));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ patientId: record, effect: 'permit', categories: ['labs', 'vitals'] });
    const seen = await harborDietitian.client.get(`/api/v1/referrals/${id}`);
    expect(seen.body.share).toEqual({ state: 'approved', grantedCategories: ['labs', 'vitals'] });
    expect(seen.body.direction).toBe('incoming');
  });

  it('another practice, and the recipient practice outside its kind, get 404', async () => {
    expect((await otherDietitian.client.get(`/api/v1/referrals/${id}`)).status).toBe(404);
    expect((await otherDietitian.client.post(`/api/v1/referrals/${id}/accept`)).status).toBe(404);
    expect((await otherDietitian.client.get(`/api/v1/referrals/${id}/fhir`)).status).toBe(404);
    expect((await harborTrainer.client.get(`/api/v1/referrals/${id}`)).status).toBe(404);
    const inbox = await otherDietitian.client.get('/api/v1/referrals?box=inbox');
    expect(inbox.body.items).toEqual([]);
  });

  it('walks sent → accepted → scheduled → completed, each step recorded and told to the other side', async () => {
    // the sender may not accept their own referral
    expect((await medical.client.post(`/api/v1/referrals/${id}/accept`)).status).toBe(403);
    expect(await notificationsOf(harborDietitian.id)).toEqual(['referralSent']);

    const asked = await harborDietitian.client.post(`/api/v1/referrals/${id}/request-info`, {
      note: 'Latest HbA1c please',
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body).toMatchObject({ status: 'sent', infoRequested: true });
    expect(await notificationsOf(medical.id)).toEqual(['referralInfoRequested']);
    const replied = await medical.client.post(`/api/v1/referrals/${id}/reply`, {
      note: '7.9 % on 2 November',
    });
    expect(replied.body.infoRequested).toBe(false);
    expect(await notificationsOf(harborDietitian.id)).toContain('referralInfoProvided');

    const accepted = await harborDietitian.client.post(`/api/v1/referrals/${id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    // the patient is now among Harbor's patients, on Hana's care team
    const harborRecord = accepted.body.patient.recordId as string;
    expect(harborRecord).not.toBe(record);
    const team = await t.database.db
      .select()
      .from(careTeamMember)
      .where(eq(careTeamMember.patientId, harborRecord));
    expect(team.map((m) => m.userId)).toEqual([harborDietitian.id]);
    expect((await harborDietitian.client.get(`/api/v1/patients/${harborRecord}`)).body.lastName).toBe(
      'Rodriguez',
    );
    expect(await notificationsOf(medical.id)).toContain('referralAccepted');

    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(15, 0, 0, 0);
    const booked = await harborDietitian.client.post(`/api/v1/referrals/${id}/schedule`, {
      serviceName: 'Initial nutrition assessment',
      durationMinutes: 60,
      start: start.toISOString(),
      type: 'video',
      videoUrl: 'https://meet.example.com/hana',
    });
    expect(booked.status, booked.text).toBe(200);
    expect(booked.body.status).toBe('scheduled');
    expect(booked.body.appointment.start).toBe(start.toISOString());
    expect(await notificationsOf(medical.id)).toContain('referralScheduled');

    const done = await harborDietitian.client.post(`/api/v1/referrals/${id}/complete`, {
      report: 'Seen twice; 45 g carbohydrate per meal plan started.',
    });
    expect(done.status, done.text).toBe(200);
    expect(await notificationsOf(medical.id)).toContain('referralCompleted');

    const history = await medical.client.get(`/api/v1/referrals/${id}`);
    expect(history.body.status).toBe('completed');
    expect(history.body.closingReport).toContain('45 g');
    expect(history.body.events.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'sent',
      'info_requested',
      'info_provided',
      'accepted',
      'scheduled',
      'completed',
    ]);
    expect(history.body.events.find((e: { kind: string }) => e.kind === 'accepted').actorName).toBe(
      'Hana Harbor',
    );
    // a completed referral does not change again
    const again = await harborDietitian.client.post(`/api/v1/referrals/${id}/decline`, { reason: 'No' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('REFERRAL_TRANSITION');
  });

  it('the patient sees it with its history', async () => {
    const mine = await emma.client.get('/api/v1/me/referrals');
    expect(mine.status).toBe(200);
    const r = mine.body.items.find((x: { id: string }) => x.id === id);
    expect(r).toMatchObject({ status: 'completed', recipient: { name: 'Hana Harbor' } });
    expect(r.events).toHaveLength(7);
  });

  it('exports a valid FHIR R4 ServiceRequest and Task', async () => {
    const res = await medical.client.get(`/api/v1/referrals/${id}/fhir`);
    expect(res.status).toBe(200);
    const bundle = JSON.parse(res.text);
    expect(bundle.entry.map((e: { resource: { resourceType: string } }) => e.resource.resourceType)).toEqual([
      'ServiceRequest',
      'Task',
    ]);
    expect(bundle.entry[0].resource).toMatchObject({
      status: 'completed',
      priority: 'urgent',
      intent: 'order',
    });
    expect(bundle.entry[1].resource).toMatchObject({ status: 'completed' });
    for (const e of bundle.entry) expect(fhirValid(e.resource)).toEqual([]);
  });
});

describe('within the practice, and declining', () => {
  it('a colleague declines with a reason; the sender is told; overdue referrals are flagged', async () => {
    const sent = await medical.client.post('/api/v1/referrals', {
      patientId: record,
      recipientOrganizationId: home,
      recipientUserId: dietitian.id,
      recipientKind: 'dietitian',
      reason: 'Weight plateau',
      categories: ['diet_plans'],
      send: true,
    });
    expect(sent.status, sent.text).toBe(201);
    // inside the practice the care-team rules apply: no access request
    expect(sent.body.share.state).toBe('care_team');
    const inbox = await dietitian.client.get('/api/v1/referrals?box=inbox');
    expect(inbox.body.items.map((r: { id: string }) => r.id)).toEqual([sent.body.id]);
    // the colleague it is addressed to is on the patient's care team, yet it is not in their sent box
    await medical.client.post(`/api/v1/patients/${record}/care-team`, { userId: dietitian.id });
    // (the care team's other referrals of the patient are in it: the one to Harbor)
    const outbox = await dietitian.client.get('/api/v1/referrals?box=outbox');
    const ids = outbox.body.items.map((r: { id: string }) => r.id);
    expect(ids).not.toContain(sent.body.id);
    expect(ids.length).toBeGreaterThan(0);
    const declined = await dietitian.client.post(`/api/v1/referrals/${sent.body.id}/decline`, {
      reason: 'Fully booked until January',
    });
    expect(declined.body).toMatchObject({ status: 'declined', declineReason: 'Fully booked until January' });
    expect(await notificationsOf(medical.id)).toContain('referralDeclined');

    // a sent referral nobody answered for more than 7 days
    const late = await medical.client.post('/api/v1/referrals', {
      patientId: record,
      recipientOrganizationId: home,
      recipientUserId: dietitian.id,
      recipientKind: 'dietitian',
      reason: 'Follow-up',
      send: true,
    });
    const { referral } = await import('../../db/schema/index.ts');
    await t.database.db
      .update(referral)
      .set({ sentAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(referral.id, late.body.id));
    const overdue = await medical.client.get('/api/v1/referrals?box=outbox&overdue=true');
    expect(overdue.body.items.map((r: { id: string }) => r.id)).toEqual([late.body.id]);
    expect(overdue.body.overdue).toBe(1);
    const cancelled = await medical.client.post(`/api/v1/referrals/${late.body.id}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await notificationsOf(dietitian.id)).toContain('referralCancelled');
  });

  it("a draft is the sender's alone until sent", async () => {
    const draft = await medical.client.post('/api/v1/referrals', {
      patientId: record,
      recipientOrganizationId: harbor,
      recipientKind: 'dietitian',
      reason: 'Draft',
    });
    expect(draft.body.status).toBe('draft');
    expect((await harborDietitian.client.get(`/api/v1/referrals/${draft.body.id}`)).status).toBe(404);
    const sent = await medical.client.post(`/api/v1/referrals/${draft.body.id}/send`);
    expect(sent.body.status).toBe('sent');
    // to Harbor's dietitians (no one named): Hana sees it, the trainer does not
    expect((await harborDietitian.client.get(`/api/v1/referrals/${draft.body.id}`)).status).toBe(200);
    expect((await harborTrainer.client.get(`/api/v1/referrals/${draft.body.id}`)).status).toBe(404);
  });

  it('lists colleagues, directory professionals and practices as recipients', async () => {
    const res = await medical.client.get('/api/v1/referrals/recipients?kind=dietitian');
    expect(res.status).toBe(200);
    const names = res.body.map((r: { name: string }) => r.name);
    expect(names).toContain('Maya Chen');
    expect(names).toContain('Harbor Clinic');
    expect(names).not.toContain('Noor Haddad');
  });
});
