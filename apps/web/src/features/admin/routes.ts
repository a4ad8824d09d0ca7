import type { ScreenRoute } from '../../lib/routes.ts';

/** The administrator's area. */
const pages = () => import('./admin-pages.tsx');
const dashboard = () => pages().then((m) => m.AdminDashboard);
const ADMIN = ['admin'] as const;

export const routes: readonly ScreenRoute[] = [
  { path: '/admin/overview', access: ADMIN, lazy: dashboard, nav: [{ key: 'dashboard', for: ADMIN }] },
  // Sections of the admin dashboard; `pending` ones show their title over an empty state.
  {
    path: '/admin/patients',
    access: ADMIN,
    lazy: () => import('./admin-patients-page.tsx').then((m) => m.default),
    nav: [{ key: 'patients', for: ADMIN }],
  },
  {
    path: '/admin/audit-trails',
    access: ADMIN,
    lazy: () => import('./audit-trail-page.tsx').then((m) => m.default),
  },
  {
    path: '/admin/subscriptions',
    access: ADMIN,
    lazy: () => import('./admin-subscriptions-page.tsx').then((m) => m.default),
  },
  {
    path: '/admin/integrations',
    access: ADMIN,
    lazy: () => import('./integrations-page.tsx').then((m) => m.default),
  },
  {
    path: '/admin/data',
    access: ADMIN,
    lazy: () => import('./data-page.tsx').then((m) => m.default),
  },
  { path: '/admin/setup', access: ADMIN, lazy: () => import('./setup-page.tsx').then((m) => m.default) },
  {
    path: '/admin/health-tips',
    access: ADMIN,
    lazy: () => import('../wellness/tips-admin-page.tsx').then((m) => m.TipsAdminPage),
  },
  {
    path: '/admin/demo-requests',
    access: ADMIN,
    lazy: () => import('./demo-requests-page.tsx').then((m) => m.default),
  },
  { path: '/admin/blog', access: ADMIN, lazy: () => import('./blog-page.tsx').then((m) => m.default) },
  {
    path: '/admin/compliance',
    access: ADMIN,
    lazy: () => import('./compliance-page.tsx').then((m) => m.default),
  },
  { path: '/admin-dashboard', access: ADMIN, redirect: '/admin/overview' },
];
