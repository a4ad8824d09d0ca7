import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDateTime } from '../../lib/format.ts';
import { consultationsApi } from './consultations-api.ts';
import { ConsultationStatusBadge } from './consultation-ui.tsx';

/** A landing screen's latest consultations (drafts to finish first), each opening its record. */
export function RecentConsultationsCard({ title, base }: { title: string; base: string }) {
  const { t } = useTranslation('consultations');
  const query = { page: 1, pageSize: 5 };
  const list = useApiQuery(queryKeys.consultations.list(JSON.stringify(query)), (signal) =>
    consultationsApi.list(query, signal),
  );
  const items = list.data?.items ?? [];
  return (
    <Card title={title}>
      {list.loading ? <Spinner /> : null}
      {list.error ? <p className="text-sm text-danger">{errorMessage(list.error, t)}</p> : null}
      {list.data && items.length === 0 ? <p className="text-sm text-muted">{t('list.emptyTitle')}</p> : null}
      {items.length ? (
        <ul className="space-y-2 text-sm">
          {items.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0">
                <Link
                  to={`${base}/${c.id}`}
                  className="font-medium break-words underline-offset-2 hover:underline"
                >
                  {c.patient.lastName}, {c.patient.firstName}
                </Link>
                <span className="block text-muted">
                  {formatDateTime(c.occurredAt)} · {t(`sessionTypes.${c.sessionType}`)}
                </span>
              </span>
              <ConsultationStatusBadge status={c.status} />
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to={base}
        className="mt-3 inline-block text-sm font-medium text-primary underline underline-offset-4"
      >
        {t('list.allLink')}
      </Link>
    </Card>
  );
}
