import { createTestApp, type TestApp, uniqueEmail } from '../../test/app.ts';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, organization, userRoles } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('admin users and roles', () => {
  it('lists users newest first with their roles, searches and paginates', async () => {
    const { client } = await t.signedIn({ roles: ['admin'] });
    const tag = `zeta${Date.now()}`;
    // the members of the admin's active organization (the test practice)
    const member = [{ organizationId: await t.testPractice(), orgRole: 'member' as const }];
    const a = await t.createUser({ roles: ['patient'], email: uniqueEmail(`${tag}-a`), memberships: member });
    const b = await t.createUser({ roles: ['dietitian', 'fitness'], email: uniqueEmail(`${tag}-b`) });
    const c = await t.createUser({ email: uniqueEmail(`${tag}-c`), memberships: member });
    // someone of another practice is not listed
    const elsewhere = await t.createPractice('Elsewhere');
    await t.createUser({
      roles: ['staff'],
      email: uniqueEmail(`${tag}-d`),
      memberships: [{ organizationId: elsewhere, orgRole: 'member' }],
    });
    const page1 = await client.get(`/api/v1/admin/users?q=${tag}&limit=2`);
    expect(page1.status).toBe(200);
    expect(page1.body.items.map((u: { id: string }) => u.id)).toEqual([c.id, b.id]);
    expect(page1.body.items[1].roles).toEqual(['dietitian', 'fitness']);
    expect(page1.body.nextCursor).toBe(b.id);
    const page2 = await client.get(`/api/v1/admin/users?q=${tag}&limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body.items.map((u: { id: string }) => u.id)).toEqual([a.id]);
    expect(page2.body.nextCursor).toBeNull();
    // LIKE wildcards are literal
    expect((await client.get('/api/v1/admin/users?q=%25%25')).body.items).toEqual([]);
    const badLimit = await client.get('/api/v1/admin/users?limit=1000');
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('grants and revokes roles, idempotently and audit-logged', async () => {
    const admin = await t.signedIn({ roles: ['admin'] });
    const target = await t.signedIn({
      roles: ['patient'],
      memberships: [{ organizationId: await t.testPractice(), orgRole: 'member' }],
    });
    const grant = await admin.client.put(`/api/v1/admin/users/${target.id}/roles/lab`);
    expect(grant.status).toBe(200);
    expect(grant.body).toEqual({ userId: target.id, roles: ['lab', 'patient'] });
    expect((await admin.client.put(`/api/v1/admin/users/${target.id}/roles/lab`)).status).toBe(200);
    // the change shows at once for the target
    expect((await target.client.get('/api/v1/me/roles')).body.roles).toEqual(['lab', 'patient']);

    const revoke = await admin.client.delete(`/api/v1/admin/users/${target.id}/roles/lab`);
    expect(revoke.body).toEqual({ userId: target.id, roles: ['patient'] });
    expect((await admin.client.delete(`/api/v1/admin/users/${target.id}/roles/lab`)).status).toBe(200);

    const events = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.actorUserId, admin.id), eq(auditEvent.resourceId, target.id)));
    expect(events.map((e) => e.action).sort()).toEqual(['role.grant.lab', 'role.revoke.lab']);
    expect(events[0]!.requestId).toBeTruthy();
  });

  it('rejects unknown users and roles', async () => {
    const { client } = await t.signedIn({ roles: ['admin'] });
    const missing = await client.put('/api/v1/admin/users/nope/roles/staff');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('USER_NOT_FOUND');
    const { id } = await t.createUser();
    const badRole = await client.put(`/api/v1/admin/users/${id}/roles/superuser`);
    expect(badRole.status).toBe(400);
    expect(badRole.body.error.details.fields).toHaveProperty('role');
  });

  it('the last administrator cannot drop their own admin role', async () => {
    // this file's database: make this admin the only one
    await t.database.db.delete(userRoles).where(eq(userRoles.role, 'admin'));
    const only = await t.signedIn({ roles: ['admin'] });
    const res = await only.client.delete(`/api/v1/admin/users/${only.id}/roles/admin`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('LAST_ADMIN');
    const second = await t.createUser({
      memberships: [{ organizationId: await t.testPractice(), orgRole: 'member' }],
    });
    expect((await only.client.put(`/api/v1/admin/users/${second.id}/roles/admin`)).status).toBe(200);
    const now = await only.client.delete(`/api/v1/admin/users/${only.id}/roles/admin`);
    expect(now.status).toBe(200);
    expect(now.body.roles).toEqual([]);
    // and is no longer an admin
    expect((await only.client.get('/api/v1/admin/users')).status).toBe(403);
  });

  it('disables and enables accounts: never your own, never the last active administrator', async () => {
    await t.database.db.delete(userRoles).where(eq(userRoles.role, 'admin'));
    const admin = await t.signedIn({ roles: ['admin'] });
    const self = await admin.client.post(`/api/v1/admin/users/${admin.id}/disable`);
    expect(self.status).toBe(403);
    expect(self.body.error.details).toEqual({ reason: 'self' });
    expect((await admin.client.post(`/api/v1/admin/users/${randomUUID()}/disable`)).status).toBe(404);

    const other = await t.createUser({ roles: ['admin'] });
    const off = await admin.client.post(`/api/v1/admin/users/${other.id}/disable`);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: other.id, disabled: true, roles: ['admin'] });
    // a disabled administrator does not count: the remaining one is the last active administrator
    const drop = await admin.client.delete(`/api/v1/admin/users/${admin.id}/roles/admin`);
    expect(drop.body.error.code).toBe('LAST_ADMIN');
    const listed = await admin.client.get(`/api/v1/admin/users?q=${encodeURIComponent(other.email)}`);
    expect(listed.body.items[0].disabled).toBe(true);
    // idempotent, and audit-logged once
    expect((await admin.client.post(`/api/v1/admin/users/${other.id}/disable`)).status).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'user.disable'), eq(auditEvent.resourceId, other.id)));
    expect(audits).toHaveLength(1);

    const on = await admin.client.post(`/api/v1/admin/users/${other.id}/enable`);
    expect(on.body.disabled).toBe(false);
    // with two active administrators, either may now be disabled by the other
    const otherClient = t.client();
    expect((await otherClient.signIn(other.email)).status).toBe(200);
    expect((await otherClient.post(`/api/v1/admin/users/${admin.id}/disable`)).status).toBe(200);
    expect((await admin.client.get('/api/v1/admin/users')).status).toBe(401);
  });

  it('an account of no organization is managed by the platform administrator, not by a practice administrator', async () => {
    const admin = await t.signedIn({ roles: ['admin'] }); // admin of a practice and of the platform
    const loner = await t.createUser({ roles: ['patient'] }); // signed up, member of nothing
    // Acting in the practice: not one of its people.
    expect((await admin.client.post(`/api/v1/admin/users/${loner.id}/disable`)).status).toBe(404);
    const practiceList = await admin.client.get(`/api/v1/admin/users?q=${encodeURIComponent(loner.email)}`);
    expect(practiceList.body.items).toEqual([]);
    // Acting in the platform organization: every account of the installation.
    const [platform] = await t.database.db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.kind, 'platform'));
    const switched = await admin.client.put('/api/v1/me/active-organization', {
      organizationId: platform!.id,
    });
    expect(switched.status).toBe(200);
    const listed = await admin.client.get(`/api/v1/admin/users?q=${encodeURIComponent(loner.email)}`);
    expect(listed.body.items.map((u: { id: string }) => u.id)).toEqual([loner.id]);
    const off = await admin.client.post(`/api/v1/admin/users/${loner.id}/disable`);
    expect(off.status).toBe(200);
    expect(off.body.disabled).toBe(true);
    expect((await admin.client.post(`/api/v1/admin/users/${loner.id}/enable`)).body.disabled).toBe(false);
  });
});

describe('admin outbox', () => {
  it('lists e-mails newest first with pagination, and shows one', async () => {
    const admin = await t.signedIn({ roles: ['admin'] });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(
        (await t.deps.mailer.enqueue({
          to: uniqueEmail('mail'),
          subject: `Subject ${i}`,
          text: `Body ${i}`,
        }))!,
      );
    }
    await t.runJobs();
    const page = await admin.client.get('/api/v1/admin/outbox?limit=2');
    expect(page.status).toBe(200);
    expect(page.body.items.map((m: { id: string }) => m.id)).toEqual([ids[2], ids[1]]);
    expect(page.body.items[0]).toMatchObject({ subject: 'Subject 2', status: 'sent', attempts: 1 });
    const next = await admin.client.get(`/api/v1/admin/outbox?limit=2&cursor=${page.body.nextCursor}`);
    expect(next.body.items[0].id).toBe(ids[0]);

    const one = await admin.client.get(`/api/v1/admin/outbox/${ids[0]}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: ids[0],
      subject: 'Subject 0',
      text: 'Body 0',
      html: null,
      attachments: [],
    });
    expect((await admin.client.get(`/api/v1/admin/outbox/${randomUUID()}`)).status).toBe(404);
    expect((await admin.client.get('/api/v1/admin/outbox/not-a-uuid')).status).toBe(400);
    const reads = await t.database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.actorUserId, admin.id), eq(auditEvent.action, 'outbox.read')));
    expect(reads).toHaveLength(1);
  });
});
