import type { CalendarAppointment, CalendarProvider, CalendarView } from '@verdant/shared/calendar';
import { type PointerEvent as ReactPointerEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { locale } from '../../lib/format.ts';
import { providerColour, statusClasses, TypeIcon, timeOf, useWho } from './appointment-bits.tsx';
import { dayOf, instantAt, lanes, minutesInDay, workingMinutes } from './dates.ts';

/**
 * The day and week views: one column per day (or, for the practice's day, per professional), hours
 * down the side, working hours shaded, appointments placed by their time in the viewer's zone.
 * An appointment the viewer may change is dragged to another time (pointer: mouse, pen or touch);
 * the same move is made from its details without a pointer (the keyboard path). Releasing asks to
 * confirm, because the other side is told.
 */
export interface GridColumn {
  key: string;
  day: string;
  label: string;
  /** Whose working hours to shade, and whose appointments go here (practice's day view). */
  providerIds: string[];
  /** Only these providers' appointments (resource columns); all when absent. */
  only?: string;
}

export const HOUR_PX = 48;

/** An hour of the side column ("9 AM", "21:00"), in the reader's language. */
function hourOf(hour: number): string {
  return new Intl.DateTimeFormat(locale(), { hour: 'numeric' }).format(new Date(2026, 0, 1, hour));
}
const SNAP_MINUTES = 15;
const DRAG_THRESHOLD_PX = 6;

interface Drag {
  id: string;
  pointerId: number;
  x: number;
  y: number;
  /** Minutes between the appointment's start and where it was grabbed. */
  grabMinutes: number;
  moving: boolean;
  target: { column: GridColumn; minutes: number } | null;
}

export function TimeGrid({
  columns,
  items,
  providers,
  view,
  onOpen,
  onMove,
  onSlot,
}: {
  columns: GridColumn[];
  items: CalendarAppointment[];
  providers: CalendarProvider[];
  view: CalendarView;
  onOpen(a: CalendarAppointment): void;
  onMove(a: CalendarAppointment, start: Date): void;
  /** A click on an empty time (professionals and the practice: a new appointment there). */
  onSlot?(start: Date, providerId: string | null): void;
}) {
  const { t } = useTranslation('calendar');
  const who = useWho();
  const columnRefs = useRef(new Map<string, HTMLDivElement>());
  const [drag, setDrag] = useState<Drag | null>(null);
  /** Set when a drag ends: the click that follows the release is not an "open". */
  const dragged = useRef(false);

  // The hours shown: 7:00 to 20:00, widened to every working hour and appointment shown.
  const [firstHour, lastHour] = useMemo(() => {
    let first = 7;
    let last = 20;
    for (const col of columns) {
      for (const p of providers.filter((pr) => col.providerIds.includes(pr.id))) {
        for (const [s, e] of workingMinutes(p.availability, p.timeZone, col.day)) {
          first = Math.min(first, Math.floor(s / 60));
          last = Math.max(last, Math.ceil(e / 60));
        }
      }
      for (const a of items) {
        if (dayOf(a.start) !== col.day) continue;
        first = Math.min(first, Math.floor(minutesInDay(a.start, col.day) / 60));
        last = Math.max(last, Math.ceil(minutesInDay(a.end, col.day) / 60));
      }
    }
    return [Math.max(0, first), Math.min(24, last)];
  }, [columns, providers, items]);
  const height = (lastHour - firstHour) * HOUR_PX;
  const hours = Array.from({ length: lastHour - firstHour }, (_, i) => firstHour + i);
  const top = (minutes: number) => ((minutes - firstHour * 60) / 60) * HOUR_PX;

  const itemsOf = (col: GridColumn) =>
    items.filter((a) => dayOf(a.start) === col.day && (!col.only || a.provider.id === col.only));

  /** The column and minute (snapped) under a pointer. */
  function targetAt(x: number, y: number, grabMinutes: number): Drag['target'] {
    for (const col of columns) {
      const el = columnRefs.current.get(col.key);
      const box = el?.getBoundingClientRect();
      if (!box || x < box.left || x >= box.right) continue;
      const raw = firstHour * 60 + ((y - box.top) / HOUR_PX) * 60 - grabMinutes;
      const minutes = Math.round(raw / SNAP_MINUTES) * SNAP_MINUTES;
      return {
        column: col,
        minutes: Math.max(firstHour * 60, Math.min(lastHour * 60 - SNAP_MINUTES, minutes)),
      };
    }
    return null;
  }

  function onPointerDown(e: ReactPointerEvent<HTMLButtonElement>, a: CalendarAppointment) {
    dragged.current = false;
    if (!a.canChange || a.status !== 'scheduled' || e.button !== 0) return;
    const box = e.currentTarget.getBoundingClientRect();
    e.currentTarget.setPointerCapture(e.pointerId);
    const grabMinutes = Math.max(0, ((e.clientY - box.top) / HOUR_PX) * 60);
    setDrag({
      id: a.id,
      pointerId: e.pointerId,
      x: e.clientX,
      y: e.clientY,
      grabMinutes,
      moving: false,
      target: null,
    });
  }

  function onPointerMove(e: ReactPointerEvent<HTMLButtonElement>) {
    if (!drag || e.pointerId !== drag.pointerId) return;
    const moving = drag.moving || Math.hypot(e.clientX - drag.x, e.clientY - drag.y) > DRAG_THRESHOLD_PX;
    if (!moving) return;
    setDrag({ ...drag, moving, target: targetAt(e.clientX, e.clientY, drag.grabMinutes) });
  }

  function onPointerUp(e: ReactPointerEvent<HTMLButtonElement>, a: CalendarAppointment) {
    if (!drag || e.pointerId !== drag.pointerId) return;
    const finished = drag;
    setDrag(null);
    if (!finished.moving) return; // a click: the button's onClick opens it
    dragged.current = true;
    const target = targetAt(e.clientX, e.clientY, finished.grabMinutes);
    if (!target) return;
    const start = instantAt(target.column.day, target.minutes);
    if (start.getTime() !== Date.parse(a.start)) onMove(a, start);
  }

  const moving = drag?.moving ? items.find((a) => a.id === drag.id) : undefined;
  const providerIndex = (id: string) => providers.findIndex((p) => p.id === id);
  const today = dayOf(new Date());
  const nowMinutes = minutesInDay(new Date(), today);

  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card" data-testid="time-grid">
      <div
        className="flex"
        style={{ minWidth: `${4 + columns.length * (columns.length > 1 ? 7.5 : 16)}rem` }}
      >
        {/* hours */}
        <div className="w-16 shrink-0 border-r border-border" aria-hidden="true">
          <div className="h-12 border-b border-border" />
          <div className="relative" style={{ height }}>
            {hours.map((h) => (
              <span
                key={h}
                className="absolute right-1.5 -translate-y-1/2 text-[11px] text-muted"
                style={{ top: (h - firstHour) * HOUR_PX }}
              >
                {h === firstHour ? '' : hourOf(h)}
              </span>
            ))}
          </div>
        </div>
        {columns.map((col) => {
          const shown = itemsOf(col);
          const placed = lanes(shown);
          const working = providers
            .filter((p) => col.providerIds.includes(p.id))
            .flatMap((p) => workingMinutes(p.availability, p.timeZone, col.day));
          const isToday = col.day === today;
          return (
            <div key={col.key} className="min-w-0 flex-1 border-r border-border last:border-r-0">
              <div
                className={cn(
                  'sticky top-0 flex h-12 flex-col items-center justify-center border-b border-border px-1 text-center text-xs font-semibold',
                  isToday ? 'bg-accent text-primary' : 'bg-card',
                )}
              >
                <span className="truncate">{col.label}</span>
              </div>
              {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a pointer shortcut; the New appointment button is the keyboard path */}
              <div
                ref={(el) => {
                  if (el) columnRefs.current.set(col.key, el);
                  else columnRefs.current.delete(col.key);
                }}
                className={cn('relative', working.length ? 'bg-surface/70' : 'bg-surface/40')}
                style={{ height }}
                data-day={col.day}
                data-testid="grid-column"
                onClick={(e) => {
                  if (!onSlot || e.target !== e.currentTarget) return;
                  const box = e.currentTarget.getBoundingClientRect();
                  const minutes =
                    Math.floor((firstHour * 60 + ((e.clientY - box.top) / HOUR_PX) * 60) / 30) * 30;
                  onSlot(instantAt(col.day, minutes), col.only ?? null);
                }}
              >
                {working.map(([s, e]) => (
                  <div
                    key={`${s}-${e}`}
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-x-0 bg-card"
                    style={{ top: top(s), height: ((e - s) / 60) * HOUR_PX }}
                  />
                ))}
                {hours.map((h) => (
                  <div
                    key={h}
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-x-0 border-t border-border/70"
                    style={{ top: (h - firstHour) * HOUR_PX }}
                  />
                ))}
                {isToday && nowMinutes >= firstHour * 60 && nowMinutes <= lastHour * 60 ? (
                  <div
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-x-0 z-10 border-t-2 border-rose-500"
                    style={{ top: top(nowMinutes) }}
                  />
                ) : null}
                {shown.map((a) => {
                  const start = minutesInDay(a.start, col.day);
                  const end = minutesInDay(a.end, col.day);
                  const lane = placed.get(a) ?? { lane: 0, of: 1 };
                  const draggable = a.canChange && a.status === 'scheduled';
                  const isDragged = drag?.moving && drag.id === a.id;
                  return (
                    <button
                      key={a.id}
                      type="button"
                      data-testid="calendar-appointment"
                      data-appointment={a.id}
                      aria-describedby={draggable ? 'drag-hint' : undefined}
                      onClick={() => {
                        if (dragged.current) dragged.current = false;
                        else onOpen(a);
                      }}
                      onPointerDown={(e) => onPointerDown(e, a)}
                      onPointerMove={onPointerMove}
                      onPointerUp={(e) => onPointerUp(e, a)}
                      onPointerCancel={() => setDrag(null)}
                      className={cn(
                        'absolute z-20 overflow-hidden rounded-md border border-l-4 px-1.5 py-1 text-left text-xs shadow-sm',
                        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
                        statusClasses(a.status),
                        view === 'practice'
                          ? providerColour(providerIndex(a.provider.id))
                          : 'border-l-primary',
                        draggable ? 'cursor-grab touch-none' : '',
                        isDragged ? 'opacity-40' : '',
                      )}
                      style={{
                        top: top(start) + 1,
                        height: Math.max(((end - start) / 60) * HOUR_PX - 2, 18),
                        left: `calc(${(lane.lane / lane.of) * 100}% + 2px)`,
                        width: `calc(${100 / lane.of}% - 4px)`,
                      }}
                    >
                      <span className="flex items-center gap-1 font-semibold">
                        <TypeIcon type={a.type} />
                        <span className="truncate">{timeOf(a.start)}</span>
                        <span className="sr-only"> – {timeOf(a.end)}</span>
                      </span>
                      <span className="block truncate">{who(a, col.only ? 'provider' : view)}</span>
                      <span className="block truncate text-muted">{a.serviceName}</span>
                      {a.status === 'scheduled' ? null : (
                        <span className="sr-only">{t(`statuses.${a.status}`)}</span>
                      )}
                    </button>
                  );
                })}
                {moving && drag?.target && drag.target.column.key === col.key ? (
                  <div
                    aria-hidden="true"
                    data-testid="drop-target"
                    className="pointer-events-none absolute inset-x-1 z-30 rounded-md border-2 border-dashed border-primary bg-accent/80 px-1.5 py-1 text-xs font-semibold text-primary"
                    style={{
                      top: top(drag.target.minutes),
                      height: Math.max((moving.durationMinutes / 60) * HOUR_PX - 2, 18),
                    }}
                  >
                    {timeOf(instantAt(col.day, drag.target.minutes).toISOString())}
                  </div>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      <p id="drag-hint" className="sr-only">
        {t('dragHint')}
      </p>
    </div>
  );
}
