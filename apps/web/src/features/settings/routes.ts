import type { Role } from '@verdant/shared/roles';
import { EVERYONE, type ScreenRoute } from '../../lib/routes.ts';

/** One Settings screen, in each role area that has one and at `/settings` for everyone else. */
const settings = () => import('./settings-page.tsx').then((m) => m.SettingsPage);

function inArea(role: Role): ScreenRoute {
  const path = `/${role}/settings`;
  const profile = role === 'dietitian' ? [] : [{ key: 'profile', for: [role], suffix: '#profile' } as const];
  return { path, access: [role], lazy: settings, nav: [{ key: 'settings', for: [role] }, ...profile] };
}

export const routes: readonly ScreenRoute[] = [
  inArea('patient'),
  inArea('medical'),
  inArea('dietitian'),
  inArea('fitness'),
  inArea('lab'),
  {
    path: '/settings',
    access: EVERYONE,
    lazy: settings,
    nav: [{ key: 'settings' }, { key: 'profile', suffix: '#profile' }],
  },
  { path: '/dietitian-settings', access: ['dietitian'], redirect: '/dietitian/settings' },
];
