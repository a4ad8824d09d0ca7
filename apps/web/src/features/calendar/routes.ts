import type { Role } from '@verdant/shared/roles';
import { EVERYONE, type NavTarget, pending, type ScreenRoute } from '../../lib/routes.ts';

/** Calendar and appointments list (not built yet: every route is pending). */
function targets(roles?: readonly Role[]): NavTarget[] {
  return [
    roles ? { key: 'calendar', for: roles } : { key: 'calendar' },
    roles
      ? { key: 'appointments', for: roles, suffix: '?view=appointments' }
      : { key: 'appointments', suffix: '?view=appointments' },
  ];
}

export const routes: readonly ScreenRoute[] = [
  ...(['admin', 'patient', 'medical', 'dietitian', 'fitness', 'lab'] as const).map((role) =>
    pending(`/${role}/calendar`, 'calendar', [role], targets([role])),
  ),
  pending('/calendar', 'calendar', EVERYONE, targets()),
];
