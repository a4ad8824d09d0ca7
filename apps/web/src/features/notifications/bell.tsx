import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInbox } from '../../lib/api/inbox.ts';
import { cn } from '../../lib/cn.ts';
import { usePopoverMenu } from '../../lib/use-popover-menu.ts';
import { useAgo, useNotificationText, useOpenNotification } from './notification-text.ts';

/** The header's bell: the unread count, the latest notifications, and the way to all of them. */
export function NotificationBell({ to }: { to: string }) {
  const { t } = useTranslation('notifications');
  const { unreadNotifications, recent } = useInbox();
  const { open, setOpen, menuId, ref } = usePopoverMenu();
  const text = useNotificationText();
  const ago = useAgo();
  const follow = useOpenNotification();
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={unreadNotifications ? t('bellUnread', { count: unreadNotifications }) : t('bell')}
        onClick={() => setOpen((v) => !v)}
        className="relative inline-flex size-10 items-center justify-center rounded-md hover:bg-surface"
        data-testid="notification-bell"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unreadNotifications ? (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute top-1 right-1 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] font-bold text-white"
          >
            {unreadNotifications > 99 ? '99+' : unreadNotifications}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute top-full right-0 z-30 mt-1 w-80 max-w-[calc(100vw-1.5rem)] rounded-lg border border-border bg-card p-1 shadow-lg"
        >
          {recent.length === 0 ? <p className="px-3 py-4 text-sm text-muted">{t('emptyTitle')}</p> : null}
          <ul className="max-h-96 overflow-y-auto py-1">
            {recent.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    follow(n);
                  }}
                  className={cn(
                    'block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-surface',
                    n.readAt ? '' : 'font-semibold',
                  )}
                >
                  <span className="block break-words">{text(n).title}</span>
                  <span className="block text-xs font-normal text-muted">{ago(n.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
          <Link
            to={to}
            onClick={() => setOpen(false)}
            className="block border-t border-border px-3 py-2 text-sm font-medium text-primary hover:bg-surface"
          >
            {t('seeAll')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
