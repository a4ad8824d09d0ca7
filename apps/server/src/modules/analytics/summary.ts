/**
 * The practice figures' monthly summaries (docs/decisions/0065, migration 0048). The figures of whole
 * calendar months (UTC) are read from `analytics_appointment_month` and `analytics_money_month`; the
 * days of a period that do not fill a month, and any period filtered by a patient group (which no
 * summary holds), are read from the records. Every write to an appointment, invoice, invoice line or
 * payment marks its (practice, month) dirty in the same transaction (the migration's statement
 * triggers); `refreshSummaries` recomputes the dirty months from the records before a read, so a
 * figure is never older than the read that shows it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { isUuid } from '../../platform/params.ts';
import { appointmentFilter, invoiceFilter, NET } from './filters.ts';
import type { Periods } from './period.ts';
import type { AnalyticsScope } from './scope.ts';

/** A summary row of this service; no row for an id that is not a UUID (as in the live filters). */
const serviceIs = (serviceId: string): SQL =>
  isUuid(serviceId) ? sql`s.service_id = ${serviceId}::uuid` : sql`false`;

const n = (v: unknown) => Number(v ?? 0);
const HOURS = Array.from({ length: 24 }, (_, h) => h);

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** One practice's appointments of one month (or part of one) and period, for one professional. */
export interface AppointmentCell {
  cur: boolean;
  month: string;
  provider: string;
  booked: number;
  completed: number;
  cancelled: number;
  noShow: number;
  scheduled: number;
  /** Completed and scheduled appointments by starting hour (24 entries). */
  hours: number[];
}

/** One practice's money of one month (or part of one) and period, by currency and author. */
export interface MoneyCell {
  cur: boolean;
  month: string;
  currency: string;
  creator: string | null;
  invoicedMinor: number;
  /** How many invoices the invoiced sum adds up. */
  invoices: number;
  collectedMinor: number;
}

