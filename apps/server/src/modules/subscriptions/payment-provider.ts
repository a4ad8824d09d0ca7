/**
 * Where a payment processor plugs in. Verdant integrates none: a plan change takes effect at once and
 * is recorded (history, audit); charging for it happens outside Verdant. A processor (Stripe, Adyen…)
 * would implement this interface — create or update the subscription with the processor, answer
 * whether the change may proceed — and be chosen in `paymentProvider()` from the configuration.
 */
import type { BillingPeriod, OrganizationPlan } from '@verdant/shared';

export interface PlanChangeRequest {
  organizationId: string;
  from: { plan: OrganizationPlan; billingPeriod: BillingPeriod };
  to: { plan: OrganizationPlan; billingPeriod: BillingPeriod };
  /** What the new plan costs per billing period in minor units (null: a custom Enterprise price). */
  billedMinor: number | null;
  currency: string;
}

export interface PaymentProvider {
  /** Shown on the subscription screen. */
  readonly name: string;
  /** Whether this provider takes card payments (none does today). */
  readonly chargesCards: boolean;
  /** Called inside the plan change's transaction before it is written; throws to refuse it. */
  changePlan(request: PlanChangeRequest): Promise<void>;
}

/** No processor: nothing is charged; the change is recorded only. */
export const noPaymentProvider: PaymentProvider = {
  name: 'none',
  chargesCards: false,
  async changePlan() {},
};

export function paymentProvider(): PaymentProvider {
  return noPaymentProvider;
}
