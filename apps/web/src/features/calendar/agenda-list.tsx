import type { CalendarAppointment, CalendarView } from '@verdant/shared/calendar';
import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { cn } from '../../lib/cn.ts';
import { locale } from '../../lib/format.ts';
import { StatusBadge, TypeIcon, timeRange, useWho } from './appointment-bits.tsx';
import { dayOf, startOfDay } from './dates.ts';

/** The agenda: appointments as a list, day by day (the "Appointments" navigation entry). */
export function AgendaList({
  items,
  view,
  onOpen,
}: {
  items: CalendarAppointment[];
  view: CalendarView;
  onOpen(a: CalendarAppointment): void;
}) {
  const { t } = useTranslation('calendar');
  const who = useWho();
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<CalendarX2 className="size-8" />}
        title={t('agenda.emptyTitle')}
        description={t('agenda.emptyBody')}
      />
    );
  }
  const days = [...new Set(items.map((a) => dayOf(a.start)))];
  const today = dayOf(new Date());
  return (
    <div className="space-y-5" data-testid="agenda">
      {days.map((d) => (
        <section key={d} aria-labelledby={`agenda-${d}`}>
          <h2 id={`agenda-${d}`} className="mb-2 text-sm font-semibold text-muted">
            {d === today ? `${t('today')} · ` : ''}
            {new Intl.DateTimeFormat(locale(), { weekday: 'long', day: 'numeric', month: 'long' }).format(
              startOfDay(d),
            )}
          </h2>
          <ul className="divide-y divide-border rounded-lg border border-border bg-card">
            {items
              .filter((a) => dayOf(a.start) === d)
              .map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(a)}
                    data-testid="agenda-appointment"
                    data-appointment={a.id}
                    className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-left text-sm hover:bg-surface"
                  >
                    <span
                      className={cn(
                        'w-28 shrink-0 font-semibold sm:w-40',
                        a.status === 'cancelled' ? 'text-muted line-through' : '',
                      )}
                    >
                      {timeRange(a)}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium break-words">{who(a, view)}</span>
                      <span className="flex items-center gap-1.5 text-muted">
                        <TypeIcon type={a.type} />
                        {a.serviceName} · {t(`types.${a.type}`)}
                      </span>
                    </span>
                    {a.status !== 'scheduled' ? <StatusBadge status={a.status} /> : null}
                  </button>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
