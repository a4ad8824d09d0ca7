import { z } from 'zod';
import { isCalendarDay } from './dates.ts';
import { numberedPageSchema } from './page.ts';

/**
 * Fitness: the exercise library (872 wger exercises, CC-BY-SA, each with its licence and authors,
 * plus a practice's own exercises), routines (days of ordered exercises, each with its sets), the
 * sessions a client logs against their routine, bioelectrical impedance (BIA) measurements and
 * logged activities. The web app's types are inferred from these.
 *
 * REST paths (all under /api/v1; a patient outside the caller's scope is 404 NOT_FOUND):
 * - GET  /exercises?q=&muscle=&equipment=&category=&page=   the library (typo-tolerant) → ExercisePage
 * - GET  /exercises/facets                 the muscles, equipment and categories to filter by
 * - POST /exercises                        a practice's own exercise → 201 Exercise
 * - GET  /routines?patientId=&kind=        templates and clients' routines → { items: RoutineSummary[] }
 * - POST /routines                         RoutineInput → 201 Routine
 * - GET  /routines/{id}                    → Routine (with the client's progress when assigned)
 * - PUT  /routines/{id}                    RoutineInput + version → Routine
 * - POST /routines/{id}/assign             { patientId, startDate } → 201 Routine (a copy for the client)
 * - GET  /me/routines                      the signed-in patient's routines → { items: Routine[] }
 * - POST /me/routines/{id}/sessions        SessionInput → 201 WorkoutSession
 * - GET  /patients/{id}/bia                → BiaHistory;  POST: BiaInput → 201 BiaMeasurement
 * - GET  /me/bia                           → BiaHistory of the signed-in patient
 * - GET  /activities/compendium            the MET Compendium 2011 activities
 * - GET  /patients/{id}/activities         → ActivityOverview; POST: ActivityInput → 201 ActivityEntry
 * - PUT  /patients/{id}/heart-rate         { restingHr, maxHr } → ActivityOverview's zones
 */

export const FITNESS_ROLES = {
  /** The exercise library. */
  library: ['dietitian', 'medical', 'fitness'],
  /** Build routines and assign them; own exercises. */
  routines: ['dietitian', 'fitness'],
  /** BIA measurements (DECISIONS: a dietitian's and a fitness professional's; medical sees everything clinical). */
  bia: ['dietitian', 'medical', 'fitness'],
  /** Activities and heart-rate zones. */
  activity: ['dietitian', 'medical', 'fitness'],
} as const;

const uuid = z.string().uuid();
const isoDate = z.string().refine(isCalendarDay, 'YYYY-MM-DD');

// ---------------------------------------------------------------------------------------------
// Exercise library

