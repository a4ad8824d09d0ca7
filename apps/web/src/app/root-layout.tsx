import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ToastRegion } from '../components/ui/toast-region.tsx';
import { ErrorBoundary } from './chrome/error-fallback.tsx';
import { useLanguageSync } from '../lib/i18n/language-sync.ts';
import { useCanonicalLink } from '../lib/use-page-meta.ts';
import { InstallPrompt, OfflineBanner, UpdateBanner } from './chrome/pwa-banners.tsx';

/**
 * Around every screen: update and offline banners, install prompt, toasts, error boundary; the
 * canonical link follows the route; a signed-in user's language switch is stored on their account.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  useCanonicalLink(location.pathname);
  useLanguageSync();
  // The page is live: a server-rendered page has hydrated (decision 0051; the e2e suite waits on it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <section aria-label={t('common:notices')}>
        <UpdateBanner />
        <OfflineBanner />
      </section>
      <ErrorBoundary resetKey={location.pathname}>
        <Outlet />
      </ErrorBoundary>
      <InstallPrompt />
      <ToastRegion />
      <ScrollRestoration />
    </>
  );
}
