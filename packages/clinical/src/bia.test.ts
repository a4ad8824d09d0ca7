import { describe, expect, it } from 'vitest';
import { analyzeBia, ffmKyle2001, ffmSun2003, phaseAngleDegrees, tbwSun2003 } from './bia.ts';

// REFERENCES.md (a) test vectors (computed from the published equations).
const VECTORS = [
  {
    sex: 'M',
    heightCm: 180,
    weightKg: 80,
    ageYears: 40,
    resistanceOhm: 500,
    reactanceOhm: 60,
    idx: 64.8,
    pa: 6.8428,
    kyle: 59.9714,
    tbw: 44.3782,
    sun: 60.0316,
    bmi: 24.6914,
  },
  {
    sex: 'F',
    heightCm: 165,
    weightKg: 60,
    ageYears: 35,
    resistanceOhm: 600,
    reactanceOhm: 65,
    idx: 45.375,
    pa: 6.1829,
    kyle: 41.7103,
    tbw: 30.9458,
    sun: 41.732,
    bmi: 22.0386,
  },
  {
    sex: 'M',
    heightCm: 172,
    weightKg: 95,
    ageYears: 62,
    resistanceOhm: 450,
    reactanceOhm: 48,
    idx: 65.7422,
    pa: 6.0885,
    kyle: 62.3645,
    tbw: 47.4413,
    sun: 63.8259,
    bmi: 32.112,
  },
  {
    sex: 'F',
    heightCm: 158,
    weightKg: 72,
    ageYears: 70,
    resistanceOhm: 560,
    reactanceOhm: 45,
    idx: 44.5786,
    pa: 4.5943,
    kyle: 41.4697,
    tbw: 31.9434,
    sun: 42.5537,
    bmi: 28.8415,
  },
] as const;

describe('BIA (REFERENCES.md section a)', () => {
  it.each(VECTORS)('vector $sex $heightCm cm $weightKg kg R=$resistanceOhm Xc=$reactanceOhm', (v) => {
    const r = analyzeBia(v);
    expect(r.impedanceIndex).toBeCloseTo(v.idx, 4);
    expect(r.phaseAngle.value).toBeCloseTo(v.pa, 4);
    expect(r.ffmKyle.value).toBeCloseTo(v.kyle, 4);
    expect(r.tbwSun.value).toBeCloseTo(v.tbw, 4);
    expect(r.ffmSun.value).toBeCloseTo(v.sun, 4);
    expect(r.bmi).toBeCloseTo(v.bmi, 4);
  });

  it('case 1 derived values: FM = 20.0286 kg, body fat 25.04 %', () => {
    const r = analyzeBia(VECTORS[0]);
    expect(r.fatMass.value).toBeCloseTo(20.0286, 4);
    expect(r.bodyFatPercent.value).toBeCloseTo(25.04, 2);
  });

  it('does not use the 2-decimal Sun variant (62.2400 / 43.9787 kg)', () => {
    expect(analyzeBia(VECTORS[0]).ffmSun.value).not.toBeCloseTo(62.24, 1);
    expect(analyzeBia(VECTORS[1]).ffmSun.value).not.toBeCloseTo(43.9787, 1);
  });

  it('worked by hand: woman 170 cm, 65 kg, R 550 Ω, Xc 55 Ω', () => {
    // Ht²/R = 28900 / 550 = 52.545454…
    // Kyle: −4.104 + 0.518×52.5455 (27.21855) + 0.231×65 (15.015) + 0.130×55 (7.15) + 0 = 45.27955
    expect(
      ffmKyle2001({ sex: 'F', heightCm: 170, weightKg: 65, resistanceOhm: 550, reactanceOhm: 55 }),
    ).toBeCloseTo(45.27955, 4);
    // Sun TBW (F): 3.747 + 0.450×52.5455 (23.64545) + 0.113×65 (7.345) = 34.73745
    expect(tbwSun2003({ sex: 'F', heightCm: 170, weightKg: 65, resistanceOhm: 550 })).toBeCloseTo(
      34.73745,
      4,
    );
    // Sun FFM (F): −9.529 + 0.168×65 (10.92) + 0.696×52.5455 (36.57164) + 0.016×550 (8.8) = 46.76264
    expect(ffmSun2003({ sex: 'F', heightCm: 170, weightKg: 65, resistanceOhm: 550 })).toBeCloseTo(
      46.76264,
      4,
    );
    // PhA = atan(55/550) = atan(0.1) = 0.0996687 rad = 5.71059°
    expect(phaseAngleDegrees(550, 55)).toBeCloseTo(5.71059, 4);
  });

  it('returns equation, citation and population with each figure, and FFMI/FMI', () => {
    const r = analyzeBia(VECTORS[0]);
    expect(r.ffmKyle).toMatchObject({ equation: 'kyle-2001', citation: 'KYLE2001', unit: 'kg' });
    expect(r.ffmKyle.population).toMatch(/20-94 y, BMI 17.0-33.8/);
    expect(r.tbwSun).toMatchObject({ equation: 'sun-2003-tbw', citation: 'SUN2003', unit: 'L' });
    // FFMI = 59.9714 / 1.8² = 18.5097; FMI = 20.0286 / 3.24 = 6.1817
    expect(r.ffmi.value).toBeCloseTo(18.5097, 4);
    expect(r.fmi.value).toBeCloseTo(6.1817, 4);
  });

  it('flags the Sun coefficient precision on every Sun figure', () => {
    const r = analyzeBia(VECTORS[0]);
    expect(r.ffmSun.warnings.map((w) => w.code)).toContain('sun2003.coefficient_precision');
    expect(r.notes.join(' ')).toMatch(/Table 5/);
  });

  it('warns (does not refuse) outside the validated ranges', () => {
    const teen = analyzeBia({ ...VECTORS[0], ageYears: 16 });
    expect(teen.ffmKyle.warnings.map((w) => w.code)).toEqual(['kyle2001.age']);
    expect(teen.ffmSun.warnings.map((w) => w.code)).not.toContain('sun2003.age');
    const obese = analyzeBia({ ...VECTORS[0], weightKg: 120 });
    expect(obese.ffmKyle.warnings.map((w) => w.code)).toEqual(['kyle2001.bmi']);
    expect(obese.ffmKyle.value).toBeGreaterThan(0);
    expect(analyzeBia({ ...VECTORS[0], frequencyKhz: 5 }).warnings[0]?.code).toBe('frequency_not_50khz');
    expect(analyzeBia({ ...VECTORS[0] }).ffmKyle.warnings).toEqual([]);
  });
});
