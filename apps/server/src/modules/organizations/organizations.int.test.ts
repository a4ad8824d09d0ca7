import { createTestApp, type TestApp, type TestClient } from '../../test/app.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, organization, organizationRequest, userRoles } from '../../db/schema/index.ts';

let t: TestApp;
let platformAdmin: { id: string; client: TestClient };
beforeAll(async () => {
  t = await createTestApp();
  platformAdmin = await t.signedIn({
    roles: ['admin'],
    memberships: [{ organizationId: await t.platformOrganizationId(), orgRole: 'member' }],
  });
});
afterAll(async () => {
  await t?.close();
});

/** A fresh account registering a laboratory (or insurer) at /auth/complete-signup. */
async function register(role: 'lab' | 'insurance', name: string, locale: 'en' | 'es' = 'en') {
  const u = await t.signedIn({ roles: [], profileComplete: false, firstName: 'Priya' });
  const res = await u.client.post('/api/v1/me/complete-signup', {
    roles: [role],
    organization: { mode: 'create', name, kind: role === 'lab' ? 'laboratory' : 'insurer' },
    locale,
  });
  expect(res.status, res.text).toBe(200);
  const [request] = await t.database.db
    .select()
    .from(organizationRequest)
    .where(eq(organizationRequest.requestedBy, u.id));
  return { ...u, me: res.body, requestId: request!.id, organizationId: request!.organizationId };
}

describe('a laboratory or insurer registering itself', () => {
  it('creates its organization pending, grants no role, and cannot use lab routes', async () => {
    const lab = await register('lab', 'Northside Diagnostics');
    expect(lab.me.roles).toEqual([]);
    expect(lab.me.organizations).toEqual([
      expect.objectContaining({
        name: 'Northside Diagnostics',
        kind: 'laboratory',
        status: 'pending',
        orgRole: 'owner',
        request: { role: 'lab', status: 'pending', declineReason: null },
      }),
    ]);
    expect((await lab.client.get('/api/v1/me/roles')).body.roles).toEqual([]);
    expect((await lab.client.get('/api/v1/me/provider-profile')).status).toBe(403);
    const events = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.actorUserId, lab.id), eq(auditEvent.action, 'organization.request')));
    expect(events).toHaveLength(1);
  });

  it.each([
    ['lab with another role', { roles: ['lab', 'dietitian'], organization: { mode: 'create', name: 'X' } }],
    ['admin', { roles: ['admin'] }],
    ['lab by joining with a code', { roles: ['lab'], organization: { mode: 'join', joinCode: 'ABCD-EFGH' } }],
  ])('refuses to self-grant: %s', async (_label, body) => {
    const u = await t.signedIn({ roles: [], profileComplete: false });
    const res = await u.client.post('/api/v1/me/complete-signup', body);
    expect(res.status).toBe(403);
    expect((await u.client.get('/api/v1/me/roles')).body.roles).toEqual([]);
    expect((await u.client.get('/api/v1/me')).body.user.profileComplete).toBe(false);
  });

  it('an administrator cannot grant themselves lab, insurance or admin through the roles API', async () => {
    for (const role of ['lab', 'insurance', 'admin']) {
      const res = await platformAdmin.client.put(`/api/v1/admin/users/${platformAdmin.id}/roles/${role}`);
      expect(res.status, role).toBe(403);
    }
    const held = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, platformAdmin.id));
    expect(held.map((r) => r.role)).toEqual(['admin']);
  });
});

