/**
 * The practice's figures for a period, read from the records on each request (docs/decisions/0040):
 * appointments by status and month, new and returning patients, retention at 3 and 6 months, busiest
 * hours, revenue invoiced and collected by month, receivables by age, and per professional.
 *
 * Definitions (the ones the tests compute by hand):
 * - booked: appointments starting in the period, except unconfirmed holds (`pending`); the rates on the
 *   screen are completed, cancelled and no-show over booked;
 * - new: patients whose FIRST completed appointment (within the filter) is in the period; returning:
 *   patients with a completed appointment in the period whose first was earlier;
 * - retention at N months: of the patients whose first completed appointment is in the period and at
 *   least N months ago, those with another completed appointment within N months of the first;
 * - invoiced: issued invoices (sent, paid, overdue) by issue date, net of credit notes; collected:
 *   payments (not adjustments, not voided) by payment date;
 * - receivables: what is owed today on sent or overdue invoices issued by the period's end, by days
 *   past the due date (not yet due counts as 0–30).
 */
import type { AppointmentCounts, PracticeFigures } from '@verdant/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { DbOrTx } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { appointmentFilter, bucketOf, invoiceFilter, NET, OWED } from './filters.ts';
import type { Periods } from './period.ts';
import type { AnalyticsScope } from './scope.ts';

const n = (v: unknown) => Number(v ?? 0);

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

const emptyCounts = (): AppointmentCounts => ({
  booked: 0,
  completed: 0,
  cancelled: 0,
  noShow: 0,
  scheduled: 0,
});

/** Patients' first completed appointment (within the filter): the CTE `firsts(patient_id, first_at)`. */
export function firstsCte(scope: AnalyticsScope): SQL {
  return sql`firsts as (select a.patient_id, min(a.starts_at) as first_at from appointment a where ${appointmentFilter(scope)} and a.status = 'completed' and a.patient_id is not null group by a.patient_id)`;
}

/** Whether the patient of `firsts f` came back within `months` of the first visit. */
export function returnedWithin(scope: AnalyticsScope, months: 3 | 6): SQL {
  const interval = sql.raw(`interval '${months} months'`);
  return sql`exists (select 1 from appointment a where ${appointmentFilter(scope)} and a.status = 'completed' and a.patient_id = f.patient_id and a.starts_at > f.first_at and a.starts_at <= f.first_at + ${interval})`;
}

