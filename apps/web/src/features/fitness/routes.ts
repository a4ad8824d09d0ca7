import { pending, type ScreenRoute } from '../../lib/routes.ts';

/** Workouts and activity (not built yet: every route is pending). */
export const routes: readonly ScreenRoute[] = [
  pending('/dietitian/workout', 'workouts', ['dietitian'], [{ key: 'workouts', for: ['dietitian'] }]),
  pending('/fitness/workouts', 'workouts', ['fitness'], [{ key: 'workouts', for: ['fitness'] }]),
  pending('/fitness/routines', 'workouts', ['fitness']),
  pending('/fitness/activity', 'activity', ['fitness']),
  pending('/workouts', 'workouts', ['admin', 'dietitian', 'staff', 'fitness'], [{ key: 'workouts' }]),
];
