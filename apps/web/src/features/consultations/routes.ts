import type { Role } from '@verdant/shared/roles';
import { CLINICAL, type NavTarget, pending, type ScreenRoute } from '../../lib/routes.ts';

/** Consultations (not built yet: every route is pending). */
function consultations(base: string, access: readonly Role[], nav: NavTarget): ScreenRoute[] {
  return [
    pending(base, 'consultations', access, [nav]),
    pending(`${base}/new`, 'newConsultation', access),
    pending(`${base}/:id`, 'consultation', access),
    pending(`${base}/:id/edit`, 'editConsultation', access),
  ];
}

export const routes: readonly ScreenRoute[] = [
  pending(
    '/patient/consultations',
    'consultations',
    ['patient'],
    [{ key: 'consultations', for: ['patient'] }],
  ),
  pending('/patient/consultations/:id', 'consultation', ['patient']),
  ...consultations('/medical/consultations', ['medical'], { key: 'consultations', for: ['medical'] }),
  ...consultations('/dietitian/consultations', ['dietitian'], { key: 'consultations', for: ['dietitian'] }),
  ...consultations('/consultations', CLINICAL, { key: 'consultations' }),
];
