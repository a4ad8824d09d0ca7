import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { billingApi } from '../billing/billing-api.ts';
import { fitnessApi } from './fitness-api.ts';
import { dayOf } from './routine-view-page.tsx';

/** The trainer's dashboard: the clients' routines most recently changed, with their sessions. */
export function RecentRoutinesCard({ title }: { title: string }) {
  const { t } = useTranslation('fitness');
  const list = useApiQuery(queryKeys.fitness.routines('clients'), (signal) =>
    fitnessApi.routines({ kind: 'clients' }, signal),
  );
  const items = (list.data?.items ?? []).slice(0, 5);
  return (
    <Card title={title}>
      {list.error ? <Alert>{errorMessage(list.error, t)}</Alert> : null}
      {list.loading ? <LoadingStatus /> : null}
      {list.data && items.length === 0 ? <p className="text-sm text-muted">{t('workouts.empty')}</p> : null}
      <ul className="space-y-2 text-sm">
        {items.map((r) => (
          <li key={r.id}>
            <Link
              to={`/fitness/workouts/${r.id}`}
              className="font-medium text-primary underline underline-offset-2"
            >
              {r.patient ? `${r.patient.firstName} ${r.patient.lastName}` : r.name}
            </Link>
            <span className="block text-muted">
              {r.name} · {t('dashboard.sessions', { count: r.sessionCount })}
              {r.lastSessionOn ? ` · ${dayOf(r.lastSessionOn)}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <Link to="/fitness/workouts" className="mt-3 inline-block text-sm font-medium text-primary underline">
        {t('dashboard.allRoutines')}
      </Link>
      <LowPackages />
    </Card>
  );
}

/** The trainer's clients whose session packages are running low (two credits or fewer), linking to their packages. */
function LowPackages() {
  const { t } = useTranslation('fitness');
  const { session } = useAuth();
  const query = { providerUserId: session?.user.id ?? '' };
  const packages = useApiQuery(session ? queryKeys.billing.packages(JSON.stringify(query)) : null, (signal) =>
    billingApi.packages(query, signal),
  );
  const low = (packages.data?.items ?? []).filter((p) => p.low);
  if (low.length === 0) return null;
  return (
    <div className="mt-4 rounded-md bg-warning-bg p-3 text-sm text-warning-fg" data-testid="low-packages">
      <p className="font-medium">{t('packages.lowCount', { count: low.length })}</p>
      <ul className="mt-1 space-y-1">
        {low.map((p) => (
          <li key={p.id}>
            <Link to={`/patients/${p.patient.id}?tab=packages`} className="underline underline-offset-2">
              {p.patient.firstName} {p.patient.lastName}
            </Link>{' '}
            · {t('packages.left', { count: p.remaining, name: p.name })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The patient's summary: the next day of their routine and this week's sessions, linking to the log. */
export function TodayWorkoutCard({ title }: { title: string }) {
  const { t } = useTranslation('fitness');
  const mine = useApiQuery(queryKeys.fitness.myRoutines, (signal) => fitnessApi.myRoutines(signal));
  const routine = mine.data?.items[0];
  const last = routine?.progress?.sessions[0];
  const next = routine ? routine.nextTargets[((last?.dayIndex ?? -1) + 1) % routine.days.length] : undefined;
  const week = routine?.progress?.adherence.at(-1);
  return (
    <Card title={title}>
      {mine.error ? <Alert>{errorMessage(mine.error, t)}</Alert> : null}
      {mine.loading ? <LoadingStatus /> : null}
      {mine.data && !routine ? <p className="text-sm text-muted">{t('patient.empty')}</p> : null}
      {routine && next ? (
        <div className="space-y-1 text-sm" data-testid="today-workout">
          <p className="font-medium">{routine.name}</p>
          <p>{t('dashboard.next', { day: next.name, count: next.exercises.length })}</p>
          {week ? (
            <p className="text-muted">{t('patient.thisWeek', { done: week.done, planned: week.planned })}</p>
          ) : null}
          <Link to="/patient/flow" className="inline-block font-medium text-primary underline">
            {t('dashboard.log')}
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
