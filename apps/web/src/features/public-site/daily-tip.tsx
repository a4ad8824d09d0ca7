import type { HealthTip } from '@verdant/shared/wellness';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Today's health tip on the landing page: one small public read (`/api/v1/health-tips/today`, the
 * same tip for everyone today in the reader's language), no data library. Nothing is shown until
 * it arrives, and nothing if it fails.
 */
export function DailyTip() {
  const { t, i18n } = useTranslation('site');
  const lang = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  const [tip, setTip] = useState<HealthTip | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetch(`/api/v1/health-tips/today?lang=${lang}&today=${localToday()}`, { signal: abort.signal })
      .then((res) => (res.ok ? (res.json() as Promise<HealthTip>) : null))
      .then((body) => setTip(body))
      .catch(() => undefined);
    return () => abort.abort();
  }, [lang]);
  if (!tip) return null;
  return (
    <figure className="mt-3 rounded-lg bg-card p-4 text-sm" data-testid="landing-tip">
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-primary">
        {t('landing.tip.today')} · {t(`landing.tip.categories.${tip.category}`)}
      </figcaption>
      <blockquote className="mt-1 text-base text-fg">{tip.text}</blockquote>
      <p className="mt-1 text-xs text-muted">
        <a href={tip.sourceUrl} target="_blank" rel="noreferrer" className="underline">
          {t('landing.tip.source', { source: tip.source })}
        </a>
      </p>
    </figure>
  );
}
