import type { CitationKey } from './citations.ts';
import { ClinicalError, requireNumber, type Sex } from './errors.ts';
import labData from './generated/lab-tests.json' with { type: 'json' };
import type { ClinicalWarning } from './result.ts';

export type LabConfidence = 'guideline' | 'typical' | 'verify-locally';

/** One row of shared/data/reference/lab_tests.csv (conventional US units). */
export interface LabTest {
  key: string;
  test: string;
  panel: string;
  loinc: string;
  loincName: string;
  /** Conventional unit the ranges are in. */
  unit: string;
  sex: 'M' | 'F' | 'any';
  low: number | null;
  high: number | null;
  interpretation: string;
  sources: string[];
  confidence: LabConfidence;
}

function cleanUnit(unit: string): string {
  // "ng/mL (= ug/L)" → "ng/mL": the alias is handled as a unit conversion of factor 1.
  return unit.replace(/\s*\(.*\)\s*$/, '');
}

const BASE_ROWS: LabTest[] = labData.rows.map((r) => ({
  ...r,
  unit: cleanUnit(r.unit),
  sex: r.sex as LabTest['sex'],
  confidence: r.confidence as LabConfidence,
}));

/** 25-OH vitamin D3 only (1989-3) is reported by some labs: REFERENCES.md lists it as an alternative code. */
const VITD3: LabTest[] = BASE_ROWS.filter((r) => r.key === 'vitd_25oh').map((r) => ({
  ...r,
  key: 'vitd3_25oh',
  test: '25-hydroxyvitamin D3',
  loinc: '1989-3',
  loincName: '25-Hydroxyvitamin D3 [Mass/volume] in Serum or Plasma',
  sources: ['LOINC', ...r.sources],
}));

export const LAB_TESTS: readonly LabTest[] = [...BASE_ROWS, ...VITD3];

const BY_LOINC = new Map<string, LabTest[]>();
for (const row of LAB_TESTS) BY_LOINC.set(row.loinc, [...(BY_LOINC.get(row.loinc) ?? []), row]);

/** Distinct LOINC codes known to this package. */
export const KNOWN_LOINC_CODES: readonly string[] = [...BY_LOINC.keys()];

/** Rows for a LOINC code (two for sex-specific tests). Throws UNKNOWN_LOINC. */
export function labTestsFor(loinc: string): LabTest[] {
  const rows = BY_LOINC.get(String(loinc).trim());
  if (!rows)
    throw new ClinicalError('UNKNOWN_LOINC', `Unknown LOINC code "${loinc}"`, {
      loinc,
      known: KNOWN_LOINC_CODES.length,
    });
  return rows;
}

// ---------------------------------------------------------------- units

/** Linear or affine map from an alternative unit to the conventional one: conventional = (v − offset) / factor. */
interface UnitConversion {
  unit: string;
  /** alternative = conventional × factor + offset */
  factor: number;
  offset?: number;
  source: CitationKey | 'identity';
}

const MMOL_CHOL: UnitConversion = { unit: 'mmol/L', factor: 0.02586, source: 'ATP3' };

