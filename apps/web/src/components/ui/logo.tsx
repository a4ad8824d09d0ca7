import { cn } from '../../lib/cn.ts';

/** The Verdant mark: a leaf in a rounded square. Decorative unless `title` is given. */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={cn('size-8', className)}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <rect width="64" height="64" rx="14" fill="#047857" />
      <path
        d="M46 16c-14 0-26 7-28 21-.6 4 .4 8 2.4 11 1.6-8.8 7.6-16 16.6-20-7.6 5.4-12 12.4-13.6 21.4 3 1.4 6.6 1.8 10 1 11-2.6 14.6-15.4 12.6-34.4z"
        fill="#ecfdf5"
      />
    </svg>
  );
}

export function Logo({ className, wordmarkClassName }: { className?: string; wordmarkClassName?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight text-fg', className)}
    >
      <LogoMark />
      <span className={wordmarkClassName}>Verdant</span>
    </span>
  );
}
