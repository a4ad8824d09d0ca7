import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patient } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createOrganization } from '../organizations/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the practice subscription', () => {
  it('shows the plan and its limits, previews a change, refuses a downgrade over the patient limit and records changes', async () => {
    const org = await createOrganization(t.database.db, {
      name: 'Growing Practice',
      kind: 'practice',
      plan: 'professional',
    });
    const owner = await t.signedIn({
      roles: ['dietitian'],
      memberships: [{ organizationId: org, orgRole: 'owner' }],
    });
    const staff = await t.signedIn({
      roles: ['staff'],
      memberships: [{ organizationId: org, orgRole: 'member' }],
    });
    await t.database.db.insert(patient).values(
      Array.from({ length: 51 }, (_, i) => ({
        organizationId: org,
        firstName: 'P',
        lastName: `N${i}`,
        status: 'active' as const,
      })),
    );
    const now = await owner.client.get('/api/v1/subscription');
    expect(now.status, now.text).toBe(200);
    expect(now.body).toMatchObject({
      plan: 'professional',
      billingPeriod: 'monthly',
      price: { perMonthMinor: 9900, billedMinor: 9900 },
      limits: { activePatients: null, customBranding: true, labIntegrations: true },
      usage: { activePatients: 51 },
      paymentProvider: { name: 'none', chargesCards: false },
      canManage: true,
    });
    const preview = await owner.client.post('/api/v1/subscription/preview', {
      plan: 'starter',
      billingPeriod: 'monthly',
    });
    expect(preview.body).toMatchObject({
      allowed: false,
      refusal: { reason: 'tooManyPatients', activePatients: 51, limit: 50 },
    });
    const refused = await owner.client.put('/api/v1/subscription', {
      plan: 'starter',
      billingPeriod: 'monthly',
    });
    expect([refused.status, refused.body.error.code, refused.body.error.details.reason]).toEqual([
      409,
      'PLAN_CHANGE_REFUSED',
      'tooManyPatients',
    ]);
    // a member who does not manage the practice may look, not change
    expect((await staff.client.get('/api/v1/subscription')).body.canManage).toBe(false);
    expect(
      (await staff.client.put('/api/v1/subscription', { plan: 'enterprise', billingPeriod: 'annual' }))
        .status,
    ).toBe(403);

    const annual = await owner.client.put('/api/v1/subscription', {
      plan: 'professional',
      billingPeriod: 'annual',
    });
    expect(annual.status, annual.text).toBe(200);
    expect(annual.body.price).toEqual({ perMonthMinor: 7920, billedMinor: 95040 });
    const enterprise = await owner.client.put('/api/v1/subscription', {
      plan: 'enterprise',
      billingPeriod: 'annual',
    });
    expect([enterprise.body.plan, enterprise.body.price]).toEqual(['enterprise', null]);
    expect(
      enterprise.body.history.map((h: { fromPlan: string; toPlan: string; toPeriod: string }) => [
        h.fromPlan,
        h.toPlan,
        h.toPeriod,
      ]),
    ).toEqual([
      ['professional', 'enterprise', 'annual'],
      ['professional', 'professional', 'annual'],
    ]);
    // the plan limit follows at once: /me shows it
    const me = await owner.client.get('/api/v1/me');
    expect(me.body.organizations.find((o: { id: string }) => o.id === org).plan).toBe('enterprise');
  });
});
