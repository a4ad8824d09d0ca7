import { bmi, waistCircumferenceRisk, waistToHeight, waistToHip } from '@verdant/clinical/anthropometrics';
import { interpretLab } from '@verdant/clinical/labs';
import { cmToIn, convertTemperature, inToCm, kgToLb, lbToKg } from '@verdant/clinical/units';
import { bloodPressureCategory, heartRateFlag, spo2Flag, temperatureFlag } from '@verdant/clinical/vitals';
import type { LabResult } from '@verdant/shared/consultations';
import type { Gender } from '@verdant/shared/patients';
import type { UnitSystem } from '../patients/units.ts';

/**
 * The figures and flags shown beside each measurement, all from the clinical package: BMI and its
 * WHO class, the 2017 ACC/AHA blood-pressure category, WHO waist risk, waist-to-height (NICE) and
 * waist-to-hip ratios, heart-rate, temperature and SpO2 flags (NEWS2 bands). Values are stored in SI
 * and shown in the user's units.
 */

export type Tone = 'normal' | 'info' | 'warning' | 'critical';

export interface Figure {
  /** Translation key under `consultations:figures` (`bp.stage1`, `bmi.obese.1`, `whtr.increased`). */
  code: string;
  /** The figure's own value when it has one (BMI, a ratio), already rounded. */
  value?: number;
  tone: Tone;
  /** The clinical package's citation key. */
  citation: string;
}

const SEVERITY_TONE: Record<string, Tone> = {
  normal: 'normal',
  info: 'info',
  warning: 'warning',
  critical: 'critical',
};

const safe = <T>(compute: () => T): T | null => {
  try {
    return compute();
  } catch {
    return null;
  }
};

export interface VitalValues {
  systolic: number | null;
  diastolic: number | null;
  heartRate: number | null;
  temperatureC: number | null;
  spo2: number | null;
}

export function vitalFigures(v: VitalValues): Figure[] {
  const out: Figure[] = [];
  const flag = (f: { code: string; severity: string; citation: string } | null) => {
    if (f) out.push({ code: f.code, tone: SEVERITY_TONE[f.severity] ?? 'info', citation: f.citation });
  };
  if (v.systolic !== null && v.diastolic !== null)
    flag(safe(() => bloodPressureCategory(v.systolic!, v.diastolic!)));
  if (v.heartRate !== null) flag(safe(() => heartRateFlag(v.heartRate!)));
  if (v.temperatureC !== null) flag(safe(() => temperatureFlag(v.temperatureC!, 'C')));
  if (v.spo2 !== null) flag(safe(() => spo2Flag(v.spo2!)));
  return out;
}

export interface AnthroValues {
  weightKg: number | null;
  heightCm: number | null;
  waistCm: number | null;
  hipCm: number | null;
}

export interface MeasuredPerson {
  gender: Gender | null;
  dateOfBirth: string | null;
  heightCm: number | null;
}

const sexOf = (gender: Gender | null) => (gender === 'female' ? 'F' : gender === 'male' ? 'M' : null);

