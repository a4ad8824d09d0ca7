/**
 * ADR 0022 end to end: the active organization decides roles and scoped data, switching it is
 * audited, and an audit event commits or rolls back with the write it records.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, organizationRequest, session, userRoles } from '../db/schema/index.ts';
import { approveOrganizationRequest } from '../modules/organizations/index.ts';
import { bookConfirmed, createProvider } from '../modules/providers/test-fixtures.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { audit } from './audit.ts';
import { systemContext, withTransaction } from './service-context.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bookWith = (profileId: string, serviceId: string, name: string) =>
  bookConfirmed(t, profileId, serviceId, {
    firstName: name,
    lastName: 'Visitor',
    email: `${name.toLowerCase()}-${randomUUID()}@example.com`,
  });

describe('the active organization', () => {
  it('a user of two practices sees each one’s data and roles after switching; the header API says which is active', async () => {
    const north = await t.createPractice('North Practice');
    const south = await t.createPractice('South Practice');
    const inNorth = await createProvider(t, { displayName: 'Nora North' }, north);
    const inSouth = await createProvider(t, { displayName: 'Sam South' }, south);
    const northVisit = await bookWith(inNorth.profileId, inNorth.serviceIds[0]!, 'Nick');
    const southVisit = await bookWith(inSouth.profileId, inSouth.serviceIds[0]!, 'Sue');
    // staff in both practices, and administrator of the south one only
    const both = await t.signedIn({
      roles: ['staff'],
      memberships: [
        { organizationId: north, orgRole: 'member' },
        { organizationId: south, orgRole: 'member' },
      ],
    });
    await t.database.db.insert(userRoles).values({ userId: both.id, role: 'admin', organizationId: south });
    t.deps.principals.clear();

    const me = await both.client.get('/api/v1/me');
    expect(me.body.organizations.map((o: { id: string }) => o.id).sort()).toEqual([north, south].sort());
    expect([north, south]).toContain(me.body.activeOrganizationId);

    const visits = async () =>
      (await both.client.get('/api/v1/me/appointments?as=practice')).body.items.map(
        (a: { id: string }) => a.id,
      );

    const toNorth = await both.client.put('/api/v1/me/active-organization', { organizationId: north });
    expect(toNorth.status, toNorth.text).toBe(200);
    expect(toNorth.body.activeOrganizationId).toBe(north);
    expect(toNorth.body.roles).toEqual(['staff']);
    expect(await visits()).toEqual([northVisit]);
    expect((await both.client.get('/api/v1/admin/users')).status).toBe(403);

    const toSouth = await both.client.put('/api/v1/me/active-organization', { organizationId: south });
    expect(toSouth.body.activeOrganizationId).toBe(south);
    expect((await both.client.get('/api/v1/me')).body.activeOrganizationId).toBe(south);
    expect((await both.client.get('/api/v1/me/roles')).body.roles).toEqual(['admin', 'staff']);
    expect(await visits()).toEqual([southVisit]);
    expect((await both.client.get('/api/v1/admin/users')).status).toBe(200);

    // the choice is the session's, and each switch is audited
    const [row] = await t.database.db.select().from(session).where(eq(session.userId, both.id));
    expect(row?.activeOrganizationId).toBe(south);
    const events = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.actorUserId, both.id), eq(auditEvent.action, 'organization.activate')));
    expect(events.map((e) => e.resourceId)).toEqual([north, south]);
  }, 90_000);

  it('refuses an organization the user is not a member of, and changes nothing', async () => {
    const mine = await t.createPractice('Mine');
    const theirs = await t.createPractice('Theirs');
    const u = await t.signedIn({
      roles: ['dietitian'],
      memberships: [{ organizationId: mine, orgRole: 'member' }],
    });
    const res = await u.client.put('/api/v1/me/active-organization', { organizationId: theirs });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect((await u.client.put('/api/v1/me/active-organization', { organizationId: 'nope' })).status).toBe(
      400,
    );
    expect((await u.client.get('/api/v1/me')).body.activeOrganizationId).toBe(mine);
  });

  it('falls back to the earliest membership when the chosen one is gone', async () => {
    const first = await t.createPractice('First');
    const second = await t.createPractice('Second');
    const u = await t.signedIn({
      roles: ['staff'],
      memberships: [{ organizationId: first, orgRole: 'member' }],
    });
    await t.database.db.insert(userRoles).values({ userId: u.id, role: 'staff', organizationId: second });
    const { membership } = await import('../db/schema/index.ts');
    await t.database.db
      .insert(membership)
      .values({ userId: u.id, organizationId: second, orgRole: 'member' });
    t.deps.principals.clear();
    expect((await u.client.put('/api/v1/me/active-organization', { organizationId: second })).status).toBe(
      200,
    );
    await t.database.db
      .delete(membership)
      .where(and(eq(membership.userId, u.id), eq(membership.organizationId, second)));
    t.deps.principals.clear();
    expect((await u.client.get('/api/v1/me')).body.activeOrganizationId).toBe(first);
  });
});

describe('audit events share the transaction of their write', () => {
  it('a transaction that fails after the audit leaves neither the write nor the event', async () => {
    const u = await t.createUser({ roles: ['patient'] });
    const ctx = systemContext(t.deps, 'test');
    const marker = randomUUID();
    const practice = await t.testPractice();
    await expect(
      withTransaction(ctx, async (tx) => {
        await tx.db.insert(userRoles).values({ userId: u.id, role: 'staff', organizationId: practice });
        await audit(tx, { action: 'role.grant.staff', resourceType: 'user', resourceId: marker });
        throw new Error('fails after the audit');
      }),
    ).rejects.toThrow('fails after the audit');
    expect(await t.database.db.select().from(auditEvent).where(eq(auditEvent.resourceId, marker))).toEqual(
      [],
    );
    const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, u.id));
    expect(roles.map((r) => r.role)).toEqual(['patient']);
  });

  it('an approval whose e-mail cannot be queued rolls back the decision, the role and both audit events', async () => {
    const requester = await t.signedIn({ roles: [], profileComplete: false });
    const signup = await requester.client.post('/api/v1/me/complete-signup', {
      roles: ['lab'],
      organization: { mode: 'create', kind: 'laboratory', name: 'Rollback Lab' },
    });
    expect(signup.status, signup.text).toBe(200);
    const [request] = await t.database.db
      .select()
      .from(organizationRequest)
      .where(eq(organizationRequest.requestedBy, requester.id));
    const failingMail = {
      enqueue: async () => {
        throw new Error('mail store down');
      },
    };
    const ctx = { ...systemContext(t.deps, 'test'), mail: failingMail as never };
    await expect(approveOrganizationRequest(ctx, request!.id)).rejects.toThrow('mail store down');

    const [after] = await t.database.db
      .select()
      .from(organizationRequest)
      .where(eq(organizationRequest.id, request!.id));
    expect(after?.status).toBe('pending');
    expect(await t.database.db.select().from(userRoles).where(eq(userRoles.userId, requester.id))).toEqual(
      [],
    );
    const events = await t.database.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'organization.approve'));
    expect(events.filter((e) => e.resourceId === request!.id)).toEqual([]);
    // the same approval with working mail commits all of it
    await approveOrganizationRequest(systemContext(t.deps, 'test'), request!.id);
    const granted = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, requester.id));
    expect(granted.map((r) => [r.role, r.organizationId])).toEqual([['lab', after!.organizationId]]);
  });
});
