import type { AdherenceWeek } from '@verdant/shared/diet-plans';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatCalendarDate } from '../patients/patient-ui.tsx';
import { dietPlansApi } from './diet-plans-api.ts';
import { useNumber } from './plan-ui.tsx';

/**
 * How the patient kept to a plan (docs/decisions/0053), from their meal log: per week, the meals
 * planned, logged, eaten, partly eaten and skipped, and the adherence — eaten plus half of partly,
 * over the meals logged (unlogged meals are not guessed) — with their latest notes.
 */
export function PlanAdherencePanel({ planId, planName }: { planId: string; planName: string }) {
  const { t, i18n } = useTranslation('nutrition');
  const nf = useNumber();
  const data = useApiQuery(queryKeys.dietPlans.adherence(planId), (signal) =>
    dietPlansApi.adherence(planId, signal),
  );
  const pct = (v: number | null) => (v === null ? '—' : `${nf(v)} %`);
  const columns: Column<AdherenceWeek>[] = [
    {
      key: 'week',
      header: t('adherence.week'),
      primary: true,
      cell: (w) => t('adherence.weekOf', { date: formatCalendarDate(w.weekStart, i18n.language) }),
    },
    { key: 'adherence', header: t('adherence.adherence'), cell: (w) => pct(w.adherence) },
    {
      key: 'logged',
      header: t('adherence.logged'),
      cell: (w) => t('adherence.loggedOf', { logged: w.logged, planned: w.planned }),
    },
    { key: 'eaten', header: t('mealLog.status.eaten'), cell: (w) => w.eaten },
    { key: 'partly', header: t('mealLog.status.partly'), cell: (w) => w.partly },
    { key: 'skipped', header: t('mealLog.status.skipped'), cell: (w) => w.skipped },
  ];
  const overall = data.data?.overall;
  return (
    <section
      aria-labelledby={`adherence-${planId}`}
      className="space-y-3 rounded-lg border border-border bg-card p-4"
      data-testid="plan-adherence"
    >
      <div>
        <h3 id={`adherence-${planId}`} className="text-base font-semibold">
          {t('adherence.title', { plan: planName })}
        </h3>
        <p className="text-sm text-muted">{t('adherence.intro')}</p>
      </div>
      {data.loading ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('common:loading')}
        </p>
      ) : null}
      {data.error ? <Alert>{errorMessage(data.error, t)}</Alert> : null}
      {overall && overall.logged === 0 ? <p className="text-sm text-muted">{t('adherence.none')}</p> : null}
      {overall && overall.logged > 0 ? (
        <>
          <p className="text-sm" data-testid="adherence-overall">
            {t('adherence.overall', {
              percent: pct(overall.adherence),
              logged: overall.logged,
              planned: overall.planned,
            })}
          </p>
          <DataTable
            caption={t('adherence.caption')}
            columns={columns}
            rows={data.data?.weeks.filter((w) => w.planned > 0 || w.logged > 0) ?? []}
            rowKey={(w) => w.weekStart}
            dense
          />
          {data.data?.notes.length ? (
            <div>
              <h4 className="text-sm font-semibold">{t('adherence.notes')}</h4>
              <ul className="mt-1 space-y-1 text-sm">
                {data.data.notes.map((n) => (
                  <li key={`${n.day}-${n.slot}`} className="break-words">
                    <span className="text-muted">
                      {formatCalendarDate(n.day, i18n.language)} · {t(`slots.${n.slot}`)} ·{' '}
                      {t(`mealLog.status.${n.status}`)}:
                    </span>{' '}
                    {n.note}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
