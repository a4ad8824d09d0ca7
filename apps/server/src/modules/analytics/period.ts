/** The period of a request and the one of the same length just before it (UTC days, inclusive). */
import type { ServiceContext } from '../../platform/service-context.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface Period {
  from: string;
  to: string;
  /** Instants: [start, end). */
  start: Date;
  end: Date;
}

export interface Periods {
  current: Period;
  previous: Period;
}

function period(from: string, to: string): Period {
  return {
    from,
    to,
    start: new Date(`${from}T00:00:00Z`),
    end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY),
  };
}

/** Default: the first day of the month eleven months ago to today (twelve calendar months). */
export function periodsOf(
  ctx: ServiceContext,
  q: { from?: string | undefined; to?: string | undefined },
): Periods {
  const now = ctx.now();
  const to = q.to ?? iso(now.getTime());
  const toDate = new Date(`${to}T00:00:00Z`);
  const from = q.from ?? iso(Date.UTC(toDate.getUTCFullYear(), toDate.getUTCMonth() - 11, 1));
  const current = period(from, to);
  const days = Math.round((current.end.getTime() - current.start.getTime()) / DAY);
  const prevTo = iso(current.start.getTime() - DAY);
  const prevFrom = iso(current.start.getTime() - days * DAY);
  return { current, previous: period(prevFrom, prevTo) };
}
