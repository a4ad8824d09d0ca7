/**
 * @verdant/clinical: the numbers of Verdant. Pure TypeScript, no I/O, no framework.
 * See README.md for the API, the equations and their citations, and the limits.
 */
export * from './activity.ts';
export * from './anthropometrics.ts';
export * from './bia.ts';
export * from './citations.ts';
export * from './energy.ts';
export * from './errors.ts';
export {
  type Food,
  type FoodLanguage,
  type FoodNamesData,
  FoodTable,
  type FoodTagSet,
  FoodTagView,
  loadFoodTable,
  loadSpanishFoodNames,
  type Portion,
  type RawFoodData,
  type RawPortionData,
  type TagOverride,
  tagBit,
} from './foods/food-table.ts';
export { MEASURE_WORDS, measureIn } from './foods/measures-es.ts';
export { NUTRIENT_KEYS, NUTRIENT_UNITS, type NutrientKey, type NutrientValues } from './foods/nutrients.ts';
export { type SearchHit, SearchIndex, type SearchOptions, stem, tokenize } from './foods/search.ts';
export {
  ALL_TAGS,
  ALLERGENS,
  type Allergen,
  DIET_TAGS,
  type DietTag,
  deriveTags,
  type FoodTag,
  LOW_SODIUM_MG_PER_100G,
  type TagInput,
} from './foods/tags.ts';
export * from './foods/totals.ts';
export * from './insight-messages.ts';
export * from './insights.ts';
export * from './labs.ts';
export * from './lab-catalogue.ts';
export { roundTo } from './math.ts';
export {
  type CatalogOptions,
  type FoodRole,
  foodName,
  MEAL_SLOTS,
  type MealSlot,
  type PlannableFood,
  planningCatalog,
} from './planner/catalog.ts';
export { type ConditionDiet, conditionDiets } from './planner/conditions.ts';
export { type SwapAlternative, type SwapRequest, swapAlternatives } from './planner/swap.ts';
export { proposeTargets, type TargetProposal, type TargetProposalInput } from './targets.ts';
export {
  CALORIE_TOLERANCE,
  DEFAULT_SLOT_SHARES,
  exclusionFilter,
  type FixedItem,
  type ItemReason,
  type MealPlan,
  type MealPlanExclusions,
  type MealPlanRequest,
  type PlanDay,
  type PlanItem,
  type PlanNutrient,
  type PlanSlot,
  planMeals,
  planMealsSync,
  type RelaxSuggestion,
  SLOT_LABELS,
  type TargetCheck,
} from './planner/planner.ts';
export { loadSolver, type Solver, type SolverOptions } from './planner/solver.ts';
export type { ClinicalWarning, Computed } from './result.ts';
export * from './units.ts';
export * from './vitals.ts';
