import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClinicalError } from './errors.ts';
import {
  acceptedUnits,
  convertLabValue,
  interpretLab,
  KNOWN_LOINC_CODES,
  LAB_TESTS,
  labTestsFor,
  labValueIn,
} from './labs.ts';

describe('lab table', () => {
  it('loads all 44 rows of lab_tests.csv (41 tests) plus the 25-OH D3 alternative code', () => {
    expect(LAB_TESTS.length).toBe(45);
    expect(new Set(LAB_TESTS.filter((r) => r.loinc !== '1989-3').map((r) => r.loinc)).size).toBe(41);
    expect(KNOWN_LOINC_CODES).toContain('1989-3');
    expect(
      labTestsFor('718-7')
        .map((r) => r.sex)
        .sort(),
    ).toEqual(['F', 'M']);
  });
  it('unknown LOINC and unknown unit give typed errors', () => {
    expect(() => interpretLab({ loinc: '9999-9', value: 1, unit: 'mg/dL' })).toThrow(
      expect.objectContaining({ name: 'ClinicalError', code: 'UNKNOWN_LOINC' }),
    );
    expect(() => interpretLab({ loinc: '2345-7', value: 100, unit: 'g/L' })).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_UNIT' }),
    );
    try {
      interpretLab({ loinc: '2345-7', value: 100, unit: 'furlongs' });
    } catch (e) {
      expect(e).toBeInstanceOf(ClinicalError);
      expect((e as ClinicalError).details.accepted).toEqual(['mg/dL', 'mmol/L']);
    }
  });
});

describe('unit conversion (REFERENCES.md factors)', () => {
  it('glucose: 99 mg/dL × 0.0555 = 5.4945 mmol/L, and back', () => {
    expect(convertLabValue('1558-6', 99, 'mg/dL', 'mmol/L')).toBeCloseTo(5.4945, 10);
    expect(convertLabValue('1558-6', 5.4945, 'mmol/L', 'mg/dL')).toBeCloseTo(99, 10);
  });
  it('cholesterol × 0.02586, triglycerides × 0.01129, creatinine × 88.4, vitamin D × 2.496', () => {
    expect(convertLabValue('2093-3', 200, 'mg/dL', 'mmol/L')).toBeCloseTo(5.172, 10);
    expect(convertLabValue('2085-9', 40, 'mg/dL', 'mmol/L')).toBeCloseTo(1.0344, 10);
    expect(convertLabValue('2571-8', 150, 'mg/dL', 'mmol/L')).toBeCloseTo(1.6935, 10);
    expect(convertLabValue('2160-0', 1, 'mg/dL', 'µmol/L')).toBeCloseTo(88.4, 10);
    expect(convertLabValue('62292-8', 20, 'ng/mL', 'nmol/L')).toBeCloseTo(49.92, 10);
    expect(convertLabValue('718-7', 13.5, 'g/dL', 'g/L')).toBeCloseTo(135, 10);
  });
  it('HbA1c NGSP → IFCC: 10.929 × (6.5 − 2.15) = 47.54 mmol/mol', () => {
    expect(convertLabValue('4548-4', 6.5, '%', 'mmol/mol')).toBeCloseTo(47.54115, 5);
    expect(convertLabValue('4548-4', 47.54115, 'mmol/mol', '%')).toBeCloseTo(6.5, 9);
  });
  it('accepts equivalent spellings and lists the units of a test', () => {
    expect(convertLabValue('6690-2', 7.2, 'K/µL', '10*9/L')).toBe(7.2);
    expect(acceptedUnits('2276-4')).toEqual(['ng/mL', 'ug/L', 'mcg/L']);
  });
  it('round trips every two-unit test without drift (property)', () => {
    const pairs = LAB_TESTS.flatMap((t) =>
      acceptedUnits(t.loinc)
        .slice(1)
        .map((u) => [t.loinc, t.unit, u] as const),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        ([loinc, a, b], v) => {
          const back = convertLabValue(loinc, convertLabValue(loinc, v, a, b), b, a);
          return Math.abs(back - v) <= 1e-9 * Math.max(1, v);
        },
      ),
    );
  });
});

