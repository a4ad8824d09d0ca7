import { EVERYONE, pending, type ScreenRoute } from '../../lib/routes.ts';

/** The notification centre (not built yet). */
export const routes: readonly ScreenRoute[] = [
  pending('/notifications', 'notifications', EVERYONE, [{ key: 'notifications' }]),
];
