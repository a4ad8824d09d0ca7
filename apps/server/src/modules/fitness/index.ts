/**
 * The public face of modules/fitness: its routes (exercise library, routines and sessions, BIA,
 * activities, device imports) and, for the demo seed, the device imports themselves.
 */
export { importActivities, importBia } from './imports.ts';
export { fitnessRoutes } from './routes.ts';