/** A stretch of days [start, end) inside one month and one period. */
export interface Segment {
  start: Date;
  end: Date;
  cur: boolean;
  /** The whole calendar month. */
  whole: boolean;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The period and its previous one cut at month boundaries and where the current period starts. */
export function segmentsOf(periods: Periods): Segment[] {
  const out: Segment[] = [];
  const split = periods.current.start.getTime();
  let at = periods.previous.start.getTime();
  const end = periods.current.end.getTime();
  while (at < end) {
    const d = new Date(at);
    const monthStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    const nextMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    const stop = Math.min(nextMonth, end, at < split ? split : Number.POSITIVE_INFINITY);
    out.push({
      start: d,
      end: new Date(stop),
      cur: at >= split,
      whole: at === monthStart && stop === nextMonth,
    });
    at = stop;
  }
  return out;
}

/** The months computed again from the records: every month of the practice when `months` is 'all'. */
async function recompute(db: DbOrTx, organizationId: string, months: string[]): Promise<void> {
  if (months.length === 0) return;
  const list = sql`${`{${months.join(',')}}`}::date[]`;
  await db.execute(
    sql`delete from analytics_appointment_month where organization_id = ${organizationId} and month = any(${list})`,
  );
  await db.execute(
    sql`delete from analytics_money_month where organization_id = ${organizationId} and month = any(${list})`,
  );
  const hourCounts = sql.join(
    HOURS.map((h) => sql`count(*) filter (where x.hour = ${sql.raw(String(h))})::int`),
    sql`, `,
  );
  await db.execute(sql`insert into analytics_appointment_month
      (organization_id, month, provider_user_id, service_id, booked, completed, cancelled, no_show, scheduled, hours)
    select ${organizationId}::uuid, x.month, x.provider_user_id, x.service_id, count(*)::int,
      count(*) filter (where x.status = 'completed')::int, count(*) filter (where x.status = 'cancelled')::int,
      count(*) filter (where x.status = 'no-show')::int, count(*) filter (where x.status = 'scheduled')::int,
      array[${hourCounts}]
    from (
      select m.month, a.provider_user_id, a.service_id, a.status,
        case when a.status in ('completed', 'scheduled') then extract(hour from a.starts_at at time zone a.time_zone)::int end as hour
      from unnest(${list}) m(month)
      join appointment a on a.organization_id = ${organizationId}
        and a.starts_at >= m.month::timestamp at time zone 'UTC'
        and a.starts_at < (m.month + interval '1 month') at time zone 'UTC'
      where a.status <> 'pending'
    ) x group by x.month, x.provider_user_id, x.service_id`);
  // the services an invoice bills: its service lines, and the services of the appointments it bills
  const services = sql`select null::uuid as service_id
      union all (select l.source_id from invoice_line l where l.invoice_id = i.id and l.source = 'service' and l.source_id is not null
        union select sa.service_id from invoice_line l join appointment sa on sa.id = l.source_id
          where l.invoice_id = i.id and l.source = 'appointment' and sa.service_id is not null)`;
  await db.execute(sql`insert into analytics_money_month
      (organization_id, month, provider_user_id, service_id, currency, invoiced_minor, invoices, collected_minor)
    select ${organizationId}::uuid, x.month, x.creator, x.service_id, x.currency, sum(x.invoiced)::bigint,
      count(*) filter (where x.invoice)::int, sum(x.collected)::bigint
    from (
      select m.month, i.created_by_user_id as creator, s.service_id, i.currency, ${NET} as invoiced, true as invoice, 0 as collected
      from unnest(${list}) m(month)
      join invoice i on i.organization_id = ${organizationId} and i.issue_date >= m.month and i.issue_date < (m.month + interval '1 month')::date
      cross join lateral (${services}) s
      where i.deleted_at is null and i.kind = 'invoice' and i.status in ('sent', 'paid', 'overdue')
      union all
      select m.month, i.created_by_user_id, s.service_id, i.currency, 0, false, p.amount_minor
      from unnest(${list}) m(month)
      join invoice_payment p on p.paid_on >= m.month and p.paid_on < (m.month + interval '1 month')::date
        and p.kind = 'payment' and p.voided_at is null
      join invoice i on i.id = p.invoice_id and i.organization_id = ${organizationId}
      cross join lateral (${services}) s
      where i.deleted_at is null and i.kind = 'invoice' and i.status in ('sent', 'paid', 'overdue', 'cancelled')
    ) x group by x.month, x.creator, x.service_id, x.currency`);
}

/**
 * Recomputes the practice's dirty months from the records (one at a time per practice: a second
 * reader waits, then finds nothing dirty and reads what the first one computed).
 * Returns how many months were recomputed.
 */
export async function refreshSummaries(db: DbOrTx, organizationId: string): Promise<number> {
  const waiting = await rows<{ one: number }>(
    db,
    sql`select 1 as one from analytics_dirty_month where organization_id = ${organizationId} limit 1`,
  );
  if (waiting.length === 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('analytics-summary'), hashtext(${organizationId}))`,
    );
    const taken = await rows<{ month: string }>(
      tx,
      sql`with taken as (delete from analytics_dirty_month where organization_id = ${organizationId} returning month)
        select distinct to_char(month, 'YYYY-MM-DD') as month from taken order by 1`,
    );
    await recompute(
      tx,
      organizationId,
      taken.map((t) => t.month),
    );
    return taken.length;
  });
}

/**
 * Recomputes every month of the practice's summaries (or of every practice) from the records: for
 * seeds and benchmarks that load records in bulk, and to repair after a restore.
 */
export async function rebuildSummaries(db: DbOrTx, organizationId?: string): Promise<void> {
  const orgs = organizationId
    ? [organizationId]
    : (
        await rows<{ id: string }>(db, sql`select id from organization where kind = 'practice' order by id`)
      ).map((r) => r.id);
  for (const org of orgs) {
    await db.execute(sql`insert into analytics_dirty_month (organization_id, month)
      select ${org}::uuid, m from (
        select date_trunc('month', starts_at at time zone 'UTC')::date as m from appointment where organization_id = ${org}
        union select date_trunc('month', issue_date)::date from invoice where organization_id = ${org}
        union select date_trunc('month', p.paid_on)::date from invoice_payment p join invoice i on i.id = p.invoice_id where i.organization_id = ${org}
        union select month from analytics_appointment_month where organization_id = ${org}
        union select month from analytics_money_month where organization_id = ${org}
      ) x`);
    await refreshSummaries(db, org);
  }
}

/** Whether the summaries can answer this scope (a patient group cannot be summarised). */
export function summarised(scope: AnalyticsScope): boolean {
  return !scope.patientGroup;
}

function ranges(segments: Segment[], column: SQL, asDates: boolean): SQL {
  if (segments.length === 0) return sql`false`;
  return sql`(${sql.join(
    segments.map((s) =>
      asDates
        ? sql`(${column} >= ${day(s.start)}::date and ${column} < ${day(s.end)}::date)`
        : sql`(${column} >= ${s.start.toISOString()}::timestamptz and ${column} < ${s.end.toISOString()}::timestamptz)`,
    ),
    sql` or `,
  )})`;
}

/** One row of counts (a summary row or a live group) as a cell, with its hours. */
function appointmentCell(
  r: { cur: boolean; month: string; provider: string } & Record<
    'booked' | 'completed' | 'cancelled' | 'no_show' | 'scheduled',
    unknown
  >,
  hours: number[],
): AppointmentCell {
  return {
    cur: r.cur,
    month: r.month,
    provider: r.provider,
    booked: n(r.booked),
    completed: n(r.completed),
    cancelled: n(r.cancelled),
    noShow: n(r.no_show),
    scheduled: n(r.scheduled),
    hours,
  };
}

/**
 * The periods' segments read from the summaries (whole months, as a `date[]` literal) and those read
 * live (partial months; every segment in `live` mode).
 */
function split(periods: Periods, mode: 'summary' | 'live') {
  const all = segmentsOf(periods);
  const whole = mode === 'summary' ? all.filter((s) => s.whole) : [];
  const live = mode === 'summary' ? all.filter((s) => !s.whole) : all;
  return { whole, live, months: `{${whole.map((s) => day(s.start)).join(',')}}` };
}

/** The appointments of the period and the previous one, by month and professional. */
export async function appointmentCells(
  db: DbOrTx,
  scope: AnalyticsScope,
  periods: Periods,
  mode: 'summary' | 'live',
): Promise<AppointmentCell[]> {
  const { whole, live, months } = split(periods, mode);
  const curStart = periods.current.start.toISOString();
  const out: AppointmentCell[] = [];
  if (whole.length > 0) {
    const found = await rows<{
      cur: boolean;
      month: string;
      provider: string;
      booked: number;
      completed: number;
      cancelled: number;
      no_show: number;
      scheduled: number;
      hours: number[];
    }>(
      db,
      sql`select to_char(s.month, 'YYYY-MM') as month, s.month >= ${day(periods.current.start)}::date as cur,
          s.provider_user_id as provider, s.booked, s.completed, s.cancelled, s.no_show, s.scheduled, s.hours
        from analytics_appointment_month s
        where s.organization_id = ${scope.organizationId} and s.month = any(${months}::date[])
          ${scope.providerUserId ? sql`and s.provider_user_id = ${scope.providerUserId}` : sql``}
          ${scope.serviceId ? sql`and ${serviceIs(scope.serviceId)}` : sql``}`,
    );
    for (const r of found) {
      out.push(
        appointmentCell(
          r,
          HOURS.map((h) => n(r.hours?.[h])),
        ),
      );
    }
  }
  if (live.length > 0) {
    const found = await rows<{
      cur: boolean;
      month: string;
      provider: string;
      hour: number | null;
      booked: number;
      completed: number;
      cancelled: number;
      no_show: number;
      scheduled: number;
    }>(
      db,
      sql`select a.starts_at >= ${curStart}::timestamptz as cur, to_char(a.starts_at at time zone 'UTC', 'YYYY-MM') as month,
          a.provider_user_id as provider,
          case when a.status in ('completed', 'scheduled') then extract(hour from a.starts_at at time zone a.time_zone)::int end as hour,
          count(*)::int as booked,
          count(*) filter (where a.status = 'completed')::int as completed,
          count(*) filter (where a.status = 'cancelled')::int as cancelled,
          count(*) filter (where a.status = 'no-show')::int as no_show,
          count(*) filter (where a.status = 'scheduled')::int as scheduled
        from appointment a
        where ${appointmentFilter(scope)} and a.status <> 'pending' and ${ranges(live, sql`a.starts_at`, false)}
        group by 1, 2, 3, 4`,
    );
    for (const r of found) {
      const hours = HOURS.map(() => 0);
      if (r.hour !== null && r.hour !== undefined) hours[n(r.hour)] = n(r.completed) + n(r.scheduled);
      out.push(appointmentCell(r, hours));
    }
  }
  return out;
}

/** Invoiced (by issue date) and collected (by payment date) in the period and the previous one. */
export async function moneyCells(
  db: DbOrTx,
  scope: AnalyticsScope,
  periods: Periods,
  mode: 'summary' | 'live',
): Promise<MoneyCell[]> {
  const { whole, live, months } = split(periods, mode);
  const curFrom = periods.current.from;
  const out: MoneyCell[] = [];
  if (whole.length > 0) {
    const found = await rows<{
      cur: boolean;
      month: string;
      currency: string;
      creator: string | null;
      invoiced: string;
      invoices: number;
      collected: string;
    }>(
      db,
      sql`select to_char(s.month, 'YYYY-MM') as month, s.month >= ${curFrom}::date as cur, s.currency,
          s.provider_user_id as creator, s.invoiced_minor as invoiced, s.invoices, s.collected_minor as collected
        from analytics_money_month s
        where s.organization_id = ${scope.organizationId} and s.month = any(${months}::date[])
          and ${scope.serviceId ? serviceIs(scope.serviceId) : sql`s.service_id is null`}
          ${scope.providerUserId ? sql`and s.provider_user_id = ${scope.providerUserId}` : sql``}`,
    );
    for (const r of found) {
      out.push({
        cur: r.cur,
        month: r.month,
        currency: r.currency,
        creator: r.creator,
        invoicedMinor: n(r.invoiced),
        invoices: n(r.invoices),
        collectedMinor: n(r.collected),
      });
    }
  }
  if (live.length > 0) {
    const [invoiced, collected] = await Promise.all([
      rows<{
        cur: boolean;
        month: string;
        currency: string;
        creator: string | null;
        minor: string;
        count: number;
      }>(
        db,
        sql`select i.issue_date >= ${curFrom}::date as cur, to_char(i.issue_date, 'YYYY-MM') as month, i.currency,
            i.created_by_user_id as creator, sum(${NET})::bigint as minor, count(*)::int as count
          from invoice i
          where ${invoiceFilter(scope)} and ${ranges(live, sql`i.issue_date`, true)}
          group by 1, 2, 3, 4`,
      ),
      rows<{ cur: boolean; month: string; currency: string; creator: string | null; minor: string }>(
        db,
        sql`select p.paid_on >= ${curFrom}::date as cur, to_char(p.paid_on, 'YYYY-MM') as month, i.currency,
            i.created_by_user_id as creator, sum(p.amount_minor)::bigint as minor
          from invoice_payment p
          -- each payment's invoice by its key (offset 0 keeps the planner from scanning every invoice)
          join lateral (select i.currency, i.created_by_user_id from invoice i
            where i.id = p.invoice_id and ${invoiceFilter(scope, ['sent', 'paid', 'overdue', 'cancelled'])} offset 0) i on true
          where p.kind = 'payment' and p.voided_at is null and ${ranges(live, sql`p.paid_on`, true)}
          group by 1, 2, 3, 4`,
      ),
    ]);
    const cell = (
      r: (typeof collected)[number],
      invoicedMinor: number,
      invoices: number,
      collectedMinor: number,
    ) => ({
      cur: r.cur,
      month: r.month,
      currency: r.currency,
      creator: r.creator,
      invoicedMinor,
      invoices,
      collectedMinor,
    });
    for (const r of invoiced) out.push(cell(r, n(r.minor), n(r.count), 0));
    for (const r of collected) out.push(cell(r, 0, 0, n(r.minor)));
  }
  return out;
}
