import { ANNUAL_DISCOUNT } from '@verdant/shared/constants';
import { describe, expect, it } from 'vitest';
import { discountPercent, PLANS, planPrice } from './pricing.ts';

describe('pricing', () => {
  it('has the three plans', () => {
    expect(PLANS.map((p) => [p.id, p.monthlyMinor, p.mostPopular])).toEqual([
      ['starter', 4900, false],
      ['professional', 9900, true],
      ['enterprise', null, false],
    ]);
  });

  it('monthly billing charges the list price', () => {
    expect(planPrice(4900, 'monthly')).toEqual({
      perMonthMinor: 4900,
      billedMinor: 4900,
      yearlySavingMinor: 0,
    });
  });

  it('annual billing saves ANNUAL_DISCOUNT on every month', () => {
    expect(ANNUAL_DISCOUNT).toBe(0.2);
    expect(planPrice(4900, 'annual')).toEqual({
      perMonthMinor: 3920,
      billedMinor: 47040,
      yearlySavingMinor: 11760,
    });
    expect(planPrice(9900, 'annual')).toEqual({
      perMonthMinor: 7920,
      billedMinor: 95040,
      yearlySavingMinor: 23760,
    });
    expect(discountPercent()).toBe(20);
  });
});
