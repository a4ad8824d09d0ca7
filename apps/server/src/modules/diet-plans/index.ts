/**
 * The public face of modules/diet-plans: its routes (plans, the food search, the meal planner and
 * the patient's shared plans) and the exclusions a patient's record imposes on a plan (the seed).
 */
export { exclusionsFor } from './generate.ts';
export { plannerPool } from './planner-pool.ts';
export { dietPlanRoutes } from './routes.ts';
