import { LANDING_ROUTES, type Role } from '@verdant/shared/roles';
import type { ScreenRoute } from '../../lib/routes.ts';

/** Each role's landing screen (the administrator's is in `features/admin`). */
const dashboards = () => import('./role-dashboards.tsx');
type Dashboards = Awaited<ReturnType<typeof dashboards>>;

function landing(role: Role, path: string | readonly string[], pick: (m: Dashboards) => React.ComponentType) {
  return {
    path,
    access: [role],
    lazy: () => dashboards().then(pick),
    nav: [{ key: 'dashboard', for: [role] }],
  } satisfies ScreenRoute;
}

export const routes: readonly ScreenRoute[] = [
  landing('dietitian', [LANDING_ROUTES.dietitian, '/dietitian'], (m) => m.DietitianDashboard),
  landing('medical', [LANDING_ROUTES.medical, '/medical/overview'], (m) => m.MedicalDashboard),
  landing('fitness', [LANDING_ROUTES.fitness, '/fitness/overview'], (m) => m.FitnessDashboard),
  landing('lab', [LANDING_ROUTES.lab, '/lab/overview'], (m) => m.LabDashboard),
  landing('staff', LANDING_ROUTES.staff, (m) => m.StaffDashboard),
  // the front desk's new-patient intake (ADR 0055)
  {
    path: '/staff-dashboard/new-patient',
    access: ['staff', 'admin'],
    lazy: () => import('./intake-page.tsx').then((m) => m.IntakePage),
  },
  landing('insurance', LANDING_ROUTES.insurance, (m) => m.InsuranceDashboard),
  landing('patient', LANDING_ROUTES.patient, (m) => m.PatientDashboard),
  // The patient's areas open the patient dashboard until each has its own screen.
  {
    path: [
      '/patient/fuel',
      '/patient/flow',
      '/patient/recharge',
      '/patient/recharge/apnea',
      '/patient/balance',
      '/patient/mindset',
      // billing: the patient's invoices (a section of the dashboard)
      '/patient/billing',
    ],
    access: ['patient'],
    lazy: () => dashboards().then((m) => m.PatientDashboard),
  },
  { path: '/patient-dashboard', access: ['patient'], redirect: LANDING_ROUTES.patient },
  { path: '/dietitian-dashboard', access: ['dietitian'], redirect: LANDING_ROUTES.dietitian },
  { path: '/lab-dashboard', access: ['lab'], redirect: LANDING_ROUTES.lab },
];
