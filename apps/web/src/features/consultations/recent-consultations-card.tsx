import { useTranslation } from 'react-i18next';
import { ListCard } from '../../components/list-card.tsx';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDateTime } from '../../lib/format.ts';
import { consultationsApi } from './consultations-api.ts';
import { ConsultationStatusBadge } from './consultation-ui.tsx';

/** A landing screen's latest consultations, each opening its record. */
export function RecentConsultationsCard({ title, base }: { title: string; base: string }) {
  const { t } = useTranslation('consultations');
  const query = { page: 1, pageSize: 5 };
  const read = useApiQuery(queryKeys.consultations.list(JSON.stringify(query)), (signal) =>
    consultationsApi.list(query, signal),
  );
  return (
    <ListCard
      title={title}
      read={read}
      items={read.data?.items ?? []}
      empty={t('list.emptyTitle')}
      render={(c) => ({
        to: `${base}/${c.id}`,
        title: `${c.patient.lastName}, ${c.patient.firstName}`,
        line: `${formatDateTime(c.occurredAt)} · ${t(`sessionTypes.${c.sessionType}`)}`,
        badge: <ConsultationStatusBadge status={c.status} />,
      })}
      more={{ to: base, label: t('list.allLink') }}
    />
  );
}
