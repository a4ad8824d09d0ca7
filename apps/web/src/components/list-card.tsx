import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../lib/api/errors.ts';
import type { ApiData } from '../lib/api/query.ts';
import { Card } from './ui/card.tsx';
import { Spinner } from './ui/spinner.tsx';

/**
 * A landing screen's card of a few recent records: loading, the error in words, an empty line, each
 * record as a title (its link), a line under it and a badge, and a link to the whole list. A feature
 * gives the read (`useApiQuery` of a page) and says how a record reads.
 */
export function ListCard<T extends { id: string }>({
  title,
  read,
  items,
  empty,
  render,
  more,
}: {
  title: string;
  read: Pick<ApiData<unknown>, 'data' | 'error' | 'loading'>;
  items: readonly T[];
  empty: string;
  render: (item: T) => { to: string; title: ReactNode; line?: ReactNode; badge?: ReactNode };
  /** The whole list (shown once the read answered). */
  more?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  return (
    <Card title={title}>
      {read.loading ? <Spinner /> : null}
      {read.error ? <p className="text-sm text-danger">{errorMessage(read.error, t)}</p> : null}
      {read.data && items.length === 0 ? <p className="text-sm text-muted">{empty}</p> : null}
      {items.length ? (
        <ul className="space-y-2 text-sm">
          {items.map((item) => {
            const row = render(item);
            return (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0">
                  <Link to={row.to} className="font-medium break-words underline-offset-2 hover:underline">
                    {row.title}
                  </Link>
                  {row.line ? <span className="block text-muted">{row.line}</span> : null}
                </span>
                {row.badge}
              </li>
            );
          })}
        </ul>
      ) : null}
      {more && read.data ? (
        <Link
          to={more.to}
          className="mt-3 inline-block text-sm font-medium text-primary underline underline-offset-4"
        >
          {more.label}
        </Link>
      ) : null}
    </Card>
  );
}
