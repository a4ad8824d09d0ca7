/**
 * Demo diet plans, made by the clinical package's meal planner from each patient's record (targets
 * proposed from weight, height, age and sex; the patient's allergies and required condition rules
 * left out) so every figure on screen is true: plans in every status for patients of the demo
 * dietitian, an active plan shared with the demo patient (Emma Rodriguez, her Fuel) and with the
 * multi-role account's patient side, and a plan in the second practice (Harbor Nutrition Clinic).
 */
import {
  type ActivityLevel,
  type FoodTable,
  loadFoodTable,
  loadSolver,
  planMealsSync,
  proposeTargets,
  type Solver,
  type WeightGoal,
} from '@verdant/clinical';
import type { DietaryTag, DietPlanStatus, PlanItem, TargetBasis } from '@verdant/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { careTeamMember, dietPlan, dietPlanItem, patient } from '../db/schema/index.ts';
import { exclusionsFor, plannedItems } from '../modules/diet-plans/index.ts';

interface DemoPlan {
  /** The patient, by the e-mail of their account or their name. */
  who: { userKey: string } | { firstName: string; lastName: string };
  practice: 'practice' | 'practice2';
  author: 'dietitian' | 'dietitian2';
  name: string;
  status: DietPlanStatus;
  shared?: boolean;
  /** Start, in days from today; length in days. */
  startIn: number;
  length: number;
  menuDays: number;
  goal: WeightGoal;
  activity: ActivityLevel;
  dietaryTags?: DietaryTag[];
  goals: string;
  description?: string;
  mealPrepNotes?: string;
  dayNotes?: string[];
  seed: number;
}

const PLANS: readonly DemoPlan[] = [
  {
    who: { userKey: 'patient' },
    practice: 'practice',
    author: 'dietitian',
    name: 'Iron-rich weekly menu',
    status: 'active',
    shared: true,
    startIn: -24,
    length: 56,
    menuDays: 7,
    goal: 'maintain',
    activity: 'light',
    goals:
      'Raise iron intake with food alongside the supplement; keep weight steady; three meals and two snacks.',
    description:
      'A seven-day menu that repeats for eight weeks. Peanuts are left out for your allergy. Pair iron-rich foods with fruit or vegetables (vitamin C helps absorption).',
    mealPrepNotes:
      'Cook grains and legumes for three days at once on Sunday and Wednesday. Take the iron supplement two hours away from dairy, tea or coffee.',
    dayNotes: [
      'A gentle start: a warm breakfast, a light lunch and a filling dinner.',
      'More colour today: plenty of vegetables at lunch and dinner.',
    ],
    seed: 11,
  },
  {
    who: { userKey: 'patient' },
    practice: 'practice',
    author: 'dietitian',
    name: 'Autumn reset',
    status: 'completed',
    startIn: -84,
    length: 56,
    menuDays: 7,
    goal: 'maintain',
    activity: 'light',
    goals: 'Regular meals after a busy season.',
    seed: 5,
  },
  {
    who: { userKey: 'multi' },
    practice: 'practice',
    author: 'dietitian',
    name: 'Training-week fuel',
    status: 'active',
    shared: true,
    startIn: -4,
    length: 28,
    menuDays: 7,
    goal: 'maintain',
    activity: 'moderate',
    goals: 'Enough energy and protein for four training sessions a week.',
    description: 'Protein at every meal; carbohydrates around training.',
    seed: 17,
  },
  {
    who: { firstName: 'Isabella', lastName: 'García' },
    practice: 'practice',
    author: 'dietitian',
    name: 'Nut-free iron support',
    status: 'active',
    startIn: -3,
    length: 42,
    menuDays: 7,
    goal: 'maintain',
    activity: 'light',
    dietaryTags: ['nut_free'],
    goals: 'Iron-rich foods without peanuts or tree nuts.',
    seed: 23,
  },
  {
    who: { firstName: 'Isabella', lastName: 'García' },
    practice: 'practice',
    author: 'dietitian',
    name: 'Summer menu (archived)',
    status: 'archived',
    startIn: -150,
    length: 28,
    menuDays: 3,
    goal: 'maintain',
    activity: 'moderate',
    dietaryTags: ['nut_free'],
    goals: 'Light meals for the hot months.',
    seed: 29,
  },
  {
    who: { firstName: 'James', lastName: 'Whitaker' },
    practice: 'practice',
    author: 'dietitian',
    name: 'Steady carbohydrates, less salt',
    status: 'draft',
    startIn: 7,
    length: 84,
    menuDays: 7,
    goal: 'lose',
    activity: 'sedentary',
    goals: 'Lose 0.5 kg a week; carbohydrate spread evenly over the day; less salt.',
    mealPrepNotes: 'Choose no-salt-added canned vegetables and rinse canned beans.',
    seed: 31,
  },
  {
    who: { firstName: 'Chloé', lastName: 'Dubois' },
    practice: 'practice',
    author: 'dietitian',
    name: 'Dairy-free performance',
    status: 'completed',
    startIn: -60,
    length: 28,
    menuDays: 5,
    goal: 'maintain',
    activity: 'very',
    dietaryTags: ['dairy_free'],
    goals: 'Cover calcium without dairy during the racing season.',
    seed: 37,
  },
  {
    who: { firstName: 'Harper', lastName: 'Quinn' },
    practice: 'practice2',
    author: 'dietitian2',
    name: 'Harbor balanced week',
    status: 'active',
    startIn: -2,
    length: 28,
    menuDays: 7,
    goal: 'lose',
    activity: 'light',
    goals: 'Gentle weight loss with regular meals; no peanuts.',
    seed: 41,
  },
];

