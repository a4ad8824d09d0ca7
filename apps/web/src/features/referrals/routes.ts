import { lazyExport, type ScreenRoute } from '../../lib/routes.ts';

/**
 * Referrals between professionals (ADR 0042): each profession's inbox and outbox, a new referral and
 * one referral; `/referrals/:id` (a notification's link) opens it under the caller's profession. The
 * patient's referrals are listed on their care-team screen (features/privacy/care-team-page.tsx).
 */
const pages = () => import('./referral-pages.tsx');

export const routes: readonly ScreenRoute[] = [
  ...(['medical', 'dietitian', 'fitness'] as const).flatMap((role): ScreenRoute[] => [
    {
      path: `/${role}/referrals`,
      access: [role],
      lazy: lazyExport(pages, (m) => m.ReferralsPage),
      nav: [{ key: 'referrals', for: [role] }],
    },
    { path: `/${role}/referrals/new`, access: [role], lazy: lazyExport(pages, (m) => m.NewReferralPage) },
    { path: `/${role}/referrals/:id`, access: [role], lazy: lazyExport(pages, (m) => m.ReferralPage) },
  ]),
  {
    path: '/referrals/:id',
    access: ['medical', 'dietitian', 'fitness'],
    lazy: lazyExport(pages, (m) => m.ReferralRedirect),
  },
];