/** REFERENCES.md section (e) "Unit conversions (conventional → SI)", keyed by lab key. */
const SI_CONVERSIONS: Record<string, UnitConversion[]> = {
  glucose_fasting: [{ unit: 'mmol/L', factor: 0.0555, source: 'ADA-SOC' }],
  glucose: [{ unit: 'mmol/L', factor: 0.0555, source: 'ADA-SOC' }],
  chol_total: [MMOL_CHOL],
  ldl_calc: [MMOL_CHOL],
  ldl_direct: [MMOL_CHOL],
  hdl: [MMOL_CHOL],
  non_hdl: [MMOL_CHOL],
  triglycerides: [{ unit: 'mmol/L', factor: 0.01129, source: 'ATP3' }],
  creatinine: [{ unit: 'umol/L', factor: 88.4, source: 'MSD-BLOOD' }],
  bun: [{ unit: 'mmol/L', factor: 0.357, source: 'MSD-BLOOD' }],
  calcium: [{ unit: 'mmol/L', factor: 0.2495, source: 'MSD-BLOOD' }],
  vitd_25oh: [{ unit: 'nmol/L', factor: 2.496, source: 'IOM2011' }],
  vitd3_25oh: [{ unit: 'nmol/L', factor: 2.496, source: 'IOM2011' }],
  b12: [{ unit: 'pmol/L', factor: 0.738, source: 'LOINC' }],
  folate: [{ unit: 'nmol/L', factor: 2.266, source: 'WHO-FOLATE' }],
  iron: [{ unit: 'umol/L', factor: 0.179, source: 'MSD-BLOOD' }],
  hgb: [{ unit: 'g/L', factor: 10, source: 'WHO-HB' }],
  // IFCC mmol/mol = 10.929 × (NGSP % − 2.15) = 10.929 × NGSP − 23.49735
  hba1c: [{ unit: 'mmol/mol', factor: 10.929, offset: -10.929 * 2.15, source: 'ADA-SOC' }],
};

/** Different spellings of the same quantity (factor 1). */
const IDENTICAL_UNITS: Record<string, string[]> = {
  '10*3/uL': [
    '10^3/uL',
    'x10^3/uL',
    'x10E3/uL',
    '10E3/uL',
    'K/uL',
    'thou/uL',
    '10*9/L',
    '10^9/L',
    'x10^9/L',
    '/nL',
  ],
  '10*6/uL': ['10^6/uL', 'x10^6/uL', 'x10E6/uL', 'M/uL', 'mill/uL', '10*12/L', '10^12/L', 'x10^12/L', '/pL'],
  'ng/mL': ['ug/L', 'mcg/L'],
  'mIU/L': ['uIU/mL', 'mU/L', 'uU/mL'],
  'mL/min/1.73m2': ['mL/min/1.73 m2', 'mL/min/{1.73_m2}', 'mL/min/1.73m^2'],
  'U/L': ['IU/L'],
  'ug/dL': ['mcg/dL'],
};

/** Normalises a unit for comparison: case, micro sign, spaces. */
export function normalizeUnit(unit: string): string {
  return String(unit).trim().replace(/[µμ]/g, 'u').replace(/\s+/g, '').toLowerCase();
}

function conversionsFor(test: LabTest): UnitConversion[] {
  const out: UnitConversion[] = [{ unit: test.unit, factor: 1, source: 'identity' }];
  for (const alias of IDENTICAL_UNITS[test.unit] ?? [])
    out.push({ unit: alias, factor: 1, source: 'identity' });
  out.push(...(SI_CONVERSIONS[test.key] ?? []));
  return out;
}

/** Units accepted for a LOINC code: the conventional unit first, then SI and equivalent spellings. */
export function acceptedUnits(loinc: string): string[] {
  const test = labTestsFor(loinc)[0] as LabTest;
  return conversionsFor(test).map((c) => c.unit);
}

function findConversion(test: LabTest, unit: string): UnitConversion {
  const n = normalizeUnit(unit);
  const found = conversionsFor(test).find((c) => normalizeUnit(c.unit) === n);
  if (!found) {
    throw new ClinicalError(
      'UNKNOWN_UNIT',
      `Unit "${unit}" is not known for ${test.test} (LOINC ${test.loinc}); use one of: ${conversionsFor(test)
        .map((c) => c.unit)
        .join(', ')}`,
      {
        loinc: test.loinc,
        unit,
        accepted: conversionsFor(test).map((c) => c.unit),
      },
    );
  }
  return found;
}

