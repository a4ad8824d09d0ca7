import { z } from 'zod';
import { isCalendarDay } from './dates.ts';

/**
 * The patient's day: the wellness pillars Recharge (sleep diary, sleep-apnea screening),
 * Balance (stress: PHQ-4, GAD-7) and Mindset (mood check-in, WHO-5, PHQ-9), the care team's
 * assignments, and the daily health tip. REST paths (under /api/v1):
 * - GET  /me/wellness                         → MyWellness (the signed-in patient's entries, tasks)
 * - POST /me/wellness/sleep | /mood            → WellnessEntry
 * - POST /me/wellness/questionnaires           → WellnessEntry (scored; crisis flag for PHQ-9 item 9)
 * - PUT  /me/wellness/activity                 → WellnessEntry (steps and active minutes of a date; one per date)
 * - DELETE /me/wellness/activity/{date}        (changes and deletes: the day it was recorded only)
 * - GET  /patients/{id}/wellness               → PatientWellness (the care team's Wellness tab)
 * - POST /patients/{id}/wellness/assignments   → WellnessAssignment
 * - DELETE /patients/{id}/wellness/assignments/{assignmentId}
 * - GET  /health-tips/today?lang               → HealthTip (public: the same tip for everyone)
 * - GET  /me/wellness/tip                      → HealthTip (leaning to the patient's categories)
 *
 * Questionnaires are scored by their published rules (scoreQuestionnaire, shared by server and web):
 * - PHQ-9 (Kroenke, Spitzer & Williams 2001): 9 items 0-3, total 0-27; 0-4 minimal, 5-9 mild,
 *   10-14 moderate, 15-19 moderately severe, 20-27 severe. Item 9 above 0: crisis resources at once.
 * - GAD-7 (Spitzer et al. 2006): 7 items 0-3, total 0-21; 0-4 minimal, 5-9 mild, 10-14 moderate,
 *   15-21 severe.
 * - PHQ-4 (Kroenke et al. 2009): 4 items 0-3, total 0-12; 0-2 normal, 3-5 mild, 6-8 moderate,
 *   9-12 severe; anxiety (items 1-2, GAD-2) and depression (items 3-4, PHQ-2) subscales each
 *   positive at 3 or more.
 * - WHO-5 (WHO Collaborating Centre in Mental Health, Frederiksborg 1998): 5 items 0-5, raw 0-25,
 *   percentage = raw × 4; raw below 13 (≤ 50 %) poor well-being, ≤ 28 % likely depression.
 * - Berlin questionnaire (Netzer et al., Ann Intern Med 1999): category 1 (snoring, ≥ 2 points),
 *   category 2 (daytime sleepiness, ≥ 2 points), category 3 (high blood pressure or BMI > 30);
 *   two or more positive categories: high risk of sleep apnea. A screening, not a diagnosis.
 * "High" (the care team is told): PHQ-9 ≥ 10, GAD-7 ≥ 10, PHQ-4 ≥ 6, WHO-5 ≤ 28 %, Berlin high risk,
 * and always PHQ-9 item 9 above 0.
 */

export const QUESTIONNAIRE_KINDS = ['phq4', 'phq9', 'gad7', 'who5', 'berlin'] as const;
export type QuestionnaireKind = (typeof QUESTIONNAIRE_KINDS)[number];

/** Berlin's answer options, in order (indices are what the patient sends). */
export const BERLIN_YES_NO_DK = ['yes', 'no', 'dontKnow'] as const;
export const BERLIN_LOUDNESS = ['breathing', 'talking', 'louder', 'veryLoud'] as const;
export const BERLIN_FREQUENCY = [
  'nearlyEveryDay',
  'threeFourWeek',
  'oneTwoWeek',
  'oneTwoMonth',
  'never',
] as const;
export const BERLIN_YES_NO = ['yes', 'no'] as const;

