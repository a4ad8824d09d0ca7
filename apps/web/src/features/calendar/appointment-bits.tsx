import type { AppointmentType, CalendarAppointment, CalendarView } from '@verdant/shared/calendar';
import { MapPin, Phone, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { locale } from '../../lib/format.ts';

/** Small pieces every calendar view shares: times, who, how, and the status colours. */

export function timeOf(instant: string): string {
  return new Intl.DateTimeFormat(locale(), { hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

export function timeRange(a: Pick<CalendarAppointment, 'start' | 'end'>): string {
  return `${timeOf(a.start)} – ${timeOf(a.end)}`;
}

/** The other side of the appointment for this viewer (the practice sees both). */
export function useWho() {
  const { t } = useTranslation('calendar');
  return (a: CalendarAppointment, view: CalendarView): string => {
    if (view === 'patient' || !a.patient) return a.provider.name;
    if (view === 'practice') return t('patientWith', { patient: a.patient.name, provider: a.provider.name });
    return a.patient.name;
  };
}

const TYPE_ICONS = { in_person: MapPin, video: Video, phone: Phone } as const;

export function TypeIcon({ type, className }: { type: AppointmentType; className?: string }) {
  const Icon = TYPE_ICONS[type];
  return <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', className)} />;
}

/** Block colours by status (cancelled and missed ones recede). */
export function statusClasses(status: CalendarAppointment['status']): string {
  switch (status) {
    case 'cancelled':
      return 'border-border bg-surface text-muted line-through';
    case 'no-show':
      return 'border-amber-500/60 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100';
    case 'completed':
      return 'border-border bg-card text-fg';
    default:
      return 'border-primary/40 bg-accent text-fg';
  }
}

export function StatusBadge({ status }: { status: CalendarAppointment['status'] }) {
  const { t } = useTranslation('calendar');
  return (
    <span className="inline-flex rounded-full bg-surface px-2 py-0.5 text-xs font-semibold ring-1 ring-border">
      {t(`statuses.${status}`)}
    </span>
  );
}

/** Provider colours for the practice's side-by-side view (left border). */
const PROVIDER_COLOURS = [
  'border-l-emerald-600',
  'border-l-sky-600',
  'border-l-violet-600',
  'border-l-amber-600',
  'border-l-rose-600',
  'border-l-teal-600',
];

export function providerColour(index: number): string {
  return PROVIDER_COLOURS[
    ((index % PROVIDER_COLOURS.length) + PROVIDER_COLOURS.length) % PROVIDER_COLOURS.length
  ]!;
}
