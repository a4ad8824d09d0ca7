import { Inbox, KeyRound, RefreshCw } from 'lucide-react';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { adminApi, type OutboxMessage, type SuppressedMail } from './admin-api.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { invalidate, useApiQuery, useApiPages } from '../../lib/api/query.ts';
import { apiErrorOf, errorCode, errorMessage } from '../../lib/api/errors.ts';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { LoadMore } from '../../components/load-more.tsx';

/**
 * A one-time link e-mail: that it was sent, its kind and expiry, and a button that sends the owner a
 * fresh link (the administrator never sees a link).
 */
function OneTimeLinkNotice({ mail, onResent }: { mail: OutboxMessage; onResent(): void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  if (!mail.oneTimeLink) return null;
  const { kind, expiresAt } = mail.oneTimeLink;

  async function resend() {
    setPending(true);
    try {
      await adminApi.resendOneTimeLink(mail.id);
      toast({ title: t('admin:outbox.resent', { to: mail.to }), variant: 'success' });
      onResent();
    } catch (err) {
      const code = errorCode(err);
      // The per-address cap held the message back: nothing was sent, and the screen says so.
      const suppressed = code === 'RATE_LIMITED' && apiErrorOf(err)?.details.reason === 'mailSuppressed';
      toast({
        title: t(
          suppressed
            ? 'admin:outbox.resendSuppressed'
            : code === 'CONFLICT'
              ? 'admin:outbox.alreadyVerified'
              : 'admin:outbox.resendFailed',
        ),
        variant: 'error',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mt-2 flex flex-wrap items-center gap-3 pl-5 text-sm">
      <span className="inline-flex items-center gap-1 text-muted">
        <KeyRound aria-hidden="true" className="size-4" />
        {t('admin:outbox.oneTimeLink', {
          kind: t(`admin:outbox.kind.${kind}`),
          expires: expiresAt ? formatDateTime(expiresAt) : '—',
        })}
      </span>
      {/* A booking's links prove the booker's address: only the booker can ask again (by booking). */}
      {kind !== 'booking-links' && (
        <Button size="sm" variant="secondary" loading={pending} onClick={() => void resend()}>
          {t('admin:outbox.resend')}
        </Button>
      )}
    </div>
  );
}

/** One e-mail; its text is read when it is opened. */
function OutboxItem({ mail, onResent }: { mail: OutboxMessage; onResent(): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(mail.text ?? null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');

  async function onToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    if (!event.currentTarget.open || text !== null || state === 'loading') return;
    setState('loading');
    try {
      const full = await adminApi.outboxMessage(mail.id);
      setText(full.text ?? '');
      setState('idle');
    } catch {
      setState('error');
    }
  }

  return (
    <li className="p-4">
      <details onToggle={onToggle}>
        <summary className="cursor-pointer">
          <span className="inline-flex w-[calc(100%-1.5rem)] flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="font-medium">{mail.subject}</span>
            <span className="text-xs text-muted">{formatDateTime(mail.createdAt)}</span>
          </span>
          <span className="mt-1 flex flex-wrap gap-x-4 pl-5 text-sm text-muted">
            <span>
              {t('admin:outbox.to')}: <span className="break-all text-fg">{mail.to}</span>
            </span>
            <span>
              {t('admin:outbox.status')}: <span className="text-fg">{mail.status}</span>
            </span>
          </span>
        </summary>
        {state === 'loading' ? (
          <LoadingStatus className="mt-3 text-sm" />
        ) : state === 'error' ? (
          <Alert className="mt-3">{t('errors:INTERNAL')}</Alert>
        ) : text !== null ? (
          <pre className="mt-3 max-h-80 overflow-auto rounded-md bg-surface p-3 text-xs break-words whitespace-pre-wrap">
            {text}
          </pre>
        ) : null}
      </details>
      <OneTimeLinkNotice mail={mail} onResent={onResent} />
    </li>
  );
}

/**
 * How many e-mails the per-recipient caps suppressed (decision 0018), per kind: a count, never an
 * address. Kinds never suppressed are left out.
 */
function SuppressedCounts({ data }: { data: SuppressedMail }) {
  const { t } = useTranslation();
  const hit = data.items.filter((i) => i.count > 0);
  return (
    <section
      aria-labelledby="mail-suppressed-heading"
      className="mb-4 rounded-lg border border-border p-3 text-sm"
    >
      <h3 id="mail-suppressed-heading" className="font-medium">
        {t('admin:outbox.suppressed.title', { count: data.total })}
      </h3>
      <p className="text-muted">{t('admin:outbox.suppressed.description')}</p>
      {hit.length ? (
        <ul className="mt-2 space-y-1" aria-label={t('admin:outbox.suppressed.listLabel')}>
          {hit.map((i) => (
            <li key={i.kind} data-testid={`suppressed-${i.kind}`}>
              {t('admin:outbox.suppressed.item', {
                kind: t(`admin:outbox.suppressed.kinds.${i.kind}`, { defaultValue: i.kind }),
                count: i.count,
                limit: i.cap.limit,
                minutes: Math.round(i.cap.windowSeconds / 60),
                last: i.lastAt ? formatDateTime(i.lastAt) : '',
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The e-mail outbox: what the server sent (or, embedded, stored instead of sending). */
export function EmailOutbox() {
  const { t } = useTranslation();
  const list = useApiPages(queryKeys.admin.outbox, (cursor, signal) => adminApi.outbox(cursor, signal));
  const suppressed = useApiQuery(queryKeys.admin.mailSuppressed, adminApi.mailSuppressed).data;
  const items = list.items;
  const loading = list.loading || list.loadingMore;
  const failure = list.error ?? list.moreError;
  const error = failure ? errorMessage(failure, t) : null;
  const reload = () => {
    list.reload();
    void invalidate(queryKeys.admin.mailSuppressed);
  };

  return (
    <Card
      title={t('admin:outbox.title')}
      description={t('admin:outbox.description')}
      actions={
        <Button
          size="sm"
          variant="secondary"
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          onClick={reload}
          disabled={loading}
        >
          {t('admin:outbox.refresh')}
        </Button>
      }
    >
      {error ? <Alert>{error}</Alert> : null}
      {suppressed ? <SuppressedCounts data={suppressed} /> : null}
      {items.length ? (
        <ul
          className="divide-y divide-border rounded-lg border border-border"
          aria-label={t('admin:outbox.listLabel')}
        >
          {items.map((mail) => (
            <OutboxItem key={mail.id} mail={mail} onResent={reload} />
          ))}
        </ul>
      ) : !loading && !error ? (
        <EmptyState headingLevel={3} icon={<Inbox className="size-8" />} title={t('admin:outbox.empty')} />
      ) : null}
      <LoadMore
        list={list}
        label={t('admin:loadMore')}
        showError={false}
        firstPage
        className="mt-4 text-left"
      />
    </Card>
  );
}
