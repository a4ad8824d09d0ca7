/**
 * The active practice's subscription: its plan, billing period, price, the limits in force and how
 * much of them is used, the history of changes, and changing plan. A change is previewed first (the
 * new price, what it adds and takes away) and refused with the reason when it cannot apply: a
 * downgrade to Starter while more patients are active than its limit. The organization row is locked
 * for the change, as patient creation locks it, so a patient added meanwhile cannot slip past the
 * limit. Any member of the practice reads it; the owner and practice administrators change it.
 */
import {
  type BillingPeriod,
  type OrganizationPlan,
  PLAN_CURRENCY,
  PLAN_LIMITS,
  type PlanChangeInput,
  type PlanChangePreview,
  planChangeInputSchema,
  type Subscription,
  subscriptionPrice,
} from '@verdant/shared';
import { desc, eq } from 'drizzle-orm';
import { organization, subscription, subscriptionChange, user } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { managedOrganization } from '../join-codes/index.ts';
import { countActive } from '../patients/index.ts';
import { paymentProvider } from './payment-provider.ts';

async function current(ctx: ServiceContext, organizationId: string, lock = false) {
  const query = ctx.db
    .select({ org: organization, sub: subscription })
    .from(organization)
    .leftJoin(subscription, eq(subscription.organizationId, organization.id))
    .where(eq(organization.id, organizationId));
  const [row] = lock ? await query.for('update', { of: organization }) : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return {
    org: row.org,
    plan: (row.sub?.plan ?? row.org.plan) as OrganizationPlan,
    billingPeriod: (row.sub?.billingPeriod ?? 'monthly') as BillingPeriod,
    status: row.sub?.status ?? 'active',
    startedAt: row.sub?.startedAt ?? row.org.createdAt,
  };
}

export async function getSubscription(ctx: ServiceContext): Promise<Subscription> {
  const { id } = activeOrganization(ctx, ['practice']);
  const { canManage } = await managedOrganization(ctx, id);
  const now = await current(ctx, id);
  const history = await ctx.db
    .select({ change: subscriptionChange, by: user.name })
    .from(subscriptionChange)
    .leftJoin(user, eq(user.id, subscriptionChange.byUserId))
    .where(eq(subscriptionChange.organizationId, id))
    .orderBy(desc(subscriptionChange.at), desc(subscriptionChange.id))
    .limit(100);
  const provider = paymentProvider();
  return {
    organization: { id, name: now.org.name },
    plan: now.plan,
    billingPeriod: now.billingPeriod,
    status: now.status,
    startedAt: now.startedAt.toISOString(),
    currency: PLAN_CURRENCY,
    price: subscriptionPrice(now.plan, now.billingPeriod),
    limits: PLAN_LIMITS[now.plan],
    usage: { activePatients: await countActive(ctx, id) },
    paymentProvider: { name: provider.name, chargesCards: provider.chargesCards },
    canManage,
    history: history.map(({ change, by }) => ({
      at: change.at.toISOString(),
      by,
      fromPlan: change.fromPlan,
      fromPeriod: change.fromPeriod,
      toPlan: change.toPlan,
      toPeriod: change.toPeriod,
    })),
  };
}

/** What a change would do, and whether it may (pure over the current plan and the active patients). */
export function planChangeEffect(
  from: { plan: OrganizationPlan; billingPeriod: BillingPeriod },
  to: PlanChangeInput,
  activePatients: number,
): PlanChangePreview {
  const a = PLAN_LIMITS[from.plan];
  const b = PLAN_LIMITS[to.plan];
  const changes: PlanChangePreview['changes'] = [];
  if (a.activePatients === null && b.activePatients !== null) changes.push('patientsLimited');
  if (a.activePatients !== null && b.activePatients === null) changes.push('patientsUnlimited');
  if (a.customBranding && !b.customBranding) changes.push('brandingLost');
  if (!a.customBranding && b.customBranding) changes.push('brandingGained');
  if (a.labIntegrations && !b.labIntegrations) changes.push('labsLost');
  if (!a.labIntegrations && b.labIntegrations) changes.push('labsGained');
  if (from.billingPeriod !== to.billingPeriod) changes.push('periodChanged');
  if (subscriptionPrice(to.plan, to.billingPeriod) === null) changes.push('priceCustom');
  let refusal: PlanChangePreview['refusal'] = null;
  if (from.plan === to.plan && from.billingPeriod === to.billingPeriod) {
    refusal = { reason: 'unchanged', activePatients, limit: b.activePatients };
  } else if (b.activePatients !== null && activePatients > b.activePatients) {
    refusal = { reason: 'tooManyPatients', activePatients, limit: b.activePatients };
  }
  return {
    plan: to.plan,
    billingPeriod: to.billingPeriod,
    price: subscriptionPrice(to.plan, to.billingPeriod),
    limits: b,
    changes,
    allowed: refusal === null,
    refusal,
  };
}

export async function previewPlanChange(
  ctx: ServiceContext,
  raw: PlanChangeInput,
): Promise<PlanChangePreview> {
  const input = planChangeInputSchema.parse(raw);
  const { id } = activeOrganization(ctx, ['practice']);
  await managedOrganization(ctx, id);
  const now = await current(ctx, id);
  return planChangeEffect(now, input, await countActive(ctx, id));
}

export async function changePlan(ctx: ServiceContext, raw: PlanChangeInput): Promise<Subscription> {
  const input = planChangeInputSchema.parse(raw);
  const { id } = activeOrganization(ctx, ['practice']);
  await withTransaction(ctx, async (tx) => {
    const managed = await managedOrganization(tx, id);
    if (!managed.canManage)
      throw new AppError(
        'FORBIDDEN',
        "Only the owner or a practice administrator changes the practice's plan.",
      );
    const now = await current(tx, id, true);
    const effect = planChangeEffect(now, input, await countActive(tx, id));
    if (!effect.allowed) {
      throw new AppError(
        'PLAN_CHANGE_REFUSED',
        effect.refusal?.reason === 'tooManyPatients'
          ? `The ${input.plan} plan allows ${effect.refusal.limit} active patients and the practice has ${effect.refusal.activePatients}: deactivate patients first.`
          : 'The practice is already on this plan.',
        { ...effect.refusal },
      );
    }
    await paymentProvider().changePlan({
      organizationId: id,
      from: { plan: now.plan, billingPeriod: now.billingPeriod },
      to: input,
      billedMinor: effect.price?.billedMinor ?? null,
      currency: PLAN_CURRENCY,
    });
    await tx.db.update(organization).set({ plan: input.plan }).where(eq(organization.id, id));
    await tx.db
      .insert(subscription)
      .values({ organizationId: id, plan: input.plan, billingPeriod: input.billingPeriod })
      .onConflictDoUpdate({
        target: subscription.organizationId,
        set: { plan: input.plan, billingPeriod: input.billingPeriod, status: 'active' },
      });
    await tx.db.insert(subscriptionChange).values({
      organizationId: id,
      fromPlan: now.plan,
      fromPeriod: now.billingPeriod,
      toPlan: input.plan,
      toPeriod: input.billingPeriod,
      byUserId: actorUserId(tx),
      at: tx.now(),
    });
    await audit(tx, { action: 'subscription.change', resourceType: 'organization', resourceId: id });
  });
  return getSubscription(ctx);
}
