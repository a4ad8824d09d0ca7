import { pending, type ScreenRoute } from '../../lib/routes.ts';

/** Referrals between professionals (not built yet: every route is pending). */
export const routes: readonly ScreenRoute[] = [
  pending('/medical/referrals', 'referrals', ['medical']),
  pending('/dietitian/referrals', 'referrals', ['dietitian']),
  pending('/fitness/referrals', 'referrals', ['fitness']),
];
