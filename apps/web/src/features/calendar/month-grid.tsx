import type { CalendarAppointment, CalendarView } from '@verdant/shared/calendar';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { locale } from '../../lib/format.ts';
import { statusClasses, timeOf, useWho } from './appointment-bits.tsx';
import { dayOf, startOfDay } from './dates.ts';

const SHOWN_PER_DAY = 3;

/** The month: six weeks of days, each with its first appointments; a day opens the day view. */
export function MonthGrid({
  days,
  month,
  items,
  view,
  onOpen,
  onDay,
}: {
  days: string[];
  /** `YYYY-MM` of the month shown (days of other months are dimmed). */
  month: string;
  items: CalendarAppointment[];
  view: CalendarView;
  onOpen(a: CalendarAppointment): void;
  onDay(day: string): void;
}) {
  const { t } = useTranslation('calendar');
  const who = useWho();
  const today = dayOf(new Date());
  const weekday = new Intl.DateTimeFormat(locale(), { weekday: 'short' });
  return (
    <div className="rounded-lg border border-border bg-card" data-testid="month-grid">
      <div
        className="grid grid-cols-7 border-b border-border text-center text-xs font-semibold text-muted"
        aria-hidden="true"
      >
        {days.slice(0, 7).map((d) => (
          <span key={d} className="truncate px-1 py-2">
            {weekday.format(startOfDay(d))}
          </span>
        ))}
      </div>
      <ol className="grid grid-cols-7">
        {days.map((d) => {
          const mine = items.filter((a) => dayOf(a.start) === d);
          const label = new Intl.DateTimeFormat(locale(), {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
          }).format(startOfDay(d));
          return (
            <li
              key={d}
              className={cn(
                'min-h-20 min-w-0 border-r border-b border-border p-1 sm:min-h-28',
                d.startsWith(month) ? '' : 'bg-surface/60 text-muted',
              )}
            >
              <button
                type="button"
                onClick={() => onDay(d)}
                aria-label={t('openDay', { day: label, count: mine.length })}
                className={cn(
                  'mb-1 inline-flex size-7 items-center justify-center rounded-full text-xs font-semibold hover:bg-surface',
                  d === today ? 'bg-primary text-primary-fg hover:bg-primary' : '',
                )}
              >
                {Number(d.slice(8))}
              </button>
              <ul className="space-y-0.5">
                {mine.slice(0, SHOWN_PER_DAY).map((a) => (
                  <li key={a.id}>
                    <button
                      type="button"
                      onClick={() => onOpen(a)}
                      className={cn(
                        'block w-full truncate rounded border px-1 text-left text-[11px]',
                        statusClasses(a.status),
                      )}
                      data-testid="calendar-appointment"
                    >
                      <span className="hidden sm:inline">{timeOf(a.start)} </span>
                      {who(a, view)}
                    </button>
                  </li>
                ))}
                {mine.length > SHOWN_PER_DAY ? (
                  <li className="px-1 text-[11px] text-muted">
                    {t('more', { count: mine.length - SHOWN_PER_DAY })}
                  </li>
                ) : null}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
