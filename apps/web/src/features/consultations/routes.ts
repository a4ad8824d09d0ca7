import { CONSULTATION_ACCESS } from '@verdant/shared/consultation-access';
import type { Role } from '@verdant/shared/roles';
import { CLINICAL, type NavTarget, type ScreenRoute } from '../../lib/routes.ts';

/**
 * Consultations (list, new, record, editor), the patient's own, and the vitals and anthropometrics
 * series. Access follows the server's policy (modules/consultations/policy.ts): the record for
 * dietitians and medical professionals; the list also for staff and administrators, without notes;
 * anthropometrics also for fitness professionals.
 */
const list = () => import('./consultation-list-page.tsx');
const view = () => import('./consultation-view-page.tsx');
const edit = () => import('./consultation-edit-page.tsx');
const create = () => import('./consultation-new-page.tsx');
const mine = () => import('./patient-consultations-page.tsx');
const measurements = () => import('./measurements-page.tsx');

function consultations(
  base: string,
  listAccess: readonly Role[],
  recordAccess: readonly Role[],
  nav: NavTarget,
): ScreenRoute[] {
  return [
    { path: base, access: listAccess, lazy: () => list().then((m) => m.ConsultationListPage), nav: [nav] },
    { path: `${base}/new`, access: recordAccess, lazy: () => create().then((m) => m.ConsultationNewPage) },
    { path: `${base}/:id`, access: recordAccess, lazy: () => view().then((m) => m.ConsultationViewPage) },
    {
      path: `${base}/:id/edit`,
      access: recordAccess,
      lazy: () => edit().then((m) => m.ConsultationEditPage),
    },
  ];
}

export const routes: readonly ScreenRoute[] = [
  {
    path: '/patient/consultations',
    access: ['patient'],
    lazy: () => mine().then((m) => m.MyConsultationsPage),
    nav: [{ key: 'consultations', for: ['patient'] }],
  },
  {
    path: '/patient/consultations/:id',
    access: ['patient'],
    lazy: () => mine().then((m) => m.MyConsultationPage),
  },
  ...consultations('/medical/consultations', ['medical'], ['medical'], {
    key: 'consultations',
    for: ['medical'],
  }),
  ...consultations('/dietitian/consultations', ['dietitian'], ['dietitian'], {
    key: 'consultations',
    for: ['dietitian'],
  }),
  ...consultations('/consultations', CLINICAL, CONSULTATION_ACCESS.notes, { key: 'consultations' }),
  {
    path: '/patients/:id/vitals',
    access: CONSULTATION_ACCESS.vitals,
    lazy: () => measurements().then((m) => m.VitalsPage),
  },
  {
    path: '/patients/:id/anthropometrics',
    access: CONSULTATION_ACCESS.anthropometrics,
    lazy: () => measurements().then((m) => m.AnthropometricsPage),
  },
  {
    path: '/dietitian/vitals',
    access: ['dietitian'],
    lazy: () => measurements().then((m) => m.DietitianVitalsPage),
  },
  {
    path: '/dietitian/anthropometrics',
    access: ['dietitian'],
    lazy: () => measurements().then((m) => m.DietitianAnthropometricsPage),
  },
];
