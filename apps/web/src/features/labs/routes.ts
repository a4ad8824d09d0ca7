import { pending, type ScreenRoute } from '../../lib/routes.ts';

/** Laboratory orders and results. Not built yet; the patient's labs open the dashboard. */
export const routes: readonly ScreenRoute[] = [
  pending('/dietitian/labs', 'labs', ['dietitian'], [{ key: 'labs', for: ['dietitian'] }]),
  pending('/dietitian/labs/upload', 'uploadLabResults', ['dietitian']),
  pending('/dietitian/new-lab-order', 'newLabOrder', ['dietitian']),
  {
    path: '/patient/labs',
    access: ['patient'],
    lazy: () => import('../dashboards/role-dashboards.tsx').then((m) => m.PatientDashboard),
    nav: [{ key: 'labs', for: ['patient'] }],
  },
  pending('/lab/orders', 'labOrders', ['lab'], [{ key: 'labs', for: ['lab'] }]),
  pending('/lab/new-order', 'newLabOrder', ['lab']),
  pending('/lab/results', 'labResults', ['lab']),
  pending('/lab/results/upload', 'uploadLabResults', ['lab']),
  pending('/lab/archive', 'archive', ['lab']),
];