export async function practiceFigures(
  ctx: ServiceContext,
  scope: AnalyticsScope,
  periods: Periods,
): Promise<PracticeFigures> {
  const { current: cur, previous: prev } = periods;
  const now = ctx.now();
  const today = now.toISOString().slice(0, 10);
  const db = ctx.db;
  const apptWhere = appointmentFilter(scope);
  const invWhere = invoiceFilter(scope);

  const [appts, patients, retention, hours, invoiced, collected, owed, people] = await Promise.all([
    rows<{
      cur: boolean;
      month: string;
      booked: number;
      completed: number;
      cancelled: number;
      no_show: number;
      scheduled: number;
    }>(
      db,
      sql`select a.starts_at >= ${cur.start.toISOString()}::timestamptz as cur, to_char(a.starts_at at time zone 'UTC', 'YYYY-MM') as month,
        count(*)::int as booked,
        count(*) filter (where a.status = 'completed')::int as completed,
        count(*) filter (where a.status = 'cancelled')::int as cancelled,
        count(*) filter (where a.status = 'no-show')::int as no_show,
        count(*) filter (where a.status = 'scheduled')::int as scheduled
      from appointment a
      where ${apptWhere} and a.status <> 'pending' and a.starts_at >= ${prev.start.toISOString()}::timestamptz and a.starts_at < ${cur.end.toISOString()}::timestamptz
      group by 1, 2 order by 2`,
    ),
    rows<{ cur: boolean; new: number; returning: number }>(
      db,
      sql`with ${firstsCte(scope)},
        visits as (select distinct a.patient_id, a.starts_at >= ${cur.start.toISOString()}::timestamptz as cur from appointment a
          where ${apptWhere} and a.status = 'completed' and a.patient_id is not null and a.starts_at >= ${prev.start.toISOString()}::timestamptz and a.starts_at < ${cur.end.toISOString()}::timestamptz)
      select v.cur,
        count(*) filter (where f.first_at >= case when v.cur then ${cur.start.toISOString()}::timestamptz else ${prev.start.toISOString()}::timestamptz end)::int as new,
        count(*) filter (where f.first_at < case when v.cur then ${cur.start.toISOString()}::timestamptz else ${prev.start.toISOString()}::timestamptz end)::int as returning
      from visits v join firsts f on f.patient_id = v.patient_id group by v.cur`,
    ),
    rows<{ c3: number; r3: number; c6: number; r6: number }>(
      db,
      sql`with ${firstsCte(scope)}
      select
        count(*) filter (where f.first_at + interval '3 months' <= ${now.toISOString()}::timestamptz)::int as c3,
        count(*) filter (where f.first_at + interval '3 months' <= ${now.toISOString()}::timestamptz and ${returnedWithin(scope, 3)})::int as r3,
        count(*) filter (where f.first_at + interval '6 months' <= ${now.toISOString()}::timestamptz)::int as c6,
        count(*) filter (where f.first_at + interval '6 months' <= ${now.toISOString()}::timestamptz and ${returnedWithin(scope, 6)})::int as r6
      from firsts f where f.first_at >= ${cur.start.toISOString()}::timestamptz and f.first_at < ${cur.end.toISOString()}::timestamptz`,
    ),
    rows<{ hour: number; count: number }>(
      db,
      sql`select extract(hour from a.starts_at at time zone a.time_zone)::int as hour, count(*)::int as count
      from appointment a
      where ${apptWhere} and a.status in ('completed', 'scheduled') and a.starts_at >= ${cur.start.toISOString()}::timestamptz and a.starts_at < ${cur.end.toISOString()}::timestamptz
      group by 1 order by 1`,
    ),
    rows<{ cur: boolean; month: string; currency: string; minor: string; creator: string | null }>(
      db,
      sql`select i.issue_date >= ${cur.from}::date as cur, to_char(i.issue_date, 'YYYY-MM') as month, i.currency,
        i.created_by_user_id as creator, sum(${NET})::bigint as minor
      from invoice i
      where ${invWhere} and i.issue_date >= ${prev.from}::date and i.issue_date <= ${cur.to}::date
      group by 1, 2, 3, 4`,
    ),
    rows<{ cur: boolean; month: string; currency: string; minor: string }>(
      db,
      sql`select p.paid_on >= ${cur.from}::date as cur, to_char(p.paid_on, 'YYYY-MM') as month, i.currency, sum(p.amount_minor)::bigint as minor
      from invoice_payment p join invoice i on i.id = p.invoice_id
      where ${invoiceFilter(scope, ['sent', 'paid', 'overdue', 'cancelled'])} and p.kind = 'payment' and p.voided_at is null
        and p.paid_on >= ${prev.from}::date and p.paid_on <= ${cur.to}::date
      group by 1, 2, 3`,
    ),
    rows<{ currency: string; bucket: string; minor: string; count: number }>(
      db,
      sql`select i.currency, ${bucketOf(today)} as bucket, sum(${OWED})::bigint as minor, count(*)::int as count
      from invoice i
      where ${invoiceFilter(scope, ['sent', 'overdue'])} and i.issue_date <= ${cur.to}::date and ${OWED} > 0
      group by 1, 2`,
    ),
    rows<{ id: string; name: string; booked: number; completed: number; no_show: number }>(
      db,
      sql`select a.provider_user_id as id, u.name, count(*)::int as booked,
        count(*) filter (where a.status = 'completed')::int as completed,
        count(*) filter (where a.status = 'no-show')::int as no_show
      from appointment a join "user" u on u.id = a.provider_user_id
      where ${apptWhere} and a.status <> 'pending' and a.starts_at >= ${cur.start.toISOString()}::timestamptz and a.starts_at < ${cur.end.toISOString()}::timestamptz
      group by 1, 2 order by 2`,
    ),
  ]);

  const appointments = { current: emptyCounts(), previous: emptyCounts() };
  const byMonth = new Map<string, AppointmentCounts>();
  for (const r of appts) {
    const into = r.cur ? appointments.current : appointments.previous;
    const add = (c: AppointmentCounts) => {
      c.booked += n(r.booked);
      c.completed += n(r.completed);
      c.cancelled += n(r.cancelled);
      c.noShow += n(r.no_show);
      c.scheduled += n(r.scheduled);
    };
    add(into);
    if (r.cur) {
      const m = byMonth.get(r.month) ?? emptyCounts();
      add(m);
      byMonth.set(r.month, m);
    }
  }

  const money = new Map<
    string,
    { month: string; currency: string; invoicedMinor: number; collectedMinor: number }
  >();
  const totals = {
    current: new Map<string, { invoicedMinor: number; collectedMinor: number }>(),
    previous: new Map<string, { invoicedMinor: number; collectedMinor: number }>(),
  };
  const byCreator = new Map<string, Map<string, number>>();
  const slot = (cur: boolean, month: string, currency: string) => {
    const t = (cur ? totals.current : totals.previous).get(currency) ?? {
      invoicedMinor: 0,
      collectedMinor: 0,
    };
    (cur ? totals.current : totals.previous).set(currency, t);
    let m: { month: string; currency: string; invoicedMinor: number; collectedMinor: number } | null = null;
    if (cur) {
      const key = `${month}|${currency}`;
      m = money.get(key) ?? { month, currency, invoicedMinor: 0, collectedMinor: 0 };
      money.set(key, m);
    }
    return { t, m };
  };
  for (const r of invoiced) {
    const { t, m } = slot(r.cur, r.month, r.currency);
    t.invoicedMinor += n(r.minor);
    if (m) m.invoicedMinor += n(r.minor);
    if (r.cur && r.creator) {
      const c = byCreator.get(r.creator) ?? new Map<string, number>();
      c.set(r.currency, (c.get(r.currency) ?? 0) + n(r.minor));
      byCreator.set(r.creator, c);
    }
  }
  for (const r of collected) {
    const { t, m } = slot(r.cur, r.month, r.currency);
    t.collectedMinor += n(r.minor);
    if (m) m.collectedMinor += n(r.minor);
  }
  const list = (m: Map<string, { invoicedMinor: number; collectedMinor: number }>) =>
    [...m.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, v]) => ({ currency, ...v }));

  const patientRows = { current: { new: 0, returning: 0 }, previous: { new: 0, returning: 0 } };
  for (const r of patients)
    patientRows[r.cur ? 'current' : 'previous'] = { new: n(r.new), returning: n(r.returning) };
  const ret = retention[0];

  await audit(ctx, {
    action: 'analytics.practice.read',
    resourceType: 'analytics',
    resourceId: scope.organizationId,
  });

  return {
    period: { from: cur.from, to: cur.to },
    previous: { from: prev.from, to: prev.to },
    asOf: now.toISOString(),
    scope: scope.practice ? 'practice' : 'own',
    shared: scope.shared,
    revenueByMonth: [...money.values()].sort(
      (a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency),
    ),
    revenue: { current: list(totals.current), previous: list(totals.previous) },
    receivables: owed
      .map((r) => ({
        currency: r.currency,
        bucket: r.bucket as PracticeFigures['receivables'][number]['bucket'],
        amountMinor: n(r.minor),
        count: n(r.count),
      }))
      .sort(
        (a, b) =>
          a.currency.localeCompare(b.currency) || a.bucket.localeCompare(b.bucket, 'en', { numeric: true }),
      ),
    appointments,
    appointmentsByMonth: [...byMonth.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, c]) => ({ month, ...c })),
    patients: patientRows,
    retention: {
      months3: { cohort: n(ret?.c3), retained: n(ret?.r3) },
      months6: { cohort: n(ret?.c6), retained: n(ret?.r6) },
    },
    hours: hours.map((h) => ({ hour: n(h.hour), count: n(h.count) })),
    professionals: people.map((p) => ({
      id: p.id,
      name: p.name,
      booked: n(p.booked),
      completed: n(p.completed),
      noShow: n(p.no_show),
      revenue: [...(byCreator.get(p.id) ?? new Map<string, number>()).entries()].map(
        ([currency, invoicedMinor]) => ({ currency, invoicedMinor }),
      ),
    })),
  };
}
