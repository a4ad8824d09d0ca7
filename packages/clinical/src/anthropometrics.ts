import type { CitationKey } from './citations.ts';
import { requireNumber, requireSex, type Sex } from './errors.ts';
import type { ClinicalWarning } from './result.ts';

export type BmiCategory =
  | 'underweight.severe'
  | 'underweight.moderate'
  | 'underweight.mild'
  | 'normal'
  | 'overweight'
  | 'obese.1'
  | 'obese.2'
  | 'obese.3';

export const BMI_LABELS: Record<BmiCategory, string> = {
  'underweight.severe': 'Underweight (severe thinness)',
  'underweight.moderate': 'Underweight (moderate thinness)',
  'underweight.mild': 'Underweight (mild thinness)',
  normal: 'Normal range',
  overweight: 'Overweight (pre-obese)',
  'obese.1': 'Obese class I',
  'obese.2': 'Obese class II',
  'obese.3': 'Obese class III',
};

export interface BmiResult {
  value: number;
  unit: 'kg/m2';
  category: BmiCategory;
  /** `bmi.<category>`, for translation. */
  code: string;
  label: string;
  /** WHO 2004 public-health action point band for Asian populations: <23, 23–27.4, 27.5–32.4, 32.5–37.4, ≥37.5. */
  asianActionPoint: 'below-23' | '23-27.4' | '27.5-32.4' | '32.5-37.4' | '37.5-plus';
  citation: CitationKey;
  warnings: ClinicalWarning[];
}

/** WHO adult BMI classes [WHO-BMI]: cut-offs are the same for both sexes and all adult ages. */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 16) return 'underweight.severe';
  if (bmi < 17) return 'underweight.moderate';
  if (bmi < 18.5) return 'underweight.mild';
  if (bmi < 25) return 'normal';
  if (bmi < 30) return 'overweight';
  if (bmi < 35) return 'obese.1';
  if (bmi < 40) return 'obese.2';
  return 'obese.3';
}

/** BMI = weight (kg) / height (m)², with the WHO class. Adults only (≥ 20 y in WHO tables). */
export function bmi(weightKg: number, heightCm: number, ageYears?: number): BmiResult {
  requireNumber('weightKg', weightKg, 1, 500);
  requireNumber('heightCm', heightCm, 30, 272);
  const m = heightCm / 100;
  const value = weightKg / (m * m);
  const category = bmiCategory(value);
  const warnings: ClinicalWarning[] = [];
  if (ageYears !== undefined && requireNumber('ageYears', ageYears, 0, 130) < 20) {
    warnings.push({
      code: 'bmi_child',
      message:
        'The WHO adult BMI classes apply from 20 y; use BMI-for-age percentiles or z-scores for children and adolescents.',
    });
  }
  const asianActionPoint =
    value < 23
      ? 'below-23'
      : value < 27.5
        ? '23-27.4'
        : value < 32.5
          ? '27.5-32.4'
          : value < 37.5
            ? '32.5-37.4'
            : '37.5-plus';
  return {
    value,
    unit: 'kg/m2',
    category,
    code: `bmi.${category}`,
    label: BMI_LABELS[category],
    asianActionPoint,
    citation: 'WHO-BMI',
    warnings,
  };
}

export type WaistRisk = 'not-increased' | 'increased' | 'substantially-increased';

/** IDF 2006 ethnic groups for the central-obesity waist threshold. */
export type IdfEthnicity =
  | 'europid'
  | 'south-asian'
  | 'chinese'
  | 'japanese'
  | 'south-central-american'
  | 'sub-saharan-african'
  | 'eastern-mediterranean-middle-east';

export interface WaistResult {
  waistCm: number;
  /** WHO 2008: men > 94 / > 102 cm, women > 80 / > 88 cm [WHO-WAIST]. */
  who: WaistRisk;
  code: string;
  /** IDF 2006 central obesity (≥ threshold for the group; Europid values when the group is unknown) [IDF2006]. */
  idfCentralObesity: boolean;
  idfThresholdCm: number;
  citation: CitationKey;
}

export function waistCircumferenceRisk(
  waistCm: number,
  sex: Sex,
  ethnicity: IdfEthnicity = 'europid',
): WaistResult {
  requireNumber('waistCm', waistCm, 20, 300);
  requireSex(sex);
  const [inc, sub] = sex === 'M' ? [94, 102] : [80, 88];
  const who: WaistRisk =
    waistCm > sub ? 'substantially-increased' : waistCm > inc ? 'increased' : 'not-increased';
  const asianMen = ['south-asian', 'chinese', 'japanese', 'south-central-american'].includes(ethnicity);
  const idfThresholdCm = sex === 'F' ? 80 : asianMen ? 90 : 94;
  return {
    waistCm,
    who,
    code: `waist.${who}`,
    idfCentralObesity: waistCm >= idfThresholdCm,
    idfThresholdCm,
    citation: 'WHO-WAIST',
  };
}

export type WhtrBand = 'below-0.4' | 'healthy' | 'increased' | 'high';

export interface RatioResult<B extends string> {
  value: number;
  band: B;
  code: string;
  citation: CitationKey;
  warnings: ClinicalWarning[];
}

/**
 * Waist-to-height ratio (same units) with the NICE 2022 bands: 0.40–0.49 healthy, 0.50–0.59
 * increased risk, ≥ 0.60 high risk [NICE-WHTR]. Not sex-specific. Below 0.40 NICE gives no band.
 */
export function waistToHeight(waistCm: number, heightCm: number, bmiValue?: number): RatioResult<WhtrBand> {
  requireNumber('waistCm', waistCm, 20, 300);
  requireNumber('heightCm', heightCm, 30, 272);
  const value = waistCm / heightCm;
  const band: WhtrBand =
    value < 0.4 ? 'below-0.4' : value < 0.5 ? 'healthy' : value < 0.6 ? 'increased' : 'high';
  const warnings: ClinicalWarning[] = [];
  if (band === 'below-0.4')
    warnings.push({ code: 'whtr_below_band', message: 'NICE gives no interpretation below 0.40.' });
  if (bmiValue !== undefined && bmiValue >= 35) {
    warnings.push({ code: 'whtr_bmi_35', message: 'NICE uses WHtR alongside BMI for adults with BMI < 35.' });
  }
  return { value, band, code: `whtr.${band}`, citation: 'NICE-WHTR', warnings };
}

/** Waist-to-hip ratio: substantially increased risk at ≥ 0.90 (men) / ≥ 0.85 (women) [WHO-WAIST]. */
export function waistToHip(
  waistCm: number,
  hipCm: number,
  sex: Sex,
): RatioResult<'not-increased' | 'substantially-increased'> {
  requireNumber('waistCm', waistCm, 20, 300);
  requireNumber('hipCm', hipCm, 20, 300);
  requireSex(sex);
  const value = waistCm / hipCm;
  const cut = sex === 'M' ? 0.9 : 0.85;
  const band = value >= cut ? 'substantially-increased' : 'not-increased';
  return { value, band, code: `whr.${band}`, citation: 'WHO-WAIST', warnings: [] };
}
