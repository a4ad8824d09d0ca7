import { CLINICAL, PROFESSIONALS, pending, type ScreenRoute } from '../../lib/routes.ts';

/** Diet plans and body composition (BIA). Not built yet; the patient's BIA opens the dashboard. */
export const routes: readonly ScreenRoute[] = [
  pending('/dietitian/diet-plans', 'dietPlans', ['dietitian'], [{ key: 'dietPlans', for: ['dietitian'] }]),
  pending('/diet-plans', 'dietPlans', CLINICAL, [{ key: 'dietPlans' }]),
  pending('/dietitian/bia', 'biaAnalysis', ['dietitian'], [{ key: 'biaAnalysis', for: ['dietitian'] }]),
  {
    path: '/patient/bia-analysis',
    access: ['patient'],
    lazy: () => import('../dashboards/role-dashboards.tsx').then((m) => m.PatientDashboard),
    nav: [{ key: 'biaAnalysis', for: ['patient'] }],
  },
  pending('/bia-analysis', 'biaAnalysis', PROFESSIONALS, [{ key: 'biaAnalysis' }]),
];
