/**
 * Rule-based consultation insights (the product's "AI insights"): key takeaways, risk flags,
 * nutritional highlights (strengths, areas for improvement), action items for provider and for
 * patient, follow-up timeline and focus areas. Every item carries a stable `code` (for
 * translation), the `rule` that produced it, the data points it was computed from and, where
 * one exists, a citation key. The rules are deterministic and conservative: they point to
 * guideline thresholds and suggest checks; they do not diagnose or prescribe.
 */
import { type ActivitySession, weeklyActivity } from './activity.ts';
import {
  bmi as computeBmi,
  type IdfEthnicity,
  waistCircumferenceRisk,
  waistToHeight,
  waistToHip,
} from './anthropometrics.ts';
import { analyzeBia, type BiaInput } from './bia.ts';
import type { CitationKey } from './citations.ts';
import type { DailyTargets } from './energy.ts';
import { requireSex, type Sex } from './errors.ts';
import { interpretLab, type LabInterpretation, type LabResultInput } from './labs.ts';
import { roundTo } from './math.ts';
import { assessVitals, type VitalFlag, type VitalsInput } from './vitals.ts';

export type InsightSeverity = 'info' | 'low' | 'moderate' | 'high' | 'critical';

export interface DataPoint {
  field: string;
  value: number | string;
  unit?: string;
}

export interface InsightItem {
  /** Stable machine code, e.g. `risk.bp.stage2`, `action.patient.sodium`. */
  code: string;
  /** Id of the rule that produced the item, e.g. `vitals.bp.accaha2017`. */
  rule: string;
  severity: InsightSeverity;
  /** English text; the web app translates by `code` (see ./insight-messages.ts) with `params`. */
  text: string;
  /** The values the sentence is built from, so a reader's language can word it (numbers unformatted). */
  params?: InsightParams;
  dataPoints: DataPoint[];
  citation?: CitationKey;
}

export type InsightParams = Record<string, number | string>;

export interface FollowUpItem extends InsightItem {
  /** Suggested time to the next contact, in days (0 = same day). */
  inDays: number;
}

export const GOALS = [
  'weight_loss',
  'weight_gain',
  'muscle_gain',
  'glycemic_control',
  'blood_pressure',
  'cholesterol',
  'gut_health',
  'sports_performance',
  'general_health',
] as const;
export type GoalCode = (typeof GOALS)[number];

export interface IntakeSummary {
  energyKcal: number;
  proteinG: number;
  carbsG: number;
  fatG: number;
  fiberG?: number | null;
  saturatedFatG?: number | null;
  sodiumMg?: number | null;
}

export interface ConsultationData {
  patient: { sex: Sex; ageYears: number };
  vitals?: VitalsInput;
  anthropometrics?: {
    weightKg?: number;
    heightCm?: number;
    waistCm?: number;
    hipCm?: number;
    ethnicity?: IdfEthnicity;
  };
  bia?: Pick<BiaInput, 'resistanceOhm' | 'reactanceOhm' | 'frequencyKhz'>;
  labs?: LabResultInput[];
  goals?: GoalCode[];
  /** Average daily intake (e.g. from a food diary) and the targets it is compared with. */
  intake?: IntakeSummary;
  targets?: DailyTargets;
  /** Activity sessions of a typical week. */
  activity?: ActivitySession[];
}

export interface ConsultationInsights {
  keyTakeaways: InsightItem[];
  riskFlags: InsightItem[];
  nutritionalHighlights: { strengths: InsightItem[]; areasForImprovement: InsightItem[] };
  actionItems: { provider: InsightItem[]; patient: InsightItem[] };
  followUp: { timeline: FollowUpItem[]; focusAreas: InsightItem[] };
  /** Rules that ran (whether or not they produced items), for audit. */
  rulesEvaluated: string[];
  /** Inputs that could not be interpreted (e.g. an unknown LOINC code), with the error code. */
  skipped: { field: string; code: string; message: string }[];
}

const RANK: Record<InsightSeverity, number> = { info: 0, low: 1, moderate: 2, high: 3, critical: 4 };

/** Practice-default follow-up intervals (days) where no guideline gives one. */
const DEFAULT_FOLLOW_UP_DAYS = { weightManagement: 28, nutrition: 42, routine: 90 };

class Collector {
  readonly out: ConsultationInsights = {
    keyTakeaways: [],
    riskFlags: [],
    nutritionalHighlights: { strengths: [], areasForImprovement: [] },
    actionItems: { provider: [], patient: [] },
    followUp: { timeline: [], focusAreas: [] },
    rulesEvaluated: [],
    skipped: [],
  };
  readonly #focus = new Set<string>();

  rule(id: string): void {
    if (!this.out.rulesEvaluated.includes(id)) this.out.rulesEvaluated.push(id);
  }

  risk(item: InsightItem): void {
    this.out.riskFlags.push(item);
  }

  strength(item: InsightItem): void {
    this.out.nutritionalHighlights.strengths.push(item);
  }

  improve(item: InsightItem): void {
    this.out.nutritionalHighlights.areasForImprovement.push(item);
  }

  provider(item: InsightItem): void {
    this.out.actionItems.provider.push(item);
  }

  patient(item: InsightItem): void {
    this.out.actionItems.patient.push(item);
  }

