import { z } from 'zod';
import { isCalendarDay } from './dates.ts';
import { numberedPageSchema } from './page.ts';
import { PATIENT_ALLERGENS, type PatientAllergen } from './patients.ts';

export type { PatientAllergen };

/**
 * Diet plans: a dietitian's plan for one patient (name, dates, goals, dietary tags, description,
 * meal prep notes, status, daily targets and ranges for calories, protein, carbohydrate, fat and
 * fiber) and its menu: for each day of the menu, six meals holding foods of the SR28 food table in
 * household measures or grams. The menu has 1–14 days (`menuDays`) and repeats from the start date
 * to the end date, so a 12-week plan is one weekly menu. The web app's types are inferred from these.
 *
 * REST paths (all under /api/v1; a plan whose patient is outside the caller's scope is 404 NOT_FOUND):
 * - GET    /foods?q=&limit=                the food search as you type → { items: FoodInfo[] }
 * - GET    /diet-plans                     list (DietPlanListQuery) → DietPlanPage
 * - POST   /diet-plans                     create (DietPlanCreateInput) → 201 DietPlan ("Diet plan saved")
 * - GET    /diet-plans/{id}                → DietPlan
 * - PUT    /diet-plans/{id}                replace (DietPlanUpdateInput) → DietPlan ("Diet plan saved")
 * - DELETE /diet-plans/{id}                → 204 ("Diet plan deleted"; not an active plan)
 * - POST   /diet-plans/{id}/transition     { to, completeActive? } → DietPlan (see DIET_PLAN_TRANSITIONS)
 * - POST   /diet-plans/{id}/share          → DietPlan ("Diet plan shared"); DELETE: stop sharing
 * - POST   /diet-plans/{id}/duplicate      { patientId, name?, startDate? } → 201 DietPlan (a draft)
 * - GET    /diet-plans/{id}/pdf?lang=      the plan as a PDF (`download=1`: as an attachment)
 * - POST   /diet-plans/generate            GenerateRequest → NDJSON stream of GenerateEvent
 * - POST   /diet-plans/swap                SwapRequest → { items: SwapOption[] }
 * - GET    /me/diet-plans                  the signed-in patient's active shared plans → { items: PatientDietPlan[] }
 * - GET    /me/diet-plans/{id}/pdf?lang=   one of them as a PDF
 * Saving a plan whose foods conflict with the patient's allergies or the plan's dietary tags is
 * 409 DIET_PLAN_CONFLICTS (`details.conflicts`) unless the request carries `overrideConflicts`.
 */

export const DIET_PLAN_STATUSES = ['draft', 'active', 'completed', 'archived'] as const;
export type DietPlanStatus = (typeof DIET_PLAN_STATUSES)[number];

/** The six meals of a day, in order (the same codes as the clinical package's `MEAL_SLOTS`). */
export const MEAL_SLOTS = [
  'breakfast',
  'morning_snack',
  'lunch',
  'afternoon_snack',
  'dinner',
  'evening_snack',
] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

/**
 * Which status may follow which: draft → active → completed; archived from any other status; an
 * archived plan is restored to draft. The server refuses anything else (DIET_PLAN_TRANSITION).
 */
export const DIET_PLAN_TRANSITIONS: Record<DietPlanStatus, readonly DietPlanStatus[]> = {
  draft: ['active', 'archived'],
  active: ['completed', 'archived'],
  completed: ['archived'],
  archived: ['draft'],
};

export function canTransition(from: DietPlanStatus, to: DietPlanStatus): boolean {
  return DIET_PLAN_TRANSITIONS[from].includes(to);
}

/** Statuses whose plan can still be edited (a completed or archived plan is a record: duplicate it). */
export const EDITABLE_PLAN_STATUSES: readonly DietPlanStatus[] = ['draft', 'active'];

export const DIET_TAG_CODES = ['vegetarian', 'vegan', 'low_sodium'] as const;
export type DietTagCode = (typeof DIET_TAG_CODES)[number];

