import type { ScreenRoute } from '../lib/routes.ts';
import { routes as admin } from '../features/admin/routes.ts';
import { routes as auth } from '../features/auth/routes.ts';
import { routes as billing } from '../features/billing/routes.ts';
import { routes as calendar } from '../features/calendar/routes.ts';
import { routes as consultations } from '../features/consultations/routes.ts';
import { routes as dashboards } from '../features/dashboards/routes.ts';
import { routes as findCare } from '../features/find-care/routes.ts';
import { routes as fitness } from '../features/fitness/routes.ts';
import { routes as insights } from '../features/insights/routes.ts';
import { routes as knowledgeBase } from '../features/knowledge-base/routes.ts';
import { routes as labs } from '../features/labs/routes.ts';
import { routes as messages } from '../features/messages/routes.ts';
import { routes as notifications } from '../features/notifications/routes.ts';
import { routes as nutrition } from '../features/nutrition/routes.ts';
import { routes as patients } from '../features/patients/routes.ts';
import { routes as privacy } from '../features/privacy/routes.ts';
import { routes as providerProfile } from '../features/provider-profile/routes.ts';
import { routes as referrals } from '../features/referrals/routes.ts';
import { routes as settings } from '../features/settings/routes.ts';
import { routes as publicSite } from '../features/public-site/routes.tsx';

/**
 * Every screen of the app, as the features declare them (`lib/routes.ts`). The router, the access
 * rules, the menus and the pending-screen census read this list; a new feature adds its `routes`
 * here once, a new screen only touches its feature's `routes` file.
 */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  ...publicSite,
  ...findCare,
  ...auth,
  ...admin,
  ...dashboards,
  ...settings,
  ...providerProfile,
  ...messages,
  ...calendar,
  ...patients,
  ...consultations,
  ...billing,
  ...nutrition,
  ...labs,
  ...fitness,
  ...referrals,
  ...privacy,
  ...insights,
  ...knowledgeBase,
  ...notifications,
];

export const pathsOf = (route: ScreenRoute): readonly string[] =>
  typeof route.path === 'string' ? [route.path] : route.path;

/** Every path pattern of the app, `/` (start-up) included: what the server knows as a page. */
export function routePatterns(routes: readonly ScreenRoute[] = SCREEN_ROUTES): string[] {
  return ['/', ...routes.flatMap(pathsOf)];
}
