import type { CitationKey } from './citations.ts';
import { ClinicalError, requireNumber, requireSex, type Sex } from './errors.ts';
import { roundTo } from './math.ts';
import type { ClinicalWarning, Computed } from './result.ts';

export interface BmrInput {
  sex: Sex;
  weightKg: number;
  heightCm: number;
  ageYears: number;
}

function check(input: BmrInput): void {
  requireSex(input.sex);
  requireNumber('weightKg', input.weightKg, 1, 500);
  requireNumber('heightCm', input.heightCm, 30, 272);
  requireNumber('ageYears', input.ageYears, 0, 130);
}

function ageWarning(age: number, min: number, max: number, equation: string): ClinicalWarning[] {
  return age < min || age > max
    ? [
        {
          code: 'outside_validated_age',
          message: `Age ${age} y is outside the ${min}-${max} y range ${equation} was derived on; treat the figure as approximate.`,
        },
      ]
    : [];
}

/**
 * Mifflin–St Jeor (1990): men 10W + 6.25H − 5A + 5, women 10W + 6.25H − 5A − 161 (kcal/day).
 * Derived on 498 healthy adults aged 19–78 y [MIFFLIN1990].
 */
export function bmrMifflinStJeor(input: BmrInput): Computed {
  check(input);
  const { sex, weightKg: w, heightCm: h, ageYears: a } = input;
  const value = 10 * w + 6.25 * h - 5 * a + (sex === 'M' ? 5 : -161);
  return {
    value,
    unit: 'kcal/day',
    equation: 'mifflin-st-jeor-1990',
    citation: 'MIFFLIN1990',
    population: '498 healthy adults aged 19-78 y, normal weight and obese (indirect calorimetry)',
    warnings: ageWarning(a, 19, 78, 'Mifflin-St Jeor'),
  };
}

/** Mifflin's fat-free-mass form: 19.7 × FFM + 413 (kcal/day), both sexes [MIFFLIN1990]. */
export function bmrMifflinFfm(ffmKg: number): Computed {
  requireNumber('ffmKg', ffmKg, 1, 200);
  return {
    value: 19.7 * ffmKg + 413,
    unit: 'kcal/day',
    equation: 'mifflin-ffm-1990',
    citation: 'MIFFLIN1990',
    population: '498 healthy adults aged 19-78 y',
    warnings: [],
  };
}

/**
 * Harris–Benedict revised by Roza & Shizgal (1984):
 * men 88.362 + 13.397W + 4.799H − 5.677A, women 447.593 + 9.247W + 3.098H − 4.330A [ROZA1984].
 */
export function bmrHarrisBenedictRevised(input: BmrInput): Computed {
  check(input);
  const { sex, weightKg: w, heightCm: h, ageYears: a } = input;
  const value =
    sex === 'M' ? 88.362 + 13.397 * w + 4.799 * h - 5.677 * a : 447.593 + 9.247 * w + 3.098 * h - 4.33 * a;
  return {
    value,
    unit: 'kcal/day',
    equation: 'harris-benedict-revised-1984',
    citation: 'ROZA1984',
    population: 'adults; 95% confidence limits about ±213 kcal/day (men) and ±201 kcal/day (women)',
    warnings: a < 18 ? ageWarning(a, 18, 130, 'Harris-Benedict') : [],
  };
}

/** Original Harris–Benedict (1918/1919), kept for comparison with older records [HB1919]. */
export function bmrHarrisBenedictOriginal(input: BmrInput): Computed {
  check(input);
  const { sex, weightKg: w, heightCm: h, ageYears: a } = input;
  const value =
    sex === 'M'
      ? 66.473 + 13.7516 * w + 5.0033 * h - 6.755 * a
      : 655.0955 + 9.5634 * w + 1.8496 * h - 4.6756 * a;
  return {
    value,
    unit: 'kcal/day',
    equation: 'harris-benedict-1919',
    citation: 'HB1919',
    population: 'adults; over-estimates measured REE by about 5% [MIFFLIN1990]',
    warnings: a < 18 ? ageWarning(a, 18, 130, 'Harris-Benedict') : [],
  };
}

export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'very', 'extra'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

/** Conventional calculator multipliers (Medscape Mifflin–St Jeor calculator) [MEDSCAPE-MSJ]. */
export const ACTIVITY_FACTORS: Record<ActivityLevel, { factor: number; description: string }> = {
  sedentary: { factor: 1.2, description: 'desk job, little or no exercise' },
  light: { factor: 1.375, description: 'light exercise 1-3 d/wk' },
  moderate: { factor: 1.55, description: 'moderate exercise 3-5 d/wk' },
  very: { factor: 1.725, description: 'hard exercise 6-7 d/wk' },
  extra: { factor: 1.9, description: 'very hard exercise or physical job, or training twice a day' },
};

