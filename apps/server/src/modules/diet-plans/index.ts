/**
 * The public face of modules/diet-plans: its routes (plans, the food search, the meal planner and
 * the patient's shared plans) and the exclusions a patient's record imposes on a plan and the planner's days as plan items (the seed).
 */
export { exclusionsFor, plannedItems } from './generate.ts';
/** The patient progress report's meal-log adherence (modules/analytics, ADR 0063). */
export { mealAdherenceInPeriod, type PeriodAdherence } from './meal-log.ts';
export { plannerPool } from './planner-pool.ts';
export { dietPlanRoutes } from './routes.ts';
