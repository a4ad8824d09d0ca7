import type { AppointmentListItem, AppointmentView } from '@verdant/shared/appointments';
import { MapPin, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingStatus } from '../../components/ui/loading-status.tsx';
import { locale } from '../../lib/format.ts';
import { queryKeys } from '../../lib/api/query-keys.ts';
import { useApiQuery } from '../../lib/api/query.ts';
import { upcomingAppointments } from './appointments-api.ts';

/** Day and time of an appointment in the viewer's own time zone (the browser's), with its zone. */
export function appointmentWhen(
  item: Pick<AppointmentListItem, 'start' | 'end'>,
  loc: string,
  timeZone?: string,
) {
  const start = new Date(item.start);
  const end = new Date(item.end);
  const zone = timeZone ? { timeZone } : {};
  const day = new Intl.DateTimeFormat(loc, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...zone,
  }).format(start);
  const from = new Intl.DateTimeFormat(loc, { hour: 'numeric', minute: '2-digit', ...zone }).format(start);
  const to = new Intl.DateTimeFormat(loc, {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...zone,
  }).format(end);
  return { day, time: `${from} – ${to}` };
}

function Place({ location }: { location: AppointmentListItem['location'] }) {
  const { t } = useTranslation();
  const place = [location.city, location.country].filter(Boolean).join(', ');
  if (location.online && !location.inPerson) {
    return (
      <span className="inline-flex items-center gap-1">
        <Video aria-hidden="true" className="size-3.5" />
        {t('dashboard:appointments.video')}
      </span>
    );
  }
  if (!location.inPerson) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <MapPin aria-hidden="true" className="size-3.5" />
      {location.online
        ? t('dashboard:appointments.placeOrVideo', { place: place || t('dashboard:appointments.inPerson') })
        : place || t('dashboard:appointments.inPerson')}
    </span>
  );
}

function Row({ item, as }: { item: AppointmentListItem; as: AppointmentView }) {
  const { t } = useTranslation();
  const { day, time } = appointmentWhen(item, locale());
  const who =
    as === 'patient'
      ? item.provider.type
        ? t('dashboard:appointments.withProvider', {
            name: item.provider.name,
            type: t(`site:care.types.${item.provider.type}`),
          })
        : item.provider.name
      : as === 'practice'
        ? t('dashboard:appointments.patientWith', {
            patient: item.patient?.name,
            provider: item.provider.name,
          })
        : (item.patient?.name ?? '');
  return (
    <li className="flex gap-3 py-3" data-testid="appointment">
      <time
        dateTime={item.start}
        className="w-20 shrink-0 rounded-md bg-accent px-2 py-1.5 text-center text-xs font-semibold text-primary"
      >
        {day}
      </time>
      <div className="min-w-0 text-sm">
        <p className="font-semibold break-words text-fg" data-testid="appointment-who">
          {who}
        </p>
        <p className="text-fg" data-testid="appointment-time">
          {time}
        </p>
        <p className="flex flex-wrap gap-x-2 text-muted">
          <span>{item.serviceName}</span>
          <Place location={item.location} />
        </p>
      </div>
    </li>
  );
}

/** The dashboard's upcoming appointments, from `GET /api/v1/me/appointments?as=…`. */
export function UpcomingAppointments({ as, title }: { as: AppointmentView; title: string }) {
  const { t } = useTranslation();
  const data = useApiQuery(queryKeys.appointments(as), (signal) => upcomingAppointments(as, signal));
  return (
    <Card title={title} className="sm:col-span-2">
      <div data-testid="upcoming-appointments" aria-busy={data.loading || undefined}>
        {data.loading ? (
          <LoadingStatus className="text-sm" label={t('dashboard:appointments.loading')} />
        ) : null}
        {data.error ? (
          <Alert>
            {t('dashboard:appointments.error')}{' '}
            <Button variant="ghost" size="sm" onClick={data.reload}>
              {t('dashboard:appointments.retry')}
            </Button>
          </Alert>
        ) : null}
        {data.data && data.data.items.length === 0 ? (
          <p className="text-sm text-muted" data-testid="appointments-empty">
            {t('dashboard:appointments.empty')}
          </p>
        ) : null}
        {data.data && data.data.items.length > 0 ? (
          <ul className="-my-3 divide-y divide-border">
            {data.data.items.map((item) => (
              <Row key={item.id} item={item} as={as} />
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}
