import { createTestApp, type TestApp } from '../../test/app.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, organization } from '../../db/schema/index.ts';
import { createOrganization } from '../organizations/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/me/roles (the roles read)', () => {
  it("answers the user's roles in priority order", async () => {
    const { client } = await t.signedIn({ roles: ['patient', 'fitness', 'dietitian'] });
    const res = await client.get('/api/v1/me/roles');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ roles: ['dietitian', 'fitness', 'patient'] });
  });

  it('answers an empty list for a user without roles, and 401 anonymously', async () => {
    const { client } = await t.signedIn({ roles: [] });
    expect((await client.get('/api/v1/me/roles')).body).toEqual({ roles: [] });
    expect((await t.client().get('/api/v1/me/roles')).status).toBe(401);
  });
});

describe('GET and PATCH /api/v1/me', () => {
  it('lists organizations, with the join code for owners (and practice administrators) only', async () => {
    const orgId = await t.createPractice('Green Clinic');
    const [org] = await t.database.db.select().from(organization).where(eq(organization.id, orgId));
    const owner = await t.signedIn({
      roles: ['dietitian'],
      memberships: [{ organizationId: orgId, orgRole: 'owner' }],
    });
    const member = await t.signedIn({
      roles: ['staff'],
      memberships: [{ organizationId: orgId, orgRole: 'member' }],
    });
    const ownerMe = (await owner.client.get('/api/v1/me')).body;
    expect(ownerMe.organizations).toEqual([
      {
        id: orgId,
        name: 'Green Clinic',
        kind: 'practice',
        plan: 'starter',
        orgRole: 'owner',
        status: 'active',
        joinCode: org!.joinCode,
        subscription: {
          plan: 'starter',
          billingPeriod: 'monthly',
          status: 'active',
          startedAt: expect.any(String),
        },
      },
    ]);
    expect(ownerMe.landingRoute).toBe('/dietitian/overview');
    const memberMe = (await member.client.get('/api/v1/me')).body;
    expect(memberMe.organizations[0]).not.toHaveProperty('joinCode');
    expect(memberMe.landingRoute).toBe('/staff-dashboard');
  });

  it('changes the name, validating it', async () => {
    const { client } = await t.signedIn({ firstName: 'Old', lastName: 'Name' });
    const res = await client.patch('/api/v1/me', { firstName: '  New ' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ firstName: 'New', lastName: 'Name', name: 'New Name' });
    const bad = await client.patch('/api/v1/me', { lastName: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({ lastName: 'lastNameRequired' });
  });
});

describe('POST /api/v1/me/complete-signup', () => {
  const fresh = () => t.signedIn({ roles: [], profileComplete: false });

  it.each([['admin'], ['lab'], ['insurance']])('nobody grants themselves %s', async (role) => {
    const { client } = await fresh();
    const res = await client.post('/api/v1/me/complete-signup', { roles: ['patient', role] });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'FORBIDDEN', details: { roles: [role] } });
    expect((await client.get('/api/v1/me/roles')).body.roles).toEqual([]);
  });

  it('a patient needs no organization, and completes once', async () => {
    const { id, client } = await fresh();
    const res = await client.post('/api/v1/me/complete-signup', { roles: ['patient'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user: { profileComplete: true },
      roles: ['patient'],
      organizations: [],
      landingRoute: '/patient/dashboard',
    });
    const again = await client.post('/api/v1/me/complete-signup', { roles: ['patient'] });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CONFLICT');
    const events = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.actorUserId, id), eq(auditEvent.action, 'signup.complete')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ resourceType: 'user', resourceId: id, ip: client.ip });
  });

  it('a patient does not join an organization', async () => {
    const { client } = await fresh();
    const res = await client.post('/api/v1/me/complete-signup', {
      roles: ['patient'],
      organization: { mode: 'join', joinCode: 'ABCD-EFGH' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({ organization: 'organizationNotAllowed' });
  });

  it('a professional must create or join an organization', async () => {
    const { client } = await fresh();
    const res = await client.post('/api/v1/me/complete-signup', { roles: ['dietitian'] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fields: { organization: 'organizationRequired' } },
    });
    const empty = await client.post('/api/v1/me/complete-signup', { roles: [] });
    expect(empty.body.error.details.fields).toEqual({ roles: 'rolesRequired' });
  });

  it('creating a practice makes the owner; a colleague joins with its code', async () => {
    const owner = await fresh();
    const created = await owner.client.post('/api/v1/me/complete-signup', {
      roles: ['dietitian', 'patient'],
      organization: { mode: 'create', name: 'Riverside Nutrition', kind: 'practice' },
    });
    expect(created.status).toBe(200);
    const org = created.body.organizations[0];
    expect(org).toMatchObject({
      name: 'Riverside Nutrition',
      kind: 'practice',
      plan: 'starter',
      orgRole: 'owner',
    });
    expect(org.joinCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(created.body.landingRoute).toBe('/dietitian/overview');

    const colleague = await fresh();
    const joined = await colleague.client.post('/api/v1/me/complete-signup', {
      roles: ['staff'],
      organization: { mode: 'join', joinCode: ` ${org.joinCode.replaceAll('-', ' ').toLowerCase()} ` },
    });
    expect(joined.status).toBe(200);
    expect(joined.body.organizations).toEqual([
      {
        id: org.id,
        name: 'Riverside Nutrition',
        kind: 'practice',
        plan: 'starter',
        orgRole: 'member',
        status: 'active',
        subscription: {
          plan: 'starter',
          billingPeriod: 'monthly',
          status: 'active',
          startedAt: expect.any(String),
        },
      },
    ]);
    expect(joined.body.roles).toEqual(['staff']);
  });

  it('rejects an unknown code, a laboratory code, and creating a laboratory', async () => {
    const lab = await createOrganization(t.database.db, { name: 'Lab', kind: 'laboratory' });
    const [labOrg] = await t.database.db.select().from(organization).where(eq(organization.id, lab));
    const { client } = await fresh();
    const unknown = await client.post('/api/v1/me/complete-signup', {
      roles: ['medical'],
      organization: { mode: 'join', joinCode: 'ZZZZ-ZZZZ' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details.fields).toEqual({ joinCode: 'joinCodeInvalid' });
    const labJoin = await client.post('/api/v1/me/complete-signup', {
      roles: ['medical'],
      organization: { mode: 'join', joinCode: labOrg!.joinCode },
    });
    expect(labJoin.status).toBe(403);
    const labCreate = await client.post('/api/v1/me/complete-signup', {
      roles: ['fitness'],
      organization: { mode: 'create', name: 'My Lab', kind: 'laboratory' },
    });
    expect(labCreate.status).toBe(403);
    // nothing was half-done
    expect((await client.get('/api/v1/me')).body).toMatchObject({
      user: { profileComplete: false },
      roles: [],
      organizations: [],
    });
  });
});
