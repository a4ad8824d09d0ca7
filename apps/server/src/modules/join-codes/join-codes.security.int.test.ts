import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, organization } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { generateJoinCode, normalizeJoinCode } from '../organizations/index.ts';
import { JOIN_CODE_RATE_LIMITS } from '../../platform/limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const joinCodeOf = async (id: string) =>
  (await t.database.db.select().from(organization).where(eq(organization.id, id)))[0]!.joinCode;

const newcomer = () => t.signedIn({ profileComplete: false });

describe('join codes', () => {
  it('are 12 characters without look-alikes (≈59 bits), typed in any case and spacing', () => {
    const codes = new Set(Array.from({ length: 200 }, generateJoinCode));
    expect(codes.size).toBe(200);
    for (const code of codes)
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(normalizeJoinCode(' abcd efgh-jkmn ')).toBe('ABCD-EFGH-JKMN');
    expect(normalizeJoinCode('demo prac')).toBe('DEMO-PRAC');
  });

  it('the owner and a practice administrator see and regenerate it; the old code stops working', async () => {
    const orgId = await t.createPractice('Harbour Health');
    const oldCode = await joinCodeOf(orgId);
    const owner = await t.signedIn({
      roles: ['dietitian'],
      memberships: [{ organizationId: orgId, orgRole: 'owner' }],
    });
    const admin = await t.signedIn({
      roles: ['admin'],
      memberships: [{ organizationId: orgId, orgRole: 'member' }],
    });
    const member = await t.signedIn({
      roles: ['staff'],
      memberships: [{ organizationId: orgId, orgRole: 'member' }],
    });
    const stranger = await t.signedIn({ roles: ['dietitian'] });

    expect((await admin.client.get('/api/v1/me')).body.organizations[0].joinCode).toBe(oldCode);
    expect((await member.client.get('/api/v1/me')).body.organizations[0]).not.toHaveProperty('joinCode');

    const path = `/api/v1/organizations/${orgId}/join-code`;
    expect((await member.client.post(path)).status).toBe(403);
    expect((await stranger.client.post(path)).status).toBe(404);
    expect(await joinCodeOf(orgId)).toBe(oldCode);

    const res = await owner.client.post(path);
    expect(res.status).toBe(200);
    expect(res.body.joinCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(res.body.joinCode).not.toBe(oldCode);
    expect((await owner.client.get('/api/v1/me')).body.organizations[0].joinCode).toBe(res.body.joinCode);
    const byAdmin = await admin.client.post(path);
    expect(byAdmin.status).toBe(200);
    const current = byAdmin.body.joinCode as string;
    const audits = await t.database.db.select().from(auditEvent).where(eq(auditEvent.resourceId, orgId));
    expect(audits.filter((a) => a.action === 'organization.join_code.regenerate')).toHaveLength(2);

    // the old codes are refused at complete-signup, the current one works
    const { client } = await newcomer();
    for (const code of [oldCode, res.body.joinCode]) {
      const refused = await client.post('/api/v1/me/complete-signup', {
        roles: ['staff'],
        organization: { mode: 'join', joinCode: code },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.details.fields).toEqual({ joinCode: 'joinCodeInvalid' });
    }
    const joined = await client.post('/api/v1/me/complete-signup', {
      roles: ['staff'],
      organization: { mode: 'join', joinCode: current },
    });
    expect(joined.status).toBe(200);
    expect(joined.body.organizations[0].id).toBe(orgId);
  });

  it('limits join attempts per account, even with the right code afterwards', async () => {
    const orgId = await t.createPractice('Limited Practice');
    const { client } = await newcomer();
    const attempt = (joinCode: string) =>
      client.post('/api/v1/me/complete-signup', {
        roles: ['staff'],
        organization: { mode: 'join', joinCode },
      });
    for (let i = 0; i < JOIN_CODE_RATE_LIMITS.perAccount.limit; i++) {
      expect((await attempt(`WRONG-CODE-${i}AAA`)).status).toBe(400);
    }
    const limited = await attempt(await joinCodeOf(orgId));
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits join attempts per client address, across accounts', async () => {
    const ip = '10.250.1.1';
    let limited = 0;
    let tried = 0;
    while (tried < JOIN_CODE_RATE_LIMITS.perAddress.limit + 1) {
      const u = await t.createUser({ profileComplete: false });
      const client = t.client(ip);
      await client.signIn(u.email);
      for (let i = 0; i < 4 && tried < JOIN_CODE_RATE_LIMITS.perAddress.limit + 1; i++, tried++) {
        const res = await client.post('/api/v1/me/complete-signup', {
          roles: ['staff'],
          organization: { mode: 'join', joinCode: 'ZZZZ-ZZZZ-ZZZZ' },
        });
        if (res.status === 429) limited++;
      }
    }
    expect(limited).toBe(1);
  });
});
