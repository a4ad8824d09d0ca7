import type { AvailabilityRule } from '@verdant/shared/public-site';

/**
 * Calendar dates in the viewer's own zone (the browser's): days are `YYYY-MM-DD` of its local
 * calendar, weeks start on Monday. Working hours are kept in the provider's zone and turned into the
 * viewer's minutes of each shown day.
 */
export type CalendarMode = 'day' | 'week' | 'month' | 'appointments';
export const CALENDAR_MODES: readonly CalendarMode[] = ['day', 'week', 'month', 'appointments'];

/** How many days the agenda (list) shows at once. */
export const AGENDA_DAYS = 14;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of an instant. */
export function dayOf(instant: Date | string | number): string {
  const d = new Date(instant);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Local midnight of a day. */
export function startOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function addDays(day: string, n: number): string {
  const d = startOfDay(day);
  d.setDate(d.getDate() + n);
  return dayOf(d);
}

export function isDay(value: string | null | undefined): value is string {
  return !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(startOfDay(value).getTime());
}

/** The Monday of a day's week. */
export function startOfWeek(day: string): string {
  const weekday = (startOfDay(day).getDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The 6 weeks (42 days) a month view shows, starting on the Monday on or before the 1st. */
export function monthGrid(day: string): string[] {
  const first = `${day.slice(0, 7)}-01`;
  const start = startOfWeek(first);
  return Array.from({ length: 42 }, (_, i) => addDays(start, i));
}

/** The days a mode shows around `day`. */
export function daysOf(mode: CalendarMode, day: string): string[] {
  if (mode === 'day') return [day];
  if (mode === 'week') {
    const start = startOfWeek(day);
    return Array.from({ length: 7 }, (_, i) => addDays(start, i));
  }
  if (mode === 'month') return monthGrid(day);
  return Array.from({ length: AGENDA_DAYS }, (_, i) => addDays(day, i));
}

/** The instants [from, to) a mode's read covers. */
export function rangeOf(mode: CalendarMode, day: string): { from: string; to: string } {
  const days = daysOf(mode, day);
  return {
    from: startOfDay(days[0]!).toISOString(),
    to: startOfDay(addDays(days.at(-1)!, 1)).toISOString(),
  };
}

/** The day a "previous"/"next" step lands on. */
export function step(mode: CalendarMode, day: string, direction: 1 | -1): string {
  if (mode === 'day') return addDays(day, direction);
  if (mode === 'week') return addDays(day, 7 * direction);
  if (mode === 'appointments') return addDays(day, AGENDA_DAYS * direction);
  const d = startOfDay(`${day.slice(0, 7)}-01`);
  d.setMonth(d.getMonth() + direction);
  return dayOf(d);
}

/** Minutes since local midnight of `day` (may be negative or beyond 1440 for other days). */
export function minutesInDay(instant: Date | string, day: string): number {
  return Math.round((new Date(instant).getTime() - startOfDay(day).getTime()) / 60_000);
}

/** The instant `minutes` after local midnight of `day`. */
export function instantAt(day: string, minutes: number): Date {
  const d = startOfDay(day);
  d.setMinutes(minutes);
  return d;
}

/** The UTC offset (ms) of a zone at an instant. */
function offsetOf(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant a wall-clock time (`YYYY-MM-DD`, minutes) has in a zone. */
export function zonedInstant(day: string, minutes: number, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  let at = wall - offsetOf(timeZone, wall);
  at = wall - offsetOf(timeZone, at);
  return at;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * A provider's working hours on one of the viewer's days, as [start, end) minutes of that day. The
 * rules are read in the provider's zone, so a provider elsewhere shows shifted (or split) hours.
 */
export function workingMinutes(
  availability: readonly AvailabilityRule[],
  timeZone: string | null,
  day: string,
): [number, number][] {
  if (!timeZone || availability.length === 0) return [];
  const dayStart = startOfDay(day).getTime();
  const dayEnd = startOfDay(addDays(day, 1)).getTime();
  const out: [number, number][] = [];
  for (const offset of [-1, 0, 1]) {
    const theirs = addDays(day, offset);
    const weekday = new Date(`${theirs}T12:00:00Z`).getUTCDay();
    for (const rule of availability) {
      if (rule.weekday !== weekday) continue;
      const start = Math.max(zonedInstant(theirs, minutesOf(rule.start), timeZone), dayStart);
      const end = Math.min(zonedInstant(theirs, minutesOf(rule.end), timeZone), dayEnd);
      if (end > start) out.push([(start - dayStart) / 60_000, (end - dayStart) / 60_000]);
    }
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/**
 * Side-by-side lanes for overlapping items of one column: each item gets a lane and the number of
 * lanes of its group of overlapping items.
 */
export function lanes<T extends { start: string; end: string }>(
  items: readonly T[],
): Map<T, { lane: number; of: number }> {
  const sorted = [...items].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const out = new Map<T, { lane: number; of: number }>();
  let group: T[] = [];
  let groupEnd = -Infinity;
  let laneEnds: number[] = [];
  const close = () => {
    for (const item of group) out.get(item)!.of = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    const start = Date.parse(item.start);
    const end = Date.parse(item.end);
    if (start >= groupEnd) close();
    let lane = laneEnds.findIndex((e) => e <= start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(end);
    } else laneEnds[lane] = end;
    out.set(item, { lane, of: 1 });
    group.push(item);
    groupEnd = Math.max(groupEnd, end);
  }
  close();
  return out;
}
