import { CloudUpload, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth/index.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import {
  discardChange,
  dismissFlushNotice,
  type OutboxItem,
  retryChange,
  useOfflineState,
} from '../../lib/offline/index.ts';
import { useOnlineStatus } from '../../lib/pwa/use-online-status.ts';
import { useFieldText } from '../../lib/use-field-text.ts';

/** A queued change in words: what it is and the day it is for. */
function ChangeLabel({ item }: { item: OutboxItem }) {
  const { t } = useTranslation('offline');
  return (
    <span className="font-medium">
      {t(`kinds.${item.kind}`, { defaultValue: t('kinds.other') })}
      {item.date ? (
        <span className="font-normal text-muted"> · {formatDate(`${item.date}T12:00:00`)}</span>
      ) : null}
    </span>
  );
}

/**
 * ADR 0046, on the patient dashboard and each of its sections: offline, since when the data shown is
 * there ("Offline — last updated at …"); the changes waiting on this phone to be sent, and those the
 * server refused, with their reason, to retry or discard; what was sent once back online.
 */
export function OfflineNotice() {
  const { t } = useTranslation('offline');
  const field = useFieldText();
  const { online } = useOnlineStatus();
  const { offline: deviceSession } = useAuth();
  const { lastSync, items, lastFlush } = useOfflineState();
  const waiting = items.filter((i) => i.state === 'waiting');
  const failed = items.filter((i) => i.state === 'failed');
  const showOffline = !online || deviceSession;

  return (
    <div className="mb-4 space-y-2 empty:hidden">
      {showOffline ? (
        <Alert variant="warning" className="flex items-start gap-2">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span data-testid="offline-since">
            {lastSync ? t('since', { time: formatDateTime(lastSync) }) : t('nothingSaved')}
          </span>
        </Alert>
      ) : null}

      {waiting.length ? (
        <section
          aria-labelledby="outbox-waiting"
          className="rounded-md border border-border bg-card p-3 text-sm"
          data-testid="outbox-waiting"
        >
          <h2 id="outbox-waiting" className="flex items-center gap-2 font-semibold">
            <CloudUpload aria-hidden="true" className="size-4 text-primary" />
            {t('waiting', { count: waiting.length })}
          </h2>
          <p className="mt-1 text-muted">{online ? t('sending') : t('whenOnline')}</p>
          <ul className="mt-2 space-y-1">
            {waiting.map((item) => (
              <li key={item.id} className="break-words">
                <ChangeLabel item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {failed.length ? (
        <section
          aria-labelledby="outbox-failed"
          className="rounded-md border border-danger/40 bg-danger-bg p-3 text-sm"
          data-testid="outbox-failed"
        >
          <h2 id="outbox-failed" className="font-semibold text-danger">
            {t('failed', { count: failed.length })}
          </h2>
          <ul className="mt-2 space-y-3">
            {failed.map((item) => (
              <li key={item.id} className="space-y-1">
                <p className="break-words">
                  <ChangeLabel item={item} />
                </p>
                <p className="text-fg">
                  {t(`errors:${item.error?.code ?? 'INTERNAL'}`, { defaultValue: t('errors:INTERNAL') })}
                  {Object.values(item.error?.fields ?? {}).map((key) => (
                    <span key={key} className="block">
                      {field(key)}
                    </span>
                  ))}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" onClick={() => void retryChange(item.id)}>
                    {t('retry')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void discardChange(item.id)}>
                    {t('discard')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {lastFlush?.sent.length && !waiting.length ? (
        <Alert variant="success" className="flex flex-wrap items-center justify-between gap-2">
          <span data-testid="outbox-sent">{t('sent', { count: lastFlush.sent.length })}</span>
          <Button size="sm" variant="ghost" onClick={dismissFlushNotice}>
            {t('dismiss')}
          </Button>
        </Alert>
      ) : null}
    </div>
  );
}
