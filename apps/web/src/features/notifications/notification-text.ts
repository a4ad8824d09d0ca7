import type { Notification } from '@verdant/shared/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useApiMutation } from '../../lib/api/query.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notificationsApi } from './notifications-api.ts';

/** A notification's title and body in the reader's language, times in their zone. */
export function useNotificationText() {
  const { t } = useTranslation('notifications');
  return (n: Notification): { title: string; body: string | null } => {
    const params: Record<string, string | number> = { ...n.params };
    if (typeof params.start === 'string') params.start = formatDateTime(params.start);
    return {
      title: t(`titles.${n.titleKey}`, { ...params, defaultValue: t('titles.fallback') }),
      body: n.bodyKey
        ? t(`bodies.${n.bodyKey}`, { ...params, defaultValue: '' }) || null
        : t(`bodies.${n.titleKey}`, { ...params, defaultValue: '' }) || null,
    };
  };
}

/** How long ago, in words ("5 min ago"), else the date. */
export function useAgo() {
  const { i18n } = useTranslation();
  return (instant: string): string => {
    const minutes = Math.round((Date.now() - Date.parse(instant)) / 60_000);
    const rtf = new Intl.RelativeTimeFormat(i18n.resolvedLanguage === 'es' ? 'es' : 'en', {
      numeric: 'auto',
    });
    if (minutes < 60) return rtf.format(-Math.max(0, minutes), 'minute');
    if (minutes < 24 * 60) return rtf.format(-Math.round(minutes / 60), 'hour');
    if (minutes < 7 * 24 * 60) return rtf.format(-Math.round(minutes / 1440), 'day');
    return formatDateTime(instant);
  };
}

/** Opens a notification: marks it read, then follows its link. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const read = useApiMutation((id: string) => notificationsApi.read(id), {
    invalidates: [queryKeys.notifications.all],
  });
  return (n: Notification) => {
    if (!n.readAt) void read.run(n.id);
    if (n.link) void navigate(n.link);
  };
}
