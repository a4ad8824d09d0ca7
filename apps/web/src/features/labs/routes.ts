import type { ScreenRoute } from '../../lib/routes.ts';

/**
 * Lab orders and results (ADR 0031): the dietitian's labs, new order and outside results; a medical
 * professional's order screens under the patient's record (the lab results tab leads there); the
 * laboratory's portal; the patient's labs are a section of their dashboard
 * (`features/dashboards/patient-sections.tsx`).
 */
const clinician = () => import('./clinician-pages.tsx');
const portal = () => import('./lab-portal-pages.tsx');
const CLINICIANS = ['dietitian', 'medical'] as const;

export const routes: readonly ScreenRoute[] = [
  {
    path: '/dietitian/labs',
    access: ['dietitian'],
    lazy: () => clinician().then((m) => m.LabsPage),
    nav: [{ key: 'labs', for: ['dietitian'] }],
  },
  {
    path: '/dietitian/labs/upload',
    access: ['dietitian'],
    lazy: () => clinician().then((m) => m.UploadOutsidePage),
  },
  { path: '/dietitian/labs/:id', access: ['dietitian'], lazy: () => clinician().then((m) => m.LabOrderPage) },
  {
    path: '/dietitian/new-lab-order',
    access: ['dietitian'],
    lazy: () => clinician().then((m) => m.NewLabOrderPage),
  },
  // from a patient's lab results tab (DECISIONS: orders are placed from the patient record)
  {
    path: '/patients/:id/labs/new',
    access: CLINICIANS,
    lazy: () => clinician().then((m) => m.NewLabOrderPage),
  },
  {
    path: '/patients/:id/labs/:orderId',
    access: CLINICIANS,
    lazy: () => clinician().then((m) => m.LabOrderPage),
  },
  {
    path: '/patient/labs',
    access: ['patient'],
    lazy: () => import('../dashboards/role-dashboards.tsx').then((m) => m.PatientDashboard),
    nav: [{ key: 'labs', for: ['patient'] }],
  },
  {
    path: '/lab/orders',
    access: ['lab'],
    lazy: () => portal().then((m) => m.LabOrdersPage),
    nav: [{ key: 'labs', for: ['lab'] }],
  },
  { path: '/lab/orders/:id', access: ['lab'], lazy: () => portal().then((m) => m.LabOrderWorkPage) },
  {
    path: '/lab/new-order',
    access: ['lab'],
    lazy: () => import('./lab-new-order-page.tsx').then((m) => m.LabNewOrderPage),
  },
  { path: '/lab/results', access: ['lab'], lazy: () => portal().then((m) => m.LabResultsPage) },
  { path: '/lab/results/upload', access: ['lab'], lazy: () => portal().then((m) => m.LabUploadPage) },
  { path: '/lab/archive', access: ['lab'], lazy: () => portal().then((m) => m.LabArchivePage) },
];
