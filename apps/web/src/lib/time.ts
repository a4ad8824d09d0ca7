/** Date and time helpers for provider slots: UTC instants shown in the provider's and the viewer's zone. */
import { dateTimeFormat } from './intl.ts';

export interface Slot {
  start: string;
  end: string;
}

export interface SlotDay {
  /** `YYYY-MM-DD` in the grouping zone. */
  date: string;
  slots: Slot[];
}

/** The calendar day (`YYYY-MM-DD`) of an instant in a time zone. */
export function dayKey(instant: string | Date, timeZone: string): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Slots grouped by their day in `timeZone`, days and slots in time order. */
export function groupSlotsByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const days = new Map<string, Slot[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const key = dayKey(slot.start, timeZone);
    const list = days.get(key);
    if (list) list.push(slot);
    else days.set(key, [slot]);
  }
  return [...days].map(([date, list]) => ({ date, slots: list }));
}

/** The viewer's IANA time zone, `UTC` when the runtime does not say. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function formatTime(instant: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

/** A `YYYY-MM-DD` day as a long label ("Monday, 3 March"), computed at noon UTC so it never shifts. */
export function formatDay(date: string, locale: string): string {
  return dateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T12:00:00Z`));
}

export function formatDateTime(instant: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** A short readable zone name ("GMT+1", "CET") for an instant, falling back to the IANA id. */
export function zoneLabel(timeZone: string, locale: string, instant: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName');
    return part ? `${timeZone.replaceAll('_', ' ')} (${part.value})` : timeZone;
  } catch {
    return timeZone;
  }
}

/** Today as `YYYY-MM-DD` in a zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayKey(now, timeZone);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Money formatters by locale, currency and whether whole amounts drop their decimals. Building an
 * `Intl.NumberFormat` costs far more than formatting with one (the pricing section's dozen prices took
 * 27 ms of the landing page's hydration on a desktop CPU, decision 0067), so each is built once.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale} ${currency} ${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Integer minor units as money; `trimWhole` drops ".00" from whole amounts ("$49", not "$49.00"). */
export function formatMoney(minor: number, currency: string, locale: string, trimWhole = false): string {
  const digits = moneyFormat(locale, currency, false).resolvedOptions().maximumFractionDigits ?? 2;
  const value = minor / 10 ** digits;
  const whole = trimWhole && Number.isInteger(value);
  return moneyFormat(locale, currency, whole).format(value);
}
