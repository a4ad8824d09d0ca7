import { PROFESSIONALS, type ScreenRoute } from '../../lib/routes.ts';

/** Patient records and lists (their vitals and anthropometrics series are the consultations feature's). */
const list = () => import('./patient-list-page.tsx');
const detail = () => import('./patient-detail-page.tsx');
const form = () => import('./patient-form-page.tsx');

export const routes: readonly ScreenRoute[] = [
  {
    path: '/medical/patients',
    access: ['medical'],
    lazy: () => list().then((m) => m.MedicalPatientsPage),
    nav: [{ key: 'patients', for: ['medical'] }],
  },
  {
    path: '/dietitian/patients',
    access: ['dietitian'],
    lazy: () => list().then((m) => m.DietitianPatientsPage),
    nav: [{ key: 'patients', for: ['dietitian'] }],
  },
  {
    path: '/dietitian/patients/:id',
    access: ['dietitian'],
    lazy: () => detail().then((m) => m.DietitianPatientDetailPage),
  },
  {
    path: '/dietitian/patients/:id/edit',
    access: ['dietitian'],
    lazy: () => form().then((m) => m.DietitianEditPatientPage),
  },
  {
    path: '/fitness/clients',
    access: ['fitness'],
    lazy: () => list().then((m) => m.FitnessClientsPage),
    nav: [{ key: 'patients', for: ['fitness'] }],
  },
  {
    path: '/lab/patients',
    access: ['lab'],
    // the labs feature's screen (DECISIONS: /lab/patients belongs to the labs issue)
    lazy: () => import('../labs/lab-portal-pages.tsx').then((m) => m.LabPatientsPage),
    nav: [{ key: 'patients', for: ['lab'] }],
  },
  {
    path: '/patients',
    access: PROFESSIONALS,
    lazy: () => list().then((m) => m.PatientsPage),
    nav: [{ key: 'patients' }],
  },
  { path: '/patients/:id', access: PROFESSIONALS, lazy: () => detail().then((m) => m.PatientDetailPage) },
  { path: '/patients/:id/edit', access: PROFESSIONALS, lazy: () => form().then((m) => m.EditPatientPage) },
  { path: '/add-patient', access: PROFESSIONALS, lazy: () => form().then((m) => m.AddPatientPage) },
];
