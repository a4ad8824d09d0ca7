import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_FACTORS,
  bmrHarrisBenedictOriginal,
  bmrHarrisBenedictRevised,
  bmrMifflinFfm,
  bmrMifflinStJeor,
  energyTarget,
  macroTargets,
  palBand,
  tdee,
} from './energy.ts';
import { ClinicalError } from './errors.ts';
import { roundTo } from './math.ts';

// REFERENCES.md (b) test vectors: Mifflin–St Jeor, HB revised, HB 1919.
const VECTORS = [
  { sex: 'M', weightKg: 80, heightCm: 180, ageYears: 40, msj: 1730.0, hbr: 1796.862, hb19: 1796.995 },
  { sex: 'F', weightKg: 60, heightCm: 165, ageYears: 35, msj: 1295.25, hbr: 1362.033, hb19: 1370.438 },
  { sex: 'M', weightKg: 95, heightCm: 172, ageYears: 62, msj: 1720.0, hbr: 1834.531, hb19: 1814.633 },
  { sex: 'F', weightKg: 72, heightCm: 158, ageYears: 70, msj: 1196.5, hbr: 1299.761, hb19: 1308.605 },
] as const;

describe('BMR equations (REFERENCES.md section b)', () => {
  it.each(VECTORS)('matches the vector for $sex $weightKg kg $heightCm cm $ageYears y', (v) => {
    // The table prints 2 / 3 decimals: compare at that precision (1370.4375 prints as 1370.438).
    expect(roundTo(bmrMifflinStJeor(v).value, 2)).toBe(v.msj);
    expect(roundTo(bmrHarrisBenedictRevised(v).value, 3)).toBe(v.hbr);
    expect(roundTo(bmrHarrisBenedictOriginal(v).value, 3)).toBe(v.hb19);
  });

  it('Mifflin–St Jeor worked by hand: woman 68 kg, 170 cm, 50 y', () => {
    // 10×68 = 680; 6.25×170 = 1062.5; 5×50 = 250; 680 + 1062.5 − 250 − 161 = 1331.5
    const r = bmrMifflinStJeor({ sex: 'F', weightKg: 68, heightCm: 170, ageYears: 50 });
    expect(r.value).toBe(1331.5);
    expect(r).toMatchObject({
      unit: 'kcal/day',
      equation: 'mifflin-st-jeor-1990',
      citation: 'MIFFLIN1990',
      warnings: [],
    });
  });

  it('Harris–Benedict revised worked by hand: man 70 kg, 175 cm, 30 y', () => {
    // 88.362 + 13.397×70 (937.79) + 4.799×175 (839.825) − 5.677×30 (170.31) = 1695.667
    expect(
      bmrHarrisBenedictRevised({ sex: 'M', weightKg: 70, heightCm: 175, ageYears: 30 }).value,
    ).toBeCloseTo(1695.667, 3);
  });

  it('Mifflin FFM form: 19.7 × 55 + 413 = 1496.5', () => {
    expect(bmrMifflinFfm(55).value).toBeCloseTo(1496.5, 9);
  });

  it('warns outside the 19–78 y Mifflin derivation sample, but still returns the number', () => {
    const r = bmrMifflinStJeor({ sex: 'M', weightKg: 80, heightCm: 180, ageYears: 85 });
    expect(r.value).toBe(10 * 80 + 6.25 * 180 - 5 * 85 + 5);
    expect(r.warnings.map((w) => w.code)).toEqual(['outside_validated_age']);
  });

  it('rejects impossible inputs with a typed error', () => {
    expect(() => bmrMifflinStJeor({ sex: 'M', weightKg: -1, heightCm: 180, ageYears: 40 })).toThrow(
      ClinicalError,
    );
    expect(() => bmrMifflinStJeor({ sex: 'X' as 'M', weightKg: 80, heightCm: 180, ageYears: 40 })).toThrow(
      /sex/,
    );
  });
});

