import { PROFESSIONALS, pending, type ScreenRoute } from '../../lib/routes.ts';

/** Analytics, reports and the knowledge base. The patient analytics' charts load with their screen. */
export const routes: readonly ScreenRoute[] = [
  pending('/dietitian/analytics', 'analytics', ['dietitian'], [{ key: 'analytics', for: ['dietitian'] }]),
  {
    path: '/patient-analytics',
    access: PROFESSIONALS,
    lazy: () => import('./patient-analytics-page.tsx').then((m) => m.default),
    nav: [{ key: 'analytics' }],
  },
  pending('/dietitian/reports', 'reports', ['dietitian'], [{ key: 'reports', for: ['dietitian'] }]),
];
