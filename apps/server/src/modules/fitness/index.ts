/**
 * The public face of modules/fitness: its routes (exercise library, routines and sessions, BIA,
 * activities, device imports) and, for the demo seed, the device imports themselves.
 */
export { importActivities, importBia } from './imports.ts';
export { fitnessRoutes } from './routes.ts';
/** For the role workspaces (modules/workspace, ADR 0048). */
export { missedWorkouts } from './workspace.ts';
/** The patient progress report's workout adherence (modules/analytics, ADR 0063). */
export { type WorkoutAdherence, workoutAdherenceInPeriod } from './report.ts';
