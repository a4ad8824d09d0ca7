import { Download, RefreshCw, Wifi, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { LogoMark } from '../../components/ui/logo.tsx';
import { reloadIntoUpdate, useUpdateAvailable } from '../../lib/pwa/service-worker.ts';
import { useInstallPrompt } from '../../lib/pwa/use-install-prompt.ts';
import { useOnlineStatus } from '../../lib/pwa/use-online-status.ts';
import { CloseButton } from '../../components/ui/close-button.tsx';

/** An offline notice while offline; "Back online" for 3 s after reconnecting. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { banner } = useOnlineStatus();
  if (banner === 'offline') {
    return (
      <Banner variant="warning" icon={<WifiOff className="size-4" />} testId="offline-banner">
        {t('common:connection.offlineBanner')}
      </Banner>
    );
  }
  if (banner === 'back-online') {
    return (
      <Banner variant="success" icon={<Wifi className="size-4" />} testId="offline-banner">
        {t('common:connection.backOnline')}
      </Banner>
    );
  }
  return null;
}

/** Offers the update when a new service worker is installed while another controls the page. */
export function UpdateBanner() {
  const { t } = useTranslation();
  const available = useUpdateAvailable();
  if (!available) return null;
  return (
    <Banner
      variant="info"
      icon={<RefreshCw className="size-4" />}
      testId="update-banner"
      actions={
        <Button size="sm" onClick={reloadIntoUpdate}>
          {t('common:pwa.reload')}
        </Button>
      }
    >
      {t('common:pwa.updateAvailable')}
    </Banner>
  );
}

/** The install offer: 30 s after the install event, unless dismissed in the last 7 days or standalone. */
export function InstallPrompt({ now }: { now?: () => number }) {
  const { t } = useTranslation();
  const { visible, install, dismiss } = useInstallPrompt({ now });
  if (!visible) return null;
  return (
    <section
      aria-labelledby="install-prompt-title"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-md rounded-lg border border-border bg-card p-4 text-fg shadow-xl"
    >
      <div className="flex items-start gap-3">
        <LogoMark className="size-10 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id="install-prompt-title" className="text-sm font-semibold">
            {t('common:pwa.installTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('common:pwa.installDescription')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              icon={<Download aria-hidden="true" className="size-4" />}
              onClick={() => void install()}
            >
              {t('common:pwa.install')}
            </Button>
            <Button size="sm" variant="secondary" onClick={dismiss}>
              {t('common:pwa.dismiss')}
            </Button>
            <Link
              to="/install"
              className={buttonClasses({ size: 'sm', variant: 'ghost', className: 'underline' })}
            >
              {t('common:pwa.learnMore')}
            </Link>
          </div>
        </div>
        <CloseButton label={t('common:pwa.dismiss')} onClick={dismiss} />
      </div>
    </section>
  );
}
