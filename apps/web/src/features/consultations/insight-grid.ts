/**
 * Test support: consultation data that drives every branch of the clinical insight rules (each
 * blood-pressure, BMI, waist and vital-sign category, a sweep of every lab test's values, both sides
 * of each nutrition and activity rule, every goal), so a test can check that each code the rules
 * emit has its sentence in every language.
 */
import {
  type ConsultationData,
  consultationInsights,
  GOALS,
  type InsightItem,
  KNOWN_LOINC_CODES,
  labTestsFor,
  macroTargets,
} from '@verdant/clinical';

const targets = macroTargets({
  energy: { target: 2200 },
  protein: { percent: 20 },
  carbs: { percent: 50 },
  fat: { percent: 30 },
});

function* grid(): Generator<ConsultationData> {
  const bp = [
    [110, 70],
    [125, 75],
    [135, 85],
    [150, 95],
    [185, 125],
  ];
  const hr = [30, 50, 75, 110, 150];
  const temp = [34, 35.5, 36.8, 38.5, 39.6];
  const spo2 = [85, 93, 95, 98, 99];
  for (let i = 0; i < 5; i++) {
    yield {
      patient: { sex: 'M', ageYears: 40 },
      vitals: {
        systolic: bp[i]![0],
        diastolic: bp[i]![1],
        heartRate: hr[i],
        temperature: temp[i],
        temperatureUnit: 'C',
        spo2: spo2[i],
      },
    };
  }
  for (const sex of ['M', 'F'] as const) {
    for (const bmi of [15, 16.5, 17.5, 22, 27, 32, 37, 42]) {
      for (const [waist, hip] of [
        [70, 100],
        [86, 88],
        [98, 100],
        [110, 100],
      ]) {
        yield {
          patient: { sex, ageYears: 45 },
          anthropometrics: { weightKg: bmi * 1.7 * 1.7, heightCm: 170, waistCm: waist, hipCm: hip },
          bia: { resistanceOhm: 480, reactanceOhm: 55, frequencyKhz: 50 },
        };
      }
    }
  }
  yield {
    patient: { sex: 'F', ageYears: 80 },
    anthropometrics: { weightKg: 150, heightCm: 150 },
    bia: { resistanceOhm: 300, reactanceOhm: 20, frequencyKhz: 50 },
  };
  // every lab test, over a sweep of values from far below to far above its range
  for (const row of KNOWN_LOINC_CODES.flatMap((loinc) => labTestsFor(loinc))) {
    const scale = row.high ?? row.low ?? 10;
    for (const sex of ['M', 'F'] as const) {
      const labs = [];
      for (let k = 0; k <= 160; k++) {
        const value = Number(((scale * 10 * k) / 160).toPrecision(3));
        labs.push({ loinc: row.loinc, value, unit: row.unit });
      }
      for (const lab of labs) yield { patient: { sex, ageYears: 50 }, labs: [lab] };
    }
  }
  for (const f of [0.5, 0.8, 1, 1.2, 1.6]) {
    yield {
      patient: { sex: 'F', ageYears: 50 },
      intake: {
        energyKcal: 2200 * f,
        proteinG: 110 * f,
        carbsG: 275 * f,
        fatG: 73 * f,
        fiberG: 30 * f,
        saturatedFatG: 24 * f,
        sodiumMg: 2300 * f,
      },
      targets,
      activity: [{ met: 4, minutes: 160 * f }],
    };
  }
  yield {
    patient: { sex: 'F', ageYears: 50 },
    intake: { energyKcal: 1800, proteinG: 80, carbsG: 200, fatG: 60, fiberG: 12, saturatedFatG: 30 },
  };
  yield { patient: { sex: 'M', ageYears: 30 }, goals: [...GOALS] };
  yield { patient: { sex: 'M', ageYears: 30 } };
}

/** Every item the rules give over the grid, one per code and parameter shape. */
export function insightGridItems(): InsightItem[] {
  const out = new Map<string, InsightItem>();
  for (const data of grid()) {
    const o = consultationInsights(data);
    for (const item of [
      ...o.keyTakeaways,
      ...o.riskFlags,
      ...o.nutritionalHighlights.strengths,
      ...o.nutritionalHighlights.areasForImprovement,
      ...o.actionItems.provider,
      ...o.actionItems.patient,
      ...o.followUp.timeline,
      ...o.followUp.focusAreas,
    ]) {
      const shape = `${item.code}|${Object.keys(item.params ?? {})
        .sort()
        .join(',')}|${item.params?.sex ?? ''}|${item.params?.approximate ?? ''}|${item.params?.flag ?? ''}`;
      if (!out.has(shape)) out.set(shape, item);
    }
  }
  return [...out.values()];
}
