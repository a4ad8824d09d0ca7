import { describe, expect, it } from 'vitest';
import { bmi, bmiCategory, waistCircumferenceRisk, waistToHeight, waistToHip } from './anthropometrics.ts';

describe('BMI (WHO)', () => {
  it.each([
    [80, 180, 24.6914],
    [60, 165, 22.0386],
    [95, 172, 32.112],
    [72, 158, 28.8415],
  ])('REFERENCES.md vector: %d kg, %d cm → %f', (w, h, expected) => {
    expect(bmi(w, h).value).toBeCloseTo(expected, 4);
  });
  it('worked by hand: 70 kg / 1.75 m² = 70 / 3.0625 = 22.857', () => {
    const r = bmi(70, 175);
    expect(r.value).toBeCloseTo(22.857142857, 9);
    expect(r).toMatchObject({
      category: 'normal',
      code: 'bmi.normal',
      citation: 'WHO-BMI',
      asianActionPoint: 'below-23',
    });
  });
  it('classifies at the cut-offs (lower bound inclusive)', () => {
    expect(bmiCategory(15.99)).toBe('underweight.severe');
    expect(bmiCategory(16)).toBe('underweight.moderate');
    expect(bmiCategory(17)).toBe('underweight.mild');
    expect(bmiCategory(18.49)).toBe('underweight.mild');
    expect(bmiCategory(18.5)).toBe('normal');
    expect(bmiCategory(24.99)).toBe('normal');
    expect(bmiCategory(25)).toBe('overweight');
    expect(bmiCategory(30)).toBe('obese.1');
    expect(bmiCategory(35)).toBe('obese.2');
    expect(bmiCategory(40)).toBe('obese.3');
  });
  it('gives the WHO 2004 Asian action-point band and warns for children', () => {
    expect(bmi(72, 158).asianActionPoint).toBe('27.5-32.4');
    expect(bmi(50, 160, 15).warnings[0]?.code).toBe('bmi_child');
  });
});

describe('waist, WHtR and WHR', () => {
  it('WHO waist thresholds are sex-specific and strict (> 94 / > 102 men, > 80 / > 88 women)', () => {
    expect(waistCircumferenceRisk(94, 'M').who).toBe('not-increased');
    expect(waistCircumferenceRisk(94.5, 'M').who).toBe('increased');
    expect(waistCircumferenceRisk(102.5, 'M').who).toBe('substantially-increased');
    expect(waistCircumferenceRisk(80, 'F').who).toBe('not-increased');
    expect(waistCircumferenceRisk(81, 'F').who).toBe('increased');
    expect(waistCircumferenceRisk(89, 'F').code).toBe('waist.substantially-increased');
  });
  it('IDF 2006 central obesity uses ethnicity-specific thresholds (≥)', () => {
    expect(waistCircumferenceRisk(92, 'M', 'europid').idfCentralObesity).toBe(false);
    expect(waistCircumferenceRisk(92, 'M', 'south-asian')).toMatchObject({
      idfCentralObesity: true,
      idfThresholdCm: 90,
    });
    expect(waistCircumferenceRisk(80, 'F', 'chinese')).toMatchObject({
      idfCentralObesity: true,
      idfThresholdCm: 80,
    });
  });
  it('WHtR bands (NICE 2022), worked by hand: 88 / 176 = 0.50 → increased', () => {
    expect(waistToHeight(88, 176)).toMatchObject({ value: 0.5, band: 'increased', code: 'whtr.increased' });
    expect(waistToHeight(80, 176).band).toBe('healthy');
    expect(waistToHeight(106, 176).band).toBe('high');
    expect(waistToHeight(60, 176).band).toBe('below-0.4');
  });
  it('WHR: ≥ 0.90 men, ≥ 0.85 women', () => {
    expect(waistToHip(90, 100, 'M').band).toBe('substantially-increased');
    expect(waistToHip(89, 100, 'M').band).toBe('not-increased');
    expect(waistToHip(85, 100, 'F').band).toBe('substantially-increased');
    expect(waistToHip(84, 100, 'F').band).toBe('not-increased');
  });
});
