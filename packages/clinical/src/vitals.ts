import type { CitationKey } from './citations.ts';
import { requireNumber } from './errors.ts';
import { convertTemperature, type TemperatureUnit } from './units.ts';

export type Severity = 'normal' | 'info' | 'warning' | 'critical';

/** One interpreted vital sign. `code` is stable for translation, e.g. `bp.stage2`. */
export interface VitalFlag {
  code: string;
  label: string;
  severity: Severity;
  value: number;
  unit: string;
  citation: CitationKey;
  /** NEWS2 sub-score (0–3) where the parameter is part of NEWS2. */
  news2?: number;
}

export type BpCategory = 'normal' | 'elevated' | 'stage1' | 'stage2' | 'crisis';

const BP_LABELS: Record<BpCategory, string> = {
  normal: 'Normal',
  elevated: 'Elevated',
  stage1: 'Hypertension stage 1',
  stage2: 'Hypertension stage 2',
  crisis: 'Hypertensive crisis',
};

const BP_RANK: Record<BpCategory, number> = { normal: 0, elevated: 1, stage1: 2, stage2: 3, crisis: 4 };

/**
 * 2017 ACC/AHA adult blood-pressure category [ACCAHA2017]. When systolic and diastolic fall in
 * different categories the higher one applies; > 180 and/or > 120 is a hypertensive crisis (AHA).
 * Classify on the average of ≥ 2 readings on ≥ 2 occasions.
 */
export function bloodPressureCategory(
  systolic: number,
  diastolic: number,
): VitalFlag & { category: BpCategory; systolic: number; diastolic: number } {
  requireNumber('systolic', systolic, 40, 320);
  requireNumber('diastolic', diastolic, 20, 220);
  const bySys: BpCategory =
    systolic > 180
      ? 'crisis'
      : systolic >= 140
        ? 'stage2'
        : systolic >= 130
          ? 'stage1'
          : systolic >= 120
            ? 'elevated'
            : 'normal';
  // "Elevated" is defined by systolic only (diastolic must be < 80), so diastolic never maps to it.
  const byDia: BpCategory =
    diastolic > 120 ? 'crisis' : diastolic >= 90 ? 'stage2' : diastolic >= 80 ? 'stage1' : 'normal';
  const category = BP_RANK[bySys] >= BP_RANK[byDia] ? bySys : byDia;
  const severity: Severity =
    category === 'crisis'
      ? 'critical'
      : category === 'stage2' || category === 'stage1'
        ? 'warning'
        : category === 'elevated'
          ? 'info'
          : 'normal';
  return {
    code: `bp.${category}`,
    label: BP_LABELS[category],
    severity,
    category,
    systolic,
    diastolic,
    value: systolic,
    unit: 'mmHg',
    citation: 'ACCAHA2017',
    news2: news2Systolic(systolic),
  };
}

/** NEWS2 systolic sub-score: ≤90 →3, 91–100 →2, 101–110 →1, 111–219 →0, ≥220 →3 [NEWS2]. */
export function news2Systolic(sbp: number): number {
  if (sbp <= 90) return 3;
  if (sbp <= 100) return 2;
  if (sbp <= 110) return 1;
  if (sbp < 220) return 0;
  return 3;
}

/** NEWS2 pulse sub-score: ≤40 →3, 41–50 →1, 51–90 →0, 91–110 →1, 111–130 →2, ≥131 →3 [NEWS2]. */
export function news2Pulse(bpm: number): number {
  if (bpm <= 40) return 3;
  if (bpm <= 50) return 1;
  if (bpm <= 90) return 0;
  if (bpm <= 110) return 1;
  if (bpm <= 130) return 2;
  return 3;
}

/** NEWS2 temperature sub-score (°C): ≤35.0 →3, 35.1–36.0 →1, 36.1–38.0 →0, 38.1–39.0 →1, ≥39.1 →2 [NEWS2]. */
export function news2Temperature(celsius: number): number {
  if (celsius <= 35) return 3;
  if (celsius <= 36) return 1;
  if (celsius <= 38) return 0;
  if (celsius <= 39) return 1;
  return 2;
}

/** NEWS2 SpO2 scale 1 sub-score: ≤91 →3, 92–93 →2, 94–95 →1, ≥96 →0 [NEWS2]. */
export function news2Spo2Scale1(percent: number): number {
  if (percent <= 91) return 3;
  if (percent <= 93) return 2;
  if (percent <= 95) return 1;
  return 0;
}

/**
 * NEWS2 SpO2 scale 2 (target 88–92 %, e.g. hypercapnic respiratory failure, on clinical decision):
 * ≤83 →3, 84–85 →2, 86–87 →1, 88–92 or ≥93 on air →0, 93–94 on O2 →1, 95–96 on O2 →2, ≥97 on O2 →3.
 */
