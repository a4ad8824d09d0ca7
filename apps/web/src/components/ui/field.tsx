import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form control with hint and error text. The error is rendered under the field and
 * referenced by `aria-describedby`; the control gets `aria-invalid`.
 */
export function Field({
  label,
  error,
  hint,
  id: givenId,
  className,
  labelAction,
  children,
}: {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** Rendered at the end of the label row (e.g. "Forgot password?"). */
  labelAction?: ReactNode;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-fg">
          {label}
        </label>
        {labelAction}
      </div>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