function ageAt(dateOfBirth: string | null, at: Date): number | null {
  if (!dateOfBirth) return null;
  const dob = new Date(`${dateOfBirth}T00:00:00Z`);
  let age = at.getUTCFullYear() - dob.getUTCFullYear();
  const m = at.getUTCMonth() - dob.getUTCMonth();
  if (m < 0 || (m === 0 && at.getUTCDate() < dob.getUTCDate())) age--;
  return age;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** BMI (adults; the entry's height, else the record's), waist risk by sex, waist-to-height and -hip. */
export function anthroFigures(a: AnthroValues, person: MeasuredPerson, at: Date = new Date()): Figure[] {
  const out: Figure[] = [];
  const height = a.heightCm ?? person.heightCm;
  const age = ageAt(person.dateOfBirth, at);
  const sex = sexOf(person.gender);
  if (a.weightKg !== null && height !== null) {
    const b = safe(() => bmi(a.weightKg!, height, age ?? undefined));
    if (b) {
      const child = age !== null && age < 20;
      out.push({
        code: child ? 'bmi.child' : `bmi.${b.category}`,
        value: round(b.value, 1),
        tone:
          child || b.category === 'normal'
            ? 'normal'
            : b.category.startsWith('obese.') || b.category === 'underweight.severe'
              ? 'warning'
              : 'info',
        citation: b.citation,
      });
    }
  }
  if (a.waistCm !== null && sex) {
    const w = safe(() => waistCircumferenceRisk(a.waistCm!, sex));
    if (w) {
      out.push({
        code: w.code,
        tone: w.who === 'not-increased' ? 'normal' : w.who === 'increased' ? 'info' : 'warning',
        citation: w.citation,
      });
    }
  }
  if (a.waistCm !== null && height !== null) {
    const r = safe(() => waistToHeight(a.waistCm!, height));
    if (r) {
      out.push({
        code: r.code,
        value: round(r.value, 2),
        tone: r.band === 'high' ? 'warning' : r.band === 'increased' ? 'info' : 'normal',
        citation: r.citation,
      });
    }
  }
  if (a.waistCm !== null && a.hipCm !== null && sex) {
    const r = safe(() => waistToHip(a.waistCm!, a.hipCm!, sex));
    if (r) {
      out.push({
        code: r.code,
        value: round(r.value, 2),
        tone: r.band === 'substantially-increased' ? 'warning' : 'normal',
        citation: r.citation,
      });
    }
  }
  return out;
}

/** A lab value's flag (low, high, critical) against the clinical package's reference ranges. */
export function labFigure(
  lab: LabResult,
  gender: Gender | null,
): (Figure & { test: string; range: string }) | null {
  const r = safe(() => interpretLab({ ...lab, sex: sexOf(gender) ?? undefined }));
  if (!r) return null;
  const { low, high, unit } = r.referenceRange;
  const range = low !== null && high !== null ? `${low}–${high}` : low !== null ? `≥ ${low}` : `≤ ${high}`;
  return {
    code: `lab.${r.flag}`,
    tone: r.flag === 'normal' ? 'normal' : r.flag.startsWith('critical') ? 'critical' : 'warning',
    citation: 'LOINC',
    test: r.test,
    range: `${range} ${unit}`,
  };
}

/** Kinds of measure and how each shows in the user's units. */
export type Quantity = 'mass' | 'length' | 'temperature';

export function unitOf(q: Quantity, units: UnitSystem): string {
  if (q === 'mass') return units === 'us' ? 'lb' : 'kg';
  if (q === 'length') return units === 'us' ? 'in' : 'cm';
  return units === 'us' ? '°F' : '°C';
}

/** An SI value in the user's units (one decimal). */
export function toUnits(q: Quantity, si: number, units: UnitSystem): number {
  if (units === 'metric') return si;
  const shown = q === 'mass' ? kgToLb(si) : q === 'length' ? cmToIn(si) : convertTemperature(si, 'C', 'F');
  return round(shown, 1);
}

/** A typed value in the user's units as SI: null when empty, NaN when not a number. */
export function fromUnits(q: Quantity, typed: string, units: UnitSystem): number | null {
  const t = typed.trim().replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  if (!Number.isFinite(n)) return Number.NaN;
  if (units === 'metric') return n;
  const si = q === 'mass' ? lbToKg(n) : q === 'length' ? inToCm(n) : convertTemperature(n, 'F', 'C');
  return round(si, q === 'temperature' ? 2 : 1);
}

/** The field of each measure and its quantity (null: no unit choice: mmHg, bpm, %). */
export const MEASURE_FIELDS = {
  vitals: [
    ['systolic', null],
    ['diastolic', null],
    ['heartRate', null],
    ['temperatureC', 'temperature'],
    ['spo2', null],
  ],
  anthropometrics: [
    ['weightKg', 'mass'],
    ['heightCm', 'length'],
    ['waistCm', 'length'],
    ['hipCm', 'length'],
  ],
} as const satisfies Record<string, readonly (readonly [string, Quantity | null])[]>;

export const FIXED_UNITS: Record<string, string> = {
  systolic: 'mmHg',
  diastolic: 'mmHg',
  heartRate: 'bpm',
  spo2: '%',
};

/** The unit label of a measure field in the user's units. */
export function fieldUnit(field: string, quantity: Quantity | null, units: UnitSystem): string {
  return quantity ? unitOf(quantity, units) : (FIXED_UNITS[field] ?? '');
}

/** A stored SI value as the text of an input in the user's units. */
export function inputText(quantity: Quantity | null, si: number | null, units: UnitSystem): string {
  if (si === null) return '';
  return String(quantity ? toUnits(quantity, si, units) : si);
}

/** The SI value of an input's text (null empty, NaN not a number). */
export function inputValue(quantity: Quantity | null, text: string, units: UnitSystem): number | null {
  if (quantity) return fromUnits(quantity, text, units);
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
}
