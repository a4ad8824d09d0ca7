/**
 * "Demo installation" notice: shown on the sign-in page and in the admin area while demo accounts,
 * whose password is published, exist (the server says so in `GET /api/health` → `demo`).
 */
import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './ui/banner.tsx';

let demoAnswer: Promise<boolean> | undefined;

/** Asked once per page load; a failed answer hides the notice and is asked again next time. */
function isDemoInstallation(): Promise<boolean> {
  demoAnswer ??= fetch('/api/health', { headers: { accept: 'application/json' } })
    .then((r) => r.json() as Promise<{ demo?: unknown }>)
    .then((body) => body.demo === true)
    .catch(() => {
      demoAnswer = undefined;
      return false;
    });
  return demoAnswer;
}

export function DemoNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    let live = true;
    void isDemoInstallation().then((d) => {
      if (live) setDemo(d);
    });
    return () => {
      live = false;
    };
  }, []);
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
