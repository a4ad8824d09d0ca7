import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate } from '../../lib/format.ts';
import { patientsApi } from './patients-api.ts';
import { StatusBadge } from './patient-ui.tsx';

/**
 * A landing screen's "recent patients": the five the caller may see with the latest visits, each
 * opening its record, and the way to the whole list.
 */
export function RecentPatientsCard({
  title,
  detailBase,
  listPath,
  noun = 'patients',
}: {
  title: string;
  /** Where a record opens (`/dietitian/patients`, `/patients`). */
  detailBase: string;
  listPath: string;
  noun?: 'patients' | 'clients';
}) {
  const { t } = useTranslation('patients');
  const query = { status: 'active', sort: '-lastVisit', page: 1, pageSize: 5 } as const;
  const list = useApiQuery(queryKeys.patients.list(JSON.stringify(query)), (signal) =>
    patientsApi.list(query, signal),
  );
  const items = list.data?.items ?? [];
  return (
    <Card title={title}>
      {list.loading ? <Spinner /> : null}
      {list.error ? <p className="text-sm text-danger">{errorMessage(list.error, t)}</p> : null}
      {list.data && items.length === 0 ? (
        <p className="text-sm text-muted">
          {t(noun === 'clients' ? 'clients.emptyTitle' : 'list.emptyTitle')}
        </p>
      ) : null}
      {items.length ? (
        <ul className="space-y-2 text-sm">
          {items.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0">
                <Link
                  to={`${detailBase}/${p.id}`}
                  className="font-medium break-words underline-offset-2 hover:underline"
                >
                  {p.lastName}, {p.firstName}
                </Link>
                <span className="block text-muted">
                  {t('fields.lastVisit')}: {p.lastVisitAt ? formatDate(p.lastVisitAt) : t('overview.never')}
                </span>
              </span>
              <StatusBadge status={p.status} />
            </li>
          ))}
        </ul>
      ) : null}
      {list.data ? (
        <Link
          to={listPath}
          className="mt-3 inline-block text-sm font-medium text-primary underline underline-offset-4"
        >
          {t(noun === 'clients' ? 'clients.allLink' : 'list.allLink', { count: list.data.total })}
        </Link>
      ) : null}
    </Card>
  );
}
