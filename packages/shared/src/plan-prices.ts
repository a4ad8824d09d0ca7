import type { OrganizationPlan } from './account.ts';

/**
 * List prices per month, in US cents; Enterprise is priced per contract (null). Re-exported by
 * `subscriptions.ts`; a module of its own (no zod) so the public site's entry stays small.
 */
export const PLAN_MONTHLY_PRICE_MINOR: Record<OrganizationPlan, number | null> = {
  starter: 4900,
  professional: 9900,
  enterprise: null,
};
export const PLAN_CURRENCY = 'USD';
