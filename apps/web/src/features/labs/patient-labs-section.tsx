import type { LabResultFlag } from '@verdant/shared';
import { Download, FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate } from '../../lib/format.ts';
import { num, TrendCharts, useAnalyteName, useRangeText } from './lab-ui.tsx';
import { resultIn, UnitSystemSwitch, useLabUnitSystem } from './lab-units.tsx';
import { labsApi } from './labs-api.ts';

const PLAIN_TONE: Record<LabResultFlag, string> = {
  normal: 'text-emerald-700 dark:text-emerald-300',
  low: 'text-amber-800 dark:text-amber-300',
  high: 'text-amber-800 dark:text-amber-300',
  critical_low: 'text-danger',
  critical_high: 'text-danger',
};

/**
 * `/patient/labs`: the patient's results once a clinician reviewed them (or the practice's automatic
 * release let them through, said so), in their unit system, with a PDF report of the reviewed ones; each value in plain words
 * ("within the usual range", "above the usual range") with its range, the care team's note, the
 * laboratory's report, and the trend of every test measured more than once.
 */
export function PatientLabsSection() {
  const { t } = useTranslation('labs');
  const name = useAnalyteName();
  const range = useRangeText();
  const { i18n } = useTranslation();
  const system = useLabUnitSystem();
  const mine = useApiQuery(queryKeys.labs.mine, (signal) => labsApi.mine(signal));
  const data = mine.data;
  const reviewed = data?.orders.some((o) => o.status === 'reviewed') ?? false;
  return (
    <section aria-labelledby="patient-labs" className="space-y-4">
      <div>
        <h1 id="patient-labs" className="text-2xl font-bold tracking-tight">
          {t('patient.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{t('patient.intro')}</p>
      </div>
      {data && data.orders.length > 0 ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          <UnitSystemSwitch />
          {reviewed ? (
            <a
              href={labsApi.reportUrl(i18n.language.startsWith('es') ? 'es' : 'en')}
              className={buttonClasses({ variant: 'secondary' })}
              download
              data-testid="lab-report"
            >
              <Download aria-hidden="true" className="size-4" />
              {t('patient.downloadReport')}
            </a>
          ) : null}
        </div>
      ) : null}
      {mine.loading ? <LoadingStatus /> : null}
      {mine.error ? <Alert>{errorMessage(mine.error, t)}</Alert> : null}
      {data && data.orders.length === 0 ? (
        <EmptyState
          icon={<FlaskConical className="size-8" />}
          title={t('patient.empty')}
          description={t('patient.emptyBody')}
        />
      ) : null}
      {data?.orders.map((order) => (
        <Card
          key={order.id}
          title={t('patient.from', {
            lab: order.laboratory?.name ?? order.outsideLaboratory ?? order.practice.name,
            date: formatDate(order.orderedAt),
          })}
          description={order.number}
        >
          <ul className="divide-y divide-border" data-testid="patient-results">
            {order.results
              .filter((r) => r.status === 'current')
              .map((reported) => resultIn(reported, system))
              .map((r) => (
                <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                  <div className="min-w-0">
                    <p className="font-medium">{name(r.loinc, r.name)}</p>
                    <p className="text-sm text-muted">
                      {t('patient.usual', { range: range(r.referenceLow, r.referenceHigh, r.unit) })}
                    </p>
                  </div>
                  <div className="text-right">
                    <p className="font-semibold tabular-nums">
                      {num(r.value)} {r.unit}
                    </p>
                    <p className={cn('text-sm font-medium', PLAIN_TONE[r.flag])} data-testid="plain-flag">
                      {t(`patient.plain.${r.flag}`)}
                    </p>
                  </div>
                </li>
              ))}
          </ul>
          {order.status !== 'reviewed' ? (
            <p className="mt-3 text-sm text-muted" data-testid="released-unreviewed">
              {t('patient.releasedUnreviewed')}
            </p>
          ) : null}
          {order.reviewComment ? (
            <div className="mt-3 rounded-md bg-surface p-3 text-sm">
              <p className="font-medium">{t('patient.comment')}</p>
              <p className="whitespace-pre-wrap">{order.reviewComment}</p>
            </div>
          ) : null}
        </Card>
      ))}
      {data?.trends.some((s) => s.points.length >= 2) ? (
        <section aria-labelledby="patient-lab-trends" className="space-y-2">
          <h2 id="patient-lab-trends" className="text-lg font-semibold">
            {t('patient.trends')}
          </h2>
          <TrendCharts series={data.trends} system={system} />
        </section>
      ) : null}
    </section>
  );
}
