/**
 * Wall-clock time in an IANA time zone ↔ UTC instants, with nothing but `Intl.DateTimeFormat`.
 * DST-correct: a local time that falls in a spring-forward gap moves forward by the gap, an
 * ambiguous one (fall-back) takes the earlier instant — Temporal's "compatible" disambiguation.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface WallClock {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The wall clock of `instant` (ms since the epoch) in `timeZone`. */
export function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const out: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, weekday: 0 };
  for (const p of parts) {
    switch (p.type) {
      case 'year':
        out.year = Number(p.value);
        break;
      case 'month':
        out.month = Number(p.value);
        break;
      case 'day':
        out.day = Number(p.value);
        break;
      case 'hour':
        out.hour = Number(p.value);
        break;
      case 'minute':
        out.minute = Number(p.value);
        break;
      case 'second':
        out.second = Number(p.value);
        break;
      case 'weekday':
        out.weekday = WEEKDAYS[p.value] ?? 0;
        break;
    }
  }
  return out;
}

/** Offset of `timeZone` from UTC at `instant`, in ms (local = UTC + offset). */
export function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const w = wallClockAt(whole, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - whole;
}

const DAY_MS = 86_400_000;

/**
 * The UTC instant of a wall-clock time in `timeZone`. `localMs` is the wall-clock time written as
 * if it were UTC (`Date.UTC(y, m - 1, d, h, min)`).
 */
export function zonedToUtc(localMs: number, timeZone: string): number {
  const before = offsetAt(localMs - DAY_MS, timeZone);
  const after = offsetAt(localMs + DAY_MS, timeZone);
  const candidates = before === after ? [localMs - before] : [localMs - before, localMs - after];
  const valid = candidates.filter((c) => offsetAt(c, timeZone) === localMs - c).sort((a, b) => a - b);
  if (valid.length > 0) return valid[0] as number;
  // In a gap: the offset in force before the transition carries the time past it.
  return localMs - before;
}

/** `YYYY-MM-DD` → the wall-clock midnight of that date written as if UTC. */
export function dateToLocalMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** The local calendar date `YYYY-MM-DD` of `instant` in `timeZone`. */
export function localDateOf(instant: number, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(date: string, days: number): string {
  return new Date(dateToLocalMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** An instant as a person reads it in an e-mail: the full date and time in `timeZone`, and the zone. */
export function formatWhen(instant: number, timeZone: string, lang: 'en' | 'es'): string {
  const text = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(instant));
  return `${text} (${timeZone.replace(/_/g, ' ')})`;
}
