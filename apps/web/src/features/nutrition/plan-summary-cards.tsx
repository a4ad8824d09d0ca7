import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListCard } from '../../components/list-card.tsx';
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
  const read = useApiQuery(queryKeys.dietPlans.list(JSON.stringify(query)), (signal) =>
    dietPlansApi.list(query, signal),
  );
  return (
    <ListCard
      title={title}
      read={read}
      items={read.data?.items ?? []}
      empty={t('list.emptyTitle')}
      render={(p) => ({
        to: `/dietitian/diet-plans/${p.id}`,
        title: p.name,
        line: `${p.patient.firstName} ${p.patient.lastName}`,
        badge: <PlanStatusBadge status={p.status} />,
      })}
      more={{ to: '/dietitian/diet-plans', label: t('summary.all') }}
    />
  );
}
