/**
 * The public face of modules/fitness: its routes (exercise library, routines and sessions, BIA,
 * activities) and, for the demo seed, the Karvonen zones helper.
 */
export { fitnessRoutes } from './routes.ts';
