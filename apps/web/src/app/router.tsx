import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SITE_APP_ROUTES, SITE_PUBLIC_ROUTES } from '../features/site/routes.tsx';
import { RouteErrorFallback } from '../features/system/error-fallback.tsx';
import { LoadingScreen } from '../features/system/loading-screen.tsx';
import { NotFoundPage } from '../features/system/not-found.tsx';
import type { PendingHandle } from '../features/system/pending-screen.tsx';
import { PendingScreen, PublicPendingScreen } from '../features/system/pending-screen.tsx';
import { StartupRedirect } from './guards.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { PENDING_SCREENS } from './pending-screens.ts';
import { RootLayout } from './root-layout.tsx';

/* Lazy modules: nothing of the signed-in app is in the public entry. */
const authPages = () => import('../features/auth/pages.tsx');
const dashboards = () => import('../features/dashboards/role-dashboards.tsx');
const admin = () => import('../features/admin/admin-pages.tsx');
const settings = () => import('../features/settings/settings-page.tsx');

/** SPEC section 2: the admin dashboard is shared by these six routes. */
export const ADMIN_DASHBOARD_PATHS = [
  '/admin/overview',
  '/admin/patients',
  '/admin/audit-trails',
  '/admin/subscriptions',
  '/admin/integrations',
  '/admin/data',
];

/** SPEC section 2: these open the patient dashboard. */
export const PATIENT_DASHBOARD_PATHS = [
  '/patient/dashboard',
  '/patient/fuel',
  '/patient/flow',
  '/patient/recharge',
  '/patient/recharge/apnea',
  '/patient/balance',
  '/patient/mindset',
  '/patient/messages',
  '/patient/bia-analysis',
  '/patient/labs',
];

/** One shared Settings screen. `/settings` is added for the roles the spec gives no settings route. */
export const SETTINGS_PATHS = [
  '/patient/settings',
  '/medical/settings',
  '/dietitian/settings',
  '/fitness/settings',
  '/lab/settings',
  '/settings',
];

/** Role landing screens (and the area index routes that show them). */
export const DASHBOARD_PATHS: Record<string, string> = {
  '/dietitian': 'DietitianDashboard',
  '/dietitian/overview': 'DietitianDashboard',
  '/medical': 'MedicalDashboard',
  '/medical/overview': 'MedicalDashboard',
  '/fitness': 'FitnessDashboard',
  '/fitness/overview': 'FitnessDashboard',
  '/lab': 'LabDashboard',
  '/lab/overview': 'LabDashboard',
  '/staff-dashboard': 'StaffDashboard',
  '/insurance-dashboard': 'InsuranceDashboard',
};

/** Legacy and alias routes of SPEC section 2. */
export const REDIRECTS: Record<string, string> = {
  '/admin-dashboard': '/admin/overview',
  '/admin-messages': '/admin/messages',
  '/patient-dashboard': '/patient/dashboard',
  '/patient-messages': '/patient/messages',
  '/dietitian-dashboard': '/dietitian/overview',
  '/dietitian-settings': '/dietitian/settings',
  '/fitness-messages': '/fitness/messages',
  '/lab-dashboard': '/lab',
};

function appRoutes(): RouteObject[] {
  const routes: RouteObject[] = [
    ...SITE_APP_ROUTES,
    ...ADMIN_DASHBOARD_PATHS.map((path) => ({
      path,
      lazy: () => admin().then((m) => ({ Component: m.AdminDashboard })),
    })),
    { path: '/admin/setup', lazy: () => admin().then((m) => ({ Component: m.AdminSetupPage })) },
    ...PATIENT_DASHBOARD_PATHS.map((path) => ({
      path,
      lazy: () => dashboards().then((m) => ({ Component: m.PatientDashboard })),
    })),
    ...Object.entries(DASHBOARD_PATHS).map(([path, name]) => ({
      path,
      lazy: () => dashboards().then((m) => ({ Component: m[name as keyof typeof m] as React.ComponentType })),
    })),
    ...SETTINGS_PATHS.map((path) => ({
      path,
      lazy: () => settings().then((m) => ({ Component: m.SettingsPage })),
    })),
    ...Object.entries(REDIRECTS).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
  ];
  const taken = new Set(routes.map((r) => r.path));
  for (const [path, screen] of Object.entries(PENDING_SCREENS)) {
    if (screen.shell !== 'app' || taken.has(path)) continue;
    routes.push({
      path,
      handle: { pendingTitle: screen.title } satisfies PendingHandle,
      Component: PendingScreen,
    });
  }
  return routes;
}

function publicPendingRoutes(): RouteObject[] {
  return Object.entries(PENDING_SCREENS)
    .filter(([, screen]) => screen.shell === 'public')
    .map(([path, screen]) => ({
      path,
      handle: { pendingTitle: screen.title } satisfies PendingHandle,
      Component: PublicPendingScreen,
    }));
}

export const APP_ROUTES = appRoutes();

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteErrorFallback />,
    HydrateFallback: LoadingScreen,
    children: [
      { path: '/', Component: StartupRedirect },
      {
        Component: PublicLayout,
        children: [
          ...SITE_PUBLIC_ROUTES,
          ...publicPendingRoutes(),
          { path: '/auth', lazy: () => authPages().then((m) => ({ Component: m.AuthPage })) },
          {
            path: '/auth/complete-signup',
            lazy: () => authPages().then((m) => ({ Component: m.CompleteSignupPage })),
          },
          {
            path: '/auth/awaiting-approval',
            lazy: () => authPages().then((m) => ({ Component: m.AwaitingApprovalPage })),
          },
          {
            path: '/auth/callback',
            lazy: () => authPages().then((m) => ({ Component: m.AuthCallbackPage })),
          },
          {
            path: '/forgot-password',
            lazy: () => authPages().then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: '/reset-password',
            lazy: () => authPages().then((m) => ({ Component: m.ResetPasswordPage })),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        lazy: () => import('./layouts/app-layout.tsx').then((m) => ({ Component: m.AppLayout })),
        children: APP_ROUTES,
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
