import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { CategoryList } from '../privacy/privacy-ui.tsx';
import { ReferralStatusBadge } from './referral-pages.tsx';
import { referralsApi } from './referrals-api.ts';

/**
 * The patient's referrals, on their care-team screen: who referred them to whom, why, where it stands
 * (each step with who and when) and what is shared. Sharing with another practice waits for their
 * approval on the access requests screen.
 */
export function PatientReferrals() {
  const { t } = useTranslation('referrals');
  const mine = useApiQuery(queryKeys.referrals.mine, (signal) => referralsApi.mine(signal));
  const items = mine.data?.items ?? [];
  if (!mine.data || items.length === 0) return null;
  return (
    <Card title={t('patient.title')} description={t('patient.intro')}>
      <ul className="space-y-4" data-testid="patient-referrals">
        {items.map((r) => (
          <li
            key={r.id}
            className="rounded-md border border-border p-3 text-sm"
            data-testid="patient-referral"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium">
                {t('patient.line', {
                  from: r.sender.name,
                  to: r.recipient.name,
                  organization: r.recipient.organizationName,
                })}
              </p>
              <ReferralStatusBadge status={r.status} />
            </div>
            <p className="mt-1 text-muted">{r.reason}</p>
            {r.categories.length ? (
              <div className="mt-2 space-y-1">
                <CategoryList categories={r.categories} />
                <p className="text-muted">{t(`share.${r.share.state}`)}</p>
              </div>
            ) : null}
            {r.appointment ? (
              <p className="mt-1">
                {t('patient.appointment', { date: formatDateTime(r.appointment.start) })}
              </p>
            ) : null}
            <ol className="mt-2 space-y-0.5 text-xs text-muted">
              {r.events
                .filter((e) => e.kind !== 'created')
                .map((e) => (
                  <li key={`${e.at}-${e.kind}`}>
                    {t(`event.${e.kind}`)} · {t('by', { name: e.actorName, date: formatDate(e.at) })}
                  </li>
                ))}
            </ol>
          </li>
        ))}
      </ul>
    </Card>
  );
}
