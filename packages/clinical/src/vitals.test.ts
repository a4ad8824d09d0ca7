import { describe, expect, it } from 'vitest';
import {
  assessVitals,
  bloodPressureCategory,
  heartRateFlag,
  news2Pulse,
  news2Spo2Scale2,
  news2Temperature,
  spo2Flag,
  temperatureFlag,
} from './vitals.ts';

describe('blood pressure (2017 ACC/AHA)', () => {
  it.each([
    [118, 76, 'normal'],
    [119, 79, 'normal'],
    [120, 79, 'elevated'],
    [129, 79, 'elevated'],
    [125, 80, 'stage1'], // diastolic 80 lifts "elevated" to stage 1 ("or")
    [130, 70, 'stage1'],
    [118, 85, 'stage1'],
    [139, 89, 'stage1'],
    [140, 70, 'stage2'],
    [135, 90, 'stage2'], // higher of the two categories
    [181, 100, 'crisis'],
    [150, 121, 'crisis'],
    [180, 120, 'stage2'], // crisis is > 180 and/or > 120
  ])('%d/%d mmHg → %s', (s, d, cat) => {
    const r = bloodPressureCategory(s, d);
    expect(r.category).toBe(cat);
    expect(r.code).toBe(`bp.${cat}`);
    expect(r.citation).toBe('ACCAHA2017');
  });
});

describe('NEWS2 bands and flags', () => {
  it('pulse sub-scores at each band edge', () => {
    expect([40, 41, 50, 51, 90, 91, 110, 111, 130, 131].map(news2Pulse)).toEqual([
      3, 1, 1, 0, 0, 1, 1, 2, 2, 3,
    ]);
  });
  it('temperature sub-scores', () => {
    expect([35.0, 35.1, 36.0, 36.1, 38.0, 38.1, 39.0, 39.1].map(news2Temperature)).toEqual([
      3, 1, 1, 0, 0, 1, 1, 2,
    ]);
  });
  it('SpO2 scale 1 and scale 2', () => {
    expect([91, 92, 93, 94, 95, 96].map((v) => spo2Flag(v).news2)).toEqual([3, 2, 2, 1, 1, 0]);
    expect(spo2Flag(90).code).toBe('spo2.critical');
    expect(news2Spo2Scale2(90, false)).toBe(0);
    expect(news2Spo2Scale2(97, true)).toBe(3);
    expect(spo2Flag(89, { scale: 2 }).code).toBe('spo2.normal');
  });
  it('heart rate: 60–100 normal, brady/tachy flagged, NEWS2 3 is critical', () => {
    expect(heartRateFlag(72).code).toBe('hr.normal');
    expect(heartRateFlag(55).code).toBe('hr.low');
    expect(heartRateFlag(105).code).toBe('hr.high');
    expect(heartRateFlag(38)).toMatchObject({ code: 'hr.critical_low', severity: 'critical' });
    expect(heartRateFlag(135)).toMatchObject({ code: 'hr.critical_high', severity: 'critical' });
  });
  it('temperature in °F is converted: 101.3 °F = 38.5 °C → fever', () => {
    // (101.3 − 32) × 5/9 = 69.3 × 5/9 = 38.5
    const r = temperatureFlag(101.3, 'F');
    expect(r.value).toBeCloseTo(38.5, 10);
    expect(r.code).toBe('temp.high');
    expect(temperatureFlag(34.9).code).toBe('temp.critical_low');
    expect(temperatureFlag(39.5).code).toBe('temp.very_high');
  });
  it('assessVitals interprets whatever is present', () => {
    expect(assessVitals({ systolic: 142, diastolic: 91, heartRate: 88 }).map((f) => f.code)).toEqual([
      'bp.stage2',
      'hr.normal',
    ]);
  });
});