  followUp(item: FollowUpItem): void {
    this.out.followUp.timeline.push(item);
  }

  focus(area: string, text: string, rule: string, dataPoints: DataPoint[]): void {
    if (this.#focus.has(area)) return;
    this.#focus.add(area);
    this.out.followUp.focusAreas.push({ code: `focus.${area}`, rule, severity: 'info', text, dataPoints });
  }
}

function vitalRules(c: Collector, vitals: VitalsInput): void {
  let flags: VitalFlag[];
  try {
    flags = assessVitals(vitals);
  } catch (error) {
    c.out.skipped.push({
      field: 'vitals',
      code: (error as { code?: string }).code ?? 'INVALID_INPUT',
      message: String((error as Error).message),
    });
    return;
  }
  for (const f of flags) {
    if (f.code.startsWith('bp.')) {
      const rule = 'vitals.bp.accaha2017';
      c.rule(rule);
      const dp: DataPoint[] = [
        { field: 'vitals.systolic', value: vitals.systolic as number, unit: 'mmHg' },
        { field: 'vitals.diastolic', value: vitals.diastolic as number, unit: 'mmHg' },
      ];
      const bp = `${vitals.systolic}/${vitals.diastolic} mmHg`;
      const cat = f.code.slice(3);
      if (cat === 'normal') continue;
      const severity: InsightSeverity =
        cat === 'crisis' ? 'critical' : cat === 'stage2' ? 'high' : cat === 'stage1' ? 'moderate' : 'low';
      c.risk({
        code: `risk.${f.code}`,
        rule,
        severity,
        text: `Blood pressure ${bp}: ${f.label} (2017 ACC/AHA).`,
        params: { systolic: vitals.systolic as number, diastolic: vitals.diastolic as number },
        dataPoints: dp,
        citation: 'ACCAHA2017',
      });
      c.focus('blood_pressure', 'Blood pressure', rule, dp);
      if (cat === 'crisis') {
        c.provider({
          code: 'action.provider.bp.crisis',
          rule,
          severity,
          text: `Blood pressure above 180 and/or 120 mmHg: assess for symptoms of target-organ damage and arrange same-day medical evaluation.`,
          dataPoints: dp,
          citation: 'ACCAHA2017',
        });
        c.followUp({
          code: 'followup.bp.crisis',
          rule,
          severity,
          inDays: 0,
          text: 'Same-day medical evaluation of blood pressure.',
          dataPoints: dp,
          citation: 'ACCAHA2017',
        });
      } else {
        c.provider({
          code: 'action.provider.bp.confirm',
          rule,
          severity,
          text: `Confirm the category with the average of ≥ 2 readings on ≥ 2 occasions (or home/ambulatory readings).`,
          dataPoints: dp,
          citation: 'ACCAHA2017',
        });
        c.patient({
          code: 'action.patient.bp.lifestyle',
          rule,
          severity,
          text: 'Cut down on salty foods, stay active most days and keep a home blood-pressure log to bring to the next visit.',
          dataPoints: dp,
          citation: 'ACCAHA2017',
        });
        const inDays = cat === 'stage2' ? 30 : cat === 'stage1' ? 90 : 180;
        const when = cat === 'stage2' ? 'within 1 month' : '3-6 months';
        c.followUp({
          code: `followup.bp.${cat}`,
          rule,
          severity,
          inDays,
          text: `Reassess blood pressure ${when} (2017 ACC/AHA).`,
          dataPoints: dp,
          citation: 'ACCAHA2017',
        });
      }
      continue;
    }
    const rule = f.code.startsWith('hr.')
      ? 'vitals.hr'
      : f.code.startsWith('temp.')
        ? 'vitals.temperature.news2'
        : 'vitals.spo2.news2';
    c.rule(rule);
    if (f.severity === 'normal') continue;
    const dp: DataPoint[] = [
      { field: `vitals.${rule.split('.')[1]}`, value: roundTo(f.value, 1), unit: f.unit },
    ];
    const severity: InsightSeverity =
      f.severity === 'critical' ? 'critical' : f.severity === 'warning' ? 'moderate' : 'low';
    c.risk({
      code: `risk.${f.code}`,
      rule,
      severity,
      text: `${f.label}: ${roundTo(f.value, 1)} ${f.unit}${f.news2 !== undefined ? ` (NEWS2 sub-score ${f.news2})` : ''}.`,
      params: {
        label: f.label,
        value: roundTo(f.value, 1),
        unit: f.unit,
        ...(f.news2 !== undefined ? { news2: f.news2 } : {}),
      },
      dataPoints: dp,
      citation: f.citation,
    });
    if (severity === 'critical') {
      c.provider({
        code: `action.provider.${f.code}`,
        rule,
        severity,
        text: `${f.label}: urgent clinical assessment.`,
        params: { label: f.label },
        dataPoints: dp,
        citation: f.citation,
      });
      c.followUp({
        code: `followup.${f.code}`,
        rule,
        severity,
        inDays: 0,
        text: 'Same-day clinical review.',
        dataPoints: dp,
        citation: f.citation,
      });
    } else {
      c.provider({
        code: `action.provider.recheck.${f.code}`,
        rule,
        severity: 'low',
        text: `Recheck ${f.label.toLowerCase()} at rest.`,
        params: { label: f.label },
        dataPoints: dp,
        citation: f.citation,
      });
    }
  }
}

function anthropometricRules(c: Collector, data: ConsultationData): void {
  const a = data.anthropometrics;
  if (!a) return;
  const { sex, ageYears } = data.patient;
  if (a.weightKg !== undefined && a.heightCm !== undefined) {
    const rule = 'anthro.bmi.who';
    c.rule(rule);
    const b = computeBmi(a.weightKg, a.heightCm, ageYears);
    const dp: DataPoint[] = [
      { field: 'anthropometrics.weightKg', value: a.weightKg, unit: 'kg' },
      { field: 'anthropometrics.heightCm', value: a.heightCm, unit: 'cm' },
      { field: 'bmi', value: roundTo(b.value, 1), unit: 'kg/m2' },
    ];
    if (ageYears >= 20 && b.category !== 'normal') {
      const severity: InsightSeverity =
        b.category === 'obese.3' || b.category === 'underweight.severe'
          ? 'high'
          : b.category.startsWith('obese') || b.category.startsWith('underweight')
            ? 'moderate'
            : 'low';
      c.risk({
        code: `risk.${b.code}`,
        rule,
        severity,
        text: `BMI ${roundTo(b.value, 1)} kg/m²: ${b.label} (WHO).`,
        params: { bmi: roundTo(b.value, 1) },
        dataPoints: dp,
        citation: 'WHO-BMI',
      });
      c.focus('weight_management', 'Weight management', rule, dp);
      c.followUp({
        code: 'followup.weight',
        rule,
        severity: 'info',
        inDays: DEFAULT_FOLLOW_UP_DAYS.weightManagement,
        text: 'Weight check-in in about 4 weeks (practice default).',
        dataPoints: dp,
        citation: 'CONVENTION',
      });
    }
  }
  if (a.waistCm !== undefined) {
    const rule = 'anthro.waist.who2008';
    c.rule(rule);
    const w = waistCircumferenceRisk(a.waistCm, sex, a.ethnicity);
    const dp: DataPoint[] = [{ field: 'anthropometrics.waistCm', value: a.waistCm, unit: 'cm' }];
    if (w.who !== 'not-increased') {
      c.risk({
        code: `risk.${w.code}`,
        rule,
        severity: w.who === 'substantially-increased' ? 'moderate' : 'low',
        text: `Waist ${a.waistCm} cm: ${w.who === 'substantially-increased' ? 'substantially increased' : 'increased'} risk of metabolic complications (WHO, ${sex === 'M' ? 'men > 94 / > 102 cm' : 'women > 80 / > 88 cm'}).`,
        params: { waist: a.waistCm, sex },
        dataPoints: dp,
        citation: 'WHO-WAIST',
      });
      c.focus('central_adiposity', 'Waist circumference (central adiposity)', rule, dp);
    }
    if (a.heightCm !== undefined) {
      const r2 = 'anthro.whtr.nice2022';
      c.rule(r2);
      const ratio = waistToHeight(a.waistCm, a.heightCm);
      const dp2: DataPoint[] = [
        ...dp,
        { field: 'anthropometrics.heightCm', value: a.heightCm, unit: 'cm' },
        { field: 'whtr', value: roundTo(ratio.value, 2) },
      ];
      if (ratio.band === 'increased' || ratio.band === 'high') {
        c.risk({
          code: `risk.${ratio.code}`,
          rule: r2,
          severity: ratio.band === 'high' ? 'moderate' : 'low',
          text: `Waist-to-height ratio ${roundTo(ratio.value, 2)}: ${ratio.band === 'high' ? 'high' : 'increased'} health risk (NICE: keep waist below half of height).`,
          params: { ratio: roundTo(ratio.value, 2) },
          dataPoints: dp2,
          citation: 'NICE-WHTR',
        });
      }
    }
    if (a.hipCm !== undefined) {
      const r3 = 'anthro.whr.who2008';
      c.rule(r3);
      const whr = waistToHip(a.waistCm, a.hipCm, sex);
      if (whr.band === 'substantially-increased') {
        c.risk({
          code: `risk.${whr.code}`,
          rule: r3,
          severity: 'moderate',
          text: `Waist-to-hip ratio ${roundTo(whr.value, 2)} (≥ ${sex === 'M' ? '0.90' : '0.85'}): substantially increased metabolic risk (WHO).`,
          params: { ratio: roundTo(whr.value, 2), sex },
          dataPoints: [
            ...dp,
            { field: 'anthropometrics.hipCm', value: a.hipCm, unit: 'cm' },
            { field: 'whr', value: roundTo(whr.value, 2) },
          ],
          citation: 'WHO-WAIST',
        });
      }
    }
  }
}

function biaRules(c: Collector, data: ConsultationData): void {
  const a = data.anthropometrics;
  if (!data.bia || a?.weightKg === undefined || a.heightCm === undefined) return;
  const rule = 'bia.kyle2001';
  c.rule(rule);
  try {
    const r = analyzeBia({
      ...data.bia,
      sex: data.patient.sex,
      ageYears: data.patient.ageYears,
      weightKg: a.weightKg,
      heightCm: a.heightCm,
    });
    const dp: DataPoint[] = [
      { field: 'bia.phaseAngle', value: roundTo(r.phaseAngle.value, 1), unit: '°' },
      { field: 'bia.bodyFatPercent', value: roundTo(r.bodyFatPercent.value, 1), unit: '%' },
      { field: 'bia.ffmKg', value: roundTo(r.ffmKyle.value, 1), unit: 'kg' },
    ];
    c.out.keyTakeaways.push({
      code: 'takeaway.bia.summary',
      rule,
      severity: 'info',
      text: `BIA: phase angle ${roundTo(r.phaseAngle.value, 1)}°, fat-free mass ${roundTo(r.ffmKyle.value, 1)} kg, body fat ${roundTo(r.bodyFatPercent.value, 1)} % (Kyle 2001)${r.ffmKyle.warnings.length ? " - outside the equation's validated range, treat as approximate" : ''}.`,
      params: {
        phaseAngle: roundTo(r.phaseAngle.value, 1),
        ffm: roundTo(r.ffmKyle.value, 1),
        bodyFat: roundTo(r.bodyFatPercent.value, 1),
        approximate: r.ffmKyle.warnings.length ? 1 : 0,
      },
      dataPoints: dp,
      citation: 'KYLE2001',
    });
  } catch (error) {
    c.out.skipped.push({
      field: 'bia',
      code: (error as { code?: string }).code ?? 'INVALID_INPUT',
      message: String((error as Error).message),
    });
  }
}

interface LabRule {
  severity: InsightSeverity;
  risk: string;
  provider?: string;
  patient?: string;
  focus?: [string, string];
  followUpDays?: number;
  followUpText?: string;
}

/** Guideline-band rules by `lab.<key>.<band>` code. */
const LDL_VERY_HIGH: LabRule = {
  severity: 'high',
  risk: 'LDL cholesterol ≥ 190 mg/dL (very high, ATP III).',
  provider: 'Medical evaluation of LDL ≥ 190 mg/dL (consider familial hypercholesterolaemia).',
  focus: ['lipids', 'Blood lipids'],
};
const LDL_HIGH: LabRule = {
  severity: 'moderate',
  risk: 'LDL cholesterol 160-189 mg/dL (high, ATP III).',
  focus: ['lipids', 'Blood lipids'],
};

const LAB_BAND_RULES: Record<string, LabRule> = {
  'hba1c.prediabetes': {
    severity: 'moderate',
    risk: 'HbA1c in the prediabetes range (5.7-6.4 %).',
    patient:
      'Aim for regular meals built on vegetables, legumes and whole grains, and some activity most days.',
    focus: ['glycemic_control', 'Blood glucose'],
    followUpDays: 365,
    followUpText: 'Retest glycaemia at least yearly (ADA, prediabetes).',
  },
  'hba1c.diabetes_range': {
    severity: 'high',
    risk: 'HbA1c in the diabetes range (≥ 6.5 %).',
    provider:
      'Confirm with a repeat test (ADA criteria require confirmation unless unequivocal hyperglycaemia) and refer as appropriate.',
    focus: ['glycemic_control', 'Blood glucose'],
    followUpDays: 14,
    followUpText: 'Repeat/confirmatory glucose test within about 2 weeks.',
  },
  'glucose_fasting.impaired_fasting_glucose': {
    severity: 'moderate',
    risk: 'Fasting glucose 100-125 mg/dL: impaired fasting glucose (prediabetes).',
    focus: ['glycemic_control', 'Blood glucose'],
    followUpDays: 365,
    followUpText: 'Retest glycaemia at least yearly (ADA, prediabetes).',
  },
  'glucose_fasting.diabetes_range': {
    severity: 'high',
    risk: 'Fasting glucose ≥ 126 mg/dL: diabetes range.',
    provider: 'Confirm with a repeat test on another day (ADA) and refer as appropriate.',
    focus: ['glycemic_control', 'Blood glucose'],
    followUpDays: 14,
    followUpText: 'Confirmatory glucose test within about 2 weeks.',
  },
  // LDL measured directly or calculated: the same bands, the same advice
  'ldl_calc.very_high': LDL_VERY_HIGH,
  'ldl_direct.very_high': LDL_VERY_HIGH,
  'ldl_calc.high': LDL_HIGH,
  'ldl_direct.high': LDL_HIGH,
  'chol_total.high': {
    severity: 'moderate',
    risk: 'Total cholesterol ≥ 240 mg/dL (high, ATP III).',
    focus: ['lipids', 'Blood lipids'],
  },
  'triglycerides.very_high': {
    severity: 'high',
    risk: 'Triglycerides ≥ 500 mg/dL (very high, ATP III).',
    provider: 'Medical evaluation of triglycerides ≥ 500 mg/dL.',
    focus: ['lipids', 'Blood lipids'],
  },
  'triglycerides.high': {
    severity: 'moderate',
    risk: 'Triglycerides 200-499 mg/dL (high, ATP III).',
    patient: 'Limit sugary drinks, sweets and alcohol.',
    focus: ['lipids', 'Blood lipids'],
  },
  'hdl.low': {
    severity: 'moderate',
    risk: 'HDL cholesterol < 40 mg/dL (a risk factor, ATP III).',
    patient: 'Regular physical activity helps raise HDL cholesterol.',
    focus: ['lipids', 'Blood lipids'],
  },
  'vitd_25oh.deficiency_risk': {
    severity: 'moderate',
    risk: '25-OH vitamin D < 12 ng/mL: at risk of deficiency (IOM).',
    provider: 'Review vitamin D status and supplementation.',
    focus: ['micronutrients', 'Micronutrient status'],
  },
  'vitd_25oh.possibly_inadequate': {
    severity: 'low',
    risk: '25-OH vitamin D 12-19 ng/mL: possibly inadequate (IOM).',
    patient: 'Include vitamin D sources (oily fish, fortified milk or plant drinks) and safe sun exposure.',
    focus: ['micronutrients', 'Micronutrient status'],
  },
  'ferritin.iron_deficiency': {
    severity: 'moderate',
    risk: 'Ferritin < 15 ng/mL: iron deficiency (WHO 2020).',
    provider: 'Assess the cause of iron deficiency.',
    patient: 'Include iron-rich foods (legumes, meat, fish, fortified cereals) with a vitamin C source.',
    focus: ['micronutrients', 'Micronutrient status'],
  },
  'b12.deficiency_likely': {
    severity: 'moderate',
    risk: 'Vitamin B12 < 200 pg/mL: deficiency likely.',
    provider: 'Assess vitamin B12 deficiency (consider MMA/homocysteine).',
    focus: ['micronutrients', 'Micronutrient status'],
  },
  'folate.deficient_megaloblastic': {
    severity: 'moderate',
    risk: 'Serum folate < 3 ng/mL: deficient (WHO).',
    focus: ['micronutrients', 'Micronutrient status'],
  },
  'folate.deficient_homocysteine': {
    severity: 'low',
    risk: 'Serum folate < 4 ng/mL: deficient by the homocysteine criterion (WHO).',
    focus: ['micronutrients', 'Micronutrient status'],
  },
  'egfr.g3a': {
    severity: 'moderate',
    risk: 'eGFR 45-59: CKD category G3a if sustained > 3 months (KDIGO).',
    provider: 'Repeat eGFR and urine albumin to confirm chronicity (KDIGO: > 3 months).',
    focus: ['kidney', 'Kidney function'],
    followUpDays: 90,
    followUpText: 'Repeat kidney function in about 3 months (KDIGO chronicity).',
  },
  'egfr.g3b': {
    severity: 'high',
    risk: 'eGFR 30-44: CKD category G3b if sustained (KDIGO).',
    provider:
      'Medical review of kidney function; adjust protein/potassium advice only under medical direction.',
    focus: ['kidney', 'Kidney function'],
    followUpDays: 90,
    followUpText: 'Repeat kidney function in about 3 months (KDIGO chronicity).',
  },
  'egfr.g4': {
    severity: 'high',
    risk: 'eGFR 15-29: CKD category G4 (KDIGO).',
    provider: 'Nephrology involvement per KDIGO.',
    focus: ['kidney', 'Kidney function'],
    followUpDays: 30,
    followUpText: 'Medical review within a month.',
  },
  'egfr.g5': {
    severity: 'critical',
    risk: 'eGFR < 15: CKD category G5 (KDIGO).',
    provider: 'Urgent nephrology review.',
    focus: ['kidney', 'Kidney function'],
    followUpDays: 0,
    followUpText: 'Same-day medical contact.',
  },
  'hscrp.high_cv_risk': {
    severity: 'low',
    risk: 'hs-CRP > 3 mg/L: higher cardiovascular risk category (AHA/CDC).',
    focus: ['cardiometabolic', 'Cardiometabolic risk'],
  },
  'hgb.anaemia': {
    severity: 'moderate',
    risk: 'Haemoglobin below the WHO anaemia threshold.',
    provider: 'Assess the cause of anaemia.',
    focus: ['micronutrients', 'Micronutrient status'],
  },
};

function labRules(c: Collector, data: ConsultationData): void {
  for (const [i, input] of (data.labs ?? []).entries()) {
    let r: LabInterpretation;
    try {
      r = interpretLab({ ...input, sex: input.sex ?? data.patient.sex });
    } catch (error) {
      c.out.skipped.push({
        field: `labs[${i}]`,
        code: (error as { code?: string }).code ?? 'INVALID_INPUT',
        message: String((error as Error).message),
      });
      continue;
    }
    const rule = `labs.${r.key}`;
    c.rule(rule);
    const dp: DataPoint[] = [{ field: `labs.${r.loinc}`, value: input.value, unit: input.unit }];
    const lab = { test: r.test, testKey: r.key, value: input.value, unit: input.unit };
    const cite = (r.band?.citation ?? 'LOINC') as CitationKey;
    const bandRule = r.band ? LAB_BAND_RULES[`${r.key}.${r.band.code}`] : undefined;
    if (r.flag === 'critical_low' || r.flag === 'critical_high') {
      c.risk({
        code: `risk.${r.code}`,
        rule,
        severity: 'critical',
        text: `${r.test} ${input.value} ${input.unit}: beyond the critical limit (${r.flag === 'critical_low' ? '<' : '>'} ${r.flag === 'critical_low' ? r.criticalRange.low : r.criticalRange.high} ${r.criticalRange.unit}).`,
        params: {
          ...lab,
          direction: r.flag === 'critical_low' ? '<' : '>',
          limit: (r.flag === 'critical_low' ? r.criticalRange.low : r.criticalRange.high) as number,
          limitUnit: r.criticalRange.unit,
        },
        dataPoints: dp,
        citation: 'KOST1990',
      });
      c.provider({
        code: `action.provider.critical.${r.key}`,
        rule,
        severity: 'critical',
        text: `Critical ${r.test}: confirm the result and contact the patient's physician today.`,
        params: { test: r.test, testKey: r.key },
        dataPoints: dp,
        citation: 'KOST1990',
      });
      c.followUp({
        code: `followup.critical.${r.key}`,
        rule,
        severity: 'critical',
        inDays: 0,
        text: `Same-day follow-up of the critical ${r.test}.`,
        params: { test: r.test, testKey: r.key },
        dataPoints: dp,
        citation: 'KOST1990',
      });
    } else if (bandRule) {
      c.risk({
        code: `risk.lab.${r.key}.${r.band?.code}`,
        rule,
        severity: bandRule.severity,
        text: `${r.test} ${input.value} ${input.unit}: ${bandRule.risk}`,
        params: lab,
        dataPoints: dp,
        citation: cite,
      });
    } else if (r.flag !== 'normal') {
      c.risk({
        code: `risk.${r.code}`,
        rule,
        severity: 'low',
        text: `${r.test} ${input.value} ${input.unit} is ${r.flag} (reference ${r.referenceRange.low ?? '-'}-${r.referenceRange.high ?? '-'} ${r.referenceRange.unit}).`,
        params: {
          ...lab,
          flag: r.flag,
          low: r.referenceRange.low ?? '-',
          high: r.referenceRange.high ?? '-',
          referenceUnit: r.referenceRange.unit,
        },
        dataPoints: dp,
        citation: 'LOINC',
      });
    }
    if (bandRule && r.flag !== 'critical_low' && r.flag !== 'critical_high') {
      if (bandRule.provider)
        c.provider({
          code: `action.provider.lab.${r.key}.${r.band?.code}`,
          rule,
          severity: bandRule.severity,
          text: bandRule.provider,
          dataPoints: dp,
          citation: cite,
        });
      if (bandRule.patient)
        c.patient({
          code: `action.patient.lab.${r.key}.${r.band?.code}`,
          rule,
          severity: bandRule.severity,
          text: bandRule.patient,
          dataPoints: dp,
          citation: cite,
        });
      if (bandRule.focus) c.focus(bandRule.focus[0], bandRule.focus[1], rule, dp);
      if (bandRule.followUpDays !== undefined) {
        c.followUp({
          code: `followup.lab.${r.key}.${r.band?.code}`,
          rule,
          severity: bandRule.severity,
          inDays: bandRule.followUpDays,
          text: bandRule.followUpText ?? 'Follow up this result.',
          dataPoints: dp,
          citation: cite,
        });
      }
    }
  }
}

function nutritionRules(c: Collector, data: ConsultationData): void {
  const intake = data.intake;
  if (!intake) return;
  const t = data.targets;
  const dpOf = (field: string, value: number, unit: string): DataPoint[] => [
    { field: `intake.${field}`, value: roundTo(value, 1), unit },
  ];
  if (t) {
    const rule = 'nutrition.targets';
    c.rule(rule);
    const e = intake.energyKcal;
    const within = e >= t.calories.target * 0.9 && e <= t.calories.target * 1.1;
    const dpE = [
      ...dpOf('energyKcal', e, 'kcal'),
      { field: 'targets.calories', value: t.calories.target, unit: 'kcal' },
    ];
    if (within)
      c.strength({
        code: 'strength.energy_on_target',
        rule,
        severity: 'info',
        text: `Energy intake ${roundTo(e, 0)} kcal is within 10 % of the ${t.calories.target} kcal target.`,
        params: { energy: roundTo(e, 0), target: t.calories.target },
        dataPoints: dpE,
      });
    else
      c.improve({
        code: e > t.calories.target ? 'improve.energy_above_target' : 'improve.energy_below_target',
        rule,
        severity: 'low',
        text: `Energy intake ${roundTo(e, 0)} kcal is ${e > t.calories.target ? 'above' : 'below'} the ${t.calories.target} kcal target by more than 10 %.`,
        params: { energy: roundTo(e, 0), target: t.calories.target },
        dataPoints: dpE,
      });
    for (const [key, value, name] of [
      ['protein', intake.proteinG, 'Protein'],
      ['carbs', intake.carbsG, 'Carbohydrate'],
      ['fat', intake.fatG, 'Fat'],
    ] as const) {
      const r = t[key];
      const dp = [
        ...dpOf(`${key}G`, value, 'g'),
        { field: `targets.${key}.min`, value: r.min, unit: 'g' },
        { field: `targets.${key}.max`, value: r.max, unit: 'g' },
      ];
      if (value >= r.min && value <= r.max)
        c.strength({
          code: `strength.${key}_in_range`,
          rule,
          severity: 'info',
          text: `${name} ${roundTo(value, 0)} g is within the ${r.min}-${r.max} g range.`,
          params: { value: roundTo(value, 0), min: r.min, max: r.max },
          dataPoints: dp,
        });
      else
        c.improve({
          code: `improve.${key}_${value < r.min ? 'low' : 'high'}`,
          rule,
          severity: 'low',
          text: `${name} ${roundTo(value, 0)} g is ${value < r.min ? 'below' : 'above'} the ${r.min}-${r.max} g range.`,
          params: { value: roundTo(value, 0), min: r.min, max: r.max },
          dataPoints: dp,
        });
    }
  }
  if (intake.fiberG != null) {
    const rule = 'nutrition.fiber.iom2005';
    c.rule(rule);
    const target = t?.fiber.min ?? (intake.energyKcal / 1000) * 14;
    const dp = [
      ...dpOf('fiberG', intake.fiberG, 'g'),
      { field: 'fiberTarget', value: roundTo(target, 1), unit: 'g' },
    ];
    if (intake.fiberG >= target)
      c.strength({
        code: 'strength.fiber',
        rule,
        severity: 'info',
        text: `Fiber ${roundTo(intake.fiberG, 0)} g meets the ${roundTo(target, 0)} g target (14 g per 1,000 kcal).`,
        params: { fiber: roundTo(intake.fiberG, 0), target: roundTo(target, 0) },
        dataPoints: dp,
        citation: 'IOM2005',
      });
    else {
      c.improve({
        code: 'improve.fiber',
        rule,
        severity: 'low',
        text: `Fiber ${roundTo(intake.fiberG, 0)} g is below the ${roundTo(target, 0)} g target (14 g per 1,000 kcal).`,
        params: { fiber: roundTo(intake.fiberG, 0), target: roundTo(target, 0) },
        dataPoints: dp,
        citation: 'IOM2005',
      });
      c.patient({
        code: 'action.patient.fiber',
        rule,
        severity: 'low',
        text: 'Add a serving of vegetables, fruit, legumes or whole grains to two meals a day.',
        dataPoints: dp,
        citation: 'IOM2005',
      });
    }
  }
  if (intake.sodiumMg != null) {
    const rule = 'nutrition.sodium.dga2020';
    c.rule(rule);
    const dp = dpOf('sodiumMg', intake.sodiumMg, 'mg');
    if (intake.sodiumMg > 2300) {
      c.improve({
        code: 'improve.sodium',
        rule,
        severity: 'moderate',
        text: `Sodium ${roundTo(intake.sodiumMg, 0)} mg/day is above the 2,300 mg/day limit.`,
        params: { sodium: roundTo(intake.sodiumMg, 0) },
        dataPoints: dp,
        citation: 'DGA2020',
      });
      c.patient({
        code: 'action.patient.sodium',
        rule,
        severity: 'moderate',
        text: 'Choose fresh or low-sodium versions of processed foods, soups and sauces, and season with herbs instead of salt.',
        dataPoints: dp,
        citation: 'DGA2020',
      });
      c.focus('sodium', 'Sodium intake', rule, dp);
    } else
      c.strength({
        code: 'strength.sodium',
        rule,
        severity: 'info',
        text: `Sodium ${roundTo(intake.sodiumMg, 0)} mg/day is within the 2,300 mg/day limit.`,
        params: { sodium: roundTo(intake.sodiumMg, 0) },
        dataPoints: dp,
        citation: 'DGA2020',
      });
  }
  if (intake.saturatedFatG != null && intake.energyKcal > 0) {
    const rule = 'nutrition.saturated_fat.dga2020';
    c.rule(rule);
    const pct = (intake.saturatedFatG * 9 * 100) / intake.energyKcal;
    const dp = [
      ...dpOf('saturatedFatG', intake.saturatedFatG, 'g'),
      { field: 'saturatedFatEnergyPercent', value: roundTo(pct, 1), unit: '%' },
    ];
    if (pct >= 10) {
      c.improve({
        code: 'improve.saturated_fat',
        rule,
        severity: 'low',
        text: `Saturated fat gives ${roundTo(pct, 1)} % of energy (limit: under 10 %).`,
        params: { percent: roundTo(pct, 1) },
        dataPoints: dp,
        citation: 'DGA2020',
      });
      c.patient({
        code: 'action.patient.saturated_fat',
        rule,
        severity: 'low',
        text: 'Swap butter, fatty meats and full-fat cheese for vegetable oils, fish, legumes and lower-fat dairy.',
        dataPoints: dp,
        citation: 'DGA2020',
      });
    } else
      c.strength({
        code: 'strength.saturated_fat',
        rule,
        severity: 'info',
        text: `Saturated fat at ${roundTo(pct, 1)} % of energy is under the 10 % limit.`,
        params: { percent: roundTo(pct, 1) },
        dataPoints: dp,
        citation: 'DGA2020',
      });
  }
  c.rule('nutrition.review');
  c.followUp({
    code: 'followup.nutrition',
    rule: 'nutrition.review',
    severity: 'info',
    inDays: DEFAULT_FOLLOW_UP_DAYS.nutrition,
    text: 'Review the food diary against the targets in about 6 weeks (practice default).',
    dataPoints: [],
    citation: 'CONVENTION',
  });
}

function activityRules(c: Collector, data: ConsultationData): void {
  if (!data.activity) return;
  const rule = 'activity.who2020';
  c.rule(rule);
  const w = weeklyActivity(data.activity);
  const dp: DataPoint[] = [
    {
      field: 'activity.moderateEquivalentMinutes',
      value: roundTo(w.moderateEquivalentMinutes, 0),
      unit: 'min/week',
    },
    { field: 'activity.metMinutes', value: roundTo(w.metMinutes, 0), unit: 'MET-min/week' },
  ];
  if (w.meetsWhoAerobic)
    c.strength({
      code: 'strength.activity',
      rule,
      severity: 'info',
      text: `${roundTo(w.moderateEquivalentMinutes, 0)} moderate-equivalent minutes a week meets the WHO 150 min/week guideline.`,
      params: { minutes: roundTo(w.moderateEquivalentMinutes, 0) },
      dataPoints: dp,
      citation: 'WHO-PA2020',
    });
  else {
    c.improve({
      code: 'improve.activity',
      rule,
      severity: 'low',
      text: `${roundTo(w.moderateEquivalentMinutes, 0)} moderate-equivalent minutes a week is below the WHO 150 min/week guideline.`,
      params: { minutes: roundTo(w.moderateEquivalentMinutes, 0) },
      dataPoints: dp,
      citation: 'WHO-PA2020',
    });
    c.patient({
      code: 'action.patient.activity',
      rule,
      severity: 'low',
      text: 'Build up towards 150 minutes of moderate activity a week (for example 30 minutes of brisk walking on 5 days); some is better than none.',
      dataPoints: dp,
      citation: 'WHO-PA2020',
    });
    c.focus('physical_activity', 'Physical activity', rule, dp);
  }
}

const GOAL_FOCUS: Record<GoalCode, string> = {
  weight_loss: 'Weight management',
  weight_gain: 'Weight gain',
  muscle_gain: 'Muscle gain and protein intake',
  glycemic_control: 'Blood glucose',
  blood_pressure: 'Blood pressure',
  cholesterol: 'Blood lipids',
  gut_health: 'Gut health and fiber',
  sports_performance: 'Sports nutrition',
  general_health: 'General healthy eating',
};
const GOAL_AREA: Partial<Record<GoalCode, string>> = {
  weight_loss: 'weight_management',
  glycemic_control: 'glycemic_control',
  blood_pressure: 'blood_pressure',
  cholesterol: 'lipids',
};

/** Runs every rule over the consultation data. Invalid or unknown inputs are reported in `skipped`. */
export function consultationInsights(data: ConsultationData): ConsultationInsights {
  requireSex(data.patient?.sex);
  const c = new Collector();
  if (data.vitals) vitalRules(c, data.vitals);
  anthropometricRules(c, data);
  biaRules(c, data);
  labRules(c, data);
  nutritionRules(c, data);
  activityRules(c, data);
  for (const goal of data.goals ?? []) {
    c.rule('goals');
    const area = GOAL_AREA[goal] ?? goal;
    c.focus(area, GOAL_FOCUS[goal] ?? goal, 'goals', [{ field: 'goals', value: goal }]);
    if (goal === 'weight_loss' || goal === 'weight_gain' || goal === 'muscle_gain') {
      c.followUp({
        code: `followup.goal.${goal}`,
        rule: 'goals',
        severity: 'info',
        inDays: DEFAULT_FOLLOW_UP_DAYS.weightManagement,
        text: 'Progress check-in in about 4 weeks (practice default).',
        dataPoints: [{ field: 'goals', value: goal }],
        citation: 'CONVENTION',
      });
    }
  }
  const out = c.out;
  out.riskFlags.sort((a, b) => RANK[b.severity] - RANK[a.severity]);
  // One follow-up per code, earliest first; a routine review when nothing else asks for one.
  const seen = new Set<string>();
  out.followUp.timeline = out.followUp.timeline
    .filter((f) => !seen.has(f.code) && seen.add(f.code))
    .sort((a, b) => a.inDays - b.inDays || RANK[b.severity] - RANK[a.severity]);
  if (out.followUp.timeline.length === 0) {
    out.followUp.timeline.push({
      code: 'followup.routine',
      rule: 'default',
      severity: 'info',
      inDays: DEFAULT_FOLLOW_UP_DAYS.routine,
      text: 'Routine review in about 3 months (practice default).',
      dataPoints: [],
      citation: 'CONVENTION',
    });
  }
  // Key takeaways: the most severe risks, then the first strength.
  const takeaways = out.riskFlags.filter((r) => RANK[r.severity] >= RANK.moderate).slice(0, 3);
  if (takeaways.length === 0 && out.riskFlags.length === 0 && out.rulesEvaluated.length > 0) {
    takeaways.push({
      code: 'takeaway.no_risk_flags',
      rule: 'summary',
      severity: 'info',
      text: 'No risk flags in the recorded vitals, measurements and labs.',
      dataPoints: [],
    });
  }
  const strength = out.nutritionalHighlights.strengths[0];
  out.keyTakeaways = [
    ...takeaways.map((r) => ({ ...r, code: r.code.replace(/^risk\./, 'takeaway.') })),
    ...out.keyTakeaways,
    ...(strength ? [{ ...strength, code: strength.code.replace(/^strength\./, 'takeaway.') }] : []),
  ].slice(0, 5);
  return out;
}