export const exerciseSchema = z.object({
  id: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  category: z.string(),
  primaryMuscles: z.array(z.string()),
  secondaryMuscles: z.array(z.string()),
  equipment: z.array(z.string()),
  description: z.string(),
  /** SPDX licence of the exercise (CC-BY-SA-4.0 for the wger library); null for a practice's own. */
  license: z.string().nullable(),
  /** The authors to credit (empty: the wger.de contributors). */
  licenseAuthor: z.string(),
  /** The wger exercise id (null for a practice's own exercise). */
  wgerId: z.number().int().nullable(),
  /** True for an exercise of the caller's practice. */
  own: z.boolean(),
  /** A practice's own exercise's image (PNG or JPEG, served with the session), else null. */
  imageUrl: z.string().nullable(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const exerciseQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  muscle: z.string().max(100).optional(),
  equipment: z.string().max(100).optional(),
  category: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type ExerciseQuery = z.input<typeof exerciseQuerySchema>;
export const exercisePageSchema = numberedPageSchema(exerciseSchema);
export type ExercisePage = z.infer<typeof exercisePageSchema>;

export const exerciseFacetsSchema = z.object({
  muscles: z.array(z.string()),
  equipment: z.array(z.string()),
  categories: z.array(z.string()),
});
export type ExerciseFacets = z.infer<typeof exerciseFacetsSchema>;

export const exerciseCreateSchema = z.object({
  name: z.string().trim().min(2).max(120),
  category: z.string().trim().min(2).max(60),
  primaryMuscles: z.array(z.string().trim().min(1).max(80)).max(10).default([]),
  equipment: z.array(z.string().trim().min(1).max(80)).max(10).default([]),
  description: z.string().trim().min(10).max(4000),
});
export type ExerciseCreateInput = z.input<typeof exerciseCreateSchema>;

// ---------------------------------------------------------------------------------------------
// Routines

export const routineSetSchema = z
  .object({
    /** Target repetitions, or null for a timed set. */
    reps: z.number().int().min(1).max(100).nullable(),
    /** Target seconds of a timed set (a plank), or null. */
    seconds: z.number().int().min(5).max(3600).nullable(),
    /** Target load in kg (null or 0: body weight). */
    loadKg: z.number().min(0).max(1000).nullable(),
    restSeconds: z.number().int().min(0).max(900),
    /** Repetitions in reserve to aim for (RIR), or null. */
    rir: z.number().int().min(0).max(10).nullable(),
  })
  .refine((s) => (s.reps === null) !== (s.seconds === null), {
    message: 'A set has either repetitions or a time',
    path: ['reps'],
  });
export type RoutineSet = z.infer<typeof routineSetSchema>;

export const routineExerciseSchema = z.object({
  exerciseId: uuid,
  sets: z.array(routineSetSchema).min(1).max(20),
  notes: z.string().trim().max(500).default(''),
  /** Exercises of one day sharing a letter are a superset (done back to back). */
  superset: z
    .string()
    .regex(/^[A-Z]$/)
    .nullable()
    .default(null),
});
export type RoutineExercise = z.infer<typeof routineExerciseSchema>;

export const routineDaySchema = z.object({
  name: z.string().trim().min(1).max(80),
  exercises: z.array(routineExerciseSchema).min(1).max(30),
});
export type RoutineDay = z.infer<typeof routineDaySchema>;

export const PROGRESSION_KINDS = ['none', 'load', 'reps'] as const;
export type ProgressionKind = (typeof PROGRESSION_KINDS)[number];
export const progressionSchema = z.object({
  kind: z.enum(PROGRESSION_KINDS),
  /** Added to every set's load when all sets were completed (kind `load`). */
  loadStepKg: z.number().min(0).max(50).default(2.5),
  /** Added to every set's reps when all sets were completed (kind `reps`). */
  repsStep: z.number().int().min(0).max(10).default(1),
});
export type Progression = z.infer<typeof progressionSchema>;

export const routineInputSchema = z.object({
  name: z.string().trim().min(2).max(120),
  goal: z.string().trim().max(500).default(''),
  days: z.array(routineDaySchema).min(1).max(7),
  progression: progressionSchema.default({ kind: 'none', loadStepKg: 2.5, repsStep: 1 }),
  /** A client's routine (with `startDate`) or, when absent, a reusable template. */
  patientId: uuid.optional(),
  startDate: isoDate.optional(),
});
export type RoutineInput = z.input<typeof routineInputSchema>;
export const routineUpdateSchema = routineInputSchema
  .omit({ patientId: true })
  .extend({ version: z.number().int().min(1) });
export type RoutineUpdateInput = z.input<typeof routineUpdateSchema>;
export const assignSchema = z.object({ patientId: uuid, startDate: isoDate });
export type AssignInput = z.infer<typeof assignSchema>;

const personRef = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

export const routineSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  goal: z.string(),
  patient: personRef.nullable(),
  startDate: z.string().nullable(),
  dayCount: z.number().int(),
  exerciseCount: z.number().int(),
  sessionCount: z.number().int(),
  lastSessionOn: z.string().nullable(),
  updatedAt: z.string(),
});
export type RoutineSummary = z.infer<typeof routineSummarySchema>;

export const sessionSetSchema = z.object({
  /** Position of the exercise in its day, and of the set in the exercise. */
  exerciseIndex: z.number().int().min(0).max(29),
  setIndex: z.number().int().min(0).max(19),
  done: z.boolean(),
  reps: z.number().int().min(0).max(200).nullable(),
  seconds: z.number().int().min(0).max(7200).nullable(),
  loadKg: z.number().min(0).max(1000).nullable(),
});
export type SessionSet = z.infer<typeof sessionSetSchema>;

export const sessionInputSchema = z.object({
  dayIndex: z.number().int().min(0).max(6),
  performedOn: isoDate,
  /** How it felt, 1 (very hard) to 5 (very easy); null when not said. */
  feeling: z.number().int().min(1).max(5).nullable().default(null),
  notes: z.string().trim().max(1000).default(''),
  sets: z.array(sessionSetSchema).min(1).max(400),
});
export type SessionInput = z.input<typeof sessionInputSchema>;

export const workoutSessionSchema = z.object({
  id: z.string(),
  routineId: z.string(),
  dayIndex: z.number().int(),
  dayName: z.string(),
  performedOn: z.string(),
  feeling: z.number().int().nullable(),
  notes: z.string(),
  setsDone: z.number().int(),
  setsPlanned: z.number().int(),
  /** Σ reps × load of the completed sets, kg. */
  volumeKg: z.number(),
});
export type WorkoutSession = z.infer<typeof workoutSessionSchema>;

export const routineProgressSchema = z.object({
  /** Per ISO week since the start: sessions done versus planned (one per day of the routine). */
  adherence: z.array(z.object({ weekStart: z.string(), done: z.number().int(), planned: z.number().int() })),
  /** Completed sets and Σ reps × load per primary muscle group, over the whole routine. */
  volumeByMuscle: z.array(z.object({ muscle: z.string(), sets: z.number().int(), volumeKg: z.number() })),
  /** The heaviest completed set of each exercise, with its Epley estimated one-repetition maximum. */
  records: z.array(
    z.object({
      exerciseId: z.string(),
      name: z.string(),
      loadKg: z.number(),
      reps: z.number().int(),
      estimatedOneRepMaxKg: z.number(),
      on: z.string(),
    }),
  ),
  sessions: z.array(workoutSessionSchema),
});
export type RoutineProgress = z.infer<typeof routineProgressSchema>;

export const routineSchema = z.object({
  id: z.string(),
  name: z.string(),
  goal: z.string(),
  patient: personRef.nullable(),
  startDate: z.string().nullable(),
  days: z.array(routineDaySchema),
  progression: progressionSchema,
  /** The exercises the routine names, by id (with their attribution). */
  exercises: z.record(z.string(), exerciseSchema),
  /** The targets for the next session of each day after the progression rule (same shape as `days`). */
  nextTargets: z.array(routineDaySchema),
  progress: routineProgressSchema.nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
  /** For the patient's view: the practice's name. */
  practiceName: z.string().optional(),
});
export type Routine = z.infer<typeof routineSchema>;

/**
 * The progression rule: when every set of an exercise in the last session of its day was completed
 * at (or above) its target, the next targets add `loadStepKg` to each set's load (kind `load`; a
 * body-weight set is left alone) or `repsStep` to each set's repetitions (kind `reps`; a timed set
 * is left alone). A missed or short set keeps the targets.
 */
export function progressDay(
  day: RoutineDay,
  lastSession: readonly SessionSet[] | null,
  rule: Progression,
): RoutineDay {
  if (!lastSession || rule.kind === 'none') return day;
  return {
    ...day,
    exercises: day.exercises.map((ex, exerciseIndex) => {
      const logged = lastSession.filter((s) => s.exerciseIndex === exerciseIndex);
      const complete = ex.sets.every((target, setIndex) => {
        const s = logged.find((l) => l.setIndex === setIndex);
        if (!s?.done) return false;
        if (target.reps !== null && (s.reps ?? 0) < target.reps) return false;
        if (target.seconds !== null && (s.seconds ?? 0) < target.seconds) return false;
        if (target.loadKg && (s.loadKg ?? 0) < target.loadKg) return false;
        return true;
      });
      if (!complete) return ex;
      return {
        ...ex,
        sets: ex.sets.map((set) => {
          if (rule.kind === 'load' && set.loadKg) {
            return { ...set, loadKg: Math.round((set.loadKg + rule.loadStepKg) * 100) / 100 };
          }
          if (rule.kind === 'reps' && set.reps !== null) {
            return { ...set, reps: Math.min(100, set.reps + rule.repsStep) };
          }
          return set;
        }),
      };
    }),
  };
}

/** Epley's estimated one-repetition maximum: load × (1 + reps / 30); the load itself for one rep. */
export function epley1Rm(loadKg: number, reps: number): number {
  if (reps <= 1) return loadKg;
  return Math.round(loadKg * (1 + reps / 30) * 10) / 10;
}

// ---------------------------------------------------------------------------------------------
// BIA

export const biaInputSchema = z.object({
  measuredAt: z.string().datetime({ offset: true }),
  sex: z.enum(['M', 'F']),
  heightCm: z.number().min(50).max(272),
  weightKg: z.number().min(10).max(500),
  ageYears: z.number().int().min(0).max(130),
  resistanceOhm: z.number().min(1).max(5000),
  reactanceOhm: z.number().min(0).max(5000),
  frequencyKhz: z.number().min(1).max(1000).default(50),
  device: z.string().trim().max(120).default(''),
});
export type BiaInput = z.input<typeof biaInputSchema>;

/** One figure of a BIA read-out: its value, or null with the reason when the equation does not apply. */
export const biaFigureSchema = z.object({
  value: z.number().nullable(),
  unit: z.string(),
  equation: z.string(),
  citation: z.string(),
  /** The citation in full (authors, title, journal). */
  reference: z.string(),
  population: z.string(),
  /** Why the value is withheld (outside the validated population), or notes on it. */
  warnings: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type BiaFigure = z.infer<typeof biaFigureSchema>;

export const biaMeasurementSchema = z.object({
  id: z.string(),
  measuredAt: z.string(),
  sex: z.enum(['M', 'F']),
  heightCm: z.number(),
  weightKg: z.number(),
  ageYears: z.number().int(),
  resistanceOhm: z.number(),
  reactanceOhm: z.number(),
  frequencyKhz: z.number(),
  device: z.string(),
  bmi: z.number(),
  phaseAngle: biaFigureSchema,
  ffm: biaFigureSchema,
  fatMass: biaFigureSchema,
  bodyFatPercent: biaFigureSchema,
  tbw: biaFigureSchema,
  ffmSun: biaFigureSchema,
  warnings: z.array(z.object({ code: z.string(), message: z.string() })),
  recordedBy: z.string().nullable(),
});
export type BiaMeasurement = z.infer<typeof biaMeasurementSchema>;

export const biaHistorySchema = z.object({
  patient: personRef.extend({ sex: z.enum(['M', 'F']).nullable(), ageYears: z.number().nullable() }),
  /** Newest first. */
  items: z.array(biaMeasurementSchema),
  /** Weight and waist from the anthropometrics, oldest first (the trend beside the BIA figures). */
  anthropometrics: z.array(
    z.object({ measuredAt: z.string(), weightKg: z.number().nullable(), waistCm: z.number().nullable() }),
  ),
});
export type BiaHistory = z.infer<typeof biaHistorySchema>;

// ---------------------------------------------------------------------------------------------
// Activity

export const compendiumActivitySchema = z.object({
  code: z.string(),
  met: z.number(),
  intensity: z.enum(['sedentary', 'light', 'moderate', 'vigorous']),
  group: z.string(),
  activity: z.string(),
});
export type CompendiumActivityItem = z.infer<typeof compendiumActivitySchema>;

export const activityInputSchema = z.object({
  performedOn: isoDate,
  code: z.string().regex(/^\d{5}$/),
  minutes: z.number().int().min(1).max(1440),
  averageHr: z.number().int().min(30).max(240).nullable().default(null),
  notes: z.string().trim().max(500).default(''),
});
export type ActivityInput = z.input<typeof activityInputSchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  performedOn: z.string(),
  code: z.string(),
  activity: z.string(),
  met: z.number(),
  intensity: z.enum(['sedentary', 'light', 'moderate', 'vigorous']),
  minutes: z.number().int(),
  /** The weight used (the client's latest when logged). */
  weightKg: z.number(),
  /** MET × 3.5 × kg / 200 × minutes. */
  kcal: z.number(),
  averageHr: z.number().int().nullable(),
  notes: z.string(),
  /** When it started (imported from a device), else null. */
  startedAt: z.string().nullable(),
  distanceKm: z.number().nullable(),
  steps: z.number().int().nullable(),
  /** `manual`, or the device file it came from (`csv`, `gpx`, `tcx`). */
  source: z.enum(['manual', 'csv', 'gpx', 'tcx']),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const heartRateSchema = z
  .object({ restingHr: z.number().int().min(30).max(120), maxHr: z.number().int().min(100).max(230) })
  .refine((h) => h.maxHr > h.restingHr + 20, { message: 'Maximum must exceed resting', path: ['maxHr'] });
export type HeartRateInput = z.infer<typeof heartRateSchema>;

export const activityOverviewSchema = z.object({
  patient: personRef,
  /** The weight energy is computed with (latest anthropometrics, else the record's), or null. */
  weightKg: z.number().nullable(),
  items: z.array(activityEntrySchema),
  /** The last 8 ISO weeks, oldest first: moderate-equivalent minutes (moderate + 2 × vigorous). */
  weeks: z.array(
    z.object({ weekStart: z.string(), moderateEquivalentMinutes: z.number(), kcal: z.number() }),
  ),
  /** WHO 2020 adults: 150–300 moderate-equivalent minutes a week. */
  who: z.object({ min: z.number(), max: z.number(), citation: z.string() }),
  heartRate: z
    .object({
      restingHr: z.number().int(),
      maxHr: z.number().int(),
      /** Karvonen zones: HRrest + fraction × (HRmax − HRrest). */
      zones: z.array(z.object({ zone: z.number().int(), from: z.number().int(), to: z.number().int() })),
    })
    .nullable(),
});
export type ActivityOverview = z.infer<typeof activityOverviewSchema>;
