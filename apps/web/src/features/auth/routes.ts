import type { ScreenRoute } from '../../lib/routes.ts';

/** Sign-in, sign-up and account recovery (public layout: these pages guard themselves). */
const pages = () => import('./pages.tsx');

export const routes: readonly ScreenRoute[] = [
  { path: '/auth', access: 'public', lazy: () => pages().then((m) => m.AuthPage) },
  { path: '/auth/complete-signup', access: 'public', lazy: () => pages().then((m) => m.CompleteSignupPage) },
  {
    path: '/auth/awaiting-approval',
    access: 'public',
    lazy: () => pages().then((m) => m.AwaitingApprovalPage),
  },
  { path: '/auth/callback', access: 'public', lazy: () => pages().then((m) => m.AuthCallbackPage) },
  { path: '/forgot-password', access: 'public', lazy: () => pages().then((m) => m.ForgotPasswordPage) },
  { path: '/reset-password', access: 'public', lazy: () => pages().then((m) => m.ResetPasswordPage) },
];
