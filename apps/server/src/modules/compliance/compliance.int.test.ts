import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '../../db/client.ts';
import { createTestApp, type TestApp, TEST_PASSWORD } from '../../test/app.ts';
import { secretFromUri, totp } from '../../test/totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const item = (
  report: { items: { key: string; state: string; facts: Record<string, unknown> }[] },
  key: string,
) => report.items.find((i) => i.key === key)!;

describe('compliance: enforcing two-factor', () => {
  it('blocks a professional without two-factor on the next request, lets them set it up, and only them', async () => {
    const practice = await t.createPractice('Two-factor Practice');
    const member = { memberships: [{ organizationId: practice, orgRole: 'member' as const }] };
    const admin = await t.signedIn({ roles: ['admin'], ...member });
    const dietitian = await t.signedIn({ roles: ['dietitian'], ...member });
    const staff = await t.signedIn({ roles: ['staff'], ...member });
    // another practice's professional is not concerned
    const elsewhere = await t.signedIn({ roles: ['dietitian'] });

    // already signed in and working
    expect((await dietitian.client.get('/api/v1/patients')).status).toBe(200);
    const before = (await admin.client.get('/api/v1/admin/compliance')).body;
    expect(item(before, 'twoFactor')).toMatchObject({
      state: 'attention',
      facts: { required: false, without: 2 },
    });

    const put = await admin.client.put('/api/v1/admin/compliance/two-factor', { required: true });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ required: true, withoutTwoFactor: 2 });

    // the very next request of the same session is refused, with the code the web translates
    const blocked = await dietitian.client.get('/api/v1/patients');
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect(blocked.body.error.details).toEqual({ setupPath: '/settings' });
    expect((await staff.client.get('/api/v1/patients')).status).toBe(403);
    // what setting it up needs still answers: the session, the account
    expect((await dietitian.client.get('/api/v1/session')).status).toBe(200);
    expect((await dietitian.client.get('/api/v1/me')).status).toBe(200);
    // the administrator (not an enforced role) and another practice keep working
    expect((await admin.client.get('/api/v1/admin/compliance')).status).toBe(200);
    expect((await elsewhere.client.get('/api/v1/patients')).status).toBe(200);

    // setting up two-factor (better-auth, /api/auth) lifts the block at once
    const enable = await dietitian.client.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD });
    expect(enable.status).toBe(200);
    const secret = secretFromUri(enable.body.totpURI);
    expect(
      (await dietitian.client.post('/api/auth/two-factor/verify-totp', { code: totp(secret) })).status,
    ).toBe(200);
    expect((await dietitian.client.get('/api/v1/patients')).status).toBe(200);
    expect((await staff.client.get('/api/v1/patients')).status).toBe(403);

    const after = (await admin.client.get('/api/v1/admin/compliance')).body;
    expect(item(after, 'twoFactor')).toMatchObject({ state: 'ok', facts: { required: true, without: 1 } });

    // relaxing it lets staff back in on their next request; both changes are audited
    expect((await admin.client.put('/api/v1/admin/compliance/two-factor', { required: false })).status).toBe(
      200,
    );
    expect((await staff.client.get('/api/v1/patients')).status).toBe(200);
    const events = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audit_event where resource_id = ${practice} and action like 'organization.two_factor.%' order by at`,
      ),
    );
    expect(events.map((e) => e.action)).toEqual([
      'organization.two_factor.require',
      'organization.two_factor.relax',
    ]);
  });

  it('is for administrators only', async () => {
    const dietitian = await t.signedIn({ roles: ['dietitian'] });
    expect(
      (await dietitian.client.put('/api/v1/admin/compliance/two-factor', { required: true })).status,
    ).toBe(403);
  });
});

describe('compliance: the checklist and breach reports', () => {
  it('computes its items from real records and runs the 72-hour breach workflow', async () => {
    const practice = await t.createPractice('Breach Practice');
    const member = { memberships: [{ organizationId: practice, orgRole: 'member' as const }] };
    const admin = await t.signedIn({ roles: ['admin'], ...member });
    const other = await t.signedIn({
      roles: ['admin'],
      memberships: [{ organizationId: await t.createPractice('Elsewhere'), orgRole: 'member' }],
    });
    // an account nobody has used for 90 days
    const idle = await t.createUser({ roles: ['fitness'], firstName: 'Idle', lastName: 'Member', ...member });

    const report = (await admin.client.get('/api/v1/admin/compliance')).body;
    expect(report.organizationName).toBe('Breach Practice');
    expect(item(report, 'backups').state).toBe('failing'); // no backup in this fresh database
    expect(item(report, 'breaches')).toMatchObject({ state: 'ok', facts: { open: 0 } });
    expect(item(report, 'sessionTimeout')).toMatchObject({ state: 'ok', facts: { minutes: 30 } });
    expect(report.unusedRoles.map((u: { userId: string }) => u.userId)).toContain(idle.id);
    expect(report.unusedRoles.map((u: { userId: string }) => u.userId)).not.toContain(admin.id);

    // bad input changes nothing
    const future = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const bad = await admin.client.post('/api/v1/admin/compliance/breaches', {
      discoveredAt: future,
      description: 'Laptop stolen',
      affected: 'Patients seen in May',
      affectedCount: 12,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({ discoveredAt: 'breachInFuture' });

    // discovered 80 hours ago and still open: past its deadline
    const discovered = new Date(Date.now() - 80 * 3_600_000);
    const created = await admin.client.post('/api/v1/admin/compliance/breaches', {
      discoveredAt: discovered.toISOString(),
      description: 'A laptop with exported appointment lists was stolen.',
      affected: 'Patients with appointments in May',
      affectedCount: 12,
      measures: 'Remote wipe requested.',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'open',
      affectedCount: 12,
      deadlineAt: new Date(discovered.getTime() + 72 * 3_600_000).toISOString(),
    });
    const overdue = (await admin.client.get('/api/v1/admin/compliance')).body;
    expect(item(overdue, 'breaches')).toMatchObject({ state: 'failing', facts: { open: 1, overdue: 1 } });

    // another practice's administrator cannot see or change it
    expect((await other.client.get('/api/v1/admin/compliance/breaches')).body).toEqual([]);
    expect(
      (await other.client.patch(`/api/v1/admin/compliance/breaches/${created.body.id}`, { status: 'closed' }))
        .status,
    ).toBe(404);

    const notified = await admin.client.patch(`/api/v1/admin/compliance/breaches/${created.body.id}`, {
      status: 'authority_notified',
      individualsNotified: true,
    });
    expect(notified.status).toBe(200);
    expect(notified.body.authorityNotifiedAt).not.toBeNull();
    expect(notified.body.individualsNotifiedAt).not.toBeNull();
    expect(item((await admin.client.get('/api/v1/admin/compliance')).body, 'breaches').state).toBe('ok');
    // no way back to open; closed is final
    expect(
      (await admin.client.patch(`/api/v1/admin/compliance/breaches/${created.body.id}`, { status: 'open' }))
        .status,
    ).toBe(409);
    expect(
      (await admin.client.patch(`/api/v1/admin/compliance/breaches/${created.body.id}`, { status: 'closed' }))
        .status,
    ).toBe(200);
    expect(
      (await admin.client.patch(`/api/v1/admin/compliance/breaches/${created.body.id}`, { measures: 'x' }))
        .status,
    ).toBe(409);

    const actions = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audit_event where resource_id = ${created.body.id} order by at, action`,
      ),
    );
    expect(actions.map((a) => a.action)).toEqual([
      'breach.create',
      'breach.authority_notified',
      'breach.closed',
    ]);
  });

  it('gives the record of processing (article 30) as a PDF in the caller’s language, audited', async () => {
    const admin = await t.signedIn({ roles: ['admin'] });
    const res = await admin.client.get('/api/v1/admin/compliance/processing-record.pdf', {
      headers: { 'accept-language': 'es' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.text.startsWith('%PDF')).toBe(true);
    expect(res.headers.get('content-disposition')).toContain('registro-de-tratamiento.pdf');
    const [row] = rowsOf<{ n: number | string }>(
      await t.database.db.execute(
        sql`select count(*) as n from audit_event where actor_user_id = ${admin.id} and action = 'compliance.processing_record.read'`,
      ),
    );
    expect(Number(row?.n)).toBe(1);
  });
});
