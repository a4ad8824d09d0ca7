import type { OrganizationSummary } from '@verdant/shared/account';
import { STARTER_PATIENT_LIMIT } from '@verdant/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';

/**
 * A practice's plan and what it allows in patients (Starter: up to 50 active patients;
 * Professional and Enterprise: unlimited), with the plans to compare. Shown in the organization
 * section of settings, where the patient-limit message sends the user.
 */
export function PlanCard({ org }: { org: OrganizationSummary }) {
  const { t } = useTranslation('patients');
  if (org.kind !== 'practice') return null;
  const plan = org.subscription?.plan ?? org.plan;
  return (
    <Card title={t('plan.title')}>
      <p className="text-sm" data-testid="organization-plan-limit">
        {plan === 'starter'
          ? t('plan.starter', { limit: STARTER_PATIENT_LIMIT })
          : t('plan.unlimited', { plan: t(`limit.plans.${plan}`) })}
      </p>
      <Link
        to="/home#pricing"
        className="mt-3 inline-block text-sm font-medium text-primary underline underline-offset-4"
      >
        {t('plan.compare')}
      </Link>
    </Card>
  );
}
