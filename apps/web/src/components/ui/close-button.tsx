import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** The ✕ that closes or dismisses what it sits in (a dialog, a banner, a toast); `label` says which. */
export function CloseButton({
  label,
  onClick,
  large = false,
  className,
}: {
  label: string;
  onClick(): void;
  large?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'rounded p-1 text-muted hover:bg-surface hover:text-fg',
        large && 'rounded-md p-1.5',
        className,
      )}
      aria-label={label}
    >
      <X aria-hidden="true" className={large ? 'size-5' : 'size-4'} />
    </button>
  );
}
