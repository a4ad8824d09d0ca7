import { EVERYONE, lazyExport, type ScreenRoute } from '../../lib/routes.ts';

/** The notification centre (the header's bell leads here). */
export const routes: readonly ScreenRoute[] = [
  {
    path: '/notifications',
    access: EVERYONE,
    lazy: lazyExport(
      () => import('./notifications-page.tsx'),
      (m) => m.NotificationsScreen,
    ),
    nav: [{ key: 'notifications' }],
  },
];
