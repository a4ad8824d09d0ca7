import type {
  CalendarAppointment,
  PatientAppointments as PatientAppointmentsData,
} from '@verdant/shared/calendar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/banner.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { api } from '../../lib/api/client.ts';
import { errorMessage } from '../../lib/api/errors.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { formatDateTime } from '../../lib/format.ts';

/**
 * The record's appointments tab: every appointment of this patient in the practice
 * (`GET /api/v1/patients/{id}/appointments`, read through the patient scope and audited), upcoming
 * soonest first, then the past and cancelled ones; each opens in the calendar.
 */
export function PatientAppointments({ patientId, icon }: { patientId: string; icon: ReactNode }) {
  const { t } = useTranslation('patients');
  const data = useApiQuery(queryKeys.patients.appointments(patientId), (signal) =>
    api<PatientAppointmentsData>(`/api/v1/patients/${encodeURIComponent(patientId)}/appointments`, {
      signal,
    }),
  );
  if (data.error) return <Alert>{errorMessage(data.error, t)}</Alert>;
  if (!data.data) return null;
  const { upcoming, past } = data.data;
  if (upcoming.length === 0 && past.length === 0) {
    return (
      <EmptyState
        icon={icon}
        title={t('appointments.emptyTitle')}
        description={t('appointments.emptyBody')}
      />
    );
  }
  const list = (items: CalendarAppointment[]) => (
    <ul
      className="divide-y divide-border rounded-lg border border-border bg-card"
      data-testid="patient-appointments"
    >
      {items.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
          <span>
            <Link
              to={`/calendar?view=day&date=${a.start.slice(0, 10)}&appointment=${a.id}`}
              className="block font-medium text-primary underline-offset-4 hover:underline"
            >
              {formatDateTime(a.start)}
            </Link>
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
