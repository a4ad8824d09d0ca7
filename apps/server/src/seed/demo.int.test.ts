import { createTestApp, type TestApp } from '../test/app.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS, DEMO_PASSWORD } from '@verdant/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCredentialTable, seedDemoIfEmpty } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('demo data', () => {
  it('seeds an empty database once', async () => {
    expect(await seedDemoIfEmpty(t.database.db, { storage: t.deps.storage })).toBe(true);
    expect(await seedDemoIfEmpty(t.database.db)).toBe(false);
  }, 120_000); // about 15 s on a quiet machine; several times that while other suites run

  it('gives each practice its own patients: about forty in the first, the demo patient linked among them', async () => {
    const maya = t.client();
    await maya.signIn('dietitian@demo.verdant.health', DEMO_PASSWORD);
    const staff = t.client();
    await staff.signIn('staff@demo.verdant.health', DEMO_PASSWORD);
    const all = (await staff.get('/api/v1/patients?pageSize=100')).body;
    expect(all.total).toBeGreaterThanOrEqual(38);
    const statuses = new Set(all.items.map((p: { status: string }) => p.status));
    const access = new Set(all.items.map((p: { platformAccess: string }) => p.platformAccess));
    expect([...statuses].sort()).toEqual(['active', 'inactive']);
    expect([...access].sort()).toEqual(['invite_pending', 'none', 'platform_user']);
    const emma = all.items.find((p: { email: string }) => p.email === 'patient@demo.verdant.health');
    expect(emma).toMatchObject({ platformAccess: 'platform_user', status: 'active' });
    // the demo dietitian sees the patients of her care teams, Emma among them, with documents
    const hers = (await maya.get('/api/v1/patients?pageSize=100')).body;
    expect(hers.total).toBeGreaterThan(10);
    expect(hers.total).toBeLessThan(all.total);
    const docs = (await maya.get(`/api/v1/patients/${emma.id}/documents`)).body.items;
    expect(docs.map((d: { type: string }) => d.type).sort()).toEqual(['pdf', 'png']);
    const file = await maya.get(`/api/v1/patients/${emma.id}/documents/${docs[0].id}/content`);
    expect(file.status).toBe(200);
    // the second practice's dietitian sees only her own practice's patients
    const noor = t.client();
    expect((await noor.signIn('dietitian2@demo.verdant.health', DEMO_PASSWORD)).status).toBe(200);
    const theirs = (await noor.get('/api/v1/patients?pageSize=100')).body;
    expect(theirs.total).toBe(6);
    expect(theirs.items.map((p: { id: string }) => p.id)).not.toContain(emma.id);
    expect((await noor.get(`/api/v1/patients/${emma.id}`)).status).toBe(404);
  });

  it('every demo account signs in with the shared password and lands on its route', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const client = t.client();
      const res = await client.signIn(account.email, DEMO_PASSWORD);
      expect(res.status, account.email).toBe(200);
      const me = (await client.get('/api/v1/me')).body;
      expect(me.user).toMatchObject({
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        name: account.name,
        emailVerified: true,
        profileComplete: true,
      });
      expect(me.roles).toEqual(account.roles);
      expect(me.landingRoute).toBe(account.landingRoute);
      const orgNames = me.organizations.map((o: { name: string }) => o.name);
      const expected = account.organization
        ? [DEMO_ORGANIZATIONS.find((o) => o.key === account.organization!.key)!.name]
        : [];
      // the demo administrator is also a platform administrator (DECISIONS.md)
      if (account.roles.includes('admin')) expected.push('Verdant platform');
      expect(orgNames).toEqual(expected);
    }
    const multi = DEMO_ACCOUNTS.find((a) => a.key === 'multi')!;
    expect(multi.roles).toEqual(['dietitian', 'fitness', 'patient']);
    expect(multi.landingRoute).toBe('/dietitian/overview');
    expect(DEMO_ACCOUNTS.find((a) => a.key === 'dietitian')!.name).toBe('Dr. Maya Chen');
  });

  it('the practice is professional, and its owner sees the join code', async () => {
    const client = t.client();
    await client.signIn('dietitian@demo.verdant.health', DEMO_PASSWORD);
    const [org] = (await client.get('/api/v1/me')).body.organizations;
    expect(org).toMatchObject({
      name: 'Verdant Demo Practice',
      kind: 'practice',
      plan: 'professional',
      orgRole: 'owner',
      status: 'active',
      subscription: { plan: 'professional', billingPeriod: 'monthly', status: 'active' },
    });
    expect(org.joinCode).toBe('DEMO-PRAC');
  });

  it("the practice finished its onboarding; its patients see its brand, the second practice's administrator has the steps ahead", async () => {
    const admin = t.client();
    await admin.signIn('admin@demo.verdant.health', DEMO_PASSWORD);
    const setup = (await admin.get('/api/v1/admin/setup')).body;
    expect(setup).toMatchObject({
      name: 'Verdant Demo Practice',
      plan: 'professional',
      brandingAllowed: true,
    });
    expect(setup.completedAt).not.toBeNull();
    expect(setup.openingHours).toHaveLength(5);
    expect(setup.services.length).toBeGreaterThan(0);
    const patient = t.client();
    await patient.signIn('patient@demo.verdant.health', DEMO_PASSWORD);
    const branding = (await patient.get('/api/v1/branding')).body.items;
    expect(branding).toContainEqual(
      expect.objectContaining({ practiceName: 'Verdant Demo Practice', accentColor: '#1f6f78' }),
    );
    // its logo (ADR 0062): a real PNG the patient's portal shows
    const demo = branding.find((b: { practiceName: string }) => b.practiceName === 'Verdant Demo Practice');
    expect(demo.logoUrl).toMatch(/^\/api\/v1\/branding\/.+\/logo$/);
    const logo = await patient.get(demo.logoUrl);
    expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('every demo professional, the multi-role account and the demo patient have upcoming appointments', async () => {
    const views: [string, string, number][] = [
      ['dietitian', 'provider', 4],
      ['medical', 'provider', 3],
      ['fitness', 'provider', 3],
      ['multi', 'provider', 2],
      ['lab', 'provider', 2],
      ['dietitian2', 'provider', 2],
      ['multi', 'patient', 1],
      ['patient', 'patient', 4],
      ['staff', 'practice', 12],
    ];
    for (const [key, as, n] of views) {
      const client = t.client();
      await client.signIn(`${key}@demo.verdant.health`, DEMO_PASSWORD);
      const res = await client.get(`/api/v1/me/appointments?as=${as}&limit=50`);
      expect(res.status, `${key} as ${as}`).toBe(200);
      expect(res.body.items.length, `${key} as ${as}`).toBeGreaterThanOrEqual(n);
      const ends = res.body.items.map((i: { end: string }) => Date.parse(i.end));
      expect(ends.every((s: number) => s > Date.now())).toBe(true);
      const starts = res.body.items.map((i: { start: string }) => Date.parse(i.start));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    }
    // The demo patient never has two appointments at once.
    const client = t.client();
    await client.signIn('patient@demo.verdant.health', DEMO_PASSWORD);
    const mine = (await client.get('/api/v1/me/appointments')).body.items as { start: string; end: string }[];
    for (let i = 1; i < mine.length; i++) expect(mine[i]!.start >= mine[i - 1]!.end).toBe(true);
    // The multi-role account's own profile is saved but not listed in Find care.
    const listed = await t.client().get('/api/v1/providers?q=chris%20taylor');
    expect(listed.body.total).toBe(0);
  });

  it('gives diet plans in every status, an active shared plan to the demo patient and the multi-role account, one to the second practice', async () => {
    const maya = t.client();
    await maya.signIn('dietitian@demo.verdant.health', DEMO_PASSWORD);
    const plans = (await maya.get('/api/v1/diet-plans?pageSize=100')).body.items as {
      status: string;
      id: string;
    }[];
    expect([...new Set(plans.map((p) => p.status))].sort()).toEqual([
      'active',
      'archived',
      'completed',
      'draft',
    ]);
    const full = (await maya.get(`/api/v1/diet-plans/${plans.find((p) => p.status === 'active')!.id}`)).body;
    expect(full.items.length).toBeGreaterThan(20);
    expect(full.conflicts).toEqual([]);
    for (const key of ['patient', 'multi']) {
      const client = t.client();
      await client.signIn(`${key}@demo.verdant.health`, DEMO_PASSWORD);
      const [fuel] = (await client.get('/api/v1/me/diet-plans')).body.items;
      expect(fuel.days).toHaveLength(7);
      expect(fuel.todayDay).not.toBeNull();
      expect(fuel.shoppingList.length).toBeGreaterThan(3);
      // every day of the menu is within ±5 % of its calorie target
      for (const d of fuel.days)
        expect(Math.abs(d.totals.calories - fuel.targets.calories.target)).toBeLessThanOrEqual(
          0.05 * fuel.targets.calories.target,
        );
    }
    const noor = t.client();
    await noor.signIn('dietitian2@demo.verdant.health', DEMO_PASSWORD);
    const harbor = (await noor.get('/api/v1/diet-plans')).body.items;
    expect(harbor.map((p: { name: string }) => p.name)).toEqual(['Harbor balanced week']);
  });

  it("gives the demo patients' shared plans weeks of logged meals: adherence on the record and in analytics", async () => {
    const maya = t.client();
    await maya.signIn('dietitian@demo.verdant.health', DEMO_PASSWORD);
    const plans = (await maya.get('/api/v1/diet-plans?status=active&pageSize=100')).body.items as {
      id: string;
      name: string;
    }[];
    const emmas = plans.find((p) => p.name === 'Iron-rich weekly menu')!;
    const adherence = (await maya.get(`/api/v1/diet-plans/${emmas.id}/adherence`)).body;
    expect(adherence.weeks.filter((w: { logged: number }) => w.logged > 0).length).toBeGreaterThanOrEqual(3);
    expect(adherence.overall.logged).toBeLessThan(adherence.overall.planned); // not every meal, like a real log
    expect(adherence.overall.adherence).toBeGreaterThan(70);
    expect(adherence.notes.length).toBeGreaterThan(0);
    // today is left for the visitor to log
    const emma = t.client();
    await emma.signIn('patient@demo.verdant.health', DEMO_PASSWORD);
    const today = new Date().toISOString().slice(0, 10);
    const log = (await emma.get(`/api/v1/me/diet-plans/${emmas.id}/meals?today=${today}`)).body;
    expect(log.entries.some((e: { day: string }) => e.day === today)).toBe(false);
    expect(log.entries.length).toBeGreaterThan(5);
    const outcomes = (await maya.get('/api/v1/analytics/outcomes')).body;
    expect(outcomes.adherence.patients).toBeGreaterThanOrEqual(2);
    expect(outcomes.adherence.onTrack).toBeGreaterThanOrEqual(1);
  });

  it('gives the demo trainer five clients with routines, eight weeks of sessions and activities, and two with four BIA measurements', async () => {
    const lena = t.client();
    await lena.signIn('fitness@demo.verdant.health', DEMO_PASSWORD);
    const routines = (await lena.get('/api/v1/routines')).body.items as {
      id: string;
      patient: { id: string; firstName: string } | null;
      sessionCount: number;
    }[];
    expect(routines.filter((r) => !r.patient)).toHaveLength(2);
    const clients = routines.filter((r) => r.patient);
    expect(clients).toHaveLength(5);
    for (const r of clients) expect(r.sessionCount).toBeGreaterThanOrEqual(6);
    const busiest = clients.reduce((a, b) => (b.sessionCount > a.sessionCount ? b : a));
    const full = (await lena.get(`/api/v1/routines/${busiest.id}`)).body;
    expect(full.progress.adherence.length).toBeGreaterThanOrEqual(8);
    expect(full.progress.records.length).toBeGreaterThan(0);
    // the progression rule moved the targets on from the template's
    expect(JSON.stringify(full.nextTargets)).not.toEqual(JSON.stringify(full.days));
    const activity = (await lena.get(`/api/v1/patients/${busiest.patient!.id}/activities`)).body;
    expect(activity.items.length).toBeGreaterThan(10);
    expect(activity.heartRate.zones).toHaveLength(5);
    // two clients have four BIA measurements each; Emma withheld body composition from Lena (the
    // privacy demo), so Lena reads one of them and is refused the other
    const withBia = [];
    const refused = [];
    for (const r of clients) {
      const res = await lena.get(`/api/v1/patients/${r.patient!.id}/bia`);
      if (res.status === 404) refused.push(r.patient!.firstName);
      else if (res.body.items.length) withBia.push(res.body.items.length);
    }
    expect(withBia).toEqual([4]);
    expect(refused).toEqual(['Emma']);
    // Chloé's latest run came from her watch's GPX and her measurements from the analyser's CSV (ADR 0039)
    const chloe = clients.find((r) => r.patient!.firstName === 'Chloé')!.patient!.id;
    const chloeActivities = (await lena.get(`/api/v1/patients/${chloe}/activities`)).body.items as {
      source: string;
      code: string;
      minutes: number;
      distanceKm: number;
      averageHr: number;
    }[];
    const run = chloeActivities.find((a) => a.source === 'gpx')!;
    // 40 minutes at 10.2 km/h: 6.8 km, "Running 6 mph"
    expect(run).toMatchObject({ code: '12050', minutes: 40 });
    expect(run.distanceKm).toBeCloseTo(6.8, 1);
    expect(run.averageHr).toBeGreaterThan(120);
    const chloeBia = (await lena.get(`/api/v1/patients/${chloe}/bia`)).body.items as { recordedBy: string }[];
    expect(chloeBia.map((m) => m.recordedBy)).toEqual(Array(4).fill('Lena Park'));
    const imports = rowsOf(
      await t.database.db.execute(
        sql`select kind, format, imported_count from fitness_import where patient_id = ${chloe} order by kind`,
      ),
    );
    expect(imports).toEqual([
      { kind: 'activity', format: 'gpx', imported_count: 1 },
      { kind: 'bia', format: 'csv', imported_count: 4 },
    ]);
    // the demo patient sees her routine and her BIA results; the dietitian sees routines of her patients
    const emma = t.client();
    await emma.signIn('patient@demo.verdant.health', DEMO_PASSWORD);
    expect((await emma.get('/api/v1/me/routines')).body.items).toHaveLength(1);
    const mine = (await emma.get('/api/v1/me/bia')).body.history;
    expect(mine.items).toHaveLength(4);
    expect(mine.items[0].ffm.value).toBeGreaterThan(40);
    const maya = t.client();
    await maya.signIn('dietitian@demo.verdant.health', DEMO_PASSWORD);
    const hers = (await maya.get('/api/v1/routines?kind=clients')).body.items;
    expect(hers.length).toBeGreaterThanOrEqual(2);
    // the dietitian who recorded them reads Emma's four measurements
    const emmaId = clients.find((r) => r.patient!.firstName === 'Emma')!.patient!.id;
    expect((await maya.get(`/api/v1/patients/${emmaId}/bia`)).body.items).toHaveLength(4);
  });

  it("every demo professional's calendar holds a week on each side of today, never overlapping", async () => {
    const from = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 7 * 86_400_000).toISOString();
    for (const key of ['dietitian', 'medical', 'fitness', 'multi', 'lab', 'dietitian2']) {
      const client = t.client();
      await client.signIn(`${key}@demo.verdant.health`, DEMO_PASSWORD);
      const res = await client.get(`/api/v1/calendar?as=provider&from=${from}&to=${to}`);
      expect(res.status, key).toBe(200);
      const items = res.body.items as { start: string; end: string; status: string; type: string }[];
      const statuses = new Set(items.map((i) => i.status));
      expect([...statuses].sort(), key).toEqual(['cancelled', 'completed', 'no-show', 'scheduled']);
      const live = items.filter((i) => i.status !== 'cancelled');
      for (let i = 1; i < live.length; i++) expect(live[i]!.start >= live[i - 1]!.end, key).toBe(true);
      expect(res.body.providers[0].availability.length, key).toBeGreaterThan(0);
    }
    const emma = t.client();
    await emma.signIn('patient@demo.verdant.health', DEMO_PASSWORD);
    const hers = (await emma.get(`/api/v1/calendar?as=patient&from=${from}&to=${to}`)).body.items;
    expect(hers.some((a: { status: string }) => a.status === 'completed')).toBe(true);
    expect(hers.some((a: { provider: { type: string } }) => a.provider.type === 'lab')).toBe(true);
  });

  it('gives the front desk visits to take payment for: the past week unbilled, today’s begun visits arrived (ADR 0063)', async () => {
    const staff = t.client();
    await staff.signIn('staff@demo.verdant.health', DEMO_PASSWORD);
    const now = Date.now();
    const from = new Date(now - 7 * 86_400_000).toISOString();
    const res = await staff.get(
      `/api/v1/calendar?as=practice&from=${from}&to=${new Date(now).toISOString()}`,
    );
    expect(res.status).toBe(200);
    const items = res.body.items as {
      id: string;
      start: string;
      status: string;
      checkedInAt: string | null;
    }[];
    // every visit that began in the last twelve hours and is still scheduled has its patient arrived
    for (const a of items.filter(
      (i) => i.status === 'scheduled' && Date.parse(i.start) > now - 12 * 3_600_000,
    ))
      expect(a.checkedInAt).not.toBeNull();
    let payable = 0;
    for (const a of items.filter((i) => i.status === 'completed')) {
      const b = (await staff.get(`/api/v1/front-desk/visits/${a.id}/billing`)).body;
      if (b.notBillable === null && (b.invoice === null || b.invoice.status !== 'paid')) payable++;
    }
    expect(payable).toBeGreaterThanOrEqual(3);
  });

  it('every demo account has conversations with unread messages and notifications', async () => {
    for (const key of [
      'dietitian',
      'medical',
      'fitness',
      'staff',
      'lab',
      'insurance',
      'admin',
      'patient',
      'dietitian2',
    ]) {
      const client = t.client();
      await client.signIn(`${key}@demo.verdant.health`, DEMO_PASSWORD);
      const unread = await client.get('/api/v1/conversations/unread');
      expect(unread.body.total, key).toBeGreaterThan(0);
      const list = await client.get('/api/v1/conversations');
      expect(list.body.items.length, key).toBeGreaterThan(0);
      const notes = await client.get('/api/v1/notifications');
      expect(notes.body.unread, key).toBeGreaterThan(0);
    }
    // the practice's people never see the second practice's conversations
    const noor = t.client();
    await noor.signIn('dietitian2@demo.verdant.health', DEMO_PASSWORD);
    const subjects = (await noor.get('/api/v1/conversations')).body.items.map(
      (c: { subject: string }) => c.subject,
    );
    expect(subjects).toEqual(['New account']);
  });

  it("gives Emma Rodriguez eight weeks of her day in every pillar, scored questionnaires and her dietitian's tasks, seen on her record", async () => {
    const emma = t.client();
    await emma.signIn('patient@demo.verdant.health', DEMO_PASSWORD);
    const mine = (await emma.get('/api/v1/me/wellness')).body;
    const kinds = (k: string) => mine.entries.filter((e: { kind: string }) => e.kind === k);
    expect(kinds('sleep').length).toBeGreaterThan(40);
    expect(kinds('mood').length).toBeGreaterThan(35);
    const dates = kinds('sleep').map((e: { date: string }) => e.date);
    expect(dates[0] < dates.at(-1)).toBe(true);
    // realistic variation: nights of different lengths and qualities
    expect(
      new Set(kinds('sleep').map((e: { sleep: { minutes: number } }) => e.sleep.minutes)).size,
    ).toBeGreaterThan(10);
    expect(new Set(kinds('mood').map((e: { mood: { mood: number } }) => e.mood.mood)).size).toBeGreaterThan(
      2,
    );
    for (const k of ['phq9', 'gad7', 'who5', 'phq4', 'berlin']) expect(kinds(k).length).toBeGreaterThan(0);
    // Flow: steps most days of the eight weeks, her weekly active minutes rising past WHO's 150
    const steps = kinds('activity').map(
      (e: { activity: { steps: number; activeMinutes: number } }) => e.activity,
    );
    expect(steps.length).toBeGreaterThan(45);
    expect(steps.every((a: { steps: number }) => a.steps > 1_000 && a.steps < 20_000)).toBe(true);
    const firstWeek = steps
      .slice(0, 7)
      .reduce((n: number, a: { activeMinutes: number }) => n + a.activeMinutes, 0);
    const lastWeek = steps
      .slice(-7)
      .reduce((n: number, a: { activeMinutes: number }) => n + a.activeMinutes, 0);
    expect(firstWeek).toBeLessThan(150);
    expect(lastWeek).toBeGreaterThanOrEqual(150);
    // PHQ-9 from moderate to mild, never item 9
    expect(kinds('phq9').map((e: { questionnaire: { band: string } }) => e.questionnaire.band)).toEqual([
      'moderate',
      'mild',
      'mild',
      'mild',
      'mild',
    ]);
    expect(kinds('phq9').some((e: { questionnaire: { crisis: boolean } }) => e.questionnaire.crisis)).toBe(
      false,
    );
    expect(mine.assignments.map((a: { target: string }) => a.target).sort()).toEqual([
      'gad7',
      'mood',
      'phq9',
      'sleep',
    ]);
    expect(mine.streaks.sleep + mine.streaks.mood).toBeGreaterThan(0);
    const maya = t.client();
    await maya.signIn('dietitian@demo.verdant.health', DEMO_PASSWORD);
    const [record] = (await maya.get('/api/v1/patients?q=Emma%20Rodriguez')).body.items;
    const tab = (await maya.get(`/api/v1/patients/${record.id}/wellness`)).body;
    expect(tab.entries.length).toBe(mine.entries.length);
    // the demo practice has its own daily tip beside the platform's library
    const admin = t.client();
    await admin.signIn('admin@demo.verdant.health', DEMO_PASSWORD);
    const tips = (await admin.get('/api/v1/admin/health-tips')).body;
    const own = tips.items.filter((x: { owner: string }) => x.owner === 'practice');
    expect(own).toHaveLength(1);
    expect(own[0].textEs).toContain('diario de comidas');
    expect(tips.items.length).toBeGreaterThan(120);
    expect(tab.assignments.every((a: { expected: number }) => a.expected > 0)).toBe(true);
  });

  it('prints a credential table', () => {
    const table = demoCredentialTable();
    expect(table).toContain(DEMO_PASSWORD);
    for (const a of DEMO_ACCOUNTS) expect(table).toContain(a.email);
  });

  // billing (seed/billing.ts)
  it('bills the demo practice in every status, claims to the demo insurer, packages, Emma’s invoices; the second practice’s stay its own', async () => {
    const as = async (key: string) => {
      const client = t.client();
      await client.signIn(`${key}@demo.verdant.health`, DEMO_PASSWORD);
      return client;
    };
    const staff = await as('staff');
    const all = (await staff.get('/api/v1/invoices?pageSize=100')).body;
    const statuses = new Set(all.items.map((i: { status: string }) => i.status));
    expect([...statuses].sort()).toEqual(['cancelled', 'draft', 'overdue', 'paid', 'sent']);
    expect(all.items.some((i: { kind: string }) => i.kind === 'credit_note')).toBe(true);
    expect(
      all.items.some(
        (i: { amountPaidMinor: number; balanceMinor: number }) => i.amountPaidMinor > 0 && i.balanceMinor > 0,
      ),
    ).toBe(true);
    expect(all.totals[0].overdueCount).toBeGreaterThanOrEqual(1);
    const claims = (await staff.get('/api/v1/claims?pageSize=100')).body.items;
    expect(new Set(claims.map((c: { status: string }) => c.status))).toEqual(
      new Set(['submitted', 'accepted', 'rejected', 'paid', 'partially_paid', 'denied']),
    );
    const insurer = await as('insurance');
    const queue = (await insurer.get('/api/v1/insurer/claims?pageSize=100')).body;
    expect(queue.total).toBe(claims.length);
    const adjudicated = queue.items.find((c: { status: string }) => c.status === 'partially_paid');
    const detail = (await insurer.get(`/api/v1/insurer/claims/${adjudicated.id}`)).body;
    expect(detail.lines[0].adjustments.length).toBeGreaterThan(0);
    expect((await insurer.get(`/api/v1/insurer/claims/${adjudicated.id}/837p`)).status).toBe(200);
    const emma = await as('patient');
    const mine = (await emma.get('/api/v1/me/invoices')).body.items;
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect((await emma.get(`/api/v1/me/invoices/${mine[0].id}/pdf`)).status).toBe(200);
    const lena = await as('fitness');
    // each of the trainer's five clients has a package with credits used; Chloé's and Grace's run low
    type Pkg = {
      patient: { firstName: string };
      used: number;
      remaining: number;
      low: boolean;
      sessions: number;
    };
    const packages: Pkg[] = (await lena.get('/api/v1/session-packages')).body.items;
    expect(packages.map((p) => p.patient.firstName).sort()).toEqual([
      'Chloé',
      'Daniel',
      'Emma',
      'Grace',
      'Lucas',
    ]);
    expect(packages.every((p) => p.used > 0)).toBe(true);
    const left = Object.fromEntries(packages.map((p) => [p.patient.firstName, [p.remaining, p.low]]));
    expect(left).toEqual({
      Emma: [5, false],
      Chloé: [2, true],
      Grace: [1, true],
      Lucas: [7, false],
      Daniel: [3, false],
    });
    // they were alerted when they fell that low (ADR 0054): the trainer's notifications, and the
    // alert rows that keep the app from alerting them again
    const alerted = rowsOf<{ patient: string; count: number; threshold: string }>(
      await t.database.db.execute(
        sql`select n.params->>'patient' as patient, (n.params->>'count')::int as count, a.threshold
            from notification n join session_package_alert a on a.patient_id = n.patient_id
            where n.kind = 'package.low' and n.title_key = 'packageLow' order by patient`,
      ),
    );
    expect(alerted).toEqual([
      { patient: 'Chloé Dubois', count: 2, threshold: 'low' },
      { patient: "Grace O'Connor", count: 1, threshold: 'low' },
    ]);
    const emmasOwn: Pkg[] = (await emma.get('/api/v1/me/session-packages')).body.items;
    expect(emmasOwn.map((p) => [p.sessions, p.remaining])).toEqual([[10, 5]]);
    const noor = await as('dietitian2');
    const theirs = (await noor.get('/api/v1/invoices')).body;
    expect(theirs.total).toBe(3);
    expect(theirs.items.map((i: { id: string }) => i.id)).not.toContain(all.items[0].id);
    expect((await noor.get(`/api/v1/invoices/${all.items[0].id}`)).status).toBe(404);
    expect((await staff.get(`/api/v1/invoices/${theirs.items[0].id}`)).status).toBe(404);
    const maya = await as('dietitian');
    const summary = (await maya.get('/api/v1/invoices/summary')).body;
    expect(summary.totals[0].outstandingMinor).toBeGreaterThan(0);
  });

  it('gives Emma a care team of three and a former member, two grants, a pending request and an access log', async () => {
    const emma = t.client();
    await emma.signIn('patient@demo.verdant.health', DEMO_PASSWORD);
    const team = (await emma.get('/api/v1/me/privacy/care-team')).body;
    expect(team.current.map((m: { name: string }) => m.name).sort()).toEqual([
      'Dr. Daniel Weiss',
      'Dr. Maya Chen',
      'Lena Park',
    ]);
    const lena = team.current.find((m: { name: string }) => m.name === 'Lena Park');
    expect(lena.categories).not.toContain('bia');
    expect(team.former).toHaveLength(1);
    expect(team.former[0]).toMatchObject({ name: 'Chris Taylor' });
    expect(team.former[0].since).not.toBeNull();
    const grants = (await emma.get('/api/v1/me/privacy/consents')).body.items.filter(
      (g: { effect: string; status: string }) => g.effect === 'permit' && g.status === 'active',
    );
    expect(grants.map((g: { recipient: { name: string } }) => g.recipient.name).sort()).toEqual([
      'Verdant Demo Insurance',
      'Verdant Demo Laboratory',
    ]);
    const requests = (await emma.get('/api/v1/me/privacy/access-requests')).body.items;
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ status: 'pending', organizationName: 'Harbor Nutrition Clinic' });
    const log = (await emma.get('/api/v1/me/privacy/access-log?pageSize=100&hideOwn=true')).body;
    const names = new Set(log.items.map((e: { actor: { name: string } }) => e.actor.name));
    for (const name of ['Dr. Maya Chen', 'Dr. Daniel Weiss', 'Samuel Okafor', 'Thomas Becker']) {
      expect(names, name).toContain(name);
    }
    // ADR 0038: one break-the-glass access, flagged in her log and listed on her privacy centre
    const emergency = log.items.filter((e: { reason: string }) => e.reason === 'emergency');
    expect(emergency.map((e: { action: string }) => e.action)).toContain('emergency_access.open');
    expect(new Set(emergency.map((e: { actor: { name: string } }) => e.actor.name))).toEqual(
      new Set(['Chris Taylor']),
    );
    const overview = (await emma.get('/api/v1/me/privacy')).body;
    expect(overview.emergencyAccesses).toHaveLength(1);
    expect(overview.emergencyAccesses[0]).toMatchObject({
      name: 'Chris Taylor',
      organizationName: 'Verdant Demo Practice',
    });
    // the laboratory reads what her grant shares, and nothing else
    const lab = t.client();
    await lab.signIn('lab@demo.verdant.health', DEMO_PASSWORD);
    const shared = (await lab.get('/api/v1/shared-patients')).body.items;
    expect(shared).toEqual([
      expect.objectContaining({ name: 'Emma Rodriguez', categories: ['demographics', 'labs'] }),
    ]);
    const id = shared[0].patientId;
    expect((await lab.get(`/api/v1/patients/${id}`)).body).toMatchObject({ firstName: 'Emma' });
    expect((await lab.get(`/api/v1/patients/${id}/documents`)).status).toBe(404);
    // the second practice's dietitian sees her request waiting
    const noor = t.client();
    await noor.signIn('dietitian2@demo.verdant.health', DEMO_PASSWORD);
    const sent = (await noor.get('/api/v1/access-requests')).body.items;
    expect(sent).toEqual([
      expect.objectContaining({ status: 'pending', email: 'patient@demo.verdant.health' }),
    ]);
  });

  it('gives the dietitian, the medical professional, the laboratory and the patient true lab data', async () => {
    const as = async (key: string) => {
      const c = t.client();
      expect((await c.signIn(`${key}@demo.verdant.health`, DEMO_PASSWORD)).status).toBe(200);
      return c;
    };
    const maya = await as('dietitian');
    const mine = (await maya.get('/api/v1/lab-orders?pageSize=100')).body.items as {
      id: string;
      status: string;
      criticalOpen: number;
      abnormal: number;
    }[];
    expect(new Set(mine.map((o) => o.status))).toEqual(
      new Set(['ordered', 'received', 'in_progress', 'partial', 'final', 'reviewed', 'cancelled']),
    );
    expect(mine.some((o) => o.criticalOpen > 0)).toBe(true);
    expect(mine.filter((o) => o.abnormal > 0).length).toBeGreaterThanOrEqual(3);
    const daniel = await as('medical');
    const his = (await daniel.get('/api/v1/lab-orders?pageSize=100')).body.items;
    expect(his.some((o: { orderedBy: { name: string } | null }) => o.orderedBy?.name.includes('Weiss'))).toBe(
      true,
    );
    const lab = await as('lab');
    const queue = (await lab.get('/api/v1/lab/orders?status=all&pageSize=100')).body.items;
    expect(queue.length).toBeGreaterThanOrEqual(mine.length - 1);
    // the two practices' orders and the laboratory's own walk-in (ADR 0037)
    expect(new Set(queue.map((o: { practice: { name: string } }) => o.practice.name)).size).toBe(3);
    const registered = queue.filter((o: { orderingClinician: string | null }) => o.orderingClinician);
    expect(registered).toHaveLength(2);
    // the walk-in of a practice's patient is on the dietitian's side too
    expect(mine.some((o) => registered.some((r: { id: string }) => r.id === o.id))).toBe(true);
    expect((await lab.get('/api/v1/lab/results/held')).body.items).toHaveLength(1);
    const emma = await as('patient');
    const hers = (await emma.get('/api/v1/me/lab-results')).body;
    // two reviewed, and a thyroid screen the practice's automatic release shared unreviewed (ADR 0037)
    expect(hers.orders.map((o: { status: string }) => o.status).sort()).toEqual([
      'final',
      'reviewed',
      'reviewed',
    ]);
    expect(hers.orders.find((o: { status: string }) => o.status === 'final').releasedAt).not.toBeNull();
    const ferritin = hers.trends.find((s: { loinc: string }) => s.loinc === '2276-4');
    expect(ferritin.points.map((p: { flag: string }) => p.flag)).toEqual(['low', 'normal']);
  });

  it('gives referrals in every state between the demo professionals, and one overdue to the second practice', async () => {
    const as = async (key: string) => {
      const c = t.client();
      expect((await c.signIn(`${key}@demo.verdant.health`, DEMO_PASSWORD)).status).toBe(200);
      return c;
    };
    const seen = new Map<string, string>();
    for (const key of ['medical', 'dietitian', 'fitness']) {
      const c = await as(key);
      for (const box of ['inbox', 'outbox']) {
        const page = (await c.get(`/api/v1/referrals?box=${box}`)).body;
        expect(page.items.length, `${key} ${box}`).toBeGreaterThan(0);
        for (const r of page.items as { id: string; status: string }[]) seen.set(r.id, r.status);
      }
    }
    expect([...new Set(seen.values())].sort()).toEqual([
      'accepted',
      'cancelled',
      'completed',
      'declined',
      'draft',
      'scheduled',
      'sent',
    ]);
    const harbor = (await (await as('dietitian2')).get('/api/v1/referrals?box=inbox')).body;
    expect(harbor.items).toHaveLength(1);
    expect(harbor.items[0]).toMatchObject({ status: 'sent', overdue: true, share: { state: 'none' } });
    // the scheduled one is on a visit the calendar holds, and its history says who did what
    const dietitian = await as('dietitian');
    const inbox = (await dietitian.get('/api/v1/referrals?box=inbox&status=scheduled')).body.items;
    const scheduled = (await dietitian.get(`/api/v1/referrals/${inbox[0].id}`)).body;
    expect(scheduled.appointment.start > new Date().toISOString()).toBe(true);
    expect(scheduled.events.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'sent',
      'accepted',
      'scheduled',
    ]);
    expect(scheduled.events[2].actorName).toBe('Dr. Maya Chen');
  });

  it('gives every professional the shipped articles and the practice its own protocols; the second practice keeps its own', async () => {
    const as = async (key: string) => {
      const c = t.client();
      expect((await c.signIn(`${key}@demo.verdant.health`, DEMO_PASSWORD)).status).toBe(200);
      return c;
    };
    for (const key of ['dietitian', 'staff', 'medical', 'fitness']) {
      const c = await as(key);
      const all = (await c.get('/api/v1/knowledge/articles?limit=50')).body.items;
      expect(all.length, key).toBe(28 + 3);
    }
    const maya = await as('dietitian');
    const protocols = (await maya.get('/api/v1/knowledge/articles?kind=protocol&lang=es')).body.items;
    expect(protocols.map((p: { title: string }) => p.title).sort()).toEqual([
      'Hipertensión: plan de la primera visita',
      'Visita de seguimiento de diabetes tipo 2',
    ]);
    const noor = await as('dietitian2');
    const hers = (await noor.get('/api/v1/knowledge/articles?own=1')).body.items;
    expect(hers.map((p: { title: string }) => p.title)).toEqual(['Weight management group session']);
  });

  it('gives the practice a year of history: every chart of the owner’s analytics has figures, the physician sees his own', async () => {
    // the seed computed the monthly summaries (ADR 0065): a year of months, nothing left to recompute
    const [summary] = rowsOf<{ months: number; dirty: number }>(
      await t.database.db.execute(sql`select
        (select count(distinct s.month)::int from analytics_appointment_month s join organization o on o.id = s.organization_id where o.join_code = 'DEMO-PRAC') as months,
        (select count(*)::int from analytics_dirty_month d join organization o on o.id = d.organization_id where o.join_code = 'DEMO-PRAC') as dirty`),
    );
    expect(summary!.months).toBeGreaterThanOrEqual(12);
    expect(summary!.dirty).toBe(0);
    const maya = t.client();
    await maya.signIn('dietitian@demo.verdant.health', DEMO_PASSWORD);
    const practice = await maya.get('/api/v1/analytics/practice');
    expect(practice.status, practice.text).toBe(200);
    const f = practice.body;
    expect(f.scope).toBe('practice');
    expect(f.appointmentsByMonth.length).toBeGreaterThanOrEqual(11);
    expect(f.appointments.current.completed).toBeGreaterThan(150);
    expect(f.appointments.current.noShow).toBeGreaterThan(0);
    expect(f.appointments.current.cancelled).toBeGreaterThan(0);
    expect(f.revenueByMonth.length).toBeGreaterThanOrEqual(11);
    expect(f.revenue.current[0].collectedMinor).toBeGreaterThan(0);
    expect(new Set(f.receivables.map((r: { bucket: string }) => r.bucket)).size).toBeGreaterThanOrEqual(3);
    expect(f.patients.current.new).toBeGreaterThan(40);
    expect(f.retention.months3.cohort).toBeGreaterThan(10);
    expect(f.retention.months3.retained).toBeGreaterThan(0);
    expect(f.retention.months3.retained).toBeLessThan(f.retention.months3.cohort);
    expect(f.hours.length).toBeGreaterThan(5);
    expect(f.professionals.length).toBeGreaterThanOrEqual(3);
    const outcomes = (await maya.get('/api/v1/analytics/outcomes')).body;
    const weight = outcomes.metrics.find((m: { metric: string }) => m.metric === 'weight');
    expect(weight.patients).toBeGreaterThan(15);
    expect(weight.meanChange).toBeLessThan(0);
    expect(outcomes.goals.assessed).toBeGreaterThan(10);
    expect(outcomes.goals.reached).toBeGreaterThan(0);
    // the history's first visits are notes with the weight and waist taken in them
    const initial = (
      await maya.get('/api/v1/consultations?status=completed&sessionType=initial&pageSize=100')
    ).body.items.find((c: { summary: string | null }) => c.summary?.startsWith('Initial assessment: '));
    const note = (await maya.get(`/api/v1/consultations/${initial.id}`)).body;
    expect(note.anthropometrics.weightKg).toBeGreaterThan(40);
    expect(note.anthropometrics.waistCm).toBeGreaterThan(40);
    // the patient groups (ADR 0047): diabetes is a group of the owner's patients, and a narrower figure
    const options = (await maya.get('/api/v1/analytics/options')).body;
    const diabetes = options.patientGroups.find((g: { name: string }) => g.name === 'Type 2 diabetes');
    expect(diabetes.patients).toBeGreaterThan(10);
    const group = (await maya.get('/api/v1/analytics/practice?patientGroup=Type%202%20diabetes')).body;
    expect(group.appointments.current.completed).toBeGreaterThan(0);
    expect(group.appointments.current.completed).toBeLessThan(f.appointments.current.completed);
    const daniel = t.client();
    await daniel.signIn('medical@demo.verdant.health', DEMO_PASSWORD);
    const his = (await daniel.get('/api/v1/analytics/practice')).body;
    expect(his.scope).toBe('own');
    expect(his.appointments.current.completed).toBeGreaterThan(0);
    expect(his.appointments.current.booked).toBeLessThan(f.appointments.current.booked);
  });

  it('gives the compliance checklist true records: a handled breach, a break-the-glass to review, a new practice to fix', async () => {
    const jordan = t.client();
    await jordan.signIn('admin@demo.verdant.health', DEMO_PASSWORD);
    const report = (await jordan.get('/api/v1/admin/compliance')).body;
    expect(report.organizationName).toBe('Verdant Demo Practice');
    expect(report.breakGlass.length).toBeGreaterThan(0);
    const breaches = (await jordan.get('/api/v1/admin/compliance/breaches')).body;
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatchObject({ status: 'closed', affectedCount: 1 });
    expect(new Date(breaches[0].authorityNotifiedAt).getTime()).toBeLessThan(
      new Date(breaches[0].deadlineAt).getTime(),
    );
    const irene = t.client();
    expect((await irene.signIn('riverside-admin@demo.verdant.health', DEMO_PASSWORD)).status).toBe(200);
    const riverside = (await irene.get('/api/v1/admin/compliance')).body;
    expect(riverside.organizationName).toBe('Riverside Wellness Studio');
    expect(riverside.items.find((i: { key: string }) => i.key === 'twoFactor')).toMatchObject({
      state: 'attention',
      facts: { required: false, people: 1, without: 1 },
    });
  });
});
