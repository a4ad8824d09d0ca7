import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { billingApi } from './billing-api.ts';
import { InvoiceStatusBadge, Money } from './billing-ui.tsx';

/** A landing screen's billing panel: outstanding, overdue, paid this month, drafts, the latest invoices. */
export function BillingPanel({ title, base }: { title: string; base: string }) {
  const { t } = useTranslation('billing');
  const summary = useApiQuery(queryKeys.billing.summary, (signal) => billingApi.summary(signal));
  const s = summary.data;
  return (
    <Card
      title={title}
      actions={
        <Link to={base} className="text-sm font-medium text-primary underline underline-offset-4">
          {t('panel.open')}
        </Link>
      }
    >
      {summary.error ? <p className="text-sm text-danger">{errorMessage(summary.error, t)}</p> : null}
      {summary.loading ? <LoadingStatus /> : null}
      {s ? (
        <div className="space-y-3 text-sm" data-testid="billing-panel">
          {s.totals.length === 0 ? <p className="text-muted">{t('panel.empty')}</p> : null}
          {s.totals.map((x) => (
            <dl key={x.currency} className="grid grid-cols-3 gap-2">
              <div>
                <dt className="text-muted">{t('panel.outstanding')}</dt>
                <dd className="font-semibold">
                  <Money minor={x.outstandingMinor} currency={x.currency} />
                </dd>
              </div>
              <div>
                <dt className="text-muted">{t('panel.overdue', { count: x.overdueCount })}</dt>
                <dd className={x.overdueMinor ? 'font-semibold text-danger' : 'font-semibold'}>
                  <Money minor={x.overdueMinor} currency={x.currency} />
                </dd>
              </div>
              <div>
                <dt className="text-muted">{t('panel.paidThisMonth')}</dt>
                <dd className="font-semibold">
                  <Money minor={x.paidThisMonthMinor} currency={x.currency} />
                </dd>
              </div>
            </dl>
          ))}
          {s.drafts ? <p className="text-muted">{t('panel.drafts', { count: s.drafts })}</p> : null}
          {s.recent.length ? (
            <ul className="divide-y divide-border">
              {s.recent.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
                  <Link to={`${base}/invoices/${i.id}`} className="underline-offset-2 hover:underline">
                    {i.number} · {i.patient.firstName} {i.patient.lastName}
                  </Link>
                  <span className="flex items-center gap-2">
                    <InvoiceStatusBadge status={i.status} />
                    <Money minor={i.totalMinor} currency={i.currency} />
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
