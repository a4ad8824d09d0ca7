import { describe, expect, it } from 'vitest';
import { macroTargets } from './energy.ts';
import { type ConsultationData, consultationInsights, type InsightItem } from './insights.ts';

const codes = (items: InsightItem[]) => items.map((i) => i.code);

const consultation: ConsultationData = {
  patient: { sex: 'M', ageYears: 52 },
  vitals: { systolic: 146, diastolic: 88, heartRate: 76, temperature: 36.8, spo2: 97 },
  anthropometrics: { weightKg: 98, heightCm: 178, waistCm: 106, hipCm: 104 },
  labs: [
    { loinc: '4548-4', value: 6.1, unit: '%' },
    { loinc: '13457-7', value: 4.2, unit: 'mmol/L' }, // 162.4 mg/dL → high
    { loinc: '2085-9', value: 38, unit: 'mg/dL' },
    { loinc: '2823-3', value: 4.1, unit: 'mmol/L' },
    { loinc: '0000-0', value: 1, unit: 'mg/dL' },
  ],
  goals: ['weight_loss', 'blood_pressure'],
  intake: {
    energyKcal: 2650,
    proteinG: 95,
    carbsG: 300,
    fatG: 110,
    fiberG: 16,
    saturatedFatG: 38,
    sodiumMg: 3900,
  },
  targets: macroTargets({
    energy: { target: 2200 },
    protein: { percent: 20 },
    carbs: { percent: 50 },
    fat: { percent: 30 },
  }),
  activity: [{ met: 3.5, minutes: 60 }],
};

describe('consultation insights', () => {
  const out = consultationInsights(consultation);

  it('produces the insight groups with risk flags ordered by severity', () => {
    expect(codes(out.riskFlags)).toEqual([
      'risk.bp.stage2', // high
      'risk.bmi.obese.1', // moderate, in rule order: anthropometrics, then labs
      'risk.waist.substantially-increased',
      'risk.whr.substantially-increased',
      'risk.lab.hba1c.prediabetes',
      'risk.lab.ldl_calc.high',
      'risk.lab.hdl.low',
      'risk.whtr.increased', // low: 106 / 178 = 0.596
    ]);
    expect(out.riskFlags[0]?.severity).toBe('high');
  });

  it('every item carries the data point and the rule it came from', () => {
    const bp = out.riskFlags[0] as InsightItem;
    expect(bp).toMatchObject({ rule: 'vitals.bp.accaha2017', citation: 'ACCAHA2017' });
    expect(bp.dataPoints).toEqual([
      { field: 'vitals.systolic', value: 146, unit: 'mmHg' },
      { field: 'vitals.diastolic', value: 88, unit: 'mmHg' },
    ]);
    // BMI worked by hand: 98 / 1.78² = 98 / 3.1684 = 30.93
    expect(out.riskFlags.find((r) => r.code === 'risk.bmi.obese.1')?.dataPoints).toContainEqual({
      field: 'bmi',
      value: 30.9,
      unit: 'kg/m2',
    });
    const all = [
      ...out.riskFlags,
      ...out.actionItems.provider,
      ...out.actionItems.patient,
      ...out.followUp.timeline,
      ...out.nutritionalHighlights.strengths,
      ...out.nutritionalHighlights.areasForImprovement,
    ];
    for (const item of all) {
      expect(item.rule).toBeTruthy();
      expect(item.code).toMatch(/^[a-z_.0-9-]+$/);
      expect(out.rulesEvaluated).toContain(item.rule);
    }
  });

  it('nutritional highlights compare intake with targets and guideline limits', () => {
    // targets for 2,200 kcal: protein 110 g (99-121), carbs 275 g (247.5-302.5), fat 73.3 g (66-80.7)
    expect(codes(out.nutritionalHighlights.strengths)).toEqual(['strength.carbs_in_range']);
    expect(codes(out.nutritionalHighlights.areasForImprovement)).toEqual([
      'improve.energy_above_target',
      'improve.protein_low',
      'improve.fat_high',
      'improve.fiber',
      'improve.sodium',
      'improve.saturated_fat',
      'improve.activity',
    ]);
    // saturated fat 38 g × 9 / 2650 kcal = 12.9 % of energy
    expect(
      out.nutritionalHighlights.areasForImprovement.find((i) => i.code === 'improve.saturated_fat')
        ?.dataPoints,
    ).toContainEqual({ field: 'saturatedFatEnergyPercent', value: 12.9, unit: '%' });
  });

  it('action items for provider and for patient', () => {
    expect(codes(out.actionItems.provider)).toEqual(['action.provider.bp.confirm']);
    expect(codes(out.actionItems.patient)).toEqual([
      'action.patient.bp.lifestyle',
      'action.patient.lab.hba1c.prediabetes',
      'action.patient.lab.hdl.low',
      'action.patient.fiber',
      'action.patient.sodium',
      'action.patient.saturated_fat',
      'action.patient.activity',
    ]);
  });

  it('follow-up timeline (earliest first) and focus areas', () => {
    expect(out.followUp.timeline.map((f) => [f.code, f.inDays])).toEqual(
      [
        ['followup.weight', 28],
        ['followup.bp.stage2', 30],
        ['followup.nutrition', 42],
        ['followup.lab.hba1c.prediabetes', 365],
        ['followup.goal.weight_loss', 28],
      ].sort((a, b) => (a[1] as number) - (b[1] as number) || 0) as [string, number][],
    );
    expect(codes(out.followUp.focusAreas)).toEqual([
      'focus.blood_pressure',
      'focus.weight_management',
      'focus.central_adiposity',
      'focus.glycemic_control',
      'focus.lipids',
      'focus.sodium',
      'focus.physical_activity',
    ]);
  });

  it('key takeaways lead with the most severe findings', () => {
    expect(codes(out.keyTakeaways)).toEqual([
      'takeaway.bp.stage2',
      'takeaway.bmi.obese.1',
      'takeaway.waist.substantially-increased',
      'takeaway.carbs_in_range',
    ]);
  });

  it('reports inputs it could not read instead of failing', () => {
    expect(out.skipped).toEqual([
      { field: 'labs[4]', code: 'UNKNOWN_LOINC', message: 'Unknown LOINC code "0000-0"' },
    ]);
  });

  it('critical values produce same-day actions', () => {
    const crit = consultationInsights({
      patient: { sex: 'F', ageYears: 40 },
      vitals: { systolic: 190, diastolic: 110 },
      labs: [{ loinc: '2823-3', value: 6.8, unit: 'mmol/L' }],
    });
    expect(codes(crit.riskFlags)).toEqual(['risk.bp.crisis', 'risk.lab.potassium.critical_high']);
    expect(crit.followUp.timeline.every((f) => f.inDays === 0)).toBe(true);
    expect(codes(crit.actionItems.provider)).toEqual([
      'action.provider.bp.crisis',
      'action.provider.critical.potassium',
    ]);
  });

  it('a healthy consultation says so and schedules a routine review', () => {
    const ok = consultationInsights({
      patient: { sex: 'F', ageYears: 30 },
      vitals: { systolic: 112, diastolic: 72, heartRate: 64 },
      anthropometrics: { weightKg: 60, heightCm: 168 },
    });
    expect(ok.riskFlags).toEqual([]);
    expect(codes(ok.keyTakeaways)).toEqual(['takeaway.no_risk_flags']);
    expect(ok.followUp.timeline.map((f) => f.code)).toEqual(['followup.routine']);
  });
});
