import type { NotificationPage } from '@verdant/shared/notifications';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useApiQuery } from './query.ts';

/**
 * The shell's counts: unread messages (the navigation) and unread notifications with the latest few
 * (the header's bell). Background reads (not user activity for the idle timeout); the event stream
 * marks them stale when something changes (lib/realtime.ts).
 */
export function useInbox() {
  const messages = useApiQuery(queryKeys.messages.unread, (signal) =>
    api<{ total: number }>('/api/v1/conversations/unread', { signal, background: true }),
  );
  const notifications = useApiQuery(queryKeys.notifications.summary, (signal) =>
    api<NotificationPage>('/api/v1/notifications', { query: { limit: 6 }, signal, background: true }),
  );
  return {
    unreadMessages: messages.data?.total ?? 0,
    unreadNotifications: notifications.data?.unread ?? 0,
    recent: notifications.data?.items ?? [],
  };
}
