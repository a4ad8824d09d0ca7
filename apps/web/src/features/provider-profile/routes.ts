import type { ScreenRoute } from '../../lib/routes.ts';

/** A professional's own public profile in the provider directory. */
const page = () => import('./provider-profile-page.tsx');

export const routes: readonly ScreenRoute[] = [
  {
    path: '/dietitian/profile',
    access: ['dietitian'],
    lazy: () => page().then((m) => m.DietitianProfilePage),
    nav: [{ key: 'profile', for: ['dietitian'] }],
  },
  {
    path: '/medical/settings/public-profile',
    access: ['medical'],
    lazy: () => page().then((m) => m.MedicalProfilePage),
  },
  {
    path: '/fitness/settings/public-profile',
    access: ['fitness'],
    lazy: () => page().then((m) => m.FitnessProfilePage),
  },
  { path: '/lab/settings/public-profile', access: ['lab'], lazy: () => page().then((m) => m.LabProfilePage) },
];
