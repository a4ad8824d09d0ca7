import { describe, expect, it } from 'vitest';
import {
  decimalToMinor,
  divideRounded,
  formatMoney,
  invoiceFigures,
  lineFigures,
  minorToDecimal,
} from './money.ts';

describe('the invoice rounding rule', () => {
  it('rounds half away from zero, once per figure', () => {
    expect([
      divideRounded(5, 10),
      divideRounded(4, 10),
      divideRounded(-5, 10),
      divideRounded(15, 10),
    ]).toEqual([1, 0, -1, 2]);
    // 1.5 × 19.99 = 29.985 → 29.99; 8.25 % of 99.99 = 8.249175 → 8.25
    expect(lineFigures({ quantityHundredths: 150, unitPriceMinor: 1999, taxRateBasisPoints: 0 })).toEqual({
      netMinor: 2999,
      taxMinor: 0,
      totalMinor: 2999,
    });
    expect(lineFigures({ quantityHundredths: 300, unitPriceMinor: 3333, taxRateBasisPoints: 825 })).toEqual({
      netMinor: 9999,
      taxMinor: 825,
      totalMinor: 10824,
    });
  });
  it('sums the rounded lines (the lines always add up to the total)', () => {
    const lines = Array.from({ length: 3 }, () => ({
      quantityHundredths: 100,
      unitPriceMinor: 333,
      taxRateBasisPoints: 1500,
    }));
    // each line: 3.33 + 0.4995 → 0.50; three lines 9.99 + 1.50 (not 1.4985 → 1.50 by chance, but by the rule)
    expect(invoiceFigures(lines)).toMatchObject({ subtotalMinor: 999, taxMinor: 150, totalMinor: 1149 });
  });
});

describe('amounts as text', () => {
  it('formats in the currency and language, with the currency decimals', () => {
    expect(formatMoney(123450, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234567, 'EUR', 'es')).toMatch(/^12\.345,67\s€$/);
    expect(formatMoney(5000, 'CLP', 'en').replace(/\s/g, ' ')).toBe('CLP 5,000');
    expect(minorToDecimal(-305)).toBe('-3.05');
    expect(minorToDecimal(12000)).toBe('120.00');
  });
  it('reads what a person types', () => {
    expect([
      decimalToMinor('12.5'),
      decimalToMinor('12,50'),
      decimalToMinor('0.005'),
      decimalToMinor('abc'),
    ]).toEqual([1250, 1250, null, null]);
  });
});
