import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { locale } from '../../lib/format.ts';
import { type Billing, discountPercent, PLAN_CURRENCY, PLANS, type Plan, planPrice } from './pricing.ts';
import { formatMoney } from '../../lib/time.ts';

function PlanCard({ plan, billing }: { plan: Plan; billing: Billing }) {
  const { t } = useTranslation('site');
  const headingId = useId();
  const loc = locale();
  const price = plan.monthlyMinor === null ? null : planPrice(plan.monthlyMinor, billing);
  const cta =
    plan.id === 'enterprise'
      ? { to: '/demo', label: t('pricing.contactSales') }
      : { to: `/auth?mode=signup&plan=${plan.id}&billing=${billing}`, label: t('pricing.startTrial') };
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        plan.mostPopular ? 'border-primary ring-2 ring-primary' : 'border-border',
      )}
    >
      {plan.mostPopular ? (
        <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-fg">
          {t('pricing.mostPopular')}
        </p>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold text-fg">
        {t(`pricing.plans.${plan.id}.name`)}
      </h3>
      <p className="mt-1 text-sm text-muted">{t(`pricing.plans.${plan.id}.tagline`)}</p>
      <div className="mt-5 min-h-20" data-testid={`plan-${plan.id}-price`}>
        {price ? (
          <>
            <p className="flex items-baseline gap-1">
              <span className="text-4xl font-bold tracking-tight text-fg">
                {formatMoney(price.perMonthMinor, PLAN_CURRENCY, loc, true)}
              </span>
              <span className="text-sm text-muted">{t('pricing.perMonth')}</span>
            </p>
            {billing === 'annual' ? (
              <p className="mt-1 text-sm text-muted">
                {t('pricing.billedAnnually', {
                  amount: formatMoney(price.billedMinor, PLAN_CURRENCY, loc, true),
                })}{' '}
                <span className="font-semibold text-primary">
                  {t('pricing.saveAmount', {
                    amount: formatMoney(price.yearlySavingMinor, PLAN_CURRENCY, loc),
                  })}
                </span>
              </p>
            ) : (
              <p className="mt-1 text-sm text-muted">{t('pricing.billedMonthly')}</p>
            )}
          </>
        ) : (
          <>
            <p className="text-4xl font-bold tracking-tight text-fg">{t('pricing.custom')}</p>
            <p className="mt-1 text-sm text-muted">{t('pricing.customNote')}</p>
          </>
        )}
      </div>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-fg">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {t(`pricing.features.${feature}`)}
          </li>
        ))}
      </ul>
      <Link
        to={cta.to}
        className={buttonClasses({
          variant: plan.mostPopular ? 'primary' : 'secondary',
          className: 'mt-8 w-full',
        })}
      >
        {cta.label}
        <span className="sr-only"> — {t(`pricing.plans.${plan.id}.name`)}</span>
      </Link>
    </article>
  );
}

/** The plans with a monthly / annual switch; annual applies `ANNUAL_DISCOUNT`. */
export function PricingSection() {
  const { t } = useTranslation('site');
  const [billing, setBilling] = useState<Billing>('monthly');
  const percent = discountPercent();
  const option = (value: Billing, label: string) => (
    <button
      type="button"
      aria-pressed={billing === value}
      onClick={() => setBilling(value)}
      className={cn(
        'rounded-full px-4 py-2 text-sm font-medium transition-colors',
        billing === value ? 'bg-primary text-primary-fg shadow-sm' : 'text-fg hover:bg-surface',
      )}
    >
      {label}
    </button>
  );
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-surface py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
            {t('pricing.title')}
          </h2>
          <p className="mt-3 text-muted">{t('pricing.subtitle')}</p>
        </div>
        <fieldset className="mt-8 flex flex-col items-center gap-2">
          <legend className="sr-only">{t('pricing.billingLabel')}</legend>
          <div className="inline-flex rounded-full border border-border bg-card p-1">
            {option('monthly', t('pricing.monthly'))}
            {option('annual', t('pricing.annual'))}
          </div>
          <p className="text-sm font-semibold text-primary" data-testid="annual-saving">
            {t('pricing.savePercent', { percent })}
            <span className="font-normal text-muted"> · {t('pricing.withAnnual')}</span>
          </p>
        </fieldset>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} billing={billing} />
          ))}
        </div>
      </div>
    </section>
  );
}