/** A plan's dietary tags and what each means for its foods. */
export const DIETARY_TAGS = [
  'vegetarian',
  'vegan',
  'low_sodium',
  'gluten_free',
  'dairy_free',
  'nut_free',
] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];
export const DIETARY_TAG_RULES: Record<
  DietaryTag,
  { avoid: readonly PatientAllergen[]; require: readonly DietTagCode[] }
> = {
  vegetarian: { avoid: [], require: ['vegetarian'] },
  vegan: { avoid: [], require: ['vegan'] },
  low_sodium: { avoid: [], require: ['low_sodium'] },
  gluten_free: { avoid: ['wheat_gluten'], require: [] },
  dairy_free: { avoid: ['milk'], require: [] },
  nut_free: { avoid: ['peanuts', 'tree_nuts'], require: [] },
};

export const MAX_MENU_DAYS = 14;
export const MAX_ITEMS_PER_MEAL = 12;
export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'very', 'extra'] as const;
export const WEIGHT_GOALS = ['lose', 'maintain', 'gain'] as const;

/** Validation message keys of the plan forms (the web translates them under `validation.<key>`). */
export const DIET_PLAN_VALIDATION_MESSAGES = {
  planNameRequired: 'Give the plan a name',
  dateInvalid: 'Enter a valid date',
  endBeforeStart: 'The end date must be on or after the start date',
  rangeInvalid: 'The minimum must not exceed the target, nor the target the maximum',
  numberInvalid: 'Enter a number',
  menuDaysOutOfRange: 'A menu has 1 to 14 days',
  itemOutsideMenu: 'This food is on a day beyond the menu',
  foodUnknown: 'This food is not in the food table',
  portionUnknown: 'This food has no such household measure',
  tooManyItems: 'Too many entries',
  textTooLong: 'This text is too long',
  overrideReasonRequired: 'Say why the plan may keep these foods',
  invalidOption: 'Choose one of the options',
  mealDayOutside: 'You can log today and the seven days before it, within the plan',
  mealNotPlanned: 'This meal is not on the menu of that day',
} as const;

const text = (max: number) =>
  z
    .string({ error: 'textTooLong' })
    .trim()
    .max(max, { error: 'textTooLong' })
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .default(null);

const isoDate = z.string({ error: 'dateInvalid' }).refine(isCalendarDay, { error: 'dateInvalid' });

export const ndbNoSchema = z.string().regex(/^\d{5}$/, { error: 'foodUnknown' });

const amount = (max: number) =>
  z
    .number({ error: 'numberInvalid' })
    .min(0, { error: 'numberInvalid' })
    .max(max, { error: 'numberInvalid' });

export const nutrientRangeSchema = z
  .object({ target: amount(20000), min: amount(20000), max: amount(20000) })
  .refine((r) => r.min <= r.target && r.target <= r.max, { error: 'rangeInvalid', path: ['target'] });
export type NutrientRange = z.infer<typeof nutrientRangeSchema>;

export const PLAN_NUTRIENTS = ['calories', 'protein', 'carbs', 'fat', 'fiber'] as const;
export type PlanNutrient = (typeof PLAN_NUTRIENTS)[number];

/** Daily targets and accepted ranges: calories in kcal, the others in grams. */
export const dailyTargetsSchema = z.object({
  calories: nutrientRangeSchema,
  protein: nutrientRangeSchema,
  carbs: nutrientRangeSchema,
  fat: nutrientRangeSchema,
  fiber: nutrientRangeSchema,
});
export type DailyTargets = z.infer<typeof dailyTargetsSchema>;

const macroSpec = z.object({ unit: z.enum(['percent', 'gPerKg']), value: amount(100) });

