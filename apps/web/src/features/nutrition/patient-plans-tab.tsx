import { Plus, Salad } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { formatCalendarDate } from '../patients/patient-ui.tsx';
import { dietPlansApi } from './diet-plans-api.ts';
import { PlanAdherencePanel } from './plan-adherence.tsx';
import { PlanStatusBadge, useNumber } from './plan-ui.tsx';

/**
 * The diet plans tab of a patient's record. Plans are clinical: the patient's dietitians and medical
 * professionals see them; staff, administrators and fitness professionals are told so instead.
 */
export function PatientPlansTab({ patientId, planBase }: { patientId: string; planBase: string }) {
  const { t, i18n } = useTranslation('nutrition');
  const { roles } = useAuth();
  const nf = useNumber();
  const allowed = roles.includes('dietitian') || roles.includes('medical');
  const query = { patientId, pageSize: 50 };
  const list = useApiQuery(allowed ? queryKeys.dietPlans.list(JSON.stringify(query)) : null, (signal) =>
    dietPlansApi.list(query, signal),
  );
  if (!allowed) {
    return (
      <EmptyState
        icon={<Salad className="size-8" />}
        title={t('tab.clinicalTitle')}
        description={t('tab.clinicalBody')}
      />
    );
  }
  const items = list.data?.items ?? [];
  // the meal log's adherence: the active plan, else the latest one the patient followed
  const followed = items.find((p) => p.status === 'active') ?? items.find((p) => p.status === 'completed');
  const newLink = roles.includes('dietitian') ? (
    <Link to={`${planBase}/new?patientId=${encodeURIComponent(patientId)}`} className={buttonClasses({})}>
      <Plus aria-hidden="true" className="size-4" />
      {t('tab.new')}
    </Link>
  ) : null;
  return (
    <div className="space-y-3">
      {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('common:loading')}
        </p>
      ) : null}
      {list.data && items.length === 0 ? (
        <EmptyState
          icon={<Salad className="size-8" />}
          title={t('tab.emptyTitle')}
          description={t('tab.emptyBody')}
          action={newLink}
        />
      ) : null}
      {items.length ? (
        <>
          <div className="flex justify-end">{newLink}</div>
          <ul className="divide-y divide-border rounded-lg border border-border bg-card">
            {items.map((plan) => (
              <li key={plan.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`${planBase}/${plan.id}`}
                    className="font-medium break-words underline-offset-2 hover:underline"
                  >
                    {plan.name}
                  </Link>
                  <p className="text-sm text-muted">
                    {formatCalendarDate(plan.startDate, i18n.language)} –{' '}
                    {formatCalendarDate(plan.endDate, i18n.language)} ·{' '}
                    {t('list.kcal', { kcal: nf(plan.caloriesTarget) })}
                  </p>
                </div>
                <PlanStatusBadge status={plan.status} />
              </li>
            ))}
          </ul>
          {followed ? (
            <PlanAdherencePanel key={followed.id} planId={followed.id} planName={followed.name} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
