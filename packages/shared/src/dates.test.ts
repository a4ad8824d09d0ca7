import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema } from './analytics.ts';
import { invoiceListQuerySchema } from './billing.ts';
import { consultationListQuerySchema } from './consultations.ts';
import { isCalendarDay } from './dates.ts';
import { assignSchema } from './fitness.ts';
import { accessLogQuerySchema } from './privacy.ts';

// An impossible day must be a 400 with "dateInvalid", never reach date arithmetic (where it throws
// and answers 500): every schema with a day field checks the calendar, not only the pattern.
describe('days in request schemas', () => {
  const impossible = ['2026-02-30', '2026-13-01', '9999-99-99'];

  it('isCalendarDay knows leap years', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
  });

  it.each(impossible)('refuses %s in list filters and assignments', (day) => {
    expect(consultationListQuerySchema.safeParse({ from: day }).success).toBe(false);
    expect(invoiceListQuerySchema.safeParse({ from: day }).success).toBe(false);
    expect(accessLogQuerySchema.safeParse({ to: day }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ from: day }).success).toBe(false);
    expect(
      assignSchema.safeParse({ patientId: '5d8f2c1e-1b2a-4c3d-9e8f-0a1b2c3d4e5f', startDate: day }).success,
    ).toBe(false);
  });

  it('accepts a real day', () => {
    expect(consultationListQuerySchema.safeParse({ from: '2026-02-28' }).success).toBe(true);
    expect(
      assignSchema.safeParse({ patientId: '5d8f2c1e-1b2a-4c3d-9e8f-0a1b2c3d4e5f', startDate: '2028-02-29' })
        .success,
    ).toBe(true);
  });
});
