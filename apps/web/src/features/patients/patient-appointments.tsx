import type { AppointmentListItem, AppointmentView, MyAppointments } from '@verdant/shared/appointments';
import { MAX_APPOINTMENTS_PAGE } from '@verdant/shared/appointments';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { api } from '../../lib/api/client.ts';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useAuth } from '../../lib/auth/index.ts';
import { formatDateTime } from '../../lib/format.ts';

/**
 * The patient's appointments as the signed-in user sees them on their own agenda: a practice's
 * staff and administrators see every appointment of the practice, a professional those booked
 * with them (the appointments API's two viewers). Upcoming first, then the latest past ones.
 */
export function PatientAppointments({ patientId, icon }: { patientId: string; icon: ReactNode }) {
  const { t } = useTranslation('patients');
  const { roles } = useAuth();
  const as: AppointmentView = roles.includes('admin') || roles.includes('staff') ? 'practice' : 'provider';
  const read = (upcoming: boolean, signal: AbortSignal) =>
    api<MyAppointments>('/api/v1/me/appointments', {
      query: { as, upcoming, limit: MAX_APPOINTMENTS_PAGE },
      signal,
    });
  const data = useApiQuery(queryKeys.patients.appointments(as), async (signal) => {
    const [upcoming, past] = await Promise.all([read(true, signal), read(false, signal)]);
    return { upcoming: upcoming.items, past: past.items };
  });
  const mine = (items: AppointmentListItem[]) => items.filter((a) => a.patient?.id === patientId);
  const upcoming = data.data ? mine(data.data.upcoming) : [];
  const past = data.data ? mine(data.data.past) : [];

  if (data.error) return <Alert>{errorMessage(data.error, t)}</Alert>;
  if (!data.data) return null;
  if (upcoming.length === 0 && past.length === 0) {
    return (
      <EmptyState
        icon={icon}
        title={t('appointments.emptyTitle')}
        description={t('appointments.emptyBody')}
      />
    );
  }
  const list = (items: AppointmentListItem[]) => (
    <ul className="divide-y divide-border rounded-lg border border-border bg-card">
      {items.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
          <span>
            <span className="block font-medium">{formatDateTime(a.start)}</span>
            <span className="text-muted">
              {a.serviceName} · {a.provider.name} · {t('appointments.minutes', { count: a.durationMinutes })}
            </span>
          </span>
          <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold ring-1 ring-border">
            {t(`appointments.statuses.${a.status}`, { defaultValue: a.status })}
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="space-y-5">
      <section aria-labelledby="appt-upcoming">
        <h2 id="appt-upcoming" className="mb-2 text-base font-semibold">
          {t('appointments.upcoming')}
        </h2>
        {upcoming.length ? (
          list(upcoming)
        ) : (
          <p className="text-sm text-muted">{t('appointments.noneUpcoming')}</p>
        )}
      </section>
      {past.length ? (
        <section aria-labelledby="appt-past">
          <h2 id="appt-past" className="mb-2 text-base font-semibold">
            {t('appointments.past')}
          </h2>
          {list(past)}
        </section>
      ) : null}
    </div>
  );
}