/** How the targets were proposed (kept so the proposal can be made again with the same choices). */
export const targetBasisSchema = z.object({
  activity: z.enum(ACTIVITY_LEVELS, { error: 'invalidOption' }),
  goal: z.enum(WEIGHT_GOALS, { error: 'invalidOption' }),
  protein: macroSpec,
  carbs: macroSpec,
  fat: macroSpec,
});
export type TargetBasis = z.infer<typeof targetBasisSchema>;

export const dislikesSchema = z.object({
  foods: z.array(ndbNoSchema).max(100, { error: 'tooManyItems' }).default([]),
  words: z
    .array(z.string().trim().min(1).max(40, { error: 'textTooLong' }))
    .max(50, { error: 'tooManyItems' })
    .default([]),
});
export type Dislikes = z.infer<typeof dislikesSchema>;

/** Why the planner picked a food (the clinical package's `ItemReason`). */
export const itemReasonSchema = z.object({
  code: z.string().max(60),
  serves: z.enum(PLAN_NUTRIENTS),
  text: z.string().max(400),
  values: z.object({
    amount: z.number(),
    unit: z.enum(['kcal', 'g']),
    dayShare: z.number(),
    energyShare: z.number(),
  }),
});
export type ItemReason = z.infer<typeof itemReasonSchema>;

/**
 * One food of one meal of one menu day: `quantity` × the food's household measure `portionSeq`, or
 * plain grams (`portionSeq` null). `grams` is always the weight (the server recomputes it from the
 * measure when one is given). `locked` keeps it when the planner fills the rest.
 */
export const planItemInputSchema = z.object({
  day: z.number().int().min(1).max(MAX_MENU_DAYS, { error: 'itemOutsideMenu' }),
  slot: z.enum(MEAL_SLOTS, { error: 'invalidOption' }),
  ndbNo: ndbNoSchema,
  grams: z
    .number({ error: 'numberInvalid' })
    .gt(0, { error: 'numberInvalid' })
    .max(5000, { error: 'numberInvalid' }),
  portionSeq: z.number().int().min(1).max(99).nullable().default(null),
  quantity: z
    .number()
    .gt(0, { error: 'numberInvalid' })
    .max(1000, { error: 'numberInvalid' })
    .nullable()
    .default(null),
  locked: z.boolean().default(false),
  reason: itemReasonSchema.nullable().default(null),
});
export type PlanItemInput = z.input<typeof planItemInputSchema>;
export type PlanItem = z.infer<typeof planItemInputSchema>;

/** Keep foods that conflict with the allergies or dietary tags; the reason is recorded. */
const overrideSchema = z.object({
  reason: z
    .string({ error: 'overrideReasonRequired' })
    .trim()
    .min(1, { error: 'overrideReasonRequired' })
    .max(500, { error: 'textTooLong' }),
});

const planFields = {
  name: z
    .string({ error: 'planNameRequired' })
    .trim()
    .min(1, { error: 'planNameRequired' })
    .max(120, { error: 'textTooLong' }),
  startDate: isoDate,
  endDate: isoDate,
  menuDays: z
    .number({ error: 'menuDaysOutOfRange' })
    .int({ error: 'menuDaysOutOfRange' })
    .min(1, { error: 'menuDaysOutOfRange' })
    .max(MAX_MENU_DAYS, { error: 'menuDaysOutOfRange' }),
  goals: text(2000),
  dietaryTags: z
    .array(z.enum(DIETARY_TAGS, { error: 'invalidOption' }))
    .max(DIETARY_TAGS.length)
    .transform((t) => [...new Set(t)])
    .default([]),
  description: text(5000),
  mealPrepNotes: text(5000),
  targets: dailyTargetsSchema,
  targetBasis: targetBasisSchema.nullable().default(null),
  dislikes: dislikesSchema.default({ foods: [], words: [] }),
  items: z
    .array(planItemInputSchema)
    .max(MAX_MENU_DAYS * MEAL_SLOTS.length * MAX_ITEMS_PER_MEAL, { error: 'tooManyItems' })
    .default([]),
  /** A short description of each menu day (written by hand or by the chat model), by day − 1. */
  dayNotes: z
    .array(z.string().trim().max(1000, { error: 'textTooLong' }))
    .max(MAX_MENU_DAYS)
    .default([]),
  overrideConflicts: overrideSchema.optional(),
};