const BASIS = (activity: ActivityLevel, goal: WeightGoal): TargetBasis => ({
  activity,
  goal,
  protein: { unit: 'percent', value: 20 },
  carbs: { unit: 'percent', value: 50 },
  fat: { unit: 'percent', value: 30 },
});

const day = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function ageOn(dob: string | null, now: Date): number {
  if (!dob) return 40;
  return Math.floor((now.getTime() - Date.parse(`${dob}T00:00:00Z`)) / (365.25 * day));
}

function menuOf(
  table: FoodTable,
  highs: Solver,
  spec: DemoPlan,
  row: typeof patient.$inferSelect,
  now: Date,
): { targets: ReturnType<typeof proposeTargets>['targets']; items: PlanItem[] } {
  const basis = BASIS(spec.activity, spec.goal);
  const { targets } = proposeTargets({
    sex: row.gender === 'male' ? 'M' : 'F',
    weightKg: row.weightKg ?? 70,
    heightCm: row.heightCm ?? 168,
    ageYears: Math.max(19, ageOn(row.dateOfBirth, now)),
    activity: spec.activity,
    goal: spec.goal,
    protein: { percent: basis.protein.value },
    carbs: { percent: basis.carbs.value },
    fat: { percent: basis.fat.value },
  });
  const ex = exclusionsFor(row, spec.dietaryTags ?? []);
  const plan = planMealsSync(
    table,
    {
      targets,
      days: spec.menuDays,
      seed: spec.seed,
      exclusions: { allergens: ex.allergens, diets: ex.diets },
    },
    highs,
  );
  return { targets, items: plan.days.flatMap((d) => plannedItems(d, d.day)) };
}

export async function seedDemoDietPlans(
  tx: DbOrTx,
  input: {
    practiceId: string;
    secondPracticeId: string;
    users: Map<string, string>;
    now: Date;
  },
): Promise<{ plans: number }> {
  const [table, highs] = await Promise.all([loadFoodTable(), loadSolver()]);
  const today = new Date(
    Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth(), input.now.getUTCDate()),
  );
  let made = 0;
  for (const spec of PLANS) {
    const organizationId = spec.practice === 'practice' ? input.practiceId : input.secondPracticeId;
    const author = input.users.get(spec.author) ?? null;
    const where =
      'userKey' in spec.who
        ? eq(patient.userId, input.users.get(spec.who.userKey) ?? '')
        : and(eq(patient.firstName, spec.who.firstName), eq(patient.lastName, spec.who.lastName));
    const [row] = await tx
      .select()
      .from(patient)
      .where(and(eq(patient.organizationId, organizationId), where));
    if (!row) continue;
    // The author looks after the patient (the multi-role account's record had only its trainer).
    if (author)
      await tx.insert(careTeamMember).values({ patientId: row.id, userId: author }).onConflictDoNothing();
    const { targets, items } = menuOf(table, highs, spec, row, input.now);
    const start = new Date(today.getTime() + spec.startIn * day);
    const created = new Date(Math.min(input.now.getTime(), start.getTime() - 3 * day));
    const [plan] = await tx
      .insert(dietPlan)
      .values({
        organizationId,
        patientId: row.id,
        name: spec.name,
        startDate: isoDay(start),
        endDate: isoDay(new Date(start.getTime() + (spec.length - 1) * day)),
        menuDays: spec.menuDays,
        goals: spec.goals,
        dietaryTags: spec.dietaryTags ?? [],
        description: spec.description ?? null,
        mealPrepNotes: spec.mealPrepNotes ?? null,
        status: spec.status,
        targets: {
          calories: { target: targets.calories.target, min: targets.calories.min, max: targets.calories.max },
          protein: { target: targets.protein.target, min: targets.protein.min, max: targets.protein.max },
          carbs: { target: targets.carbs.target, min: targets.carbs.min, max: targets.carbs.max },
          fat: { target: targets.fat.target, min: targets.fat.min, max: targets.fat.max },
          fiber: { target: targets.fiber.target, min: targets.fiber.min, max: targets.fiber.max },
        },
        targetBasis: BASIS(spec.activity, spec.goal),
        dayNotes: spec.dayNotes ?? [],
        sharedAt: spec.shared ? created : null,
        sharedByUserId: spec.shared ? author : null,
        createdByUserId: author,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: dietPlan.id });
    const position = new Map<string, number>();
    if (items.length) {
      await tx.insert(dietPlanItem).values(
        items.map((i) => {
          const key = `${i.day}:${i.slot}`;
          const pos = position.get(key) ?? 0;
          position.set(key, pos + 1);
          return { planId: plan!.id, position: pos, ...i };
        }),
      );
    }
    made++;
  }
  return { plans: made };
}
