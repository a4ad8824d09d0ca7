import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { formatDate } from '../../lib/format.ts';
import { CategoryList, StatusBadge } from '../privacy/privacy-ui.tsx';
import { recordConsents } from './workspace-api.ts';

/**
 * A record's consents, for its practice (ADR 0055): what the patient shares with whom outside the
 * practice (a laboratory, an insurer, another practice), for which purpose and until when — those the
 * front desk recorded at intake and those the patient gave in their privacy centre.
 */
export function RecordConsents({ patientId, className }: { patientId: string; className?: string }) {
  const { t } = useTranslation(['workspace', 'privacy']);
  const list = useApiQuery(['patients', 'consents', patientId], (signal) =>
    recordConsents(patientId, signal),
  );
  const items = list.data?.items.filter((g) => g.effect === 'permit') ?? [];
  return (
    <div className={className}>
      <Card title={t('workspace:intake.recordConsents.title')}>
        {list.loading ? <LoadingStatus /> : null}
        {list.error ? <p className="text-sm text-danger">{errorMessage(list.error, t)}</p> : null}
        {list.data && items.length === 0 ? (
          <p className="text-sm text-muted">{t('workspace:intake.recordConsents.empty')}</p>
        ) : null}
        {items.length ? (
          <ul className="divide-y divide-border" data-testid="record-consents">
            {items.map((g) => (
              <li key={g.id} className="space-y-1.5 py-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{g.recipient.name}</span>
                  <StatusBadge status={g.status} />
                </div>
                <p className="text-sm text-muted">
                  {t(`privacy:purposes.${g.purpose}`)} ·{' '}
                  {t('workspace:intake.recordConsents.recordedBy', {
                    date: formatDate(g.start),
                  })}
                  {g.end ? ` ${t('workspace:intake.recordConsents.until', { date: formatDate(g.end) })}` : ''}
                </p>
                <CategoryList categories={g.categories} />
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
    </div>
  );
}