/** TDEE = BMR × activity factor. */
export function tdee(bmrKcal: number, level: ActivityLevel): Computed & { factor: number } {
  requireNumber('bmrKcal', bmrKcal, 0);
  const entry = ACTIVITY_FACTORS[level];
  if (!entry) throw new ClinicalError('INVALID_INPUT', `Unknown activity level "${level}"`, { level });
  return {
    value: bmrKcal * entry.factor,
    factor: entry.factor,
    unit: 'kcal/day',
    equation: 'bmr-x-activity-factor',
    citation: 'MEDSCAPE-MSJ',
    warnings: [],
  };
}

/** FAO/WHO/UNU 2004 physical activity level band for PAL = TEE / BMR [FAO2004]. */
export function palBand(
  pal: number,
): 'below-sedentary' | 'sedentary-light' | 'active-moderate' | 'vigorous' | 'above-vigorous' {
  requireNumber('pal', pal, 0);
  if (pal < 1.4) return 'below-sedentary';
  if (pal < 1.7) return 'sedentary-light';
  if (pal < 2.0) return 'active-moderate';
  if (pal <= 2.4) return 'vigorous';
  return 'above-vigorous';
}

export type WeightGoal = 'lose' | 'maintain' | 'gain';

export interface EnergyTargetInput {
  tdeeKcal: number;
  goal: WeightGoal;
  /**
   * Daily change from TDEE. Defaults: lose −500 kcal, gain +300 kcal, maintain 0.
   * `{ percent: -20 }` takes 20 % off TDEE instead.
   */
  adjustment?: { kcal: number } | { percent: number };
  /** Lowest target to propose without a warning; default 1200 (women) / 1500 (men) kcal when sex is given. */
  sex?: Sex;
  /** Width of the accepted range around the target, as a fraction; default 0.05 (±5 %). */
  tolerance?: number;
}

export interface EnergyTarget {
  target: number;
  min: number;
  max: number;
  unit: 'kcal/day';
  goal: WeightGoal;
  adjustmentKcal: number;
  citation: CitationKey;
  warnings: ClinicalWarning[];
}

/**
 * Energy target for a weight goal. The default deficit of 500 kcal/day (about 0.5 kg/week by the
 * traditional 7,700 kcal/kg rule, which over-states long-term loss) and the +300 kcal/day surplus
 * are conventions of dietetic practice, not taken from the cited papers; pass `adjustment` to
 * use the practice's own numbers.
 */
export function energyTarget(input: EnergyTargetInput): EnergyTarget {
  const tdeeKcal = requireNumber('tdeeKcal', input.tdeeKcal, 500, 10000);
  const tolerance = requireNumber('tolerance', input.tolerance ?? 0.05, 0, 0.5);
  let adjustmentKcal: number;
  if (input.adjustment && 'kcal' in input.adjustment)
    adjustmentKcal = requireNumber('adjustment.kcal', input.adjustment.kcal);
  else if (input.adjustment && 'percent' in input.adjustment)
    adjustmentKcal =
      (tdeeKcal * requireNumber('adjustment.percent', input.adjustment.percent, -60, 60)) / 100;
  else if (input.goal === 'lose') adjustmentKcal = -500;
  else if (input.goal === 'gain') adjustmentKcal = 300;
  else if (input.goal === 'maintain') adjustmentKcal = 0;
  else throw new ClinicalError('INVALID_INPUT', `Unknown goal "${String(input.goal)}"`);

  const warnings: ClinicalWarning[] = [];
  if ((input.goal === 'lose' && adjustmentKcal > 0) || (input.goal === 'gain' && adjustmentKcal < 0)) {
    warnings.push({
      code: 'adjustment_contradicts_goal',
      message: `A ${adjustmentKcal} kcal adjustment does not match the goal "${input.goal}".`,
    });
  }
  const target = roundTo(tdeeKcal + adjustmentKcal, 0);
  const floor = input.sex === 'M' ? 1500 : input.sex === 'F' ? 1200 : undefined;
  if (floor !== undefined && target < floor) {
    warnings.push({
      code: 'below_usual_floor',
      message: `${target} kcal/day is below the ${floor} kcal/day usually taken as the lowest unsupervised intake.`,
    });
  }
  return {
    target,
    min: roundTo(target * (1 - tolerance), 0),
    max: roundTo(target * (1 + tolerance), 0),
    unit: 'kcal/day',
    goal: input.goal,
    adjustmentKcal,
    citation: 'CONVENTION',
    warnings,
  };
}

// ---------------------------------------------------------------- macros

/** General Atwater factors, kcal per gram. */
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

/** Acceptable Macronutrient Distribution Ranges for adults, % of energy [IOM2005]. */
export const AMDR = { protein: [10, 35], carbs: [45, 65], fat: [20, 35] } as const;

/** Adequate intake of total fiber: 14 g per 1,000 kcal [IOM2005]. */
export const FIBER_G_PER_1000_KCAL = 14;

export type MacroKey = 'protein' | 'carbs' | 'fat';

/**
 * How one macronutrient is set: a share of energy (`percent`, with an optional `range` in % of
 * energy) or grams per kg of body weight (`gPerKg`, optional `range` in g/kg), or fixed `grams`.
 * Without a range the accepted range is the target ±10 %.
 */
