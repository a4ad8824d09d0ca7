import type { InputHTMLAttributes, Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export const controlClasses =
  'block w-full rounded-md border border-border bg-card px-3 text-fg placeholder:text-muted ' +
  'aria-[invalid=true]:border-danger disabled:opacity-60';

export function Input({
  className,
  ref,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(controlClasses, 'h-10 text-sm', className)} {...rest} />;
}

export function Select({
  className,
  ref,
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <select ref={ref} className={cn(controlClasses, 'h-10 pr-8 text-sm', className)} {...rest}>
      {children}
    </select>
  );
}

export function Checkbox({
  className,
  ref,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn('size-4 shrink-0 rounded border-border accent-[var(--primary)]', className)}
      {...rest}
    />
  );
}
