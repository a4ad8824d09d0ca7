import { CheckCircle2, CircleAlert, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import {
  stackedToasts,
  type ToastItem,
  type ToastQueue,
  toasts as inAppToasts,
  useToasts,
} from '../../lib/toast/toast-store.ts';
import { CloseButton } from './close-button.tsx';

function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss(): void }) {
  const { t } = useTranslation();
  const Icon = item.variant === 'error' ? CircleAlert : item.variant === 'success' ? CheckCircle2 : Info;
  return (
    <div
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border bg-card p-4 text-fg shadow-lg',
        item.variant === 'error'
          ? 'border-danger'
          : item.variant === 'success'
            ? 'border-primary'
            : 'border-border',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'mt-0.5 size-5 shrink-0',
          item.variant === 'error'
            ? 'text-danger'
            : item.variant === 'success'
              ? 'text-primary'
              : 'text-muted',
        )}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? <p className="mt-1 text-sm text-muted">{item.description}</p> : null}
      </div>
      <CloseButton label={t('common:actions.dismissNotification')} onClick={onDismiss} />
    </div>
  );
}

function Region({ queue, label, className }: { queue: ToastQueue; label: string; className: string }) {
  const items = useToasts(queue);
  return (
    <section
      aria-label={label}
      className={cn('pointer-events-none fixed z-50 flex flex-col gap-2', className)}
    >
      <div role="status" aria-live="polite" aria-atomic="false" className="flex flex-col gap-2">
        {items.map((item) => (
          <ToastCard key={item.id} item={item} onDismiss={() => queue.dismiss(item.id)} />
        ))}
      </div>
    </section>
  );
}

/**
 * Both toast mechanisms: the in-app toast (one at a time, 5 s) bottom-right and the stacked
 * notifications (up to three, 4 s each) top-right, below the 4rem header so they never cover its
 * buttons (account menu, sign out, notifications).
 */
export function ToastRegion({
  inApp = inAppToasts,
  stacked = stackedToasts,
}: {
  inApp?: ToastQueue;
  stacked?: ToastQueue;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Region
        queue={inApp}
        label={t('common:toasts.region')}
        className="right-4 bottom-4 left-4 sm:left-auto sm:w-96"
      />
      <Region
        queue={stacked}
        label={t('common:toasts.stackRegion')}
        className="top-20 right-4 left-4 sm:left-auto sm:w-96"
      />
    </>
  );
}
