import { describe, expect, it } from 'vitest';
import { billingProfileInputSchema } from './billing.ts';
import {
  brandContrast,
  contrastRatio,
  practiceSetupInputSchema,
  webhookInputSchema,
} from './integrations.ts';

describe('WCAG contrast', () => {
  it('computes the ratios of the WCAG definition', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // the classic threshold pair: #767676 passes AA on white, #777777 does not
    expect(brandContrast('#767676')).toBeGreaterThanOrEqual(4.5);
    expect(brandContrast('#777777')).toBeLessThan(4.5);
  });

  it('the billing profile refuses a brand colour below AA against white', () => {
    expect(billingProfileInputSchema.safeParse({ accentColor: '#1f6f78' }).success).toBe(true);
    const pale = billingProfileInputSchema.safeParse({ accentColor: '#ffd54f' });
    expect(pale.success).toBe(false);
    expect(pale.error?.issues[0]?.message).toBe('colorContrast');
    expect(billingProfileInputSchema.safeParse({ accentColor: null }).success).toBe(true);
  });
});

describe('webhook and setup input', () => {
  it('takes http(s) URLs without credentials, known events and a long enough secret', () => {
    const ok = { url: 'https://hooks.example.com/verdant', events: ['invoice.paid'], secret: 'x'.repeat(16) };
    expect(webhookInputSchema.safeParse(ok).success).toBe(true);
    expect(webhookInputSchema.safeParse({ ...ok, url: 'https://user:pw@example.com/' }).success).toBe(false);
    expect(webhookInputSchema.safeParse({ ...ok, url: 'javascript:alert(1)' }).success).toBe(false);
    expect(webhookInputSchema.safeParse({ ...ok, events: ['patient.read'] }).success).toBe(false);
    expect(webhookInputSchema.safeParse({ ...ok, secret: 'short' }).success).toBe(false);
  });

  it('refuses an unknown time zone and hours that close before they open', () => {
    const base = { name: 'Clinic', timeZone: 'Europe/Madrid', currency: 'EUR', taxRateBasisPoints: 2100 };
    expect(practiceSetupInputSchema.safeParse(base).success).toBe(true);
    expect(practiceSetupInputSchema.safeParse({ ...base, timeZone: 'Mars/Base' }).success).toBe(false);
    expect(
      practiceSetupInputSchema.safeParse({
        ...base,
        openingHours: [{ weekday: 1, opens: '17:00', closes: '09:00' }],
      }).success,
    ).toBe(false);
  });
});
