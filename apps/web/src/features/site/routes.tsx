import type { RouteObject } from 'react-router';
import LandingPage from './landing-page.tsx';
// Listens for `beforeinstallprompt` from start-up so /install can offer its button later.
import './install-capture.ts';

/**
 * Routes of the public site (issue 4). The landing page is in the entry bundle (it is the first
 * screen most visitors see); every other page is its own lazy chunk.
 */
const audience = () => import('./audience-page.tsx');
const blog = () => import('./blog-pages.tsx');
const profile = () => import('./provider-profile-page.tsx');

/** Public pages, children of the public layout. */
export const SITE_PUBLIC_ROUTES: RouteObject[] = [
  { path: '/home', Component: LandingPage },
  { path: '/for-dietitians', lazy: () => audience().then((m) => ({ Component: m.ForDietitiansPage })) },
  { path: '/for-medical', lazy: () => audience().then((m) => ({ Component: m.ForMedicalPage })) },
  { path: '/for-fitness', lazy: () => audience().then((m) => ({ Component: m.ForFitnessPage })) },
  { path: '/for-labs', lazy: () => audience().then((m) => ({ Component: m.ForLabsPage })) },
  { path: '/for-insurance', lazy: () => audience().then((m) => ({ Component: m.ForInsurancePage })) },
  { path: '/blog', lazy: () => blog().then((m) => ({ Component: m.BlogListPage })) },
  { path: '/blog/:slug', lazy: () => blog().then((m) => ({ Component: m.BlogPostPage })) },
  { path: '/care', lazy: () => import('./care-page.tsx').then((m) => ({ Component: m.default })) },
  {
    path: '/providers/:type/:id',
    lazy: () => import('./provider-page.tsx').then((m) => ({ Component: m.default })),
  },
  {
    path: '/book/:providerId',
    lazy: () => import('./booking-page.tsx').then((m) => ({ Component: m.default })),
  },
  { path: '/install', lazy: () => import('./install-page.tsx').then((m) => ({ Component: m.default })) },
  { path: '/demo', lazy: () => import('./demo-page.tsx').then((m) => ({ Component: m.default })) },
];

/** Signed-in screens (admin and professionals' public profile), children of the app layout. */
export const SITE_APP_ROUTES: RouteObject[] = [
  {
    path: '/admin/demo-requests',
    lazy: () => import('./admin-demo-requests-page.tsx').then((m) => ({ Component: m.default })),
  },
  {
    path: '/admin/blog',
    lazy: () => import('./admin-blog-page.tsx').then((m) => ({ Component: m.default })),
  },
  { path: '/dietitian/profile', lazy: () => profile().then((m) => ({ Component: m.DietitianProfilePage })) },
  {
    path: '/medical/settings/public-profile',
    lazy: () => profile().then((m) => ({ Component: m.MedicalProfilePage })),
  },
  {
    path: '/fitness/settings/public-profile',
    lazy: () => profile().then((m) => ({ Component: m.FitnessProfilePage })),
  },
  {
    path: '/lab/settings/public-profile',
    lazy: () => profile().then((m) => ({ Component: m.LabProfilePage })),
  },
];