export type MacroSpec =
  | { percent: number; range?: readonly [number, number] }
  | { gPerKg: number; range?: readonly [number, number] }
  | { grams: number; range?: readonly [number, number] };

export interface MacroTargetsInput {
  energy: { target: number; min?: number; max?: number };
  weightKg?: number;
  protein: MacroSpec;
  carbs: MacroSpec;
  fat: MacroSpec;
  /** Fiber target in grams; default 14 g/1000 kcal. The range is target..2×target unless given. */
  fiber?: { grams: number; range?: readonly [number, number] };
}

export interface Range {
  target: number;
  min: number;
  max: number;
  unit: string;
}

export interface DailyTargets {
  calories: Range;
  protein: Range;
  carbs: Range;
  fat: Range;
  fiber: Range;
}

export interface MacroTargets extends DailyTargets {
  /** Share of energy each macro's target gives, by the general Atwater factors. */
  energyShare: Record<MacroKey, number>;
  warnings: ClinicalWarning[];
}

function macroRange(key: MacroKey, spec: MacroSpec, energy: number, weightKg: number | undefined): Range {
  const kcalPerG = KCAL_PER_GRAM[key];
  let target: number;
  let lo: number;
  let hi: number;
  if ('percent' in spec) {
    requireNumber(`${key}.percent`, spec.percent, 0, 100);
    const toG = (pct: number) => (energy * pct) / 100 / kcalPerG;
    target = toG(spec.percent);
    [lo, hi] = spec.range ? [toG(spec.range[0]), toG(spec.range[1])] : [target * 0.9, target * 1.1];
  } else if ('gPerKg' in spec) {
    if (weightKg === undefined)
      throw new ClinicalError('INVALID_INPUT', `${key} in g/kg needs weightKg`, { field: 'weightKg' });
    requireNumber(`${key}.gPerKg`, spec.gPerKg, 0, 10);
    target = spec.gPerKg * weightKg;
    [lo, hi] = spec.range
      ? [spec.range[0] * weightKg, spec.range[1] * weightKg]
      : [target * 0.9, target * 1.1];
  } else {
    target = requireNumber(`${key}.grams`, spec.grams, 0, 2000);
    [lo, hi] = spec.range ? [spec.range[0], spec.range[1]] : [target * 0.9, target * 1.1];
  }
  if (!(lo <= target && target <= hi)) {
    throw new ClinicalError('INVALID_INPUT', `${key} range must contain its target`, {
      key,
      target,
      min: lo,
      max: hi,
    });
  }
  return { target: roundTo(target, 1), min: roundTo(lo, 1), max: roundTo(hi, 1), unit: 'g/day' };
}

/** Daily targets and ranges for calories, protein, carbohydrate (total, incl. fiber), fat and fiber. */
export function macroTargets(input: MacroTargetsInput): MacroTargets {
  const energy = requireNumber('energy.target', input.energy.target, 500, 10000);
  const eMin = input.energy.min ?? roundTo(energy * 0.95, 0);
  const eMax = input.energy.max ?? roundTo(energy * 1.05, 0);
  const protein = macroRange('protein', input.protein, energy, input.weightKg);
  const carbs = macroRange('carbs', input.carbs, energy, input.weightKg);
  const fat = macroRange('fat', input.fat, energy, input.weightKg);
  const fiberTarget = input.fiber?.grams ?? roundTo((energy / 1000) * FIBER_G_PER_1000_KCAL, 1);
  const fiberRange = input.fiber?.range ?? [fiberTarget, fiberTarget * 2];
  const share = (g: number, k: MacroKey) => roundTo((g * KCAL_PER_GRAM[k] * 100) / energy, 1);
  const energyShare = {
    protein: share(protein.target, 'protein'),
    carbs: share(carbs.target, 'carbs'),
    fat: share(fat.target, 'fat'),
  };
  const warnings: ClinicalWarning[] = [];
  const total = energyShare.protein + energyShare.carbs + energyShare.fat;
  if (Math.abs(total - 100) > 2) {
    warnings.push({
      code: 'macro_energy_mismatch',
      message: `Macro targets supply ${roundTo(total, 1)} % of the energy target, not 100 %.`,
    });
  }
  for (const k of ['protein', 'carbs', 'fat'] as const) {
    const [lo, hi] = AMDR[k];
    if (energyShare[k] < lo || energyShare[k] > hi) {
      warnings.push({
        code: `outside_amdr.${k}`,
        message: `${k} at ${energyShare[k]} % of energy is outside the AMDR ${lo}-${hi} %.`,
      });
    }
  }
  return {
    calories: { target: energy, min: eMin, max: eMax, unit: 'kcal/day' },
    protein,
    carbs,
    fat,
    fiber: {
      target: fiberTarget,
      min: roundTo(fiberRange[0], 1),
      max: roundTo(fiberRange[1], 1),
      unit: 'g/day',
    },
    energyShare,
    warnings,
  };
}
