import { type AvailabilityRule, minutesOfDay } from '@verdant/shared';
import { addDays, dateToLocalMs, zonedToUtc } from './time-zone.ts';

/**
 * Open slots of a provider: the weekly availability, read in the provider's own IANA time zone,
 * minus existing live appointments, minus the past, within the provider's booking window and without
 * the dates whose new-patient bookings are taken. Pure: no clock, no database.
 *
 * - Each availability block (`weekday`, `start`–`end` in local wall time) becomes the instants
 *   [start, end) of that local date; the conversion is DST-correct (see `time-zone.ts`), so a block
 *   that spans a spring-forward gap is an hour shorter in real time and one spanning a fall-back
 *   is an hour longer.
 * - Slots start at the block start and then every `slotStepMinutes(duration)` minutes of real
 *   time; a slot must end by the block end.
 */

export interface Interval {
  /** ms since the epoch, inclusive */
  start: number;
  /** ms since the epoch, exclusive */
  end: number;
}

export interface SlotQuery {
  timeZone: string;
  availability: readonly AvailabilityRule[];
  durationMinutes: number;
  /** First local date, `YYYY-MM-DD`, in `timeZone`. */
  from: string;
  days: number;
  /** Existing non-cancelled appointments. */
  busy: readonly Interval[];
  /** Now (ms); slots starting before it are gone. */
  now: number;
  /** Last local date offered (the provider's booking window); none after it. */
  lastDate?: string;
  /** Local dates offering nothing (their new-patient bookings are taken). */
  closedDates?: ReadonlySet<string>;
  /** Nothing is offered (the provider takes no new-patient bookings). */
  allClosed?: boolean;
}

const MINUTE = 60_000;

/** Slots start every 30 minutes of a block, or every 15 for services of 15 minutes or less. */
export function slotStepMinutes(durationMinutes: number): number {
  return durationMinutes <= 15 ? 15 : 30;
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

export function computeSlots(q: SlotQuery): Interval[] {
  const duration = q.durationMinutes * MINUTE;
  const step = slotStepMinutes(q.durationMinutes) * MINUTE;
  const busy = [...q.busy].sort((a, b) => a.start - b.start);
  const seen = new Set<number>();
  const out: Interval[] = [];
  if (q.allClosed) return out;
  for (let i = 0; i < q.days; i++) {
    const date = addDays(q.from, i);
    if (q.lastDate && date > q.lastDate) break;
    if (q.closedDates?.has(date)) continue;
    const midnight = dateToLocalMs(date);
    const weekday = new Date(midnight).getUTCDay();
    for (const rule of q.availability) {
      if (rule.weekday !== weekday) continue;
      const blockStart = zonedToUtc(midnight + minutesOfDay(rule.start) * MINUTE, q.timeZone);
      const blockEnd = zonedToUtc(midnight + minutesOfDay(rule.end) * MINUTE, q.timeZone);
      for (let start = blockStart; start + duration <= blockEnd; start += step) {
        if (start < q.now || seen.has(start)) continue;
        const slot = { start, end: start + duration };
        if (busy.some((b) => overlaps(slot, b))) continue;
        seen.add(start);
        out.push(slot);
      }
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** ISO 8601 in UTC, without milliseconds: `2026-03-09T13:00:00Z`. */
export function isoUtc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}
