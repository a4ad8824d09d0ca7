import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundTo } from './math.ts';
import {
  CM_PER_IN,
  cmToFeetInches,
  convertLength,
  convertMass,
  convertTemperature,
  DISPLAY_DECIMALS,
  displayLength,
  displayMass,
  feetInchesToCm,
  KG_PER_LB,
  kgToLb,
  lbToKg,
  losslessDecimals,
} from './units.ts';

describe('unit conversion', () => {
  it('uses the exact definitions', () => {
    expect(KG_PER_LB).toBe(0.45359237);
    expect(CM_PER_IN).toBe(2.54);
    expect(lbToKg(1)).toBe(0.45359237);
    expect(kgToLb(0.45359237)).toBe(1);
    expect(convertLength(12, 'in', 'cm')).toBeCloseTo(30.48, 12);
    expect(convertLength(1, 'ft', 'in')).toBeCloseTo(12, 12);
    expect(convertMass(16, 'oz', 'lb')).toBeCloseTo(1, 12);
  });
  it('worked by hand: 154.3 lb × 0.45359237 = 69.98930269 kg; 5 ft 10 in = 70 × 2.54 = 177.8 cm', () => {
    expect(lbToKg(154.3)).toBeCloseTo(69.98930269, 8);
    expect(feetInchesToCm(5, 10)).toBeCloseTo(177.8, 10);
    expect(cmToFeetInches(177.8)).toEqual({ feet: 5, inches: 10 });
    expect(cmToFeetInches(182.8)).toEqual({ feet: 6, inches: 0 }); // 71.97 in rounds to 72 → 6 ft 0 in
  });
  it('temperature: 98.6 °F = 37 °C', () => {
    expect(convertTemperature(98.6, 'F', 'C')).toBeCloseTo(37, 10);
    expect(convertTemperature(37, 'C', 'F')).toBeCloseTo(98.6, 10);
  });
  it('rejects unknown units with UNKNOWN_UNIT', () => {
    expect(() => convertMass(1, 'stone' as 'kg', 'kg')).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_UNIT' }),
    );
  });
  it('chooses display decimals that round-trip: kg(1)→lb 1 dp, cm(1)→in 2 dp, lb(1)→kg 2 dp', () => {
    expect(losslessDecimals('kg', 'lb', 1)).toBe(1);
    expect(losslessDecimals('cm', 'in', 1)).toBe(2);
    expect(losslessDecimals('lb', 'kg', 1)).toBe(2);
    expect(losslessDecimals('in', 'cm', 1)).toBe(1);
    expect(DISPLAY_DECIMALS.in).toBe(2);
  });
});

describe('round trips (property tests)', () => {
  const kg = fc.double({ min: 0.5, max: 400, noNaN: true });
  const cm = fc.double({ min: 30, max: 250, noNaN: true });

  it('kg → lb → kg and cm → in → cm return the input (≤ 1e-12 relative), with no drift over 100 trips', () => {
    fc.assert(
      fc.property(kg, cm, (m, l) => {
        let a = m;
        let b = l;
        for (let i = 0; i < 100; i++) {
          a = lbToKg(kgToLb(a));
          b = convertLength(convertLength(b, 'cm', 'in'), 'in', 'cm');
        }
        return Math.abs(a - m) <= 1e-12 * m && Math.abs(b - l) <= 1e-12 * l;
      }),
    );
  });

  it('a value kept at 0.1 kg / 0.1 cm, shown in lb / in and read back, rounds to the same value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 4000 }),
        fc.integer({ min: 300, max: 2500 }),
        (kgTenths, cmTenths) => {
          const kgValue = kgTenths / 10;
          const cmValue = cmTenths / 10;
          const shownLb = displayMass(kgValue, 'lb');
          const shownIn = displayLength(cmValue, 'in');
          return (
            roundTo(lbToKg(shownLb), 1) === kgValue &&
            roundTo(convertLength(shownIn, 'in', 'cm'), 1) === cmValue
          );
        },
      ),
    );
  });

  it('a value entered in lb (0.1) and stored in kg shows back as the same lb value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 9000 }), (lbTenths) => {
        const entered = lbTenths / 10;
        return displayMass(lbToKg(entered), 'lb') === entered;
      }),
    );
  });

  it('°C → °F → °C is stable', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 20, max: 46, noNaN: true }),
        (c) => Math.abs(convertTemperature(convertTemperature(c, 'C', 'F'), 'F', 'C') - c) < 1e-9,
      ),
    );
  });
});
