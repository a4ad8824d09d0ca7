import { lazyExport, paramOnPage, type ScreenRoute } from '../../lib/routes.ts';

/**
 * Diet plans and body composition (BIA). Plans are clinical: dietitians write them, medical
 * professionals read them (staff and administrators do not see them). The patient's plan is the
 * Fuel section of their dashboard (`features/dashboards/patient-sections.tsx`).
 */
const list = () => import('./diet-plan-list-page.tsx');
const view = () => import('./diet-plan-view-page.tsx');
const editor = () => import('./diet-plan-editor-page.tsx');
/** The BIA screen's chunk, which starts reading the client in the URL (`?patient=`) as soon as it loads (ADR 0069). */
const bia = () =>
  import('../fitness/bia-page.tsx').then((m) => {
    const patient = paramOnPage(['/dietitian/bia', '/bia-analysis'], 'patient');
    if (patient) m.prefetchBia(patient);
    return m;
  });
const READERS = ['dietitian', 'medical'] as const;
const WRITERS = ['dietitian'] as const;

/** The list, view, new and edit screens under a base path. */
function planScreens(
  base: string,
  readers: readonly ('dietitian' | 'medical')[],
  nav: ScreenRoute['nav'],
): ScreenRoute[] {
  return [
    {
      path: base,
      access: readers,
      lazy: () => list().then((m) => m.DietPlanListPage),
      ...(nav ? { nav } : {}),
    },
    { path: `${base}/new`, access: WRITERS, lazy: () => editor().then((m) => m.DietPlanEditorPage) },
    { path: `${base}/:id`, access: readers, lazy: () => view().then((m) => m.DietPlanViewPage) },
    { path: `${base}/:id/edit`, access: WRITERS, lazy: () => editor().then((m) => m.DietPlanEditorPage) },
  ];
}

export const routes: readonly ScreenRoute[] = [
  ...planScreens('/dietitian/diet-plans', WRITERS, [{ key: 'dietPlans', for: ['dietitian'] }]),
  ...planScreens('/diet-plans', READERS, [{ key: 'dietPlans' }]),
  {
    path: '/dietitian/bia',
    access: ['dietitian'],
    lazy: lazyExport(bia, (m) => m.BiaPage),
    nav: [{ key: 'biaAnalysis', for: ['dietitian'] }],
  },
  {
    path: '/patient/bia-analysis',
    access: ['patient'],
    lazy: () => import('../dashboards/role-dashboards.tsx').then((m) => m.PatientDashboard),
    nav: [{ key: 'biaAnalysis', for: ['patient'] }],
  },
  // BIA is read by dietitians, medical and fitness professionals (features/fitness; not staff or administrators)
  {
    path: '/bia-analysis',
    access: ['dietitian', 'medical', 'fitness'],
    lazy: lazyExport(bia, (m) => m.BiaPage),
    nav: [{ key: 'biaAnalysis' }],
  },
];