/** Converts a result between units of the same test, e.g. glucose 99 mg/dL → 5.49 mmol/L. */
export function convertLabValue(loinc: string, value: number, fromUnit: string, toUnit: string): number {
  requireNumber('value', value);
  const test = labTestsFor(loinc)[0] as LabTest;
  const from = findConversion(test, fromUnit);
  const to = findConversion(test, toUnit);
  const conventional = (value - (from.offset ?? 0)) / from.factor;
  return conventional * to.factor + (to.offset ?? 0);
}

/** The unit a value of this test reads in for a unit system: the conventional unit, or its SI unit (the conventional one when the test has none, e.g. TSH). */
export function labUnitFor(loinc: string, system: 'conventional' | 'si'): string {
  const test = labTestsFor(loinc)[0] as LabTest;
  if (system === 'conventional') return test.unit;
  return SI_CONVERSIONS[test.key]?.[0]?.unit ?? test.unit;
}

/** Decimals a converted value is shown with (per target unit; the conventional unit's per test). */
const SI_DECIMALS: Record<string, number> = {
  'mmol/L': 2,
  'umol/L': 0,
  'mmol/mol': 0,
  'g/L': 0,
  'nmol/L': 0,
  'pmol/L': 0,
};
const CONVENTIONAL_DECIMALS: Record<string, number> = {
  creatinine: 2,
  calcium: 1,
  hba1c: 1,
  hgb: 1,
  folate: 1,
};

/**
 * A lab value in the viewer's unit system: converted (and rounded for display) when it is in the
 * other system's unit, untouched when it already is (or when the unit is not one this package
 * converts: the laboratory's own unit is then shown as is).
 */
export function labValueIn(
  loinc: string,
  value: number,
  unit: string,
  system: 'conventional' | 'si',
): { value: number; unit: string; converted: boolean } {
  let target: string;
  let test: LabTest;
  try {
    test = labTestsFor(loinc)[0] as LabTest;
    target = labUnitFor(loinc, system);
  } catch {
    return { value, unit, converted: false };
  }
  if (normalizeUnit(unit) === normalizeUnit(target)) return { value, unit, converted: false };
  let converted: number;
  try {
    converted = convertLabValue(loinc, value, unit, target);
  } catch {
    return { value, unit, converted: false };
  }
  const decimals = system === 'si' ? (SI_DECIMALS[target] ?? 2) : (CONVENTIONAL_DECIMALS[test.key] ?? 0);
  const f = 10 ** decimals;
  return { value: Math.round(converted * f) / f, unit: target, converted: true };
}

// ---------------------------------------------------------------- critical limits and bands

/**
 * Mean adult critical (panic) limits of a US survey [KOST1990], conventional units. Local
 * laboratories set their own; pass `criticalLow`/`criticalHigh` to use theirs.
 */
export const CRITICAL_LIMITS: Record<string, { low?: number; high?: number }> = {
  glucose_fasting: { low: 46, high: 484 },
  glucose: { low: 46, high: 484 },
  potassium: { low: 2.8, high: 6.2 },
  calcium: { low: 6.6, high: 12.9 },
  sodium: { low: 120, high: 158 },
  co2: { low: 11, high: 40 },
  hct: { low: 18, high: 61 },
  hgb: { low: 6.6, high: 19.9 },
  plt: { low: 37, high: 910 },
  wbc: { low: 2.0, high: 37.0 },
};

/**
 * Tests whose `high` is a "< X desirable" guideline limit: X itself is already above the goal
 * (e.g. total cholesterol 200 mg/dL is "borderline high"). Elsewhere the limits are inclusive.
 */
const HIGH_IS_EXCLUSIVE = new Set([
  'chol_total',
  'ldl_calc',
  'ldl_direct',
  'triglycerides',
  'non_hdl',
  'hba1c',
  'hscrp',
]);

export interface LabBand {
  code: string;
  label: string;
  citation: CitationKey;
}

type BandRule = (v: number, sex: Sex | undefined) => LabBand | undefined;

const band = (code: string, label: string, citation: CitationKey): LabBand => ({ code, label, citation });

