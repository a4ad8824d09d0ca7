import { describe, expect, it } from 'vitest';
import { planChangeEffect } from './service.ts';

describe('the effect of a plan change', () => {
  it('refuses a downgrade to Starter over its 50 active patients, with the reason', () => {
    const effect = planChangeEffect(
      { plan: 'professional', billingPeriod: 'monthly' },
      { plan: 'starter', billingPeriod: 'monthly' },
      51,
    );
    expect(effect.allowed).toBe(false);
    expect(effect.refusal).toEqual({ reason: 'tooManyPatients', activePatients: 51, limit: 50 });
    expect(effect.changes).toEqual(['patientsLimited', 'brandingLost', 'labsLost']);
    expect(
      planChangeEffect(
        { plan: 'professional', billingPeriod: 'monthly' },
        { plan: 'starter', billingPeriod: 'monthly' },
        50,
      ).allowed,
    ).toBe(true);
  });
  it('prices annual billing at 20 % off, and Enterprise as custom', () => {
    const annual = planChangeEffect(
      { plan: 'starter', billingPeriod: 'monthly' },
      { plan: 'professional', billingPeriod: 'annual' },
      10,
    );
    expect(annual.price).toEqual({ perMonthMinor: 7920, billedMinor: 95040 });
    expect(annual.changes).toEqual(['patientsUnlimited', 'brandingGained', 'labsGained', 'periodChanged']);
    const enterprise = planChangeEffect(
      { plan: 'starter', billingPeriod: 'monthly' },
      { plan: 'enterprise', billingPeriod: 'monthly' },
      10,
    );
    expect([enterprise.price, enterprise.changes.includes('priceCustom')]).toEqual([null, true]);
    expect(
      planChangeEffect(
        { plan: 'starter', billingPeriod: 'monthly' },
        { plan: 'starter', billingPeriod: 'monthly' },
        1,
      ).refusal?.reason,
    ).toBe('unchanged');
  });
});
