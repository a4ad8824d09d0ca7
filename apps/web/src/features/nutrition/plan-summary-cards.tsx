import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { dietPlansApi, useMyPlans } from './diet-plans-api.ts';
import { PlanStatusBadge, useNumber } from './plan-ui.tsx';

/** The patient's dashboard: today's menu of their shared plan, with the way to the whole Fuel section. */
export function TodayPlanCard({ title }: { title: string }) {
  const { t } = useTranslation('nutrition');
  const nf = useNumber();
  const mine = useMyPlans();
  const plan = mine.data?.items[0];
  const today = plan ? plan.days.find((d) => d.day === (plan.todayDay ?? 1)) : undefined;
  return (
    <Card title={title}>
      {mine.loading ? <Spinner /> : null}
      {mine.error ? <p className="text-sm text-danger">{errorMessage(mine.error, t)}</p> : null}
      {mine.data && !plan ? <p className="text-sm text-muted">{t('summary.none')}</p> : null}
      {plan && today ? (
        <div className="space-y-2 text-sm" data-testid="today-plan">
          <p className="font-medium">{plan.name}</p>
          <p className="text-muted">
            {plan.todayDay === null
              ? t('summary.notToday')
              : t('summary.today', { day: today.day, kcal: nf(today.totals.calories ?? 0) })}
          </p>
          <ul className="space-y-0.5">
            {today.meals.map((m) => (
              <li key={m.slot} className="flex justify-between gap-2">
                <span>{t(`slots.${m.slot}`)}</span>
                <span className="text-muted tabular-nums">{nf(m.kcal)} kcal</span>
              </li>
            ))}
          </ul>
          <Link
            to="/patient/fuel"
            className="inline-block font-medium text-primary underline underline-offset-4"
          >
            {t('summary.open')}
          </Link>
        </div>
      ) : null}
    </Card>
  );
}

/** The dietitian's dashboard: plans lately changed, with the way to the list. */
export function RecentPlansCard({ title }: { title: string }) {
  const { t } = useTranslation('nutrition');
  const query = { pageSize: 5 };
  const list = useApiQuery(queryKeys.dietPlans.list(JSON.stringify(query)), (signal) =>
    dietPlansApi.list(query, signal),
  );
  const items = list.data?.items ?? [];
  return (
    <Card title={title}>
      {list.loading ? <Spinner /> : null}
      {list.error ? <p className="text-sm text-danger">{errorMessage(list.error, t)}</p> : null}
      {list.data && items.length === 0 ? <p className="text-sm text-muted">{t('list.emptyTitle')}</p> : null}
      {items.length ? (
        <ul className="space-y-2 text-sm">
          {items.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0">
                <Link
                  to={`/dietitian/diet-plans/${p.id}`}
                  className="font-medium break-words underline-offset-2 hover:underline"
                >
                  {p.name}
                </Link>
                <span className="block text-muted">
                  {p.patient.firstName} {p.patient.lastName}
                </span>
              </span>
              <PlanStatusBadge status={p.status} />
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to="/dietitian/diet-plans"
        className="mt-3 inline-block text-sm font-medium text-primary underline underline-offset-4"
      >
        {t('summary.all')}
      </Link>
    </Card>
  );
}
