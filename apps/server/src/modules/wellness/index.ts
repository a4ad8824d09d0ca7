/**
 * The public face of modules/wellness: its routes, and for the demo seed the tip of a day.
 */
export { wellnessRoutes } from './routes.ts';
export { WELLNESS_CARE_ROLES } from './service.ts';
export { tipOn } from './tips.ts';
