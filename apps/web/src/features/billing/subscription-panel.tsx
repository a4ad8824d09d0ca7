import {
  BILLING_PERIODS,
  type BillingPeriod,
  ORGANIZATION_PLANS,
  type OrganizationPlan,
  type PlanChangePreview,
} from '@verdant/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form-fields.tsx';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { invalidate, updateCached, useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { subscriptionApi } from './billing-api.ts';
import { Money } from './billing-ui.tsx';

/**
 * The active practice's plan: price, limits in force and their use, history, and changing plan with
 * its effect shown before confirming. Shown at /admin/subscriptions and in the organization settings.
 */
export function SubscriptionPanel() {
  const { t } = useTranslation('billing');
  const sub = useApiQuery(queryKeys.billing.subscription, (signal) => subscriptionApi.get(signal));
  const [plan, setPlan] = useState<OrganizationPlan | null>(null);
  const [period, setPeriod] = useState<BillingPeriod | null>(null);
  const [preview, setPreview] = useState<PlanChangePreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const s = sub.data;
  if (sub.error) return <Alert>{errorMessage(sub.error, t)}</Alert>;
  if (!s) return <LoadingStatus />;
  const chosenPlan = plan ?? s.plan;
  const chosenPeriod = period ?? s.billingPeriod;
  const price = (p: PlanChangePreview['price'], per: BillingPeriod) =>
    p ? (
      <>
        <Money minor={p.billedMinor} currency={s.currency} /> {t(`subscription.per.${per}`)}
        {per === 'annual' ? (
          <span className="text-muted">
            {' '}
            (<Money minor={p.perMonthMinor} currency={s.currency} /> {t('subscription.per.monthly')})
          </span>
        ) : null}
      </>
    ) : (
      t('subscription.custom')
    );

  async function review() {
    setError(null);
    setBusy(true);
    try {
      setPreview(await subscriptionApi.preview({ plan: chosenPlan, billingPeriod: chosenPeriod }));
    } catch (e) {
      setError(errorMessage(e, t));
    } finally {
      setBusy(false);
    }
  }
  async function confirm() {
    setBusy(true);
    try {
      const saved = await subscriptionApi.change({ plan: chosenPlan, billingPeriod: chosenPeriod });
      updateCached(queryKeys.billing.subscription, () => saved);
      await invalidate(queryKeys.me);
      setPreview(null);
      toast({
        variant: 'success',
        title: t('subscription.changed', { plan: t(`subscription.plans.${saved.plan}`) }),
      });
    } catch (e) {
      setError(errorMessage(e, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <Card title={t('subscription.current', { name: s.organization.name })}>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted">{t('subscription.plan')}</dt>
            <dd className="text-lg font-semibold" data-testid="current-plan">
              {t(`subscription.plans.${s.plan}`)}
            </dd>
            <dd className="text-muted">{t(`subscription.period.${s.billingPeriod}`)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('subscription.price')}</dt>
            <dd>{price(s.price, s.billingPeriod)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('subscription.since')}</dt>
            <dd>{formatDate(s.startedAt)}</dd>
          </div>
        </dl>
        <h3 className="mt-4 text-sm font-semibold">{t('subscription.limits')}</h3>
        <ul className="mt-1 space-y-1 text-sm">
          <li>
            {s.limits.activePatients === null
              ? t('subscription.patientsUnlimited', { count: s.usage.activePatients })
              : t('subscription.patientsOf', {
                  count: s.usage.activePatients,
                  limit: s.limits.activePatients,
                })}
          </li>
          <li>{s.limits.customBranding ? t('subscription.branding') : t('subscription.noBranding')}</li>
          <li>{s.limits.labIntegrations ? t('subscription.labs') : t('subscription.noLabs')}</li>
        </ul>
        <Alert variant="info" className="mt-4">
          {t('subscription.noProcessor')}
        </Alert>
      </Card>

      {s.canManage ? (
        <Card title={t('subscription.change')}>
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              label={t('subscription.plan')}
              value={chosenPlan}
              onChange={(v) => {
                setPlan(v as OrganizationPlan);
                setPreview(null);
              }}
              options={ORGANIZATION_PLANS.map((p) => ({ value: p, label: t(`subscription.plans.${p}`) }))}
            />
            <SelectField
              label={t('subscription.billingPeriod')}
              value={chosenPeriod}
              onChange={(v) => {
                setPeriod(v as BillingPeriod);
                setPreview(null);
              }}
              options={BILLING_PERIODS.map((p) => ({ value: p, label: t(`subscription.period.${p}`) }))}
            />
            <div className="flex items-end">
              <Button variant="secondary" loading={busy && !preview} onClick={() => void review()}>
                {t('subscription.review')}
              </Button>
            </div>
          </div>
          {error ? <Alert className="mt-3">{error}</Alert> : null}
          {preview ? (
            <div
              className="mt-4 space-y-3 rounded-md border border-border p-4 text-sm"
              data-testid="plan-preview"
            >
              <p className="font-medium">
                {t('subscription.willBe', {
                  plan: t(`subscription.plans.${preview.plan}`),
                  period: t(`subscription.period.${preview.billingPeriod}`),
                })}{' '}
                {price(preview.price, preview.billingPeriod)}
              </p>
              {preview.changes.length ? (
                <ul className="list-disc space-y-1 pl-5">
                  {preview.changes.map((c) => (
                    <li key={c}>{t(`subscription.effects.${c}`)}</li>
                  ))}
                </ul>
              ) : null}
              {preview.refusal ? (
                <Alert>
                  {preview.refusal.reason === 'tooManyPatients'
                    ? t('subscription.refused', {
                        count: preview.refusal.activePatients,
                        limit: preview.refusal.limit,
                      })
                    : t('subscription.unchanged')}
                </Alert>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <Button loading={busy} onClick={() => void confirm()}>
                    {t('subscription.confirm')}
                  </Button>
                  <Button variant="ghost" onClick={() => setPreview(null)}>
                    {t('common:actions.cancel')}
                  </Button>
                </div>
              )}
            </div>
          ) : null}
        </Card>
      ) : (
        <p className="text-sm text-muted">{t('subscription.askOwner')}</p>
      )}

      <Card title={t('subscription.history')}>
        <ol className="space-y-2 text-sm">
          {s.history.map((h) => (
            <li key={h.at}>
              <span className="text-muted">{formatDateTime(h.at)}</span> ·{' '}
              {t('subscription.historyLine', {
                from: h.fromPlan ? t(`subscription.plans.${h.fromPlan}`) : '—',
                fromPeriod: h.fromPeriod ? t(`subscription.period.${h.fromPeriod}`) : '',
                to: t(`subscription.plans.${h.toPlan}`),
                toPeriod: t(`subscription.period.${h.toPeriod}`),
              })}
              {h.by ? ` · ${h.by}` : ''}
            </li>
          ))}
          <li>
            <span className="text-muted">{formatDate(s.startedAt)}</span> · {t('subscription.started')}
          </li>
        </ol>
      </Card>
    </div>
  );
}
