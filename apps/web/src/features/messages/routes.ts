import type { Role } from '@verdant/shared/roles';
import { EVERYONE, lazyExport, type ScreenRoute } from '../../lib/routes.ts';

/** Messages: every role's route, the legacy aliases, and the patient's, which opens the patient dashboard. */
const own = (role: Role) => [{ key: 'messages', for: [role] }] as const;
const screen = lazyExport(
  () => import('./messages-page.tsx'),
  (m) => m.MessagesScreen,
);

const messages = (path: string, access: readonly Role[], nav: ScreenRoute['nav']): ScreenRoute =>
  nav ? { path, access, lazy: screen, nav } : { path, access, lazy: screen };

export const routes: readonly ScreenRoute[] = [
  messages('/admin/messages', ['admin'], own('admin')),
  {
    // DECISIONS.md: the patient's messages are a section of the patient dashboard
    path: '/patient/messages',
    access: ['patient'],
    lazy: () => import('../dashboards/role-dashboards.tsx').then((m) => m.PatientDashboard),
    nav: own('patient'),
  },
  messages('/medical/messages', ['medical'], own('medical')),
  messages('/dietitian/messages', ['dietitian'], own('dietitian')),
  messages('/fitness/messages', ['fitness'], own('fitness')),
  messages('/lab/messages', ['lab'], own('lab')),
  messages('/insurance-messages', ['insurance'], own('insurance')),
  messages('/staff-messages', ['staff'], own('staff')),
  messages('/messages', EVERYONE, [{ key: 'messages' }]),
  { path: '/admin-messages', access: ['admin'], redirect: '/admin/messages' },
  { path: '/patient-messages', access: ['patient'], redirect: '/patient/messages' },
  { path: '/fitness-messages', access: ['fitness'], redirect: '/fitness/messages' },
];