/** Each item's number of answer options (option i scores i for PHQ/GAD/WHO-5). */
export const QUESTIONNAIRE_ITEMS: Record<QuestionnaireKind, readonly number[]> = {
  phq4: [4, 4, 4, 4],
  phq9: [4, 4, 4, 4, 4, 4, 4, 4, 4],
  gad7: [4, 4, 4, 4, 4, 4, 4],
  who5: [6, 6, 6, 6, 6],
  // snore, loudness, snoring frequency, bothered others, breathing pauses, tired after sleep,
  // tired while awake, nodded off driving, high blood pressure
  berlin: [3, 4, 5, 3, 5, 5, 5, 2, 3],
};

/** Berlin's items 2-4 are asked only of someone who snores (else they are left empty). */
const BERLIN_SNORING_FOLLOW_UPS = [1, 2, 3];

export type QuestionnaireBand =
  | 'minimal'
  | 'normal'
  | 'mild'
  | 'moderate'
  | 'moderatelySevere'
  | 'severe'
  | 'good'
  | 'poor'
  | 'likelyDepression'
  | 'lowRisk'
  | 'highRisk';

export interface QuestionnaireScore {
  total: number;
  max: number;
  band: QuestionnaireBand;
  /** The care team is told. */
  high: boolean;
  /** PHQ-9 item 9 above 0: crisis resources at once. */
  crisis: boolean;
  /** WHO-5's percentage score. */
  percent?: number;
  /** PHQ-4's subscales; Berlin's categories (1 = positive). */
  parts?: Record<string, number>;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Whether the answers fit the questionnaire (counts, ranges, Berlin's skipped follow-ups). */
export function answersFit(kind: QuestionnaireKind, answers: readonly (number | null)[]): boolean {
  const items = QUESTIONNAIRE_ITEMS[kind];
  if (answers.length !== items.length) return false;
  return answers.every((a, i) => {
    if (a === null) return kind === 'berlin' && BERLIN_SNORING_FOLLOW_UPS.includes(i) && answers[0] !== 0;
    return Number.isInteger(a) && a >= 0 && a < items[i]!;
  });
}

function band(total: number, cuts: readonly [number, QuestionnaireBand][]): QuestionnaireBand {
  let found = cuts[0]![1];
  for (const [from, name] of cuts) if (total >= from) found = name;
  return found;
}

/**
 * Scores answers by the instrument's published rules (see the file header). `bmi` feeds Berlin's
 * category 3. Throws on answers that do not fit (the server validates first).
 */
export function scoreQuestionnaire(
  kind: QuestionnaireKind,
  answers: readonly (number | null)[],
  options: { bmi?: number | null } = {},
): QuestionnaireScore {
  if (!answersFit(kind, answers)) throw new Error(`Answers do not fit ${kind}`);
  const a = answers.map((x) => x ?? -1);
  switch (kind) {
    case 'phq9': {
      const total = sum(a);
      return {
        total,
        max: 27,
        band: band(total, [
          [0, 'minimal'],
          [5, 'mild'],
          [10, 'moderate'],
          [15, 'moderatelySevere'],
          [20, 'severe'],
        ]),
        high: total >= 10 || a[8]! > 0,
        crisis: a[8]! > 0,
      };
    }
    case 'gad7': {
      const total = sum(a);
      return {
        total,
        max: 21,
        band: band(total, [
          [0, 'minimal'],
          [5, 'mild'],
          [10, 'moderate'],
          [15, 'severe'],
        ]),
        high: total >= 10,
        crisis: false,
      };
    }
    case 'phq4': {
      const total = sum(a);
      return {
        total,
        max: 12,
        band: band(total, [
          [0, 'normal'],
          [3, 'mild'],
          [6, 'moderate'],
          [9, 'severe'],
        ]),
        high: total >= 6,
        crisis: false,
        parts: { anxiety: a[0]! + a[1]!, depression: a[2]! + a[3]! },
      };
    }
    case 'who5': {
      const total = sum(a);
      const percent = total * 4;
      return {
        total,
        max: 25,
        percent,
        band: percent <= 28 ? 'likelyDepression' : total < 13 ? 'poor' : 'good',
        high: percent <= 28,
        crisis: false,
      };
    }
    case 'berlin': {
      const often = (i: number) => (a[i]! >= 0 && a[i]! <= 1 ? 1 : 0);
      const snoring =
        (a[0] === 0 ? 1 : 0) + (a[1]! >= 2 ? 1 : 0) + often(2) + (a[3] === 0 ? 1 : 0) + 2 * often(4);
      const sleepiness = often(5) + often(6) + (a[7] === 0 ? 1 : 0);
      const cat1 = snoring >= 2 ? 1 : 0;
      const cat2 = sleepiness >= 2 ? 1 : 0;
      const cat3 = a[8] === 0 || (options.bmi ?? 0) > 30 ? 1 : 0;
      const total = cat1 + cat2 + cat3;
      return {
        total,
        max: 3,
        band: total >= 2 ? 'highRisk' : 'lowRisk',
        high: total >= 2,
        crisis: false,
        parts: { snoring: cat1, sleepiness: cat2, bloodPressureOrBmi: cat3 },
      };
    }
  }
}

const date = z.string().refine(isCalendarDay, { error: 'invalidDate' });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalidTime' });

export const sleepEntryInputSchema = z.object({
  /** The morning the night ended (the patient's local date). */
  date,
  bedTime: time,
  wakeTime: time,
  awakenings: z.number().int().min(0).max(30),
  /** 1 (very poor) to 5 (very good). */
  quality: z.number().int().min(1).max(5),
});
export type SleepEntryInput = z.infer<typeof sleepEntryInputSchema>;

export const moodEntryInputSchema = z.object({
  date,
  /** 1 (very low) to 5 (very good). */
  mood: z.number().int().min(1).max(5),
  note: z.string().trim().max(500).optional().nullable(),
});
export type MoodEntryInput = z.infer<typeof moodEntryInputSchema>;

export const questionnaireInputSchema = z
  .object({
    date,
    kind: z.enum(QUESTIONNAIRE_KINDS, { error: 'invalidOption' }),
    answers: z.array(z.number().int().min(0).max(5).nullable()).min(1).max(12),
    /** Berlin's category 3 (from the height and weight the patient enters). */
    bmi: z.number().min(10).max(90).optional().nullable(),
  })
  .refine((v) => answersFit(v.kind, v.answers), { error: 'answersIncomplete', path: ['answers'] });
export type QuestionnaireInput = z.infer<typeof questionnaireInputSchema>;

/** Steps and active minutes: the bounds the server holds (a day has 1,440 minutes). */
export const ACTIVITY_LIMITS = { steps: 100_000, activeMinutes: 1_440 } as const;

export const activityEntryInputSchema = z.object({
  /** The patient's local date the steps were walked. */
  date,
  steps: z.number().int().min(0).max(ACTIVITY_LIMITS.steps),
  /** Minutes of moderate-or-harder activity (they count toward the WHO weekly minutes). */
  activeMinutes: z.number().int().min(0).max(ACTIVITY_LIMITS.activeMinutes),
});
export type ActivityEntryInput = z.infer<typeof activityEntryInputSchema>;

/** WHO 2020 guidelines on physical activity, adults 18–64: 150–300 min of moderate activity a week. */
export const WHO_WEEKLY_MINUTES = {
  min: 150,
  max: 300,
  citation: 'WHO guidelines on physical activity and sedentary behaviour (2020)',
} as const;

/** Active minutes of each ISO week (Monday start) of the dates given, summed. */
export function weeklyActiveMinutes(
  days: readonly { date: string; activeMinutes: number }[],
): Map<string, number> {
  const out = new Map<string, number>();
  for (const d of days) {
    const at = Date.parse(`${d.date}T00:00:00Z`);
    const monday = new Date(at - ((new Date(at).getUTCDay() + 6) % 7) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    out.set(monday, (out.get(monday) ?? 0) + d.activeMinutes);
  }
  return out;
}

/** Minutes asleep window from bed to wake (a bedtime after the wake time is the evening before). */
export function sleepMinutes(bedTime: string, wakeTime: string): number {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const d = m(wakeTime) - m(bedTime);
  return d <= 0 ? d + 1440 : d;
}

export const WELLNESS_ENTRY_KINDS = ['sleep', 'mood', 'activity', ...QUESTIONNAIRE_KINDS] as const;
export type WellnessEntryKind = (typeof WELLNESS_ENTRY_KINDS)[number];

export const wellnessEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(WELLNESS_ENTRY_KINDS),
  date,
  createdAt: z.string(),
  sleep: sleepEntryInputSchema.omit({ date: true }).extend({ minutes: z.number() }).nullable(),
  mood: z.object({ mood: z.number(), note: z.string().nullable() }).nullable(),
  /** Steps and active minutes (kind `activity`); `editable` while the patient may still change it. */
  activity: z
    .object({ steps: z.number(), activeMinutes: z.number(), editable: z.boolean() })
    .nullable()
    .optional(),
  questionnaire: z
    .object({
      answers: z.array(z.number().nullable()),
      total: z.number(),
      max: z.number(),
      band: z.string(),
      percent: z.number().optional(),
      parts: z.record(z.string(), z.number()).optional(),
      high: z.boolean(),
      crisis: z.boolean(),
    })
    .nullable(),
});
export type WellnessEntry = z.infer<typeof wellnessEntrySchema>;

export const ASSIGNMENT_FREQUENCIES = ['daily', 'weekly', 'every2weeks', 'monthly'] as const;
export type AssignmentFrequency = (typeof ASSIGNMENT_FREQUENCIES)[number];
export const FREQUENCY_DAYS: Record<AssignmentFrequency, number> = {
  daily: 1,
  weekly: 7,
  every2weeks: 14,
  monthly: 28,
};

export const assignmentInputSchema = z.object({
  /** A questionnaire, or a habit: the sleep diary or the mood check-in. */
  target: z.enum(WELLNESS_ENTRY_KINDS, { error: 'invalidOption' }),
  frequency: z.enum(ASSIGNMENT_FREQUENCIES, { error: 'invalidOption' }),
  note: z.string().trim().max(300).optional().nullable(),
});
export type AssignmentInput = z.infer<typeof assignmentInputSchema>;

export const wellnessAssignmentSchema = z.object({
  id: z.string(),
  target: z.enum(WELLNESS_ENTRY_KINDS),
  frequency: z.enum(ASSIGNMENT_FREQUENCIES),
  note: z.string().nullable(),
  assignedBy: z.string().nullable(),
  createdAt: z.string(),
  /** Periods (of the frequency) since it was set, up to the last 8, with an entry / all of them. */
  done: z.number(),
  expected: z.number(),
  /** Nothing entered yet in the current period. */
  dueNow: z.boolean(),
});
export type WellnessAssignment = z.infer<typeof wellnessAssignmentSchema>;

export const streaksSchema = z.object({
  /** Consecutive days up to today (or yesterday) with an entry of the kind. */
  sleep: z.number(),
  mood: z.number(),
});

export const myWellnessSchema = z.object({
  entries: z.array(wellnessEntrySchema),
  assignments: z.array(wellnessAssignmentSchema),
  streaks: streaksSchema,
});
export type MyWellness = z.infer<typeof myWellnessSchema>;

export const patientWellnessSchema = z.object({
  entries: z.array(wellnessEntrySchema),
  assignments: z.array(wellnessAssignmentSchema),
});
export type PatientWellness = z.infer<typeof patientWellnessSchema>;

export const wellnessQuerySchema = z.object({
  /** Entries from this date on (default: 8 weeks before `today`). */
  from: date.optional(),
  /** The caller's local date. */
  today: date.optional(),
});

/** Adherence of one assignment: periods with an entry among the last (at most 8) periods. */
export function adherence(
  frequency: AssignmentFrequency,
  createdOn: string,
  today: string,
  entryDates: readonly string[],
): { done: number; expected: number; dueNow: boolean } {
  const day = (d: string) => Math.floor(Date.parse(`${d}T00:00:00Z`) / 86_400_000);
  const len = FREQUENCY_DAYS[frequency];
  const start = day(createdOn);
  const now = day(today);
  if (now < start) return { done: 0, expected: 0, dueNow: false };
  const current = Math.floor((now - start) / len);
  const first = Math.max(0, current - 7);
  const periods = new Set(
    entryDates
      .map(day)
      .filter((d) => d >= start && d <= now)
      .map((d) => Math.floor((d - start) / len)),
  );
  let done = 0;
  for (let p = first; p <= current; p++) if (periods.has(p)) done++;
  return { done, expected: current - first + 1, dueNow: !periods.has(current) };
}

/** Consecutive days with an entry ending today, or yesterday when today has none yet. */
export function streak(dates: readonly string[], today: string): number {
  const have = new Set(dates);
  const back = (d: string, n: number) =>
    new Date(Date.parse(`${d}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const start = have.has(today) ? 0 : 1;
  let n = 0;
  while (have.has(back(today, start + n))) n++;
  return n;
}

export const TIP_CATEGORIES = ['nutrition', 'movement', 'sleep', 'stress', 'mood', 'prevention'] as const;
export type TipCategory = (typeof TIP_CATEGORIES)[number];

export const healthTipSchema = z.object({
  id: z.string(),
  date,
  category: z.enum(TIP_CATEGORIES),
  text: z.string(),
  source: z.string(),
  sourceUrl: z.string(),
});
export type HealthTip = z.infer<typeof healthTipSchema>;

/**
 * Tip editing (ADR 0043): platform administrators edit the platform's tips (the library's and their
 * own); a practice's administrator adds the practice's own tips and hides platform tips from its
 * patients. REST (under /api/v1/admin): GET /health-tips → HealthTipList; POST /health-tips;
 * PATCH /health-tips/{id}; PUT /health-tips/{id}/hidden { hidden }.
 */
export const healthTipInputSchema = z.object({
  category: z.enum(TIP_CATEGORIES, { error: 'invalidOption' }),
  textEn: z.string().trim().min(10, { error: 'tipTooShort' }).max(400, { error: 'tipTooLong' }),
  textEs: z.string().trim().min(10, { error: 'tipTooShort' }).max(400, { error: 'tipTooLong' }),
  sourceName: z.string().trim().min(2, { error: 'tipSourceRequired' }).max(200),
  sourceUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^https:\/\/[^\s]+$/, { error: 'httpsUrl' }),
  active: z.boolean().default(true),
});
export type HealthTipInput = z.infer<typeof healthTipInputSchema>;

/** A new tip: the platform's (platform administrators) or the practice's own (default in a practice). */
export const healthTipCreateSchema = healthTipInputSchema.extend({
  owner: z.enum(['platform', 'practice'], { error: 'invalidOption' }).optional(),
});
export type HealthTipCreate = z.infer<typeof healthTipCreateSchema>;

export const healthTipPatchSchema = healthTipInputSchema.partial();
export type HealthTipPatch = z.infer<typeof healthTipPatchSchema>;

export const healthTipAdminSchema = z.object({
  id: z.string(),
  /** `platform`: everyone's; `practice`: the caller's practice's own. */
  owner: z.enum(['platform', 'practice']),
  category: z.enum(TIP_CATEGORIES),
  textEn: z.string(),
  textEs: z.string(),
  sourceName: z.string(),
  sourceUrl: z.string(),
  active: z.boolean(),
  /** A platform tip the caller's practice does not show (practice administrators only). */
  hidden: z.boolean(),
  /** Whether the caller may change it (platform tips: platform administrators). */
  editable: z.boolean(),
  updatedAt: z.string(),
});
export type HealthTipAdmin = z.infer<typeof healthTipAdminSchema>;

export const healthTipListSchema = z.object({
  /** The caller edits platform tips (a platform administrator). */
  canEditPlatform: z.boolean(),
  /** The caller acts for a practice: adds its own tips and hides platform tips for it. */
  practice: z.boolean(),
  items: z.array(healthTipAdminSchema),
  /** How many tips the rotation goes through (the practice's patients', else everyone's). */
  rotation: z.number().int(),
});
export type HealthTipList = z.infer<typeof healthTipListSchema>;
