import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate } from '../../lib/format.ts';
import { FlagBadge, LabStatusBadge, useAnalyteName } from './lab-ui.tsx';
import { labsApi } from './labs-api.ts';

const ORDER = (id: string) => `/lab/orders/${id}`;

/** The laboratory landing screen's panels: orders to accept, orders waiting for results. */
export function LabDashboardPanel({ kind, title }: { kind: 'orders' | 'results'; title: string }) {
  const { t } = useTranslation('labs');
  const query =
    kind === 'orders'
      ? { status: 'ordered' as const, pageSize: 5 }
      : { status: 'attention' as const, pageSize: 5 };
  const list = useApiQuery(queryKeys.labs.list('laboratory', `panel:${kind}`), (signal) =>
    labsApi.list('laboratory', query, signal),
  );
  return (
    <Card
      title={title}
      actions={
        <Link
          to={kind === 'orders' ? '/lab/orders' : '/lab/results'}
          className="text-sm font-medium text-primary underline underline-offset-4"
        >
          {t('dashboard.open')}
        </Link>
      }
    >
      <p className="mb-2 text-sm text-muted">
        {kind === 'orders' ? t('dashboard.incoming') : t('dashboard.toResult')}
      </p>
      {list.loading ? <LoadingStatus /> : null}
      {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
      {list.data && list.data.items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Inbox aria-hidden="true" className="size-4" />
          {t('dashboard.none')}
        </p>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ul className="divide-y divide-border text-sm" data-testid={`lab-panel-${kind}`}>
          {list.data.items.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={ORDER(o.id)} className="font-medium underline-offset-2 hover:underline">
                {o.number}
              </Link>
              <span className="min-w-0 flex-1 truncate text-muted">
                {o.patient.firstName} {o.patient.lastName}
              </span>
              <LabStatusBadge status={o.status} />
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** The patient's landing panel: the newest reviewed results, out-of-range ones first. */
export function PatientLabsPanel({ title }: { title: string }) {
  const { t } = useTranslation('labs');
  const name = useAnalyteName();
  const mine = useApiQuery(queryKeys.labs.mine, (signal) => labsApi.mine(signal));
  const latest = mine.data?.orders[0];
  const results = latest
    ? [...latest.results]
        .sort((a, b) => Number(a.flag === 'normal') - Number(b.flag === 'normal'))
        .slice(0, 4)
    : [];
  return (
    <Card
      title={title}
      actions={
        <Link to="/patient/labs" className="text-sm font-medium text-primary underline underline-offset-4">
          {t('dashboard.open')}
        </Link>
      }
    >
      {mine.loading ? <LoadingStatus /> : null}
      {mine.error ? <Alert>{errorMessage(mine.error, t)}</Alert> : null}
      {mine.data && !latest ? <p className="text-sm text-muted">{t('patient.emptyBody')}</p> : null}
      {latest ? (
        <>
          <p className="mb-2 text-sm text-muted">{formatDate(latest.orderedAt)}</p>
          <ul className="space-y-1 text-sm">
            {results.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>{name(r.loinc, r.name)}</span>
                <FlagBadge flag={r.flag} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
