import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';

/**
 * The filters above a list: a named search landmark holding labelled fields in a grid that stacks on
 * a phone. With `onApply` the fields apply together (the Filter button, or Enter in a field) and
 * `onReset` clears them; without it every field applies as it changes (and Enter does nothing).
 * The list keeps what is applied in the URL (`useUrlQuery`), so a reload or a shared link shows the
 * same rows.
 */
export function FilterBar({
  label,
  children,
  onApply,
  onReset,
  columns = 'sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr',
  className,
}: {
  /** The landmark's name ("Filter the audit trail"). */
  label: string;
  children: ReactNode;
  onApply?(): void;
  onReset?(): void;
  /** The grid's columns from `sm` up (Tailwind classes). */
  columns?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <search
      // biome-ignore lint/a11y/noRedundantRoles: the role is said again for browsers and tools that predate the element
      role="search"
      aria-label={label}
      className={cn('mb-4 block', className)}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onApply?.();
        }}
        className={cn('grid items-end gap-3 rounded-lg border border-border bg-card p-4', columns)}
      >
        {children}
        {onApply || onReset ? (
          <div className="flex flex-wrap gap-2">
            {onApply ? <Button type="submit">{t('filters.apply')}</Button> : null}
            {onReset ? (
              <Button variant="ghost" onClick={onReset}>
                {t('filters.reset')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </form>
    </search>
  );
}
