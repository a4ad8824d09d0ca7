import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { apiErrorOf } from '../../lib/api/errors.ts';

/**
 * The answer to PATIENT_LIMIT_REACHED: the plan's limit (from the error's details) and where to
 * upgrade (the organization's plan, in settings). Renders nothing for any other failure.
 */
export function PlanLimitNotice({ error }: { error: unknown }) {
  const { t } = useTranslation('patients');
  const api = apiErrorOf(error);
  if (api?.code !== 'PATIENT_LIMIT_REACHED') return null;
  const limit = typeof api.details.limit === 'number' ? api.details.limit : null;
  const plan = typeof api.details.plan === 'string' ? api.details.plan : null;
  return (
    <Alert variant="warning" className="space-y-1">
      <p>{t('limit.title')}</p>
      <p className="font-normal">
        {limit !== null
          ? t('limit.body', { limit, plan: plan ? t(`limit.plans.${plan}`, { defaultValue: plan }) : '' })
          : t('limit.bodyNoFigure')}{' '}
        <Link to="/settings#organization" className="underline underline-offset-2">
          {t('limit.upgrade')}
        </Link>
      </p>
    </Alert>
  );
}

export function isLimitError(error: unknown): boolean {
  return apiErrorOf(error)?.code === 'PATIENT_LIMIT_REACHED';
}
