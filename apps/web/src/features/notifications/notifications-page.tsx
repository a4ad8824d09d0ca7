import { NOTIFICATION_KINDS, type NotificationKind } from '@verdant/shared/notifications';
import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Checkbox } from '../../components/ui/input.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { updateCached, useApiMutation, useApiPages, useApiQuery } from '../../lib/api/query.ts';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { notificationsApi } from './notifications-api.ts';
import { useAgo, useNotificationText, useOpenNotification } from './notification-text.ts';

/**
 * `/notifications`: everything that happened for the user, newest first, unread ones marked; mark one
 * or all read; which kinds also come by e-mail.
 */
export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useApiPages(queryKeys.notifications.list(unreadOnly), (cursor, signal) =>
    notificationsApi.list(unreadOnly, cursor, signal),
  );
  const text = useNotificationText();
  const ago = useAgo();
  const open = useOpenNotification();
  const readOne = useApiMutation((id: string) => notificationsApi.read(id), {
    invalidates: [queryKeys.notifications.all],
  });
  const readAll = useApiMutation(() => notificationsApi.readAll(), {
    invalidates: [queryKeys.notifications.all],
    onSuccess: () => toast({ variant: 'success', title: t('allRead') }),
  });
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <Button
            variant="secondary"
            loading={readAll.busy}
            onClick={() => void readAll.run(undefined)}
            icon={<CheckCheck aria-hidden="true" className="size-4" />}
          >
            {t('markAll')}
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label={t('listLabel')} className="min-w-0 space-y-3">
          <fieldset className="inline-flex gap-1 rounded-lg bg-surface p-1">
            <legend className="sr-only">{t('filterLabel')}</legend>
            {[false, true].map((only) => (
              <button
                key={String(only)}
                type="button"
                aria-pressed={unreadOnly === only}
                onClick={() => setUnreadOnly(only)}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium',
                  unreadOnly === only ? 'bg-card shadow-sm ring-1 ring-border' : 'text-muted hover:text-fg',
                )}
              >
                {t(only ? 'filters.unread' : 'filters.all')}
              </button>
            ))}
          </fieldset>
          {list.loading && !list.loaded ? <LoadingStatus className="text-sm" /> : null}
          {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
          {list.loaded && list.items.length === 0 ? (
            <EmptyState
              icon={<Bell className="size-8" />}
              title={t('emptyTitle')}
              description={t('emptyBody')}
            />
          ) : null}
          <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card">
            {list.items.map((n) => {
              const { title, body } = text(n);
              return (
                <li
                  key={n.id}
                  className={cn('flex gap-3 px-4 py-3', n.readAt ? '' : 'bg-accent/50')}
                  data-testid="notification"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      n.readAt ? 'bg-transparent' : 'bg-primary',
                    )}
                  />
                  <div className="min-w-0 flex-1">
                    {n.link ? (
                      <button
                        type="button"
                        onClick={() => open(n)}
                        className="text-left text-sm font-semibold break-words hover:underline"
                      >
                        {title}
                      </button>
                    ) : (
                      <p className="text-sm font-semibold break-words">{title}</p>
                    )}
                    {body ? <p className="text-sm text-muted break-words">{body}</p> : null}
                    <p className="text-xs text-muted">
                      <time dateTime={n.createdAt}>{ago(n.createdAt)}</time>
                      {n.readAt ? null : <span className="sr-only"> · {t('unreadMark')}</span>}
                    </p>
                  </div>
                  {n.readAt ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => void readOne.run(n.id)}
                      aria-label={t('markOneLabel', { title })}
                    >
                      {t('markOne')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {list.hasMore ? (
            <Button variant="secondary" size="sm" loading={list.loadingMore} onClick={list.loadMore}>
              {t('more')}
            </Button>
          ) : null}
        </section>
        <Preferences />
      </div>
    </>
  );
}

function Preferences() {
  const { t } = useTranslation('notifications');
  const prefs = useApiQuery(queryKeys.notifications.preferences, (signal) =>
    notificationsApi.preferences(signal),
  );
  const save = useApiMutation(
    ({ kind, on }: { kind: NotificationKind; on: boolean }) =>
      notificationsApi.setPreferences({ [kind]: on }),
    {
      onSuccess: (answer) => {
        updateCached(queryKeys.notifications.preferences, () => answer);
        toast({ variant: 'success', title: t('preferences.saved') });
      },
    },
  );
  return (
    <Card title={t('preferences.title')} description={t('preferences.intro')}>
      {prefs.error ? <Alert>{errorMessage(prefs.error, t)}</Alert> : null}
      {prefs.data ? (
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('preferences.title')}</legend>
          {NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={prefs.data!.email[kind]}
                disabled={save.busy}
                onChange={(e) => void save.run({ kind, on: e.target.checked })}
              />
              {t(`kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {save.error ? <Alert>{errorMessage(save.error, t)}</Alert> : null}
    </Card>
  );
}
