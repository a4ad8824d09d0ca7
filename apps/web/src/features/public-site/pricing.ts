import { ANNUAL_DISCOUNT } from '@verdant/shared/constants';
import { PLAN_MONTHLY_PRICE_MINOR } from '@verdant/shared/plan-prices';

/** The three plans: Starter, Professional, Enterprise. Prices in US cents (integer minor units). */
export type PlanId = 'starter' | 'professional' | 'enterprise';
export type Billing = 'monthly' | 'annual';

export interface Plan {
  id: PlanId;
  /** Monthly list price in minor units; null for Enterprise (custom price). */
  monthlyMinor: number | null;
  /** Keys under `site:pricing.features.*`, in display order. */
  features: readonly string[];
  mostPopular: boolean;
}

export { PLAN_CURRENCY } from '@verdant/shared/plan-prices';

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    monthlyMinor: PLAN_MONTHLY_PRICE_MINOR.starter,
    features: ['upTo50Patients', 'basicConsultations', 'dietPlanBuilder', 'emailSupport'],
    mostPopular: false,
  },
  {
    id: 'professional',
    monthlyMinor: PLAN_MONTHLY_PRICE_MINOR.professional,
    features: [
      'unlimitedPatients',
      'advancedConsultations',
      'labIntegrations',
      'prioritySupport',
      'customBranding',
    ],
    mostPopular: true,
  },
  {
    id: 'enterprise',
    monthlyMinor: PLAN_MONTHLY_PRICE_MINOR.enterprise,
    features: ['everythingInProfessional', 'multiSite', 'dedicatedManager', 'customIntegrations', 'sla'],
    mostPopular: false,
  },
];

export interface PlanPrice {
  /** What one month costs under this billing, in minor units. */
  perMonthMinor: number;
  /** What is charged per billing period (a month, or a year when annual). */
  billedMinor: number;
  /** Saving over twelve monthly payments, in minor units (0 when monthly). */
  yearlySavingMinor: number;
}

/** Price of a plan under a billing choice; annual applies `ANNUAL_DISCOUNT` to every month. */
export function planPrice(monthlyMinor: number, billing: Billing, discount = ANNUAL_DISCOUNT): PlanPrice {
  if (billing === 'monthly')
    return { perMonthMinor: monthlyMinor, billedMinor: monthlyMinor, yearlySavingMinor: 0 };
  const perMonthMinor = Math.round(monthlyMinor * (1 - discount));
  const billedMinor = perMonthMinor * 12;
  return { perMonthMinor, billedMinor, yearlySavingMinor: monthlyMinor * 12 - billedMinor };
}

/** The saving as a whole percentage for labels ("Save 20%"). */
export function discountPercent(discount = ANNUAL_DISCOUNT): number {
  return Math.round(discount * 100);
}
