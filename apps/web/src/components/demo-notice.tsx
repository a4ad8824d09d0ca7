/**
 * "Demo installation" notice: shown on the sign-in page and in the admin area while demo accounts,
 * whose password is published, exist (the server says so in `GET /api/health` → `demo`).
 */
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api/client.ts';
import { queryKeys } from '../lib/api/query-keys.ts';
import { useApiQuery } from '../lib/api/query.ts';
import { Alert } from './ui/banner.tsx';

/** Asked once per page load; a failed answer hides the notice and is asked again next time. */
const isDemoInstallation = (signal: AbortSignal) =>
  api<{ demo?: unknown }>('/api/health', { signal, background: true }).then((body) => body.demo === true);

export function DemoNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const demo = useApiQuery(queryKeys.health, isDemoInstallation, {
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
  if (!demo) return null;
  return (
    <Alert variant="warning" className={className}>
      <span className="flex items-start gap-2" data-testid="demo-notice">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>{t('common:demo.title')}</strong> {t('common:demo.text')}
        </span>
      </span>
    </Alert>
  );
}
