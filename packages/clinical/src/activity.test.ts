import { describe, expect, it } from 'vitest';
import {
  COMPENDIUM_2011,
  compendiumActivity,
  intensityOf,
  karvonenTarget,
  maxHeartRate,
  metEnergy,
  weeklyActivity,
} from './activity.ts';

describe('MET energy (REFERENCES.md section f)', () => {
  it.each([
    [4.3, 70, 45, 237.04],
    [9.8, 80, 30, 411.6],
    [6.0, 60, 60, 378.0],
  ])('MET %f, %d kg, %d min → %f kcal', (met, kg, min, kcal) => {
    expect(metEnergy({ met, weightKg: kg, minutes: min }).kcal).toBeCloseTo(kcal, 2);
  });
  it('worked by hand: brisk walking by code 17200, 70 kg, 45 min', () => {
    // 4.3 × 3.5 × 70 / 200 = 5.2675 kcal/min × 45 = 237.0375 kcal; MET-min = 4.3 × 45 = 193.5
    const r = metEnergy({ code: '17200', weightKg: 70, minutes: 45 });
    expect(r.kcalPerMinute).toBeCloseTo(5.2675, 10);
    expect(r.kcal).toBeCloseTo(237.0375, 10);
    expect(r.metMinutes).toBeCloseTo(193.5, 10);
    expect(r.activity).toMatchObject({ code: '17200', version: '2011', intensity: 'moderate' });
  });
  it('net energy uses MET − 1', () => {
    // (4.3 − 1) × 3.5 × 70 / 200 × 45 = 181.9125
    expect(metEnergy({ met: 4.3, weightKg: 70, minutes: 45, net: true }).kcal).toBeCloseTo(181.9125, 10);
  });
  it('codes are version-specific and unknown codes are errors', () => {
    expect(compendiumActivity('01015').met).toBe(7.5);
    expect(() => compendiumActivity('01015', '2024')).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_ACTIVITY' }),
    );
    expect(() => compendiumActivity('99999')).toThrow(expect.objectContaining({ code: 'UNKNOWN_ACTIVITY' }));
    expect(COMPENDIUM_2011).toHaveLength(41);
  });
  it('intensity classes and the CSV agree', () => {
    expect([1.5, 1.6, 2.9, 3.0, 5.9, 6.0].map(intensityOf)).toEqual([
      'sedentary',
      'light',
      'light',
      'moderate',
      'moderate',
      'vigorous',
    ]);
    for (const a of COMPENDIUM_2011) expect(intensityOf(a.met)).toBe(a.intensity);
  });
  it('weekly volume vs WHO 2020 and ACSM', () => {
    // 150 min at 4 MET = 600 MET-min (example in REFERENCES.md)
    const w = weeklyActivity([{ met: 4, minutes: 150 }]);
    expect(w).toMatchObject({
      metMinutes: 600,
      moderateMinutes: 150,
      meetsWhoAerobic: true,
      meetsAcsmVolume: true,
    });
    expect(weeklyActivity([{ met: 8, minutes: 75 }]).moderateEquivalentMinutes).toBe(150);
    expect(weeklyActivity([{ met: 2.5, minutes: 300 }]).meetsWhoAerobic).toBe(false);
  });
  it('heart-rate helpers: Tanaka 208 − 0.7 × 40 = 180; Karvonen 60 + 0.6 × (180 − 60) = 132', () => {
    expect(maxHeartRate(40)).toBe(180);
    expect(maxHeartRate(40, 'traditional')).toBe(180);
    expect(karvonenTarget(60, 180, 0.6)).toBe(132);
  });
});
