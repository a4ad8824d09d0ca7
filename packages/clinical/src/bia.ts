import { requireNumber, requireSex, type Sex } from './errors.ts';
import type { ClinicalWarning, Computed } from './result.ts';

export interface BiaInput {
  sex: Sex;
  heightCm: number;
  weightKg: number;
  ageYears: number;
  /** Resistance R at 50 kHz, Ω. */
  resistanceOhm: number;
  /** Reactance Xc at 50 kHz, Ω. */
  reactanceOhm: number;
  /** Measurement frequency; the equations below are for 50 kHz. Default 50. */
  frequencyKhz?: number;
}

export interface BiaResult {
  impedanceOhm: number;
  /** Ht²/R, cm²/Ω. */
  impedanceIndex: number;
  phaseAngle: Computed;
  /** Kyle 2001 "Geneva" FFM: the package's primary FFM. */
  ffmKyle: Computed;
  /** Sun 2003 FFM (3-decimal coefficients; see `notes`). */
  ffmSun: Computed;
  /** Sun 2003 total body water (3-decimal coefficients). */
  tbwSun: Computed;
  /** Fat mass, body fat %, FFMI and FMI from the Kyle FFM. */
  fatMass: Computed;
  bodyFatPercent: Computed;
  ffmi: Computed;
  fmi: Computed;
  bmi: number;
  /** Warnings that concern the whole measurement (frequency, implausible inputs). */
  warnings: ClinicalWarning[];
  notes: string[];
}

export const KYLE2001_POPULATION =
  '343 healthy white adults (202 men, 141 women) aged 20-94 y, BMI 17.0-33.8 kg/m2; DXA reference (Hologic QDR-4500), Xitron 4000B analyser; SEE 1.72 kg';
export const SUN2003_POPULATION =
  '1,829 people (1,474 white, 355 Black) aged 12-94 y from 5 centres; multicomponent-model FFM and isotope-dilution TBW; race-combined, sex-specific';

export const SUN2003_PRECISION_NOTE =
  'Sun 2003 coefficients are used in their widely reproduced 3-decimal form. One reader of the original paper reports Table 5 prints them rounded to 2 decimals; rounding the R term (0.015/0.016 → 0.02) raises FFM by about 2 kg at R ≈ 500 Ω. Check against Table 5 before clinical release.';

/** What Sun 2003's equations take: no age. */
type SunInput = Pick<BiaInput, 'sex' | 'heightCm' | 'weightKg' | 'resistanceOhm'>;

/** The impedance index Ht²/R (cm²/Ω) of the BIA equations. */
const impedanceIndex = (input: Pick<BiaInput, 'heightCm' | 'resistanceOhm'>) =>
  (input.heightCm * input.heightCm) / input.resistanceOhm;

/** Kyle 2001: FFM = −4.104 + 0.518·Ht²/R + 0.231·W + 0.130·Xc + 4.229·Sex(M=1) [KYLE2001]. */
export function ffmKyle2001(input: Omit<BiaInput, 'ageYears'> & { ageYears?: number }): number {
  const idx = impedanceIndex(input);
  return (
    -4.104 +
    0.518 * idx +
    0.231 * input.weightKg +
    0.13 * input.reactanceOhm +
    4.229 * (input.sex === 'M' ? 1 : 0)
  );
}

/** Sun 2003 FFM: men −10.678 + 0.262W + 0.652·Ht²/R + 0.015R; women −9.529 + 0.168W + 0.696·Ht²/R + 0.016R [SUN2003]. */
export function ffmSun2003(input: SunInput): number {
  const idx = impedanceIndex(input);
  return input.sex === 'M'
    ? -10.678 + 0.262 * input.weightKg + 0.652 * idx + 0.015 * input.resistanceOhm
    : -9.529 + 0.168 * input.weightKg + 0.696 * idx + 0.016 * input.resistanceOhm;
}

/** Sun 2003 TBW: men 1.203 + 0.449·Ht²/R + 0.176W; women 3.747 + 0.450·Ht²/R + 0.113W [SUN2003]. */
export function tbwSun2003(input: SunInput): number {
  const idx = impedanceIndex(input);
  return input.sex === 'M'
    ? 1.203 + 0.449 * idx + 0.176 * input.weightKg
    : 3.747 + 0.45 * idx + 0.113 * input.weightKg;
}

/** Phase angle (°) = arctan(Xc/R) × 180/π. */
export function phaseAngleDegrees(resistanceOhm: number, reactanceOhm: number): number {
  return (Math.atan(reactanceOhm / resistanceOhm) * 180) / Math.PI;
}

/**
 * Full BIA read-out. Each figure carries its equation, citation and population; inputs outside an
 * equation's validated range add a warning to that figure (the number is still returned).
 */
