import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';

export interface Column<T> {
  /** Stable key of the column (React key, `data-column`). */
  key: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  /** The row's title: first in a card, without a label. One column at most. */
  primary?: boolean;
  /** In the table, shown only from this width up (a card always shows every column). */
  from?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** What a narrow screen (below 640 px) gets: one card per row, or the table scrolling in its own region. */
export type NarrowLayout = 'cards' | 'scroll';

const FROM: Record<NonNullable<Column<unknown>['from']>, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
};

/** Below Tailwind's `sm`: the width at which a table with several columns stops fitting. */
export const NARROW_QUERY = '(max-width: 639.98px)';

/**
 * A table of rows for lists and previews: a caption (visually hidden unless `showCaption`), column
 * headers with `scope`, one key per row. On a narrow screen either each row becomes a card (its
 * cells as labelled values, so nothing needs a sideways scroll) or the table scrolls sideways inside
 * its own focusable, labelled region: the page itself never overflows.
 */
export function DataTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  rowProps,
  narrow = 'cards',
  dense = false,
  className,
}: {
  caption: string;
  showCaption?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T, index: number): string;
  /** Extra attributes of each row (`data-testid`…), on the table row and on the card alike. */
  rowProps?(row: T): HTMLAttributes<HTMLElement> & { 'data-testid'?: string };
  narrow?: NarrowLayout;
  dense?: boolean;
  className?: string;
}) {
  const captionId = useId();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const frame = 'rounded-lg border border-border bg-card';
  const pad = dense ? 'px-2 py-1.5' : 'px-4 py-3';

  if (narrow === 'cards' && isNarrow) {
    const primary = columns.find((c) => c.primary);
    const rest = columns.filter((c) => c !== primary);
    return (
      <section aria-labelledby={captionId} className={className}>
        <h2 id={captionId} className={showCaption ? 'mb-2 text-sm font-semibold' : 'sr-only'}>
          {caption}
        </h2>
        <ul className={cn(frame, 'divide-y divide-border')}>
          {rows.map((row, i) => (
            <li key={rowKey(row, i)} {...rowProps?.(row)} className="space-y-2 px-4 py-3 text-sm">
              {primary ? <div className="min-w-0 break-words">{primary.cell(row)}</div> : null}
              <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1">
                {rest.map((c) => (
                  <div key={c.key} className="contents" data-column={c.key}>
                    <dt className="text-xs font-medium uppercase tracking-wide text-muted">{c.header}</dt>
                    <dd className="min-w-0 break-words">{c.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const table = (
    <table className={cn('w-full text-left', dense ? 'text-xs' : 'text-sm')}>
      <caption id={captionId} className={showCaption ? 'mb-2 text-left text-sm font-semibold' : 'sr-only'}>
        {caption}
      </caption>
      <thead className="bg-surface text-xs uppercase tracking-wide text-muted">
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={cn(pad, 'py-2.5', c.from && FROM[c.from])}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {rows.map((row, i) => (
          <tr key={rowKey(row, i)} {...rowProps?.(row)} className="hover:bg-surface/60">
            {columns.map((c) => (
              <td key={c.key} className={cn(pad, c.from && FROM[c.from], c.className)}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  if (narrow === 'cards') {
    return <div className={cn(frame, 'max-w-full overflow-x-auto', className)}>{table}</div>;
  }
  // A region that scrolls sideways must be reachable by keyboard and named (after the caption).
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so the keyboard can scroll it
      tabIndex={0}
      className={cn(
        frame,
        'max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary',
        className,
      )}
    >
      {table}
    </section>
  );
}