describe('flags', () => {
  it('uses the patient sex for sex-specific ranges', () => {
    expect(interpretLab({ loinc: '718-7', value: 12.8, unit: 'g/dL', sex: 'M' })).toMatchObject({
      flag: 'low',
      code: 'lab.hgb.low',
      band: { code: 'anaemia' },
    });
    expect(interpretLab({ loinc: '718-7', value: 12.8, unit: 'g/dL', sex: 'F' }).flag).toBe('normal');
    const unknown = interpretLab({ loinc: '718-7', value: 12.8, unit: 'g/dL' });
    expect(unknown.referenceRange).toMatchObject({ low: 12, high: 17.5, sex: 'any' });
    expect(unknown.warnings[0]?.code).toBe('sex_unknown');
  });
  it('flags in SI units against the conventional range: glucose 7.2 mmol/L = 129.7 mg/dL → high, diabetes range', () => {
    const r = interpretLab({ loinc: '1558-6', value: 7.2, unit: 'mmol/L' });
    expect(r.conventionalValue).toBeCloseTo(129.73, 2);
    expect(r).toMatchObject({ flag: 'high', band: { code: 'diabetes_range' } });
  });
  it('critical limits (Kost 1990 survey means): potassium 6.5 and sodium 118', () => {
    expect(interpretLab({ loinc: '2823-3', value: 6.5, unit: 'mmol/L' })).toMatchObject({
      flag: 'critical_high',
      code: 'lab.potassium.critical_high',
      criticalRange: { high: 6.2, source: 'KOST1990' },
    });
    expect(interpretLab({ loinc: '2951-2', value: 118, unit: 'mmol/L' }).flag).toBe('critical_low');
    expect(interpretLab({ loinc: '2823-3', value: 5.2, unit: 'mmol/L' }).flag).toBe('high');
  });
  it('"< X desirable" limits flag X itself; ordinary intervals are inclusive', () => {
    expect(interpretLab({ loinc: '2093-3', value: 200, unit: 'mg/dL' })).toMatchObject({
      flag: 'high',
      band: { code: 'borderline_high' },
    });
    expect(interpretLab({ loinc: '2093-3', value: 199, unit: 'mg/dL' }).flag).toBe('normal');
    expect(interpretLab({ loinc: '2951-2', value: 145, unit: 'mmol/L' }).flag).toBe('normal');
    expect(interpretLab({ loinc: '4548-4', value: 5.7, unit: '%' })).toMatchObject({
      flag: 'high',
      band: { code: 'prediabetes' },
    });
    expect(interpretLab({ loinc: '2085-9', value: 40, unit: 'mg/dL' }).flag).toBe('normal');
    expect(interpretLab({ loinc: '2085-9', value: 39, unit: 'mg/dL' }).band?.code).toBe('low');
  });
  it('prefers the performing laboratory interval and critical limits when given', () => {
    const r = interpretLab({
      loinc: '3016-3',
      value: 4.3,
      unit: 'mIU/L',
      referenceRange: { low: 0.4, high: 4.5 },
    });
    expect(r).toMatchObject({ flag: 'normal', referenceRange: { source: 'performing-lab', high: 4.5 } });
    expect(interpretLab({ loinc: '2823-3', value: 6.0, unit: 'mmol/L', criticalHigh: 5.9 })).toMatchObject({
      flag: 'critical_high',
      criticalRange: { source: 'performing-lab' },
    });
  });
  it('bands from REFERENCES.md: LDL, triglycerides, eGFR, vitamin D, hs-CRP', () => {
    expect(interpretLab({ loinc: '13457-7', value: 192, unit: 'mg/dL' }).band?.code).toBe('very_high');
    expect(interpretLab({ loinc: '2571-8', value: 5.8, unit: 'mmol/L' }).band?.code).toBe('very_high'); // 513.7 mg/dL
    expect(interpretLab({ loinc: '98979-8', value: 52, unit: 'mL/min/1.73m2' }).band?.code).toBe('g3a');
    expect(interpretLab({ loinc: '62292-8', value: 40, unit: 'nmol/L' })).toMatchObject({
      flag: 'low',
      band: { code: 'possibly_inadequate' },
    }); // 16.0 ng/mL
    expect(interpretLab({ loinc: '30522-7', value: 2, unit: 'mg/L' }).band?.code).toBe('average_cv_risk');
    expect(interpretLab({ loinc: '1989-3', value: 25, unit: 'ng/mL' }).warnings.map((w) => w.code)).toContain(
      'vitd3_only',
    );
  });
});

describe('labValueIn (the viewer unit system)', () => {
  it('converts conventional values to SI and back, rounded for display', () => {
    expect(labValueIn('2345-7', 99, 'mg/dL', 'si')).toEqual({ value: 5.49, unit: 'mmol/L', converted: true });
    expect(labValueIn('2093-3', 200, 'mg/dL', 'si')).toEqual({
      value: 5.17,
      unit: 'mmol/L',
      converted: true,
    });
    expect(labValueIn('2160-0', 1, 'mg/dL', 'si')).toEqual({ value: 88, unit: 'umol/L', converted: true });
    expect(labValueIn('4548-4', 6.5, '%', 'si')).toEqual({ value: 48, unit: 'mmol/mol', converted: true });
    expect(labValueIn('4548-4', 48, 'mmol/mol', 'conventional')).toEqual({
      value: 6.5,
      unit: '%',
      converted: true,
    });
    expect(labValueIn('2160-0', 88.4, 'umol/L', 'conventional')).toEqual({
      value: 1,
      unit: 'mg/dL',
      converted: true,
    });
  });

  it('leaves a value already in the system, a unit it does not know, or an unknown test as it is', () => {
    expect(labValueIn('2345-7', 5.5, 'mmol/L', 'si')).toEqual({
      value: 5.5,
      unit: 'mmol/L',
      converted: false,
    });
    expect(labValueIn('2345-7', 99, 'mg/dL', 'conventional')).toEqual({
      value: 99,
      unit: 'mg/dL',
      converted: false,
    });
    expect(labValueIn('3016-3', 2.1, 'mIU/L', 'si')).toEqual({ value: 2.1, unit: 'mIU/L', converted: false });
    expect(labValueIn('2345-7', 99, 'furlongs', 'si').converted).toBe(false);
    expect(labValueIn('0000-0', 1, 'mg/dL', 'si').converted).toBe(false);
  });
});
