import { z } from 'zod';
import { BILLING_PERIODS, ORGANIZATION_PLANS, type OrganizationPlan } from './account.ts';
import { ANNUAL_DISCOUNT, STARTER_PATIENT_LIMIT } from './constants.ts';

/**
 * A practice's subscription to Verdant: its plan (Starter $49, Professional $99 a month, Enterprise
 * at a custom price), monthly or annual (20 % off), the limits each plan puts in force, and the
 * history of changes. No payment processor is integrated: a change takes effect at once and is
 * recorded; the server's `PaymentProvider` is where one would plug in. REST paths (under /api/v1):
 * - GET  /subscription                  → Subscription (the active practice's)
 * - POST /subscription/preview          { plan, billingPeriod } → PlanChangePreview (writes nothing)
 * - PUT  /subscription                  { plan, billingPeriod } → Subscription (refused with the reason
 *                                       when the change is not allowed: PLAN_CHANGE_REFUSED)
 */

// The list prices live in a module without zod, so the public pricing page can import them alone.
import { PLAN_MONTHLY_PRICE_MINOR } from './plan-prices.ts';

export { PLAN_CURRENCY, PLAN_MONTHLY_PRICE_MINOR } from './plan-prices.ts';

/** What each plan allows: patients (null: unlimited), custom branding, lab integrations. */
export const PLAN_LIMITS: Record<
  OrganizationPlan,
  { activePatients: number | null; customBranding: boolean; labIntegrations: boolean }
> = {
  starter: { activePatients: STARTER_PATIENT_LIMIT, customBranding: false, labIntegrations: false },
  professional: { activePatients: null, customBranding: true, labIntegrations: true },
  enterprise: { activePatients: null, customBranding: true, labIntegrations: true },
};

/** The price of a plan per billing period: annual is twelve months at ANNUAL_DISCOUNT off. */
export function subscriptionPrice(
  plan: OrganizationPlan,
  period: (typeof BILLING_PERIODS)[number],
): { perMonthMinor: number; billedMinor: number } | null {
  const monthly = PLAN_MONTHLY_PRICE_MINOR[plan];
  if (monthly === null) return null;
  if (period === 'monthly') return { perMonthMinor: monthly, billedMinor: monthly };
  const perMonthMinor = Math.round(monthly * (1 - ANNUAL_DISCOUNT));
  return { perMonthMinor, billedMinor: perMonthMinor * 12 };
}

export const planChangeInputSchema = z.object({
  plan: z.enum(ORGANIZATION_PLANS, { error: 'invalidOption' }),
  billingPeriod: z.enum(BILLING_PERIODS, { error: 'invalidOption' }),
});
export type PlanChangeInput = z.infer<typeof planChangeInputSchema>;

const priceSchema = z.object({ perMonthMinor: z.number().int(), billedMinor: z.number().int() }).nullable();
const limitsSchema = z.object({
  activePatients: z.number().int().nullable(),
  customBranding: z.boolean(),
  labIntegrations: z.boolean(),
});

export const subscriptionSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string() }),
  plan: z.enum(ORGANIZATION_PLANS),
  billingPeriod: z.enum(BILLING_PERIODS),
  status: z.string(),
  startedAt: z.string(),
  currency: z.string(),
  price: priceSchema,
  limits: limitsSchema,
  usage: z.object({ activePatients: z.number().int() }),
  /** The payment processor in use: `none` (no processor is integrated; say so). */
  paymentProvider: z.object({ name: z.string(), chargesCards: z.boolean() }),
  /** The caller may change the plan (the owner or a practice administrator). */
  canManage: z.boolean(),
  history: z.array(
    z.object({
      at: z.string(),
      by: z.string().nullable(),
      fromPlan: z.enum(ORGANIZATION_PLANS).nullable(),
      fromPeriod: z.enum(BILLING_PERIODS).nullable(),
      toPlan: z.enum(ORGANIZATION_PLANS),
      toPeriod: z.enum(BILLING_PERIODS),
    }),
  ),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const planChangePreviewSchema = z.object({
  plan: z.enum(ORGANIZATION_PLANS),
  billingPeriod: z.enum(BILLING_PERIODS),
  price: priceSchema,
  limits: limitsSchema,
  /** Differences from the current plan, as keys the web translates. */
  changes: z.array(
    z.enum([
      'patientsLimited',
      'patientsUnlimited',
      'brandingLost',
      'brandingGained',
      'labsLost',
      'labsGained',
      'periodChanged',
      'priceCustom',
    ]),
  ),
  allowed: z.boolean(),
  /** Why it is refused (`tooManyPatients`: `details.activePatients` over `details.limit`; `unchanged`). */
  refusal: z
    .object({
      reason: z.enum(['tooManyPatients', 'unchanged']),
      activePatients: z.number().int(),
      limit: z.number().int().nullable(),
    })
    .nullable(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;
