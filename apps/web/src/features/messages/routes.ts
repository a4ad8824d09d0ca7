import type { Role } from '@verdant/shared/roles';
import { EVERYONE, pending, type ScreenRoute } from '../../lib/routes.ts';

/** Messaging (not built yet: its routes are pending). */
const own = (role: Role) => [{ key: 'messages', for: [role] }] as const;

export const routes: readonly ScreenRoute[] = [
  pending('/admin/messages', 'messages', ['admin'], own('admin')),
  {
    // The patient's messages open the patient dashboard until messaging is built.
    path: '/patient/messages',
    access: ['patient'],
    lazy: () => import('../dashboards/role-dashboards.tsx').then((m) => m.PatientDashboard),
    nav: own('patient'),
  },
  pending('/medical/messages', 'messages', ['medical'], own('medical')),
  pending('/dietitian/messages', 'messages', ['dietitian'], own('dietitian')),
  pending('/fitness/messages', 'messages', ['fitness'], own('fitness')),
  pending('/lab/messages', 'messages', ['lab'], own('lab')),
  pending('/insurance-messages', 'messages', ['insurance'], own('insurance')),
  pending('/staff-messages', 'messages', ['staff'], own('staff')),
  pending('/messages', 'messages', EVERYONE, [{ key: 'messages' }]),
  { path: '/admin-messages', access: ['admin'], redirect: '/admin/messages' },
  { path: '/patient-messages', access: ['patient'], redirect: '/patient/messages' },
  { path: '/fitness-messages', access: ['fitness'], redirect: '/fitness/messages' },
];