const LDL_BANDS: BandRule = (v) =>
  v < 100
    ? band('optimal', 'Optimal (< 100)', 'ATP3')
    : v < 130
      ? band('near_optimal', 'Near optimal (100-129)', 'ATP3')
      : v < 160
        ? band('borderline_high', 'Borderline high (130-159)', 'ATP3')
        : v < 190
          ? band('high', 'High (160-189)', 'ATP3')
          : band('very_high', 'Very high (≥ 190)', 'ATP3');

const GLUCOSE_FASTING: BandRule = (v) =>
  v < 70
    ? band('low', 'Below the usual fasting range', 'ADA-SOC')
    : v < 100
      ? band('normal', 'Normal fasting glucose (70-99)', 'ADA-SOC')
      : v < 126
        ? band('impaired_fasting_glucose', 'Impaired fasting glucose / prediabetes (100-125)', 'ADA-SOC')
        : band('diabetes_range', 'Diabetes range (≥ 126, confirm)', 'ADA-SOC');

/** Guideline bands of REFERENCES.md section (e), in conventional units. */
const BANDS: Record<string, BandRule> = {
  glucose_fasting: GLUCOSE_FASTING,
  glucose: (v) =>
    v >= 200
      ? band('diabetes_range_if_symptomatic', '≥ 200: diabetes range with classic symptoms', 'ADA-SOC')
      : undefined,
  hba1c: (v) =>
    v < 5.7
      ? band('normal', 'Normal (< 5.7 %)', 'ADA-SOC')
      : v < 6.5
        ? band('prediabetes', 'Prediabetes (5.7-6.4 %)', 'ADA-SOC')
        : band('diabetes_range', 'Diabetes range (≥ 6.5 %, confirm)', 'ADA-SOC'),
  chol_total: (v) =>
    v < 200
      ? band('desirable', 'Desirable (< 200)', 'ATP3')
      : v < 240
        ? band('borderline_high', 'Borderline high (200-239)', 'ATP3')
        : band('high', 'High (≥ 240)', 'ATP3'),
  ldl_calc: LDL_BANDS,
  ldl_direct: LDL_BANDS,
  hdl: (v) =>
    v < 40
      ? band('low', 'Low (< 40, a risk factor)', 'ATP3')
      : v >= 60
        ? band('high_protective', 'High (≥ 60, protective)', 'ATP3')
        : band('normal', 'Normal (40-59)', 'ATP3'),
  triglycerides: (v) =>
    v < 150
      ? band('normal', 'Normal (< 150)', 'ATP3')
      : v < 200
        ? band('borderline_high', 'Borderline high (150-199)', 'ATP3')
        : v < 500
          ? band('high', 'High (200-499)', 'ATP3')
          : band('very_high', 'Very high (≥ 500)', 'ATP3'),
  non_hdl: (v) =>
    v < 130
      ? band('at_goal', 'Below 130 (goal when the LDL goal is < 100)', 'ATP3')
      : band('above_goal', '≥ 130: above the usual goal', 'ATP3'),
  egfr: (v) =>
    v >= 90
      ? band('g1', 'G1 (≥ 90)', 'KDIGO2012')
      : v >= 60
        ? band('g2', 'G2 (60-89)', 'KDIGO2012')
        : v >= 45
          ? band('g3a', 'G3a (45-59)', 'KDIGO2012')
          : v >= 30
            ? band('g3b', 'G3b (30-44)', 'KDIGO2012')
            : v >= 15
              ? band('g4', 'G4 (15-29)', 'KDIGO2012')
              : band('g5', 'G5 (< 15)', 'KDIGO2012'),
  vitd_25oh: (v) =>
    v < 12
      ? band('deficiency_risk', 'At risk of deficiency (< 12 ng/mL)', 'IOM2011')
      : v < 20
        ? band('possibly_inadequate', 'Possibly inadequate (12-19 ng/mL)', 'IOM2011')
        : v <= 50
          ? band('adequate', 'Adequate (20-50 ng/mL)', 'IOM2011')
          : band('possible_harm', 'Above 50 ng/mL: possible harm', 'IOM2011'),
  ferritin: (v, sex) =>
    v < 15
      ? band('iron_deficiency', 'Iron deficiency (< 15 ng/mL, apparently healthy people)', 'WHO-FERRITIN')
      : (sex === 'F' && v > 150) || (sex === 'M' && v > 200)
        ? band('iron_overload_risk', 'Risk of iron overload (> 150 women / > 200 men)', 'WHO-FERRITIN')
        : undefined,
  b12: (v) =>
    v < 200
      ? band('deficiency_likely', 'Deficiency likely (< 200 pg/mL)', 'LOINC')
      : v <= 300
        ? band('borderline', 'Borderline (200-300 pg/mL)', 'LOINC')
        : undefined,
  folate: (v) =>
    v < 3
      ? band(
          'deficient_megaloblastic',
          'Deficient (< 3 ng/mL, megaloblastic-anaemia criterion)',
          'WHO-FOLATE',
        )
      : v < 4
        ? band('deficient_homocysteine', 'Deficient (< 4 ng/mL, homocysteine criterion)', 'WHO-FOLATE')
        : undefined,
  hscrp: (v) =>
    v < 1
      ? band('low_cv_risk', 'Low cardiovascular risk (< 1 mg/L)', 'AHA-CDC2003')
      : v <= 3
        ? band('average_cv_risk', 'Average cardiovascular risk (1-3 mg/L)', 'AHA-CDC2003')
        : v <= 10
          ? band('high_cv_risk', 'High cardiovascular risk (> 3 mg/L)', 'AHA-CDC2003')
          : band('repeat', '> 10 mg/L: repeat when well (likely acute process)', 'AHA-CDC2003'),
  hgb: (v, sex) =>
    (sex === 'M' && v < 13) || (sex === 'F' && v < 12)
      ? band('anaemia', 'Anaemia by WHO criteria (< 13 men / < 12 non-pregnant women)', 'WHO-HB')
      : undefined,
  mcv: (v) =>
    v < 80
      ? band('microcytic', 'Microcytic (< 80 fL)', 'CDT-LAB')
      : v > 100
        ? band('macrocytic', 'Macrocytic (> 100 fL)', 'CDT-LAB')
        : undefined,
};
BANDS.vitd3_25oh = BANDS.vitd_25oh as BandRule;