describe('platform administrators decide', () => {
  it('approval grants the role, activates the organization, e-mails the requester and is audited', async () => {
    const lab = await register('lab', 'Approved Labs');
    const list = await platformAdmin.client.get('/api/v1/admin/organization-requests?status=pending');
    expect(list.status).toBe(200);
    expect(list.body.items).toContainEqual(
      expect.objectContaining({
        id: lab.requestId,
        role: 'lab',
        status: 'pending',
        organization: { id: lab.organizationId, name: 'Approved Labs', kind: 'laboratory' },
        requester: { id: lab.id, name: 'Priya User', email: lab.email },
      }),
    );

    const res = await platformAdmin.client.post(
      `/api/v1/admin/organization-requests/${lab.requestId}/approve`,
    );
    expect(res.status, res.text).toBe(200);
    expect((await lab.client.get('/api/v1/me/roles')).body.roles).toEqual(['lab']);
    expect((await lab.client.get('/api/v1/me/provider-profile')).status).toBe(404);
    const [org] = await t.database.db
      .select()
      .from(organization)
      .where(eq(organization.id, lab.organizationId));
    expect(org!.status).toBe('active');
    const mail = await t.lastEmailTo(lab.email);
    expect(mail!.subject).toBe('Approved Labs is approved on Verdant');
    const actions = (
      await t.database.db.select().from(auditEvent).where(eq(auditEvent.actorUserId, platformAdmin.id))
    ).map((e) => `${e.action} ${e.resourceId}`);
    expect(actions).toEqual(
      expect.arrayContaining([`organization.approve ${lab.requestId}`, `role.grant.lab ${lab.id}`]),
    );

    const again = await platformAdmin.client.post(
      `/api/v1/admin/organization-requests/${lab.requestId}/approve`,
    );
    expect(again.status).toBe(409);
  });

  it('decline needs a reason, grants nothing and e-mails the reason in the requester language', async () => {
    const insurer = await register('insurance', 'Seguros Sol', 'es');
    const noReason = await platformAdmin.client.post(
      `/api/v1/admin/organization-requests/${insurer.requestId}/decline`,
      { reason: '  ' },
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details.fields).toEqual({ reason: 'declineReasonRequired' });

    const res = await platformAdmin.client.post(
      `/api/v1/admin/organization-requests/${insurer.requestId}/decline`,
      { reason: 'No pudimos verificar la licencia' },
    );
    expect(res.status).toBe(200);
    expect((await insurer.client.get('/api/v1/me/roles')).body.roles).toEqual([]);
    const me = (await insurer.client.get('/api/v1/me')).body;
    expect(me.organizations[0]).toMatchObject({
      status: 'declined',
      request: { status: 'declined', declineReason: 'No pudimos verificar la licencia' },
    });
    const mail = await t.lastEmailTo(insurer.email);
    expect(mail!.subject).toBe('La solicitud de Seguros Sol ha sido rechazada');
    expect(mail!.text).toContain('Motivo: No pudimos verificar la licencia');
    const [event] = await t.database.db
      .select()
      .from(auditEvent)
      .where(
        and(eq(auditEvent.action, 'organization.decline'), eq(auditEvent.resourceId, insurer.requestId)),
      );
    expect(event).toMatchObject({ actorUserId: platformAdmin.id });
  });

  it('an administrator of a practice (not of the platform) cannot list, approve or decline', async () => {
    const lab = await register('lab', 'Waiting Labs');
    const practiceAdmin = await t.signedIn({
      roles: ['admin'],
      memberships: [{ organizationId: await t.createPractice('Some Practice'), orgRole: 'owner' }],
    });
    expect((await practiceAdmin.client.get('/api/v1/admin/organization-requests')).status).toBe(403);
    const approve = await practiceAdmin.client.post(
      `/api/v1/admin/organization-requests/${lab.requestId}/approve`,
    );
    expect(approve.status).toBe(403);
    const decline = await practiceAdmin.client.post(
      `/api/v1/admin/organization-requests/${lab.requestId}/decline`,
      { reason: 'no' },
    );
    expect(decline.status).toBe(403);
    expect((await lab.client.get('/api/v1/me/roles')).body.roles).toEqual([]);
  });

  it('a platform administrator cannot approve their own registration', async () => {
    const platformId = await t.platformOrganizationId();
    const u = await t.signedIn({
      roles: ['admin'],
      profileComplete: false,
      memberships: [{ organizationId: platformId, orgRole: 'member' }],
    });
    const res = await u.client.post('/api/v1/me/complete-signup', {
      roles: ['lab'],
      organization: { mode: 'create', name: 'My Own Lab' },
    });
    expect(res.status).toBe(200);
    const [request] = await t.database.db
      .select()
      .from(organizationRequest)
      .where(eq(organizationRequest.requestedBy, u.id));
    const self = await u.client.post(`/api/v1/admin/organization-requests/${request!.id}/approve`);
    expect(self.status).toBe(403);
    expect((await u.client.get('/api/v1/me/roles')).body.roles).toEqual(['admin']);
  });
});

describe('a practice created after choosing a plan', () => {
  it('gets that plan and billing period on its subscription', async () => {
    const u = await t.signedIn({ roles: [], profileComplete: false });
    const res = await u.client.post('/api/v1/me/complete-signup', {
      roles: ['dietitian'],
      organization: { mode: 'create', name: 'Plan Clinic', plan: 'professional', billingPeriod: 'annual' },
    });
    expect(res.status).toBe(200);
    expect(res.body.organizations[0]).toMatchObject({
      plan: 'professional',
      status: 'active',
      subscription: { plan: 'professional', billingPeriod: 'annual', status: 'active' },
    });
  });
});

describe('the sign-up intent travels through the verification e-mail', () => {
  it('copies the known role, plan and billing period of the callbackURL into the link, nothing else', async () => {
    const email = `intent-${Date.now()}@example.test`;
    const res = await t.client().post('/api/auth/sign-up/email', {
      email,
      password: 'a-long-passphrase',
      name: 'Ana Intent',
      firstName: 'Ana',
      lastName: 'Intent',
      callbackURL: '/auth/callback?role=lab&plan=professional&billing=annual&next=https://evil.example',
    });
    expect(res.status, res.text).toBe(200);
    const link = await t.linkFromEmail(email);
    expect(link.pathname).toBe('/auth/callback');
    expect([...link.searchParams.keys()]).toEqual(['token', 'role', 'plan', 'billing']);
    expect(link.searchParams.get('role')).toBe('lab');
    expect(link.searchParams.get('plan')).toBe('professional');
    expect(link.searchParams.get('billing')).toBe('annual');
  });
});
