import type { ScreenRoute } from '../../lib/routes.ts';

/** The public provider directory: search, a provider's page, booking and the booking e-mail's links. */
export const routes: readonly ScreenRoute[] = [
  {
    path: '/care',
    access: 'public',
    strings: 'public',
    lazy: () => import('./care-page.tsx').then((m) => m.default),
  },
  {
    path: '/providers/:type/:id',
    access: 'public',
    strings: 'public',
    lazy: () => import('./provider-page.tsx').then((m) => m.default),
  },
  {
    path: '/book/:providerId',
    access: 'public',
    lazy: () => import('./booking-page.tsx').then((m) => m.default),
  },
  {
    path: '/booking/confirm',
    access: 'public',
    lazy: () => import('./booking-link-page.tsx').then((m) => m.BookingConfirmPage),
  },
  {
    path: '/booking/cancel',
    access: 'public',
    lazy: () => import('./booking-link-page.tsx').then((m) => m.BookingCancelPage),
  },
];
