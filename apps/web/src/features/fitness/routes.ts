import { lazyExport, paramOnPage, type ScreenRoute } from '../../lib/routes.ts';

/**
 * Workouts (routines and the exercise library), activity and BIA. Routines are built and assigned
 * by dietitians and fitness professionals (`/workouts` is the shared shortcut, for them only: staff
 * and administrators do not see clients' plans); BIA by dietitians, medical and fitness
 * professionals. The client's side is the Workouts and BIA sections of the patient dashboard
 * (`features/dashboards/patient-sections.tsx`).
 */
const workouts = () => import('./workouts-page.tsx');
const editor = () => import('./routine-editor-page.tsx');
const view = () => import('./routine-view-page.tsx');
/** The routine screen's chunk, which starts reading the routine in the URL as soon as it loads. */
const viewReading = (base: string) => () =>
  view().then((m) => {
    const id =
      typeof window === 'undefined' ? '' : window.location.pathname.slice(base.length + 1).split('/')[0];
    if (id && id !== 'new') m.prefetchRoutine(decodeURIComponent(id));
    return m;
  });
/** The activity screen's chunk, which starts reading the client in the URL (`?patient=`) as soon as it loads. */
const activity = () =>
  import('./activity-page.tsx').then((m) => {
    const patient = paramOnPage(['/fitness/activity'], 'patient');
    if (patient) m.prefetchActivity(patient);
    return m;
  });
const BUILDERS = ['dietitian', 'fitness'] as const;

function workoutScreens(
  base: string,
  access: readonly ('dietitian' | 'fitness')[],
  nav?: ScreenRoute['nav'],
): ScreenRoute[] {
  return [
    { path: base, access, lazy: lazyExport(workouts, (m) => m.WorkoutsPage), ...(nav ? { nav } : {}) },
    { path: `${base}/new`, access, lazy: lazyExport(editor, (m) => m.RoutineEditorPage) },
    { path: `${base}/:id`, access, lazy: lazyExport(viewReading(base), (m) => m.RoutineViewPage) },
    { path: `${base}/:id/edit`, access, lazy: lazyExport(editor, (m) => m.RoutineEditorPage) },
  ];
}

export const routes: readonly ScreenRoute[] = [
  ...workoutScreens('/dietitian/workout', ['dietitian'], [{ key: 'workouts', for: ['dietitian'] }]),
  ...workoutScreens('/fitness/workouts', ['fitness'], [{ key: 'workouts', for: ['fitness'] }]),
  ...workoutScreens('/fitness/routines', ['fitness']),
  ...workoutScreens('/workouts', BUILDERS, [{ key: 'workouts' }]),
  {
    path: '/fitness/activity',
    access: ['fitness'],
    lazy: lazyExport(activity, (m) => m.ActivityPage),
  },
];
