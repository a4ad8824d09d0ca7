import type { ScreenRoute } from '../../lib/routes.ts';
import LandingPage from './landing-page.tsx';
// Listens for `beforeinstallprompt` from start-up so /install can offer its button later.
import './install-capture.ts';

/**
 * The public marketing site. The landing page is in the entry bundle (it is the first screen most
 * visitors see); every other page is its own lazy chunk.
 */
const audience = () => import('./audience-page.tsx');

export const routes: readonly ScreenRoute[] = [
  { path: '/home', access: 'public', strings: 'public', Component: LandingPage },
  {
    path: '/for-dietitians',
    access: 'public',
    strings: 'public',
    lazy: () => audience().then((m) => m.ForDietitiansPage),
  },
  {
    path: '/for-medical',
    access: 'public',
    strings: 'public',
    lazy: () => audience().then((m) => m.ForMedicalPage),
  },
  {
    path: '/for-fitness',
    access: 'public',
    strings: 'public',
    lazy: () => audience().then((m) => m.ForFitnessPage),
  },
  {
    path: '/for-labs',
    access: 'public',
    strings: 'public',
    lazy: () => audience().then((m) => m.ForLabsPage),
  },
  {
    path: '/for-insurance',
    access: 'public',
    strings: 'public',
    lazy: () => audience().then((m) => m.ForInsurancePage),
  },
  {
    path: '/blog',
    access: 'public',
    strings: 'public',
    lazy: () => import('./blog-list-page.tsx').then((m) => m.BlogListPage),
  },
  {
    path: '/blog/:slug',
    access: 'public',
    strings: 'public',
    lazy: () => import('./blog-post-page.tsx').then((m) => m.BlogPostPage),
  },
  {
    path: '/install',
    access: 'public',
    strings: 'public',
    lazy: () => import('./install-page.tsx').then((m) => m.default),
  },
  {
    path: '/demo',
    access: 'public',
    strings: 'public',
    lazy: () => import('./demo-page.tsx').then((m) => m.default),
  },
];
