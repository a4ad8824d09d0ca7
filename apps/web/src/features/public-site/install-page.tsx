import { CheckCircle2, Download, Laptop, type LucideIcon, MonitorSmartphone, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { isStandalone } from '../../lib/pwa/install-prompt.ts';
import { useDeferredInstall } from './install-capture.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

const PLATFORMS: readonly { key: 'ios' | 'android' | 'desktop'; icon: LucideIcon; steps: number }[] = [
  { key: 'ios', icon: Smartphone, steps: 4 },
  { key: 'android', icon: MonitorSmartphone, steps: 3 },
  { key: 'desktop', icon: Laptop, steps: 3 },
];

/** `/install`: how to install Verdant on phones and desktops, with the install button when offered. */
export default function InstallPage() {
  const { t } = useTranslation('site');
  usePageMeta({ title: t('meta.install.title'), description: t('meta.install.description') });
  const { available, installed, install } = useDeferredInstall();
  const [standalone] = useState(() => (typeof window === 'undefined' ? false : isStandalone()));
  const [outcome, setOutcome] = useState<string | null>(null);

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-fg">{t('install.title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">{t('install.subtitle')}</p>
        <div className="mt-8 flex flex-col items-center gap-3">
          {standalone || installed ? (
            <Alert variant="success" className="inline-flex items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {t('install.alreadyInstalled')}
            </Alert>
          ) : available ? (
            <Button
              size="lg"
              icon={<Download aria-hidden="true" className="size-5" />}
              onClick={async () => setOutcome(await install())}
              data-testid="install-button"
            >
              {t('install.button')}
            </Button>
          ) : (
            <p className="text-sm text-muted">{t('install.noPrompt')}</p>
          )}
          {outcome === 'dismissed' ? <p className="text-sm text-muted">{t('install.dismissed')}</p> : null}
        </div>
      </header>

      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {PLATFORMS.map(({ key, icon: Icon, steps }) => (
          <section
            key={key}
            aria-labelledby={`install-${key}`}
            className="rounded-2xl border border-border bg-card p-6 shadow-sm"
          >
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 id={`install-${key}`} className="mt-4 text-lg font-semibold text-fg">
              {t(`install.${key}.title`)}
            </h2>
            <p className="mt-1 text-sm text-muted">{t(`install.${key}.browser`)}</p>
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm text-fg">
              {Array.from({ length: steps }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed list of steps
                <li key={i}>{t(`install.${key}.step${i + 1}`)}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>

      <section aria-labelledby="install-why" className="mt-12 rounded-2xl bg-surface p-6">
        <h2 id="install-why" className="text-lg font-semibold text-fg">
          {t('install.whyTitle')}
        </h2>
        <ul className="mt-3 grid gap-2 text-sm text-muted sm:grid-cols-3">
          <li>{t('install.why1')}</li>
          <li>{t('install.why2')}</li>
          <li>{t('install.why3')}</li>
        </ul>
      </section>
    </div>
  );
}