const datesInOrder = (p: { startDate: string; endDate: string }) => p.endDate >= p.startDate;
const itemsInMenu = (p: { menuDays: number; items: { day: number }[] }) =>
  p.items.every((i) => i.day <= p.menuDays);

export const dietPlanCreateSchema = z
  .object({ patientId: z.string().min(1).max(100), ...planFields })
  .refine(datesInOrder, { error: 'endBeforeStart', path: ['endDate'] })
  .refine(itemsInMenu, { error: 'itemOutsideMenu', path: ['items'] });
export type DietPlanCreateInput = z.input<typeof dietPlanCreateSchema>;

/** The whole plan as the editor holds it; `version` is the one read (a newer one answers CONFLICT). */
export const dietPlanUpdateSchema = z
  .object({ ...planFields, version: z.number().int().min(1) })
  .refine(datesInOrder, { error: 'endBeforeStart', path: ['endDate'] })
  .refine(itemsInMenu, { error: 'itemOutsideMenu', path: ['items'] });
export type DietPlanUpdateInput = z.input<typeof dietPlanUpdateSchema>;

/** A food of the table as the editor needs it: per-100 g nutrients (null = not reported), measures, tags. */
export const foodInfoSchema = z.object({
  ndbNo: z.string(),
  description: z.string(),
  groupCode: z.string(),
  per100g: z.record(z.string(), z.number().nullable()),
  portions: z.array(
    z.object({ seq: z.number().int(), amount: z.number(), measure: z.string(), gramWeight: z.number() }),
  ),
  allergens: z.array(z.enum(PATIENT_ALLERGENS)),
  diets: z.array(z.enum(DIET_TAG_CODES)),
});
export type FoodInfo = z.infer<typeof foodInfoSchema>;

export const foodSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** A food that goes against the patient's allergies or the plan's dietary tags. */
export const planConflictSchema = z.object({
  day: z.number().int(),
  slot: z.enum(MEAL_SLOTS),
  ndbNo: z.string(),
  kind: z.enum(['allergy', 'condition', 'dietaryTag']),
  /** The allergen (allergy), the condition rule (`condition.coeliac`) or the dietary tag. */
  code: z.string(),
});
export type PlanConflict = z.infer<typeof planConflictSchema>;

const personSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