// ---------------------------------------------------------------- interpretation

export type LabFlag = 'normal' | 'low' | 'high' | 'critical_low' | 'critical_high';

export interface LabResultInput {
  loinc: string;
  value: number;
  unit: string;
  sex?: Sex;
  /** The performing laboratory's reference interval, in `unit`. Preferred over the table when given. */
  referenceRange?: { low?: number | null; high?: number | null };
  /** The performing laboratory's critical limits, in `unit`. */
  criticalLow?: number;
  criticalHigh?: number;
}

export interface LabInterpretation {
  loinc: string;
  key: string;
  test: string;
  value: number;
  unit: string;
  /** The value in the conventional unit of the table. */
  conventionalValue: number;
  conventionalUnit: string;
  flag: LabFlag;
  /** `lab.<key>.<flag>`, stable for translation. */
  code: string;
  referenceRange: {
    low: number | null;
    high: number | null;
    unit: string;
    sex: 'M' | 'F' | 'any';
    source: 'performing-lab' | 'reference-table';
    confidence: LabConfidence;
  };
  criticalRange: {
    low: number | null;
    high: number | null;
    unit: string;
    source: 'performing-lab' | 'KOST1990' | 'none';
  };
  band?: LabBand;
  sources: string[];
  warnings: ClinicalWarning[];
}

/**
 * Interprets one lab result by LOINC: picks the patient's sex-specific row, converts the value to
 * the conventional unit, flags low / high / critical and adds the guideline band where one exists.
 * Throws UNKNOWN_LOINC / UNKNOWN_UNIT.
 */