export function news2Spo2Scale2(percent: number, onOxygen: boolean): number {
  if (percent <= 83) return 3;
  if (percent <= 85) return 2;
  if (percent <= 87) return 1;
  if (percent <= 92 || !onOxygen) return 0;
  if (percent <= 94) return 1;
  if (percent <= 96) return 2;
  return 3;
}

/**
 * Resting heart rate: 60–100 bpm is the usual adult range [AHA_HR] (below 60 can be normal in
 * trained people); NEWS2 sub-score 3 (≤ 40 or ≥ 131) is flagged critical.
 */
export function heartRateFlag(bpm: number): VitalFlag {
  requireNumber('heartRate', bpm, 10, 300);
  const news2 = news2Pulse(bpm);
  const base = { value: bpm, unit: 'bpm', news2 };
  if (news2 === 3) {
    return bpm <= 40
      ? {
          ...base,
          code: 'hr.critical_low',
          label: 'Heart rate critically low',
          severity: 'critical',
          citation: 'NEWS2',
        }
      : {
          ...base,
          code: 'hr.critical_high',
          label: 'Heart rate critically high',
          severity: 'critical',
          citation: 'NEWS2',
        };
  }
  if (bpm < 60)
    return {
      ...base,
      code: 'hr.low',
      label: 'Bradycardia (< 60 bpm)',
      severity: 'warning',
      citation: 'AHA_HR',
    };
  if (bpm > 100)
    return {
      ...base,
      code: 'hr.high',
      label: 'Tachycardia (> 100 bpm)',
      severity: 'warning',
      citation: 'AHA_HR',
    };
  return { ...base, code: 'hr.normal', label: 'Heart rate normal', severity: 'normal', citation: 'AHA_HR' };
}

/** Body temperature flagged by the NEWS2 bands; input in °C or °F. */
export function temperatureFlag(value: number, unit: TemperatureUnit = 'C'): VitalFlag {
  const c = convertTemperature(value, unit, 'C');
  requireNumber('temperatureC', c, 20, 46);
  const news2 = news2Temperature(c);
  const base = { value: c, unit: 'C', news2, citation: 'NEWS2' as const };
  if (c <= 35)
    return { ...base, code: 'temp.critical_low', label: 'Hypothermia (≤ 35.0 °C)', severity: 'critical' };
  if (c <= 36)
    return { ...base, code: 'temp.low', label: 'Low temperature (35.1-36.0 °C)', severity: 'warning' };
  if (c <= 38) return { ...base, code: 'temp.normal', label: 'Temperature normal', severity: 'normal' };
  if (c <= 39) return { ...base, code: 'temp.high', label: 'Fever (38.1-39.0 °C)', severity: 'warning' };
  return { ...base, code: 'temp.very_high', label: 'High fever (≥ 39.1 °C)', severity: 'critical' };
}

/** SpO2 flagged on NEWS2 scale 1 (or scale 2 when `scale: 2`). */
export function spo2Flag(percent: number, options: { scale?: 1 | 2; onOxygen?: boolean } = {}): VitalFlag {
  requireNumber('spo2', percent, 30, 100);
  const scale = options.scale ?? 1;
  const news2 = scale === 2 ? news2Spo2Scale2(percent, options.onOxygen ?? false) : news2Spo2Scale1(percent);
  const base = { value: percent, unit: '%', news2, citation: 'NEWS2' as const };
  if (news2 === 3)
    return { ...base, code: 'spo2.critical', label: 'Oxygen saturation critical', severity: 'critical' };
  if (news2 === 2) return { ...base, code: 'spo2.low', label: 'Oxygen saturation low', severity: 'warning' };
  if (news2 === 1)
    return { ...base, code: 'spo2.borderline', label: 'Oxygen saturation borderline', severity: 'info' };
  return { ...base, code: 'spo2.normal', label: 'Oxygen saturation normal', severity: 'normal' };
}

export interface VitalsInput {
  systolic?: number;
  diastolic?: number;
  heartRate?: number;
  temperature?: number;
  temperatureUnit?: TemperatureUnit;
  spo2?: number;
  spo2Scale?: 1 | 2;
  onOxygen?: boolean;
}

/** All vitals present in `input`, interpreted; absent ones are skipped. */
export function assessVitals(input: VitalsInput): VitalFlag[] {
  const out: VitalFlag[] = [];
  if (input.systolic !== undefined && input.diastolic !== undefined)
    out.push(bloodPressureCategory(input.systolic, input.diastolic));
  if (input.heartRate !== undefined) out.push(heartRateFlag(input.heartRate));
  if (input.temperature !== undefined)
    out.push(temperatureFlag(input.temperature, input.temperatureUnit ?? 'C'));
  if (input.spo2 !== undefined)
    out.push(spo2Flag(input.spo2, { scale: input.spo2Scale ?? 1, onOxygen: input.onOxygen ?? false }));
  return out;
}