export const dietPlanSchema = z.object({
  id: z.string(),
  patient: personSchema.extend({
    allergies: z.array(z.enum(PATIENT_ALLERGENS)),
    otherAllergies: z.array(z.string()),
    conditions: z.array(z.string()),
  }),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  menuDays: z.number().int(),
  goals: z.string().nullable(),
  dietaryTags: z.array(z.enum(DIETARY_TAGS)),
  description: z.string().nullable(),
  mealPrepNotes: z.string().nullable(),
  status: z.enum(DIET_PLAN_STATUSES),
  targets: dailyTargetsSchema,
  targetBasis: targetBasisSchema.nullable(),
  dislikes: z.object({ foods: z.array(z.string()), words: z.array(z.string()) }),
  items: z.array(planItemInputSchema),
  /** Every food the plan uses (and its disliked foods), by NDB number. */
  foods: z.record(z.string(), foodInfoSchema),
  dayNotes: z.array(z.string()),
  sharedAt: z.string().nullable(),
  /** The recorded decision to keep conflicting foods. */
  conflictOverride: z.object({ reason: z.string(), at: z.string(), by: z.string().nullable() }).nullable(),
  conflicts: z.array(planConflictSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type DietPlan = z.infer<typeof dietPlanSchema>;

export const dietPlanListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  patient: personSchema,
  status: z.enum(DIET_PLAN_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
  menuDays: z.number().int(),
  dietaryTags: z.array(z.enum(DIETARY_TAGS)),
  caloriesTarget: z.number(),
  sharedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type DietPlanListItem = z.infer<typeof dietPlanListItemSchema>;

export const DIET_PLAN_STATUS_FILTERS = ['all', ...DIET_PLAN_STATUSES] as const;
export type DietPlanStatusFilter = (typeof DIET_PLAN_STATUS_FILTERS)[number];

export const dietPlanListQuerySchema = z.object({
  patientId: z.string().min(1).max(100).optional(),
  status: z.enum(DIET_PLAN_STATUS_FILTERS).default('all'),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type DietPlanListQuery = z.input<typeof dietPlanListQuerySchema>;

export const dietPlanPageSchema = numberedPageSchema(dietPlanListItemSchema);
export type DietPlanPage = z.infer<typeof dietPlanPageSchema>;

export const transitionSchema = z.object({
  to: z.enum(DIET_PLAN_STATUSES, { error: 'invalidOption' }),
  /** Activating while another plan of the patient is active: complete that one (after confirming). */
  completeActive: z.boolean().default(false),
});
export type TransitionInput = z.input<typeof transitionSchema>;

export const duplicateSchema = z.object({
  patientId: z.string().min(1).max(100),
  name: z.string().trim().min(1, { error: 'planNameRequired' }).max(120, { error: 'textTooLong' }).optional(),
  startDate: isoDate.optional(),
  /** Leave out the foods that conflict with the new patient's record… */
  dropConflicts: z.boolean().default(false),
  /** …or keep them, with the reason recorded. */
  overrideConflicts: overrideSchema.optional(),
});
export type DuplicateInput = z.input<typeof duplicateSchema>;

// ---------------------------------------------------------------- the meal planner

/** What to fill: the whole menu, one day, or one meal of one day. Locked foods always stay. */
export const generateScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plan') }),
  z.object({ kind: z.literal('day'), day: z.number().int().min(1).max(MAX_MENU_DAYS) }),
  z.object({
    kind: z.literal('meal'),
    day: z.number().int().min(1).max(MAX_MENU_DAYS),
    slot: z.enum(MEAL_SLOTS),
  }),
]);
export type GenerateScope = z.infer<typeof generateScopeSchema>;

/** The editor's current plan (unsaved changes included) and what to fill. */
export const generateRequestSchema = z.object({
  patientId: z.string().min(1).max(100),
  menuDays: planFields.menuDays,
  targets: dailyTargetsSchema,
  dietaryTags: planFields.dietaryTags,
  dislikes: dislikesSchema.default({ foods: [], words: [] }),
  items: planFields.items,
  scope: generateScopeSchema,
  /** Same seed, same plan; default: a new one each time. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
});
export type GenerateRequest = z.input<typeof generateRequestSchema>;

export const targetCheckSchema = z.object({
  value: z.number(),
  min: z.number(),
  max: z.number(),
  ok: z.boolean(),
});

/** The planner's suggestion when targets cannot be met (`code` e.g. `planner.relax.protein.min`). */
export const relaxSuggestionSchema = z.object({
  constraint: z.string(),
  code: z.string(),
  amount: z.number().optional(),
  unit: z.string().optional(),
  message: z.string(),
  days: z.array(z.number().int()).optional(),
});
export type RelaxSuggestion = z.infer<typeof relaxSuggestionSchema>;

export const generatedDaySchema = z.object({
  day: z.number().int(),
  /** Every food of the day after filling (the kept ones included). */
  items: z.array(planItemInputSchema),
  checks: z.record(z.enum(PLAN_NUTRIENTS), targetCheckSchema),
  meetsTargets: z.boolean(),
  /** A short description of the day by the chat model, when one is configured. */
  note: z.string().nullable(),
});
export type GeneratedDay = z.infer<typeof generatedDaySchema>;

export const generateResultSchema = z.object({
  status: z.enum(['ok', 'partial', 'infeasible']),
  days: z.array(generatedDaySchema),
  relax: z.array(relaxSuggestionSchema),
  warnings: z.array(z.string()),
  /** Foods of the result, for the editor's totals. */
  foods: z.record(z.string(), foodInfoSchema),
  /** What the planner left out and why: the patient's allergies, conditions, the plan's tags. */
  exclusions: z.object({
    allergens: z.array(z.enum(PATIENT_ALLERGENS)),
    diets: z.array(z.enum(DIET_TAG_CODES)),
    conditions: z.array(z.object({ condition: z.string(), code: z.string() })),
  }),
  ms: z.number(),
});
export type GenerateResult = z.infer<typeof generateResultSchema>;

/** One line of the NDJSON answer of POST /diet-plans/generate. */
export type GenerateEvent =
  | { type: 'queued'; position: number }
  | { type: 'progress'; done: number; total: number }
  | { type: 'result'; result: GenerateResult }
  | { type: 'error'; code: string; message: string };

export const swapRequestSchema = z.object({
  patientId: z.string().min(1).max(100),
  targets: dailyTargetsSchema,
  dietaryTags: planFields.dietaryTags,
  dislikes: dislikesSchema.default({ foods: [], words: [] }),
  /** The day's foods. */
  items: z.array(planItemInputSchema).max(MEAL_SLOTS.length * MAX_ITEMS_PER_MEAL, { error: 'tooManyItems' }),
  /** Index in `items` of the food to replace. */
  replace: z.number().int().min(0),
});
export type SwapRequest = z.input<typeof swapRequestSchema>;

export const swapOptionSchema = z.object({
  item: planItemInputSchema,
  food: foodInfoSchema,
  dayTotals: z.record(z.enum(PLAN_NUTRIENTS), z.number()),
  withinTargets: z.boolean(),
});
export type SwapOption = z.infer<typeof swapOptionSchema>;

// ---------------------------------------------------------------- the patient's side

export const patientPlanItemSchema = z.object({
  ndbNo: z.string(),
  description: z.string(),
  grams: z.number(),
  quantity: z.number().nullable(),
  measure: z.string().nullable(),
  kcal: z.number().nullable(),
});

export const patientPlanDaySchema = z.object({
  day: z.number().int(),
  meals: z.array(
    z.object({ slot: z.enum(MEAL_SLOTS), items: z.array(patientPlanItemSchema), kcal: z.number() }),
  ),
  totals: z.record(z.enum(PLAN_NUTRIENTS), z.number().nullable()),
  note: z.string().nullable(),
});
export type PatientPlanDay = z.infer<typeof patientPlanDaySchema>;

/** A week of shopping (seven menu days from today), by SR food group. */
export const shoppingListSchema = z.array(
  z.object({
    groupCode: z.string(),
    items: z.array(z.object({ ndbNo: z.string(), description: z.string(), grams: z.number() })),
  }),
);
export type ShoppingList = z.infer<typeof shoppingListSchema>;

export const patientDietPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  practiceName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  menuDays: z.number().int(),
  goals: z.string().nullable(),
  description: z.string().nullable(),
  mealPrepNotes: z.string().nullable(),
  dietaryTags: z.array(z.enum(DIETARY_TAGS)),
  targets: dailyTargetsSchema,
  sharedAt: z.string(),
  /** The menu day of today (1-based), or null before the start or after the end. */
  todayDay: z.number().int().nullable(),
  days: z.array(patientPlanDaySchema),
  shoppingList: shoppingListSchema,
});
export type PatientDietPlan = z.infer<typeof patientDietPlanSchema>;

/** SR28 food groups by code (the shopping list's headings; the web translates them by code). */
export const FOOD_GROUP_CODES = [
  '0100',
  '0200',
  '0300',
  '0400',
  '0500',
  '0600',
  '0700',
  '0800',
  '0900',
  '1000',
  '1100',
  '1200',
  '1300',
  '1400',
  '1500',
  '1600',
  '1700',
  '1800',
  '1900',
  '2000',
  '2100',
  '2200',
  '2500',
  '3500',
  '3600',
] as const;

// ---------------------------------------------------------------- the meal log (adherence)

/**
 * The patient's log of their plan's meals (docs/decisions/0053). REST paths (under /api/v1):
 * - GET /me/diet-plans/{id}/meals?today            → MealLog (the last eight days, today included)
 * - PUT /me/diet-plans/{id}/meals                  → MealLogEntry (one meal of one day, an upsert)
 * - GET /diet-plans/{id}/adherence?today           → PlanAdherence (the professional's weekly view)
 * A day is the patient's calendar day: today or up to `MEAL_LOG_DAYS_BACK` days before, within the
 * plan's dates. Adherence = (eaten + half of partly) / meals logged; planned meals left unlogged
 * are not guessed (the coverage says how many were logged).
 */
export const MEAL_LOG_STATUSES = ['eaten', 'partly', 'skipped'] as const;
export type MealLogStatus = (typeof MEAL_LOG_STATUSES)[number];
export const MEAL_LOG_DAYS_BACK = 7;
export const MEAL_LOG_NOTE_MAX = 280;

export const mealLogInputSchema = z.object({
  day: isoDate,
  slot: z.enum(MEAL_SLOTS, { error: 'invalidOption' }),
  status: z.enum(MEAL_LOG_STATUSES, { error: 'invalidOption' }),
  note: z
    .string({ error: 'textTooLong' })
    .trim()
    .max(MEAL_LOG_NOTE_MAX, { error: 'textTooLong' })
    .nullish()
    .transform((v) => (v ? v : null)),
  /** The patient's local date (YYYY-MM-DD): `day` may be it or up to seven days before. */
  today: isoDate.optional(),
});
export type MealLogInput = z.input<typeof mealLogInputSchema>;

export const mealLogEntrySchema = z.object({
  day: z.string(),
  slot: z.enum(MEAL_SLOTS),
  status: z.enum(MEAL_LOG_STATUSES),
  note: z.string().nullable(),
  updatedAt: z.string(),
});
export type MealLogEntry = z.infer<typeof mealLogEntrySchema>;

export const mealLogSchema = z.object({
  planId: z.string(),
  /** The days the patient may log (newest first): today and up to seven before, within the plan. */
  days: z.array(z.object({ date: z.string(), menuDay: z.number().int() })),
  entries: z.array(mealLogEntrySchema),
});
export type MealLog = z.infer<typeof mealLogSchema>;

export const adherenceWeekSchema = z.object({
  /** The Monday the week starts on (YYYY-MM-DD). */
  weekStart: z.string(),
  /** Meals on the plan's menu for the week's days within the plan and not after today. */
  planned: z.number().int(),
  logged: z.number().int(),
  eaten: z.number().int(),
  partly: z.number().int(),
  skipped: z.number().int(),
  /** (eaten + partly / 2) / logged, as a percentage with one decimal; null when nothing was logged. */
  adherence: z.number().nullable(),
});
export type AdherenceWeek = z.infer<typeof adherenceWeekSchema>;

export const planAdherenceSchema = z.object({
  planId: z.string(),
  /** Newest week first. */
  weeks: z.array(adherenceWeekSchema),
  overall: adherenceWeekSchema.omit({ weekStart: true }),
  /** The latest notes the patient left (newest first, at most ten). */
  notes: z.array(
    z.object({
      day: z.string(),
      slot: z.enum(MEAL_SLOTS),
      status: z.enum(MEAL_LOG_STATUSES),
      note: z.string(),
    }),
  ),
});
export type PlanAdherence = z.infer<typeof planAdherenceSchema>;