export function interpretLab(input: LabResultInput): LabInterpretation {
  const rows = labTestsFor(input.loinc);
  const value = requireNumber('value', input.value);
  const first = rows[0] as LabTest;
  const conv = findConversion(first, input.unit);
  const toConventional = (v: number) => (v - (conv.offset ?? 0)) / conv.factor;
  const conventionalValue = toConventional(value);
  const warnings: ClinicalWarning[] = [];

  let row: LabTest;
  if (rows.length === 1) row = first;
  else if (input.sex) row = rows.find((r) => r.sex === input.sex) ?? first;
  else {
    // Sex unknown for a sex-specific test: use the union of the intervals.
    const lows = rows.map((r) => r.low).filter((v): v is number => v !== null);
    const highs = rows.map((r) => r.high).filter((v): v is number => v !== null);
    row = {
      ...first,
      sex: 'any',
      low: lows.length ? Math.min(...lows) : null,
      high: highs.length ? Math.max(...highs) : null,
    };
    warnings.push({
      code: 'sex_unknown',
      message: `${first.test} has sex-specific ranges; without the patient's sex the widest interval is used.`,
    });
  }
  if (row.key === 'vitd3_25oh') {
    warnings.push({
      code: 'vitd3_only',
      message:
        'This code measures 25-OH vitamin D3 only; D2 is not included, so total vitamin D may be higher.',
    });
  }
  if (row.confidence === 'verify-locally') {
    warnings.push({
      code: 'verify_locally',
      message: `The ${row.test} interval is method-dependent: use the performing laboratory's interval.`,
    });
  }

  let low = row.low;
  let high = row.high;
  let rangeSource: 'performing-lab' | 'reference-table' = 'reference-table';
  if (input.referenceRange && (input.referenceRange.low != null || input.referenceRange.high != null)) {
    low = input.referenceRange.low != null ? toConventional(input.referenceRange.low) : null;
    high = input.referenceRange.high != null ? toConventional(input.referenceRange.high) : null;
    rangeSource = 'performing-lab';
  }
  const table = CRITICAL_LIMITS[row.key];
  const critLow = input.criticalLow !== undefined ? toConventional(input.criticalLow) : (table?.low ?? null);
  const critHigh =
    input.criticalHigh !== undefined ? toConventional(input.criticalHigh) : (table?.high ?? null);
  const critSource =
    input.criticalLow !== undefined || input.criticalHigh !== undefined
      ? 'performing-lab'
      : table
        ? 'KOST1990'
        : 'none';

  // Compare in conventional units, rounded to 1e-9 to absorb conversion float error at the limits.
  const v = Math.round(conventionalValue * 1e9) / 1e9;
  const exclusiveHigh = rangeSource === 'reference-table' && HIGH_IS_EXCLUSIVE.has(row.key);
  let flag: LabFlag = 'normal';
  if (critLow !== null && v < critLow) flag = 'critical_low';
  else if (critHigh !== null && v > critHigh) flag = 'critical_high';
  else if (low !== null && v < low) flag = 'low';
  else if (high !== null && (exclusiveHigh ? v >= high : v > high)) flag = 'high';

  const bandRule = BANDS[row.key];
  const b = bandRule?.(v, input.sex);
  return {
    loinc: row.loinc,
    key: row.key,
    test: row.test,
    value,
    unit: input.unit,
    conventionalValue,
    conventionalUnit: row.unit,
    flag,
    code: `lab.${row.key}.${flag}`,
    referenceRange: {
      low,
      high,
      unit: row.unit,
      sex: row.sex,
      source: rangeSource,
      confidence: row.confidence,
    },
    criticalRange: { low: critLow, high: critHigh, unit: row.unit, source: critSource },
    ...(b ? { band: b } : {}),
    sources: row.sources,
    warnings,
  };
}