export function analyzeBia(input: BiaInput): BiaResult {
  requireSex(input.sex);
  const h = requireNumber('heightCm', input.heightCm, 50, 272);
  const w = requireNumber('weightKg', input.weightKg, 10, 500);
  const age = requireNumber('ageYears', input.ageYears, 0, 130);
  const r = requireNumber('resistanceOhm', input.resistanceOhm, 1, 5000);
  const xc = requireNumber('reactanceOhm', input.reactanceOhm, 0, 5000);
  const freq = requireNumber('frequencyKhz', input.frequencyKhz ?? 50, 1, 1000);

  const warnings: ClinicalWarning[] = [];
  if (freq !== 50) {
    warnings.push({
      code: 'frequency_not_50khz',
      message: `Kyle 2001 and Sun 2003 use R and Xc at 50 kHz; this reading is at ${freq} kHz.`,
    });
  }
  const pa = phaseAngleDegrees(r, xc);
  if (pa < 2 || pa > 15) {
    warnings.push({
      code: 'phase_angle_implausible',
      message: `A phase angle of ${pa.toFixed(1)}° is outside the usual adult range; check the electrodes and the R/Xc values.`,
    });
  }

  const m = h / 100;
  const bmi = w / (m * m);
  const idx = (h * h) / r;

  const kyleWarnings: ClinicalWarning[] = [];
  if (age < 20 || age > 94) {
    kyleWarnings.push({
      code: 'kyle2001.age',
      message: `Age ${age} y is outside the 20-94 y range of the Kyle 2001 sample.`,
    });
  }
  if (bmi < 17 || bmi > 33.8) {
    kyleWarnings.push({
      code: 'kyle2001.bmi',
      message: `BMI ${bmi.toFixed(1)} is outside the 17.0-33.8 kg/m2 range of the Kyle 2001 sample.`,
    });
  }
  const sunWarnings: ClinicalWarning[] = [
    { code: 'sun2003.coefficient_precision', message: SUN2003_PRECISION_NOTE },
  ];
  if (age < 12 || age > 94) {
    sunWarnings.push({
      code: 'sun2003.age',
      message: `Age ${age} y is outside the 12-94 y range of the Sun 2003 sample.`,
    });
  }

  const ffm = ffmKyle2001({ ...input, heightCm: h, weightKg: w, resistanceOhm: r, reactanceOhm: xc });
  const fm = w - ffm;
  const derivedWarnings = [...kyleWarnings];
  if (fm < 0)
    derivedWarnings.push({
      code: 'negative_fat_mass',
      message: 'Predicted FFM exceeds body weight; the inputs are outside what the equation can describe.',
    });

  const kyle = (value: number, unit: string, equation: string): Computed => ({
    value,
    unit,
    equation,
    citation: 'KYLE2001',
    population: KYLE2001_POPULATION,
    warnings: derivedWarnings,
  });

  return {
    impedanceOhm: Math.hypot(r, xc),
    impedanceIndex: idx,
    phaseAngle: {
      value: pa,
      unit: 'degrees',
      equation: 'arctan(Xc/R)x180/pi',
      citation: 'KYLE2004',
      population: 'any; compare with age-, sex- and BMI-stratified reference values',
      warnings: [],
    },
    ffmKyle: {
      value: ffm,
      unit: 'kg',
      equation: 'kyle-2001',
      citation: 'KYLE2001',
      population: KYLE2001_POPULATION,
      warnings: kyleWarnings,
    },
    ffmSun: {
      value: ffmSun2003({ sex: input.sex, heightCm: h, weightKg: w, resistanceOhm: r }),
      unit: 'kg',
      equation: 'sun-2003-ffm',
      citation: 'SUN2003',
      population: SUN2003_POPULATION,
      warnings: sunWarnings,
    },
    tbwSun: {
      value: tbwSun2003({ sex: input.sex, heightCm: h, weightKg: w, resistanceOhm: r }),
      unit: 'L',
      equation: 'sun-2003-tbw',
      citation: 'SUN2003',
      population: SUN2003_POPULATION,
      warnings: sunWarnings,
    },
    fatMass: kyle(fm, 'kg', 'weight-minus-ffm(kyle-2001)'),
    bodyFatPercent: kyle((100 * fm) / w, '%', '100xFM/weight(kyle-2001)'),
    ffmi: kyle(ffm / (m * m), 'kg/m2', 'ffm/height^2(kyle-2001)'),
    fmi: kyle(fm / (m * m), 'kg/m2', 'fm/height^2(kyle-2001)'),
    bmi,
    warnings,
    notes: [
      SUN2003_PRECISION_NOTE,
      'Sun 2003 under-predicts in Black participants (TBW ~2.0 L men / 1.4 L women; FFM ~2.1 kg / 1.6 kg).',
    ],
  };
}
