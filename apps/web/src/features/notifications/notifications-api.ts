import type {
  NotificationKind,
  NotificationPage,
  NotificationPreferences,
} from '@verdant/shared/notifications';
import { api } from '../../lib/api/client.ts';

/** Calls of the notifications API (`@verdant/shared/notifications` is the contract). */
export const notificationsApi = {
  list: (unread: boolean, cursor: string | null, signal?: AbortSignal) =>
    api<NotificationPage>('/api/v1/notifications', {
      query: { unread: unread ? 'true' : undefined, cursor: cursor ?? undefined },
      signal,
    }),
  read: (id: string) => api(`/api/v1/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
  readAll: () => api<{ unread: number }>('/api/v1/notifications/read-all', { method: 'POST' }),
  preferences: (signal?: AbortSignal) =>
    api<NotificationPreferences>('/api/v1/notifications/preferences', { signal }),
  setPreferences: (email: Partial<Record<NotificationKind, boolean>>) =>
    api<NotificationPreferences>('/api/v1/notifications/preferences', { method: 'PUT', body: { email } }),
};
