import { useTranslation } from 'react-i18next';
import { ListCard } from '../../components/list-card.tsx';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate } from '../../lib/format.ts';
import { patientsApi } from './patients-api.ts';
import { StatusBadge } from './patient-ui.tsx';

/**
 * A landing screen's "recent patients": the five active ones the caller may see with the latest
 * visits, each opening its record, and the way to the whole list.
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
  const read = useApiQuery(queryKeys.patients.list(JSON.stringify(query)), (signal) =>
    patientsApi.list(query, signal),
  );
  const words = noun === 'clients' ? 'clients' : 'list';
  return (
    <ListCard
      title={title}
      read={read}
      items={read.data?.items ?? []}
      empty={t(`${words}.emptyTitle`)}
      render={(p) => ({
        to: `${detailBase}/${p.id}`,
        title: `${p.lastName}, ${p.firstName}`,
        line: `${t('fields.lastVisit')}: ${p.lastVisitAt ? formatDate(p.lastVisitAt) : t('overview.never')}`,
        badge: <StatusBadge status={p.status} />,
      })}
      more={{ to: listPath, label: t(`${words}.allLink`, { count: read.data?.total ?? 0 }) }}
    />
  );
}
