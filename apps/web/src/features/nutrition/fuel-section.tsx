import type { PatientDietPlan } from '@verdant/shared/diet-plans';
import { Download, Salad, ShoppingBasket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { formatCalendarDate, UnitSwitch } from '../patients/patient-ui.tsx';
import { useUnitSystem } from '../patients/units.ts';
import { dietPlansApi, useMyPlans } from './diet-plans-api.ts';
import { MealLogPanel } from './meal-log.tsx';
import { useAmount, useGroupName, useNumber, useWeight } from './plan-ui.tsx';

function PlanDays({ plan }: { plan: PatientDietPlan }) {
  const { t } = useTranslation('nutrition');
  const units = useUnitSystem();
  const amount = useAmount();
  const nf = useNumber();
  const [day, setDay] = useState(plan.todayDay ?? 1);
  return (
    <Tabs<string>
      label={t('fuel.days')}
      value={String(day)}
      onChange={(k) => setDay(Number(k))}
      className="[&_[role=tablist]]:flex-wrap"
      items={plan.days.map((d) => ({
        key: String(d.day),
        label: d.day === plan.todayDay ? t('fuel.today', { day: d.day }) : t('view.day', { day: d.day }),
        panel: (
          <div className="space-y-3">
            {d.note ? <p className="text-sm italic text-muted">{d.note}</p> : null}
            <p className="text-sm text-muted tabular-nums" data-testid="fuel-day-totals">
              {(['calories', 'protein', 'carbs', 'fat', 'fiber'] as const)
                .map((n) => {
                  const v = d.totals[n];
                  return `${t(`nutrients.${n}`)} ${v === null ? t('totals.notReported') : `${nf(v)} ${n === 'calories' ? 'kcal' : 'g'}`}`;
                })
                .join(' · ')}
            </p>
            {d.meals.length === 0 ? <p className="text-sm text-muted">{t('view.emptyDay')}</p> : null}
            {d.meals.map((meal) => (
              <section
                key={meal.slot}
                aria-label={t(`slots.${meal.slot}`)}
                className="rounded-lg border border-border bg-card p-4"
              >
                <h3 className="mb-2 flex items-baseline justify-between gap-2 font-semibold">
                  {t(`slots.${meal.slot}`)}
                  <span className="text-sm font-normal text-muted tabular-nums">{nf(meal.kcal)} kcal</span>
                </h3>
                <ul className="space-y-1.5 text-sm">
                  {meal.items.map((item, k) => (
                    <li key={`${item.ndbNo}-${k.toString()}`} className="break-words">
                      <span className="font-medium">{item.description}</span>
                      <span className="block text-muted">{amount(item, units)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ),
      }))}
    />
  );
}

function ShoppingList({ plan }: { plan: PatientDietPlan }) {
  const { t } = useTranslation('nutrition');
  const units = useUnitSystem();
  const weight = useWeight();
  const group = useGroupName();
  return (
    <section aria-labelledby={`shop-${plan.id}`} className="rounded-lg border border-border bg-card p-4">
      <h2 id={`shop-${plan.id}`} className="mb-1 flex items-center gap-2 text-base font-semibold">
        <ShoppingBasket aria-hidden="true" className="size-5" />
        {t('fuel.shopping')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('fuel.shoppingHint')}</p>
      <div className="space-y-3" data-testid="shopping-list">
        {plan.shoppingList.map((g) => (
          <div key={g.groupCode}>
            <h3 className="text-sm font-semibold">{group(g.groupCode)}</h3>
            <ul className="mt-1 space-y-0.5 text-sm">
              {g.items.map((item) => (
                <li key={item.ndbNo} className="flex flex-wrap justify-between gap-x-3">
                  <span className="min-w-0 break-words">{item.description}</span>
                  <span className="text-muted tabular-nums">{weight(item.grams, units)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/** `/patient/fuel`: the active plan the dietitian shared, day by day in the patient's units, and the week's shopping. */
export function FuelSection() {
  const { t, i18n } = useTranslation('nutrition');
  const units = useUnitSystem();
  const nf = useNumber();
  const mine = useMyPlans();
  const plans = mine.data?.items ?? [];
  return (
    <div>
      <PageHeader title={t('fuel.title')} description={t('fuel.intro')} actions={<UnitSwitch />} />
      {mine.loading ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('common:loading')}
        </p>
      ) : null}
      {mine.error ? <Alert>{errorMessage(mine.error, t)}</Alert> : null}
      {mine.data && plans.length === 0 ? (
        <EmptyState
          icon={<Salad className="size-8" />}
          title={t('fuel.emptyTitle')}
          description={t('fuel.emptyBody')}
        />
      ) : null}
      {plans.map((plan) => (
        <div key={plan.id} className="grid gap-4 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            <section
              aria-labelledby={`plan-${plan.id}`}
              className="rounded-lg border border-border bg-card p-4"
            >
              <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h2 id={`plan-${plan.id}`} className="text-lg font-semibold">
                    {plan.name}
                  </h2>
                  <p className="text-sm text-muted">
                    {plan.practiceName} · {formatCalendarDate(plan.startDate, i18n.language)} –{' '}
                    {formatCalendarDate(plan.endDate, i18n.language)}
                  </p>
                </div>
                <a
                  href={dietPlansApi.pdfUrl(plan.id, {
                    lang: i18n.language,
                    units,
                    download: true,
                    mine: true,
                  })}
                  download
                  className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                >
                  <Download aria-hidden="true" className="size-4" />
                  {t('view.pdf')}
                </a>
              </div>
              <p className="mb-3 text-sm">
                {t('fuel.target', { kcal: nf(plan.targets.calories.target), days: plan.menuDays })}
              </p>
              {plan.goals ? <p className="mb-2 text-sm whitespace-pre-wrap">{plan.goals}</p> : null}
              {plan.description ? (
                <p className="mb-2 text-sm whitespace-pre-wrap text-muted">{plan.description}</p>
              ) : null}
              <PlanDays plan={plan} />
            </section>
          </div>
          <div className="space-y-4">
            <MealLogPanel plan={plan} />
            <ShoppingList plan={plan} />
            {plan.mealPrepNotes ? (
              <section
                aria-labelledby={`prep-${plan.id}`}
                className="rounded-lg border border-border bg-card p-4 text-sm"
              >
                <h2 id={`prep-${plan.id}`} className="mb-1 text-base font-semibold">
                  {t('fields.mealPrepNotes')}
                </h2>
                <p className="whitespace-pre-wrap">{plan.mealPrepNotes}</p>
              </section>
            ) : null}
          </div>
        </div>
      ))}
    </div>
  );
}
