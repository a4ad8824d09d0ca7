import type { Role } from '@verdant/shared/roles';
import { EVERYONE, lazyExport, type NavTarget, type ScreenRoute } from '../../lib/routes.ts';

/** The calendar: every role's own, the practice's side by side, the patient's (the agenda is `?view=appointments`). */
const page = () => import('./calendar-page.tsx');
type Page = Awaited<ReturnType<typeof page>>;

function targets(roles?: readonly Role[]): NavTarget[] {
  return [
    roles ? { key: 'calendar', for: roles } : { key: 'calendar' },
    roles
      ? { key: 'appointments', for: roles, suffix: '?view=appointments' }
      : { key: 'appointments', suffix: '?view=appointments' },
  ];
}

function calendar(
  path: string,
  access: readonly Role[],
  pick: (m: Page) => React.ComponentType,
  nav: NavTarget[],
) {
  return { path, access, lazy: lazyExport(page, pick), nav } satisfies ScreenRoute;
}

export const routes: readonly ScreenRoute[] = [
  ...(['medical', 'dietitian', 'fitness', 'lab'] as const).map((role) =>
    calendar(`/${role}/calendar`, [role], (m) => m.ProviderCalendar, targets([role])),
  ),
  calendar('/admin/calendar', ['admin'], (m) => m.PracticeCalendar, targets(['admin'])),
  calendar('/patient/calendar', ['patient'], (m) => m.PatientCalendar, targets(['patient'])),
  calendar('/calendar', EVERYONE, (m) => m.SharedCalendar, targets()),
];
