import { lazyExport, type ScreenRoute } from '../../lib/routes.ts';

/**
 * Analytics, reports and the knowledge base. The practice analytics (docs/decisions/0040) are the
 * header's analytics entry for every professional: the dietitian's own path, `/analytics` for the
 * others; the patient analytics (demographics) are linked from there. Charts load with their screen.
 * Reports likewise: `/dietitian/reports` for the dietitian, `/reports` for the other practice roles.
 */
const analytics = () => import('./analytics-page.tsx');
const reports = () => import('./reports-page.tsx');

export const routes: readonly ScreenRoute[] = [
  {
    path: '/dietitian/analytics',
    access: ['dietitian'],
    lazy: lazyExport(analytics, (m) => m.default),
    nav: [{ key: 'analytics', for: ['dietitian'] }],
  },
  {
    path: '/analytics',
    access: ['admin', 'staff', 'medical', 'fitness'],
    lazy: lazyExport(analytics, (m) => m.default),
    nav: [{ key: 'analytics' }],
  },
  {
    path: '/patient-analytics',
    access: ['admin', 'dietitian', 'staff', 'medical', 'fitness'],
    lazy: () => import('./patient-analytics-page.tsx').then((m) => m.default),
  },
  {
    path: '/dietitian/reports',
    access: ['dietitian'],
    lazy: lazyExport(reports, (m) => m.default),
    nav: [{ key: 'reports', for: ['dietitian'] }],
  },
  // the same reports for the practice's other roles (docs/decisions/0053): invoices and payments and
  // outstanding balances for the front desk and the accountant, the audit extract for administrators
  {
    path: '/reports',
    access: ['admin', 'staff', 'medical', 'fitness'],
    lazy: lazyExport(reports, (m) => m.default),
    nav: [{ key: 'reports' }],
  },
];
