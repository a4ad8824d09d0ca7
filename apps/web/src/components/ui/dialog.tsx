import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { CloseButton } from './close-button.tsx';

/**
 * A modal dialog on the native <dialog> element (focus containment, Escape and inert background
 * come from the browser). `variant="drawer"` slides in from the left for the mobile navigation.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  variant = 'modal',
  className,
}: {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  variant?: 'modal' | 'drawer';
  className?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    // A click on the backdrop closes it; keyboard users have Escape (onCancel) and the Close button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard equivalents are native
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'bg-card text-fg shadow-xl backdrop:bg-slate-950/60',
        variant === 'drawer'
          ? 'm-0 h-dvh max-h-dvh w-80 max-w-[85vw] border-r border-border p-0'
          : 'm-auto w-[32rem] max-w-[calc(100vw-2rem)] rounded-lg border border-border p-0',
        className,
      )}
    >
      {open ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <h2 id={titleId} className="text-base font-semibold">
              {title}
            </h2>
            <CloseButton label={t('common:actions.close')} onClick={onClose} large />
          </div>
          {/* A modal's body is padded here, so no dialog pads (or forgets to pad) its own content;
              a drawer's content (navigation, side panel) lays itself out edge to edge. */}
          <div className={cn('min-h-0 flex-1 overflow-y-auto', variant === 'modal' && 'p-4')}>{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
