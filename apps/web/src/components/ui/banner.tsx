import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type BannerVariant = 'info' | 'warning' | 'success' | 'error';

const VARIANTS: Record<BannerVariant, string> = {
  info: 'bg-info-bg text-info-fg border-info-fg/30',
  warning: 'bg-warning-bg text-warning-fg border-warning-fg/30',
  success: 'bg-accent text-fg border-primary/40',
  error: 'bg-danger-bg text-danger border-danger/40',
};

/** A full-width notice; `role="status"` (polite) unless it is an error (`alert`). */
export function Banner({
  variant = 'info',
  icon,
  children,
  actions,
  className,
  testId,
}: {
  variant?: BannerVariant;
  icon?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      aria-live={variant === 'error' ? 'assertive' : 'polite'}
      data-testid={testId}
      className={cn(
        'flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-b px-4 py-2 text-sm',
        VARIANTS[variant],
        className,
      )}
    >
      <p className="flex items-center gap-2 font-medium">
        {icon ? <span aria-hidden="true">{icon}</span> : null}
        {children}
      </p>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** An inline alert inside a form or card. */
export function Alert({
  variant = 'error',
  children,
  className,
}: {
  variant?: BannerVariant;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('rounded-md border px-3 py-2 text-sm font-medium', VARIANTS[variant], className)}
    >
      {children}
    </div>
  );
}