describe('TDEE and energy targets', () => {
  it('example TDEE: case 1 × 1.55 = 2681.5 kcal/day', () => {
    expect(tdee(1730, 'moderate').value).toBeCloseTo(2681.5, 9);
  });
  it('uses the five conventional factors', () => {
    expect(Object.values(ACTIVITY_FACTORS).map((f) => f.factor)).toEqual([1.2, 1.375, 1.55, 1.725, 1.9]);
  });
  it('PAL bands (FAO/WHO/UNU 2004)', () => {
    expect(palBand(1.5)).toBe('sedentary-light');
    expect(palBand(1.7)).toBe('active-moderate');
    expect(palBand(2.0)).toBe('vigorous');
    expect(palBand(2.5)).toBe('above-vigorous');
  });
  it('lose / maintain / gain with the default adjustments and a ±5 % range', () => {
    expect(energyTarget({ tdeeKcal: 2681.5, goal: 'lose' })).toMatchObject({
      target: 2182,
      min: 2073,
      max: 2291,
      adjustmentKcal: -500,
    });
    expect(energyTarget({ tdeeKcal: 2000, goal: 'maintain' })).toMatchObject({
      target: 2000,
      min: 1900,
      max: 2100,
    });
    expect(energyTarget({ tdeeKcal: 2000, goal: 'gain' }).target).toBe(2300);
    expect(energyTarget({ tdeeKcal: 2000, goal: 'lose', adjustment: { percent: -20 } }).target).toBe(1600);
  });
  it('warns below the usual floor and on an adjustment that contradicts the goal', () => {
    expect(
      energyTarget({ tdeeKcal: 1500, goal: 'lose', sex: 'F', adjustment: { kcal: -400 } }).warnings.map(
        (w) => w.code,
      ),
    ).toEqual(['below_usual_floor']);
    expect(energyTarget({ tdeeKcal: 2000, goal: 'lose', adjustment: { kcal: 200 } }).warnings[0]?.code).toBe(
      'adjustment_contradicts_goal',
    );
  });
});

describe('macro targets', () => {
  it('from percentages, worked by hand for 2,000 kcal at 20/50/30 %', () => {
    // protein 2000×0.20/4 = 100 g; carbs 2000×0.50/4 = 250 g; fat 2000×0.30/9 = 66.67 g; fiber 14×2 = 28 g
    const m = macroTargets({
      energy: { target: 2000 },
      protein: { percent: 20 },
      carbs: { percent: 50 },
      fat: { percent: 30 },
    });
    expect(m.calories).toEqual({ target: 2000, min: 1900, max: 2100, unit: 'kcal/day' });
    expect(m.protein).toEqual({ target: 100, min: 90, max: 110, unit: 'g/day' });
    expect(m.carbs).toEqual({ target: 250, min: 225, max: 275, unit: 'g/day' });
    expect(m.fat).toEqual({ target: 66.7, min: 60, max: 73.3, unit: 'g/day' });
    expect(m.fiber).toEqual({ target: 28, min: 28, max: 56, unit: 'g/day' });
    expect(m.energyShare).toEqual({ protein: 20, carbs: 50, fat: 30 });
    expect(m.warnings).toEqual([]);
  });
  it('from g/kg with explicit ranges', () => {
    // 1.6 g/kg × 80 kg = 128 g, range 1.4–2.0 g/kg = 112–160 g
    const m = macroTargets({
      energy: { target: 2400 },
      weightKg: 80,
      protein: { gPerKg: 1.6, range: [1.4, 2.0] },
      carbs: { percent: 45, range: [40, 55] },
      fat: { grams: 80 },
    });
    expect(m.protein).toMatchObject({ target: 128, min: 112, max: 160 });
    expect(m.carbs).toMatchObject({ target: 270, min: 240, max: 330 });
    expect(m.fat).toMatchObject({ target: 80, min: 72, max: 88 });
  });
  it('warns when macros do not add up to the energy target or leave the AMDR', () => {
    const m = macroTargets({
      energy: { target: 2000 },
      protein: { percent: 40 },
      carbs: { percent: 40 },
      fat: { percent: 10 },
    });
    expect(m.warnings.map((w) => w.code)).toEqual([
      'macro_energy_mismatch',
      'outside_amdr.protein',
      'outside_amdr.carbs',
      'outside_amdr.fat',
    ]);
  });
  it('needs weight for g/kg and a range that contains the target', () => {
    expect(() =>
      macroTargets({
        energy: { target: 2000 },
        protein: { gPerKg: 1.2 },
        carbs: { percent: 50 },
        fat: { percent: 30 },
      }),
    ).toThrow(/weightKg/);
    expect(() =>
      macroTargets({
        energy: { target: 2000 },
        protein: { percent: 20, range: [25, 30] },
        carbs: { percent: 50 },
        fat: { percent: 30 },
      }),
    ).toThrow(ClinicalError);
  });
});
