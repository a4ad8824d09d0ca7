import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { useMe } from '../../lib/api/me-api.ts';
import { formatDate } from '../../lib/format.ts';

/** The user's organizations with a practice's plan and billing period (laboratories and insurers have no plan). */
export function OrganizationCard() {
  const { t } = useTranslation();
  // A failed read shows nothing: the card is a summary, the dashboard stands without it.
  const organizations = useMe().data?.organizations.filter((o) => o.kind !== 'platform');

  if (!organizations?.length) return null;
  return (
    <Card title={t('dashboard:organization.title')}>
      <ul className="space-y-4 text-sm">
        {organizations.map((o) => (
          <li key={o.id}>
            <p className="font-semibold">{o.name}</p>
            <p className="text-muted">{t(`dashboard:organization.kinds.${o.kind}`)}</p>
            {o.subscription ? (
              <dl className="mt-2 space-y-1">
                <div>
                  <dt className="inline text-muted">{t('dashboard:organization.plan')}: </dt>
                  <dd className="inline font-medium" data-testid="organization-plan">
                    {t('dashboard:organization.planValue', {
                      plan: t(`dashboard:organization.plans.${o.subscription.plan}`),
                      billing: t(`dashboard:organization.billing.${o.subscription.billingPeriod}`),
                    })}
                  </dd>
                </div>
                <div>
                  <dt className="inline text-muted">{t('dashboard:organization.since')}: </dt>
                  <dd className="inline">{formatDate(o.subscription.startedAt)}</dd>
                </div>
              </dl>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
