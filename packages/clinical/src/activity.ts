import { ClinicalError, requireNumber } from './errors.ts';
import metData from './generated/met-2011.json' with { type: 'json' };
import type { ClinicalWarning } from './result.ts';

export type Intensity = 'sedentary' | 'light' | 'moderate' | 'vigorous';

export interface CompendiumActivity {
  /** 5-digit Compendium code; meaningful only together with `version`. */
  code: string;
  version: '2011';
  met: number;
  intensity: Intensity;
  group: string;
  activity: string;
  category: string;
}

export const COMPENDIUM_VERSION = '2011' as const;
export const COMPENDIUM_CITATION = metData.meta.citation;

export const COMPENDIUM_2011: readonly CompendiumActivity[] = metData.rows.map((r) => ({
  code: r.code,
  version: COMPENDIUM_VERSION,
  met: r.met as number,
  intensity: r.intensity as Intensity,
  group: r.group,
  activity: r.activity,
  category: r.category,
}));

const BY_CODE = new Map(COMPENDIUM_2011.map((a) => [a.code, a]));

/** Looks an activity up by Compendium code and version. Codes are version-specific (2024 reuses some). */
export function compendiumActivity(code: string, version: string = COMPENDIUM_VERSION): CompendiumActivity {
  if (version !== COMPENDIUM_VERSION) {
    throw new ClinicalError(
      'UNKNOWN_ACTIVITY',
      `Compendium version ${version} is not loaded (only ${COMPENDIUM_VERSION})`,
      { code, version },
    );
  }
  const a = BY_CODE.get(code);
  if (!a)
    throw new ClinicalError('UNKNOWN_ACTIVITY', `Unknown ${version} Compendium code "${code}"`, {
      code,
      version,
    });
  return a;
}

/** Intensity class: sedentary ≤ 1.5 MET, light < 3, moderate 3–5.9, vigorous ≥ 6 [GARBER2011]. */
export function intensityOf(met: number): Intensity {
  requireNumber('met', met, 0, 30);
  if (met <= 1.5) return 'sedentary';
  if (met < 3) return 'light';
  if (met < 6) return 'moderate';
  return 'vigorous';
}

export interface MetEnergyInput {
  /** A MET value, or a Compendium code (with `version`, default 2011). */
  met?: number;
  code?: string;
  version?: string;
  weightKg: number;
  minutes: number;
  /** Net (activity-only) energy uses MET − 1. Default false (gross). */
  net?: boolean;
}

export interface MetEnergy {
  kcal: number;
  kcalPerMinute: number;
  met: number;
  metMinutes: number;
  intensity: Intensity;
  basis: 'gross' | 'net';
  equation: 'kcal/min = MET x 3.5 x kg / 200';
  activity?: CompendiumActivity;
  citation: 'AINSWORTH2011';
  warnings: ClinicalWarning[];
}

/**
 * Energy cost of an activity: kcal/min = MET × 3.5 × kg / 200 (about 5 kcal per litre of O2),
 * times minutes. Net energy uses MET − 1. Compendium values are population averages.
 */
export function metEnergy(input: MetEnergyInput): MetEnergy {
  let activity: CompendiumActivity | undefined;
  let met: number;
  if (input.code !== undefined) {
    activity = compendiumActivity(input.code, input.version);
    met = activity.met;
  } else if (input.met !== undefined) met = requireNumber('met', input.met, 0.5, 30);
  else throw new ClinicalError('INVALID_INPUT', 'Give a MET value or a Compendium code');
  const kg = requireNumber('weightKg', input.weightKg, 1, 500);
  const minutes = requireNumber('minutes', input.minutes, 0, 24 * 60);
  const effective = input.net ? Math.max(0, met - 1) : met;
  const kcalPerMinute = (effective * 3.5 * kg) / 200;
  return {
    kcal: kcalPerMinute * minutes,
    kcalPerMinute,
    met,
    metMinutes: met * minutes,
    intensity: intensityOf(met),
    basis: input.net ? 'net' : 'gross',
    equation: 'kcal/min = MET x 3.5 x kg / 200',
    ...(activity ? { activity } : {}),
    citation: 'AINSWORTH2011',
    warnings: [
      {
        code: 'compendium_average',
        message:
          'Compendium METs are standardised averages; they do not adjust for body composition, age, sex or fitness.',
      },
    ],
  };
}

export interface ActivitySession {
  met: number;
  minutes: number;
}

export interface WeeklyActivitySummary {
  metMinutes: number;
  moderateMinutes: number;
  vigorousMinutes: number;
  /** Moderate + 2 × vigorous minutes (WHO equivalence). */
  moderateEquivalentMinutes: number;
  /** WHO 2020 adults: ≥ 150 min moderate or ≥ 75 min vigorous or an equivalent mix [WHO-PA2020]. */
  meetsWhoAerobic: boolean;
  /** ACSM: ≥ 500 MET-min/week [GARBER2011]. */
  meetsAcsmVolume: boolean;
}

export function weeklyActivity(sessions: readonly ActivitySession[]): WeeklyActivitySummary {
  let metMinutes = 0;
  let moderateMinutes = 0;
  let vigorousMinutes = 0;
  for (const s of sessions) {
    const met = requireNumber('met', s.met, 0.5, 30);
    const min = requireNumber('minutes', s.minutes, 0, 7 * 24 * 60);
    metMinutes += met * min;
    const i = intensityOf(met);
    if (i === 'moderate') moderateMinutes += min;
    if (i === 'vigorous') vigorousMinutes += min;
  }
  const moderateEquivalentMinutes = moderateMinutes + 2 * vigorousMinutes;
  return {
    metMinutes,
    moderateMinutes,
    vigorousMinutes,
    moderateEquivalentMinutes,
    meetsWhoAerobic: moderateEquivalentMinutes >= 150,
    meetsAcsmVolume: metMinutes >= 500,
  };
}

/** Age-predicted maximal heart rate: Tanaka 208 − 0.7 × age [TANAKA2001] or the traditional 220 − age. */
export function maxHeartRate(ageYears: number, method: 'tanaka' | 'traditional' = 'tanaka'): number {
  requireNumber('ageYears', ageYears, 5, 120);
  return method === 'tanaka' ? 208 - 0.7 * ageYears : 220 - ageYears;
}

/** Karvonen target heart rate: HRrest + fraction × (HRmax − HRrest). */
export function karvonenTarget(restingHr: number, maxHr: number, fraction: number): number {
  requireNumber('restingHr', restingHr, 20, 200);
  requireNumber('maxHr', maxHr, restingHr, 250);
  requireNumber('fraction', fraction, 0, 1);
  return restingHr + fraction * (maxHr - restingHr);
}
