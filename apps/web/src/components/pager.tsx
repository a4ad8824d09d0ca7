import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '../lib/cn.ts';

/**
 * The page numbers to offer: all of them up to seven pages, else the first, the last and the
 * current one with its neighbours, `gap` standing for the pages between (always seven items, so
 * the pager keeps its width while paging). `more`: there are pages after `pages` whose number is
 * not known (the server stopped counting), so no last page is offered, only a gap.
 */
export function pageItems(page: number, pages: number, more = false): (number | 'gap')[] {
  if (more) {
    const upTo = Math.max(page + 1, Math.min(pages, 5));
    const from = Math.max(1, upTo - 4);
    return [
      ...(from > 1 ? [1, 'gap' as const] : []),
      ...Array.from({ length: upTo - from + 1 }, (_, i) => from + i),
      'gap',
    ];
  }
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  if (page <= 4) return [1, 2, 3, 4, 5, 'gap', pages];
  if (page >= pages - 3) return [1, 'gap', pages - 4, pages - 3, pages - 2, pages - 1, pages];
  return [1, 'gap', page - 1, page, page + 1, 'gap', pages];
}

/** The current URL query with `param` set to `page` (page 1 is the URL without it). */
export function searchWithPage(search: string, page: number, param = 'page'): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

const item = 'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium';
const idle = 'border border-border bg-card text-fg hover:bg-surface';

/**
 * Numbered pages kept in the URL (`?page=3`, the rest of the query untouched): links, so a page can
 * be opened in a new tab, bookmarked and reached with the back button. `summary` says where the
 * reader stands ("26–50 of 60"); `children` holds extra controls such as the page size.
 */
export function Pager({
  page,
  pages,
  label,
  more = false,
  param = 'page',
  summary,
  children,
  className,
}: {
  page: number;
  pages: number;
  /** The navigation landmark's name ("Pages of the patient list"). */
  label: string;
  /** There are pages after `pages` (a count the server capped): no last page, "Next" stays. */
  more?: boolean;
  param?: string;
  summary?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const to = (n: number) => ({ search: searchWithPage(search, n, param) });
  const step = (n: number, text: string, icon: ReactNode, iconAfter = false) => {
    const content = (
      <>
        {iconAfter ? null : icon}
        <span className="sr-only sm:not-sr-only">{text}</span>
        {iconAfter ? icon : null}
      </>
    );
    return n < 1 || (n > pages && !more) ? (
      <span aria-disabled="true" className={cn(item, idle, 'cursor-not-allowed opacity-50')}>
        {content}
      </span>
    ) : (
      <Link to={to(n)} className={cn(item, idle)}>
        {content}
      </Link>
    );
  };
  return (
    <nav
      aria-label={label}
      className={cn('mt-4 flex flex-wrap items-center justify-between gap-3 text-sm', className)}
    >
      {summary ? (
        <p className="text-muted" aria-live="polite">
          {summary}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {children}
        {pages > 1 || more ? (
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              {step(page - 1, t('pager.previous'), <ChevronLeft aria-hidden="true" className="size-4" />)}
            </li>
            {pageItems(page, pages, more).map((n, i) =>
              n === 'gap' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position
                <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
                  …
                </li>
              ) : (
                <li key={n}>
                  <Link
                    to={to(n)}
                    aria-label={t('pager.page', { page: n })}
                    aria-current={n === page ? 'page' : undefined}
                    className={cn(item, n === page ? 'bg-primary text-primary-fg' : idle)}
                  >
                    {n}
                  </Link>
                </li>
              ),
            )}
            <li>
              {step(page + 1, t('pager.next'), <ChevronRight aria-hidden="true" className="size-4" />, true)}
            </li>
          </ul>
        ) : null}
      </div>
    </nav>
  );
}
